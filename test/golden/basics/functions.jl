square(x) = x * x

function cube(x)
    return x * x * x
end

function half(x::Int)::Float64
    return x / 2
end

function widen_to_float(x::Int)::Float64
    x
end

add3(a, b, c) = a + b + c

function implicit_return(x)
    y = x + 1
    y * 2
end

function sayhi(who)
    println("hi, ", who)
end

println(square(7))
println(square(1.5))
println(cube(3))
println(cube(-2))
println(half(7))
println(half(8))
println(widen_to_float(4))
println(add3(1, 2, 3))
println(add3(1, 2.5, 3))
println(implicit_return(4))
r = sayhi("bob")
println(r)
