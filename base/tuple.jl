# tuple.jl — tuples: iteration and indexing.

length(t::Tuple) = nfields(t)
isempty(t::Tuple) = nfields(t) == 0
# t[i] out of range: a BoundsError holding t and i, as Julia's getfield throws
# (a tuple of run-time length is checked by getfield itself, against its length)
getindex(t::Tuple, i::Int64) = ((1 <= i) & (i <= nfields(t)) || throw(BoundsError(t, i)); getfield(t, i))
@runtime_length getindex(t::Tuple, i::Int64) = getfield(t, i)
getindex(t::Tuple, i::Integer) = t[convert(Int64, i)]
iterate(t::Tuple) = iterate(t, 1)
iterate(t::Tuple, i::Int64) = i <= nfields(t) ? (getfield(t, i), i + 1) : nothing

# Val{x}: a value lifted into the type domain, for dispatch on it
struct Val{x} end
Val(x) = Val{x}()

# ntuple(f, n): (f(1), ..., f(n)), for an n inference knows (a literal, Val(n))
ntuple(f, n::Int64) = ntuple(f, Val(n))
ntuple(f, ::Val{0}) = ()
ntuple(f, ::Val{N}) where {N} = (ntuple(f, Val{Core.Intrinsics.sub_int(N, 1)}())..., f(N))
firstindex(t::Tuple) = 1
lastindex(t::Tuple) = nfields(t)
first(t::Tuple) = getfield(t, 1)
last(t::Tuple) = getfield(t, nfields(t))
# everything but the first element
tail(t::Tuple) = drop_first(t...)
drop_first(x, rest...) = rest
# everything but the last element
front(::Tuple{}) = throw(ArgumentError("Cannot call front on an empty tuple."))
front(t::Tuple{Any}) = ()
front(t::Tuple) = (getfield(t, 1), front(tail(t))...)
reverse(::Tuple{}) = ()
reverse(t::Tuple) = (last(t), reverse(front(t))...)
map(f, ::Tuple{}) = ()
map(f, t::Tuple) = (f(getfield(t, 1)), map(f, tail(t))...)
map(f, ::Tuple{}, ::Tuple{}) = ()
map(f, a::Tuple, b::Tuple) = (f(getfield(a, 1), getfield(b, 1)), map(f, tail(a), tail(b))...)

# convert(Tuple{Float64, Int32}, (1, 2)): each element to its field's type
convert(::Type{T}, x::T) where {T<:Tuple} = x
convert(::Type{T}, x::Tuple) where {T<:Tuple} = ntuple(i -> convert(fieldtype(T, i), getfield(x, i)), Val(nfields(x)))

# (an empty tuple's element type is Union{}; a tuple of run-time length's
# is that of Julia's Tuple{Vararg{T}}, T: what any of its elements may be)
eltype(t::Tuple{Vararg{T}}) where {T} = length(t) == 0 ? Union{} : T
@runtime_length eltype(t::Tuple) = Core._return_type(i -> getfield(t, i), Int64)
# of elements of several types, Julia's promote_typejoin of theirs: Real for (1, 2.0)
eltype(t::Tuple) = tuple_eltype(t...)
tuple_eltype(x) = typeof(x)
tuple_eltype(x, ys...) = promote_typejoin(typeof(x), tuple_eltype(ys...))
## destructuring: `a, b, c... = x` is lowered as Julia lowers it ##

# indexed_iterate(x, i[, state]): element i and the state after it. A tuple's
# state is the next index as a Val, so that rest(t, state) has a known length.
indexed_iterate(t::Tuple, i::Int64) = (getfield(t, i), Val{i + 1}())
indexed_iterate(t::Tuple, i::Int64, state::Val) = (getfield(t, i), Val{i + 1}())
function indexed_iterate(itr, i::Int64)
    x = iterate(itr)
    x === nothing && throw(BoundsError(itr, (i,)))
    return x
end
function indexed_iterate(itr, i::Int64, state)
    x = iterate(itr, state)
    x === nothing && throw(BoundsError(itr, (i,)))
    return x
end

# `x, y = next` where next is an iterate result, after a loop test the
# inference does not carry over (`next === nothing` was ruled out): nothing
# has no iterate, so this is the MethodError Julia throws.
indexed_iterate(::Nothing, i::Int64, state...) = throw(MethodError("no method matching iterate(::Nothing)"))

# rest(x, state): what `c...` takes, of x's kind: a tuple of a tuple, a
# vector of a vector, a string of a string.
rest(t::Tuple) = t
rest(t::Tuple, ::Val{1}) = t
rest(t::Tuple, ::Val{i}) where {i} = rest(tail(t), Val{i - 1}())
rest(a::Vector) = copy(a)
rest(a::Vector, i::Int64) = a[i:lastindex(a)]
rest(s::AbstractString) = String(s)
rest(s::AbstractString, i::Int64) = String(SubString(s, i))

## comparison: element by element, from the first ##

==(a::Tuple, b::Tuple) = (nfields(a) == nfields(b)) && tuple_eq(a, b)
tuple_eq(::Tuple{}, ::Tuple{}) = true
tuple_eq(a::Tuple, b::Tuple) = (getfield(a, 1) == getfield(b, 1)) && tuple_eq(tail(a), tail(b))
isequal(a::Tuple, b::Tuple) = (nfields(a) == nfields(b)) && tuple_isequal(a, b)
tuple_isequal(::Tuple{}, ::Tuple{}) = true
tuple_isequal(a::Tuple, b::Tuple) = isequal(getfield(a, 1), getfield(b, 1)) && tuple_isequal(tail(a), tail(b))

# Lexicographic; a tuple that is a prefix of another comes first. `<` decides
# at the first pair of elements that are not ==, isless at the first that
# are not isequal.
<(::Tuple{}, ::Tuple{}) = false
<(::Tuple{}, ::Tuple) = true
<(::Tuple, ::Tuple{}) = false
function <(a::Tuple, b::Tuple)
    x = getfield(a, 1)
    y = getfield(b, 1)
    return x == y ? tail(a) < tail(b) : x < y
end
isless(::Tuple{}, ::Tuple{}) = false
isless(::Tuple{}, ::Tuple) = true
isless(::Tuple, ::Tuple{}) = false
function isless(a::Tuple, b::Tuple)
    x = getfield(a, 1)
    y = getfield(b, 1)
    return isless(x, y) || (isequal(x, y) && isless(tail(a), tail(b)))
end

## tuples whose length is only known at run time ##

# Tuple{Vararg{T}}, as Julia infers filter((1, 2, 3)) or Tuple(v): in jlc a
# run of elements (a splatted Vector's). The methods above that recurse down
# to Tuple{} would need one method instance per length; these, marked
# @runtime_length (jlc's: taken by such tuples only, whatever their length),
# work on the elements as a Vector and splat the result back into a tuple.
@runtime_length function map(f, t::Tuple)
    v = Vector{Core._return_type(f, eltype(t))}(undef, nfields(t))
    for i in 1:nfields(t)
        v[i] = f(getfield(t, i))
    end
    return (v...,)
end
@runtime_length reverse(t::Tuple) = (reverse(collect(t))...,)
@runtime_length front(t::Tuple) = nfields(t) == 0 ? throw(ArgumentError("Cannot call front on an empty tuple.")) :
    (collect(t)[1:nfields(t) - 1]...,)
@runtime_length function tuple_eq(a::Tuple, b::Tuple)
    for i in 1:nfields(a)
        getfield(a, i) == getfield(b, i) || return false
    end
    return true
end
@runtime_length function tuple_isequal(a::Tuple, b::Tuple)
    for i in 1:nfields(a)
        isequal(getfield(a, i), getfield(b, i)) || return false
    end
    return true
end
# (as the recursive ones above: decided at the first pair that differs)
@runtime_length function <(a::Tuple, b::Tuple)
    for i in 1:min(nfields(a), nfields(b))
        x = getfield(a, i)
        y = getfield(b, i)
        x == y || return x < y
    end
    return nfields(a) < nfields(b)
end
@runtime_length function isless(a::Tuple, b::Tuple)
    for i in 1:min(nfields(a), nfields(b))
        x = getfield(a, i)
        y = getfield(b, i)
        isequal(x, y) || return isless(x, y)
    end
    return nfields(a) < nfields(b)
end

# Of any tuple, a tuple of the length only the elements decide (Julia's too:
# its inferred type is Tuple{Vararg{T}}-like).
filter(f, t::Tuple) = (filter(f, collect(t))...,)
# t[2:3], t[[1, 3]]: each t[i] for i in r (so one out of range is t's BoundsError)
function getindex(t::Tuple, r::AbstractVector{Int64})
    v = Vector{eltype(t)}(undef, length(r))
    k = 0
    for i in r
        k += 1
        v[k] = t[i]
    end
    return (v...,)
end
Tuple(itr) = (collect(itr)...,)
Tuple(t::Tuple) = t
