# fma rounds once; hypot avoids overflow and underflow and rounds correctly.
println(fma(0.1, 10.0, -1.0), " ", 0.1 * 10.0 - 1.0)
println(fma(2.0, 3.0, 4.0), " ", muladd(2.0, 3.0, 4.0), " ", muladd(2, 3, 4), " ", fma(2, 3, 4.0))
println(hypot(3.0, 4.0), " ", hypot(3, 4), " ", hypot(5.0, 12.0), " ", hypot(-3.0, 0.0))
println(hypot(1.0e300, 1.0e300), " ", hypot(3.0e-320, 4.0e-320), " ", hypot(0.1, 0.2), " ", hypot(1.5, 2.5))
println(hypot(Inf, NaN), " ", hypot(NaN, 1.0), " ", hypot(-Inf, 1.0), " ", hypot(-7.5))
println(Float64(fma(Float32(0.1), Float32(10.0), Float32(-1.0))), " ", Float64(hypot(Float32(3.0), Float32(4.0))))
