# k-nucleotide with SubString keys (views into the sequence, no copies), as
# Julia users write it for speed: count every k-mer of a pseudo-random DNA
# sequence in a Dict{SubString{String}, Int}, for k = 1, 2, 3, 4, 6, 12, 18;
# report the distinct k-mers, the most frequent count and one fixed k-mer's.
const N = 2_000_000 # QUICK=200_000

# The sequence: the top two bits of a 64-bit linear congruential generator
# (Knuth's MMIX constants, wrapping as Int arithmetic does) pick each base.
function dna(n::Int)
    io = IOBuffer()
    seed = 42
    for i in 1:n
        seed = seed * 6364136223846793005 + 1442695040888963407
        print(io, ('a', 'c', 'g', 't')[(seed >>> 62) + 1])
    end
    return takestring!(io)
end

function count_kmers(seq::String, k::Int)
    counts = Dict{SubString{String}, Int}()
    for i in 1:sizeof(seq) - k + 1
        key = SubString(seq, i, i + k - 1)
        counts[key] = get(counts, key, 0) + 1
    end
    return counts
end

function main()
    seq = dna(N)
    probe = "ggtattttaatttatagt"
    for k in (1, 2, 3, 4, 6, 12, 18)
        counts = count_kmers(seq, k)
        most = 0
        for (key, n) in counts
            n > most && (most = n)
        end
        println(k, " ", length(counts), " ", most, " ", get(counts, probe[1:k], 0))
    end
end
