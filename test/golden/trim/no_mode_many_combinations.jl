# jlc-flags: --trim=no
# Three arguments of six possible types each: 216 combinations, more than a
# call is split into when trimming. Without trimming the call dispatches at
# run time on the arguments' types, and a combination no method takes is a
# MethodError, as in Julia.
f(a, b, c) = "any"
f(a::Int, b::Int, c::Int) = a + b + c
f(a::String, b, c::Char) = string(a, c)
g(a::Int, b, c) = a
g(a::Float64, b::Float64, c) = b
pick(n) = n == 0 ? 1 : n == 1 ? 2.0 : n == 2 ? "s" : n == 3 ? 'c' : n == 4 ? Int8(1) : nothing
for (i, j, k) in ((0, 0, 0), (2, 1, 3), (1, 1, 1), (5, 4, 3), (2, 2, 3))
    println(f(pick(i), pick(j), pick(k)))
end
println(g(pick(0), pick(2), pick(5)))
println(g(pick(1), pick(1), pick(3)))
println(g(pick(3), pick(3), pick(3)))
