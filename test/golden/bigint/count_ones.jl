# count_ones of a BigInt (GMP's popcount)
println(count_ones(big(255)), " ", count_ones(big(2)^100 - 1), " ", count_ones(big(0)))
