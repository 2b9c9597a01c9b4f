#!/usr/bin/env bash
# Regex matching and replacing are linear in the subject (issue 19): a
# regex-redux on ten times the text takes less than 30 times as long (it was
# quadratic: 2.9 s, then 555 s). Only the regex work is timed, by the program
# itself, the best of three runs at each size, so a loaded machine does not
# fail it.
JLC=${1:?usage: bash regex_scaling.sh JLC_BINARY}
[[ ${JLC_CFLAGS-} == *sanitize* ]] && exit 0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/redux.jl" <<'JL'
# a FASTA-like text of n lines of 60 letters, a header every 50 lines
function fasta(n::Int)
    io = IOBuffer()
    seed = 42
    for k in 1:n
        k % 50 == 1 && print(io, ">ONE Homo sapiens alu\n")
        for j in 1:60
            seed = (seed * 3877 + 29573) % 139968
            print(io, seed % 10 == 0 ? "acgtBDHKMNRSVWY"[seed % 15 + 1] : "acgt"[seed % 4 + 1])
        end
        print(io, '\n')
    end
    return String(take!(io))
end

function main(args)
    seq = fasta(parse(Int, args[1]))
    t = time()
    seq = replace(seq, r">.*\n|\n" => "")
    c = 0
    for v in (r"agggtaaa|tttaccct"i, r"[cgt]gggtaaa|tttaccc[acg]"i, r"a[act]ggtaaa|tttacc[agt]t"i)
        c += count(v, seq)
    end
    for m in eachmatch(r"a*", seq)       # empty matches too
        c += 1
    end
    for (u, v) in (r"tHa[Nt]" => "<4>", r"a[NSt]|BY" => s"<\0>", r"<[^>]*>" => "|", r"\|[^|][^|]*\|" => "-")
        seq = replace(seq, u => v)
    end
    println(time() - t, " ", c, " ", length(seq))
end
JL
"$JLC" --output-exe "$tmp/redux" "$tmp/redux.jl" 2>"$tmp/err" || { echo "jlc failed:"; cat "$tmp/err"; exit 1; }
best() {   # the best of three times of the regex work on n lines
    local b= t
    for run in 1 2 3; do
        t=$(timeout 60 "$tmp/redux" "$1") || { echo "the program failed or took over 60 s on $1 lines"; exit 1; }
        t=${t%% *}
        if [ -z "$b" ] || awk -v a="$t" -v b="$b" 'BEGIN { exit !(a < b) }'; then b=$t; fi
    done
    echo "$b"
}
small=$(best 3000) || { echo "$small"; exit 1; }
large=$(best 30000) || { echo "$large"; exit 1; }
# (plus 10 ms, for the clock's grain on the small size)
if ! awk -v s="$small" -v l="$large" 'BEGIN { exit !(l < 30 * (s + 0.01)) }'; then
    echo "regex work took ${small} s on 180 KB and ${large} s on 1.8 MB (expected under 30 times as long)"
    exit 1
fi
exit 0
