# Named tuples as collections: keys, values, pairs, merge, map, iteration.
nt = (a = 1, b = 2.5, c = "s")
println(keys(nt), " ", values(nt), " ", length(nt), " ", nt[2], " ", nt[:c], " ", nt.a)
println(haskey(nt, :b), " ", haskey(nt, :z), " ", get(nt, :z, 0), " ", get(nt, :a, 0))
m = merge(nt, (b = 3, d = 'x'))
println(m)
println(merge((x = 1,), (y = 2,), (x = 3,)))
p = (x = 1, y = 2)
println(map(v -> v * 10, p), " ", sum(p), " ", collect(p), " ", maximum(p))
for v in p
    println(v)
end
for (k, v) in pairs(p)
    println(k, " => ", v)
end
(; x, y) = p
println(x + y)
q = (; x, z = 5)
println(q, " ", typeof(q))
println(NamedTuple{(:u, :v)}((1, 2)), " ", (a = 1,) == (a = 1,), " ", isempty(NamedTuple()))
println(first(p), " ", Tuple(p))
