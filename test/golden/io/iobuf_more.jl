# IOBuffer: how it shows, filesize, read!/write of floats and Bools, read(path).
function main()
    io = IOBuffer()
    println(stdout, io)
    write(io, 1.5, Float32(-2.0), true, false, Int8(-3))
    show(io); println()
    println(filesize(io), " ", position(io))
    seekstart(io)
    println(read(io, Float64), " ", read(io, Float32), " ", read(io, Bool), " ", read(io, Bool), " ", read(io, Int8))
    r = IOBuffer("JuliaLang is a GitHub organization.")
    println(stdout, r)
    v = zeros(UInt8, 5)
    read!(r, v)
    println(String(copy(v)), " ", position(r))
    seek(r, 33)
    try
        read!(r, v)
    catch e
        println(e, " ", v)
    end
    close(r)
    println(stdout, r)
    println(write("bytes.bin", UInt8[0x01, 0x02, 0xff]), " ", read("bytes.bin"), " ", read("bytes.bin", String) == "\x01\x02\xff")
    n = open("bytes.bin", "a") do f
        write(f, 0x41)
        filesize(f)
    end
    println(n, " ", filesize("bytes.bin"))
    rm("bytes.bin")
    return 0
end
main()
