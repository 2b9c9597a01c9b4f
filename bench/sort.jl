# sort! of N pseudo-random Float64s in [-0.5, 0.5) drawn with xorshift64
# (13, 7, 17), with Base's default algorithm; the C twin sorts the same data
# with the C library's qsort.  Prints a few elements, a checksum weighing
# each element by its position, and whether the result is sorted.
const N = 10_000_000 # QUICK=300_000
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
        a[i] = (state >>> 11) * SCALE - 0.5
    end
    return a
end

function checksum(a::Vector{Float64})
    s = 0.0
    for i in 1:length(a)
        s += a[i] * (i & 7)
    end
    return s
end

function main()
    a = random_vector(N, SEED)
    sort!(a)
    println(a[1], " ", a[N ÷ 2], " ", a[end], " ", checksum(a), " ", issorted(a))
end
