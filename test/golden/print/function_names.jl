println(sin)
show(stdout, +); println()
f(x) = x
println(f, " ", nameof(f))
println(string(max))
println([sin, cos])
