# A recursion too deep for the stack is a StackOverflowError (exit 1), not a crash.
# deep recursion that the C compiler cannot turn into a loop
g(n) = n == 0 ? 0.0 : sin(g(n - 1) + n)
println("start")
println(g(10) > -2.0)
println(g(100_000_000))
