Vector{Int}(undef, 3)
