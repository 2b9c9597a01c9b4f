Union{Int, Nothing}
