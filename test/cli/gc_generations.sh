#!/usr/bin/env bash
# The generational collector's cards (runtime/gc.c, generations), checked
# by the collector itself: test/golden/gc/generations.jl (old containers
# written with new objects in every way the compiler and the runtime store
# a reference) with a 50 KB nursery, so that thousands of minor collections
# run, and JLC_GC_VERIFY=1, which aborts a minor collection that finds an
# object about to be freed still referenced, or an old object pointing to a
# young one without its card marked. The output must be the golden one.
JLC=${1:?usage: bash gc_generations.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
"$JLC" --output-exe "$tmp/gen" test/golden/gc/generations.jl || exit 1
JLC_GC_NURSERY=0.05 JLC_GC_VERIFY=1 JLC_GC_STATS=1 "$tmp/gen" >"$tmp/out" 2>"$tmp/err" ||
    { echo "failed:"; head -c 2000 "$tmp/err"; exit 1; }
diff test/golden/gc/generations.out "$tmp/out" || { echo "output differs"; exit 1; }
re='^GC: ([0-9]+) collections \(([0-9]+) full\)'
[[ $(cat "$tmp/err") =~ $re ]] || { echo "no statistics:"; cat "$tmp/err"; exit 1; }
[ "${BASH_REMATCH[1]}" -ge 1000 ] && [ "${BASH_REMATCH[2]}" -lt "${BASH_REMATCH[1]}" ] ||
    { echo "expected over 1000 collections, most of them minor: $(cat "$tmp/err")"; exit 1; }
