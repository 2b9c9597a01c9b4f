# transcode between UTF-8, UTF-16 and UTF-32, and codeunits
s = "aé😀"
println(codeunits(s))
println(collect(codeunits(s)), " ", length(codeunits(s)), " ", codeunits(s)[2], " ", eltype(codeunits(s)))
u = transcode(UInt16, s)
println(u, " ", typeof(u), " ", length(u))
println(transcode(String, u), " ", transcode(String, u) == s)
println(transcode(UInt32, s))
println(transcode(UInt8, s))
println(transcode(String, UInt32[0x61, 0x1f600]), " ", transcode(UInt16, UInt8[0x68, 0x69]))
println(transcode(UInt8, UInt16[0x03b1, 0xd835, 0xdc00]), " ", transcode(String, UInt16[0x03b1, 0xd835, 0xdc00]))
println(repr(transcode(String, UInt16[0xd800, 0x0041])), " ", transcode(UInt16, ""), " ", transcode(String, UInt16[]))
