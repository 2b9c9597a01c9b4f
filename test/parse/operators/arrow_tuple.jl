(x, y) -> x * y
