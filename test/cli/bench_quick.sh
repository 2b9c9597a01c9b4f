#!/usr/bin/env bash
# make bench QUICK=1 (bench/run.sh --quick) builds every benchmark and its C
# twin, their outputs agree, and the report has its table, the hello-world
# sizes, the scaling rows, the geomean line and results.json.  It keeps the
# benchmarks compiling; the times themselves are not checked.
JLC=${1:?usage: bash bench_quick.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")
if ! JLC=$JLC BENCH_OUT=$tmp/bench bench/run.sh --quick >"$tmp/out" 2>"$tmp/err"; then
    echo "bench/run.sh --quick failed:"; grep -A8 '^FAIL' "$tmp/err" | head -40; exit 1
fi
grep -q '^geomean time ratio vs C: [0-9]*\.[0-9][0-9] ' "$tmp/out" || { echo "no geomean line"; cat "$tmp/out"; exit 1; }
grep -q '^fib  *[0-9]' "$tmp/out" || { echo "no fib row"; cat "$tmp/out"; exit 1; }
grep -q '^ *jlc --trim=safe  *[0-9]' "$tmp/out" || { echo "no hello-world size"; cat "$tmp/out"; exit 1; }
grep -Eq '^ +[0-9]+ +[0-9]+ +[0-9.]+ ' "$tmp/out" || { echo "no scaling row"; cat "$tmp/out"; exit 1; }
grep -q '"geomean_time_ratio": [0-9]' "$tmp/bench/results.json" || { echo "bad results.json"; cat "$tmp/bench/results.json"; exit 1; }
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$tmp/bench/results.json" 2>/dev/null ||
    { command -v python3 >/dev/null && { echo "results.json is not valid JSON"; exit 1; }; }
exit 0
