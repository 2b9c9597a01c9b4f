x::Int = 1
