@inline f(x) = x
