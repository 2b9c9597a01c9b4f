#!/usr/bin/env bash
# A program mixing Vector{Any}, untyped globals and an abstract container
# builds with --trim=safe and with --trim=no, and both binaries print the
# same (test/golden/trim/mixed_dynamic.out).
JLC=${1:?usage: bash trim_modes.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
src=test/golden/trim/mixed_dynamic.jl
for mode in safe no; do
    "$JLC" --output-exe "$tmp/$mode" --trim=$mode "$src" 2>"$tmp/err" || { echo "--trim=$mode: build failed"; head -c 2000 "$tmp/err"; exit 1; }
    "$tmp/$mode" >"$tmp/$mode.out" || { echo "--trim=$mode: the program failed"; exit 1; }
    cmp -s "$tmp/$mode.out" "${src%.jl}.out" || { echo "--trim=$mode: wrong output"; diff "${src%.jl}.out" "$tmp/$mode.out" | head -20; exit 1; }
done
exit 0
