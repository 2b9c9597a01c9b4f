println(count(iseven, [1, 2]))
println(count(x -> x, [1, 2]))
