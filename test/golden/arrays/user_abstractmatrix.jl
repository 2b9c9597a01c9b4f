# A user matrix with only size and getindex(A, i, j) gets the rest of the
# AbstractArray interface from Base's fallbacks: linear indexing in
# column-major order, iteration, show, display, ==, reductions, broadcasting.
struct Grid <: AbstractMatrix{Int}
    m::Int
    n::Int
end
Base.size(A::Grid) = (A.m, A.n)
Base.getindex(A::Grid, i::Int, j::Int) = 10i + j

struct Hilbert <: AbstractMatrix{Float64}
    n::Int
end
Base.size(H::Hilbert) = (H.n, H.n)
Base.getindex(H::Hilbert, i::Int, j::Int) = 1 / (i + j - 1)

A = Grid(2, 3)
println(size(A), " ", length(A), " ", ndims(A), " ", eltype(A), " ", size(A, 2))
println(A[2, 3], " ", A[4], " ", A[end], " ", A[CartesianIndex(2, 1)])
for x in A
    print(x, " ")
end
println()
println(A)
print(A)
println()
show(A)
println()
display(A)
println(collect(A), " ", typeof(collect(A)), " ", copy(A) isa Matrix{Int64})
println(A == [11 12 13; 21 22 23], " ", [11 12 13; 21 22 23] == A, " ", A == Grid(2, 3), " ", A == Grid(3, 2))
println(sum(A), " ", prod(Grid(1, 2)), " ", maximum(A), " ", minimum(A), " ", extrema(A))
println(sum(A; dims=1), " ", sum(A; dims=2), " ", maximum(A; dims=2))
println(A .+ 1, " ", A .* [1, 2], " ", A .* [1 2 3], " ", A .== A)
println(map(x -> 2x, A), " ", [x + 1 for x in A])
println(axes(A), " ", eachindex(A), " ", CartesianIndices(A))
println(findmax(A), " ", argmin(A), " ", findall(iseven, A), " ", count(isodd, A))
println(22 in A, " ", 99 in A, " ", first(A), " ", last(A), " ", isempty(A))
println(permutedims(A), " ", rotl90(A))
H = Hilbert(3)
println(H)
display(H)
println(sum(Hilbert(2); dims=2))
display(H .* 2)
# empty: shown by the summary, an empty Array by how to make one (Julia's _show_empty)
println(Grid(0, 3), " ", Grid(2, 0), " ", zeros(1, 0), " ", Matrix{Int}(undef, 2, 0))
display(Grid(0, 3))
