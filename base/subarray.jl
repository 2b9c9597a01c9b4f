# subarray.jl — view(v, i) and @view v[i]: a vector's elements at indices i
# (a range, or a vector of Ints), without copying; writes go to the parent.
# Logical indexing v[mask] and integer-vector indexing v[[1, 3]] are here too.

# Base.Slice(axis): what `:` stands for among a view's indices, all of an
# axis (Base.OneTo(n)), element i being i.
struct Slice{T<:AbstractUnitRange} <: AbstractUnitRange{Int64}
    indices::T
end
first(s::Slice) = first(s.indices)
last(s::Slice) = last(s.indices)
length(s::Slice) = length(s.indices)
step(s::Slice) = 1
isempty(s::Slice) = isempty(s.indices)
iterate(s::Slice) = iterate(s.indices)
iterate(s::Slice, i::Int64) = iterate(s.indices, i)
range_element(s::Slice, i::Int64) = i
getindex(s::Slice, i::Int64) = s.indices[i]
show(io::IO, s::Slice) = print(io, "Base.Slice(", s.indices, ')')
print(io::IO, s::Slice) = show(io, s)

# L (Julia's fifth parameter): whether element i is the parent's element
# at a fixed stride (a range, `:`, a row or column of a matrix: true), or
# must be looked up (a vector of indices: false).
struct SubArray{T, N, P, I, L} <: AbstractArray{T, N}
    parent::P
    indices::I          # one index per dimension of the parent, as Julia's
end

function view(a::Vector{T}, r::R) where {T, R<:IndexRange}
    check_range(a, r)
    return SubArray{T, 1, Vector{T}, Tuple{R}, true}(a, (r,))
end
function view(a::Vector{T}, idx::Vector{Int64}) where {T}
    check_indices(a, idx)
    return SubArray{T, 1, Vector{T}, Tuple{Vector{Int64}}, false}(a, (idx,))
end
view(a::Vector, mask::BoolMask) = view(a, logical_indices(a, mask))
function view(b::BitVector, r::R) where {R<:IndexRange}
    check_range(b, r)
    return SubArray{Bool, 1, BitVector, Tuple{R}, true}(b, (r,))
end
view(a::Vector{T}, ::typeof(:)) where {T} =
    SubArray{T, 1, Vector{T}, Tuple{Slice{OneTo{Int64}}}, true}(a, (Slice(OneTo(length(a))),))

# A matrix's column m[:, j] or row m[i, :].
function view(a::Matrix{T}, ::typeof(:), j::Int64) where {T}
    m = size(a, 1)
    (j >= 1) & (j <= size(a, 2)) || throw(BoundsError(a, (1:m, j)))
    return SubArray{T, 1, Matrix{T}, Tuple{Slice{OneTo{Int64}}, Int64}, true}(a, (Slice(OneTo(m)), j))
end
function view(a::Matrix{T}, i::Int64, ::typeof(:)) where {T}
    m = size(a, 1)
    (i >= 1) & (i <= m) || throw(BoundsError(a, (i, 1:size(a, 2))))
    return SubArray{T, 1, Matrix{T}, Tuple{Int64, Slice{OneTo{Int64}}}, true}(a, (i, Slice(OneTo(size(a, 2)))))
end
getindex(a::Vector, ::typeof(:)) = copy(a)
getindex(a::Matrix, ::typeof(:), j::Int64) = collect(view(a, :, j))
getindex(a::Matrix, i::Int64, ::typeof(:)) = collect(view(a, i, :))

# the parent's element k (in bounds), of an Array or a BitArray
parent_get(p::Array, k::Int64) = Core._arrayref(p, k)
parent_get(p::BitArray, k::Int64) = bit_get(p, k)
parent_set!(p::Array, x, k::Int64) = Core._arrayset(p, x, k)
parent_set!(p::BitArray, x::Bool, k::Int64) = bit_set!(p, x, k)

# the parent's (linear) index of element i
parent_index(v::SubArray{T, 1, P, <:Tuple{AbstractRange}}, i::Int64) where {T, P} = range_element(v.indices[1], i)
parent_index(v::SubArray{T, 1, P, Tuple{Vector{Int64}}}, i::Int64) where {T, P} = Core._arrayref(v.indices[1], i)
parent_index(v::SubArray{T, 1, P, <:Tuple{Slice, Int64}}, i::Int64) where {T, P} = (v.indices[2] - 1) * size(v.parent, 1) + i
parent_index(v::SubArray{T, 1, P, <:Tuple{Int64, Slice}}, i::Int64) where {T, P} = v.indices[1] + (i - 1) * size(v.parent, 1)

parent(v::SubArray) = v.parent
# (an integer index is a dimension of one, dropped)
length(v::SubArray) = prod(map(index_length, v.indices))
index_length(::Int64) = 1
index_length(idx) = length(idx)
size(v::SubArray) = (length(v),)
isempty(v::SubArray) = length(v) == 0
firstindex(v::SubArray) = 1
lastindex(v::SubArray) = length(v)
function checkbounds(v::SubArray, i::Int64)
    (i < 1) | (i > length(v)) && throw(BoundsError(v, (i,)))
    return nothing
end
function getindex(v::SubArray, i::Int64)
    checkbounds(v, i)
    return parent_get(v.parent, parent_index(v, i))
end
function setindex!(v::SubArray{T}, x, i::Int64) where {T}
    checkbounds(v, i)
    parent_set!(v.parent, convert(T, x), parent_index(v, i))
    return v
end
isassigned(v::SubArray, i::Int64) = 1 <= i <= length(v) && isassigned(v.parent, parent_index(v, i))
_getindex_inbounds(v::SubArray, i::Int64) = parent_get(v.parent, parent_index(v, i))
_setindex_inbounds!(v::SubArray{T}, x, i::Int64) where {T} = (parent_set!(v.parent, convert(T, x), parent_index(v, i)); v)
iterate(v::SubArray) = iterate(v, 1)
iterate(v::SubArray, i::Int64) = i <= length(v) ? (parent_get(v.parent, parent_index(v, i)), i + 1) : nothing
collect(v::SubArray{T}) where {T} = collect_into(T, v)
copy(v::SubArray) = collect(v)
function ==(a::Union{Vector, Memory, SubArray}, b::Union{Vector, Memory, SubArray})
    length(a) == length(b) || return false
    may_hold_missing(a, b) && return elements_eq_missing(a, b)
    for i in 1:length(a)
        a[i] == b[i] || return false
    end
    return true
end
# isequal compares each pair by isequal (missing equals missing).
function isequal(a::Union{Array, Memory, SubArray}, b::Union{Array, Memory, SubArray})
    size(a) == size(b) || return false
    for i in 1:length(a)
        isequal(a[i], b[i]) || return false
    end
    return true
end

# Julia's summary of a view (in display and BoundsError) tells how it was
# made: "2-element view(::Vector{Int64}, 2:3) with eltype Int64".
array_what(v::SubArray) =
    string(dims_summary(v), "view(::", typeof(v.parent), ", ", view_indices(v), ") with eltype ", eltype(v))
view_indices(v::SubArray) = join(map(index_shown, v.indices), ", ")
index_shown(::Slice) = ":"
index_shown(idx) = string(idx)

# ---- indexing with a vector of indices or of Bools: a new vector ----
function check_indices(a::AbstractVector, idx::Vector{Int64})
    for i in idx
        (i < 1) | (i > length(a)) && throw(BoundsError(a, (idx,)))
    end
end
# (Julia's BoundsError names a mask by its summary: "2-element Vector{Bool}")
function logical_indices(a::AbstractVector, mask::BoolMask)
    length(mask) == length(a) || throw(BoundsError(a, (array_what(mask),)))
    return findall(mask)
end
getindex(a::Vector, idx::Vector{Int64}) = collect(view(a, idx))
getindex(a::Vector, mask::BoolMask) = collect(view(a, mask))
# an integer range by indices or a mask: a Vector of the elements picked
const IntRange = Union{UnitRange{Int64}, StepRange{Int64, Int64}}
function getindex(r::IntRange, idx::Vector{Int64})
    check_indices(r, idx)
    return [range_element(r, i) for i in idx]
end
getindex(r::IntRange, mask::BoolMask) = r[logical_indices(r, mask)]
# a[r] = x: as many values as r picks (the bounds are checked first, as Julia's)
function setindex!(a::Vector, x::Union{Vector, AbstractRange, SubArray}, idx::Union{IndexRange, Vector{Int64}, BoolMask})
    dest = view(a, idx)
    length(x) == length(dest) ||
        throw(DimensionMismatch(string("tried to assign ", length(x), " elements to ", length(dest), " destinations")))
    k = 0
    for y in x
        k += 1
        dest[k] = y
    end
    return a
end

# an array of 2 or more dimensions by a mask of its shape: the elements
# where it is true, in memory order (a view through vec(a), sharing them)
const ArrayMask = Union{BitArray, Array{Bool}}
function mask_positions(a::Array, mask::ArrayMask)
    size(mask) == size(a) || throw(BoundsError(a, (array_what(mask),)))
    return findall(vec(collect(mask)))
end
view(a::Array, mask::ArrayMask) = view(vec(a), mask_positions(a, mask))
getindex(a::Array, mask::ArrayMask) = collect(view(a, mask))
function setindex!(a::Array, x::Union{Vector, AbstractRange, SubArray}, mask::ArrayMask)
    setindex!(vec(a), x, mask_positions(a, mask))
    return a
end

# a[i] as a view when i picks several elements (a range, a vector of
# indices or Bools, a `:`), else the element: what x[i] .= v writes into
# and what @views makes of x[i] (Julia's maybeview)
maybeview(a::Vector, i::Union{IndexRange, Vector{Int64}, BoolMask, typeof(:)}) = view(a, i)
maybeview(a::Array, mask::ArrayMask) = view(a, mask)
maybeview(a::Matrix, i::typeof(:), j::Int64) = view(a, i, j)
maybeview(a::Matrix, i::Int64, j::typeof(:)) = view(a, i, j)
maybeview(a::BitVector, i::IndexRange) = view(a, i)
maybeview(a, i...) = getindex(a, i...)

# write(io, view(v, i:j)): consecutive bytes in one piece (not one by one)
function write(io::IO, v::SubArray{UInt8, 1, Vector{UInt8}, Tuple{UnitRange{Int64}}, true})
    r = v.indices[1]
    ccall(:jlrt_write_bytes_range, Cvoid, (Ptr{Cvoid}, Vector{UInt8}, Int64, Int64), io.handle, v.parent, first(r) - 1, length(r))
    return length(r)
end
