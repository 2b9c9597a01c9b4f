# exp10 (exact on integer powers, as Julia's), frexp.
println(exp10(2), " ", exp10(-1.5f0), " ", exp10(0.0), " ", exp10(3.0))
println(frexp(8.0), " ", frexp(-0.1f0), " ", frexp(0.0), " ", frexp(Inf), " ", frexp(5e-324))
