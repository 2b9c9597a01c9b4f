const LIMIT = 100
const GREETING = "hi"
scale = 3

function scaled(x)
    return x * scale
end

function under_limit(x)
    return x < LIMIT
end

function updating()
    a = 10
    a += 5
    println("a += 5: ", a)
    a -= 3
    println("a -= 3: ", a)
    a *= 2
    println("a *= 2: ", a)
    a ÷= 5
    println("a ÷= 5: ", a)
    a %= 3
    println("a %= 3: ", a)
    b = 7
    b ^= 2
    println("b ^= 2: ", b)
    c = 1.0
    c /= 4
    println("c /= 4: ", c)
    c += 1
    println("c += 1: ", c)
    return a
end

println(GREETING)
println(scaled(7))
println(under_limit(99))
println(under_limit(100))
println(updating())
