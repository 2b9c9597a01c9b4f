Int[1, 2]
Int[]
