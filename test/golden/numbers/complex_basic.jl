# Complex numbers: construction, parts, and how they print.
z = 1 + 2im
w = 1.0 - 2.5im
println(z)
println(w)
println(typeof(z), " ", typeof(w), " ", typeof(im))
println(real(z), " ", imag(z), " ", reim(w))
println(im, " ", im * im, " ", 2im, " ", -im, " ", 3 - im)
println(Complex(3), " ", Complex(1, 2.5), " ", complex(2, 0), " ", ComplexF64(1, 2))
println(Complex(1.0, NaN), " ", Complex(1.0, -Inf), " ", Complex(-0.0, -0.0))
println(Complex(Float32(1.5), Float32(-2)), " ", typeof(Complex(Float32(1), Float32(0))))
println(Complex(typemin(Int64), typemin(Int64)))
println(Complex(true, false), " ", Complex(false, false))
show(z)
println()
println((z, w))
println(isreal(z), " ", isreal(Complex(2, 0)), " ", iszero(0im), " ", isinteger(Complex(2.0, 0.0)))
println(isfinite(w), " ", isnan(Complex(NaN, 0.0)), " ", isinf(Complex(1.0, Inf)))
println(zero(ComplexF64), " ", one(Complex{Int64}))
