# gcd and lcm of BigInts (results are never negative)
a = big(2)^64 * 3 * 5
b = big(2)^70 * 5 * 7
println(gcd(a, b))
println(lcm(a, b))
println(gcd(big(-12), big(18)), " ", lcm(big(-4), big(6)))
println(gcd(big(0), big(0)), " ", gcd(big(0), big(-5)))
println(gcd(big(12), 18), " ", lcm(4, big(6)))
f1 = big(2)^89 - 1
println(gcd(f1, f1 * 3), " ", gcd(f1, f1 + 2))
