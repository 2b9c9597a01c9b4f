x::Vector{Int} = []
