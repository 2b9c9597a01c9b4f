using A: x, y
