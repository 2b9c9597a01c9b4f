, x
