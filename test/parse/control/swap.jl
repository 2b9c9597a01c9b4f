a, b = b, a
x, y, z = 1, 2, 3
