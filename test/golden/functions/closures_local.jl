# Anonymous functions, local functions and do blocks: closures capture the
# locals they use; one assigned after capture is shared through a box.
function main()
    h = x -> x + 1
    println(h(3))
    a = 10
    c = () -> a * 2
    println(c())
    add(x, y) = x + y + a
    println(add(1, 2))
    total = 0
    inc = () -> (total += 1)
    inc(); inc()
    println(total)
    function fact(n)
        n <= 1 ? 1 : n * fact(n - 1)
    end
    println(fact(10))
    apply(f, x) = f(x)
    println(apply(x -> x * 3, 5))
    r = apply(7) do y
        y - 1
    end
    println(r)
end
main()
