println(maximum([2, 1]))
println(maximum(Int[]))
