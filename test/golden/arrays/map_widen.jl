# map, comprehensions and broadcasts whose results are of several types: as
# Julia's, the array is typed by the values (the first's type, widened by
# promote_typejoin when a later one does not fit), not by inference.
r = map(x -> x > 1 ? 1.0 : 1, [1, 2])
println(r, " ", typeof(r))
println(map(x -> x > 1 ? "a" : 1, [1, 2]))
a = map(x -> x > 5 ? nothing : x, [1, 2])     # only Int64 values: a Vector{Int64}
println(a, " ", typeof(a))
b = map(x -> x > 1 ? nothing : x, [1, 2])
println(b, " ", typeof(b))
println(map(x -> x > 1 ? 2.0 : 1, [1 2; 3 4]))
c = [x > 1 ? 1.0 : 1 for x in 1:3]
println(c, " ", typeof(c))
println([x > 2 ? 'c' : x for x in 1:4 if isodd(x)])
println([i > j ? 1.0 : 1 for i in 1:2, j in 1:2])
println(Float64[x > 1 ? 1.0 : 1 for x in 1:2])       # the declared type wins
println(eltype([x > 0 ? 1.0 : 1 for x in 1:0]))     # empty: inference's type
f(x) = x > 1 ? 1.0 : 1
println(f.([1, 2]), " ", typeof(f.([1, 2])))
g(x) = x > 1 ? true : 0
println(g.([1 2; 3 4]))
h(x) = x > 0 ? true : nothing
println(typeof(h.([3, 4])), " ", typeof(f.([1 1; 1 1])))
println(map(x -> x > 1 ? 2.0 : 1, Real[1, 2]), " ", map(string, Any[1, :a]))
