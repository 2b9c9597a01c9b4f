# the sieve of Eratosthenes on a BitVector: trues, masks, count, findall, views of the flags
function sieve(n)
    isprime = trues(n)
    isprime[1] = false
    for p in 2:isqrt(n)
        if isprime[p]
            isprime[p*p:p:n] .= false
        end
    end
    return isprime
end
flags = sieve(50)
primes = findall(flags)
println(primes)
println(count(flags), " ", length(flags), " ", sum(flags), " ", typeof(flags))
println(flags[1:10], " ", findfirst(flags), " ", findlast(flags), " ", findnext(flags, 24))
twins = [(p, p + 2) for p in primes if p + 2 <= 50 && flags[p + 2]]
println(twins)
gaps = diff(primes)
println(gaps, " ", maximum(gaps), " ", argmax(gaps), " ", primes[argmax(gaps)])
odd = falses(10)
odd[1:2:end] .= true
println(odd, " ", .!odd, " ", odd .& flags[1:10], " ", odd .| flags[1:10], " ", any(odd), " ", all(odd))
display(flags[1:6])
