# jlc-flags: --trim=no
# An ambiguous call reached at run time: Julia's message, with the
# candidates (the latest defined first) and the method that would resolve it
g(x::Float64, y) = 2x + y
g(x, y::Float64) = x + 2y
println(g(2.0, 3))
println(g(2, 3.0))
try
    g(2.0, 3.0)
catch e
    println(e isa MethodError)
end
g(2.0, 3.0)
