# iddict.jl — IdDict{K, V}: a dictionary whose keys are told apart by
# identity (===) rather than isequal, so two equal but distinct vectors are
# two keys, and 1 and 1.0 are too. Held as a Dict over the keys wrapped in
# IdKey, whose equality and hash are identity's.
# (Julia's IdDict is a table of its own, keyed by objectid: its iteration
# order is not this one's.)

struct IdKey{K}
    k::K
end
isequal(a::IdKey, b::IdKey) = a.k === b.k
keys_match(a::IdKey, b::IdKey) = a.k === b.k
# By objectid (a mutable object's address: the collector does not move
# objects), whatever the key type says (an IdDict{Any} holds vectors too); a
# number, string or symbol by its hash, which === agrees with.
hash(a::IdKey, h::UInt64) = id_hash(a.k, h)
id_hash(x, h::UInt64) = hash(objectid(x), h)
id_hash(x::Union{Number, Char, String, Symbol}, h::UInt64) = hash(x, h)

struct IdDict{K, V} <: AbstractDict{K, V}
    d::Dict{IdKey{K}, V}
    IdDict{K, V}() where {K, V} = new(Dict{IdKey{K}, V}())
end
function IdDict{K, V}(kv) where {K, V}
    h = IdDict{K, V}()
    for (k, v) in kv
        h[k] = v
    end
    return h
end
IdDict{K, V}(ps::Pair...) where {K, V} = IdDict{K, V}(ps)
IdDict(ps::Pair...) = IdDict{pairs_keytype(ps...), pairs_valtype(ps...)}(ps)
IdDict() = IdDict{Any, Any}()

length(d::IdDict) = length(d.d)
isempty(d::IdDict) = isempty(d.d)
copy(d::IdDict{K, V}) where {K, V} = IdDict{K, V}(d)
empty(d::IdDict{K, V}) where {K, V} = IdDict{K, V}()
empty!(d::IdDict) = (empty!(d.d); d)

setindex!(d::IdDict{K}, v, k) where {K} = (d.d[IdKey{K}(convert(K, k))] = v; d)
get!(d::IdDict{K}, k, default) where {K} = get!(d.d, IdKey{K}(convert(K, k)), default)
get!(f::Callable, d::IdDict{K}, k) where {K} = get!(f, d.d, IdKey{K}(convert(K, k)))

# The slot of k's entry, or -1: a key of another type is never there (1.0
# is not the key 1), so lookups do not convert.
idindex(d::IdDict{K}, k::K) where {K} = ht_keyindex(d.d, IdKey{K}(k))
idindex(d::IdDict, k) = -1
idvalue(d::IdDict, i::Int64) = Core._arrayref(d.d.vals, i)
function getindex(d::IdDict, k)
    i = idindex(d, k)
    i < 0 && throw(KeyError(k))
    return idvalue(d, i)
end
haskey(d::IdDict, k) = idindex(d, k) >= 0
get(d::IdDict, k, default) = (i = idindex(d, k); i < 0 ? default : idvalue(d, i))
get(f::Callable, d::IdDict, k) = (i = idindex(d, k); i < 0 ? f() : idvalue(d, i))
function delete!(d::IdDict, k)
    i = idindex(d, k)
    i > 0 && delete_at!(d.d, i)
    return d
end
function pop!(d::IdDict, k)
    i = idindex(d, k)
    i < 0 && throw(KeyError(k))
    return take_at!(d, i)
end
pop!(d::IdDict, k, default) = (i = idindex(d, k); i < 0 ? default : take_at!(d, i))
take_at!(d::IdDict, i::Int64) = (v = idvalue(d, i); delete_at!(d.d, i); v)
in(p::Pair, d::IdDict) = haskey(d, p.first) && d[p.first] == p.second

# Iterated as the Dict inside, with the keys unwrapped.
iterate(d::IdDict) = iddict_next(d, iterate(d.d))
iterate(d::IdDict, i::Int64) = iddict_next(d, iterate(d.d, i))
iddict_next(d::IdDict{K, V}, y) where {K, V} = y === nothing ? nothing : (Pair{K, V}(y[1].first.k, y[1].second), y[2])
keys(d::IdDict{K, V}) where {K, V} = KeySet{K, IdDict{K, V}}(d)
values(d::IdDict{K, V}) where {K, V} = ValueIterator{V, IdDict{K, V}}(d)
iterate(v::KeySet{K, D}) where {K, D<:IdDict} = dictview_next(v, iterate(v.dict))
iterate(v::KeySet{K, D}, i::Int64) where {K, D<:IdDict} = dictview_next(v, iterate(v.dict, i))
iterate(v::ValueIterator{V, D}) where {V, D<:IdDict} = dictview_next(v, iterate(v.dict))
iterate(v::ValueIterator{V, D}, i::Int64) where {V, D<:IdDict} = dictview_next(v, iterate(v.dict, i))
dictview_next(v::KeySet, y) = y === nothing ? nothing : (y[1].first, y[2])
dictview_next(v::ValueIterator, y) = y === nothing ? nothing : (y[1].second, y[2])
in(k, v::KeySet{K, D}) where {K, D<:IdDict} = haskey(v.dict, k)
