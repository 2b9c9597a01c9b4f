f(a, b,)
