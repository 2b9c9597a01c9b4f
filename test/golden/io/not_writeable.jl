# As in Julia's documentation of open: a file opened "r" cannot be written.
write("myfile.txt", "Hello world!")
io = open("myfile.txt", "r")
println(read(io, String))
write(io, "This file is read only")
