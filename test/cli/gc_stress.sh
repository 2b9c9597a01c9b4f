#!/usr/bin/env bash
# The collector under JLC_GC_STRESS=1 (a collection at every allocation) on
# the most allocating program, binary trees, at a depth small enough for a
# collection per allocation. (`make test-stress` runs every other golden
# program this way.)
JLC=${1:?usage: bash gc_stress.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
sed 's/maxdepth = 14/maxdepth = 8/' test/golden/gc/binary_trees.jl >"$tmp/bt.jl"
"$JLC" --output-exe "$tmp/bt" "$tmp/bt.jl" || exit 1
"$tmp/bt" >"$tmp/expected"
JLC_GC_STRESS=1 timeout 60 "$tmp/bt" >"$tmp/stressed" || { echo "binary trees failed under GC stress"; exit 1; }
cmp -s "$tmp/expected" "$tmp/stressed" || { echo "binary trees differ under GC stress"; exit 1; }
