# open(f, path, mode) calls f on the stream and closes it; f's result is returned.
function write_numbers(io)
    for i in 1:3
        println(io, "line ", i, " squared is ", i * i)
    end
    return 3
end

count_lines(io) = length(readlines(io))

function main()
    println(open(write_numbers, "numbers.txt", "w"))
    println(open(count_lines, "numbers.txt"))
    # "r+" reads and writes the same file; "w+" truncates first
    io = open("numbers.txt", "r+")
    println(isopen(io), " ", readline(io))
    close(io)
    println(isopen(io))
    io = open("numbers.txt", "w+")
    print(io, "fresh")
    flush(io)
    close(io)
    println(read("numbers.txt", String))
    # eachline over a stream leaves it open
    write("two.txt", "a\n\nb")
    io = open("two.txt")
    for line in eachline(io)
        println(repr(line))
    end
    println(isopen(io), " ", eof(io))
    close(io)
    rm("two.txt")
    rm("numbers.txt")
    return 0
end
main()
