#!/usr/bin/env bash
# -g keeps debug information (the default output is stripped); --verbose lists the
# method instances compiled with their inferred return types.
JLC=${1:?usage: bash debug_and_verbose.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
printf 'sq(x::Int) = x * x\nprintln(sq(7))\n' >"$tmp/p.jl"
"$JLC" --output-exe "$tmp/stripped" "$tmp/p.jl" || exit 1
"$JLC" -g --verbose --output-exe "$tmp/debug" "$tmp/p.jl" 2>"$tmp/err" || exit 1
[ "$("$tmp/debug")" = 49 ] || { echo "wrong output"; exit 1; }
grep -q "sq(x::Int64)::Int64" "$tmp/err" || { echo "--verbose does not list sq(x::Int64)::Int64:"; cat "$tmp/err"; exit 1; }
objdump -h "$tmp/debug" | grep -q debug_info || { echo "-g output has no debug information"; exit 1; }
objdump -h "$tmp/stripped" | grep -q -e debug_info -e symtab && { echo "default output is not stripped"; exit 1; }
nm "$tmp/stripped" 2>&1 | grep -q "no symbols" || { echo "default output still has a symbol table"; exit 1; }
exit 0
