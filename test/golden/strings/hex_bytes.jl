# bytes2hex and hex2bytes, with Julia's errors.
println(bytes2hex(UInt8[0x01, 0xab, 0xff, 0x00]), " ", repr(bytes2hex(UInt8[])), " ", bytes2hex(Vector{UInt8}("Hi")))
println(hex2bytes("0aFf10"), " ", hex2bytes(""), " ", String(hex2bytes(string(12345, base = 16))))
for s in ("abc", "0g")
    try
        hex2bytes(s)
    catch e
        showerror(stdout, e); println()
    end
end
