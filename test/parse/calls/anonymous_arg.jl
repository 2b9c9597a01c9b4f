map(x -> x^2, xs)
