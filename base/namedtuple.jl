# namedtuple.jl — named tuples: (a = 1, b = "x") is a NamedTuple{(:a, :b),
# Tuple{Int64, String}}, whose fields are named by its first parameter.

length(t::NamedTuple) = nfields(t)
isempty(t::NamedTuple) = nfields(t) == 0
getindex(t::NamedTuple, i::Int64) = getfield(t, i)
getindex(t::NamedTuple, name::Symbol) = getfield(t, name)
keys(::NamedTuple{names}) where {names} = names
values(t::NamedTuple) = Core._fields_tuple(t)
Tuple(t::NamedTuple) = values(t)
eltype(t::NamedTuple) = eltype(values(t))
# map(f, t): the same names, each with f of its value
map(f, t::NamedTuple{names}) where {names} = NamedTuple{names}(map(f, values(t)))
iterate(t::NamedTuple) = iterate(t, 1)
iterate(t::NamedTuple, i::Int64) = i <= nfields(t) ? (getfield(t, i), i + 1) : nothing
haskey(t::NamedTuple, name::Symbol) = name in keys(t)
get(t::NamedTuple, name::Symbol, default) = haskey(t, name) ? getfield(t, name) : default

NamedTuple() = NamedTuple{()}(())
NamedTuple{names}(values::Tuple) where {names} = Core._namedtuple(names, values...)
NamedTuple{names, T}(values::T) where {names, T <: Tuple} = Core._namedtuple(names, values...)

==(a::NamedTuple, b::NamedTuple) = keys(a) === keys(b) && values(a) == values(b)

# (Julia names the type first when a field's declared type is abstract;
# the named tuples jlc makes have the types of their values.)
function show(io::IO, t::NamedTuple{names}) where {names}
    if nfields(t) == 0
        print(io, "NamedTuple()")
    else
        print(io, '(')
        show_named_fields(io, names, 1, values(t)...)
        nfields(t) == 1 && print(io, ',')
        print(io, ')')
    end
end

show_named_fields(io::IO, names, i) = nothing
function show_named_fields(io::IO, names, i, x, xs...)
    i > 1 && print(io, ", ")
    print(io, names[i], " = ")
    show(io, x)
    show_named_fields(io, names, i + 1, xs...)
end

# pairs(x): key => value for each key of x, a named tuple's names or a
# vector's or tuple's indices. The keywords a method collects with `kws...`
# are pairs(::NamedTuple), as in Julia: indexing them by name gives the value.
abstract type AbstractDict{K, V} end

# (a dictionary as in Julia: shown as one, Base.Pairs(:a => 1), base/dict.jl)
struct Pairs{K, V, I, A} <: AbstractDict{K, V}
    data::A
    itr::I
end
pairs(t::NamedTuple) = Pairs{Symbol, eltype(values(t)), typeof(keys(t)), typeof(t)}(t, keys(t))
pairs(v::Union{Vector, Tuple}) = Pairs{Int64, eltype(v), OneTo{Int64}, typeof(v)}(v, OneTo(length(v)))
length(p::Pairs) = length(p.data)
isempty(p::Pairs) = isempty(p.data)
eltype(::Pairs{K, V}) where {K, V} = Pair{K, V}
keys(p::Pairs) = p.itr
values(p::Pairs) = p.data
haskey(p::Pairs, name::Symbol) = haskey(p.data, name)
getindex(p::Pairs, name::Symbol) = getfield(p.data, name)
get(p::Pairs, name::Symbol, default) = haskey(p.data, name) ? getfield(p.data, name) : default
iterate(p::Pairs) = iterate(p, 1)
# (by position: a named tuple's i-th value is its field i, whatever its name)
iterate(p::Pairs, i::Int64) = i <= length(p.itr) ? (Pair(p.itr[i], p.data[i]), i + 1) : nothing
# a string's: byte index => Char
pairs(s::AbstractString) = Pairs{Int64, Char, typeof(eachindex(s)), typeof(s)}(s, eachindex(s))
function iterate(p::Pairs{Int64, Char, I, S}, i::Int64) where {I, S<:AbstractString}
    next = iterate(p.data, i)
    return next === nothing ? nothing : (Pair(i, next[1]), next[2])
end

# f(; kws...) passes on named tuples and collected keywords alike
keywords_of(t::NamedTuple) = t
keywords_of(p::Pairs) = p.data

# merge(a, b): a's names, then b's new ones; where both have a name, b's value
merge(a::NamedTuple, b::NamedTuple) = Core._merge_namedtuples(a, b)
merge(a::NamedTuple) = a
merge(a::NamedTuple, b::NamedTuple, cs::NamedTuple...) = merge(merge(a, b), cs...)

# A named tuple converts to one with the same names field by field
convert(::Type{NamedTuple{names, T}}, nt::NamedTuple{names, T}) where {names, T<:Tuple} = nt
convert(::Type{NamedTuple{names, T}}, nt::NamedTuple{names}) where {names, T<:Tuple} =
    NamedTuple{names, T}(convert(T, values(nt)))
