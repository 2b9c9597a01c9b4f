f(x::Int) = x
println(f("a"))
