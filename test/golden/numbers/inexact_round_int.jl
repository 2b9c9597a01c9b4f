# round(Int, x) rounds, then the result must fit.
println(round(Int, 2.5), " ", round(Int, -3.5))
println(round(Int, 1.0e20))
