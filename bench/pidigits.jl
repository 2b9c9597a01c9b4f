# pidigits (after the Benchmarks Game): the first N digits of pi by the
# unbounded spigot algorithm, in BigInt arithmetic (GMP), printed ten to a
# line as the benchmark does, written as Julia users write it: immutable
# BigInt values, a new one for every operation.
const N = 10_000 # QUICK=1_000

function pidigits(n::Int)
    k = 0
    digits = 0
    line = IOBuffer()
    numer, accum, denom = big(1), big(0), big(1)
    while digits < n
        # the next term of the series
        k += 1
        k2 = 2k + 1
        accum += numer * 2
        accum *= k2
        denom *= k2
        numer *= k
        numer > accum && continue
        # the digit, if the next term cannot change it
        d = (numer * 3 + accum) ÷ denom
        d == (numer * 4 + accum) ÷ denom || continue
        print(line, Int(d))
        digits += 1
        if digits % 10 == 0
            println(String(take!(line)), "\t:", digits)
        end
        accum -= denom * d
        accum *= 10
        numer *= 10
    end
    rest = String(take!(line))
    isempty(rest) || println(rpad(rest, 10), "\t:", digits)
end

pidigits(N)
