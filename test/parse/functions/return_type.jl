function f(x)::Int
    x
end
