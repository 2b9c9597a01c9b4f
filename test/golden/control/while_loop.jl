function collatz_steps(n)
    steps = 0
    while n != 1
        if iseven(n)
            n = n ÷ 2
        else
            n = 3 * n + 1
        end
        steps += 1
    end
    return steps
end

function count_down(n)
    while n > 0
        print(n, " ")
        n -= 1
    end
    println("liftoff")
end

function first_square_over(limit)
    i = 1
    while true
        if i * i > limit
            break
        end
        i += 1
    end
    return i
end

function sum_odd_upto(n)
    s = 0
    i = 0
    while i < n
        i += 1
        if iseven(i)
            continue
        end
        s += i
    end
    return s
end

println(collatz_steps(1))
println(collatz_steps(6))
println(collatz_steps(27))
count_down(5)
count_down(0)
println(first_square_over(50))
println(sum_odd_upto(10))
