# multidimensional.jl — arrays by their dimensions: ndims, axes, eachindex,
# reshape/vec, permutedims, repeat, circshift, rotations, blocks of a matrix
# (m[1:2, :], m[1:2, 2:3] = b) and reductions along a dimension (dims=1).

ndims(::Array{T, N}) where {T, N} = N
ndims(::BitArray{N}) where {N} = N
ndims(::AbstractRange) = 1

# Base.OneTo(n): 1:n as axes and eachindex give it
struct OneTo{T<:Integer} <: AbstractUnitRange{T}
    stop::T
    OneTo{T}(n::T) where {T<:Integer} = new(max(zero(T), n))
end
OneTo(n::T) where {T<:Integer} = OneTo{T}(n)
UnitRange(r::OneTo{T}) where {T} = UnitRange{T}(one(T), r.stop)
first(r::OneTo{T}) where {T} = one(T)
length(r::OneTo) = r.stop
step(r::OneTo{T}) where {T} = one(T)
isempty(r::OneTo) = r.stop == 0
iterate(r::OneTo) = r.stop < 1 ? nothing : (1, 1)
iterate(r::OneTo, i::Int64) = i == r.stop ? nothing : (i + 1, i + 1)
range_element(r::OneTo, i::Int64) = i
function getindex(r::OneTo, i::Int64)
    (i < 1) | (i > r.stop) && throw(BoundsError(r, i))
    return i
end
in(x::Integer, r::OneTo) = (1 <= x) & (x <= r.stop)
print(io::IO, r::OneTo) = print(io, "Base.OneTo(", r.stop, ')')
show(io::IO, r::OneTo) = print(io, r)
==(a::OneTo, b::OneTo) = a.stop == b.stop

const AnyArray = Union{Array, BitArray}
axes(a::AbstractArray) = map(OneTo, size(a))
axes(a::AbstractArray, d::Int64) = OneTo(size(a, d))
# (a vector's indices are its axis, whatever kind of vector it is)
eachindex(a::Union{AnyArray, AbstractVector}) = OneTo(length(a))
# any other array is indexed fastest by its subscripts (IndexCartesian)
eachindex(a::AbstractArray) = CartesianIndices(size(a))
# eachindex(a, b...): the indices every argument shares, linear when all are
# arrays (or vectors) that Julia indexes linearly, else Cartesian ones over
# the common axes; arguments that differ are a DimensionMismatch
function eachindex(a::Union{AnyArray, AbstractVector}, b::Union{AnyArray, AbstractVector}...)
    inds = OneTo(length(a))
    all(x -> OneTo(length(x)) == inds, b) || throw(DimensionMismatch(string(
        "all inputs to eachindex must have the same indices, got ", join(map(x -> OneTo(length(x)), (a, b...)), ", ", " and "))))
    return inds
end
function eachindex(a::AbstractArray, b::AbstractArray...)
    ax = axes(a)
    all(x -> axes(x) == ax, b) || throw(DimensionMismatch(string(
        "all inputs to eachindex must have the same axes, got ", join(map(axes, (a, b...)), ", ", " and "))))
    return CartesianIndices(ax)
end

# ---- the same elements in another shape (shared, as Julia's) ----
function check_reshape(a, dims::Tuple, n::Int64)
    n == length(a) ||
        throw(DimensionMismatch(string("new dimensions ", dims, " must be consistent with array length ", length(a))))
    return nothing
end
reshape(a::Array{T}, n::Int64) where {T} = (check_reshape(a, (n,), n); Core._array_share(Vector{T}, a, n))
reshape(a::Array{T}, m::Int64, n::Int64) where {T} = (check_reshape(a, (m, n), m * n); Core._array_share(Matrix{T}, a, m, n))
reshape(a::Array, ::typeof(:), n::Int64) = reshape(a, inferred_dim(a, n), n)
reshape(a::Array, m::Int64, ::typeof(:)) = reshape(a, m, inferred_dim(a, m))
reshape(a::Array, dims::Tuple) = reshape(a, dims...)
reshape(r::AbstractRange, dims...) = reshape(collect(r), dims...)
function inferred_dim(a, known::Int64)
    (known != 0 && rem(length(a), known) == 0) ||
        throw(DimensionMismatch(string("array size ", length(a), " must be divisible by the product of the new dimensions (", known, ", :)")))
    return div(length(a), known)
end
vec(a::Array{T}) where {T} = Core._array_share(Vector{T}, a, length(a))
vec(r::AbstractRange) = collect(r)

# ---- new matrices from old ----
# the matrix with element (i, j) = f(i, j), of the type of its first element
function matrix_of(f, m::Int64, n::Int64, ::Type{T}) where {T}
    b = Matrix{T}(undef, m, n)
    for j in 1:n, i in 1:m
        @inbounds b[i, j] = f(i, j)
    end
    return b
end
permutedims(a::AbstractMatrix{T}) where {T} = matrix_of((i, j) -> @inbounds(a[j, i]), size(a, 2), size(a, 1), T)
permutedims(v::Vector{T}) where {T} = matrix_of((i, j) -> @inbounds(v[j]), 1, length(v), T)
rotl90(a::AbstractMatrix{T}) where {T} = matrix_of((i, j) -> @inbounds(a[j, size(a, 2) - i + 1]), size(a, 2), size(a, 1), T)
rotr90(a::AbstractMatrix{T}) where {T} = matrix_of((i, j) -> @inbounds(a[size(a, 1) - j + 1, i]), size(a, 2), size(a, 1), T)
rot180(a::AbstractMatrix{T}) where {T} = matrix_of((i, j) -> @inbounds(a[size(a, 1) - i + 1, size(a, 2) - j + 1]), size(a, 1), size(a, 2), T)
# reverse(m; dims): the rows (dims=1) or the columns (dims=2) in reverse
# order; along a further dimension, of length 1, nothing moves
function reverse(a::Matrix{T}; dims::Int64) where {T}
    m, n = size(a)
    flip(k, len, d) = d == dims ? len - k + 1 : k
    return matrix_of((i, j) -> @inbounds(a[flip(i, m, 1), flip(j, n, 2)]), m, n, T)
end

# repeat(v; inner, outer): each element inner times, the whole outer times
repeat(v::Vector; inner::Int64=1, outer::Int64=1) = repeat([x for x in v for _ in 1:inner], outer)
# repeat(v, m[, n]): m copies down (and n across)
function repeat(v::Vector{T}, m::Int64) where {T}
    (m < 0) && throw(ArgumentError(string("negative count: ", m)))   # as Julia's
    b = Vector{T}(undef, length(v) * m)
    for k in 0:(m - 1), i in 1:length(v)
        Core._arraycopy!(b, k * length(v) + i, v, i)
    end
    return b
end
repeat(v::Vector{T}, m::Int64, n::Int64) where {T} =
    matrix_of((i, j) -> Core._arrayref(v, mod1(i, length(v))), length(v) * m, n, T)
repeat(a::Matrix{T}, m::Int64, n::Int64=1) where {T} =
    matrix_of((i, j) -> @inbounds(a[mod1(i, size(a, 1)), mod1(j, size(a, 2))]), size(a, 1) * m, size(a, 2) * n, T)

# circshift(v, k): element i moves to i + k, wrapping around
function circshift(v::Vector{T}, k::Int64) where {T}
    n = length(v)
    b = Vector{T}(undef, n)
    for i in 1:n
        Core._arraycopy!(b, mod(i - 1 + k, n) + 1, v, i)
    end
    return b
end
circshift(a::Matrix{T}, k::Int64) where {T} = circshift(a, (k, 0))
circshift(a::Matrix{T}, k::Tuple{Int64, Int64}) where {T} =
    matrix_of((i, j) -> @inbounds(a[mod(i - 1 - k[1], size(a, 1)) + 1, mod(j - 1 - k[2], size(a, 2)) + 1]), size(a, 1), size(a, 2), T)

# ---- blocks of a matrix: m[rows, cols] with ranges, index vectors or `:` ----
const BlockIndex = Union{IndexRange, Vector{Int64}, typeof(:)}
block_indices(a::Matrix, d::Int64, ::typeof(:)) = 1:size(a, d)
block_indices(a::Matrix, d::Int64, i::Union{IndexRange, Vector{Int64}}) = i
block_indices(a::Matrix, d::Int64, i::Int64) = i
function check_block(a::Matrix, I, J)
    in_dim(a, 1, I) && in_dim(a, 2, J) || throw(BoundsError(a, (I, J)))
    return nothing
end
in_dim(a::Array, d::Int64, i::Int64) = (i >= 1) & (i <= size(a, d))
in_dim(a::Array, d::Int64, r) = all(i -> (i >= 1) & (i <= size(a, d)), r)
function getindex(a::Matrix{T}, i::BlockIndex, j::BlockIndex) where {T}
    I, J = block_indices(a, 1, i), block_indices(a, 2, j)
    check_block(a, I, J)
    return matrix_of((p, q) -> @inbounds(a[I[p], J[q]]), length(I), length(J), T)
end
# one index a number: that dimension goes, as in Julia (m[1, 2:3] is a Vector)
function getindex(a::Matrix{T}, i::Int64, j::Union{IndexRange, Vector{Int64}}) where {T}
    check_block(a, i, j)
    return [@inbounds(a[i, q]) for q in j]
end
function getindex(a::Matrix{T}, i::Union{IndexRange, Vector{Int64}}, j::Int64) where {T}
    check_block(a, i, j)
    return [@inbounds(a[p, j]) for p in i]
end
# a[i, j] = b for a block (a row, a column or more): b has as many elements
# as the block, taken in its own (column-major) order, and a matrix b is not
# cut across its columns: Julia's setindex_shape_check.
setindex!(a::Matrix, b::AbstractArray, i::BlockIndex, j::BlockIndex) = assign_block!(a, b, i, j)
setindex!(a::Matrix, b::AbstractArray, i::Int64, j::BlockIndex) = assign_block!(a, b, i, j)
setindex!(a::Matrix, b::AbstractArray, i::BlockIndex, j::Int64) = assign_block!(a, b, i, j)
function assign_block!(a::Matrix, b::AbstractArray, i, j)
    I, J = block_indices(a, 1, i), block_indices(a, 2, j)
    check_block(a, I, J)
    ni, nj = index_count(I), index_count(J)
    fits = length(b) == ni * nj && (length(size(b)) != 2 || ni == 1 || ni == size(b, 1) || size(b, 1) == 1)
    fits || throw(DimensionMismatch(string("tried to assign ", dims_text(size(b)), " array to ", dims_text((ni, nj)), " destination")))
    k = 0
    for x in b
        @inbounds a[nth_index(I, k % ni + 1), nth_index(J, k ÷ ni + 1)] = x
        k += 1
    end
    return a
end
index_count(i::Int64) = 1
index_count(r) = length(r)
nth_index(i::Int64, ::Int64) = i
nth_index(r, p::Int64) = r[p]
# a single value to a block is refused, as Julia refuses it
const single_value_to_block = ArgumentError(
    "indexed assignment with a single value to possibly many locations is not supported; perhaps use broadcasting `.=` instead?")
setindex!(a::Matrix, x, i::BlockIndex, j::BlockIndex) = throw(single_value_to_block)
setindex!(a::Matrix, x, i::Int64, j::BlockIndex) = throw(single_value_to_block)
setindex!(a::Matrix, x, i::BlockIndex, j::Int64) = throw(single_value_to_block)
# (1,) is "1-element", (2, 3) "2×3", as Julia's dims2string
dims_text(d::Tuple) = length(d) == 1 ? string(d[1], "-element") : join(d, '×')

# ---- reductions along dimensions: sum(m; dims=1) is a 1×n matrix ----
# Each dimension in `dims` has length 1 in the result (one beyond the
# array's has length 1 already); each element folds the slice of a through
# it, in memory order. Without init the fold starts from the widened first
# element, as sum and prod widen; with init each fold starts from init, and
# the result holds init's type, as Julia fills its result with init first.
sum(a::AbstractArray; dims=:, init=NoInit()) = reduce_along(Elements(), add_sum, a, dims, init)
prod(a::AbstractArray; dims=:, init=NoInit()) = reduce_along(Elements(), mul_prod, a, dims, init)
maximum(a::AbstractArray; dims=:, init=NoInit()) = reduce_along(Elements(), max, a, dims, init)
minimum(a::AbstractArray; dims=:, init=NoInit()) = reduce_along(Elements(), min, a, dims, init)
reduce(op, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(Elements(), op, a, dims, init)
# of f of each element
sum(f, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(f, add_sum, a, dims, init)
prod(f, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(f, mul_prod, a, dims, init)
maximum(f, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(f, max, a, dims, init)
minimum(f, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(f, min, a, dims, init)
mapreduce(f, op, a::AbstractArray; dims=:, init=NoInit()) = reduce_along(f, op, a, dims, init)
# count, any and all along dimensions; over the whole array as over any
# collection (any and all stopping at the first that decides)
count(f, a::AbstractArray; dims=:, init=0) = count_along(f, a, dims, init)
count(a::AbstractArray; dims=:, init=0) = count(identity, a; dims=dims, init=init)
any(f, a::AbstractArray; dims=:) = any_along(f, a, dims)
all(f, a::AbstractArray; dims=:) = all_along(f, a, dims)
count_along(f, a, ::typeof(:), init) = count_all(f, a, init)
count_along(f, a, dims, init) = reduce_along(f, add_sum, a, dims, init)
any_along(f, a, ::typeof(:)) = first_deciding(f, a, true)
any_along(f, a, dims) = reduce_along(f, |, a, dims, NoInit())
all_along(f, a, ::typeof(:)) = first_deciding(f, a, false)
all_along(f, a, dims) = reduce_along(f, &, a, dims, NoInit())
any(a::AbstractArray; dims=:) = any(identity, a; dims=dims)
all(a::AbstractArray; dims=:) = all(identity, a; dims=dims)
reduce_along(f, op, a::AbstractArray, ::typeof(:), init) = mapfoldl_impl(f, op, init, a)
reduce_along(f, op, a::AbstractArray, dims, init) = reduce_dims(f, op, a, region(dims), init)
# dims as a tuple of dimensions, each checked (Julia's messages)
function region(dims::Int64)
    dims < 1 && throw(ArgumentError(string("dimension must be ≥ 1, got ", dims)))
    return (dims,)
end
function region(dims::Tuple{Vararg{Int64}})
    for d in dims
        d < 1 && throw(ArgumentError(string("region dimension(s) must be ≥ 1, got ", d)))
    end
    return dims
end
function reduce_dims(f, op, a::AbstractArray{T}, dims::Tuple, init) where {T}
    R = reduced_eltype(f, op, T, init)
    return map_reduced(slice -> fold_slice(f, op, a, slice, R, init), R, a, dims)
end
# The array of shape reduced_shape(size(a), dims) whose element at I is
# g(slice), slice the CartesianIndices of a's elements reduced into I: what
# every reduction along dimensions is made of.
function map_reduced(g, ::Type{R}, a::AbstractArray, dims::Tuple) where {R}
    b = array_of_shape(R, reduced_shape(size(a), dims))
    k = 0
    for I in CartesianIndices(size(b))
        k += 1
        Core._arrayset(b, convert(R, g(CartesianIndices(slice_through(size(a), dims, I.I)))), k)
    end
    return b
end
# the shape sz with the dimensions in dims of length 1; the ranges of the
# slice through I along them
reduced_shape(sz::NTuple{N, Int64}, dims::Tuple) where {N} = ntuple(d -> d in dims ? 1 : sz[d], Val(N))
slice_through(sz::NTuple{N, Int64}, dims::Tuple, I::Tuple) where {N} =
    ntuple(d -> d in dims ? (1:sz[d]) : (I[d]:I[d]), Val(N))
# the tuple t with t[d] = x (the same t for d beyond it)
with_index(t::NTuple{N, Int64}, d::Int64, x::Int64) where {N} = ntuple(k -> k == d ? x : t[k], Val(N))
reduced_eltype(f, op, ::Type{T}, ::NoInit) where {T} = Core._return_type(x -> op(reduce_first(op, f(x)), f(x)), T)
reduced_eltype(f, op, ::Type{T}, init::I) where {T, I} = I
# op folded over f of the elements of a at the indices in slice: from the
# first (widened), or from init
function fold_slice(f, op, a, slice, ::Type{R}, ::NoInit) where {R}
    isempty(slice) && return convert(R, mapreduce_empty(f, op, eltype(a)))
    first_done = false
    acc = convert(R, reduce_first(op, f(@inbounds(a[first(slice)]))))
    for J in slice
        first_done ? (acc = convert(R, op(acc, f(@inbounds(a[J]))))) : (first_done = true)
    end
    return acc
end
function fold_slice(f, op, a, slice, ::Type{R}, init) where {R}
    acc = convert(R, init)
    for J in slice
        acc = convert(R, op(acc, f(@inbounds(a[J]))))
    end
    return acc
end

# ---- the best of each slice, and extrema, along dimensions ----
# findmax(f, a; dims) and the like: an array of the best f-values and one of
# their CartesianIndex in a, each slice searched as findmax searches (the
# first of equals kept, NaN as Julia orders it).
function find_best_along(f, a::AbstractArray{T, N}, dims, better) where {T, N}
    ds = region(dims)
    isempty(a) && prod(reduced_shape(size(a), ds)) != 0 &&
        throw(ArgumentError("collection slices must be non-empty"))
    best = map_reduced(slice -> find_best(f, slice, better, J -> a[J], identity),
                       Tuple{Core._return_type(f, T), CartesianIndex{N}}, a, ds)
    return (map(first, best), map(last, best))
end
extrema(a::AbstractArray; dims=:) = extrema_along(identity, a, dims)
extrema(f, a::AbstractArray; dims=:) = extrema_along(f, a, dims)
extrema_along(f, a, ::typeof(:)) = extrema_all(f(x) for x in a)
# each slice's (min, max): a fold over pairs, as Julia's mapreduce of them
extrema_along(f, a, dims) = reduce_along(x -> (f(x), f(x)), extrema_pair, a, dims, NoInit())
extrema_pair(p, q) = (min(p[1], q[1]), max(p[2], q[2]))

# the k-th dimension d in 1:N (in increasing order) for which keep(d), or 0
function nth_dim(keep, k::Int64, N::Int64)
    for d in 1:N
        keep(d) && (k -= 1)
        k == 0 && return d
    end
    return 0
end

# ---- dropdims(a; dims): the same elements without dimensions of length 1 ----
dropdims(a::AbstractArray; dims) = drop_dims(a, dims isa Integer ? (Int64(dims),) : dims)
function drop_dims(a::AbstractArray{T, N}, dims::Tuple{Vararg{Int64}}) where {T, N}
    for i in 1:length(dims)
        1 <= dims[i] <= N || throw(ArgumentError("dropped dims must be in range 1:ndims(A)"))
        size(a, dims[i]) == 1 || throw(ArgumentError("dropped dims must all be size 1"))
        for j in 1:(i - 1)
            dims[j] == dims[i] && throw(ArgumentError("dropped dims must be unique"))
        end
    end
    N == length(dims) && throw(ArgumentError("jlc: dropdims of every dimension (a 0-dimensional array) is not supported yet"))
    # (shared with a, as reshape shares)
    return reshape(a, ntuple(k -> size(a, nth_dim(d -> !(d in dims), k, N)), Val(N - length(dims))))
end

# ---- diff(a; dims): differences of neighbours along dimension dims ----
function diff(a::AbstractArray{T, N}; dims::Integer) where {T, N}
    1 <= dims <= N || throw(ArgumentError(string("dimension ", dims, " out of range (1:", N, ")")))
    next = CartesianIndex(ntuple(d -> d == dims ? 1 : 0, Val(N)))
    return map(I -> a[I + next] - a[I], CartesianIndices(with_index(size(a), Int64(dims), max(size(a, dims) - 1, 0))))
end
