Float64[1 2]
