#!/usr/bin/env bash
# Thread scaling: bench/NAME_threads.jl (the threaded versions of
# binary_trees, mandel and spectralnorm) built with jlc and run with 1 and
# with 2 threads, alternately, ROUNDS times (default 5); prints the median
# wall times and their ratio, and checks that the output equals the
# sequential bench/NAME.jl's.  Wall time is what threads improve, so it is
# what this measures: on a machine busy with other work the ratio shows
# that work, not the program.
#
# The last column is what the machine allows: how much more work two
# copies of the C twin (bench/NAME.c, cc -O2) get done running side by
# side than one alone (2 x alone / side by side, medians). Programs bound
# by the memory system the processors share get less than 2 there, and a
# threaded program cannot be expected to beat two processes that share
# nothing at all.
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
pair() {   # seconds of wall time of two copies of program run at once
    local start=$EPOCHREALTIME end
    "$1" >/dev/null &
    "$1" >/dev/null
    wait
    end=$EPOCHREALTIME
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}

status=0
printf '%-14s %10s %10s %8s %12s\n' program "1 thread" "2 threads" speedup "C side by side"
for name in "${names[@]}"; do
    "$JLC" --output-exe "$tmp/$name" "$ROOT/bench/$name.jl" &&
        "$JLC" --output-exe "$tmp/${name}_threads" "$ROOT/bench/${name}_threads.jl" &&
        ${CC:-cc} -O2 -o "$tmp/${name}_c" "$ROOT/bench/$name.c" -lm || { status=1; continue; }
    "$tmp/$name" >"$tmp/seq.out"
    JULIA_NUM_THREADS=2 "$tmp/${name}_threads" >"$tmp/par.out"
    cmp -s "$tmp/seq.out" "$tmp/par.out" || { echo "$name: the threaded output differs"; status=1; }
    : >"$tmp/t1"
    : >"$tmp/t2"
    : >"$tmp/c1"
    : >"$tmp/c2"
    for _ in $(seq "$ROUNDS"); do
        wall 1 "$tmp/${name}_threads" >>"$tmp/t1"
        wall 2 "$tmp/${name}_threads" >>"$tmp/t2"
        wall 1 "$tmp/${name}_c" >>"$tmp/c1"
        pair "$tmp/${name}_c" >>"$tmp/c2"
    done
    t1=$(median <"$tmp/t1")
    t2=$(median <"$tmp/t2")
    c1=$(median <"$tmp/c1")
    c2=$(median <"$tmp/c2")
    printf '%-14s %9.3fs %9.3fs %7.2fx %11.2fx\n' "$name" "$t1" "$t2" "$(awk -v a="$t1" -v b="$t2" 'BEGIN { print a / b }')" \
        "$(awk -v a="$c1" -v b="$c2" 'BEGIN { print 2 * a / b }')"
done
echo "(load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) processors)"
exit $status
