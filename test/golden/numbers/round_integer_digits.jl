# round/floor/ceil/trunc of an integer with digits, sigdigits, base and a rounding mode: a Float64 as in Julia 1.11, ties to even
println(round(1234, digits=-2), " ", typeof(round(1234, digits=-2)))
println(round(1255, sigdigits=2), " ", round(-1255, sigdigits=2), " ", round(1234, sigdigits=1))
println(round(1234, digits=2), " ", round(1234, digits=0), " ", round(0, sigdigits=2))
println(round(1250, digits=-2), " ", round(1350, digits=-2), " ", round(-1250, digits=-2))
println(round(1250, RoundNearestTiesAway, digits=-2), " ", round(1250, RoundUp, digits=-2), " ", round(1299, RoundDown; digits=-2))
println(floor(1299, digits=-2), " ", ceil(1201; digits=-2), " ", trunc(-1299, digits=-2), " ", floor(-1201, digits=-2))
println(round(255, digits=-1, base=16), " ", round(100, sigdigits=2, base=2))
# without digits an integer is its own rounding
println(round(5), " ", round(5, RoundUp), " ", round(7; base=2), " ", floor(-3), " ", typeof(trunc(Int8(4))))
try
    round(1234, digits=-2, sigdigits=2)
catch e
    println(sprint(showerror, e))
end
