# A FASTA-like generator (after the Benchmarks Game's fasta): a fixed
# sequence repeated, then two random sequences drawn from weighted alphabets
# by a linear congruential generator, all in lines of 60 written one
# character at a time to an IOBuffer. The checksum is the length of the text
# and a multiplicative hash of its bytes.
const N = 1_000_000 # QUICK=50_000
const LINE = 60
const IM = 139968
const IA = 3877
const IC = 29573

const ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCA" *
            "CCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"

function newline_every_line(io::IO, col::Int)
    col += 1
    if col == LINE
        print(io, '\n')
        col = 0
    end
    return col
end

function repeat_fasta(io::IO, s::String, n::Int)
    col = 0
    len = length(s)
    for i in 0:n-1
        print(io, s[i % len + 1])
        col = newline_every_line(io, col)
    end
    col > 0 && print(io, '\n')
end

# Each draw picks the first symbol whose cumulative probability exceeds it.
function random_fasta(io::IO, symbols::Vector{Char}, probs::Vector{Float64}, n::Int, seed::Int)
    cumulative = zeros(length(probs))   # cumsum(probs): not yet in jlc's Base
    acc = 0.0
    for k in 1:length(probs)
        acc += probs[k]
        cumulative[k] = acc
    end
    col = 0
    for i in 1:n
        seed = (seed * IA + IC) % IM
        r = seed / IM
        k = 1
        while k < length(cumulative) && r >= cumulative[k]
            k += 1
        end
        print(io, symbols[k])
        col = newline_every_line(io, col)
    end
    col > 0 && print(io, '\n')
    return seed
end

function main()
    io = IOBuffer()
    print(io, ">ONE Homo sapiens alu\n")
    repeat_fasta(io, ALU, 2N)
    print(io, ">TWO IUB ambiguity codes\n")
    seed = random_fasta(io, ['a', 'c', 'g', 't', 'B', 'D', 'H', 'K', 'M', 'N', 'R', 'S', 'V', 'W', 'Y'],
                        [0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02],
                        3N, 42)
    print(io, ">THREE Homo sapiens frequency\n")
    random_fasta(io, ['a', 'c', 'g', 't'],
                 [0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008], 5N, seed)
    text = takestring!(io)
    h = 0
    for b in codeunits(text)
        h = 31h + b
    end
    println(ncodeunits(text), " ", h)
end
