# Each call wraps its argument in one more tuple (this used to crash jlc).
nest(x, n) = n == 0 ? x : nest((x,), n - 1)
println(nest(1, 3))
