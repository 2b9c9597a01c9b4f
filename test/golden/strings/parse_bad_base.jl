parse(Int, "1", 63)
