[x for y in ys for x in y]
