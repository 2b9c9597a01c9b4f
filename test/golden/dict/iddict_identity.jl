# IdDict: keys are told apart by identity (===), not by isequal.
d = IdDict{Vector{Int}, String}()
a = [1, 2]
b = [1, 2]
d[a] = "first"
d[b] = "second"
println(length(d), " ", d[a], " ", d[b], " ", a == b, " ", haskey(d, [1, 2]))
push!(a, 3)                          # mutating a key does not lose it
println(d[a], " ", haskey(d, a))
e = IdDict(1 => "one", 2 => "two")
println(typeof(e), " ", e[1], " ", haskey(e, 1.0), " ", get(e, 3, "none"))
f = IdDict{Any, Int}()
f[1] = 1
f[1.0] = 2
f["s"] = 3
f["s"] = 4                           # equal strings are identical
println(length(f), " ", f[1], " ", f[1.0], " ", f["s"])
println(sort(collect(keys(e))), " ", sort(collect(values(e))), " ", 2 in keys(e))
println(pop!(e, 1), " ", pop!(e, 1, "gone"), " ", get!(e, 5, "five"), " ", e[5])
println(get(() -> "made", e, 6), " ", get!(() -> "six", e, 6), " ", length(e))
delete!(e, 5)
delete!(e, 6)
println(e)
display(e)
println(IdDict{Int, Int}(), " ", isempty(IdDict()), " ", typeof(IdDict()))
for (k, v) in IdDict(:x => 10)
    println(k, " => ", v)
end
