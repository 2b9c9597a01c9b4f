println(sum(i + j + k for i in 1:2, j in 1:2, k in 1:2))
