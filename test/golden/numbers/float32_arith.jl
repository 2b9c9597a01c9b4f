# Float32 arithmetic rounds to single precision. (Printed through Float64,
# which holds every Float32 exactly.)
a = Float32(0.1)
b = Float32(0.2)
c = a + b
println(Float64(c), " ", c == Float32(0.3), " ", typeof(c))
println(Float64(a * b), " ", Float64(a / b), " ", Float64(-a), " ", Float64(b - a))
println(Float64(Float32(1.0) / Float32(3.0)), " ", Float64(sqrt(Float32(2.0))), " ", Float64(Float32(1.1)^3))
println(Float64(Float32(16777217)), " ", Float64(Float32(0.1) * Float32(10.0)), " ", Float64(Float32(2.0)^10))
println(Float64(sin(Float32(1.0))), " ", Float64(exp(Float32(1.0))), " ", Float64(log(Float32(2.0))))
println(typeof(a + 1), " ", typeof(a * 2.0), " ", typeof(sqrt(a)), " ", typeof(Float32(1) / 3))
println(Float32(0.1) < 0.1, " ", Float32(0.1) > 0.1, " ", Float32(1) == 1, " ", Float32(0.5) < 1)
println(Float64(Float32(3.4028236e38)), " ", Float64(Float32(1.0e-46)), " ", Float32(Float64(a)) === a)
