# The AbstractArray hierarchy: Array <: DenseArray <: AbstractArray, ranges,
# views, BitArrays and adjoints under it; methods on AbstractVector{<:Real};
# eltype of array, dict and set types
println(Vector{Int} <: AbstractVector{<:Integer}, " ", Vector{Int} <: AbstractVector{Integer})
println(Matrix{Float64} <: AbstractMatrix, " ", Vector{Int} <: AbstractMatrix, " ", Array{Int, 3} <: AbstractArray{Int})
println(UnitRange{Int} <: AbstractVector{Int}, " ", (1:3) isa AbstractArray, " ", trues(2) isa AbstractVector{Bool})
println(supertype(Vector{Int}), " ", supertype(supertype(Vector{Int})), " ", supertype(UnitRange{Int}))
println(AbstractVector, " ", AbstractVector{Int}, " ", AbstractArray{Int, 3}, " ", DenseMatrix{Float64})
mysum(v::AbstractVector{<:Real}) = sum(v)
mysum(x) = "not a vector of reals"
println(mysum([1, 2, 3]), " ", mysum(1:4), " ", mysum(["a"]), " ", mysum(view([1, 2, 3], 2:3)), " ", mysum(7))
elt(a::AbstractArray{T}) where {T} = T
println(elt([1.0]), " ", elt(1:2), " ", elt(trues(2)), " ", elt([1 2; 3 4]))
dims(::AbstractArray{T, N}) where {T, N} = N
println(dims([1, 2]), " ", dims(zeros(2, 2)), " ", dims(zeros(2, 2, 2)), " ", dims([1, 2]'))
vs = [1:2, [3, 4]]
println(typeof(vs))
println(vs)
println(eltype(AbstractVector{Float32}), " ", eltype(Vector{String}), " ", eltype(AbstractArray{Char, 3}))
println(eltype(Dict{String, Int}), " ", eltype(Dict("a" => 1.0)), " ", eltype(Set([1])), " ", eltype(Set{Char}))
println(eltype(1:3), " ", eltype(trues(2)), " ", eltype(view([1.5], 1:1)), " ", eltype([1 2]'), " ", eltype(CartesianIndices((2, 2))))
println(eltype(String), " ", eltype("abc"), " ", eltype(0.0:0.5:1.0), " ", eltype(Int), " ", eltype(Any))
println(eltype((1, 2.0)), " ", eltype((1, "a")), " ", eltype((1, nothing)), " ", eltype((1, 2)), " ", eltype(()), " ", eltype((1, Int8(2), 0x03)))
