# Closures returned, composed and passed to higher-order functions.
make_adder(n) = x -> x + n
function counter()
    count = 0
    () -> (count += 1)
end
function compose(f, g)
    x -> f(g(x))
end
function apply_n(f, x, n)
    for i in 1:n
        x = f(x)
    end
    x
end
function sum_with(f, v)
    s = zero(eltype(v))
    for x in v
        s += f(x)
    end
    s
end
function main()
    add3 = make_adder(3)
    println(add3(4))
    c = counter()
    c(); c()
    println(c())
    sq_then_inc = compose(x -> x + 1, x -> x * x)
    println(sq_then_inc(5))
    println(apply_n(x -> 2x, 1, 10))
    println(sum_with(abs, [-1, 2, -3]))
    println(sum_with(x -> x^2, [1.5, 2.0]))
    k = 2.5
    println(sum_with(x -> k * x, [1.0, 2.0]))
    acc = 0
    for i in 1:3
        acc += i
        println(apply_n(y -> y + i, 0, 2))
    end
    println(acc)
    nested = a -> (b -> a * b)
    println(nested(6)(7))
end
main()
