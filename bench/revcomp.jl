# reverse-complement (after the Benchmarks Game): make a FASTA text as the
# fasta program does (ALU repeated, IUB ambiguity codes, Homo sapiens
# frequencies), then read it back line by line, and for each sequence print
# its header and its reverse complement in lines of 60, as Julia users write
# it: eachline, append! into a Vector{UInt8}, reverse!, map! through a table.
const N = 250_000 # QUICK=25_000
const IM = 139968
const IA = 3877
const IC = 29573
const LINE = 60
const ALU = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCA" *
            "CCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"

mutable struct LCG
    seed::Int
end
next!(g::LCG) = (g.seed = (g.seed * IA + IC) % IM; g.seed / IM)

function random_fasta(io::IO, header::String, symbols::String, probs::Vector{Float64}, n::Int, g::LCG)
    println(io, header)
    cumulative = cumsum(probs)
    line = Vector{UInt8}(undef, LINE + 1)
    for start in 1:LINE:n
        len = min(LINE, n - start + 1)
        for i in 1:len
            r = next!(g)
            k = findfirst(c -> r < c, cumulative)
            line[i] = codeunit(symbols, k === nothing ? length(cumulative) : k)
        end
        line[len+1] = UInt8('\n')
        write(io, view(line, 1:len+1))
    end
end

function repeat_fasta(io::IO, header::String, s::String, n::Int)
    println(io, header)
    doubled = s * s
    pos = 1
    for start in 1:LINE:n
        len = min(LINE, n - start + 1)
        println(io, SubString(doubled, pos, pos + len - 1))
        pos += len
        pos > length(s) && (pos -= length(s))
    end
end

function fasta(n::Int)
    io = IOBuffer()
    repeat_fasta(io, ">ONE Homo sapiens alu", ALU, 2n)
    g = LCG(42)
    random_fasta(io, ">TWO IUB ambiguity codes", "acgtBDHKMNRSVWY",
                 [0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02],
                 3n, g)
    random_fasta(io, ">THREE Homo sapiens frequency", "acgt",
                 [0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008], 5n, g)
    return String(take!(io))
end

const COMPLEMENT = let table = collect(0x00:0xff)
    for (from, to) in zip("ACGTUMRWSYKVHDBN", "TGCAAKYWSRMBDHVN")
        table[UInt8(from) + 1] = UInt8(to)
        table[UInt8(lowercase(from)) + 1] = UInt8(to)
    end
    table
end

function print_revcomp(io::IO, seq::Vector{UInt8})
    reverse!(seq)
    map!(b -> COMPLEMENT[b + 1], seq, seq)
    for start in 1:LINE:length(seq)
        write(io, view(seq, start:min(start + LINE - 1, length(seq))))
        write(io, '\n')
    end
end

function main()
    text = fasta(N)
    seq = UInt8[]
    for line in eachline(IOBuffer(text))
        if startswith(line, '>')
            isempty(seq) || print_revcomp(stdout, seq)
            empty!(seq)
            println(line)
        else
            append!(seq, codeunits(line))
        end
    end
    print_revcomp(stdout, seq)
end
