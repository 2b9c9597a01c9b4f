# string(n; base, pad) and parse/tryparse at the edges of each type, and
# length over ASCII runs followed by other characters.
println(string(123456789, base=7), " ", string(typemax(Int64), base=62), " ", string(typemin(Int64), base=16))
println(string(typemax(UInt64), base=8), " ", string(typemin(Int64), base=10), " ", string(10^18 + 7, base=36))
println(string(typemax(UInt64), base=2))
println(string(-1, base=2, pad=4), " ", string(0, base=16), " ", string(0x00ff, base=8), " ", string(-35, base=36), " ", string(7, base=32, pad=3))
println(parse(UInt32, "ffffffff", base=16), " ", tryparse(UInt32, "100000000", base=16))
println(parse(Int8, "-80", base=16), " ", tryparse(Int8, "-81", base=16), " ", parse(Int8, "7f", base=16), " ", tryparse(Int8, "80", base=16))
println(parse(Int16, "-pa8", base=36), " ", tryparse(Int16, "-pa9", base=36), " ", parse(Int16, "7fff", base=16))
println(tryparse(UInt64, "18446744073709551616"), " ", tryparse(Int64, "-9223372036854775809"), " ", tryparse(Int64, "9223372036854775808"))
println(parse(UInt8, "11111111", base=2), " ", tryparse(UInt8, "100000000", base=2), " ", parse(Int, "-0"), " ", parse(Int, "000123"))
println(length("aé😀b"), " ", length("abc\xff"), " ", length(""), " ", length(SubString("héllo", 2, 6)), " ", length("plain ascii"))
