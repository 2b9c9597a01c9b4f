!f(x)
