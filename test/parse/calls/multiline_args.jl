f(a,
  b)
