f (x)
