# sort, sort!, sortperm, issorted with lt=, by=, rev=; stable, as Julia's default.
v = [3, 1, 2, 5, 4]
println(sort(v), " ", sort(v; rev=true), " ", sortperm(v), " ", issorted(v), " ", issorted(sort(v)), " ", v)
w = ["banana", "fig", "apple", "kiwi", "date"]
println(sort(w), " ", sort(w; by=length), " ", sort(w; by=length, rev=true))
println(sort(w; lt=(a, b) -> a > b), " ", sortperm(w; by=length), " ", issorted([3, 2, 1]; rev=true))
println(sort([2.5, -1.0, NaN, 0.0, -0.0]), " ", sort(5:-1:1), " ", sort(Int[]), " ", sort([1]))
sort!(v)
println(v)
# longer than one insertion-sort run: a merge sort, still stable
u = Int[]
for i in 1:40
    push!(u, mod(7 * i, 10))
end
p = sortperm(u)
println(sort(u) == map(i -> u[i], p), " ", issorted(sort(u)), " ", (p[1], p[2], p[3], p[4]), " ", (p[37], p[38], p[39], p[40]))
