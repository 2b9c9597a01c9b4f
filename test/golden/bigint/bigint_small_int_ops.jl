# BigInt with a machine integer on either side (GMP's _si/_ui functions),
# typemin(Int64) included, and other integer types promoted as before.
x = big(10)^20
println(x + 5, " ", 5 + x, " ", x - 7, " ", 7 - x, " ", x * -3, " ", -3 * x)
println(x + typemin(Int64), " ", x - typemin(Int64), " ", typemin(Int64) - x, " ", x * typemin(Int64))
println(big(2) * Int8(-4), " ", Int32(9) - big(10), " ", typeof(x * 2))
println(x + UInt64(1), " ", x * true)
