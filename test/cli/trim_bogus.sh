#!/usr/bin/env bash
# An invalid --trim value is a usage error: exit status 2, nothing written.
JLC=${1:?usage: bash trim_bogus.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0
printf 'println("hi")\n' >"$tmp/ok.jl"
timeout 30 "$JLC" --output-exe "$tmp/prog" --trim=bogus "$tmp/ok.jl" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
if [ "$rc" -ne 2 ]; then
    echo "jlc --trim=bogus exited with status $rc (expected 2)"
    cat "$tmp/err"
    status=1
fi
if [ -e "$tmp/prog" ]; then
    echo "jlc wrote an output file despite --trim=bogus"
    status=1
fi
exit "$status"
