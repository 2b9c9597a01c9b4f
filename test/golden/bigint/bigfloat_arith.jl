# BigFloat arithmetic, mixed with integers, floats and BigInts
x = BigFloat(3)
println(x + 1, " ", x - 0.5, " ", 2x, " ", x / 4, " ", -x)
println(x^2, " ", x^-1, " ", BigFloat(2)^BigFloat(0.5) == sqrt(BigFloat(2)))
println(big(2) + 1.5, " ", typeof(big(2) + 1.5))
println(big(1) / 3)
println(BigFloat(1) / 3 * 3 == 1, " ", BigFloat(1) / 0, " ", -BigFloat(1) / 0)
println(abs(BigFloat(-2.5)), " ", x > 2, " ", x == 3, " ", x < BigFloat(2.9), " ", x <= 3.0)
n = BigFloat(0) / 0
println(n, " ", isnan(n), " ", n == n, " ", isinf(BigFloat(1) / 0), " ", isfinite(x))
