f(x; k)
f(x; k=1)
f(; a.b)
