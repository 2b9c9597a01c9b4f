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

# x ≈ y of arrays, as LinearAlgebra (part of every Julia session, `using`
# or not) defines it: by the distance between the whole arrays in the
# Euclidean norm, or the norm given, relative to the larger of their norms;
# element by element when that distance is not finite (an Inf or NaN).
function isapprox(x::AbstractArray, y::AbstractArray; atol::Real=0,
                  rtol::Real=array_rtoldefault(x, y, atol), nans::Bool=false, norm::Function=norm2)
    d = norm(x - y)
    isfinite(d) && return d <= max(atol, rtol * max(norm(x), norm(y)))
    return all(ab -> isapprox(ab[1], ab[2]; rtol=rtol, atol=atol, nans=nans), zip(x, y))
end
function array_rtoldefault(x::AbstractArray, y::AbstractArray, atol::Real)
    rtol = max(rtoldefault(real(eltype(x))), rtoldefault(real(eltype(y))))
    return atol > 0 ? zero(rtol) : rtol
end
# The Euclidean norm, √(Σ|xᵢ|²), scaled by the largest |xᵢ| when the squares
# would overflow or underflow (LinearAlgebra's norm(x), as a float).
function norm2(x)
    isempty(x) && return 0.0
    m = float(maximum(abs, x))
    (iszero(m) || isinf(m) || isnan(m)) && return m
    isfinite(length(x) * m * m) && !iszero(m * m) && return sqrt(sum(abs2, x))
    return m * sqrt(sum(v -> abs2(v / m), x))
end

# Iteration by linear index, in memory order (a type with a faster way
# defines its own). The state is a 1-tuple, as no range's is, so that these
# stay apart from a range's iterate(r, i).
iterate(a::AbstractArray) = iterate(a, (1,))
iterate(a::AbstractArray, s::Tuple{Int64}) = s[1] > length(a) ? nothing : (a[s[1]], (s[1] + 1,))

# Equal shapes and equal elements, in order.
function ==(a::AbstractArray, b::AbstractArray)
    size(a) == size(b) || return false
    may_hold_missing(a, b) && return elements_eq_missing(a, b)
    for (x, y) in zip(a, b)
        x == y || return false
    end
    return true
end

# [10, 20, 30] and the REPL's display, as for a Vector: the summary names
# the type (3-element MyVec). (On AbstractArray, so that each array type's
# own method is the more specific; show_array has a method for vectors only.)
show(io::IO, a::AbstractArray) = show_array(io, a)
show_array(io::IO, a::AbstractVector) = show_vector(io, a)
display(a::AbstractArray) = display_array(a)
# (an element that getindex computes is always there)
isassigned(a::AbstractArray, i::Int64) = 1 <= i <= length(a)
ndims(::AbstractArray{T, N}) where {T, N} = N
last(a::AbstractArray) = a[lastindex(a)]
# a Vector of the elements in reverse order
reverse(a::AbstractVector) = reverse!(collect(a), 1, length(a))
