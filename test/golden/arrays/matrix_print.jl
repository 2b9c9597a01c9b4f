# how matrices print: a single column ends with ;; and the element type shows unless implied
println([1 2]', " ", [1 2; 3 4], " ", [true false], " ", [i for i in 1:2, j in 1:1])
println(Float32[1 2], " ", [1.5 2.0]', " ", [1, 2] .+ (1:2)')
println([[1, 2] [3, 4]] .> 2)
