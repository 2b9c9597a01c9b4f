# Varargs declared with Vararg{T} and Vararg{T, N}, NTuple arguments
sumall(xs::Vararg{Int}) = sum(xs; init = 0)
println(sumall(), " ", sumall(1, 2, 3))
two(xs::Vararg{Int, 2}) = "two ints: $(xs[1] + xs[2])"
two(xs...) = "other ($(length(xs)))"
println(two(1, 2), "; ", two(1, 2, 3), "; ", two(1), "; ", two(1.0, 2.0))
count_rest(x, ys::Vararg{Any, N}) where {N} = N
println(count_rest(1), " ", count_rest(1, "a", 2.0))
same(xs::Vararg{T}) where {T} = T
println(same(1, 2), " ", same("a"), " ", same(1.0, 2.0, 3.0))
tup(t::NTuple{3, Int}) = "three ints"
tup(t::NTuple{N, Int}) where {N} = "$N ints"
tup(t::Tuple) = "a tuple"
println(tup((1, 2, 3)), "; ", tup((1, 2)), "; ", tup(()), "; ", tup((1, 2.0, 3)))
println((1, 2) isa NTuple{2, Int}, " ", (1, 2.0) isa NTuple{2}, " ", (1, 2, 3) isa Tuple{Int, Vararg{Int}}, " ", () isa Tuple{Int, Vararg{Int}})
println(Tuple{Int, Int} <: Tuple{Vararg{Int}}, " ", Tuple{Int, String} <: Tuple{Vararg{Int}}, " ", Tuple{Int, Int, Int, Int} <: NTuple{4, Integer})
