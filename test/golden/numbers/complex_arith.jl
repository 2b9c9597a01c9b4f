# Complex arithmetic: a real operand is not promoted to complex first.
z = 1 + 2im
w = 3 - 4im
println(z + w, " ", z - w, " ", z * w, " ", -z)
println(z + 1.5, " ", 2.5 - z, " ", 2 * z, " ", z * 0.5, " ", z / 2)
println(true + im, " ", im - true, " ", false * im, " ", im * 2.5)
println(z / w)
println((1.0 + 2.0im) / (3.0 + 4.0im))
println(1 / (1 + 1im), " ", 2.0 / im)
println(inv(2.0 + 0.0im), " ", inv(1 + 1im), " ", inv(0.0 + 1.0im))
println(z^2, " ", z^3, " ", im^4, " ", (2.0 + 3im)^2, " ", (1.0 + 1.0im)^-2)
println(z == 1 + 2im, " ", z == w, " ", Complex(3, 0) == 3, " ", 3.0 == Complex(3, 0), " ", z != z)
println(isequal(Complex(0.0, -0.0), Complex(0.0, 0.0)), " ", isequal(Complex(NaN, 1.0), Complex(NaN, 1.0)))
println(Complex(1, 2) + Complex(0.5, 0.5), " ", typeof(Complex(Int8(1), Int8(2)) + 1))
println((1.0 + 1e300im) / (1e300 + 1.0im))
println(conj(z), " ", conj(w) * w)
