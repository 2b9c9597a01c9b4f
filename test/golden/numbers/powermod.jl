# powermod(x, p, m): x^p mod m without overflow; the result has m's sign and type.
println(powermod(2, 10, 1000), " ", powermod(3, 200, 1000000007), " ", powermod(2, 62, typemax(Int64)))
println(powermod(3, 2, -5), " ", powermod(-3, 3, 7), " ", powermod(5, 0, 3), " ", powermod(5, 0, 1), " ", powermod(7, 13, 1))
println(powermod(2, 100, 4611686018427387847), " ", powermod(123456789, 987654321, 998244353))
println(powermod(3, -1, 7), " ", powermod(2, -3, 11), " ", typeof(powermod(2, 5, Int16(7))))
