fs = [x -> x]
println(fs[1].([1, 2]; k=2))
