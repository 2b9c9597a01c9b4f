# Negative literal powers go through Julia's literal_pow rules: inv(x) for -1,
# inv(x)^2 for -2 (so 10^-2 is 0.010000000000000002, as in Julia), Float64 beyond.
println(2^-1, " ", 2^-2, " ", 2^-3, " ", 10^-2)
println(2.0^-1, " ", 4.0^-2, " ", 2.0^-3)
println((1//2)^-1, " ", (1//2)^-3)
println((1 + 2im)^-1)
x = 3
println(x^2, " ", x^-1)
