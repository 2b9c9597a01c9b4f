# Reading stdin (test/golden/io/stdin_read.stdin) with readuntil, read(io, n),
# position and eachline(keep = true).
function main()
    println(repr(readuntil(stdin, ',')))
    println(repr(readline(stdin)), " ", position(stdin))
    println(String(read(stdin, 5)), " ", repr(readuntil(stdin, "\r\n"; keep = true)))
    for l in eachline(stdin; keep = true)
        println(repr(l))
    end
    println(eof(stdin), " ", read(stdin), " ", repr(readline(stdin)))
    return 0
end
main()
