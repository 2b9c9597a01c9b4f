# pair.jl — Pair{A, B}: `a => b`, the element of a Dict.

struct Pair{A, B}
    first::A
    second::B
end

=>(a, b) = Pair(a, b)

first(p::Pair) = p.first
last(p::Pair) = p.second
length(p::Pair) = 2
getindex(p::Pair, i::Int64) = getfield(p, i)
# (k, v) = p takes a Pair apart as a 2-tuple would be.
iterate(p::Pair) = (p.first, 2)
iterate(p::Pair, i::Int64) = i == 2 ? (p.second, 3) : nothing

==(p::Pair, q::Pair) = (p.first == q.first) & (p.second == q.second)
isequal(p::Pair, q::Pair) = isequal(p.first, q.first) & isequal(p.second, q.second)
hash(p::Pair, h::UInt64) = hash(p.second, hash(p.first, h))
# by the first parts, then the second (sorting a Dict's pairs)
isless(p::Pair, q::Pair) = isequal(p.first, q.first) ? isless(p.second, q.second) : isless(p.first, q.first)
# `x, y = p` without iterating
indexed_iterate(p::Pair, i::Int64, state=1) = (getfield(p, i), i + 1)

# A part that is itself a Pair is parenthesized: 1 => (2 => 3). In a
# collection of Pair{A, B} the parts show as values known to be A and B.
show(io::IO, p::Pair) = show_pair(io, p, Any, Any)
function show_pair(io::IO, p::Pair, ::Type{A}, ::Type{B}) where {A, B}
    show_pair_part(io, p.first, A)
    print(io, " => ")
    show_pair_part(io, p.second, B)
end
show_pair_part(io::IO, x, ::Type{T}) where {T} = show_implied(io, x, T)
show_pair_part(io::IO, x::Pair, ::Type) = (print(io, '('); show(io, x); print(io, ')'))
