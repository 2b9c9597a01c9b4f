v = [1, 2, 3]
println(0 < v .< 3)
