fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function main()
    println(fib(35))
end
