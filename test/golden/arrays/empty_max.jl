# the highest score of a group with no scores: maximum of an empty vector
groups = Dict("a" => [3, 9, 4], "b" => Int[])
println(maximum(groups["a"]))
println(maximum(groups["b"]))
