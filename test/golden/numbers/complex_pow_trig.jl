# Complex powers with a non-integer exponent, the trigonometric and hyperbolic
# functions of a Complex, and sinpi/cospi (values as Julia's, by hand from the
# formulas: sqrt(1+2i), 2^(1+2i) = 2cis(2 log 2), (-8)^(1/3) = 2cis(π/3)).
z = 1.0 + 2.0im
println(z^0.5, " ", (1 + 2im)^0.5, " ", 2^z)
println((-8.0 + 0im)^(1/3), " ", (2 + 0im)^2.5, " ", z^2.0, " ", (-1.0 + 0.0im)^0.5)
println((0.0 + 0.0im)^-1.0, " ", z^(0.0 + 0im), " ", (-2.0 + 0.0im)^2.0)
println(sin(z), " ", cos(z), " ", tanh(z))
println(sin(0.0 + 1.0im), " ", cos(0.0 + 0.0im), " ", tanh(1000.0 + 1.0im), " ", sinh(0.0 + 0.0im), " ", cosh(1.0 + 0.0im) == cosh(1.0))
println(sinpi(0.5), " ", cospi(1), " ", sinpi(-1.0), " ", sinpi(2.0), " ", cospi(0.5), " ", cospi(1.5), " ", sinpi(0.25) == sqrt(0.5), " ", sinpi(1.5f0), " ", cospi(1/3), " ", sinpi(1/6), " ", sinpi(-0.0), " ", sinpi(NaN), " ", cospi(123.456))
