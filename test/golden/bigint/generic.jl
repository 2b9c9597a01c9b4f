# generic integer code of Base working on BigInts: ndigits, sum/prod,
# Rational{BigInt}, abs2, mod1, min/max with promotion
x = big(2)^70
println(ndigits(x), " ", ndigits(x, base=16), " ", ndigits(big(0)), " ", ndigits(big(-999)), " ", ndigits(factorial(big(100))))
println(prod([big(2), big(3)]), " ", sum(big(i) for i in 1:10))
r = big(1)//3 + big(1)//6
println(r, " ", typeof(r))
println(big(3)//6, " ", big(2)^70//big(2)^68, " ", (big(10)^30 + 1)//3 * 3)
println(abs2(big(-3)), " ", x % 10, " ", mod1(big(7), 3))
println(min(big(3), 2), " ", max(1, big(5)), " ", typeof(min(big(3), 2)))
