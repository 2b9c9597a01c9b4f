(a; b)
