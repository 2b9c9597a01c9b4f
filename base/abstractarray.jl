# abstractarray.jl — what any AbstractArray has from its size and getindex
# alone, as Julia's AbstractArray interface promises (the manual's
# "Interfaces" chapter): a type that defines those two gets length, indices,
# iteration and, through them, everything written for any iterable.

firstindex(a::AbstractArray) = 1
lastindex(a::AbstractArray) = length(a)
length(a::AbstractArray) = prod(size(a))
# An array of 2 or more dimensions that defines getindex by subscripts only
# is still indexed by one linear index, in column-major order (Julia's IndexCartesian fallback). The
# method takes any indices, as Julia's getindex(A::AbstractArray, I...), so
# that every array type's own getindex, however it types its indices, is the
# more specific.
getindex(a::AbstractArray, I...) = getindex_by_subscripts(a, I...)
function getindex_by_subscripts(a::AbstractArray, k::Int64)
    1 <= k <= length(a) || throw(BoundsError(a, (k,)))
    return a[nd_subscripts(size(a), k - 1)...]
end
# any other indices, or a vector's own index: the MethodError a call with no
# method of its own throws
getindex_by_subscripts(a, I...) = no_getindex(a, I)
getindex_by_subscripts(a::AbstractVector, k::Int64) = no_getindex(a, (k,))
no_getindex(a, I::Tuple) = throw(MethodError(string("no method matching getindex(::", typeof(a),
    join(map(i -> string(", ::", typeof(i)), I)), ")\nThe function `getindex` exists, ",
    "but no method is defined for this combination of argument types.")))
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
# own method is the more specific; show_array has methods for vectors, matrices and more dimensions.)
show(io::IO, a::AbstractArray) = show_array(io, a)
show_array(io::IO, a::AbstractVector) = show_vector(io, a)
show_array(io::IO, a::AbstractMatrix) =
    isempty(a) ? show_empty(io, a) : show_matrix(io, eltype(a), size(a)..., (i, j) -> a[i, j])
display(a::AbstractArray) = display_array(a)
# (an element that getindex computes is always there)
isassigned(a::AbstractArray, i::Int64) = 1 <= i <= length(a)
ndims(::AbstractArray{T, N}) where {T, N} = N
last(a::AbstractArray) = a[lastindex(a)]
# a Vector of the elements in reverse order
reverse(a::AbstractVector) = reverse!(collect(a), 1, length(a))
# similar(a[, S]) of an array type with no method of its own: a new Array of
# its shape; copy(a) a new Array with its elements (Julia's copymutable). A
# range is immutable, so its copy is itself.
similar(a::AbstractArray{T}) where {T} = array_of_shape(T, size(a))
similar(a::AbstractArray, ::Type{S}) where {S} = array_of_shape(S, size(a))
copy(a::AbstractArray) = collect(a)
copy(r::AbstractRange) = r

# isequal of arrays: the same axes and isequal elements (so [NaN] isequal
# [NaN], and 1:3 isequal [1, 2, 3])
function isequal(a::AbstractArray, b::AbstractArray)
    a === b && return true
    size(a) == size(b) || return false
    for (x, y) in zip(a, b)
        isequal(x, y) || return false
    end
    return true
end

# hash of an array, Julia's: the seed, the axes' firsts and lasts, then every
# element; past 8192 elements a sample, from the last one backwards, each
# hashed with its key (a CartesianIndex past one dimension), skipping a
# Fibonacci number of elements that grows every 4096 hashed, and then on to
# the previous element that differs from the one just hashed.
function hash(a::AbstractArray, h::UInt64)
    h += 0x7e2d6fb6448beb77
    h = hash(map(first, axes(a)), h)
    h = hash(map(last, axes(a)), h)
    if length(a) < 8192
        for x in a
            h = hash(x, h)
        end
        return h
    end
    k, n = length(a), 0
    skip, prevskip = 1, 1
    while true
        n += 1
        x = a[k]
        h = hash(hash_key(a, k) => x, h)
        k < skip + 1 && break
        k -= skip
        if rem(n, 4096) == 0
            skip, prevskip = skip + prevskip, skip
        end
        while k > 0 && isequal(a[k], x)
            k -= 1
        end
        k == 0 && break
    end
    return h
end
hash_key(a::AbstractVector, k::Int64) = k
hash_key(a::AbstractArray, k::Int64) = CartesianIndices(a)[k]

# Array(a), Vector{Int64}(r), Matrix{Float64}(m): a new Array with a's
# elements, converted to the element type asked for (a's own when none is).
# (Bare Vector(r) and Matrix(m) would be methods of a UnionAll, which jlc
# does not define yet.)
Array{T, N}(a::AbstractArray{S, N}) where {T, N, S} = collect_shaped(T, a, size(a))
Array{T}(a::AbstractArray{S, N}) where {T, S, N} = Array{T, N}(a)
Array(a::AbstractArray{T, N}) where {T, N} = Array{T, N}(a)
Vector(a::AbstractVector{T}) where {T} = Vector{T}(a)
Matrix(a::AbstractMatrix{T}) where {T} = Matrix{T}(a)
# (a field or element of type Vector{Float64} given [], an Any[]: a copy
# with each element converted)
convert(::Type{A}, a::AbstractArray) where {A<:Array} = a isa A ? a : A(a)

# Vectors compare lexicographically: by the first elements that differ
# (isequal), else the shorter first
function cmp(a::AbstractVector, b::AbstractVector)
    for (x, y) in zip(a, b)
        isequal(x, y) || return isless(x, y) ? -1 : 1
    end
    return cmp(length(a), length(b))
end
isless(a::AbstractVector, b::AbstractVector) = cmp(a, b) < 0
