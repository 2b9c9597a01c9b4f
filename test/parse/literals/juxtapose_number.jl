2x
