x::Int -> x
