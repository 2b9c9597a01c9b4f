Vector{T} where T
