# jlc-flags: --trim=safe
g(a::Int, b::Float64) = a + b
println(g(1, 2.5))
println(g(1, 2))
