function f(a, b)
    return a + b
end
println(1, , 2)
