# Naive doubly recursive Fibonacci: measures call overhead.
const N = 35 # QUICK=25

fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function main()
    println(fib(N))
end
