[(i, j) for i in 1:2, j in 1:3]
