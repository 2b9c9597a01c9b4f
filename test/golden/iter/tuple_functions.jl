# Functions over tuples: map, reductions, indexing, splitting, comparisons.
t = (3, 1, 2)
println(map(x -> 2x, t), " ", sum(t), " ", prod(t), " ", maximum(t), " ", minimum(t))
println(length(t), " ", first(t), " ", last(t), " ", t[2], " ", t[end], " ", isempty(()))
println(reverse(t), " ", Base.tail(t), " ", Base.front(t))
println(2 in t, " ", 5 in t, " ", findfirst(==(2), t), " ", count(isodd, t))
println(collect(t), " ", [t...], " ", (t..., 4), " ", (0, t...))
a, b, c = t
println(a + b * c)
x, rest... = t
println(x, " ", rest)
println(ntuple(i -> i^2, 4), " ", ntuple(_ -> 'z', 2))
println((1, 2) == (1, 2), " ", (1, 2) < (1, 3), " ", (2, "a") < (1, "b"), " ", isless((1, 2), (1, 2, 0)))
println(tuple(1, "a"), " ", typeof((1, 2.0)), " ", eltype((1, 2)), " ", (1,))
println(reduce(*, ("a", "b", "c")), " ", foldl(-, (10, 1, 2)), " ", any(iszero, (1, 0)), " ", all(>(0), t))
println(sort(collect(t)), " ", map(+, (1, 2, 3), (10, 20, 30)))
println(zip((1, 2), ("a", "b")) |> collect)
