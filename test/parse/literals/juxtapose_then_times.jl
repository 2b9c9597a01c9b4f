2x*y
