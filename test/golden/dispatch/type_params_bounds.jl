# Dispatch on Type{T}, on bounded `where` variables and on a variable solved
# from another's bound (E of A<:AbstractArray{E})
describe(::Type{T}) where {T<:Integer} = "integer type $T"
describe(::Type{T}) where {T<:AbstractFloat} = "float type $T"
describe(::Type{T}) where {T} = "type $T"
describe(::Type{Int64}) = "Int64 itself"
println(describe(Int8), "; ", describe(Float32), "; ", describe(String), "; ", describe(Int64))
zero_of(::Type{T}) where {T<:Number} = zero(T)
println(zero_of(Int8), " ", typeof(zero_of(Int8)), " ", zero_of(Float64))
inner(::Type{<:AbstractArray{E}}) where {E} = E
inner2(::Type{A}) where {E, A<:AbstractArray{E}} = E
println(inner(Vector{Int}), " ", inner(Matrix{String}), " ", inner2(UnitRange{Int8}))
struct Box{T<:Real}
    v::T
end
unwrap(b::Box{T}) where {T<:Integer} = "integer box of $T"
unwrap(b::Box{T}) where {T} = "box of $T"
println(unwrap(Box(1)), "; ", unwrap(Box(UInt8(1))), "; ", unwrap(Box(1.5)))
both(x::T, y::T) where {T<:Number} = "same $T"
both(x::Number, y::Number) = "different"
println(both(1, 2), "; ", both(1, 2.0), "; ", both(1.0, 2.0))
firsttype(::Vector{<:AbstractString}) = "strings"
firsttype(::Vector{<:Number}) = "numbers"
firsttype(::Vector) = "other"
println(firsttype(["a"]), " ", firsttype([1, 2]), " ", firsttype([1.5]), " ", firsttype([:a]), " ", firsttype(Any[1]))
params(::Type{Dict{K, V}}) where {K, V} = (K, V)
println(params(Dict{String, Vector{Int}}))
# a variable at two places is one type; a bare Vector at each is its own
println(Tuple{Vector{Int64}, Vector{Float64}} <: (Tuple{Vector{T}, Vector{T}} where T), " ",
        Tuple{Vector{Int64}, Vector{Float64}} <: (Tuple{AbstractVector{T}, AbstractVector{T}} where T), " ",
        Tuple{Vector{Int64}, Vector{Float64}} <: Tuple{Vector, Vector})
samelt(a::AbstractVector{T}, b::AbstractVector{T}) where {T} = "same"
samelt(a, b) = "different"
println(samelt([1], [2.0]), " ", samelt([1], [2]), " ", samelt(1:2, [3]))
