T = Dict{String,
