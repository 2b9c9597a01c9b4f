#!/usr/bin/env bash
# Thread scaling: bench/NAME_threads.jl (the threaded versions of
# binary_trees, mandel and spectralnorm) built with jlc and run with 1 and
# with 2 threads, alternately, ROUNDS times (default 5); prints the median
# wall times and their ratio, and checks that the output equals the
# sequential bench/NAME.jl's.  Wall time is what threads improve, so it is
# what this measures: on a machine busy with other work the ratio shows
# that work, not the program.
#
# Usage: bench/threads.sh [NAME...]     (JLC=PATH: another jlc than build/jlc)
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd) || exit 2
JLC=${JLC:-$ROOT/build/jlc}
ROUNDS=${ROUNDS:-5}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf -- "$tmp"' EXIT
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(binary_trees mandel spectralnorm)

wall() {   # seconds of wall time of: env JULIA_NUM_THREADS=$1 program
    # (bash's clock, not date's: two processes more would be timed too)
    local start=$EPOCHREALTIME end
    JULIA_NUM_THREADS=$1 "$2" >/dev/null
    end=$EPOCHREALTIME
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

status=0
printf '%-14s %10s %10s %8s\n' program "1 thread" "2 threads" speedup
for name in "${names[@]}"; do
    "$JLC" --output-exe "$tmp/$name" "$ROOT/bench/$name.jl" &&
        "$JLC" --output-exe "$tmp/${name}_threads" "$ROOT/bench/${name}_threads.jl" || { status=1; continue; }
    "$tmp/$name" >"$tmp/seq.out"
    JULIA_NUM_THREADS=2 "$tmp/${name}_threads" >"$tmp/par.out"
    cmp -s "$tmp/seq.out" "$tmp/par.out" || { echo "$name: the threaded output differs"; status=1; }
    : >"$tmp/t1"
    : >"$tmp/t2"
    for _ in $(seq "$ROUNDS"); do
        wall 1 "$tmp/${name}_threads" >>"$tmp/t1"
        wall 2 "$tmp/${name}_threads" >>"$tmp/t2"
    done
    t1=$(median <"$tmp/t1")
    t2=$(median <"$tmp/t2")
    printf '%-14s %9.3fs %9.3fs %7.2fx\n' "$name" "$t1" "$t2" "$(awk -v a="$t1" -v b="$t2" 'BEGIN { print a / b }')"
done
echo "(load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) processors)"
exit $status
