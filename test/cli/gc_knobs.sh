#!/usr/bin/env bash
# The collector's environment knobs on binary trees: JLC_GC_STATS=1 prints
# one line of statistics to stderr at exit and changes nothing else;
# JLC_GC_NURSERY sets how many MB are allocated between minor collections
# (a smaller nursery, more of them; 0, none: every collection is full);
# JLC_GC_GROWTH sets how much is allocated (without minor collections, as
# here) between full collections, relative to the live data, so a smaller
# factor collects more often in a smaller heap; a bad value keeps the default.
# GC.gc() is a full collection of its own.
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

# Run with the given environment (VAR=VALUE ...); prints the number of
# collections, of full ones, and the peak heap in KB.
stats() {
    env JLC_GC_STATS=1 "$@" "$tmp/bt" >"$tmp/stats.out" 2>"$tmp/stats.err" || { echo "failed with $*" >&2; return 1; }
    cmp -s "$tmp/plain.out" "$tmp/stats.out" || { echo "stdout differs with JLC_GC_STATS=1 $*" >&2; return 1; }
    local re='^GC: ([0-9]+) collections \(([0-9]+) full\), heap [0-9]+ KB \(peak ([0-9]+) KB\), live after last [0-9]+ KB \(most [0-9]+ KB\), pauses [0-9.]+ ms total, [0-9.]+ ms max$'
    [ "$(wc -l <"$tmp/stats.err")" -eq 1 ] && [[ $(cat "$tmp/stats.err") =~ $re ]] ||
        { echo "unexpected statistics with $*:" >&2; cat "$tmp/stats.err" >&2; return 1; }
    echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[3]}"
}
read -r n_default full_default _ < <(stats) || fail=1
read -r n_small_nursery _ _ < <(stats JLC_GC_NURSERY=1) || fail=1
read -r n_bad_nursery _ _ < <(stats JLC_GC_NURSERY=lots) || fail=1
read -r n_all_full full_all_full _ < <(stats JLC_GC_NURSERY=0) || fail=1
read -r n_bad full_bad _ < <(stats JLC_GC_NURSERY=0 JLC_GC_GROWTH=-3) || fail=1
read -r n_small _ peak_small < <(stats JLC_GC_NURSERY=0 JLC_GC_GROWTH=0.5) || fail=1
read -r n_large _ peak_large < <(stats JLC_GC_NURSERY=0 JLC_GC_GROWTH=8) || fail=1
# binary trees allocates far more than the 4 MB nursery, and calls GC.gc() once
[ "${n_default:-0}" -gt "${full_default:-0}" ] || { echo "no minor collections by default ($n_default, $full_default full)"; fail=1; }
[ "${full_default:-0}" -ge 1 ] || { echo "no full collection by default"; fail=1; }
[ "${n_small_nursery:-0}" -gt "${n_default:-0}" ] || { echo "nursery 1 MB: $n_small_nursery collections, default: $n_default"; fail=1; }
[ "$n_bad_nursery" = "$n_default" ] || { echo "JLC_GC_NURSERY=lots: $n_bad_nursery collections, not the default's $n_default"; fail=1; }
[ "${n_all_full:-0}" -ge 2 ] && [ "$n_all_full" = "$full_all_full" ] ||
    { echo "nursery 0: $n_all_full collections, $full_all_full of them full"; fail=1; }
[ "$n_bad" = "$n_all_full" ] || { echo "JLC_GC_GROWTH=-3: $n_bad collections, not the default's $n_all_full"; fail=1; }
[ "${n_small:-0}" -gt "${n_large:-0}" ] || { echo "growth 0.5: $n_small collections, growth 8: $n_large"; fail=1; }
[ "${peak_small:-0}" -lt "${peak_large:-0}" ] || { echo "growth 0.5: peak $peak_small KB, growth 8: $peak_large KB"; fail=1; }
exit $fail
