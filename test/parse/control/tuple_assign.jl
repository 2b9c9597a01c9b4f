a, b = b, a
