Dict{String, Int}
