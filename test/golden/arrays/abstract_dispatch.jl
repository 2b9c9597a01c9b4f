# functions written for AbstractVector / AbstractMatrix take vectors, ranges, views and bit vectors
function describe(v::AbstractVector)
    return string(length(v), " items, first ", first(v), ", sum ", sum(v))
end
describe(m::AbstractMatrix) = string(size(m, 1), "×", size(m, 2), " matrix")
describe(x) = "something else"
function normalize!(v::AbstractVector{Float64})
    s = sum(v)
    for i in eachindex(v)
        v[i] /= s
    end
    return v
end
total(xs::AbstractArray{<:Integer}) = sum(xs)
data = [4.0, 1.0, 3.0, 2.0]
println(describe(data))
println(describe(1:10))
println(describe(10:-2:1))
println(describe(view(data, 2:3)))
println(describe(trues(3)))
println(describe([1 2; 3 4]))
println(describe((1, 2)))
normalize!(view(data, 1:2))
println(data)
println(total([1, 2, 3]), " ", total(1:4), " ", total([1 2; 3 4]))
println(data isa AbstractVector, " ", data isa AbstractMatrix, " ", (1:3) isa AbstractVector{Int},
        " ", [1 2] isa AbstractArray{Int, 2}, " ", trues(2) isa AbstractVector{Bool}, " ", "abc" isa AbstractVector)
println(Vector{Int} <: AbstractVector{Int}, " ", Vector{Int} <: AbstractVector{Real}, " ", UnitRange{Int} <: AbstractRange{Int},
        " ", supertype(Vector{Int}), " ", supertype(UnitRange{Int}))
