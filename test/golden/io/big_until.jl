# readuntil and readline where the delimiter straddles the 64 KiB read buffer.
function main()
    write("big.txt", string(repeat("a", 65535), "XYZ", repeat("b", 10), "\r\n", repeat("c", 65530), "XYXYZtail"))
    io = open("big.txt")
    s = readuntil(io, "XYZ")
    println(length(s), " ", all(==('a'), s))
    l = readline(io)
    println(repr(l))
    t = readuntil(io, "XYXYZ"; keep = true)
    println(length(t), " ", t[end-5:end])
    println(repr(read(io, String)))
    close(io)
    # "\r\n" across the buffer's end: the line still loses both
    write("big.txt", string(repeat("a", 65535), "\r\nnext"))
    io = open("big.txt")
    println(length(readline(io)), " ", repr(readline(io)))
    close(io)
    rm("big.txt")
    return 0
end
main()
