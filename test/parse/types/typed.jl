x::Int
