# Reading past the end of a file or of stdin is an EOFError, as in Julia:
# read(io, UInt8), read(io, Char) (a whole UTF-8 sequence), read(io, Int64).
function main()
    open("test_eof.txt", "w") do io
        write(io, "aé\x01\x02")
    end
    open("test_eof.txt") do io
        println(read(io, UInt8))
        println(read(io, Char))
        println(read(io, UInt8), " ", eof(io))
        try
            read(io, UInt16)          # one byte left of two
        catch e
            println(e isa EOFError)
            showerror(stdout, e)
            println()
        end
        println(eof(io))
    end
    rm("test_eof.txt")
    println(read(stdin, Int64))       # stdin is empty
end
main()
