# the element type is that of f's result: mixed Int and Float64 promote
ints = [1, 2]
floats = [0.5, 0.25]
println(ints .+ floats)
println(typeof(ints .* 2), " ", typeof(ints ./ 2))
println(typeof(string.(ints)), " ", typeof((ints .=> floats)))
println(ints .=> floats)
