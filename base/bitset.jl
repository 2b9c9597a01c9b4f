# bitset.jl — BitSet: a set of Int64s as a bit vector, iterated in
# ascending order (so it prints in order, as Julia's). The words cover
# the integers 64 * offset up to 64 * (offset + length(bits)) - 1.

mutable struct BitSet <: AbstractSet{Int64}
    bits::Vector{UInt64}
    offset::Int64
    BitSet() = new(UInt64[], 0)
end
function BitSet(itr)
    s = BitSet()
    for x in itr
        push!(s, x)
    end
    return s
end
copy(s::BitSet) = (c = BitSet(); c.bits = copy(s.bits); c.offset = s.offset; c)

# The word holding n, and n's bit in it.
bitset_word(n::Int64) = fld(n, 64)
bitset_mask(n::Int64) = UInt64(1) << mod(n, 64)

function in(n::Integer, s::BitSet)
    k = bitset_word(Int64(n)) - s.offset + 1
    return 1 <= k <= length(s.bits) && (s.bits[k] & bitset_mask(Int64(n))) != 0
end
in(x, s::BitSet) = false

function push!(s::BitSet, x::Integer)
    n = Int64(x)
    w = bitset_word(n)
    if isempty(s.bits)
        push!(s.bits, UInt64(0))
        s.offset = w
    elseif w < s.offset                     # room below: words in front
        prepend!(s.bits, zeros(UInt64, s.offset - w))
        s.offset = w
    elseif w >= s.offset + length(s.bits)   # room above
        append!(s.bits, zeros(UInt64, w - s.offset - length(s.bits) + 1))
    end
    k = w - s.offset + 1
    s.bits[k] |= bitset_mask(n)
    return s
end
push!(s::BitSet, x, y, rest...) = push!(push!(s, x), y, rest...)

function delete!(s::BitSet, x::Integer)
    n = Int64(x)
    if n in s
        k = bitset_word(n) - s.offset + 1
        s.bits[k] &= ~bitset_mask(n)
    end
    return s
end
function pop!(s::BitSet, x::Integer)
    x in s || throw(KeyError(x))
    delete!(s, x)
    return Int64(x)
end
pop!(s::BitSet, x::Integer, default) = x in s ? pop!(s, x) : default
empty!(s::BitSet) = (empty!(s.bits); s.offset = 0; s)

function length(s::BitSet)
    n = 0
    for w in s.bits
        n += count_ones(w)
    end
    return n
end
isempty(s::BitSet) = all(iszero, s.bits)

# The state is the next integer to look at.
iterate(s::BitSet) = iterate(s, 64 * s.offset)
function iterate(s::BitSet, n::Int64)
    k = bitset_word(n) - s.offset + 1
    k < 1 && return nothing
    while k <= length(s.bits)
        w = s.bits[k] >> mod(n, 64)         # the bits from n on
        if w != 0
            m = n + trailing_zeros(w)
            return (m, m + 1)
        end
        k += 1
        n = 64 * (k - 1 + s.offset)
    end
    return nothing
end

## set algebra: BitSets give BitSets ##

function union!(s::BitSet, itr)
    for x in itr
        push!(s, x)
    end
    return s
end
union(s::BitSet, sets...) = union!(copy(s), sets...)
union!(s::BitSet, a, b, rest...) = union!(union!(s, a), b, rest...)
function intersect(s::BitSet, itr)
    r = BitSet()
    for x in s
        contains_element(itr, x) && push!(r, x)
    end
    return r
end
function setdiff!(s::BitSet, itr)
    for x in itr
        delete!(s, x)
    end
    return s
end
setdiff!(s::BitSet, a, b, rest...) = setdiff!(setdiff!(s, a), b, rest...)
symdiff(s::BitSet, sets...) = symdiff!(copy(s), sets...)
function symdiff!(s::BitSet, itr)
    for x in (itr isa AbstractSet ? itr : Set(itr))
        x in s ? delete!(s, x) : push!(s, x)
    end
    return s
end
symdiff!(s::BitSet, a, b, rest...) = symdiff!(symdiff!(s, a), b, rest...)

# BitSet([1, 3]); BitSet([]) when empty.
function show(io::IO, s::BitSet)
    print(io, "BitSet([")
    first = true
    for n in s
        first || print(io, ", ")
        first = false
        print(io, n)
    end
    print(io, "])")
end
