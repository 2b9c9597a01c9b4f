# log2 of a negative integer: the argument is converted to Float64 first.
function f(n)
    return log2(n)
end
println(f(8))
println(f(-2))
