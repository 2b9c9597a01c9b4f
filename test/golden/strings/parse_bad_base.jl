parse(Int, "1"; base=63)
