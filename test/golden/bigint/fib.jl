# Fibonacci numbers far past Int64
function fib(n)
    a, b = big(0), big(1)
    for _ in 1:n
        a, b = b, a + b
    end
    return a
end
println(fib(100))
println(fib(300))
println(fib(1000) % 1000000007)
println(length(string(fib(3000))))
