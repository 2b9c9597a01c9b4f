# bitarray.jl — BitVector and BitMatrix: Bools packed 64 to a UInt64 chunk,
# as Julia's BitArray. They are what trues/falses make and what a broadcast
# with Bool elements gives (v .> 0, .!m); map and comprehensions still give
# Vector{Bool}, as in Julia.
#
# Bit k (1-based, column-major) is bit (k-1) % 64 of chunk (k-1) ÷ 64 + 1, and
# the bits past the length are kept zero, so counting is a popcount of chunks.

mutable struct BitArray{N} <: AbstractArray{Bool, N}
    chunks::Vector{UInt64}
    len::Int64
    nrows::Int64        # a BitMatrix's number of rows (a BitVector's length)
end
const BitVector = BitArray{1}
const BitMatrix = BitArray{2}
# what a logical index may be: v[v .> 0], v[[true, false, true]]
const BoolMask = Union{Vector{Bool}, BitVector}

bit_chunks(n::Int64) = zeros(UInt64, (n + 63) >> 6)
function BitArray{1}(::UndefInitializer, n::Int64)
    n < 0 && throw(ArgumentError(string("dimension size must be ≥ 0, got ", n, " for dimension 1")))
    return BitArray{1}(bit_chunks(n), n, n)
end
function BitArray{2}(::UndefInitializer, m::Int64, n::Int64)
    (m < 0) | (n < 0) && throw(ArgumentError(string("dimension size must be ≥ 0, got ", m < 0 ? m : n,
                                                    " for dimension ", m < 0 ? 1 : 2)))
    return BitArray{2}(bit_chunks(m * n), m * n, m)
end
function BitArray{1}(v::Union{Vector, AbstractRange})
    b = BitVector(undef, length(v))
    k = 0
    for x in v
        k += 1
        bit_set!(b, convert(Bool, x), k)
    end
    return b
end

falses(n::Int64) = BitVector(undef, n)
falses(m::Int64, n::Int64) = BitMatrix(undef, m, n)
trues(n::Int64) = fill!(falses(n), true)
trues(m::Int64, n::Int64) = fill!(falses(m, n), true)

@inline bit_get(b::BitArray, k::Int64) =
    (Core._arrayref(b.chunks, ((k - 1) >> 6) + 1) >> ((k - 1) & 63)) & UInt64(1) == UInt64(1)
@inline function bit_set!(b::BitArray, x::Bool, k::Int64)
    c = ((k - 1) >> 6) + 1
    mask = UInt64(1) << ((k - 1) & 63)
    w = Core._arrayref(b.chunks, c)
    Core._arrayset(b.chunks, x ? w | mask : w & ~mask, c)
    return b
end

length(b::BitArray) = b.len
isassigned(b::BitArray, i::Int64) = 1 <= i <= length(b)    # bits are never #undef
size(b::BitVector) = (b.len,)
size(b::BitMatrix) = (b.nrows, b.nrows == 0 ? 0 : div(b.len, b.nrows))
size(b::BitArray, d::Int64) = d <= length(size(b)) ? size(b)[d] : 1
isempty(b::BitArray) = b.len == 0
firstindex(b::BitArray) = 1
lastindex(b::BitArray) = b.len
lastindex(b::BitArray, d::Int64) = size(b, d)

function checkbounds(b::BitArray, i::Int64)
    (i < 1) | (i > b.len) && throw(BoundsError(b, (i,)))
    return nothing
end
function checkbounds(b::BitMatrix, i::Int64, j::Int64)
    (i < 1) | (i > b.nrows) | (j < 1) | (j > size(b, 2)) && throw(BoundsError(b, (i, j)))
    return nothing
end
bit_index(b::BitMatrix, i::Int64, j::Int64) = (j - 1) * b.nrows + i

getindex(b::BitArray, i::Int64) = (checkbounds(b, i); bit_get(b, i))
getindex(b::BitMatrix, i::Int64, j::Int64) = (checkbounds(b, i, j); bit_get(b, bit_index(b, i, j)))
setindex!(b::BitArray, x, i::Int64) = (checkbounds(b, i); bit_set!(b, convert(Bool, x), i))
setindex!(b::BitMatrix, x, i::Int64, j::Int64) = (checkbounds(b, i, j); bit_set!(b, convert(Bool, x), bit_index(b, i, j)))
_getindex_inbounds(b::BitArray, i::Int64) = bit_get(b, i)
# b[r]: a BitVector of the bits at r
function getindex(b::BitVector, r::IndexRange)
    check_range(b, r)
    bits = BitVector(undef, length(r))
    for k in 1:length(r)
        bit_set!(bits, bit_get(b, range_element(r, k)), k)
    end
    return bits
end
_getindex_inbounds(b::BitMatrix, i::Int64, j::Int64) = bit_get(b, bit_index(b, i, j))
_setindex_inbounds!(b::BitArray, x, i::Int64) = bit_set!(b, convert(Bool, x), i)
_setindex_inbounds!(b::BitMatrix, x, i::Int64, j::Int64) = bit_set!(b, convert(Bool, x), bit_index(b, i, j))

iterate(b::BitArray) = iterate(b, 1)
iterate(b::BitArray, k::Int64) = k <= b.len ? (bit_get(b, k), k + 1) : nothing

# Whole chunks at a time; the bits past the length stay zero.
function fill!(b::BitArray, x)
    w = convert(Bool, x) ? ~UInt64(0) : UInt64(0)
    n = length(b.chunks)
    for c in 1:n
        Core._arrayset(b.chunks, w, c)
    end
    tail_bits = b.len & 63
    n > 0 && tail_bits != 0 && Core._arrayset(b.chunks, w & ((UInt64(1) << tail_bits) - UInt64(1)), n)
    return b
end

function count(b::BitArray)
    n = 0
    for w in b.chunks
        n += count_ones(w)
    end
    return n
end
sum(b::BitArray) = count(b)
any(b::BitArray) = count(b) > 0
all(b::BitArray) = count(b) == b.len

copy(b::BitArray{N}) where {N} = BitArray{N}(copy(b.chunks), b.len, b.nrows)
similar(b::BitArray{N}) where {N} = BitArray{N}(bit_chunks(b.len), b.len, b.nrows)
function ==(a::BitArray{N}, b::BitArray{N}) where {N}
    size(a) == size(b) || return false
    for c in 1:length(a.chunks)
        Core._arrayref(a.chunks, c) == Core._arrayref(b.chunks, c) || return false
    end
    return true
end
==(a::BitVector, b::Vector) = (length(a) == length(b)) && all(k -> bit_get(a, k) == Core._arrayref(b, k), 1:length(a))
==(a::Vector, b::BitVector) = b == a

# The indices of the true elements, a word at a time: findall(v .> 0).
findall(b::BitVector) = true_indices(b)
function true_indices(b::BitArray)
    found = Vector{Int64}(undef, count(b))
    k = 0
    for c in 1:length(b.chunks)
        w = Core._arrayref(b.chunks, c)
        while w != UInt64(0)
            k += 1
            Core._arrayset(found, (c - 1) * 64 + trailing_zeros(w) + 1, k)
            w &= w - UInt64(1)
        end
    end
    return found
end
findall(v::Vector{Bool}) = findall(identity, v)

function deleteat!(a::Vector, mask::BoolMask)
    # (the mask as given, not converted to indices: Julia shows it whole)
    length(mask) == length(a) || throw(BoundsError(a, (repr(mask),)))
    return keep_where!(a, k -> !mask[k])
end
function keepat!(a::Vector, mask::BoolMask)
    length(mask) == length(a) || throw(BoundsError(a, (repr(mask),)))
    return keep_where!(a, k -> mask[k])
end

# Julia shows a BitVector as the Vector{Bool} it holds: Bool[1, 0, 1].
show(io::IO, b::BitVector) = show_vector(io, b, Bool)
print(io::IO, b::BitVector) = show(io, b)
show(io::IO, b::BitMatrix) = show_matrix(io, Bool, size(b)..., (i, j) -> bit_get(b, bit_index(b, i, j)))
print(io::IO, b::BitMatrix) = show(io, b)

# of BitArrays only, a BitArray again, as Julia's (Bool elements broadcast into one)
vcat(bs::BitVector...) = BitVector(vcat_blocks(map(column_block, bs)))
vcat(bs::BitMatrix...) = identity.(vcat_blocks(map(column_block, bs)))
hcat(bs::Union{BitVector, BitMatrix}...) = identity.(hcat_blocks(map(row_block, bs)))
