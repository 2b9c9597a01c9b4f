# widen and widemul reach Int128 and UInt128; isqrt at 128 bits
println(widemul(typemax(Int64), typemax(Int64)), " ", typeof(widen(Int32(1))), " ", widemul(0xffffffffffffffff, 0xffffffffffffffff))
println(isqrt(Int128(10)^36 - 1), " ", isqrt(typemax(UInt128)), " ", isqrt(Int128(2)^100))
