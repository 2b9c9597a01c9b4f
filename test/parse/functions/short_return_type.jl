f(x)::Int = x
