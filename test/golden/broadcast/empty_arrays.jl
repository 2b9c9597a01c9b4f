# empty inputs give empty results with the element type of f's result
e = Int64[]
println(e .+ 1)
println(e .* 0.5)
println(string.(e))
println(length(e .== 1), " ", typeof(e .+ 1))
