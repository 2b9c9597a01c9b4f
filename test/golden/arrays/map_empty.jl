# map over an empty vector: the element type is that of f's result
println(map(x -> x * 2, Int64[]))
println(map(x -> x / 2, Int64[]))
println(map(string, Float64[]))
println(map(x -> x + 1, [1, 2]))
