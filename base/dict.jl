# dict.jl — Dict{K, V}: Julia's open-addressing hash table, slot for slot.
# Iteration runs over the slots in order, so to iterate (and print) as Julia
# does, the table must grow, probe and delete exactly as Julia 1.11's does.

# (AbstractDict{K, V} is declared in namedtuple.jl, for Pairs)

# The longest probe sequence a key may need before the table grows.
const maxallowedprobe = 16
const maxprobeshift = 6

mutable struct Dict{K, V} <: AbstractDict{K, V}
    # 0x00 empty, 0x7f deleted, otherwise 0x80 | the hash's top 7 bits (so
    # most mismatching keys are told apart without comparing them)
    slots::Vector{UInt8}
    keys::Vector{K}
    vals::Vector{V}
    ndel::Int64        # deleted slots (tombstones)
    count::Int64
    idxfloor::Int64    # no filled slot comes before this index
    maxprobe::Int64    # the longest probe sequence of any key in the table
    # The last key looked up and its hash, for String and SubString{String}
    # keys: `d[k] = get(d, k, 0) + 1` hashes k twice, and the second time is
    # a comparison (=== compares a String's contents, and a SubString's
    # string, offset and length, so the memo is right whatever key it is
    # asked about). Other key types hash faster than they would compare.
    memo_key::Union{Nothing, K}
    memo_hash::UInt64
    Dict{K, V}() where {K, V} = new(zeros(UInt8, 16), Vector{K}(undef, 16), Vector{V}(undef, 16), 0, 0, 1, 0, nothing, 0x0)
    Dict{K, V}(d::Dict{K, V}) where {K, V} =
        new(copy(d.slots), copy(d.keys), copy(d.vals), d.ndel, d.count, d.idxfloor, d.maxprobe, nothing, 0x0)
end

function Dict{K, V}(ps::Pair...) where {K, V}
    h = Dict{K, V}()
    sizehint!(h, length(ps))
    for p in ps
        h[p.first] = p.second
    end
    return h
end
# The keys' and the values' types, or their common supertypes when the
# pairs differ (Dict("a" => +, "b" => *) is a Dict{String, Function}).
Dict(ps::Pair...) = Dict{pairs_keytype(ps...), pairs_valtype(ps...)}(ps...)
pairs_keytype(p::Pair) = typeof(p.first)
pairs_keytype(p::Pair, ps::Pair...) = promote_typejoin(typeof(p.first), pairs_keytype(ps...))
pairs_valtype(p::Pair) = typeof(p.second)
pairs_valtype(p::Pair, ps::Pair...) = promote_typejoin(typeof(p.second), pairs_valtype(ps...))

# From any collection of pairs or 2-tuples (another Dict, a zip, a generator
# like Dict(k => v for ...)), sized first when its length is known.
function Dict{K, V}(kv) where {K, V}
    h = Dict{K, V}()
    haslength(kv) && sizehint!(h, length(kv))
    for (k, v) in kv
        h[k] = v
    end
    return h
end
# Typed by the pairs the collection holds (a generator's as inference knows them).
Dict(kv) = dict_of_eltype(eltype(kv), kv)
dict_of_eltype(::Type{Pair{K, V}}, kv) where {K, V} = Dict{K, V}(kv)
dict_of_eltype(::Type{Tuple{K, V}}, kv) where {K, V} = Dict{K, V}(kv)
# Pairs of types the element type does not tell (a Vector{Any}): as Julia's
# grow_to!, the first pair's types, widened by promote_typejoin when a later
# pair does not fit; Dict{Any, Any} when there is none. (Each step a call on
# the element, so that it is split over the types it may have.)
dict_of_eltype(::Type, kv) = dict_grow_to!(Dict{Any, Any}(), kv)
function dict_grow_to!(empty::Dict, kv)
    y = iterate(kv)
    y === nothing && return empty
    return dict_grow_from(y[1], kv, y[2])
end
function dict_grow_from(p::Pair{K, V}, kv, st) where {K, V}
    h = Dict{K, V}()
    h[p.first] = p.second
    return dict_grow_to!(h, kv, st)
end
function dict_grow_to!(h::Dict{K, V}, kv, st) where {K, V}
    y = iterate(kv, st)
    while y !== nothing
        p, st = y
        p isa Pair || dict_not_pairs()
        k = p.first
        v = p.second
        k isa K && v isa V || return dict_widen(h, p, kv, st)
        h[k] = v
        y = iterate(kv, st)
    end
    return h
end
function dict_widen(h::Dict{K, V}, p::Pair{K2, V2}, kv, st) where {K, V, K2, V2}
    wider = Dict{promote_typejoin(K, K2), promote_typejoin(V, V2)}(h)
    wider[p.first] = p.second
    return dict_grow_to!(wider, kv, st)
end
dict_grow_from(x, kv, st) = dict_not_pairs()
dict_widen(h::Dict, x, kv, st) = dict_not_pairs()
dict_not_pairs() = throw(ArgumentError("Dict(kv): kv needs to be an iterator of tuples or pairs"))
Dict() = Dict{Any, Any}()
Dict(d::Dict{K, V}) where {K, V} = Dict{K, V}(d)
copy(d::Dict) = Dict(d)
map(f, ::AbstractDict) = error("map is not defined on dictionaries")
empty(d::AbstractDict{K, V}) where {K, V} = Dict{K, V}()
empty(d::AbstractDict, ::Type{K}, ::Type{V}) where {K, V} = Dict{K, V}()

length(h::Dict) = h.count
isempty(h::Dict) = h.count == 0
keytype(::AbstractDict{K, V}) where {K, V} = K
valtype(::AbstractDict{K, V}) where {K, V} = V
eltype(::Type{<:AbstractDict{K, V}}) where {K, V} = Pair{K, V}

# (Typed by its key, where Julia's holds Any: the message is the same.)
struct KeyError{T} <: Exception
    key::T
end
showerror(io::IO, e::KeyError) = (print(io, "KeyError: key "); show(io, e.key); print(io, " not found"))

## the table ##

# The table size for n slots: a power of two, at least 16.
tablesz(n::Int64) = n < 16 ? 16 : 1 << (64 - leading_zeros(n - 1))

# The slot where a key's probe sequence starts, and its 7-bit tag.
hashindex(key, sz::Int64) = hashindex_of(hash(key), sz)
hashindex_of(hsh::UInt64, sz::Int64) = (bitcast(Int64, hsh) & (sz - 1)) + 1, trunc_int(UInt8, hsh >> 57) | 0x80

# A lookup's start: through the memo for string keys.
hashindex(h::Dict, key, sz::Int64) = hashindex(key, sz)
function hashindex(h::Dict{K}, key::K, sz::Int64) where {K <: Union{String, SubString{String}}}
    m = h.memo_key
    m !== nothing && m === key && return hashindex_of(h.memo_hash, sz)
    hsh = hash(key)
    h.memo_key = key
    h.memo_hash = hsh
    return hashindex_of(hsh, sz)
end

slot(h::Dict, i::Int64) = Core._arrayref(h.slots, i)
isslotempty(h::Dict, i::Int64) = slot(h, i) == 0x00
isslotfilled(h::Dict, i::Int64) = (slot(h, i) & 0x80) != 0x00
isslotmissing(h::Dict, i::Int64) = slot(h, i) == 0x7f
nextslot(i::Int64, sz::Int64) = (i & (sz - 1)) + 1

# The keys are equal as Julia's Dict compares them.
keys_match(a, b) = (a === b) || isequal(a, b)
keys_match(a::String, b::String) = a === b

function rehash!(h::Dict{K, V}, newsz::Int64) where {K, V}
    olds = h.slots
    oldk = h.keys
    oldv = h.vals
    sz = length(olds)
    newsz = tablesz(newsz)
    h.idxfloor = 1
    h.ndel = 0
    if h.count == 0
        h.slots = zeros(UInt8, newsz)
        h.keys = Vector{K}(undef, newsz)
        h.vals = Vector{V}(undef, newsz)
        h.maxprobe = 0
        return h
    end
    slots = zeros(UInt8, newsz)
    keys = Vector{K}(undef, newsz)
    vals = Vector{V}(undef, newsz)
    maxprobe = 0
    for i in 1:sz
        s = Core._arrayref(olds, i)
        if (s & 0x80) != 0x00
            k = Core._arrayref(oldk, i)
            index0 = hashindex(k, newsz)[1]
            index = index0
            while Core._arrayref(slots, index) != 0x00
                index = nextslot(index, newsz)
            end
            probe = (index - index0) & (newsz - 1)
            probe > maxprobe && (maxprobe = probe)
            Core._arrayset(slots, s, index)
            Core._arrayset(keys, k, index)
            Core._arrayset(vals, Core._arrayref(oldv, i), index)
        end
    end
    h.slots = slots
    h.keys = keys
    h.vals = vals
    h.maxprobe = maxprobe
    return h
end

# Room for n entries (a table at least 1.5 n). The table is resized to fit
# exactly, shrinking too; sizehint_grow! only grows it.
sizehint!(d::Dict, n::Int64) = resize_table!(d, n, true)
sizehint_grow!(d::Dict, n::Int64) = resize_table!(d, n, false)
function resize_table!(d::Dict, n::Int64, shrink::Bool)
    oldsz = length(d.slots)
    newsz = tablesz(cld(3 * max(n, d.count), 2))
    if shrink ? newsz == oldsz : newsz <= oldsz
        return d
    end
    return rehash!(d, newsz)
end

# The index of key, or -1.
function ht_keyindex(h::Dict, key)
    h.count == 0 && return -1
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index, sh = hashindex(h, key, sz)
    while iter <= maxprobe
        s = slot(h, index)
        s == 0x00 && return -1
        if s == sh && keys_match(key, Core._arrayref(h.keys, index))
            return index
        end
        index = nextslot(index, sz)
        iter += 1
    end
    return -1
end

# The index of key if present; otherwise minus the index where it goes.
# Returns the tag too. May grow the table.
function ht_keyindex2!(h::Dict, key)
    sz = length(h.keys)
    iter = 0
    maxprobe = h.maxprobe
    index, sh = hashindex(h, key, sz)
    avail = 0
    while iter <= maxprobe
        s = slot(h, index)
        if s == 0x00
            return (avail < 0 ? avail : -index), sh
        end
        if s == 0x7f
            # a free slot, but the key may still be further along
            avail == 0 && (avail = -index)
        elseif s == sh && keys_match(key, Core._arrayref(h.keys, index))
            return index, sh
        end
        index = nextslot(index, sz)
        iter += 1
    end
    avail < 0 && return avail, sh
    # Not present: look further for a free slot, up to the allowed probe length.
    maxallowed = max(maxallowedprobe, sz >> maxprobeshift)
    while iter < maxallowed
        if !isslotfilled(h, index)
            h.maxprobe = iter
            return -index, sh
        end
        index = nextslot(index, sz)
        iter += 1
    end
    rehash!(h, h.count > 64000 ? sz * 2 : sz * 4)
    return ht_keyindex2!(h, key)
end

# Store a new entry at a free slot; grow when more than 2/3 of the slots
# are taken (counting tombstones).
function insert_at!(h::Dict, v, key, index::Int64, sh::UInt8)
    Core._arrayset(h.slots, sh, index)
    Core._arrayset(h.keys, key, index)
    Core._arrayset(h.vals, v, index)
    h.count += 1
    index < h.idxfloor && (h.idxfloor = index)
    sz = length(h.keys)
    if (h.count + h.ndel) * 3 > sz * 2
        rehash!(h, h.count > 64000 ? h.count * 2 : max(h.count * 4, 4))
    end
    return nothing
end

function setindex!(h::Dict{K, V}, v0, key0) where {K, V}
    key = convert(K, key0)
    isequal(key, key0) || throw(ArgumentError(string(show_string(key0), " is not a valid key for type ", K)))
    return setindex!(h, v0, key)
end

function setindex!(h::Dict{K, V}, v0, key::K) where {K, V}
    v = convert(V, v0)
    index, sh = ht_keyindex2!(h, key)
    if index > 0
        Core._arrayset(h.keys, key, index)
        Core._arrayset(h.vals, v, index)
    else
        insert_at!(h, v, key, -index, sh)
    end
    return h
end

push!(h::Dict, p::Pair) = setindex!(h, p.second, p.first)

function getindex(h::Dict, key)
    index = ht_keyindex(h, key)
    index < 0 && throw(KeyError(key))
    return Core._arrayref(h.vals, index)
end

function get(h::Dict, key, default)
    index = ht_keyindex(h, key)
    return index < 0 ? default : Core._arrayref(h.vals, index)
end

# What get and get! call for a default: a function or a type (get!(Vector{Int}, d, k)).
const Callable = Union{Function, Type}

# get(f, h, key): f() when key is absent.
function get(f::Callable, h::Dict, key)
    index = ht_keyindex(h, key)
    return index < 0 ? f() : Core._arrayref(h.vals, index)
end

haskey(h::Dict, key) = ht_keyindex(h, key) >= 0

function getkey(h::Dict, key, default)
    index = ht_keyindex(h, key)
    return index < 0 ? default : Core._arrayref(h.keys, index)
end

function get!(h::Dict{K, V}, key0, default) where {K, V}
    key = convert(K, key0)
    index, sh = ht_keyindex2!(h, key)
    index > 0 && return Core._arrayref(h.vals, index)
    v = convert(V, default)
    insert_at!(h, v, key, -index, sh)
    return v
end

# get!(f, h, key): store f() when key is absent. f may change h itself, so
# the slot is looked up again afterwards.
function get!(f::Callable, h::Dict{K, V}, key0) where {K, V}
    key = convert(K, key0)
    index = ht_keyindex(h, key)
    index > 0 && return Core._arrayref(h.vals, index)
    v = convert(V, f())
    setindex!(h, v, key)
    return v
end

# Deleting leaves a tombstone, unless the next slot is empty: then this slot
# and the tombstones just before it end no probe sequence and become empty.
function delete_at!(h::Dict, index::Int64)
    slots = h.slots
    sz = length(slots)
    ndel = 1
    if isslotempty(h, nextslot(index, sz))
        while true
            ndel -= 1
            Core._arrayset(slots, 0x00, index)
            index = ((index - 2) & (sz - 1)) + 1
            isslotmissing(h, index) || break
        end
    else
        Core._arrayset(slots, 0x7f, index)
    end
    h.ndel += ndel
    h.count -= 1
    return h
end

function delete!(h::Dict, key)
    index = ht_keyindex(h, key)
    index > 0 && delete_at!(h, index)
    return h
end

function pop!(h::Dict, key)
    index = ht_keyindex(h, key)
    index < 0 && throw(KeyError(key))
    v = Core._arrayref(h.vals, index)
    delete_at!(h, index)
    return v
end

function pop!(h::Dict, key, default)
    index = ht_keyindex(h, key)
    index < 0 && return default
    v = Core._arrayref(h.vals, index)
    delete_at!(h, index)
    return v
end

# pop!(h): the first entry in iteration order.
function pop!(h::Dict)
    isempty(h) && throw(ArgumentError("dict must be non-empty"))
    index = skip_deleted(h, h.idxfloor)
    h.idxfloor = index
    p = Pair(Core._arrayref(h.keys, index), Core._arrayref(h.vals, index))
    delete_at!(h, index)
    return p
end

function empty!(h::Dict{K, V}) where {K, V}
    sz = length(h.slots)
    h.slots = zeros(UInt8, sz)
    h.keys = Vector{K}(undef, sz)
    h.vals = Vector{V}(undef, sz)
    h.ndel = 0
    h.count = 0
    h.maxprobe = 0
    h.idxfloor = sz
    return h
end

## iteration: the filled slots in order ##

# The first filled slot at or after i, or 0.
function skip_deleted(h::Dict, i::Int64)
    sz = length(h.slots)
    while i <= sz
        isslotfilled(h, i) && return i
        i += 1
    end
    return 0
end

function iterate(h::Dict)
    i = skip_deleted(h, h.idxfloor)
    i == 0 && return nothing
    h.idxfloor = i
    return iterate_at(h, i)
end
function iterate(h::Dict, i::Int64)
    i = skip_deleted(h, i)
    i == 0 && return nothing
    return iterate_at(h, i)
end
iterate_at(h::Dict{K, V}, i::Int64) where {K, V} =
    (Pair{K, V}(Core._arrayref(h.keys, i), Core._arrayref(h.vals, i)), i + 1)

# keys(d) and values(d): views of the dict, iterated in its order.
struct KeySet{K, D<:AbstractDict}
    dict::D
end
struct ValueIterator{V, D<:AbstractDict}
    dict::D
end
keys(d::Dict{K, V}) where {K, V} = KeySet{K, Dict{K, V}}(d)
values(d::Dict{K, V}) where {K, V} = ValueIterator{V, Dict{K, V}}(d)
pairs(d::AbstractDict) = d

const DictView = Union{KeySet, ValueIterator}
length(v::DictView) = length(v.dict)
isempty(v::DictView) = isempty(v.dict)
eltype(::KeySet{K}) where {K} = K
eltype(::ValueIterator{V}) where {V} = V
# (Keys and values are read straight from the slots, from the first filled one.)
iterate(v::DictView) = iterate(v, v.dict.idxfloor)
function iterate(v::KeySet{K, D}, i::Int64) where {K, D<:Dict}
    i = skip_deleted(v.dict, i)
    return i == 0 ? nothing : (Core._arrayref(v.dict.keys, i), i + 1)
end
function iterate(v::ValueIterator{V, D}, i::Int64) where {V, D<:Dict}
    i = skip_deleted(v.dict, i)
    return i == 0 ? nothing : (Core._arrayref(v.dict.vals, i), i + 1)
end

in(key, v::KeySet{K, D}) where {K, D<:Dict} = haskey(v.dict, key)
function in(x, v::ValueIterator)
    for y in v
        y == x && return true
    end
    return false
end

# A Dict holds Pairs: `k => v in d` asks for the key with that value.
function in(p::Pair, d::Dict)
    index = ht_keyindex(d, p.first)
    return index >= 0 && Core._arrayref(d.vals, index) == p.second
end
function in(p::Pair, d::Pairs)
    for q in d
        isequal(q.first, p.first) && return q.second == p.second
    end
    return false
end
in(x, d::AbstractDict) = error("AbstractDict collections only contain Pairs;\nEither look for e.g. A=>B instead, or use the `keys` or `values`\nfunction if you are looking for a key or value respectively.")

## merging ##

function merge!(d::AbstractDict, other::AbstractDict)
    sizehint!(d, length(d) + length(other))
    for (k, v) in other
        d[k] = v
    end
    return d
end
merge!(d::AbstractDict, other::AbstractDict, others::AbstractDict...) = merge!(merge!(d, other), others...)

# The result's key and value types are promoted over all the arguments.
merge(d::AbstractDict) = copy(d)
merge(d::AbstractDict, others::AbstractDict...) = merge!(merged_dict(d, others...), others...)
merged_dict(d::AbstractDict, others::AbstractDict...) =
    typed_dict(promote_keytype(d, others...), promote_valtype(d, others...), d)
typed_dict(::Type{K}, ::Type{V}, d::AbstractDict) where {K, V} = Dict{K, V}(d)
# (a field of type Dict{String, Float64} given a Dict{String, Int64}: a copy,
# each key and value converted)
convert(::Type{D}, d::AbstractDict) where {D<:AbstractDict} = d isa D ? d : D(d)
promote_keytype(d::AbstractDict) = keytype(d)
promote_keytype(d::AbstractDict, others::AbstractDict...) = promote_type(keytype(d), promote_keytype(others...))
promote_valtype(d::AbstractDict) = valtype(d)
promote_valtype(d::AbstractDict, others::AbstractDict...) = promote_type(valtype(d), promote_valtype(others...))

function ==(a::AbstractDict, b::AbstractDict)
    a === b && return true
    length(a) == length(b) || return false
    for p in a
        in(p, b) || return false
    end
    return true
end

## printing ##

# print/show: Dict("a" => 1, "b" => 2); the type is named when the entries
# do not imply it (Dict{Int32, Int64}(...)) or there are none (Dict{String, Int64}()).
function show(io::IO, d::AbstractDict{K, V}) where {K, V}
    if !isempty(d) && typeinfo_implicit(K) && typeinfo_implicit(V)
        print(io, dict_type_name(d))
    else
        print(io, typeof(d))
    end
    print(io, '(')
    first = true
    for p in d
        first || print(io, ", ")
        first = false
        show_pair(io, p, K, V)
    end
    print(io, ')')
end

# (the type's name as Julia prints it: qualified where Main does not see it)
dict_type_name(d::AbstractDict) = nameof(typeof(d))
dict_type_name(::Pairs) = "Base.Pairs"

# display: the summary line and one entry a line, as Julia's TextDisplay
# shows it: keys and values compactly (floats to 6 significant digits).
dict_summary(io::IO, d::AbstractDict) =
    (dict_showarg(io, d); print(io, " with ", length(d), length(d) == 1 ? " entry" : " entries"))
# (Julia's showarg: the type, but for the pairs of a named tuple or an array,
# named by what made them)
dict_showarg(io::IO, d::AbstractDict) = print(io, typeof(d))
dict_showarg(io::IO, ::Pairs{Symbol, V, I, A}) where {V, I, A<:NamedTuple} = print(io, "pairs(::NamedTuple)")
dict_showarg(io::IO, ::Pairs{Int64, V, I, A}) where {V, I, A<:AbstractArray} =
    print(io, "pairs(IndexLinear(), ::", A, ")")
dict_showarg(io::IO, ::Pairs{K, V, I, A}) where {K, V, I, A} = print(io, "Iterators.Pairs(::", A, ", ::", I, ")")
const CompactSafe = Union{Integer, Char, String, Symbol, Nothing, Missing}
const DisplayedCompactly = Union{CompactSafe, AbstractFloat, Complex, Rational}
function display(d::AbstractDict{K, V}) where {K<:DisplayedCompactly, V<:DisplayedCompactly}
    isempty(d) && return (show(stdout, d); print(stdout, '\n'))
    dict_summary(stdout, d)
    print(stdout, ':')
    io = IOContext(stdout, :compact => true)
    for p in d
        print(stdout, "\n  ")
        show_pair(io, p, K, V)
    end
    print(stdout, '\n')
end

show(io::IO, v::DictView) = show_vector(io, v)
typeinfo_implicit(::Type{Dict{K, V}}) where {K, V} = typeinfo_implicit(K) & typeinfo_implicit(V)

# display(keys(d)): what it views, then one key (or value) a line, shown in
# full (Julia sets no :compact here).
function display(v::DictView)
    print(stdout, v isa KeySet ? "KeySet" : "ValueIterator", " for a ")
    dict_summary(stdout, v.dict)
    isempty(v) && return print(stdout, '\n')
    print(stdout, v isa KeySet ? ". Keys:" : ". Values:")
    for x in v
        print(stdout, "\n  ")
        show(stdout, x)
    end
    print(stdout, '\n')
end

## filtering, merging with a function ##

# filter(f, d): a new Dict of the pairs f accepts, stored in d's order (as
# Julia's, not a copy of d's table).
function filter(f, d::Dict{K, V}) where {K, V}
    r = Dict{K, V}()
    for p in d
        f(p) && (r[p.first] = p.second)
    end
    return r
end
# filter!(f, d): deletes the pairs f rejects, in place.
function filter!(f, d::Dict)
    for i in 1:length(d.slots)
        if isslotfilled(d, i) && !f(iterate_at(d, i)[1])
            delete_at!(d, i)
        end
    end
    return d
end

# mergewith(combine, d, others...): merge, combining the values of a key in
# both as combine(old, new).
function mergewith!(combine, d::AbstractDict, other::AbstractDict)
    sizehint!(d, length(d) + length(other))
    for (k, v) in other
        d[k] = haskey(d, k) ? combine(d[k], v) : v
    end
    return d
end
mergewith!(combine, d::AbstractDict, other::AbstractDict, others::AbstractDict...) =
    mergewith!(combine, mergewith!(combine, d, other), others...)
mergewith(combine, d::AbstractDict, others::AbstractDict...) =
    mergewith!(combine, merged_dict(d, others...), others...)
mergewith(combine) = (args...) -> mergewith(combine, args...)
# merge(combine, d, others...): mergewith's older spelling, still Julia's
merge(combine::Function, d::AbstractDict, others::AbstractDict...) = mergewith(combine, d, others...)
mergewith!(combine) = (args...) -> mergewith!(combine, args...)

# findfirst/findall over a dictionary: the keys of the values that satisfy f
function findfirst(f::Function, d::AbstractDict)
    for (k, v) in d
        f(v) && return k
    end
    return nothing
end
findall(f::Function, d::AbstractDict{K}) where {K} = K[k for (k, v) in d if f(v)]

# show(io, MIME"text/plain"(), x) of a collection would be its multi-line
# display, which display(x) writes only to stdout (io.jl)
show(io::IO, ::MIME"text/plain", x::Union{AbstractArray, AbstractDict}) =
    throw(ArgumentError("jlc: show(io, MIME\"text/plain\"(), x) of a collection is not supported yet (display(x) is)"))
