parse(Int, "1 2")
