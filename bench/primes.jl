# Count the primes below N by trial division with odd divisors up to sqrt(n).
const N = 1_500_000 # QUICK=150_000

function isprime(n::Int)
    n < 2 && return false
    iseven(n) && return n == 2
    d = 3
    while d * d <= n
        n % d == 0 && return false
        d += 2
    end
    return true
end

function main()
    count = 0
    for n in 2:N-1
        if isprime(n)
            count += 1
        end
    end
    println(count)
end
