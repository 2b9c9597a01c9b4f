f(::Int) = 1
