# ndarray.jl — Array{T,N} for N >= 3, and what every array has by its shape:
# CartesianIndex/CartesianIndices, N-d indexing and slicing, show and display.
#
# The header of an N-d array (N >= 2) keeps its N dimensions (runtime/array.c),
# read by Core._array_dim; the elements are column-major, as a Matrix's.
# Vector and Matrix keep their own, more specific methods (array.jl).

# Array{T}(undef, dims) and Array{T, N}(undef, dims) (a count that is not
# N is not checked)
Array{T}(::UndefInitializer, d::Int64...) where {T} = Array{T}(undef, d)
Array{T}(::UndefInitializer, d::NTuple{N, Int64}) where {T, N} = Core._array_new(Array{T, N}, d...)

# Array{T}(nothing, dims), Array{T}(missing, dims): every element that value
Array{T}(x::Union{Nothing, Missing}, d::Int64...) where {T} = fill!(Array{T}(undef, d), x)
Array{T, N}(x::Union{Nothing, Missing}, d::Vararg{Int64, N}) where {T, N} = fill!(Array{T}(undef, d), x)

length(a::Array) = Core._arraylen(a)
isempty(a::Array) = length(a) == 0
firstindex(a::Array) = 1
lastindex(a::Array) = length(a)
size(a::Array{T, N}) where {T, N} = ntuple(k -> Core._array_dim(a, k), Val(N))
function size(a::Array{T, N}, d::Int64) where {T, N}
    d < 1 && throw(ArgumentError("dimension out of range"))
    return d <= N ? Core._array_dim(a, d) : 1
end

array_of_shape(::Type{T}, s::NTuple{N, Int64}) where {T, N} = Array{T, N}(undef, s...)
similar(a::Array{T}) where {T} = array_of_shape(T, size(a))
similar(a::Array, ::Type{S}) where {S} = array_of_shape(S, size(a))
# of other dimensions: similar(a, 3), similar(a, Float64, 2, 2)
similar(a::AbstractArray{T}, d1::Int64, ds::Int64...) where {T} = array_of_shape(T, (d1, ds...))
similar(a::AbstractArray, ::Type{S}, d1::Int64, ds::Int64...) where {S} = array_of_shape(S, (d1, ds...))
fill(x::T, d1::Int64, d2::Int64, d3::Int64, ds::Int64...) where {T} = fill!(Array{T}(undef, d1, d2, d3, ds...), x)
fill(x, d::Tuple{Vararg{Int64}}) = fill(x, d...)
zeros(d1::Int64, d2::Int64, d3::Int64, ds::Int64...) = fill(0.0, d1, d2, d3, ds...)
ones(d1::Int64, d2::Int64, d3::Int64, ds::Int64...) = fill(1.0, d1, d2, d3, ds...)
zeros(::Type{T}, d1::Int64, d2::Int64, d3::Int64, ds::Int64...) where {T} = fill(zero(T), d1, d2, d3, ds...)
ones(::Type{T}, d1::Int64, d2::Int64, d3::Int64, ds::Int64...) where {T} = fill(one(T), d1, d2, d3, ds...)
zeros(d::Tuple{Vararg{Int64}}) = zeros(d...)
ones(d::Tuple{Vararg{Int64}}) = ones(d...)
zeros(::Type{T}, d::Tuple{Vararg{Int64}}) where {T} = zeros(T, d...)
ones(::Type{T}, d::Tuple{Vararg{Int64}}) where {T} = ones(T, d...)

reshape(a::Array, d1::Int64, d2::Int64, d3::Int64, ds::Int64...) = reshape_nd(a, (d1, d2, d3, ds...))
function reshape_nd(a::Array{T}, dims::NTuple{N, Int64}) where {T, N}
    check_reshape(a, dims, prod(dims))
    return Core._array_share(Array{T, N}, a, dims...)
end

# ---- an index per dimension ----
# (all in bounds, zero-based linear offset) of the indices I of dimensions
# d, d + 1, ... of a, whose elements d apart are `stride` apart in memory
@inline nd_offset(a, d::Int64, stride::Int64, I::Tuple{}) = (true, 0)
@inline function nd_offset(a, d::Int64, stride::Int64, I::Tuple)
    n = size(a, d)
    ok, rest = nd_offset(a, d + 1, stride * n, tail(I))
    i = I[1]
    return (ok & (i >= 1) & (i <= n), (i - 1) * stride + rest)
end
nd_bounds_error(a, I::Tuple) = throw(BoundsError(a, I))

# The zero-based offset of a[i, j, k, I...], or its BoundsError. The indices
# past the third are a loop: splatted from a Vector (a[v...]), their count
# is known only at run time.
@inline function nd_index_offset(a, i::Int64, j::Int64, k::Int64, I::Tuple)
    ok, off = nd_offset(a, 1, 1, (i, j, k))
    stride = size(a, 1) * size(a, 2) * size(a, 3)
    for q in 1:length(I)
        n = size(a, q + 3)
        ok &= (I[q] >= 1) & (I[q] <= n)
        off += (I[q] - 1) * stride
        stride *= n
    end
    ok || nd_bounds_error(a, (i, j, k), I)
    return off
end
nd_bounds_error(a, head::Tuple, I::Tuple) = throw(BoundsError(a, (head..., I...)))
# (indices past the third splatted from a Vector: a tuple of run-time length)
@runtime_length function nd_bounds_error(a, head::Tuple, I::Tuple)
    idx = Int64[head...]
    append!(idx, I)
    throw(BoundsError(a, (idx...,)))
end

getindex(a::Array, i::Int64, j::Int64, k::Int64, I::Int64...) = Core._arrayref(a, nd_index_offset(a, i, j, k, I) + 1)
function setindex!(a::Array{T}, x, i::Int64, j::Int64, k::Int64, I::Int64...) where {T}
    off = nd_index_offset(a, i, j, k, I)
    Core._arrayset(a, convert(T, x), off + 1)
    return a
end

# ---- CartesianIndex and CartesianIndices ----
struct CartesianIndex{N}
    I::NTuple{N, Int64}
end
CartesianIndex(I::Int64...) = CartesianIndex(I)
getindex(c::CartesianIndex, d::Int64) = c.I[d]
length(c::CartesianIndex{N}) where {N} = N
Tuple(c::CartesianIndex) = c.I
==(a::CartesianIndex, b::CartesianIndex) = a.I == b.I
+(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(+, a.I, b.I))
-(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(-, a.I, b.I))
*(a::Int64, b::CartesianIndex) = CartesianIndex(map(x -> a * x, b.I))
*(a::CartesianIndex, b::Int64) = b * a
min(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(min, a.I, b.I))
max(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(max, a.I, b.I))
oneunit(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 1, Val(N)))
oneunit(a::CartesianIndex) = oneunit(typeof(a))
zero(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 0, Val(N)))
zero(a::CartesianIndex) = zero(typeof(a))
# I:J, the block between two corners
(:)(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndices(map(:, a.I, b.I))
# Julia's: its own seed, then each index in turn
function hash(c::CartesianIndex, h::UInt64)
    h += 0xd60ca92f8284b8b0
    for i in c.I
        h = hash(i, h)
    end
    return h
end
show(io::IO, c::CartesianIndex) = print(io, "CartesianIndex", c.I)
print(io::IO, c::CartesianIndex) = show(io, c)
getindex(a::AbstractArray, c::CartesianIndex) = getindex(a, c.I...)
_getindex_inbounds(a::AbstractArray, c::CartesianIndex) = _getindex_inbounds(a, c.I...)
setindex!(a::AbstractArray, x, c::CartesianIndex) = setindex!(a, x, c.I...)

# The indices of an array, or of any block of one: a range per dimension
# (Base.OneTo(n) for an array's own, CartesianIndices((2:3, 1:2)) for a
# block), in memory order: the first index varies fastest.
struct CartesianIndices{N, R<:NTuple{N, OrdinalRange{Int64, Int64}}} <: AbstractArray{CartesianIndex{N}, N}
    indices::R
end
CartesianIndices(inds::NTuple{N, OrdinalRange{Int64, Int64}}) where {N} = CartesianIndices{N, typeof(inds)}(inds)
# sizes and ranges mixed, CartesianIndices((2:3, 4)): a size n stands for
# Base.OneTo(n), and with it a unit range becomes a plain first:last (Julia's
# _convert2ind)
CartesianIndices(inds::Tuple{Vararg{Union{Int64, OrdinalRange{Int64, Int64}}}}) =
    CartesianIndices(map(cartesian_range, inds))
cartesian_range(n::Int64) = OneTo(n)
cartesian_range(r::AbstractUnitRange{Int64}) = first(r):last(r)
cartesian_range(r::OrdinalRange{Int64, Int64}) = first(r):step(r):last(r)
CartesianIndices(I::CartesianIndex) = CartesianIndices(I.I)
CartesianIndices(a::AbstractArray) = CartesianIndices(size(a))
size(c::CartesianIndices) = map(length, c.indices)
length(c::CartesianIndices) = prod(size(c))
isempty(c::CartesianIndices) = length(c) == 0
ndims(::CartesianIndices{N}) where {N} = N
first(c::CartesianIndices) = CartesianIndex(map(first, c.indices))
last(c::CartesianIndices) = CartesianIndex(map(last, c.indices))
function iterate(c::CartesianIndices)
    isempty(c) && return nothing
    return (first(c), first(c))
end
function iterate(c::CartesianIndices, s::CartesianIndex)
    I, more = nd_next(s.I, c.indices)
    more || return nothing
    return (CartesianIndex(I), CartesianIndex(I))
end
# the index after I within ranges r, and whether there is one
@inline nd_next(I::Tuple{}, r::Tuple{}) = ((), false)
@inline function nd_next(I::Tuple, r::Tuple)
    I[1] != last(r[1]) && return ((I[1] + step(r[1]), tail(I)...), true)
    rest, more = nd_next(tail(I), tail(r))
    return ((first(r[1]), rest...), more)
end
# by a linear index, or one per dimension
function getindex(c::CartesianIndices, k::Int64)
    1 <= k <= length(c) || throw(BoundsError(c, (k,)))
    return CartesianIndex(map(getindex, c.indices, nd_subscripts(size(c), k - 1)))
end
getindex(c::CartesianIndices{N}, i::Int64, j::Int64, I::Int64...) where {N} =
    CartesianIndex(map(getindex, c.indices, (i, j, I...)))
in(I::CartesianIndex{N}, c::CartesianIndices{N}) where {N} = all(map(in, I.I, c.indices))
# the subscripts of zero-based linear offset k
nd_subscripts(n::Tuple{}, k::Int64) = ()
nd_subscripts(n::Tuple, k::Int64) = (rem(k, n[1]) + 1, nd_subscripts(tail(n), div(k, n[1]))...)
# an array's own axes (Base.OneTo) shown as their lengths, as Julia does
show(io::IO, c::CartesianIndices) = print(io, "CartesianIndices(", map(cartesian_shown, c.indices), ')')
cartesian_shown(r::OneTo) = length(r)
cartesian_shown(r) = r
print(io::IO, c::CartesianIndices) = show(io, c)
display(c::CartesianIndices) = (show(stdout, c); println(stdout))    # as it shows, not as a matrix

# LinearIndices(a), LinearIndices((2, 3)): the linear index of each position
# of an array of that shape (or axes), as an array itself: L[i, j] is the
# index a[i, j] has in memory order, L[k] == k.
struct LinearIndices{N, R<:NTuple{N, AbstractUnitRange{Int64}}} <: AbstractArray{Int64, N}
    indices::R
end
LinearIndices(inds::NTuple{N, AbstractUnitRange{Int64}}) where {N} = LinearIndices{N, typeof(inds)}(inds)
# sizes and ranges mixed, as CartesianIndices takes them
LinearIndices(inds::Tuple{Vararg{Union{Int64, AbstractUnitRange{Int64}}}}) = LinearIndices(map(cartesian_range, inds))
LinearIndices(a::AbstractArray) = LinearIndices(axes(a))
LinearIndices(c::CartesianIndices) = LinearIndices(c.indices)
size(L::LinearIndices) = map(length, L.indices)
length(L::LinearIndices) = prod(size(L))
axes(L::LinearIndices) = L.indices
function getindex(L::LinearIndices, k::Int64)
    1 <= k <= length(L) || throw(BoundsError(L, (k,)))
    return k
end
# one index per dimension: offset along each axis from its first, scaled by
# the lengths of the dimensions before it
function getindex(L::LinearIndices{N}, i::Int64, j::Int64, I::Int64...) where {N}
    ix = (i, j, I...)
    length(ix) == N && all(map(in, ix, L.indices)) || throw(BoundsError(L, ix))
    k, stride = 1, 1
    for d in 1:N
        k += (ix[d] - first(L.indices[d])) * stride
        stride *= length(L.indices[d])
    end
    return k
end
getindex(L::LinearIndices{N}, I::CartesianIndex{N}) where {N} = getindex(L, I.I...)
getindex(L::LinearIndices{1}, I::CartesianIndex{1}) = getindex(L, I.I[1])

struct IndexCartesian end
struct IndexLinear end
eachindex(::IndexCartesian, a::Union{Array, BitArray}) = CartesianIndices(a)
eachindex(::IndexLinear, a::Union{Array, BitArray}) = OneTo(length(a))
# a vector's keys are its indices, any other array's its CartesianIndices
keys(a::Vector) = OneTo(length(a))
keys(a::Union{Array, AbstractMatrix}) = CartesianIndices(a)

# ---- [a;; b], [1 2;;; 3 4]: concatenation along dimension D >= 2 ----
# (lower.c: the parts split at runs of D `;`). The result has D dimensions,
# the last the one concatenated along, so each part's elements follow the
# previous part's in memory; the parts must agree in the others.
function ncat(::Val{D}, xs...) where {D}
    x1 = xs[1]
    for x in xs
        ncat_ndims(x) <= D || throw(ArgumentError(
            "jlc: concatenating arrays of more dimensions than the concatenation's is not supported yet"))
        for d in 1:D - 1
            ncat_size(x, d) == ncat_size(x1, d) || throw(DimensionMismatch(string(
                "mismatched size along axis ", d, " in element ", position_of(x, xs), ": expected ",
                ncat_size(x1, d), ", got ", ncat_size(x, d))))
        end
    end
    n = 0
    for x in xs
        n += ncat_size(x, D)
    end
    shape = ntuple(d -> d == D ? n : ncat_size(x1, d), Val(D))
    bs = map(column_block, xs)
    return fill_blocks!(array_of_shape(blocks_eltype(bs), shape), bs)
end
ncat_ndims(x) = 0
ncat_ndims(x::AbstractArray) = ndims(x)
ncat_size(x, d::Int64) = 1
ncat_size(x::AbstractArray, d::Int64) = size(x, d)
function position_of(x, xs::Tuple)
    for k in 1:length(xs)
        xs[k] === x && return k
    end
    return 0
end
hvncat(D::Int64, xs...) = ncat(Val(D), xs...)

# hvcat(rows, xs...): numbers laid out row by row, rows[i] of them in row i
# (what Julia lowers [a b; c d] to; lower.c makes that vcat of hcats)
function hvcat(rows::Tuple{Vararg{Int64}}, xs::Number...)
    nr, nc = length(rows), rows[1]
    for i in 2:nr
        rows[i] == nc || throw(DimensionMismatch(string("row ", i, " has mismatched number of columns (expected ", nc, ", got ", rows[i], ")")))
    end
    return hvcat_fill(nr, nc, xs)
end
function hvcat(nc::Int64, xs::Number...)
    rem(length(xs), nc) == 0 || throw(ArgumentError(string("number of arrays ", length(xs),
        " is not a multiple of the requested number of block columns ", nc)))
    return hvcat_fill(div(length(xs), nc), nc, xs)
end
# hvcat(rows, blocks...): matrices and vectors (a vector is a column) in
# block rows, rows[i] blocks in row i, each block row as high as its first
# block and every one as wide as the first (Julia's checks and messages)
hvcat(rows::Tuple{Vararg{Int64}}, as::Union{AbstractVector, AbstractMatrix}...) = hvcat_blocks(rows, as)
function hvcat(nc::Int64, as::Union{AbstractVector, AbstractMatrix}...)
    rem(length(as), nc) == 0 || throw(ArgumentError(string("number of arrays ", length(as),
        " is not a multiple of the requested number of block columns ", nc)))
    return hvcat_blocks(fill(nc, div(length(as), nc)), as)
end
function hvcat_blocks(rows, as::Tuple)
    nc = 0
    for k in 1:rows[1]
        nc += size(as[k], 2)
    end
    nr, k = 0, 1
    for i in 1:length(rows)
        nr += size(as[k], 1)
        k += rows[i]
    end
    out = Matrix{blocks_eltype(as)}(undef, nr, nc)
    k, r = 1, 1
    for i in 1:length(rows)
        height, c = size(as[k], 1), 1
        for _ in 1:rows[i]
            b = as[k]
            size(b, 1) == height || throw(ArgumentError(string(
                "mismatched height in block row ", i, " (expected ", height, ", got ", size(b, 1), ")")))
            width = size(b, 2)
            c - 1 + width > nc && throw(ArgumentError(string(
                "block row ", i, " has mismatched number of columns (expected ", nc, ", got ", c - 1 + width, ")")))
            out[r:(r + height - 1), c:(c + width - 1)] = b
            c += width
            k += 1
        end
        c == nc + 1 || throw(ArgumentError(string(
            "block row ", i, " has mismatched number of columns (expected ", nc, ", got ", c - 1, ")")))
        r += height
    end
    return out
end
function hvcat_fill(nr::Int64, nc::Int64, xs::Tuple)
    nr * nc == length(xs) ||
        throw(ArgumentError(string("argument count ", length(xs), " does not match specified shape ", (nr, nc))))
    a = Matrix{promote_typeof(xs...)}(undef, nr, nc)
    for i in 1:nr, j in 1:nc
        a[i, j] = xs[(i - 1) * nc + j]
    end
    return a
end

# ---- searching an array of 2 or more dimensions gives CartesianIndex ----
# (with dims, the best of each slice: multidimensional.jl)
findmax(f, a::AbstractArray; dims=:) = find_best_along(f, a, dims, isless)
findmin(f, a::AbstractArray; dims=:) = find_best_along(f, a, dims, isgreater)
findmax(a::AbstractArray; dims=:) = find_best_along(identity, a, dims, isless)
findmin(a::AbstractArray; dims=:) = find_best_along(identity, a, dims, isgreater)
argmax(a::AbstractArray; dims=:) = find_best_along(identity, a, dims, isless)[2]
argmin(a::AbstractArray; dims=:) = find_best_along(identity, a, dims, isgreater)[2]
find_best_along(f, v::AbstractVector, ::typeof(:), better) = find_best(f, v, better)
find_best_along(f, a::AbstractArray, ::typeof(:), better) = cartesian_best(f, a, better)
function cartesian_best(f, a, better)
    best, at = find_best(f, a, better)
    return (best, CartesianIndices(a)[at])
end
findall(f::Function, a::AbstractArray) = cartesian_indices(a, indices_where(f, a))
findall(b::BitMatrix) = cartesian_indices(b, true_indices(b))
findall(a::Array{Bool}) = findall(identity, a)
cartesian_indices(a, linear::Vector{Int64}) = map(k -> CartesianIndices(a)[k], linear)

# ---- slices: a[:, :, 1], a[1, :, 2], a[1:2, [1, 3], :] ----
# An Int64 index drops its dimension, as in Julia.
const NDIndex = Union{Int64, IndexRange, Vector{Int64}, typeof(:)}
nd_indices(a, d::Int64, ::typeof(:)) = 1:size(a, d)
nd_indices(a, d::Int64, i) = i
nd_all_indices(a, d::Int64, I::Tuple{}) = ()
nd_all_indices(a, d::Int64, I::Tuple) = (nd_indices(a, d, I[1]), nd_all_indices(a, d + 1, tail(I))...)
nd_in_bounds(a, d::Int64, I::Tuple{}) = true
nd_in_bounds(a, d::Int64, I::Tuple) = in_dim(a, d, I[1]) && nd_in_bounds(a, d + 1, tail(I))
# the lengths of the dimensions an index keeps
nd_kept(I::Tuple{}) = ()
nd_kept(I::Tuple) = (nd_kept_one(I[1])..., nd_kept(tail(I))...)
nd_kept_one(i::Int64) = ()
nd_kept_one(i) = (length(i),)
nd_lengths(I::Tuple) = map(i -> i isa Int64 ? 1 : length(i), I)
# the index into a of position c of the slice
nd_pick(I::Tuple{}, c::Tuple{}) = ()
nd_pick(I::Tuple, c::Tuple) = (nd_pick_one(I[1], c[1]), nd_pick(tail(I), tail(c))...)
nd_pick_one(i::Int64, k::Int64) = i
nd_pick_one(r, k::Int64) = r[k]

function getindex(a::Array{T}, i::NDIndex, j::NDIndex, k::NDIndex, I::NDIndex...) where {T}
    ix = nd_all_indices(a, 1, (i, j, k, I...))
    nd_in_bounds(a, 1, ix) || nd_bounds_error(a, ix)
    b = array_of_shape(T, nd_kept(ix))
    n = 0
    for c in CartesianIndices(nd_lengths(ix))
        n += 1
        _, off = nd_offset(a, 1, 1, nd_pick(ix, c.I))
        Core._arraycopy!(b, n, a, off + 1)
    end
    return b
end

# permutedims(a, perm): dimension d of the result is dimension perm[d] of a
function permutedims(a::Array{T, N}, perm::NTuple{N, Int64}) where {T, N}
    isperm(perm) || throw(ArgumentError("no valid permutation of dimensions"))
    sz = size(a)
    b = array_of_shape(T, map(p -> sz[p], perm))
    # where each dimension of a went
    to = ntuple(d -> position_in(perm, d), Val(N))
    k = 0
    for I in CartesianIndices(size(b))
        k += 1
        _, off = nd_offset(a, 1, 1, map(q -> I.I[q], to))
        Core._arraycopy!(b, k, a, off + 1)
    end
    return b
end
isperm(p::Tuple) = all(d -> count(==(d), p) == 1, 1:length(p))
function position_in(p::Tuple, d::Int64)
    for q in 1:length(p)
        p[q] == d && return q
    end
    return 0
end

# ---- show and display ----
# show: the slices as a literal [1 3; 2 4;;; 5 7; 6 8], as Julia's hvncat
# syntax; between two slices as many ';' as 2 + the last dimension whose
# index moved on; ending with N of them unless some went N deep.
show(io::IO, a::Array{T, N}) where {T, N} = show_array(io, a)
function show_array(io::IO, a::AbstractArray{T, N}) where {T, N}
    isempty(a) && return show_empty(io, a)
    typeinfo_implicit(T) || print(io, T)
    print(io, '[')
    rows, cols = size(a, 1), size(a, 2)
    tails = CartesianIndices(tail(tail(size(a))))
    last_moved, reached_last = 0, false
    for s in tails
        k = (nd_subscripts_offset(tails, s)) * rows * cols
        if k > 0
            last_moved = 2 + nd_last_moved(s.I)
            reached_last |= last_moved == N
            print(io, ";"^last_moved, ' ')
        end
        for i in 1:rows
            i > 1 && print(io, "; ")
            for j in 1:cols
                j > 1 && print(io, ' ')
                show_implied(io, _getindex_inbounds(a, k + (j - 1) * rows + i), T)
            end
        end
    end
    reached_last || print(io, ";"^N)
    print(io, ']')
end
print(io::IO, a::Array{T, N}) where {T, N} = show(io, a)
# the zero-based number of the slice s among tails
nd_subscripts_offset(tails::CartesianIndices, s::CartesianIndex) = nd_offset_of(size(tails), s.I)
nd_offset_of(n::Tuple{}, I::Tuple{}) = 0
nd_offset_of(n::Tuple, I::Tuple) = (I[1] - 1) + n[1] * nd_offset_of(tail(n), tail(I))
# going from one slice to the next, the last dimension whose index changed
# is the first whose index is not 1 (those before it went back to 1)
nd_last_moved(I::Tuple) = nd_first_not_one(I, 1)
nd_first_not_one(I::Tuple{}, d::Int64) = d
nd_first_not_one(I::Tuple, d::Int64) = I[1] != 1 ? d : nd_first_not_one(tail(I), d + 1)

# What a[i...] .= x writes into (Julia's dotview): the element itself, or a
# view of a[i...]; where jlc has no such view yet (a block of a matrix,
# m[1:2, :]), a copy of the block, stored back into a once written.
dotview(a, i...) = maybeview(a, i...)
dotview(a::AbstractArray, i::Union{Int64, CartesianIndex}...) = maybeview(a, i...)
dotview(a::AbstractArray, i...) = block_destination(maybeview(a, i...), a, i)
block_destination(v::SubArray, a, i) = v
block_destination(v, a, i) = StoreBack(v, a, i)
struct StoreBack{V, A, I}
    block::V
    parent::A
    indices::I
end
broadcastable(d::StoreBack) = d.block     # (read by a[i] .+= x)
function materialize!(d::StoreBack, bc::Broadcasted)
    materialize!(d.block, bc)
    setindex!(d.parent, d.block, d.indices...)
    return d.block
end
