# 100,000 formatted lines written to a file, then read back and summed.
function main()
    io = open("lines.txt", "w")
    for i in 1:100000
        println(io, "item ", i, ": ", i * 0.5, " ", isodd(i))
    end
    close(io)
    total = 0
    n = 0
    for line in eachline("lines.txt")
        n += 1
        total += sizeof(line)
    end
    println(n, " lines, ", total, " bytes without newlines, ", filesize("lines.txt"), " bytes in all")
    rm("lines.txt")
    return 0
end
main()
