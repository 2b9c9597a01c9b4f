a = b = c
