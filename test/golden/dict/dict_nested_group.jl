# Dicts of collections: grouping, nested Dicts, counting pairs.
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
byletter = Dict{Char, Vector{String}}()
for w in words
    push!(get!(byletter, first(w), String[]), w)
end
for k in sort(collect(keys(byletter)))
    println(k, ": ", byletter[k])
end
nested = Dict{String, Dict{String, Int}}()
for (who, what, n) in [("ann", "tea", 2), ("bob", "tea", 1), ("ann", "cake", 3), ("ann", "tea", 1)]
    inner = get!(() -> Dict{String, Int}(), nested, who)
    inner[what] = get(inner, what, 0) + n
end
println(sort(collect(nested["ann"])), " ", nested["bob"], " ", length(nested))
println(haskey(nested, "ann") && haskey(nested["ann"], "cake"))
pairs_seen = Dict{Tuple{Int, Int}, Int}()
for (a, b) in [(1, 2), (2, 1), (1, 2), (3, 3)]
    key = (min(a, b), max(a, b))
    pairs_seen[key] = get(pairs_seen, key, 0) + 1
end
println(sort(collect(pairs_seen)))
lengths = Dict(w => length(w) for w in words)
println(sort([w for (w, n) in lengths if n > 6]))
inverse = Dict{Int, Vector{String}}()
for (w, n) in lengths
    push!(get!(Vector{String}, inverse, n), w)
end
println(sort(collect(keys(inverse))), " ", sort(inverse[6]))
