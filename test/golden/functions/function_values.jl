double(x) = 2x
square(x) = x * x
struct Adder
    k::Int
end
(a::Adder)(x) = x + a.k
function main()
    fs = Function[double, square, x -> x - 1]
    for f in fs
        println(f(5))
    end
    g = [double, square]
    println(typeof(g))
    println(map(h -> h(3), g))
    ops = Dict("add" => +, "mul" => *)
    println(ops["add"](2, 3), " ", ops["mul"](2, 3))
    callables = Any[double, Adder(10)]
    for c in callables
        println(c(1))
    end
    k = 3
    pick = isodd(k) ? double : square
    println(pick(k))
end
