Int[i for i in 1:3]
