# array.jl — Vector{T}: elements stored inline, growing at the end.

struct UndefInitializer end
const undef = UndefInitializer()

Array{T, 1}(::UndefInitializer, n::Int64) where {T} = Core._array_new(Vector{T}, n)
Array{T, 1}() where {T} = Core._array_new(Vector{T}, 0)      # Vector{Any}(): empty

length(a::Vector) = Core._arraylen(a)
size(a::Vector) = (length(a),)
size(a::Vector, d::Int64) = d == 1 ? length(a) : 1
# any array: 1 past its dimensions, as Julia's
size(a::AbstractArray, d::Int64) = d <= length(size(a)) ? size(a)[d] : 1
isempty(a::Vector) = length(a) == 0
firstindex(a::Vector) = 1
lastindex(a::Vector) = length(a)

# BoundsError(a, i): the collection and the tuple of indices, as Julia's.
# Julia types both fields Any; here the struct is parametric, as KeyError is,
# so that each kind thrown is a concrete type of the closed world, holding
# the collection itself, rather than joining every Any-typed value of the
# program. (Its type prints bare, src/types.c: BoundsError([1, 2, 3], (4,)).)
struct BoundsError{A, I} <: Exception
    a::A
    i::I
end
showerror(io::IO, e::BoundsError) =
    print(io, "BoundsError: attempt to access ", bounds_what(e), " at index [", join(map(index_text, index_tuple(e.i)), ", "), "]")
# A tuple is named by its type, the error's parameter A: its elements may be
# held as unions, and a type made of their run-time types has no name here.
bounds_what(e::BoundsError{A}) where {A <: Tuple} = string(A)
bounds_what(e::BoundsError) = summary(e.a)
# (a string's index is one number, not a tuple, as in Julia)
index_tuple(i::Tuple) = i
index_tuple(i) = (i,)
# how the message names an index (a mask is named by the text of its summary)
index_text(i::Int64) = string(i)
index_text(r::IndexRange) = string(r)
index_text(v::Vector{Int64}) = repr(v)
index_text(s::String) = s

# What follows up to iterate is for Memory (genericmemory.jl) as for Array:
# the array builtins reach the elements of both.
const ArrayOrMemory{T} = Union{Array{T}, Memory{T}}

# The check is small enough to inline; the error is built out of line.
# (a linear index of a Matrix too: m[5])
function checkbounds(a::ArrayOrMemory, i::Int64)
    if (i < 1) | (i > length(a))
        throw_boundserror(a, i)
    end
    return nothing
end
throw_boundserror(a::ArrayOrMemory, i::Int64) = throw(BoundsError(a, (i,)))
# "3-element Vector{Int64}", "2×3 Matrix{Int64}": an array as error messages
# and display's first line name it
array_what(a) = string(dims_summary(a), typeof(a))
dims_summary(a) = length(size(a)) == 1 ? string(length(a), "-element ") : string(join(size(a), '×'), ' ')

# Under @inbounds, indexing skips the check; other collections keep theirs.
_getindex_inbounds(a, i...) = getindex(a, i...)
_setindex_inbounds!(a, x, i...) = setindex!(a, x, i...)
_getindex_inbounds(a::ArrayOrMemory, i::Int64) = Core._arrayref(a, i)
_setindex_inbounds!(a::ArrayOrMemory{T}, x, i::Int64) where {T} = (Core._arrayset(a, convert(T, x), i); a)
_getindex_inbounds(a::Matrix, i::Int64, j::Int64) = Core._arrayref(a, (j - 1) * Core._array_nrows(a) + i)
_setindex_inbounds!(a::Matrix{T}, x, i::Int64, j::Int64) where {T} =
    (Core._arrayset(a, convert(T, x), (j - 1) * Core._array_nrows(a) + i); a)

# An element held as a pointer is #undef until assigned (Vector{String}(undef, n),
# resize!): reading it throws UndefRefError; isassigned tells first.
isassigned(a::ArrayOrMemory, i::Int64) = (1 <= i <= length(a)) && Core._array_isassigned(a, i)

function getindex(a::ArrayOrMemory, i::Int64)
    checkbounds(a, i)
    return Core._arrayref(a, i)
end

# a[lo:hi]: a new vector of those elements (an empty range is always in bounds)
# a[r] for a range r of indices: a new vector of those elements
function getindex(a::Vector{T}, r::IndexRange) where {T}
    check_range(a, r)
    b = Vector{T}(undef, length(r))
    for k in 1:length(r)
        Core._arraycopy!(b, k, a, range_element(r, k))
    end
    return b
end
# (an empty range is always in bounds)
function check_range(a::AbstractVector, r::IndexRange)
    isempty(r) || ((min(first(r), last(r)) >= 1) & (max(first(r), last(r)) <= length(a))) ||
        throw(BoundsError(a, (r,)))
    return nothing
end

function setindex!(a::ArrayOrMemory{T}, x, i::Int64) where {T}
    checkbounds(a, i)
    Core._arrayset(a, convert(T, x), i)
    return a
end

function push!(a::Vector{T}, x) where {T}
    n = length(a) + 1
    Core._array_resize(a, n)
    Core._arrayset(a, convert(T, x), n)
    return a
end

function pop!(a::Vector)
    isempty(a) && throw(ArgumentError("array must be non-empty"))
    x = Core._arrayref(a, length(a))
    Core._array_resize(a, length(a) - 1)
    return x
end

function resize!(a::Vector, n::Int64)
    n < 0 && throw(ArgumentError("new length must be ≥ 0"))
    Core._array_resize(a, n)
    return a
end

push!(a::Vector, x, y, zs...) = push!(push!(a, x), y, zs...)
empty!(a::Vector) = resize!(a, 0)
# empty(v[, U]): a new empty vector of v's element type (or U)
empty(a::Vector{T}, ::Type{U}=T) where {T, U} = Vector{U}(undef, 0)

# ---- changing a vector in the middle: one routine moves the tail ----

# a[lo:hi] (empty when hi == lo - 1) replaced by the elements of items, which
# knows its length; the elements after hi move once.
function replace_span!(a::Vector{T}, lo::Int64, hi::Int64, items) where {T}
    n, m, d = length(a), length(items), hi - lo + 1
    tail = n - hi
    if lo == 1 && m != d
        # at the front the head moves, not the tail: amortised O(1), as at the end
        Core._array_resize_front(a, n - d + m)
    elseif m > d
        Core._array_resize(a, n - d + m)
        for k in tail:-1:1                # backwards: the tail moves right
            Core._arraycopy!(a, lo + m + k - 1, a, hi + k)
        end
    elseif m < d
        for k in 1:tail
            Core._arraycopy!(a, lo + m + k - 1, a, hi + k)
        end
        Core._array_resize(a, n - d + m)
    end
    k = lo
    for x in items
        Core._arrayset(a, convert(T, x), k)
        k += 1
    end
    return a
end

function insert!(a::Vector, i::Int64, x)
    (i < 1) | (i > length(a) + 1) && throw_boundserror(a, i)
    return replace_span!(a, i, i - 1, (x,))
end
pushfirst!(a::Vector, xs...) = replace_span!(a, 1, 0, xs)
prepend!(a::Vector, items) = replace_span!(a, 1, 0, items)
function append!(a::Vector, items)
    for x in items
        push!(a, x)
    end
    return a
end
append!(a::Vector, items, more...) = append!(append!(a, items), more...)

function popfirst!(a::Vector)
    isempty(a) && throw(ArgumentError("array must be non-empty"))
    x = Core._arrayref(a, 1)
    replace_span!(a, 1, 1, ())
    return x
end
deleteat!(a::Vector, i::Int64) = (checkbounds(a, i); replace_span!(a, i, i, ()))
deleteat!(a::Vector, r::UnitRange{Int64}) = (check_range(a, r); replace_span!(a, first(r), last(r), ()))
# sorted, distinct indices (as Julia requires; a mask: bitarray.jl): the kept elements move forward
function deleteat!(a::Vector, idx::Vector{Int64})
    for k in 2:length(idx)
        idx[k] > idx[k - 1] || throw(ArgumentError("indices must be unique and sorted"))
    end
    isempty(idx) || checkbounds(a, idx[1])
    isempty(idx) || checkbounds(a, idx[end])
    return keep_where!(a, k -> !insorted_ints(idx, k))
end
# keepat!(a, idx): only the elements at idx (sorted, distinct), in place
function keepat!(a::Vector, idx)
    n, prev = 0, 0
    for i in idx
        i > prev || throw(ArgumentError("indices must be unique and sorted"))
        checkbounds(a, i)
        n += 1
        Core._arraycopy!(a, n, a, i)
        prev = i
    end
    Core._array_resize(a, n)
    return a
end
# the elements whose index k passes keep(k), in order
function keep_where!(a::Vector, keep)
    j = 0
    for k in 1:length(a)
        if keep(k)
            j += 1
            Core._arraycopy!(a, j, a, k)
        end
    end
    Core._array_resize(a, j)
    return a
end
function insorted_ints(v::Vector{Int64}, x::Int64)
    lo, hi = 1, length(v)
    while lo <= hi
        mid = (lo + hi) >>> 1
        y = Core._arrayref(v, mid)
        y == x && return true
        y < x ? (lo = mid + 1) : (hi = mid - 1)
    end
    return false
end
filter!(f, a::Vector) = keep_where!(a, k -> f(Core._arrayref(a, k))::Bool)

function splice!(a::Vector, i::Int64)
    checkbounds(a, i)
    x = Core._arrayref(a, i)
    replace_span!(a, i, i, ())
    return x
end
function splice!(a::Vector, r::UnitRange{Int64}, items=())
    removed = a[r]
    replace_span!(a, first(r), last(r), items)
    return removed
end
function splice!(a::Vector, i::Int64, items)
    checkbounds(a, i)
    x = Core._arrayref(a, i)
    replace_span!(a, i, i, items)
    return x
end

function reverse!(a::Vector, lo::Int64=1, hi::Int64=length(a))
    while lo < hi
        x = Core._arrayref(a, lo)
        Core._arraycopy!(a, lo, a, hi)
        Core._arrayset(a, x, hi)
        lo += 1
        hi -= 1
    end
    return a
end
reverse(a::Vector, lo::Int64=1, hi::Int64=length(a)) = reverse!(copy(a), lo, hi)
reverse(r::OrdinalRange) = StepRange(last(r), -step(r), first(r))

# (a Matrix iterates in memory order: down each column)
iterate(a::ArrayOrMemory) = iterate(a, 1)
iterate(a::ArrayOrMemory, i::Int64) = i <= length(a) ? (Core._arrayref(a, i), i + 1) : nothing

# [a, b, c]: a vector of the elements' promoted type ([1, 2.5] is Float64[],
# [1, "a"] is Any[], [sin, cos] a Vector{Function}), as Julia's vect.
vect() = Vector{Any}(undef, 0)
vect(xs::T...) where {T} = copyto_from_tuple!(Vector{T}(undef, length(xs)), xs)
vect(xs...) = copyto_from_tuple!(Vector{promote_typeof(xs...)}(undef, length(xs)), xs)
function copyto_from_tuple!(a::Vector{T}, t::Tuple) where {T}
    for i in 1:length(t)
        @inbounds a[i] = getfield(t, i)   # (setindex!: converts, and splits a value of many types)
    end
    return a
end

function fill(x::T, n::Int64) where {T}
    a = Vector{T}(undef, n)
    for i in 1:n
        Core._arrayset(a, x, i)
    end
    return a
end
zeros(n::Int64) = fill(0.0, n)
ones(n::Int64) = fill(1.0, n)

# (#undef elements stay #undef)
function copy(a::ArrayOrMemory)
    b = similar(a)
    for i in 1:length(a)
        Core._arraycopy!(b, i, a, i)
    end
    return b
end

# Equal shapes and equal elements (== of each pair).
function ==(a::Array, b::Array)
    size(a) == size(b) || return false
    may_hold_missing(a, b) && return elements_eq_missing(a, b)
    for i in 1:length(a)
        Core._arrayref(a, i) == Core._arrayref(b, i) || return false
    end
    return true
end

# [1, 2], Int32[1, 2], Any[1, "two"]: show_vector (io.jl) names the element
# type unless the elements' own text implies it.
show(io::IO, a::Vector) = show_vector(io, a)
print(io::IO, a::Vector) = show(io, a)

# T[a, b, c]: a Vector{T} of the values converted to T.
function getindex(::Type{T}, xs...) where {T}
    a = Vector{T}(undef, length(xs))
    for i in 1:length(xs)
        a[i] = getfield(xs, i)
    end
    return a
end

# Matrix{T}: column-major, as in Julia.
Array{T, 2}(::UndefInitializer, m::Int64, n::Int64) where {T} = Core._array_new(Matrix{T}, m, n)
length(a::Matrix) = Core._arraylen(a)
size(a::Matrix) = (Core._array_nrows(a), Core._array_dim(a, 2))
size(a::Matrix, d::Int64) = d == 1 ? Core._array_nrows(a) : d == 2 ? Core._array_dim(a, 2) : 1

# In range iff 1 <= i <= rows and the linear index is within the length
# (no division to find the column count).
function checkbounds(a::Matrix, i::Int64, j::Int64)
    m = Core._array_nrows(a)
    if (i < 1) | (i > m) | (j < 1) | ((j - 1) * m + i > length(a))
        throw_boundserror(a, i, j)
    end
    return nothing
end
throw_boundserror(a::Matrix, i::Int64, j::Int64) = throw(BoundsError(a, (i, j)))

function getindex(a::Matrix, i::Int64, j::Int64)
    checkbounds(a, i, j)
    return Core._arrayref(a, (j - 1) * Core._array_nrows(a) + i)
end

function setindex!(a::Matrix{T}, x, i::Int64, j::Int64) where {T}
    checkbounds(a, i, j)
    Core._arrayset(a, convert(T, x), (j - 1) * Core._array_nrows(a) + i)
    return a
end

# An index of another integer type is converted to Int, as Julia's to_index
# does (a Bool is not an index)
const OtherIndexInt = Union{Int8, Int16, Int32, Int128, UInt8, UInt16, UInt32, UInt64, UInt128}
getindex(a::ArrayOrMemory, i::OtherIndexInt) = a[Int64(i)]
setindex!(a::ArrayOrMemory, x, i::OtherIndexInt) = setindex!(a, x, Int64(i))
getindex(a::Matrix, i::Union{Int64, OtherIndexInt}, j::OtherIndexInt) = a[Int64(i), Int64(j)]
getindex(a::Matrix, i::OtherIndexInt, j::Int64) = a[Int64(i), j]
setindex!(a::Matrix, x, i::Union{Int64, OtherIndexInt}, j::OtherIndexInt) = setindex!(a, x, Int64(i), Int64(j))
setindex!(a::Matrix, x, i::OtherIndexInt, j::Int64) = setindex!(a, x, Int64(i), j)

# get(a, i, default): a[i], or default where i is out of bounds
get(a::AbstractArray, i::Integer, default) = 1 <= i <= length(a) ? a[i] : default

function fill(x::T, m::Int64, n::Int64) where {T}
    a = Matrix{T}(undef, m, n)
    for k in 1:m * n
        Core._arrayset(a, x, k)
    end
    return a
end
zeros(m::Int64, n::Int64) = fill(0.0, m, n)
ones(m::Int64, n::Int64) = fill(1.0, m, n)

show(io::IO, a::Matrix{T}) where {T} =
    isempty(a) ? show_empty(io, a) : show_matrix(io, T, size(a)..., (i, j) -> @inbounds a[i, j])
# an empty array of 2 or more dimensions: how to make one, Matrix{Int64}(undef, 0, 3),
# or any other array's summary (0×3 MyMat), as Julia's _show_empty
show_empty(io::IO, a::Array) = print(io, typeof(a), "(undef, ", join(size(a), ", "), ')')
show_empty(io::IO, a::AbstractArray) = print(io, array_what(a))
print(io::IO, a::Matrix) = show(io, a)

# [1 2; 3 4], rows apart by "; ", as Julia: the element type first unless the
# elements imply it (Bool[1 0]), and a single column ends with ";;" ([1; 2;;]).
function show_matrix(io::IO, ::Type{T}, m::Int64, n::Int64, element) where {T}
    typeinfo_implicit(T) || print(io, T)
    print(io, '[')
    for i in 1:m
        i > 1 && print(io, "; ")
        for j in 1:n
            j > 1 && print(io, ' ')
            show_implied(io, element(i, j), T)
        end
    end
    n == 1 && print(io, ";;")
    print(io, ']')
end
lastindex(a::Array, d::Int64) = size(a, d)
firstindex(a::Array, d::Int64) = 1

zeros(::Type{T}, n::Int64) where {T} = fill(zero(T), n)
zeros(::Type{T}, m::Int64, n::Int64) where {T} = fill(zero(T), m, n)
ones(::Type{T}, n::Int64) where {T} = fill(one(T), n)
ones(::Type{T}, m::Int64, n::Int64) where {T} = fill(one(T), m, n)

# similar(a[, S]): a new array of a's shape, elements not set; fill!(a, x)
similar(a::Vector{T}) where {T} = Vector{T}(undef, length(a))
similar(a::Vector, ::Type{S}) where {S} = Vector{S}(undef, length(a))
similar(a::Matrix{T}) where {T} = Matrix{T}(undef, size(a, 1), size(a, 2))
similar(a::Matrix, ::Type{S}) where {S} = Matrix{S}(undef, size(a, 1), size(a, 2))
function fill!(a::ArrayOrMemory{T}, x) where {T}
    v = convert(T, x)
    for k in 1:length(a)
        Core._arrayset(a, v, k)
    end
    return a
end

# collect(itr), for any iterator: generator.jl
collect(a::Array) = copy(a)

# ---- higher-order functions over vectors (folds: reduce.jl) ----

# map: the element type is that of f's results. Where inference knows it is
# one concrete type, a loop stores them; otherwise the array is typed by the
# values as Julia's (generator.jl: the first's type, widened by a later one).
# Over an empty vector it is the type inference gives f's result, as Julia's.
map(f, a::Vector{T}) where {T} = map_vector(f, a, Core._return_type(f, T))
function map_vector(f, a::Vector, ::Type{R}) where {R}
    isconcretetype(R) || return collect_by_values(Generator(f, a), HasLength(), R)
    n = length(a)
    b = Vector{R}(undef, n)
    for i in 1:n
        Core._arrayset(b, f(Core._arrayref(a, i)), i)
    end
    return b
end
# a matrix or N-d array: the same shape
map(f, a::Array) = reshape(map(f, vec(a)), size(a))

# of any vector (a range, a view): a Vector, as Julia's
function filter(f, a::AbstractVector{T}) where {T}
    b = Vector{T}(undef, 0)
    for x in a
        f(x) && push!(b, x)
    end
    return b
end

function foreach(f, itr)
    for x in itr
        f(x)
    end
    return nothing
end

# a tuple's elements by index, as a vector's
function findfirst(f::Function, t::Tuple)
    for i in 1:length(t)
        f(t[i]) && return i
    end
    return nothing
end
# findnext (findprev): the first index from i on (back from i) whose element
# f holds for, or nothing; as Julia, a start before the first index (past
# the last) is a BoundsError, one past the other end finds nothing.
function findnext(f::Function, a::AbstractVector, i::Int64)
    n = length(a)
    while i <= n
        f(a[i]) && return i
        i += 1
    end
    return nothing
end
function findprev(f::Function, a::AbstractVector, i::Int64)
    while i >= 1
        f(a[i]) && return i
        i -= 1
    end
    return nothing
end
findfirst(f::Function, a::AbstractVector) = findnext(f, a, 1)
findlast(f::Function, a::AbstractVector) = findprev(f, a, length(a))
# of a vector of Bools: where the trues are
findnext(a::AbstractVector{Bool}, i::Int64) = findnext(identity, a, i)
findprev(a::AbstractVector{Bool}, i::Int64) = findprev(identity, a, i)
findfirst(a::AbstractVector{Bool}) = findnext(identity, a, 1)
findlast(a::AbstractVector{Bool}) = findprev(identity, a, length(a))
function indices_where(f, a::AbstractArray)
    found = Vector{Int64}(undef, 0)
    for i in 1:length(a)
        f(a[i]) && push!(found, i)
    end
    return found
end
findall(f::Function, a::AbstractVector) = indices_where(f, a)
# (a Vector is an Array too, whose findall gives CartesianIndex past one
# dimension: this method settles which applies)
findall(f::Function, a::Vector) = indices_where(f, a)


# ---- matrix literals: lower.c makes [a b] hcat(a, b), [a; b] vcat(a, b),
# [a b; c d] vcat(hcat(a, b), hcat(c, d)) and T[...] typed_cat(T, ...) ----
# A scalar is a 1×1 block across and a 1-element column down; the element
# type is the promotion of all the elements' types, as Julia's.
hcat(xs...) = hcat_blocks(map(row_block, xs))
vcat(xs...) = vcat_blocks(map(column_block, xs))
# numbers or vectors all of one type, by a loop (also over a splatted Vector's elements)
vcat() = Vector{Any}(undef, 0)
vcat(xs::T...) where {T<:Number} = vect(xs...)
function vcat(xs::Vector{T}...) where {T}
    a = Vector{T}(undef, 0)
    for x in xs
        for y in x
            push!(a, y)
        end
    end
    return a
end
row_block(x) = fill(x, 1, 1)
row_block(a::Array) = a
column_block(x) = fill(x, 1)
column_block(a::Array) = a
# any other array (a range, a BitArray, a user's) by its elements
row_block(a::AbstractArray) = collect(a)
column_block(a::AbstractArray) = collect(a)

# a new array of element type T and shape s (elements not set)
array_of_shape(::Type{T}, s::Tuple{Int64}) where {T} = Vector{T}(undef, s[1])
array_of_shape(::Type{T}, s::Tuple{Int64, Int64}) where {T} = Matrix{T}(undef, s[1], s[2])

blocks_eltype(bs::Tuple{Any}) = eltype(bs[1])
blocks_eltype(bs::Tuple) = promote_type(eltype(bs[1]), blocks_eltype(tail(bs)))
block_rows(bs::Tuple) = map(b -> size(b, 1), bs)
total(t::Tuple{Any}) = t[1]
total(t::Tuple) = t[1] + total(tail(t))
block_cols(bs::Tuple) = map(b -> size(b, 2), bs)

function hcat_blocks(bs::Tuple)
    rows = block_rows(bs)
    all(r -> r == rows[1], rows) ||
        throw(DimensionMismatch(string("number of rows of each array must match (got ", rows, ")")))
    return fill_blocks!(array_of_shape(blocks_eltype(bs), (rows[1], total(block_cols(bs)))), bs)
end
vcat_blocks(bs::Tuple{Vararg{Vector}}) = fill_blocks!(array_of_shape(blocks_eltype(bs), (total(map(length, bs)),)), bs)
function vcat_blocks(bs::Tuple)
    cols = block_cols(bs)
    all(c -> c == cols[1], cols) ||
        throw(DimensionMismatch(string("number of columns of each array must match (got ", cols, ")")))
    a = array_of_shape(blocks_eltype(bs), (total(block_rows(bs)), cols[1]))
    r = 0
    for b in bs
        m = size(b, 1)
        for j in 1:cols[1], i in 1:m
            a[r + i, j] = Core._arrayref(b, (j - 1) * m + i)
        end
        r += m
    end
    return a
end
# Column-major storage: side by side, the blocks' elements one block after the other.
function fill_blocks!(a::Array{T}, bs::Tuple) where {T}
    k = 0
    for b in bs
        for i in 1:length(b)
            Core._arrayset(a, convert(T, Core._arrayref(b, i)), k + i)
        end
        k += length(b)
    end
    return a
end

typed_cat(::Type{T}, a::Array) where {T} = copyto_type(array_of_shape(T, size(a)), a)
function copyto_type(dest::Array{T}, a::Array) where {T}
    for k in 1:length(a)
        Core._arrayset(dest, convert(T, Core._arrayref(a, k)), k)
    end
    return dest
end

# f(x...) in a program: what x holds as a tuple or a Vector, which calls
# take apart (a tuple's length is known at compile time, a Vector's cases go
# by its length at run time)
splat_arg(x::Union{Tuple, Vector}) = x
splat_arg(x::NamedTuple) = values(x)
splat_arg(p::Pair) = (p.first, p.second)
splat_arg(x::Number) = (x,)
splat_arg(x) = collect(x)

# f(a..., b...), [a..., x, b...]: lowering joins the splatted parts (an
# argument between them as a 1-tuple) into one collection, splatted once: a
# tuple while they all are tuples, else a Vector of the union of their
# elements' types, so that each element keeps its own type.
splat_concat(a::Tuple) = a
splat_concat(a::Tuple, b::Tuple, rest::Tuple...) = splat_concat(tuple_cat2(a, b), rest...)
splat_concat(parts...) = splat_append!(Vector{splat_eltype(parts...)}(undef, 0), parts...)
tuple_cat2(a::Tuple, ::Tuple{}) = a
tuple_cat2(a::Tuple, b::Tuple) = tuple_cat2((a..., getfield(b, 1)), tail(b))
splat_eltype(p) = eltype(p)
splat_eltype(::Tuple{}) = Union{}
splat_eltype(p::Tuple{Vararg{T}}) where {T} = T
splat_eltype(p::Tuple) = Core._union_types(typeof(getfield(p, 1)), splat_eltype(tail(p)))
splat_eltype(p, q, rest...) = Core._union_types(splat_eltype(p), splat_eltype(q, rest...))
splat_append!(v) = v
function splat_append!(v, p, rest...)
    for x in p
        push!(v, x)
    end
    return splat_append!(v, rest...)
end
