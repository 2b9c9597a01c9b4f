parse(Float64, "1e10000")
