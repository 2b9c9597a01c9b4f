# Bit operations at 128 bits
x = Int128(1) << 100
println(x, " ", x >> 99, " ", x >>> 200, " ", -x >> 98)
println(leading_zeros(x), " ", trailing_zeros(x), " ", count_ones(x - 1))
println(leading_zeros(UInt128(0)), " ", trailing_zeros(Int128(0)), " ", count_ones(Int128(-1)))
println(leading_zeros(Int128(1) << 70), " ", trailing_zeros(UInt128(1) << 64))
println(xor(typemax(Int128), Int128(-1)) == typemin(Int128), " ", (x | 1) & 3, " ", ~Int128(0))
println(x << -3 == x >> 3, " ", Int128(-8) >> 1, " ", Int128(-8) >>> 124)
println(ispow2(x), " ", top_set_bit(x))
