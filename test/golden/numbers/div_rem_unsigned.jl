# Unsigned division.
println(div(0xff, 0x10), " ", rem(0xff, 0x10), " ", mod(0xff, 0x10), " ", fld(0xff, 0x10), " ", cld(0xff, 0x10))
println(cld(UInt32(10), UInt32(5)), " ", cld(UInt32(11), UInt32(5)))
println(div(typemax(UInt64), UInt64(3)))
println(rem(typemax(UInt64), UInt64(10)))
println(typeof(div(0x07, 0x02)))
println(divrem(UInt16(100), UInt16(7)))
println(0xff ÷ 0x02, " ", 0xff % 0x02)
