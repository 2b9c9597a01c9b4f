[f(x) g(y)]
