sum(x^2 for x in xs)
