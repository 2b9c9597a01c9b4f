# Quicksort (Hoare partition around the middle element; recursion into the
# smaller part, a loop over the larger) of N pseudo-random Float64s drawn
# with xorshift64 (13, 7, 17).  Prints a few elements and whether the result
# is sorted.
const N = 5_000_000 # QUICK=500_000
const SEED = 88172645463325252
const SCALE = 2.0^-53   # turns the top 53 bits of a state into a Float64 in [0, 1)

function xorshift(x::Int)
    x ⊻= x << 13
    x ⊻= x >>> 7
    x ⊻= x << 17
    return x
end

function random_vector(n::Int, seed::Int)
    a = Vector{Float64}(undef, n)
    state = seed
    for i in 1:n
        state = xorshift(state)
        a[i] = (state >>> 11) * SCALE
    end
    return a
end

function quicksort!(a::Vector{T}, lo::Int, hi::Int) where {T}
    while lo < hi
        pivot = a[(lo + hi) >>> 1]
        i, j = lo, hi
        while i <= j
            while a[i] < pivot
                i += 1
            end
            while a[j] > pivot
                j -= 1
            end
            if i <= j
                a[i], a[j] = a[j], a[i]
                i += 1
                j -= 1
            end
        end
        if j - lo < hi - i
            quicksort!(a, lo, j)
            lo = i
        else
            quicksort!(a, i, hi)
            hi = j
        end
    end
    return a
end
quicksort!(a::Vector) = quicksort!(a, 1, length(a))

function is_sorted(a::Vector)
    prev = a[1]
    for x in a
        x < prev && return false
        prev = x
    end
    return true
end

function main()
    a = random_vector(N, SEED)
    quicksort!(a)
    println(a[1], " ", a[N ÷ 4], " ", a[N ÷ 2], " ", a[end], " ", is_sorted(a))
end
