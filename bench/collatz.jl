# The longest Collatz chain starting below N (chain length counts both ends).
const N = 1_000_000 # QUICK=100_000

function collatz_length(n::Int)
    len = 1
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        len += 1
    end
    return len
end

function main()
    best, best_len = 1, 1
    for start in 1:N-1
        len = collatz_length(start)
        if len > best_len
            best, best_len = start, len
        end
    end
    println(best, " ", best_len)
end
