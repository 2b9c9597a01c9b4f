# Trigonometric functions (libm); the inputs are ones whose correctly rounded
# result is far from a rounding boundary.
println(sin(0.5), " ", sin(1.0), " ", sin(2.0), " ", sin(-1.0), " ", sin(100.0))
println(cos(0.75), " ", cos(10.0), " ", cos(2.5), " ", cos(0.2), " ", cos(0.0))
println(tan(0.1), " ", tan(0.75), " ", tan(3.0), " ", tan(0.9))
println(asin(0.75), " ", asin(1.0), " ", acos(0.25), " ", acos(1.0), " ", acos(0.1))
println(atan(0.75), " ", atan(3.0), " ", atan(1.5), " ", atan(20.0))
println(atan(1.0, -1.0), " ", atan(-1.0, -1.0), " ", atan(1.0, 0.0), " ", atan(3.0, 4.0))
println(atan(0.0, -1.0), " ", atan(-0.0, -1.0), " ", atan(1, 0), " ", sin(0), " ", cos(0))
println(sin(1.0e-10), " ", sin(-0.0), " ", tan(-0.0), " ", isnan(sin(NaN)), " ", isnan(acos(NaN)))
println(sincos(0.5))
