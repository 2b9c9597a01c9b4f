#!/usr/bin/env bash
# The global ARGS: the program's arguments as a Vector{String}, read at top
# level and in functions (made by the runtime on first use).
JLC=${1:?usage: bash args_global.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/a.jl" <<'JL'
println(length(ARGS), " ", ARGS)
last_arg() = ARGS[end]
println(last_arg())
JL
"$JLC" --output-exe "$tmp/a" "$tmp/a.jl" || { echo "does not compile"; exit 1; }
out=$("$tmp/a" one "two words" 3)
[ "$out" = "$(printf '3 ["one", "two words", "3"]\n3')" ] || { echo "wrong output: $out"; exit 1; }
