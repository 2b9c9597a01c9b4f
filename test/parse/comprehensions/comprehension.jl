[x^2 for x in 1:n]
