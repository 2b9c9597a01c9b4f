function primes_below(n)
    for i in 2:n-1
        isprime = true
        for d in 2:i-1
            if d * d > i
                break
            end
            if i % d == 0
                isprime = false
                break
            end
        end
        if isprime
            print(i, " ")
        end
    end
    println()
end

function skip_multiples_of_three(n)
    for i in 1:n
        if i % 3 == 0
            continue
        end
        print(i, " ")
    end
    println()
end

function find_root(target)
    for i in 1:100
        if i * i == target
            return i
        end
    end
    return -1
end

primes_below(50)
skip_multiples_of_three(10)
println(find_root(49))
println(find_root(50))
for i in 1:10
    if i == 4
        break
    end
    println("i = ", i)
end
