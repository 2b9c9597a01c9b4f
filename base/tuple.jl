# tuple.jl — tuples: iteration and indexing.

length(t::Tuple) = nfields(t)
getindex(t::Tuple, i::Int64) = getfield(t, i)
iterate(t::Tuple) = iterate(t, 1)
iterate(t::Tuple, i::Int64) = i <= nfields(t) ? (getfield(t, i), i + 1) : nothing

# Val{x}: a value lifted into the type domain, for dispatch on it
struct Val{x} end
Val(x) = Val{x}()
