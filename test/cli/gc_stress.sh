#!/usr/bin/env bash
# The collector under JLC_GC_STRESS=1 (a collection at every allocation): the
# allocating golden programs must print exactly what they print normally.
# (The whole golden suite passes this way too; binary_trees is run at a
# smaller depth here so the check stays quick.)
JLC=${1:?usage: bash gc_stress.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0
for f in test/golden/arrays/*.jl test/golden/strings/*.jl test/golden/types/*.jl test/golden/print/*.jl test/golden/dict/*.jl; do
  "$JLC" --output-exe "$tmp/p" "$f" >/dev/null 2>&1 || continue
  JLC_GC_STRESS=1 timeout 20 "$tmp/p" >"$tmp/out" 2>/dev/null </dev/null
  if ! cmp -s "$tmp/out" "${f%.jl}.out"; then echo "differs under GC stress: $f"; status=1; fi
done
sed 's/maxdepth = 14/maxdepth = 8/' test/golden/gc/binary_trees.jl >"$tmp/bt.jl"
"$JLC" --output-exe "$tmp/bt" "$tmp/bt.jl" || exit 1
"$tmp/bt" >"$tmp/expected"
JLC_GC_STRESS=1 timeout 60 "$tmp/bt" >"$tmp/stressed" || { echo "binary trees failed under GC stress"; exit 1; }
cmp -s "$tmp/expected" "$tmp/stressed" || { echo "binary trees differ under GC stress"; status=1; }
exit $status
