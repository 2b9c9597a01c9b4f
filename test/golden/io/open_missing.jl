# Opening a file that does not exist: Julia's SystemError, with the path shown.
println("before")
s = read("no such file.txt", String)
println("not reached")
