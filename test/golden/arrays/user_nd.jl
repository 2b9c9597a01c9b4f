# A user array of three dimensions with only size and getindex(A, i, j, k):
# linear indexing, show in Julia's [a;;; b] form, display by slices, reductions.
struct Cube <: AbstractArray{Int, 3}
    n::Int
end
Base.size(c::Cube) = (c.n, c.n, 2)
Base.getindex(c::Cube, i::Int, j::Int, k::Int) = 100k + 10i + j
c = Cube(2)
println(c[5], " ", c[2, 1, 2], " ", c[end], " ", length(c), " ", ndims(c), " ", size(c, 3), " ", sum(c))
println(c)
display(c)
println(sum(c; dims=3), " ", maximum(c; dims=(1, 2)), " ", collect(c) == c, " ", c .+ 1)
println(typeof(collect(c)), " ", first(c), " ", findmax(c), " ", eachindex(c))
for x in Cube(1)
    print(x, " ")
end
println()
