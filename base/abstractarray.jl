# abstractarray.jl — what any AbstractArray has from its size and getindex
# alone, as Julia's AbstractArray interface promises (the manual's
# "Interfaces" chapter): a type that defines those two gets length, indices,
# iteration and, through them, everything written for any iterable.

firstindex(a::AbstractArray) = 1
lastindex(a::AbstractArray) = length(a)
length(a::AbstractArray) = prod(size(a))
# a[lo:hi], a[[i, j]]: a new Vector of those elements
function getindex(a::AbstractVector{T}, r::IndexRange) where {T}
    check_range(a, r)
    return T[a[i] for i in r]
end
function getindex(a::AbstractVector{T}, idx::Vector{Int64}) where {T}
    check_indices(a, idx)
    return T[a[i] for i in idx]
end
