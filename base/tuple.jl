# tuple.jl — tuples: iteration and indexing.

length(t::Tuple) = nfields(t)
getindex(t::Tuple, i::Int64) = getfield(t, i)
iterate(t::Tuple) = iterate(t, 1)
iterate(t::Tuple, i::Int64) = i <= nfields(t) ? (getfield(t, i), i + 1) : nothing
