function f(x, y=2, zs...; k::Int=1, rest...)
    x
end
