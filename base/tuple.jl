# tuple.jl — tuples: iteration and indexing.

length(t::Tuple) = nfields(t)
getindex(t::Tuple, i::Int64) = getfield(t, i)
iterate(t::Tuple) = iterate(t, 1)
iterate(t::Tuple, i::Int64) = i <= nfields(t) ? (getfield(t, i), i + 1) : nothing
first(t::Tuple) = getfield(t, 1)
# everything but the first element
tail(t::Tuple) = drop_first(t...)
drop_first(x, rest...) = rest
map(f, ::Tuple{}) = ()
map(f, t::Tuple) = (f(getfield(t, 1)), map(f, tail(t))...)
