f(x) = x + 1
