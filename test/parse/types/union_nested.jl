Union{Int, Vector{<:Real}}
