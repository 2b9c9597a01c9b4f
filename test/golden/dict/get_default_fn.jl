# get and get! with a default value or a function (also as a do block), getkey.
d = Dict("a" => 1, "b" => 2)
println(get(d, "a", 0), " ", get(d, "z", 0), " ", length(d))
println(get(() -> -1, d, "z"), " ", haskey(d, "z"))
n = get(d, "y") do
    println("computing a default")
    100
end
println(n, " ", haskey(d, "y"))
println(get!(d, "c", 3), " ", get!(d, "c", 30), " ", d["c"])
calls = 0
for k in ["x", "y", "x", "x"]
    v = get!(d, k) do
        global calls += 1
        10 * calls
    end
    println(k, " -> ", v)
end
println(calls, " ", length(d), " ", d["x"], " ", d["y"])
println(getkey(d, "a", "none"), " ", getkey(d, "q", "none"))
groups = Dict{Bool, Vector{Int}}()
for i in 1:7
    push!(get!(Vector{Int}, groups, iseven(i)), i)
end
println(groups[true], " ", groups[false])
counts = Dict{Char, Int}()
for c in "mississippi"
    counts[c] = get(counts, c, 0) + 1
end
println(sort(collect(counts)))
println(get(Dict{Int, String}(), 1, nothing) === nothing)
