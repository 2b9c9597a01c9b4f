# The sieve of Eratosthenes on a Vector{Bool} of N flags; the primes found are
# collected with push! and summarized by count, largest and sum.
const N = 50_000_000 # QUICK=5_000_000

function sieve(n::Int)
    is_prime = fill(true, n)
    is_prime[1] = false
    p = 2
    while p * p <= n
        if is_prime[p]
            for m in p*p:p:n
                is_prime[m] = false
            end
        end
        p += 1
    end
    return is_prime
end

function primes_from(flags::Vector{Bool})
    primes = Int[]
    for i in 1:length(flags)
        if flags[i]
            push!(primes, i)
        end
    end
    return primes
end

function main()
    primes = primes_from(sieve(N))
    println(length(primes), " ", primes[end], " ", sum(primes))
end
