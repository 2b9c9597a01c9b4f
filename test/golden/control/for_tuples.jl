for x in (1, 2, 3)
    println(x * 10)
end

for x in (1, "two", 3.0)
    println(x)
end

describe(x::Int) = "an Int: $x"
describe(x::String) = "a String: $x"
describe(x::Float64) = "a Float64: $x"
describe(x::Char) = "a Char: $x"

for item in (42, "hello", 2.5, 'c')
    println(describe(item))
end

function tuple_sum()
    s = 0
    for v in (5, 10, 15, 20)
        s += v
    end
    return s
end
println(tuple_sum())

for x in (1, 2.5)
    println(x + 1)
end
