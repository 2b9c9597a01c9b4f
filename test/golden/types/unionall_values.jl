# UnionAll types as values: Vector{<:Integer}, the bare Vector and Point,
# with isa, <:, typeof and printing as Julia's
struct Point{T<:Real}
    x::T
    y::T
end
p = Point(1, 2)
println(p isa Point{<:Integer}, " ", p isa Point{<:AbstractFloat})
println(Point{Int64} <: Point{<:Real}, " ", Point{Int64} <: Point{Real})
println(Vector{Int} <: Vector{<:Integer}, " ", Vector{Int} <: Vector{<:AbstractFloat}, " ", Vector{Int} <: Vector{Integer})
println(typeof(nothing), " ", typeof(Union{}), " ", typeof(Int), " ", typeof(Vector), " ", typeof(Union{Int, String}))
println(isconcretetype(Vector{Int}), " ", isconcretetype(Vector), " ", isconcretetype(Integer), " ", isconcretetype(Union{Int, Float64}))
println(Vector isa UnionAll, " ", Int isa DataType, " ", Vector{Int} isa DataType, " ", Point isa UnionAll, " ", Point{Int} isa UnionAll)
const IntVector = Vector{<:Integer}
println([1, 2] isa IntVector, " ", [1.0] isa IntVector, " ", Int8[1] isa IntVector)
println(Point, " ", Vector, " ", Matrix, " ", Point{<:Integer}, " ", Vector{<:Integer}, " ", Dict{String})
println(Vector{<:Any}, " ", Ref{>:Int64})
kind(::Type{T}) where {T} = typeof(T)
println(kind(Int), " ", kind(Vector), " ", kind(Union{Int, Nothing}))
# `where` in an expression
const RealVector = Array{T, 1} where T<:Real
println(RealVector, " ", [1.5] isa RealVector, " ", ["a"] isa RealVector, " ", [1] isa (Vector{T} where T<:Integer))
println(Vector{T} where T, " ", Dict{K, Int} where K, " ", Pair{T, T} where T<:Number, " ", Tuple{T, T} where T)
