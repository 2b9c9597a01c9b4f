# Mixed arithmetic promotes as Julia's rules say
x = Int128(1)
println(typeof(x + 1), " ", typeof(x + 0x01), " ", typeof(x + UInt64(1)))
println(typeof(UInt128(1) + x), " ", typeof(1 + UInt128(1)), " ", typeof(Int32(1) * UInt128(2)))
println(typeof(x + 1.5), " ", x + 1.5, " ", typeof(x + 1.5f0))
println(typeof(x + true), " ", typeof(promote(x, Int8(1))))
println(Int128(5) == 5, " ", 5 == UInt128(5), " ", Int128(-1) < UInt128(0), " ", UInt128(3) > -1)
println(typemax(Int64) + Int128(1))
println(0xffffffffffffffff + Int128(1))
