Tuple{Int, Vararg{Int}}
