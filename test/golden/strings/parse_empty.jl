parse(Int, "   ")
