f(x; k=1) = x + k
println(f.([1, 2]; k=2))
