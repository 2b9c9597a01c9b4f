# The inverse trigonometric and hyperbolic functions of a Complex, log2 and
# log10, and round of a Complex (values checked against the closed forms;
# the round lines are the examples of Julia's docstring).
z = 1.0 + 2.0im
println(asin(z), " ", acos(z), " ", atan(z))
println(asinh(z), " ", acosh(z), " ", atanh(z))
println(log2(z), " ", log10(z), " ", log10(100 + 0im))
println(round(3.14 + 4.5im), " ", round(3.14 + 4.5im, RoundUp, RoundNearestTiesUp), " ", round(3.14159 + 4.512im; digits = 1), " ", round(3.14159 + 4.512im; sigdigits = 3))
println(asin(2.0 + 0.0im), " ", acos(0.0 + 0.0im), " ", atanh(1.0 + 0.0im), " ", atan(0.0 + 0.0im), " ", acosh(1.0 + 0.0im), " ", asinh(0.0 + 0.0im))
