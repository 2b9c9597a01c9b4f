# IOBuffer errors and truncate, as Julia words them.
function show_error(f)
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end

function main()
    io = IOBuffer("abc")
    show_error(() -> write(io, "x"))
    show_error(() -> print(io, 'x'))
    show_error(() -> truncate(io, 1))
    println(read(io, String))
    show_error(() -> read(io, UInt8))
    show_error(() -> read(io, Char))
    show_error(() -> peek(io))
    show_error(() -> read(io, Int32))
    # take! of a read-only buffer: everything, and the buffer is left as it was
    println(String(take!(io)), " ", position(io), " ", take!(io))

    b = IOBuffer()
    print(b, "hello world")
    truncate(b, 5)
    println(position(b), " ", repr(String(take!(b))))
    print(b, "ab")
    truncate(b, 4)
    println(position(b), " ", take!(b))
    show_error(() -> truncate(b, -1))
    write(b, Int32(258), 0xff)
    seekstart(b)
    println(read(b, Int32), " ", read(b, UInt8), " ", eof(b))
    write(b, [0x41, 0x42])
    println(take!(b))
    return 0
end
main()

# a closed IOBuffer: reading bytes is an error, readline finds the end
function closed_buffer()
    io = IOBuffer("abc")
    close(io)
    show_error(() -> read(io, UInt8))
    show_error(() -> read(io, String))
    show_error(() -> peek(io))
    println(repr(readline(io)), " ", eof(io))
end
closed_buffer()
