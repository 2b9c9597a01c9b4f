# delete! and pop! in their forms; what each returns, and the dict after.
d = Dict(1 => "one", 2 => "two", 3 => "three")
r = delete!(d, 2)
println(r === d, " ", length(d), " ", haskey(d, 2))
delete!(d, 42)                      # absent: nothing happens
println(length(d))
println(pop!(d, 1), " ", length(d))
println(pop!(d, 1, "gone"), " ", pop!(d, 3, "gone"), " ", isempty(d))
d[7] = "seven"
p = pop!(d)
println(p, " ", typeof(p), " ", isempty(d))
s = Set(["x", "y"])
println(pop!(s, "x"), " ", pop!(s, "x", "default"), " ", length(s))
println(delete!(s, "y") === s, " ", isempty(s))
push!(s, "only")
println(pop!(s), " ", isempty(s))
e = Dict("k" => 1)
empty!(e)
println(e, " ", length(e), " ", get(e, "k", 0))
e["k"] = 2
println(e)
