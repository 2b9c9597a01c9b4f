# round/floor/ceil/trunc with digits=, sigdigits= and base= (Julia's floatfuncs.jl).
println(round(3.14159; digits=2), " ", round(pi; digits=3), " ", round(pi, digits=3, base=2), " ", round(123.456; digits=-1), " ", round(123.456, sigdigits=2))
println(round(2.5), " ", round(1.0e-5; digits=3), " ", floor(3.789; digits=1), " ", ceil(3.781; digits=2), " ", trunc(-3.789; digits=1))
println(round(357.913; sigdigits=4, base=2), " ", round(1.15; digits=1), " ", round(Inf; digits=2), " ", round(NaN; sigdigits=2))
println(round(1.23e300; digits=300), " ", round(Float32(2.25); digits=1), " ", round(12345.0; sigdigits=1), " ", floor(-0.5; digits=0))
println(round(0.0; sigdigits=3), " ", floor(1.0e300; digits=-400), " ", ceil(1.0e300; digits=-400), " ", floor(-1.0e300; digits=-400))
println(round(Int, 2.5), " ", trunc(3.7), " ", floor(2), " ", round(-0.4), " ", ceil(pi), " ", floor(-pi; digits=2))
println(round(2.5, RoundNearestTiesAway), " ", round(-2.5, RoundNearestTiesAway), " ", round(2.1, RoundUp), " ", round(-2.1, RoundToZero), " ", round(2.9, RoundDown))
println(round(pi, RoundUp; digits=2), " ", round(2.675, RoundDown, digits=2), " ", round(Int, 3.5, RoundToZero), " ", round(7, RoundUp))
