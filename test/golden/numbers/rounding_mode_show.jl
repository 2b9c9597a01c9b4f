# rounding modes are RoundingMode{:Up} and so on, and print so
println(RoundUp, " ", RoundDown, " ", RoundNearest, " ", RoundToZero, " ", RoundNearestTiesAway)
println(typeof(RoundUp), " ", RoundUp isa RoundingMode, " ", RoundingMode{:Up}() === RoundUp)
println(round(2.5, RoundingMode{:Up}()), " ", round(-2.5, RoundToZero), " ", round(2.5, RoundNearestTiesAway), " ", round(2.5))
show(RoundDown); println()
println([RoundUp, RoundUp])
