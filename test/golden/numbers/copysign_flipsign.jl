# copysign takes the sign of the second argument; flipsign flips when it is negative.
println(copysign(1.0, -2.0), " ", copysign(-1.0, 2.0), " ", copysign(3.0, -0.0), " ", copysign(0.0, -1.0))
println(flipsign(3.0, -1.0), " ", flipsign(-3.0, -1.0), " ", flipsign(3.0, 0.0), " ", flipsign(3.0, -0.0))
println(copysign(2.0, -1), " ", flipsign(2.0, -5), " ", copysign(3, -1.0), " ", flipsign(4, -2.0))
println(copysign(Inf, -1.0), " ", flipsign(-Inf, -1.0), " ", copysign(NaN, -1.0))
println(Float64(copysign(Float32(2.0), Float32(-1.0))), " ", copysign(Int8(5), Int8(-1)), " ", typeof(copysign(Int8(5), Int8(-1))))
