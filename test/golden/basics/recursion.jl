fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function myfact(n::Int)
    if n <= 1
        return 1
    end
    return n * myfact(n - 1)
end

function ack(m, n)
    if m == 0
        return n + 1
    elseif n == 0
        return ack(m - 1, 1)
    else
        return ack(m - 1, ack(m, n - 1))
    end
end

function gcd_rec(a, b)
    b == 0 ? a : gcd_rec(b, a % b)
end

is_even_r(n) = n == 0 ? true : is_odd_r(n - 1)
is_odd_r(n) = n == 0 ? false : is_even_r(n - 1)

for i in 0:10
    print(fib(i), " ")
end
println()
println(fib(25))
println(myfact(0))
println(myfact(5))
println(myfact(20))
println(ack(0, 0))
println(ack(1, 2))
println(ack(2, 3))
println(ack(3, 3))
println(gcd_rec(48, 18))
println(gcd_rec(17, 5))
println(is_even_r(10), " ", is_odd_r(7), " ", is_even_r(3))
