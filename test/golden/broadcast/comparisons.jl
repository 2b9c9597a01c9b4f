# dotted comparisons give Bool vectors (Julia's BitVector prints the same)
v = [1, 5, 3, 8]
println(v .> 3)
println(v .== 3)
println(1 .< v .<= 5)
println(.!(v .> 3))
println(v .!= [1, 2, 3, 8])
println(count(v .>= 3))
