a = 2 * (3 + 4))
println(a)
