# jlc-flags: --trim=no
# Dict() is a Dict{Any, Any}; Dict(kv) of a collection whose element type is
# not a Pair type takes the types of the pairs it holds, as Julia's grow_to!.
d = Dict()
println(typeof(d), " ", length(d), " ", isempty(d))
d[1] = "a"
d["x"] = 2.5
println(d[1], " ", d["x"], " ", length(d))
a = Dict(Any[1 => 2, 3 => 4])
println(typeof(a), " ", a[3])
b = Dict(Any[1 => 2, 2.5 => "x"])
println(typeof(b), " ", b[2.5], " ", b[1])
c = Dict(Any[])
println(typeof(c))
