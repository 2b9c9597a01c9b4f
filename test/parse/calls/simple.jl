f(x, y)
