# Every RoundingMode of Julia on floats, to an integer type and with digits.
for x in (2.5, -2.5, 0.5, -0.3, 2.7, -2.7, 1.0)
    println(x, ": ", round(x), " ", round(x, RoundNearestTiesAway), " ", round(x, RoundNearestTiesUp), " ",
            round(x, RoundToZero), " ", round(x, RoundUp), " ", round(x, RoundDown), " ", round(x, RoundFromZero))
end
println(round(Int, 12.5, RoundNearestTiesUp), " ", round(Int, -12.5, RoundNearestTiesUp), " ", round(Int8, -2.1, RoundFromZero))
println(round(2.5f0, RoundNearestTiesUp), " ", round(-2.5f0, RoundFromZero))
println(round(1.125, RoundNearestTiesUp; digits=2), " ", round(-1.125, RoundNearestTiesUp; digits=2), " ", round(pi, RoundFromZero; digits=3))
println(RoundNearestTiesUp, " ", RoundFromZero)
