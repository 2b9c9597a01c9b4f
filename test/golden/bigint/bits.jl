# shifts and bit operations act on an infinite two's complement
x = big(2)^100 + 5
println(x << 3, " ", x >> 98, " ", big(1) << 70)
println(-big(5) >> 1, " ", -big(1) >> 100, " ", big(5) << -1)
println(x & 0xff, " ", x | 2, " ", xor(x, big(4)))
println(~big(0), " ", ~big(7), " ", -big(6) & big(15))
