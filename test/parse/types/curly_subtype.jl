Vector{<:Real}
