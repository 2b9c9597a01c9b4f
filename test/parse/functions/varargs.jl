f(xs...) = xs
