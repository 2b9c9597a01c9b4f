#!/usr/bin/env bash
# --trim=unsafe-warn builds, and prints the verifier's report as warnings.
JLC=${1:?usage: bash unsafe_warn.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
printf 'f(x::Int) = x\npick(b) = b ? f(1) : f("a")\nflag = true\nprintln(pick(flag))\n' >"$tmp/p.jl"
"$JLC" --output-exe "$tmp/p" --trim=unsafe-warn "$tmp/p.jl" 2>"$tmp/err" || { echo "build failed"; cat "$tmp/err"; exit 1; }
grep -q "Verifier warning #1: unresolved call from statement f(::String)" "$tmp/err" || { echo "no warning:"; cat "$tmp/err"; exit 1; }
grep -q "Trim verify finished with 0 errors, 1 warning." "$tmp/err" || { echo "no summary:"; cat "$tmp/err"; exit 1; }
[ "$("$tmp/p")" = 1 ] || { echo "wrong output"; exit 1; }
