(f(a)
 + b)
