# fannkuch-redux from the Computer Language Benchmarks Game: over all
# permutations of 1..N (generated in the benchmark's order), the maximum
# number of prefix reversals ("pancake flips") before 1 comes first, and the
# checksum of flip counts with alternating signs.  Values are 0-based.
const N = 10 # QUICK=9

function fannkuch(n::Int)
    # (fill and a loop, as jlc has neither zeros(Int, n) nor collect yet)
    perm = fill(0, n)
    perm1 = Vector{Int}(undef, n)
    for i in 1:n
        perm1[i] = i - 1
    end
    count = fill(0, n)
    maxflips = 0
    checksum = 0
    permcount = 0
    r = n
    while true
        while r != 1
            count[r] = r
            r -= 1
        end
        for i in 1:n
            perm[i] = perm1[i]
        end
        flips = 0
        k = perm[1]
        while k != 0
            # reverse perm[1:k+1]
            i, j = 1, k + 1
            while i < j
                perm[i], perm[j] = perm[j], perm[i]
                i += 1
                j -= 1
            end
            flips += 1
            k = perm[1]
        end
        maxflips = max(maxflips, flips)
        checksum += iseven(permcount) ? flips : -flips
        # the next permutation: rotate the first r+1 elements left until a
        # counter has not run out
        while true
            r == n && return (checksum, maxflips)
            perm0 = perm1[1]
            for i in 1:r
                perm1[i] = perm1[i+1]
            end
            perm1[r+1] = perm0
            count[r+1] -= 1
            count[r+1] > 0 && break
            r += 1
        end
        permcount += 1
    end
end

function main()
    checksum, maxflips = fannkuch(N)
    println(checksum)
    println("Pfannkuchen(", N, ") = ", maxflips)
end
