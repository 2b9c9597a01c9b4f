# tuple.jl — tuples: iteration and indexing.

length(t::Tuple) = nfields(t)
getindex(t::Tuple, i::Int64) = getfield(t, i)
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
# everything but the first element
tail(t::Tuple) = drop_first(t...)
drop_first(x, rest...) = rest
map(f, ::Tuple{}) = ()
map(f, t::Tuple) = (f(getfield(t, 1)), map(f, tail(t))...)

# convert(Tuple{Float64, Int32}, (1, 2)): each element to its field's type
convert(::Type{T}, x::T) where {T<:Tuple} = x
convert(::Type{T}, x::Tuple) where {T<:Tuple} = ntuple(i -> convert(fieldtype(T, i), getfield(x, i)), Val(nfields(x)))

# (an empty tuple's element type is Union{}; that of a splatted Vector's
# elements depends on how many there are)
eltype(t::Tuple{Vararg{T}}) where {T} = length(t) == 0 ? Union{} : T
