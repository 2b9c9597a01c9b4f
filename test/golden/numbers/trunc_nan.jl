# NaN and infinities have no integer value.
println(trunc(Int, -2.5), " ", floor(Int, 2.5))
println(floor(Int, NaN))
