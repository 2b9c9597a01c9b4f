Vector{T} where T<:Real
