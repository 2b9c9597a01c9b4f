#!/usr/bin/env bash
# Pages settled in parallel (runtime/gc.c, settle_pages): a threaded
# program whose minor collections each settle hundreds of pages (8 MB of
# trees per thread between them) and whose full ones settle the whole
# heap, so that the parked thread takes chunks of pages beside the
# collector. Trees kept across collections must keep every node, the
# others must not leak: every sum is known in closed form (a tree of depth
# 10 numbered in heap order holds 1..2047, which sum to 2047 * 2048 / 2 =
# 2096128; 8 * 200 of them are built per round, 8 * 10 kept), and the
# heap after the last full collection must hold about what is kept.
# Run with 2 threads and JLC_GC_VERIFY=1, and with 1 thread.
JLC=${1:?usage: bash gc_parallel_settle.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/settle.jl" <<'JL'
struct Tree
    value::Int
    left::Union{Tree, Nothing}
    right::Union{Tree, Nothing}
end

build(v::Int, d::Int) = d == 0 ? Tree(v, nothing, nothing) : Tree(v, build(2v, d - 1), build(2v + 1, d - 1))
total(t::Tree) = t.value + (t.left === nothing ? 0 : total(t.left)) + (t.right === nothing ? 0 : total(t.right))

function round!(kept, sums)
    Threads.@threads for k in 1:8
        s = 0
        for i in 1:200
            t = build(1, 10)
            s += total(t)
            i % 20 == 0 && push!(kept[k], t)
        end
        sums[k] = s
    end
end

function main()
    kept = [Tree[] for _ in 1:8]
    sums = zeros(Int, 8)
    round!(kept, sums)
    println(sum(sums))
    GC.gc()
    println(sum(total(t) for v in kept for t in v))
    round!(kept, sums)
    println(sum(sums))
    for v in kept
        resize!(v, 10)
    end
    GC.gc()
    println(sum(total(t) for v in kept for t in v))
end

main()
JL
printf '%s\n' 3353804800 167690240 3353804800 167690240 >"$tmp/expected"
"$JLC" --output-exe "$tmp/settle" "$tmp/settle.jl" || exit 1
for threads in 2 1; do
    JULIA_NUM_THREADS=$threads JLC_GC_VERIFY=1 JLC_GC_STATS=1 "$tmp/settle" >"$tmp/out" 2>"$tmp/err" ||
        { echo "failed with $threads threads:"; head -c 2000 "$tmp/err"; exit 1; }
    diff "$tmp/expected" "$tmp/out" || { echo "output differs with $threads threads"; exit 1; }
    # (80 trees of 2047 nodes of 32 bytes kept: 5 MB; the heap holds about that)
    re='^GC: ([0-9]+) collections \(([0-9]+) full\), heap ([0-9]+) KB'
    [[ $(cat "$tmp/err") =~ $re ]] || { echo "no statistics:"; cat "$tmp/err"; exit 1; }
    [ "${BASH_REMATCH[1]}" -ge 8 ] || { echo "expected 8 or more collections: $(cat "$tmp/err")"; exit 1; }
    [ "${BASH_REMATCH[3]}" -lt 16384 ] || { echo "the heap kept more than what lives: $(cat "$tmp/err")"; exit 1; }
done
