# jlc-flags: --trim=no
# an ambiguous call is a MethodError when it is reached, as in Julia
f(x::Int, y) = "int first"
f(x, y::Int) = "int second"
println(f(1, "a"), " ", f("a", 1))
try
    f(1, 2)
catch e
    println(e isa MethodError)
end
g(x::Integer, y::Int) = "g int"
g(x::Int, y::Integer) = "g int too"
g(x::Int, y::Int) = "g both"
println(g(1, 2), " ", g(Int8(1), 2), " ", g(1, Int8(2)))
