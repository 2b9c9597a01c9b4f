# isnan, isinf, isfinite, isinteger, signbit, issubnormal; NaN and -0.0 in
# == versus isequal and isless.
println(isnan(NaN), " ", isnan(1.0), " ", isnan(Inf - Inf), " ", isnan(0.0 / 0.0), " ", isnan(5))
println(isinf(Inf), " ", isinf(-Inf), " ", isinf(NaN), " ", isinf(1.0e308), " ", isinf(1))
println(isfinite(1.0), " ", isfinite(Inf), " ", isfinite(NaN), " ", isfinite(3))
println(isinteger(2.0), " ", isinteger(2.5), " ", isinteger(-0.0), " ", isinteger(Inf), " ", isinteger(1.0e300), " ", isinteger(7))
println(signbit(-0.0), " ", signbit(0.0), " ", signbit(-NaN), " ", signbit(-Inf), " ", signbit(Float32(-1.0)))
println(issubnormal(5.0e-324), " ", issubnormal(floatmin()), " ", issubnormal(0.0), " ", issubnormal(floatmin() / 2))
println(iseven(4.0), " ", isodd(3.0), " ", iseven(2.5), " ", isodd(-1.0))
println(NaN == NaN, " ", NaN != NaN, " ", isequal(NaN, NaN), " ", -0.0 == 0.0, " ", isequal(-0.0, 0.0))
println(isless(-0.0, 0.0), " ", isless(1.0, NaN), " ", isless(NaN, 1.0), " ", NaN < 1.0)
println(isnan(NaN32), " ", isinf(-Inf32), " ", isfinite(Float32(1.0e38)), " ", Float32(1.0e39) == Inf32)
