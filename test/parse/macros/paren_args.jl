@m(a, b)
