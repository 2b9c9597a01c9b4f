# transcode of invalid UTF-8 as Julia's: to UTF-16 a broken sequence's bytes
# become units of their own values, a complete one (even overlong or a
# surrogate) the code point its bits spell; to UTF-32, and case mapping, a
# malformed Char throws InvalidCharError.
println(transcode(UInt16, "aé€😀"))
println(transcode(UInt16, "a\xffb"))
println(transcode(UInt16, UInt8[0xe2, 0x82, 0x41, 0xc3]))
println(transcode(UInt16, UInt8[0xf4, 0x90, 0x80, 0x80]))
println(transcode(UInt16, UInt8[0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf0, 0x80, 0x80, 0xaf, 0xf8]))
println(transcode(UInt16, "\U10ffff"))
println(transcode(UInt32, "a€"))
for f in (s -> transcode(UInt32, s), uppercase, lowercase, titlecase)
    try
        f("ab\xe2\x82")
    catch e
        println(e)
    end
end
try
    codepoint('\xc0\x80')
catch e
    showerror(stdout, e)
    println()
end
println(uppercase("straße"), " ", isvalid('\xff'))
