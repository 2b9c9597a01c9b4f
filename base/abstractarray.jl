# abstractarray.jl — what any AbstractArray has from its size and getindex
# alone, as Julia's AbstractArray interface promises (the manual's
# "Interfaces" chapter): a type that defines those two gets length, indices,
# iteration and, through them, everything written for any iterable.

firstindex(a::AbstractArray) = 1
lastindex(a::AbstractArray) = length(a)
length(a::AbstractArray) = prod(size(a))
