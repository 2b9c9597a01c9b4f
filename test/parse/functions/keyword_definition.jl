function f(a, b=2; c=3, d...)
    a
end
