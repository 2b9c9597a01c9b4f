function f(x)
    x > 0 ? x : -x
end
