(a + b)::Int
