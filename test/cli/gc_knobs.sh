#!/usr/bin/env bash
# The collector's environment knobs on binary trees: JLC_GC_STATS=1 prints
# one line of statistics to stderr at exit and changes nothing else;
# JLC_GC_GROWTH sets how much is allocated between collections (relative to
# the live data), so a smaller factor collects more often in a smaller heap;
# a bad value keeps the default. GC.gc() is a collection of its own.
JLC=${1:?usage: bash gc_knobs.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail=0
# depth 16, not the golden test's 14: its long-lived tree (4 MB) must be more
# than the 8 MB a collection waits for at least, divided by the large factor
sed 's/maxdepth = 14/maxdepth = 16/' test/golden/gc/binary_trees.jl >"$tmp/bt.jl"
grep -q 'maxdepth = 16' "$tmp/bt.jl" || { echo "binary_trees.jl: no maxdepth = 14 to change"; exit 1; }
"$JLC" --output-exe "$tmp/bt" "$tmp/bt.jl" || exit 1
"$tmp/bt" >"$tmp/plain.out" 2>"$tmp/plain.err" || { echo "binary trees failed"; exit 1; }
[ -s "$tmp/plain.err" ] && { echo "stderr without JLC_GC_STATS:"; cat "$tmp/plain.err"; fail=1; }

# Run with the given growth factor; prints the number of collections and the peak heap in KB.
stats() {
    JLC_GC_STATS=1 JLC_GC_GROWTH=$1 "$tmp/bt" >"$tmp/stats.out" 2>"$tmp/stats.err" || { echo "failed with JLC_GC_GROWTH=$1" >&2; return 1; }
    cmp -s "$tmp/plain.out" "$tmp/stats.out" || { echo "stdout differs with JLC_GC_STATS=1" >&2; return 1; }
    local re='^GC: ([0-9]+) collections, heap [0-9]+ KB \(peak ([0-9]+) KB\), live after last [0-9]+ KB \(most [0-9]+ KB\), pauses [0-9.]+ ms total, [0-9.]+ ms max$'
    [ "$(wc -l <"$tmp/stats.err")" -eq 1 ] && [[ $(cat "$tmp/stats.err") =~ $re ]] ||
        { echo "unexpected statistics:" >&2; cat "$tmp/stats.err" >&2; return 1; }
    echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
}
read -r n_default peak_default < <(stats "") || fail=1
read -r n_bad peak_bad < <(stats "-3") || fail=1
read -r n_small peak_small < <(stats 0.5) || fail=1
read -r n_large peak_large < <(stats 8) || fail=1
# binary trees calls GC.gc() once, and allocates far more than 8 MB
[ "${n_default:-0}" -ge 2 ] || { echo "only ${n_default:-0} collections by default"; fail=1; }
[ "$n_bad" = "$n_default" ] || { echo "JLC_GC_GROWTH=-3: $n_bad collections, not the default's $n_default"; fail=1; }
[ "${n_small:-0}" -gt "${n_large:-0}" ] || { echo "growth 0.5: $n_small collections, growth 8: $n_large"; fail=1; }
[ "${peak_small:-0}" -lt "${peak_large:-0}" ] || { echo "growth 0.5: peak $peak_small KB, growth 8: $peak_large KB"; fail=1; }
exit $fail
