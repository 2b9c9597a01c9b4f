# sort.jl — sort, sort!, sortperm, issorted, with Julia's keywords lt, by,
# rev and alg. The sort is stable (equal elements keep their order), as Julia's
# default algorithms are, so the result is Julia's whatever the algorithm:
# here insertion sort for short runs, merged by merge sort; and for long
# vectors of numbers in their natural order, a radix sort (below).

# The algorithms a program may name, as Julia's Base.Sort has them (Base
# exports the constants). InsertionSort and MergeSort are the stable sorts
# of those names; QuickSort and PartialQuickSort(k) promise no order among
# equal elements (and PartialQuickSort only that v[k] is as sorted), so the
# default sort, stable and faster, serves for them.
module Sort
abstract type Algorithm end
struct InsertionSortAlg <: Algorithm end
struct MergeSortAlg <: Algorithm end
struct QuickSortAlg <: Algorithm end
struct PartialQuickSort{T<:Union{Integer, OrdinalRange}} <: Algorithm
    k::T
end
# what sort uses when no alg is given
struct DefaultStable <: Algorithm end
const InsertionSort = InsertionSortAlg()
const MergeSort = MergeSortAlg()
const QuickSort = QuickSortAlg()
const DEFAULT_STABLE = DefaultStable()
end
const InsertionSort = Sort.InsertionSort
const MergeSort = Sort.MergeSort
const QuickSort = Sort.QuickSort
const PartialQuickSort = Sort.PartialQuickSort

# The order: whether a goes before b.
struct Ordering{L, B}
    lt::L
    by::B
    rev::Bool
end
before(o::Ordering, a, b) = o.rev ? o.lt(o.by(b), o.by(a)) : o.lt(o.by(a), o.by(b))

function insertion_sort!(v::Vector, lo::Int64, hi::Int64, o::Ordering)
    for i in (lo + 1):hi
        x = v[i]
        j = i
        while j > lo && before(o, x, v[j - 1])
            v[j] = v[j - 1]
            j -= 1
        end
        v[j] = x
    end
end

# Sorts v[lo:hi]; scratch holds at least half of it.
function merge_sort!(v::Vector, lo::Int64, hi::Int64, scratch::Vector, o::Ordering)
    if hi - lo < 16
        insertion_sort!(v, lo, hi, o)
        return
    end
    m = (lo + hi) >>> 1
    merge_sort!(v, lo, m, scratch, o)
    merge_sort!(v, m + 1, hi, scratch, o)
    n = m - lo + 1
    for k in 1:n
        scratch[k] = v[lo + k - 1]
    end
    i = 1
    j = m + 1
    k = lo
    while i <= n && j <= hi
        # on a tie the left element goes first: that keeps the sort stable
        if before(o, v[j], scratch[i])
            v[k] = v[j]
            j += 1
        else
            v[k] = scratch[i]
            i += 1
        end
        k += 1
    end
    while i <= n
        v[k] = scratch[i]
        i += 1
        k += 1
    end
end

# Sorts all of v, with scratch space for half of it.
merge_sort!(v::Vector{T}, o::Ordering) where {T} =
    merge_sort!(v, 1, length(v), Vector{T}(undef, (length(v) + 1) >>> 1), o)

function sort!(v::Vector; alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity, rev::Bool=false)
    length(v) < 2 && return v
    sort_by!(v, alg, Ordering(lt, by, rev))
    return v
end
sort_by!(v::Vector, ::Sort.Algorithm, o::Ordering) = sort_in_order!(v, o)
sort_by!(v::Vector, ::Sort.MergeSortAlg, o::Ordering) = merge_sort!(v, o)
sort_by!(v::Vector, ::Sort.InsertionSortAlg, o::Ordering) = insertion_sort!(v, 1, length(v), o)
sort_in_order!(v::Vector, o::Ordering) = merge_sort!(v, o)
sort(v::Vector; alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity, rev::Bool=false) =
    sort!(copy(v); alg=alg, lt=lt, by=by, rev=rev)
# any other vector (a range, a view, a user's AbstractVector): a sorted Vector
sort(v::AbstractVector; alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity, rev::Bool=false) =
    sort!(collect(v); alg=alg, lt=lt, by=by, rev=rev)
# sort!(A; dims): each column (dims = 1) or each row (dims = 2) of a matrix
# sorted on its own, through a vector the length of one
function sort!(A::AbstractMatrix{T}; dims::Integer, alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity,
               rev::Bool=false) where {T}
    1 <= dims <= 2 || throw(ArgumentError("dimension out of range"))
    m, n = size(A)
    line = Vector{T}(undef, dims == 1 ? m : n)
    for k in 1:(dims == 1 ? n : m)
        for i in eachindex(line)
            line[i] = dims == 1 ? A[i, k] : A[k, i]
        end
        sort!(line; alg=alg, lt=lt, by=by, rev=rev)
        for i in eachindex(line)
            dims == 1 ? (A[i, k] = line[i]) : (A[k, i] = line[i])
        end
    end
    return A
end
sort(A::AbstractMatrix; dims::Integer, alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity,
     rev::Bool=false) = sort!(copy(A); dims=dims, alg=alg, lt=lt, by=by, rev=rev)
issorted(r::AbstractUnitRange) = true
issorted(r::AbstractRange) = length(r) <= 1 || step(r) >= zero(step(r))

# The permutation that sorts v: v[sortperm(v)] == sort(v). Stable whatever
# the algorithm (equal elements' indices ascend), as Julia's is, so alg
# changes nothing.
function sortperm(v::Vector; alg::Sort.Algorithm=Sort.DEFAULT_STABLE, lt=isless, by=identity, rev::Bool=false)
    n = length(v)
    p = Vector{Int64}(undef, n)
    for i in 1:n
        p[i] = i
    end
    n < 2 && return p
    merge_sort!(p, Ordering(lt, i -> by(v[i]), rev))
    return p
end

function issorted(v::Vector; lt=isless, by=identity, rev::Bool=false)
    o = Ordering(lt, by, rev)
    for i in 2:length(v)
        before(o, v[i], v[i - 1]) && return false
    end
    return true
end

## Radix sort of numbers in isless's order

# Integers and floats of up to 64 bits sorted by isless (no lt or by) need no
# comparisons: each maps to an unsigned key whose order as an unsigned
# integer is isless's order, and a least-significant-digit radix sort orders
# the keys in a few linear passes, each a stable counting sort on one digit.
# For 10^7 Float64s that is several times faster than any comparison sort.
# Equal keys are equal numbers, bit for bit, so the result is the one a
# stable sort gives, except for NaNs, which have no key: they are set aside
# in their order and put back last (first with rev=true), as isless orders
# them.
const RadixSortable = Union{Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, Float32, Float64}

# Below this length merge sort is faster: radix sort allocates and sweeps
# 2^11 counters per pass whatever the length (measured on random Float64s:
# about even at 300 elements, radix sort twice as fast at 800, three times
# at 1,600).
const radix_sort_min = 300

function sort_in_order!(v::Vector{T}, o::Ordering{typeof(isless), typeof(identity)}) where {T<:RadixSortable}
    length(v) < radix_sort_min ? merge_sort!(v, o) : radix_sort!(v, o.rev)
    return v
end

# The key of a number: unsigned, in isless's order. A signed integer's sign
# bit is flipped (typemin becomes 0); a float's sign bit is set when it is
# positive, and all its bits are flipped when it is negative, so that a
# larger magnitude sorts first and -0.0 just before 0.0.
key_type(::Type{T}) where {T<:Integer} = unsigned(T)
key_type(::Type{T}) where {T<:IEEEFloat} = uinttype(T)
top_bit(::Type{U}) where {U<:Unsigned} = one(U) << (8 * sizeof(U) - 1)

radix_key(x::Unsigned) = x
radix_key(x::Signed) = unsigned(x) ⊻ top_bit(unsigned(typeof(x)))
function radix_key(x::IEEEFloat)
    u = bitcast(uinttype(typeof(x)), x)
    return signbit(x) ? ~u : u | top_bit(typeof(u))
end
# The number of a key: radix_key's inverse.
from_radix_key(::Type{T}, k::Unsigned) where {T<:Unsigned} = k
from_radix_key(::Type{T}, k::Unsigned) where {T<:Signed} = signed(k ⊻ top_bit(typeof(k)))
function from_radix_key(::Type{T}, k::Unsigned) where {T<:IEEEFloat}
    top = top_bit(typeof(k))
    return bitcast(T, (k & top) != zero(k) ? k ⊻ top : ~k)
end

# Whether a number has no place in isless's order among the others (NaN).
is_unordered(x::Integer) = false
is_unordered(x::IEEEFloat) = isnan(x)

# The digits: 11 bits (2^11 counters of 8 bytes stay in the L1 cache), as
# few passes as cover the key, the bits shared out evenly among them.
radix_passes(::Type{U}) where {U<:Unsigned} = cld(8 * sizeof(U), 11)
radix_digit_bits(::Type{U}) where {U<:Unsigned} = cld(8 * sizeof(U), radix_passes(U))

function radix_sort!(v::Vector{T}, rev::Bool) where {T<:RadixSortable}
    U = key_type(T)
    passes = radix_passes(U)
    bits = radix_digit_bits(U)
    radix = 1 << bits
    mask = U(radix - 1)
    # One sweep replaces each number by its key (complemented with rev, to
    # sort descending), kept in v as a T of the same bits, moves the NaNs out
    # and counts the digits of every pass at once:
    # count[(p - 1) * radix + d + 1] keys have digit d in pass p.
    count = zeros(Int64, passes * radix)
    nans = Vector{T}(undef, 0)
    m = 0
    @inbounds for i in 1:length(v)
        x = v[i]
        if is_unordered(x)
            push!(nans, x)
            continue
        end
        k = rev ? ~radix_key(x) : radix_key(x)
        m += 1
        v[m] = bitcast(T, k)
        for p in 1:passes
            d = (k >> ((p - 1) * bits)) & mask
            count[(p - 1) * radix + Int64(d) + 1] += 1
        end
    end
    # Each pass moves the keys from src to dst; a pass whose digit is the
    # same for every key would move nothing, and is skipped.
    src = v
    dst = Vector{T}(undef, m)
    for p in 1:passes
        base = (p - 1) * radix
        count[base + Int64((bitcast(U, src[1]) >> ((p - 1) * bits)) & mask) + 1] == m && continue
        # count becomes the index (from 1) where each digit's keys start
        next = 1
        @inbounds for d in 1:radix
            c = count[base + d]
            count[base + d] = next
            next += c
        end
        @inbounds for i in 1:m
            x = src[i]
            slot = base + Int64((bitcast(U, x) >> ((p - 1) * bits)) & mask) + 1
            j = count[slot]
            dst[j] = x
            count[slot] = j + 1
        end
        src, dst = dst, src
    end
    # Back to numbers, in v; the NaNs go after them, or before with rev.
    nnan = length(nans)
    shift = rev ? nnan : 0
    # (from the end: src may be v, whose keys move up by shift)
    @inbounds for i in m:-1:1
        k = bitcast(U, src[i])
        v[shift + i] = from_radix_key(T, rev ? ~k : k)
    end
    first_nan = rev ? 0 : m
    @inbounds for i in 1:nnan
        v[first_nan + i] = nans[i]
    end
    return v
end
