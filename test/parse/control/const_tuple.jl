const a, b = 1, 2
