# read(io, String) takes the rest of a file from wherever reading stands:
# after a line (the rest partly buffered already), from the start, at the
# end, and from a file opened for reading and writing. The file is bigger
# than a read buffer (64 KB), and its bytes are checked one by one.
path = tempname()
line(i) = string("line ", i, " ", repeat('x', i % 50))
open(path, "w") do io
    for i in 1:5000
        println(io, line(i))
    end
end
whole = read(path, String)
println(length(whole), " ", count(==('\n'), whole))

open(path) do io
    first = readline(io)
    rest = read(io, String)
    println(first, " | ", length(rest), " ", rest == whole[length(first) + 2:end])
    println(repr(read(io, String)))                # at the end: ""
end

open(path, "r+") do io
    seek(io, 10)
    println(read(io, String) == whole[11:end])
end

# a string read whole keeps its bytes: the last line and a byte in the middle
println(split(whole, '\n')[end - 1], " ", whole[100_000])
rm(path)
