# Array(a), Vector{T}(a), Matrix{T}(a): a new Array of the elements, converted
println(Vector{Float64}(1:3), " ", Array(1:2), " ", Matrix{Float64}([1 2; 3 4]), " ", Array{Int}(1:3))
a = [1, 2]
b = Vector{Int}(a)
b[1] = 10
println(a, " ", b, " ", Array(reshape(collect(1:8), 2, 2, 2)), " ", typeof(Array{Float32}([1 2])))
struct Grid <: AbstractMatrix{Int}
    m::Int
    n::Int
end
Base.size(A::Grid) = (A.m, A.n)
Base.getindex(A::Grid, i::Int, j::Int) = 10i + j
println(Array(Grid(2, 2)), " ", Matrix{Float64}(Grid(1, 2)), " ", typeof(Array(Grid(2, 2))))
