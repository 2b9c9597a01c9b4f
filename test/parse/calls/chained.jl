f(x)(y)
