f(x; y = 1)
f(x, y = 1)
