# a type broadcast as a function, and types as scalar arguments
println(Float64.([1, 2]))
println(Int64.([1.0, 2.0]))
println(convert.(Float64, [3, 4]))
println(round.(Int64, [1.4, 2.6]))
println(Char.([97, 98]))
