# Top-level statements run in order; functions may be defined between them.
println("first")
x = 1 + 2
println("second ", x)

function later(y)
    return y * 10
end

println("third ", later(x))
println("fourth ", later(later(x)))
