# sqrt of a negative number.
println(sqrt(16.0), " ", sqrt(2), " ", sqrt(-0.0))
y = -4.0
println(sqrt(y))
