f(a; b c)
