# Rounding an infinite rational to an integer divides by zero.
x = 1 // 0
println(round(x))
println(round(Int, x))
