# regex-redux (after the Benchmarks Game): make a FASTA text as the fasta
# program does (IUB ambiguity codes, then Homo sapiens frequencies, drawn by
# the same linear congruential generator), then with PCRE2 regexes strip the
# headers and newlines, count the matches of nine variant patterns and apply
# five substitutions in turn, printing the lengths, as Julia users write it.
const N = 500_000 # QUICK=50_000
const IM = 139968
const IA = 3877
const IC = 29573
const LINE = 60

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

function fasta(n::Int)
    io = IOBuffer()
    g = LCG(42)
    random_fasta(io, ">TWO IUB ambiguity codes", "acgtBDHKMNRSVWY",
                 [0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02],
                 3n, g)
    random_fasta(io, ">THREE Homo sapiens frequency", "acgt",
                 [0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008], 5n, g)
    return String(take!(io))
end

const VARIANTS = [
    r"agggtaaa|tttaccct"i,
    r"[cgt]gggtaaa|tttaccc[acg]"i,
    r"a[act]ggtaaa|tttacc[agt]t"i,
    r"ag[act]gtaaa|tttac[agt]ct"i,
    r"agg[act]taaa|ttta[agt]cct"i,
    r"aggg[acg]aaa|ttt[cgt]ccct"i,
    r"agggt[cgt]aa|tt[acg]accct"i,
    r"agggta[cgt]a|t[acg]taccct"i,
    r"agggtaa[cgt]|[acg]ttaccct"i,
]

const SUBSTITUTIONS = [
    r"tHa[Nt]" => "<4>",
    r"aND|caN|Ha[DS]|WaS" => "<3>",
    r"a[NSt]|BY" => "<2>",
    r"<[^>]*>" => "|",
    r"\|[^|][^|]*\|" => "-",
]

function main()
    seq = fasta(N)
    input_length = length(seq)
    seq = replace(seq, r">.*\n|\n" => "")
    clean_length = length(seq)
    for v in VARIANTS
        println(v.pattern, " ", count(v, seq))
    end
    for (pattern, replacement) in SUBSTITUTIONS
        seq = replace(seq, pattern => replacement)
    end
    println()
    println(input_length)
    println(clean_length)
    println(length(seq))
end
