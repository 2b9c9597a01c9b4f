# Small number-crunching programs built from loops and integer ops.
function sum_multiples(limit)
    s = 0
    for i in 1:limit-1
        if i % 3 == 0 || i % 5 == 0
            s += i
        end
    end
    return s
end

function even_fib_sum(limit)
    a = 1
    b = 2
    s = 0
    while b <= limit
        if iseven(b)
            s += b
        end
        t = a + b
        a = b
        b = t
    end
    return s
end

function digit_sum(n)
    s = 0
    while n > 0
        s += n % 10
        n ÷= 10
    end
    return s
end

function sum_squares(n)
    s = 0
    for i in 1:n
        s += i^2
    end
    s
end

println(sum_multiples(10))
println(sum_multiples(1000))
println(even_fib_sum(4000000))
println(digit_sum(12345))
println(digit_sum(9999))
println(sum_squares(10))
println((100 * 101 ÷ 2)^2 - sum_squares(100))
