# Dict{String,Int}: insert N keys "k1", "k2", ... (each built with
# "k" * string(i)) mapping to i, then look up every 1000th; prints the count
# and a checksum of the values found.  The C twin is a simple open-addressing
# table (linear probing, FNV-1a string hash, grown at half full).
const N = 1_000_000 # QUICK=100_000

function main()
    d = Dict{String, Int}()
    for i in 1:N
        d["k" * string(i)] = i
    end
    s = 0
    for i in 1:1000:N
        s += d["k" * string(i)] * (i & 7)
    end
    println(length(d), " ", s)
end
