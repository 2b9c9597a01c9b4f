f(g(x), h(y, z))
