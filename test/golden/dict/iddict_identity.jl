# IdDict printing (one entry: the order of several is Julia's objectid order)
d = IdDict(1 => "a")
println(d)
display(d)
show(stdout, d); println()
e = IdDict{Symbol, Int}()
e[:x] = 1
println(e, " ", length(e), " ", e[:x])
println(IdDict())
println(IdDict{String, Float64}())
# identity, not equality: two equal vectors are two keys; 1 and 1.0 too
a, b = [1], [1]
f = IdDict{Any, Int}(a => 1, b => 2, 1 => 3, 1.0 => 4)
println(length(f), " ", f[a], " ", f[b], " ", f[1], " ", f[1.0], " ", haskey(f, [1]))
println(sort(collect(values(f))))
g = IdDict("x" => 1, "y" => 2, "z" => 3)
println(sort(collect(keys(g))), " ", sum(values(g)))
delete!(g, "y")
println(sort(collect(g); by=first))
