#!/usr/bin/env bash
# `jlc check` on a program of 1,000 lines answers in under 0.3 s (issue 8):
# the verifier alone, no C compiler. Measured as CPU time (user + system),
# the best of three runs, so that a loaded machine does not fail it.
JLC=${1:?usage: bash check_speed.sh JLC_BINARY}
# (a compiler built with the sanitizers, make test SAN=1, is several times
# slower by design: the target is for the real build)
[[ ${JLC_CFLAGS-} == *sanitize* ]] && exit 0
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
bash "$ROOT/bench/gen_scaling.sh" 1000 >"$tmp/big.jl" || exit 1
best=
for run in 1 2 3; do
    if ! /usr/bin/time -f "%U %S" -o "$tmp/time" "$JLC" check --trim=safe "$tmp/big.jl" >"$tmp/out" 2>"$tmp/err"; then
        echo "jlc check failed on the generated program:"
        cat "$tmp/err"
        exit 1
    fi
    t=$(awk '{ printf "%.2f", $1 + $2 }' "$tmp/time")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
done
if ! awk -v t="$best" 'BEGIN { exit !(t < 0.3) }'; then
    echo "jlc check took ${best} s of CPU on $(wc -l <"$tmp/big.jl") lines (expected under 0.3 s)"
    exit 1
fi
exit 0
