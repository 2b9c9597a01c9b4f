struct P
    x::Int
