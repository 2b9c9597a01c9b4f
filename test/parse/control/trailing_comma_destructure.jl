x, = xs
