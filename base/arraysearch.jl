# arraysearch.jl — finding in and scanning vectors: findmax/findmin,
# argmax/argmin, extrema, cumsum/cumprod, unique, allunique, indexin,
# searchsorted*, partialsort, first/last with counts, copyto!, cat.

# ---- extremes ----
# Julia's orders: findmax keeps the first of equal maxima and takes NaN as
# the largest value (isless); findmin takes NaN as the smallest.
reflexive(x) = x == x
isgreater(a, b) = reflexive(a) & reflexive(b) ? isless(b, a) : isless(a, b)

# (the best f(value(x)) over the x of itr, by better(best, y), and the
# label(x) of that x)
function find_best(f, itr, better, value, label)
    next = iterate(itr)
    next === nothing && empty_reduce_error()
    x, state = next
    best, at = f(value(x)), label(x)
    next = iterate(itr, state)
    while next !== nothing
        x, state = next
        y = f(value(x))
        if better(best, y)
            best, at = y, label(x)
        end
        next = iterate(itr, state)
    end
    return (best, at)
end
# (the best of f over itr, and its position)
find_best(f, itr, better) = find_best(f, enumerate(itr), better, last, first)
findmax(f, v) = find_best(f, v, isless)
findmin(f, v) = find_best(f, v, isgreater)
# a Dict's index is a key, a String's a byte index: Julia goes over pairs(x)
findmax(f, x::Union{AbstractDict, AbstractString}) = find_best(f, pairs(x), isless, p -> p.second, p -> p.first)
findmin(f, x::Union{AbstractDict, AbstractString}) = find_best(f, pairs(x), isgreater, p -> p.second, p -> p.first)
findmax(v) = findmax(identity, v)
findmin(v) = findmin(identity, v)
argmax(v) = findmax(v)[2]
argmin(v) = findmin(v)[2]
# argmax(f, itr): the element (not its index) where f is largest
argmax(f, itr) = find_best(f, itr, isless, identity, identity)[2]
argmin(f, itr) = find_best(f, itr, isgreater, identity, identity)[2]

# (minimum, maximum) in one pass, compared as min and max do (of an array
# along dims: multidimensional.jl)
extrema(itr) = extrema_all(itr)
function extrema_all(itr)
    next = iterate(itr)
    next === nothing && empty_reduce_error()
    x, state = next
    lo, hi = x, x
    next = iterate(itr, state)
    while next !== nothing
        x, state = next
        lo, hi = min(lo, x), max(hi, x)
        next = iterate(itr, state)
    end
    return (lo, hi)
end
extrema(f, itr) = extrema_all(f(x) for x in itr)

# ---- running sums and products, widened as sum and prod widen ----
# the element type: op of the widened first element and an element
accumulate_eltype(op, ::Type{T}) where {T} = Core._return_type(x -> op(reduce_first(op, x), x), T)

cumprod(v::Vector; dims::Int64=1) = accumulate(mul_prod, v; dims=dims)
# diff(v): the differences of neighbouring elements, v[i + 1] - v[i] (of
# an array along dims: multidimensional.jl)
function diff(v::AbstractVector; dims::Integer=1)
    dims == 1 || throw(ArgumentError(string("dimension ", dims, " out of range (1:1)")))
    return [v[i + 1] - v[i] for i in 1:(length(v) - 1)]
end

# Julia's cumsum adds pairwise, which rounds floats its own way: within a
# block of fewer than 128 elements, c[i] is s + (v[lo] + ... + v[i]), s the
# sum before the block; longer spans are halved. (Integers come out the same.)
# (Along a further dimension each element is its own sum, and any dims but 1
# counts as one: Julia's _cumsum! of a vector.)
function cumsum(v::Vector{T}; dims::Int64=1) where {T}
    c = Vector{accumulate_eltype(add_sum, T)}(undef, length(v))
    dims == 1 || return copyto!(c, v)
    isempty(v) && return c
    c[1] = reduce_first(add_sum, Core._arrayref(v, 1))
    length(v) > 1 && cumsum_span!(c, v, c[1], 2, length(v) - 1)
    return c
end
function cumsum_span!(c::Vector{S}, v::Vector, s::S, lo::Int64, n::Int64) where {S}
    if n < 128
        t = convert(S, Core._arrayref(v, lo))
        c[lo] = add_sum(s, t)
        for i in (lo + 1):(lo + n - 1)
            t = add_sum(t, Core._arrayref(v, i))
            c[i] = add_sum(s, t)
        end
        return t
    end
    h = n >> 1
    t = cumsum_span!(c, v, s, lo, h)
    return convert(S, add_sum(t, cumsum_span!(c, v, convert(S, add_sum(s, t)), lo + h, n - h)))
end
cumsum(r::AbstractRange) = cumsum(collect(r))
cumprod(r::AbstractRange) = cumprod(collect(r))

# Along dimension `dims` of an array of any shape, element by element in
# order (not pairwise: Julia's accumulate!); along a dimension beyond the
# array's each element is copied as it is (init not applied), as Julia does.
cumsum(a::AbstractArray; dims::Int64) = accumulate(add_sum, a; dims=dims)
cumprod(a::AbstractArray; dims::Int64) = accumulate(mul_prod, a; dims=dims)
accumulate(op, a::AbstractArray{T}; dims::Int64, init=NoInit()) where {T} =
    accumulate_dims!(op, array_of_shape(accumulate_type(op, T, init), size(a)), a, dims, init)
function accumulate_dims!(op, dest::Array{R}, a::AbstractArray{T, N}, dims::Int64, init) where {R, T, N}
    dims > 0 || throw(ArgumentError("dims must be a positive integer"))
    size(dest) == size(a) || throw(DimensionMismatch("shape of B must match A"))
    if dims > N
        for I in CartesianIndices(a)
            dest[I] = a[I]
        end
        return dest
    end
    n = size(a, dims)
    n == 0 && return dest
    for I in CartesianIndices(with_index(size(a), dims, 1))
        acc = convert(R, init isa NoInit ? reduce_first(op, a[I]) : op(init, a[I]))
        dest[I] = acc
        for j in 2:n
            J = CartesianIndex(with_index(I.I, dims, j))
            acc = convert(R, op(acc, a[J]))
            dest[J] = acc
        end
    end
    return dest
end

# ---- distinct elements, in the order they first appear ----
# unique(f, v): the elements whose f(x) has not come before
function unique(f, v::Vector{T}) where {T}
    seen = Set{Core._return_type(f, T)}()
    out = Vector{T}(undef, 0)
    for x in v
        y = f(x)
        if !in(y, seen)
            push!(seen, y)
            push!(out, x)
        end
    end
    return out
end
unique(v::Vector) = unique(identity, v)
unique(r::AbstractRange) = unique(collect(r))
unique(itr) = unique(collect(itr))      # a generator, a tuple, a Set...
function unique!(v::Vector{T}) where {T}
    seen = Set{T}()
    return filter!(x -> !in(x, seen) && (push!(seen, x); true), v)
end
allunique(v::Union{Vector, AbstractRange}) = length(unique(v)) == length(v)

# indexin(a, b): for each element of a, its first index in b, or nothing
function indexin(a, b::Vector{T}) where {T}
    first_at = Dict{T, Int64}()
    for i in length(b):-1:1
        first_at[Core._arrayref(b, i)] = i
    end
    out = Vector{Union{Nothing, Int64}}(undef, 0)
    for x in a
        push!(out, get(first_at, x, nothing))
    end
    return out
end

# ---- sorted vectors: binary search in the order sort uses ----
function searchsortedfirst(v::Union{Vector, AbstractRange}, x; lt=isless, by=identity, rev::Bool=false)
    o = Ordering(lt, by, rev)
    lo, hi = 1, length(v) + 1          # the answer is in lo:hi
    while lo < hi
        mid = (lo + hi) >>> 1
        before(o, v[mid], x) ? (lo = mid + 1) : (hi = mid)
    end
    return lo
end
function searchsortedlast(v::Union{Vector, AbstractRange}, x; lt=isless, by=identity, rev::Bool=false)
    o = Ordering(lt, by, rev)
    lo, hi = 0, length(v)              # the answer is in lo:hi
    while lo < hi
        mid = (lo + hi + 1) >>> 1
        before(o, x, v[mid]) ? (hi = mid - 1) : (lo = mid)
    end
    return lo
end
searchsorted(v::Union{Vector, AbstractRange}, x; lt=isless, by=identity, rev::Bool=false) =
    searchsortedfirst(v, x; lt=lt, by=by, rev=rev):searchsortedlast(v, x; lt=lt, by=by, rev=rev)

# partialsort(v, k): what sort(v)[k] is (a range k gives a vector)
partialsort(v::Vector, k::Union{Int64, UnitRange{Int64}}; lt=isless, by=identity, rev::Bool=false) =
    sort(v; lt=lt, by=by, rev=rev)[k]
partialsort!(v::Vector, k::Union{Int64, UnitRange{Int64}}; lt=isless, by=identity, rev::Bool=false) =
    sort!(v; lt=lt, by=by, rev=rev)[k]

# ---- the first and last element (a BoundsError when empty, as Julia's) ----
first(a::Union{Array, SubArray}) = a[1]
last(a::Union{Array, SubArray}) = a[length(a)]

# ---- first and last n elements (fewer when there are fewer) ----
function first(v::Union{Vector, AbstractRange}, n::Int64)
    n < 0 && throw(ArgumentError("Number of elements must be non-negative"))
    return v[1:min(n, length(v))]
end
function last(v::Union{Vector, AbstractRange}, n::Int64)
    n < 0 && throw(ArgumentError("Number of elements must be non-negative"))
    return v[max(1, length(v) - n + 1):length(v)]
end

# ---- copying into an existing vector ----
function copyto!(dest::Vector, src)
    length(src) <= length(dest) ||
        throw(BoundsError(dest, (1:length(src),)))
    k = 0
    for x in src
        k += 1
        dest[k] = x
    end
    return dest
end
function copyto!(dest::Vector, d::Int64, src::Vector, s::Int64, n::Int64)
    n < 0 && throw(ArgumentError(string("tried to copy n=", n, " elements, but n should be non-negative")))
    n == 0 && return dest
    (d < 1 || d + n - 1 > length(dest)) && throw(BoundsError(dest, (d:(d + n - 1),)))
    (s < 1 || s + n - 1 > length(src)) && throw(BoundsError(src, (s:(s + n - 1),)))
    if dest === src && d > s            # overlapping, moving up: from the end
        for k in n:-1:1
            dest[d + k - 1] = Core._arrayref(src, s + k - 1)
        end
    else
        for k in 1:n
            dest[d + k - 1] = Core._arrayref(src, s + k - 1)
        end
    end
    return dest
end
unsafe_copyto!(dest::Vector, d::Int64, src::Vector, s::Int64, n::Int64) = copyto!(dest, d, src, s, n)

# cat(xs...; dims): dims=1 stacks as vcat, dims=2 side by side as hcat,
# dims=3 or 4 one after the other along that dimension, as [a;;; b] does.
# (dims is a value, not a type parameter, so each dimension is a branch of
# its own, and the result's type depends on which: as in Julia, where only
# constant propagation makes it known.)
function cat(xs...; dims::Int64)
    dims < 1 && throw(ArgumentError(string("All cat dimensions must be positive integers, but got ", dims)))
    dims == 1 && return vcat(xs...)
    dims == 2 && return hcat(xs...)
    check_cat_sizes(dims, xs)
    dims == 3 && return ncat(Val(3), xs...)
    dims == 4 && return ncat(Val(4), xs...)
    throw(ArgumentError("jlc: cat along a dimension beyond 4 is not supported yet"))
end
# Each part agrees with the first in every dimension but dims (a dimension
# beyond a part's own has length 1), with Julia's cat message.
function check_cat_sizes(dims::Int64, xs::Tuple)
    for x in xs
        for d in 1:max(dims, ncat_ndims(x), ncat_ndims(xs[1]))
            d == dims && continue
            expected, got = ncat_size(xs[1], d), ncat_size(x, d)
            expected == got || throw(DimensionMismatch(string(
                "mismatch in dimension ", d, " (expected ", expected, " got ", got, ")")))
        end
    end
    return nothing
end

# ---- replace(a, old => new...), replace(f, a), and their ! forms ----
# Each element isequal to an `old` becomes its `new` (the first pair that
# matches), at most `count` of them, in order; replace copies, into an
# array whose element type also holds the new values.
replacement(x) = (false, x)
replacement(x, p::Pair, ps::Pair...) = isequal(x, p.first) ? (true, p.second) : replacement(x, ps...)
function replace_into!(dest::AbstractArray{T}, a::AbstractArray, count::Integer, old_new::Pair...) where {T}
    n = 0
    for i in eachindex(a)
        found, y = n < count ? replacement(a[i], old_new...) : (false, a[i])
        n += found
        # (a missing or nothing that `count` left does not fit where its
        # type was taken out: convert fails there, as in Julia)
        store_replaced!(dest, y, i)
    end
    return dest
end
store_replaced!(dest::AbstractArray, y, i) = (dest[i] = y)
store_replaced!(dest::AbstractArray{T}, y::Union{Missing, Nothing}, i) where {T} =
    y isa T ? (dest[i] = y) : convert_failed(T, y)
# (y is missing or nothing, T a type without it: Julia's words, on one line
# where T is a DataType, else each type on its own)
@noinline convert_failed(::Type{T}, y) where {T} = throw(MethodError(string("Cannot `convert` an object of type ",
    T isa DataType ? "" : "\n  ", typeof(y), " to an object of type ", T isa DataType ? "" : "\n  ", T,
    "\nThe function `convert` exists, but no method is defined for this combination of argument types.")))
# (the copy's element type: a's and the new values', less the type of an
# old value that is a singleton, missing or nothing, which cannot remain)
replaced_eltype(::Type{T}) where {T} = T
replaced_eltype(::Type{T}, p::Pair, ps::Pair...) where {T} =
    replaced_eltype(promote_type(without_singleton(T, p.first), typeof(p.second)), ps...)
without_singleton(::Type{T}, old::Union{Missing, Nothing}) where {T} = Core._typesplit(T, typeof(old))
without_singleton(::Type{T}, old) where {T} = T
replace(a::AbstractArray, old_new::Pair...; count::Integer=typemax(Int64)) =
    replace_into!(similar(a, replaced_eltype(eltype(a), old_new...)), a, count, old_new...)
replace!(a::AbstractArray, old_new::Pair...; count::Integer=typemax(Int64)) = replace_into!(a, a, count, old_new...)
# by a function: x becomes f(x), a replacement where f(x) !== x (the copy
# typed as map would type it)
function replace(f::Function, a::AbstractArray; count::Integer=typemax(Int64))
    n = 0
    return map(a) do x
        n < count || return x
        y = f(x)
        n += y !== x
        return y
    end
end
function replace!(f::Function, a::AbstractArray; count::Integer=typemax(Int64))
    n = 0
    for i in eachindex(a)
        n < count || break
        y = f(a[i])
        n += y !== a[i]
        a[i] = y
    end
    return a
end
