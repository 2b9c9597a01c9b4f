# Formatted lines to a file: N lines of a padded counter, a padded name and a
# square, printed with println to a file opened for writing. The file is read
# back for the checksum (its length and a multiplicative hash of its bytes)
# and removed. It is written in the current directory (bench/run.sh runs the
# programs in build/bench).
const N = 100_000 # QUICK=20_000
const PATH = "fileprint.txt"

function write_lines(path::String, n::Int)
    names = ("alpha", "beta", "gamma", "delta", "epsilon")
    io = open(path, "w")
    for i in 1:n
        println(io, lpad(i, 7), " | ", rpad(names[i % 5 + 1], 8), " | ", i * i)
    end
    close(io)
end

function main()
    write_lines(PATH, N)
    text = read(PATH, String)
    rm(PATH)
    h = 0
    for b in codeunits(text)
        h = 31h + b
    end
    println(ncodeunits(text), " ", h)
end
