# isa and <: at run time against parametric types and UnionAlls, on the
# values of a Vector{Any}; dispatch on AbstractVector{T} where T<:Number
xs = Any[[1, 2], [1.5], ["a"], 1:3, (1, 2), Dict(1 => 2)]
for x in xs
    println(x isa Vector{<:Real}, " ", x isa AbstractVector{<:Real}, " ", typeof(x) <: AbstractArray, " ", x isa Tuple{Vararg{Int}}, " ", x isa AbstractDict{Int})
end
f(v::AbstractVector{T}) where {T<:Number} = "numbers of $T"
f(v::AbstractVector) = "vector"
f(x) = "thing"
println(map(f, xs))
