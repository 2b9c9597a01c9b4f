function compute(x)
    y = x * 2
    return y + missing_value
end
println(compute(3))
