# Dicts of mixed types: the key and value types as Julia promotes them, Dict{Any, Any}, Set{Any}.
d = Dict(1 => "a", "b" => 2)
println(typeof(d))
println(d)
println(d[1], " ", d["b"])
e = Dict("a" => 1, "b" => nothing)
println(typeof(e))
println(e)
f = Dict("x" => 1, "y" => 2.5)
println(typeof(f))
g = Dict("p" => missing, "q" => 1)
println(typeof(g))
h = Dict{String, Any}()
h["n"] = 1
h["s"] = "two"
h["v"] = 2.5
println(h)
println(length(h), " ", haskey(h, "s"))
println(h["v"])
k = Dict{Any, Any}()
k[1] = :one
k["1"] = 1
k[(1, 2)] = "pair"
println(k[1])
println(k["1"])
println(k[(1, 2)], " ", length(k))
s = Set{Any}([1, "a"])
push!(s, :b)
println(length(s), " ", "a" in s, " ", 2 in s, " ", :b in s)
println(typeof(Dict("a" => +, "b" => *)))
