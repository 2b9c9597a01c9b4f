# Negating a rational whose numerator is typemin overflows.
x = typemin(Int64) // 1
println(x)
println(-x)
