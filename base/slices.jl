# slices.jl — eachrow, eachcol, eachslice (arrays of views into a matrix) and
# stack (the inverse: slices put together into one array), as Julia's.

abstract type AbstractSlices{T, N} <: AbstractArray{T, N} end

# The slices of `parent` along one dimension: slice i is view(parent, i, :)
# (SM = Tuple{Int64, typeof(:)}) or view(parent, :, i) (Tuple{typeof(:), Int64}).
struct Slices{P, SM, AX, S, N} <: AbstractSlices{S, N}
    parent::P
    axes::AX
end
slices_of(a::AbstractMatrix, ::Type{SM}, ax::AbstractUnitRange, ::Type{S}) where {SM, S} =
    Slices{typeof(a), SM, Tuple{typeof(ax)}, S, 1}(a, (ax,))

eachrow(a::AbstractMatrix) =
    slices_of(a, Tuple{Int64, typeof(:)}, axes(a, 1), Core._return_type(i -> view(a, i, :), Int64))
eachcol(a::AbstractMatrix) =
    slices_of(a, Tuple{typeof(:), Int64}, axes(a, 2), Core._return_type(j -> view(a, :, j), Int64))

# eachslice(a; dims): the slices along dims, each keeping the other dimension
function eachslice(a::AbstractMatrix; dims)
    d = slice_dim(dims)
    d == 1 && return eachrow(a)
    d == 2 && return eachcol(a)
    throw(DimensionMismatch(string("Invalid dimension ", d)))
end
eachslice(a::AbstractArray; dims) =
    throw(ArgumentError("jlc: eachslice of an array that is not a matrix is not supported yet"))
slice_dim(d::Integer) = Int64(d)
slice_dim(d::Tuple{Integer}) = Int64(d[1])
slice_dim(dims) = throw(ArgumentError("jlc: eachslice with several dims is not supported yet"))

size(s::Slices) = map(length, s.axes)
axes(s::Slices) = s.axes
parent(s::Slices) = s.parent
checkbounds(s::Slices, i::Int64) = (i < 1) | (i > length(s)) && throw(BoundsError(s, (i,)))
function getindex(s::Slices{P, Tuple{Int64, typeof(:)}}, i::Int64) where {P}
    checkbounds(s, i)
    return view(s.parent, i, :)
end
function getindex(s::Slices{P, Tuple{typeof(:), Int64}}, j::Int64) where {P}
    checkbounds(s, j)
    return view(s.parent, :, j)
end
# a slice replaced: the elements copied into the parent
setindex!(s::Slices, x, i::Int64) = (copyto!(s[i], x); s)

# ---- stack ----
# stack(iter; dims): slices of equal size (arrays, tuples, ranges) as one
# array; by default along a new last dimension, with dims=k along dimension k.
stack(iter; dims=:) = stack_slices(dims, collect_slices(iter))
stack(f, iter; dims=:) = stack_slices(dims, collect_slices(f(x) for x in iter))
stack(f, xs, yzs...; dims=:) = stack_slices(dims, collect_slices(f(xy...) for xy in zip(xs, yzs...)))

collect_slices(a::Union{Tuple, AbstractArray}) = a
collect_slices(itr) = collect(itr)

# the element type: the slices' (promoted over them when their type does not say)
stack_eltype(slices) = stack_eltype(slices, eltype(eltype(slices)))
stack_eltype(slices, ::Type{T}) where {T} = isconcretetype(T) ? T : mapreduce(eltype, promote_type, slices)

slice_axes(x::AbstractArray) = axes(x)
slice_axes(x) = (OneTo(length(x)),)

function stack_size_check(x, ax1::Tuple)
    slice_axes(x) == ax1 && return nothing
    throw(DimensionMismatch(string("stack expects uniform slices, got axes(x) == ",
                                   map(UnitRange, slice_axes(x)), " while first had ", map(UnitRange, ax1))))
end
stack_empty() = throw(ArgumentError("`stack` on an empty collection is not allowed"))

# along a new last dimension: each slice's elements one after the other
function stack_slices(::typeof(:), slices)
    isempty(slices) && stack_empty()
    x1 = first(slices)
    ax1 = slice_axes(x1)
    b = array_of_shape(stack_eltype(slices), (map(length, ax1)..., length(slices)))
    k = 0
    for x in slices
        stack_size_check(x, ax1)
        for e in x
            k += 1
            @inbounds b[k] = e
        end
    end
    return b
end
# along dimension `dims` of a result whose slices are vectors (or iterables of
# one dimension): dims=1 puts slice i in row i
function stack_slices(dims::Integer, slices)
    isempty(slices) && stack_empty()
    x1 = first(slices)
    ax1 = slice_axes(x1)
    n = length(ax1) + 1
    dims in 1:n || throw(ArgumentError(string("cannot stack slices ndims(x) = ", n - 1, " along dims = ", dims)))
    dims == n && return stack_slices(:, slices)
    n == 2 || throw(ArgumentError("jlc: stack of slices of more than one dimension along dims < ndims is not supported yet"))
    b = array_of_shape(stack_eltype(slices), (length(slices), length(ax1[1])))
    i = 0
    for x in slices
        stack_size_check(x, ax1)
        i += 1
        j = 0
        for e in x
            j += 1
            @inbounds b[i, j] = e
        end
    end
    return b
end

# ---- mapslices(f, a; dims) ----
# f of each slice of a that runs along dims (a copy, a[:, j] for dims=1 of a
# matrix: f may change it), the results in a's shape, each in the place of
# its slice: along dims as long as f's results are (a number is one element
# long). The element type is the first result's, as Julia's.
mapslices(f, a::AbstractArray; dims) = map_slices(f, a, mapslices_dims(dims, ndims(a)))
mapslices_dims(d::Integer, N::Int64) = mapslices_dims((Int64(d),), N)
function mapslices_dims(dims::Tuple, N::Int64)
    for d in dims
        d >= 1 || throw(ArgumentError(string("mapslices: dimension must be ≥ 1, got ", d)))
        d > N && throw(ArgumentError(string("mapslices does not accept dimensions > ndims(A) = ", N, ", got ", d)))
    end
    return map(Int64, dims)
end
map_slices(f, a::AbstractArray, ::Tuple{}) = map(f, a)
function map_slices(f, a::AbstractArray{T, N}, dims::Tuple) where {T, N}
    # the slices' shape: the lengths of dims, in increasing order
    shape = ntuple(k -> size(a, nth_dim(d -> d in dims, k, N)), Val(length(dims)))
    slice_at(I) = copy_slice!(array_of_shape(eltype(a), shape), a, CartesianIndices(slice_through(size(a), dims, I.I)))
    # one slice for each index of the other dimensions (1 in those of dims)
    starts = CartesianIndices(reduced_shape(size(a), dims))
    r1 = f(slice_at(first(starts)))
    check_slice_result(r1, length(dims))
    # along dimension d of dims, the length of the k-th dimension of the result, k d's rank in dims
    rshape = ntuple(d -> d in dims ? slice_result_length(r1, count(x -> x <= d, dims)) : size(a, d), Val(N))
    out = array_of_shape(slice_result_eltype(r1), rshape)
    for I in starts
        r = I == first(starts) ? r1 : f(slice_at(I))
        store_slice!(out, CartesianIndices(slice_through(rshape, dims, I.I)), r)
    end
    return out
end
function copy_slice!(s::Array, a::AbstractArray, slice)
    k = 0
    for J in slice
        k += 1
        @inbounds s[k] = a[J]
    end
    return s
end
slice_result_eltype(r::AbstractArray) = eltype(r)
slice_result_eltype(r) = typeof(r)
slice_result_length(r::AbstractArray, k::Int64) = size(r, k)
slice_result_length(r, k::Int64) = 1
# a result of more dimensions than dims has must be 1 long in the others
check_slice_result(r, n::Int64) = nothing
function check_slice_result(r::AbstractArray, n::Int64)
    sz = size(r)
    length(sz) > n && any(d -> sz[d] > 1, (n + 1):length(sz)) && throw(DimensionMismatch(string(
        "mapslices cannot assign slice f(x) of size ", sz, " into output of size ", sz[1:n])))
    return nothing
end
# each result into its place; a result of another length than the first is
# refused as Julia's indexed assignment refuses it
function store_slice!(out::AbstractArray, dest, r::AbstractArray)
    length(r) == length(dest) || throw(DimensionMismatch(string(
        "tried to assign ", dims_text(size(r)), " array to ", dims_text(size(dest)), " destination")))
    for (J, x) in zip(dest, r)
        out[J] = x
    end
    return out
end
function store_slice!(out::AbstractArray, dest, r)
    for J in dest
        out[J] = r
    end
    return out
end

# ---- sortslices(a; dims, lt, by, rev): the rows (dims=1) or columns
# (dims=2) of a matrix in sorted order, each compared as a whole vector
# (lexicographically unless lt or by say otherwise); stable, as sortperm ----
function sortslices(a::AbstractMatrix; dims, kws...)
    dims == 1 && return a[sortperm(collect(eachrow(a)); kws...), :]
    dims == 2 && return a[:, sortperm(collect(eachcol(a)); kws...)]
    # (what Julia's permutation of the slices' indices says)
    throw(ArgumentError("no valid permutation of dimensions"))
end
