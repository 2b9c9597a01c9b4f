"doc" f(x) = x
