function f(x::T)::T where T
    x
end
