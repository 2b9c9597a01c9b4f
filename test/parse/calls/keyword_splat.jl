f(a; kw...)
