# A user vector with only size and getindex gets the rest of the
# AbstractArray interface from Base's fallbacks (the manual's Interfaces chapter).
struct Squares <: AbstractVector{Int}
    n::Int
end
Base.size(v::Squares) = (v.n,)
Base.getindex(v::Squares, i::Int) = i * i
v = Squares(4)
println(length(v), " ", sum(v), " ", eltype(v), " ", size(v, 1), " ", ndims(v))
println(collect(v))
println(v)
display(v)
println(v .+ 1, " ", v .* v, " ", 2 .* v)
println(map(x -> x + 1, v))
println(v == [1, 4, 9, 16], " ", [1, 4, 9, 16] == v, " ", v == [1, 4, 9], " ", v == Squares(4))
for x in v
    print(x, " ")
end
println()
println(v[end], " ", v[begin], " ", v[2:3], " ", v[[4, 1]], " ", first(v), " ", last(v))
println(maximum(v), " ", minimum(v), " ", sum(x -> 2x, v), " ", prod(v))
println(9 in v, " ", 10 in v, " ", findfirst(==(9), v), " ", count(iseven, v))
println(eachindex(v), " ", axes(v), " ", firstindex(v), " ", lastindex(v))
println(filter(isodd, v), " ", reverse(v), " ", sort(v; rev=true))
println(v ≈ [1.0, 4.0, 9.0, 16.0])
println([x for x in v if x > 1], " ", Set(v) == Set([1, 4, 9, 16]))
for (i, x) in enumerate(v)
    i == 2 && println(i, " => ", x)
end
println(collect(zip(v, "abcd")))
