# set.jl — Set{T}: the keys of a Dict{T, Nothing}, so it iterates (and
# prints) in the order Julia's does.

abstract type AbstractSet{T} end

struct Set{T} <: AbstractSet{T}
    dict::Dict{T, Nothing}
    # (only from its Dict: Set{T}(itr) is the set of itr's elements)
    Set{T}(d::Dict{T, Nothing}) where {T} = new(d)
end
Set{T}() where {T} = Set{T}(Dict{T, Nothing}())
Set{T}(itr) where {T} = union!(Set{T}(), itr)
# Typed by the iterator's eltype (a generator's as inference knows it).
Set(itr) = Set{eltype(itr)}(itr)
copy(s::Set{T}) where {T} = Set{T}(Dict{T, Nothing}(s.dict))
empty(s::Set{T}) where {T} = Set{T}()
empty(s::Set, ::Type{U}) where {U} = Set{U}()

length(s::Set) = length(s.dict)
isempty(s::Set) = isempty(s.dict)
eltype(::Type{<:AbstractSet{T}}) where {T} = T
map(f, ::AbstractSet) = error("map is not defined on sets")
in(x, s::Set) = haskey(s.dict, x)
push!(s::Set, x) = (s.dict[x] = nothing; s)
delete!(s::Set, x) = (delete!(s.dict, x); s)
empty!(s::Set) = (empty!(s.dict); s)
sizehint!(s::Set, n::Int64) = (sizehint!(s.dict, n); s)

function pop!(s::Set, x)
    index = ht_keyindex(s.dict, x)
    index < 0 && throw(KeyError(x))
    k = Core._arrayref(s.dict.keys, index)
    delete_at!(s.dict, index)
    return k
end
function pop!(s::Set, x, default)
    index = ht_keyindex(s.dict, x)
    index < 0 && return default
    k = Core._arrayref(s.dict.keys, index)
    delete_at!(s.dict, index)
    return k
end
pop!(s::Set) = pop!(s.dict).first

iterate(s::Set) = iterate(keys(s.dict))
iterate(s::Set, i::Int64) = iterate(keys(s.dict), i)

## set algebra, with Julia's element types and orders ##

# union!: room for everything first (never shrinking), then each element in turn.
function union!(s::Set, itr)
    haslength(itr) && sizehint_grow!(s.dict, length(s) + length(itr))
    for x in itr
        push!(s, x)
    end
    return s
end
union!(s::Set, a, b, rest...) = union!(union!(s, a), b, rest...)
union(s::AbstractSet, sets...) = union!(empty_set(promote_eltype(s, sets...)), s, sets...)
empty_set(::Type{T}) where {T} = Set{T}()
promote_eltype(x) = eltype(x)
promote_eltype(x, xs...) = promote_type(eltype(x), promote_eltype(xs...))

# intersect: the elements of s, in s's order, that every other holds. (Julia
# walks the smaller argument when both are sets; the result's layout is the
# same whenever the elements' home slots do not collide.)
function intersect(s::AbstractSet, itr)
    r = empty_set(promote_eltype(s, itr))
    for x in s
        contains_element(itr, x) && push!(r, x)
    end
    return r
end
intersect(s::AbstractSet, a, b, rest...) = intersect(intersect(s, a), b, rest...)
function intersect!(s::AbstractSet, itr)
    for x in copy(s)
        contains_element(itr, x) || delete!(s, x)
    end
    return s
end

setdiff(s::AbstractSet, itrs...) = setdiff!(copy(s), itrs...)
function setdiff!(s::Set, itr)
    for x in itr
        delete!(s, x)
    end
    return s
end
setdiff!(s::Set, a, b, rest...) = setdiff!(setdiff!(s, a), b, rest...)

# x in itr, for the collections set operations take: a set by hashing, any
# other collection by == (as `in` on a Vector compares).
contains_element(itr::Union{AbstractSet, KeySet}, x) = in(x, itr)
function contains_element(itr, x)
    for y in itr
        y == x && return true
    end
    return false
end

function issubset(a, b)
    for x in a
        contains_element(b, x) || return false
    end
    return true
end
⊆(a, b) = issubset(a, b)
⊇(a, b) = issubset(b, a)
⊈(a, b) = !issubset(a, b)
⊉(a, b) = !issubset(b, a)
# Strictly contained: compared as sets, whatever the collections are.
⊊(a, b) = as_set(a) ⊊ as_set(b)
⊊(a::AbstractSet, b::AbstractSet) = length(a) < length(b) && issubset(a, b)
⊋(a, b) = b ⊊ a
issetequal(a, b) = as_set(a) == as_set(b)
isdisjoint(a, b) = !any(in(b), a)
as_set(s::AbstractSet) = s
as_set(itr) = Set(itr)
const ∪ = union
const ∩ = intersect
==(a::AbstractSet, b::AbstractSet) = (length(a) == length(b)) && issubset(a, b)

## printing ##

# Set([1, 2]); the element type is named when the elements do not imply
# it (Set(Int32[1, 2])) or there are none (Set{Int64}()).
function show(io::IO, s::Set{T}) where {T}
    if isempty(s)
        print(io, typeof(s), "()")
    else
        print(io, "Set(")
        show_vector(io, s)
        print(io, ')')
    end
end

# (Julia sets no :compact for a set's elements: they print in full.)
function display(s::AbstractSet)
    isempty(s) && return (show(stdout, s); print(stdout, '\n'))
    n = length(s)
    print(stdout, typeof(s), " with ", n, n == 1 ? " element:" : " elements:")
    for x in s
        print(stdout, "\n  ")
        show(stdout, x)
    end
    print(stdout, '\n')
end

# filter(f, s): a new Set of the elements f accepts; filter! deletes the others.
function filter(f, s::Set{T}) where {T}
    r = Set{T}()
    for x in s
        f(x) && push!(r, x)
    end
    return r
end
filter!(f, s::Set) = (filter!(p -> f(p.first), s.dict); s)

# symdiff: the elements in an odd number of the arguments.
symdiff(s::AbstractSet, sets...) = symdiff!(empty_set(promote_eltype(s, sets...)), s, sets...)
# (An element met twice in one vector is toggled twice, as in Julia.)
function symdiff!(s::Set, itr)
    for x in itr
        x in s ? delete!(s, x) : push!(s, x)
    end
    return s
end
symdiff!(s::Set, a, b, rest...) = symdiff!(symdiff!(s, a), b, rest...)
intersect!(s::AbstractSet, a, b, rest...) = intersect!(intersect!(s, a), b, rest...)

## set operations on vectors: a Vector of the distinct elements, each where
## it first appears (distinct as a Set tells them apart: by isequal)

union(v::Vector, itrs...) = union!(Vector{promote_eltype(v, itrs...)}(), v, itrs...)
union!(v::Vector{T}, itrs...) where {T} = grow_distinct!(v, Set{T}(), itrs...)
# symdiff: an element stays if it is met an odd number of times in all.
symdiff(v::Vector, itrs...) = symdiff!(Vector{promote_eltype(v, itrs...)}(), v, itrs...)
symdiff!(v::Vector{T}, itrs...) where {T} =
    grow_kept!(v, symdiff!(Set{T}(), v, itrs...), itrs...)

# v made distinct, then each new element of each itr pushed in turn.
function grow_distinct!(v::Vector, seen::Set, itrs...)
    filter!(x -> first_sight!(seen, x), v)
    for_each_itr(itrs...) do x
        first_sight!(seen, x) && push!(v, x)
    end
    return v
end
# v kept to the elements of keep, then those of the itrs pushed, each once.
function grow_kept!(v::Vector, keep::Set, itrs...)
    filter!(x -> take_kept!(keep, x), v)
    for_each_itr(itrs...) do x
        take_kept!(keep, x) && push!(v, x)
    end
    return v
end
first_sight!(seen::Set, x) = x in seen ? false : (push!(seen, x); true)
take_kept!(keep::Set, x) = x in keep ? (delete!(keep, x); true) : false
# f(x) for every element of every itr, in order (the itrs may differ in type).
for_each_itr(f) = nothing
function for_each_itr(f, itr, itrs...)
    for x in itr
        f(x)
    end
    for_each_itr(f, itrs...)
end

# intersect and setdiff: the elements of v that the set operation on all the
# arguments keeps, in v's order, once each.
intersect(v::Vector, itrs...) = shrink_vector(intersect!, v, itrs...)
setdiff(v::Vector, itrs...) = shrink_vector(setdiff!, v, itrs...)
function shrink_vector(shrink!, v::Vector, itrs...)
    T = promote_eltype(v, itrs...)
    keep = shrink!(Set{T}(v), itrs...)
    return T[x for x in v if take_kept!(keep, x)]
end
intersect!(v::Vector{T}, itrs...) where {T} = shrink_vector!(intersect!, v, itrs...)
setdiff!(v::Vector{T}, itrs...) where {T} = shrink_vector!(setdiff!, v, itrs...)
function shrink_vector!(shrink!, v::Vector{T}, itrs...) where {T}
    keep = shrink!(Set{T}(v), itrs...)
    return filter!(x -> take_kept!(keep, x), v)
end
