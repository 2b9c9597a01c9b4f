# isqrt, gcd, lcm, gcdx.
println(isqrt(0), " ", isqrt(1), " ", isqrt(15), " ", isqrt(16), " ", isqrt(99), " ", isqrt(100))
println(isqrt(typemax(Int64)), " ", isqrt(10^18), " ", isqrt(10^18 - 1), " ", isqrt(Int8(120)), " ", typeof(isqrt(Int8(120))))
println(isqrt(typemax(UInt64)), " ", typeof(isqrt(typemax(UInt64))))
println(gcd(12, 18), " ", gcd(-12, 18), " ", gcd(12, -18), " ", gcd(0, -5), " ", gcd(0, 0), " ", gcd(17, 5))
println(gcd(12, 18, 8), " ", gcd(Int8(-128), Int8(64)), " ", gcd(0x0c, 0x12), " ", gcd(typemin(Int64), 6))
println(lcm(4, 6), " ", lcm(-4, 6), " ", lcm(0, 5), " ", lcm(2, 3, 4), " ", lcm(Int16(12), Int16(18)))
println(gcdx(12, 42), " ", gcdx(240, 46), " ", gcdx(5, 0))
