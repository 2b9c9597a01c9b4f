ping(n) = n == 0 ? "ping" : pong(n - 1)
pong(n) = n == 0 ? "pong" : ping(n - 1)
println(ping(10), " ", pong(7), " ", ping(100_000))
f(x) = g(x, 2)
g(x, k) = x * k
println(f(21))
