NTuple{3, Int}
