#!/usr/bin/env bash
# jlc benchmark harness (what `make bench` runs).
#
# Usage: bench/run.sh [--quick] [NAME...]   (JLC=PATH: another jlc than
#                 build/jlc, e.g. a copy installed with make install)
#
# With NAMEs (e.g. `bench/run.sh hexdigits fasta`) only those benchmarks
# run, and the compile-time scaling is skipped.
#
# For every bench/NAME.jl that has a C twin bench/NAME.c:
#   - compile NAME.jl with jlc (--trim=safe), recording jlc's wall time and
#     peak RSS, and NAME.c with `cc -O2`;
#   - run both once and require identical output (each prints a checksum);
#   - time them alternately, A B A B ..., so that drift in machine load hits
#     both sides alike; report medians, the jlc/C ratio, stripped sizes.
#     Times are CPU seconds (user + system, of the program alone, measured
#     by bench/timeit.c), which other work on a shared machine disturbs far
#     less than wall time; the wall-time ratio is shown too.
# Then build "hello, world" with jlc (examples/hello.jl), C (bench/hello.c)
# and, if gfortran is installed, Fortran (bench/hello.f90) and compare
# stripped sizes.  Last, compile-time scaling: programs of 1k, 10k and 50k
# lines from bench/gen_scaling.sh (1k only with --quick), timing jlc's front
# end (jlc --output-c: parse to emitted C) and the C compiler (the rest of
# a full jlc --output-exe build).  Results also go to build/bench/results.json
# (BENCH_OUT=DIR: another folder, as the test suite uses).
#
# The programs run with build/bench as their current folder (fileprint
# writes a file there).
#
# The C twins print floats as Julia does with print_f64 from
# bench/julia_print.h (compiled with -I bench).
#
# Problem sizes: each program has its size as a constant on a line marked
# with the quick value,
#     const N = 35 # QUICK=25        (Julia)
#     #define N 35 // QUICK=25       (C)
# With --quick the programs are copied into build/bench/ with every marked
# constant replaced by its QUICK value, so the whole run stays short.
#
# Exit status: 0 if every program compiled, ran and agreed with its twin.

set -u
export LC_ALL=C
export OPENBLAS_NUM_THREADS=1   # the BLAS twins single-threaded, as jlc's code is   # "." as the decimal point in printf/awk, byte-wise sort

usage() { echo "usage: $0 [--quick] [NAME...]" >&2; exit 2; }

QUICK=0
ONLY=()
for arg in "$@"; do
    case $arg in
        --quick) QUICK=1 ;;
        -h|--help) sed -n '2,41p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) usage ;;
        *) [ -f "bench/$arg.jl" ] || [ -f "$(dirname -- "$0")/$arg.jl" ] || { echo "bench: no benchmark $arg" >&2; exit 2; }
           ONLY+=("$arg") ;;
    esac
done

ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd) || exit 2
cd "$ROOT" || exit 2

JLC=${JLC:-build/jlc}   # JLC=/path/to/jlc bench/run.sh: benchmark another (installed) jlc
OUT=${BENCH_OUT:-build/bench}
CC=${CC:-cc}
if [ $QUICK = 1 ]; then RUNS=3; else RUNS=5; fi

# From a fresh clone there is no compiler yet.
if [ "$JLC" = build/jlc ] && { [ ! -x "$JLC" ] || [ ! -f build/libjlrt.a ]; }; then
    make all >&2 || { echo "bench: building jlc failed" >&2; exit 2; }
fi
[ -x "$JLC" ] || { echo "bench: $JLC is not an executable" >&2; exit 2; }
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd) || exit 2

# Others may rebuild build/jlc or edit base/ while this runs; benchmark a
# snapshot of the compiler, Base and the runtime, copied in the installed
# layout (bin/jlc beside lib/jlc/) by make install, so every program sees
# the same compiler.
if [ "$JLC" = build/jlc ]; then
    SNAP=$OUT/jlc-snapshot
    rm -rf "$SNAP" &&
        make -s install PREFIX="$SNAP" >"$OUT/snapshot.log" 2>&1 &&
        "$SNAP/bin/jlc" --version >/dev/null 2>&1 ||
        { echo "bench: could not snapshot build/jlc (is it being rebuilt?)" >&2; cat "$OUT/snapshot.log" >&2; exit 2; }
    JLC=$SNAP/bin/jlc
fi
JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")   # the programs run in $OUT

# The timer: run a program with stdin/stdout on /dev/null, print "WALL CPU".
TIMEIT=$OUT/timeit
if [ ! -x $TIMEIT ] || [ bench/timeit.c -nt $TIMEIT ]; then
    $CC -O2 -o $TIMEIT bench/timeit.c || { echo "bench: building bench/timeit.c failed" >&2; exit 2; }
fi

start_all=${EPOCHREALTIME:-$(date +%s.%N)}

# --- helpers ---------------------------------------------------------------

# sub A B: A - B with 6 decimals (bash has no floating point).
sub() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.6f", a - b }'; }

# median V...: the middle value (mean of the two middle ones for even counts).
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 }
        END { if (NR % 2) printf "%.6f", v[(NR + 1) / 2];
              else printf "%.6f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# json_list V...: "[v1, v2, ...]"
json_list() { local IFS=,; local s="$*"; printf '[%s]' "${s//,/, }"; }

# json_str S: S as a JSON string (backslash, quote and tab need escaping in
# what we pass here: binary_trees_abstract and pidigits print tabs).
json_str() { local s=${1//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "${s//$'\t'/\\t}"; }

# size_of FILE: bytes, or "-" if it does not exist.
size_of() { if [ -f "$1" ]; then stat -c %s "$1"; else echo -; fi; }

# stripped_size BIN: the size of a stripped copy (the original keeps its
# symbols; jlc's own output is already stripped, stripping it is a no-op).
stripped_size() {
    cp "$1" "$1.stripped" && strip "$1.stripped" && size_of "$1.stripped"
}

# prepare SRC DEST-DIR: the source to compile, echoed.  Full runs use the
# file as it is; quick runs a copy with the QUICK= values substituted.
prepare() {
    local src=$1 base dst
    if [ $QUICK = 0 ]; then echo "$src"; return; fi
    base=$(basename -- "$src")
    dst=$OUT/$base
    if ! grep -q 'QUICK=' "$src"; then
        echo "bench: warning: $src has no QUICK= line, using its full size" >&2
    fi
    case $src in
        *.jl) sed -E 's/^([[:space:]]*const[[:space:]]+[A-Za-z_][A-Za-z_0-9]*[[:space:]]*=).*#[[:space:]]*QUICK=[[:space:]]*([^[:space:]]+)[[:space:]]*$/\1 \2/' "$src" ;;
        *.c)  sed -E 's@^([[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z_][A-Za-z_0-9]*[[:space:]]+).*//[[:space:]]*QUICK=[[:space:]]*([^[:space:]]+)[[:space:]]*$@\1\2@' "$src" ;;
    esac > "$dst"
    echo "$dst"
}

# measure_compile LOG CMD...: run CMD, leave "WALL RSS_KB" in COMPILE_STATS
# (RSS "-" without GNU time), its user + system seconds in COMPILE_CPU ("-"
# without GNU time) and the compiler's messages in LOG.
HAVE_GNU_TIME=0
[ -x /usr/bin/time ] && /usr/bin/time -f "%e %M" true 2>/dev/null && HAVE_GNU_TIME=1
measure_compile() {
    local log=$1; shift
    local stats=$log.time status
    if [ $HAVE_GNU_TIME = 1 ]; then
        /usr/bin/time -f "%e %M %U %S" -o "$stats" "$@" >"$log" 2>&1
        status=$?
        # On failure GNU time writes "Command exited with non-zero status"
        # first; the numbers are on the last line.
        COMPILE_STATS=$(tail -n 1 "$stats" | awk '{ print $1, $2 }')
        COMPILE_CPU=$(tail -n 1 "$stats" | awk '{ printf "%.2f", $3 + $4 }')
    else
        local TIMEFORMAT=%R t
        t=$( { time "$@" >"$log" 2>&1; } 2>&1 )
        status=$?
        COMPILE_STATS="$t -"
        COMPILE_CPU=-
    fi
    return $status
}

# --- the benchmarks ----------------------------------------------------------

FAILURES=0
ROWS=()          # table lines, printed after the header
JSON_ROWS=()     # one JSON object per benchmark
RATIOS=()        # jlc/C CPU-time ratios of the programs that agreed
WALL_RATIOS=()   # the same for wall time

fail() { # NAME WHAT DETAIL-FILE
    FAILURES=$((FAILURES + 1))
    echo "FAIL $1: $2" >&2
    [ -n "${3:-}" ] && [ -s "$3" ] && sed -n '1,15s/^/    /p' "$3" >&2
    ROWS+=("$(printf '%-14s %s' "$1" "FAILED: $2")")
    JSON_ROWS+=("$(printf '{"name": %s, "status": %s}' "$(json_str "$1")" "$(json_str "$2")")")
}

mode=full; [ $QUICK = 1 ] && mode=quick
echo "jlc benchmarks ($mode sizes, $RUNS timed runs each, alternating jlc/C)" >&2

for jl in bench/*.jl; do
    name=$(basename -- "$jl" .jl)
    [ -f "bench/$name.c" ] || continue
    [ ${#ONLY[@]} -eq 0 ] || [[ " ${ONLY[*]} " == *" $name "* ]] || continue
    echo "  $name" >&2

    jl_src=$(prepare "$jl")
    c_src=$(prepare "bench/$name.c")
    jl_exe=$OUT/${name}_jl
    c_exe=$OUT/${name}_c
    rm -f "$jl_exe" "$c_exe"

    if ! measure_compile "$OUT/$name.jlc.log" "$JLC" --output-exe "$jl_exe" --trim=safe "$jl_src"; then
        fail "$name" "jlc could not compile $jl_src" "$OUT/$name.jlc.log"; continue
    fi
    read -r comp_time comp_rss <<<"$COMPILE_STATS"
    # a twin that calls a library names it: `// bench-libs: -lopenblas`
    libs=$(sed -n 's@^// bench-libs:@@p' "bench/$name.c")
    # shellcheck disable=SC2086
    if ! $CC -O2 -I bench -o "$c_exe" "$c_src" $libs -lm >"$OUT/$name.cc.log" 2>&1; then
        fail "$name" "cc could not compile $c_src" "$OUT/$name.cc.log"; continue
    fi

    # One checked run each; the outputs must be byte-for-byte the same.
    (cd "$OUT" && "$jl_exe") >"$OUT/$name.jl.out" 2>"$OUT/$name.jl.err" </dev/null; rc=$?
    if [ $rc -ne 0 ]; then
        fail "$name" "the jlc program exited with status $rc" "$OUT/$name.jl.err"; continue
    fi
    (cd "$OUT" && "$c_exe") >"$OUT/$name.c.out" 2>"$OUT/$name.c.err" </dev/null; rc=$?
    if [ $rc -ne 0 ]; then
        fail "$name" "the C program exited with status $rc" "$OUT/$name.c.err"; continue
    fi
    if ! cmp -s "$OUT/$name.jl.out" "$OUT/$name.c.out"; then
        diff "$OUT/$name.jl.out" "$OUT/$name.c.out" | sed 's/^</jlc:/; s/^>/C:  /' >"$OUT/$name.diff"
        fail "$name" "output differs from the C twin" "$OUT/$name.diff"; continue
    fi

    # Timed runs, alternating.  Output goes to /dev/null so that terminal
    # speed does not count.
    jl_times=(); c_times=(); jl_walls=(); c_walls=(); timing_ok=1
    for ((i = 0; i < RUNS; i++)); do
        read -r w c < <(cd "$OUT" && $TIMEIT "$jl_exe") && [ -n "${c:-}" ] || timing_ok=0
        jl_walls+=("${w:-0}"); jl_times+=("${c:-0}")
        read -r w c < <(cd "$OUT" && $TIMEIT "$c_exe") && [ -n "${c:-}" ] || timing_ok=0
        c_walls+=("${w:-0}"); c_times+=("${c:-0}")
    done
    if [ $timing_ok = 0 ]; then
        fail "$name" "a timed run failed"; continue
    fi
    jl_med=$(median "${jl_times[@]}")
    c_med=$(median "${c_times[@]}")
    jl_wall=$(median "${jl_walls[@]}")
    c_wall=$(median "${c_walls[@]}")
    ratio=$(awk -v a="$jl_med" -v b="$c_med" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')
    wall_ratio=$(awk -v a="$jl_wall" -v b="$c_wall" 'BEGIN { printf "%.3f", (b > 0 ? a / b : 0) }')
    RATIOS+=("$ratio")
    WALL_RATIOS+=("$wall_ratio")
    jl_size=$(size_of "$jl_exe")
    c_size=$(stripped_size "$c_exe")
    if [ "$comp_rss" = - ]; then rss_mb=-
    else rss_mb=$(awk -v k="$comp_rss" 'BEGIN { printf "%.1f", k / 1024 }'); fi

    ROWS+=("$(printf '%-14s %9.3f %9.3f %7.2f %7.2f %9s %9s %9s %8s' \
        "$name" "$jl_med" "$c_med" "$ratio" "$wall_ratio" "$jl_size" "$c_size" "$comp_time" "$rss_mb")")
    rss_json=$comp_rss; [ "$rss_json" = - ] && rss_json=null
    JSON_ROWS+=("$(printf '{"name": %s, "status": "ok", "checksum": %s, "jlc_median_s": %s, "c_median_s": %s, "ratio": %s, "jlc_times_s": %s, "c_times_s": %s, "jlc_wall_median_s": %s, "c_wall_median_s": %s, "wall_ratio": %s, "jlc_wall_s": %s, "c_wall_s": %s, "jlc_size_bytes": %s, "c_stripped_size_bytes": %s, "compile_time_s": %s, "compile_peak_rss_kb": %s}' \
        "$(json_str "$name")" "$(json_str "$(head -c 200 "$OUT/$name.jl.out" | tr '\n' ' ' | sed 's/ $//')")" \
        "$jl_med" "$c_med" "$ratio" "$(json_list "${jl_times[@]}")" "$(json_list "${c_times[@]}")" \
        "$jl_wall" "$c_wall" "$wall_ratio" "$(json_list "${jl_walls[@]}")" "$(json_list "${c_walls[@]}")" \
        "$jl_size" "$c_size" "$comp_time" "$rss_json")")
done

# --- hello, world sizes ------------------------------------------------------

# The smallest program says most about fixed overhead (runtime, startup code).
hello_jl=-; hello_c=-; hello_f=-
if "$JLC" --output-exe $OUT/hello_jl --trim=safe examples/hello.jl >$OUT/hello.jlc.log 2>&1; then
    hello_jl=$(size_of $OUT/hello_jl)
else
    fail hello "jlc could not compile examples/hello.jl" $OUT/hello.jlc.log
fi
if $CC -O2 -o $OUT/hello_c bench/hello.c 2>$OUT/hello.cc.log; then
    hello_c=$(stripped_size $OUT/hello_c)
fi
if command -v gfortran >/dev/null; then
    if gfortran -O2 -o $OUT/hello_f bench/hello.f90 2>$OUT/hello.f90.log; then
        hello_f=$(stripped_size $OUT/hello_f)
    fi
fi

# --- compile-time scaling ----------------------------------------------------

# Generated programs of growing size, each built twice: jlc --output-c alone
# (the front end: parse, lower, infer, trim, emit C) and the full
# jlc --output-exe; the C compiler's share is the difference.  Times are CPU
# seconds (user + system), less disturbed by a busy machine than wall time.
# Both should grow about linearly in the program's size (docs/performance.md);
# 50k lines, about a minute of CPU, runs only when asked:
# BENCH_SCALING="1000 10000 50000".
if [ ${#ONLY[@]} -gt 0 ]; then SCALING_SIZES=()
elif [ $QUICK = 1 ]; then SCALING_SIZES=(1000); else read -r -a SCALING_SIZES <<<"${BENCH_SCALING:-1000 10000}"; fi
SCALING_ROWS=(); SCALING_JSON=()
for lines in "${SCALING_SIZES[@]}"; do
    echo "  scaling: $lines lines" >&2
    src=$OUT/scaling_$lines.jl
    bash bench/gen_scaling.sh "$lines" >"$src" || { fail "scaling_$lines" "bench/gen_scaling.sh failed"; continue; }
    if ! measure_compile "$OUT/scaling_$lines.front.log" "$JLC" --output-c "$OUT/scaling_$lines.c" --trim=safe "$src"; then
        fail "scaling_$lines" "jlc --output-c failed" "$OUT/scaling_$lines.front.log"; continue
    fi
    read -r _ front_rss <<<"$COMPILE_STATS"; front_time=$COMPILE_CPU
    if ! measure_compile "$OUT/scaling_$lines.jlc.log" "$JLC" --output-exe "$OUT/scaling_${lines}_jl" --trim=safe "$src"; then
        fail "scaling_$lines" "jlc --output-exe failed" "$OUT/scaling_$lines.jlc.log"; continue
    fi
    full_time=$COMPILE_CPU; read -r full_wall _ <<<"$COMPILE_STATS"
    if ! "$OUT/scaling_${lines}_jl" >"$OUT/scaling_$lines.out" </dev/null; then
        fail "scaling_$lines" "the generated program failed"; continue
    fi
    cc_time=$(awk -v a="$full_time" -v b="$front_time" 'BEGIN { d = a - b; printf "%.2f", (d > 0 ? d : 0) }')
    jl_lines=$(wc -l <"$src"); c_lines=$(wc -l <"$OUT/scaling_$lines.c")
    front_mb=$(awk -v k="$front_rss" 'BEGIN { printf "%.1f", k / 1024 }')
    SCALING_ROWS+=("$(printf '%8d %9d %10.2f %9s %9.2f %9.2f %9.2f' "$jl_lines" "$c_lines" "$front_time" "$front_mb" "$cc_time" "$full_time" "$full_wall")")
    SCALING_JSON+=("$(printf '{"julia_lines": %d, "c_lines": %d, "front_end_s": %s, "front_end_peak_rss_kb": %s, "cc_s": %s, "total_s": %s, "total_wall_s": %s}' \
        "$jl_lines" "$c_lines" "$front_time" "$front_rss" "$cc_time" "$full_time" "$full_wall")")
done

# --- report ------------------------------------------------------------------

# Geometric mean: the right average for ratios (a 2x win and a 2x loss cancel).
geomean_of() {
    if [ $# -gt 0 ]; then
        printf '%s\n' "$@" | awk '$1 > 0 { s += log($1); n++ }
            END { if (n) printf "%.2f", exp(s / n); else print "-" }'
    else
        echo -
    fi
}
geomean=$(geomean_of "${RATIOS[@]}")
wall_geomean=$(geomean_of "${WALL_RATIOS[@]}")

printf '%-14s %9s %9s %7s %7s %9s %9s %9s %8s\n' \
    benchmark "jlc (s)" "C (s)" jlc/C "wall" "jlc size" "C size" "jlc comp" "comp MB"
printf '%s\n' "${ROWS[@]}"
echo
echo "hello world, stripped size (bytes):"
printf '  %-22s %8s\n' "jlc --trim=safe" "$hello_jl" "cc -O2" "$hello_c" "gfortran -O2" "$hello_f"
echo
echo "compile-time scaling (generated programs; CPU seconds, front end = jlc --output-c;"
echo "the C compiler runs on as many cores as there are, so the build's wall time is shown too):"
printf '%8s %9s %10s %9s %9s %9s %9s\n' "jl lines" "C lines" "front end" "front MB" "cc" "total" "wall"
[ ${#SCALING_ROWS[@]} -gt 0 ] && printf '%s\n' "${SCALING_ROWS[@]}"
echo
echo "geomean time ratio vs C: $geomean (CPU time; wall time: $wall_geomean)"

total=$(sub "${EPOCHREALTIME:-$(date +%s.%N)}" "$start_all")

num_or_null() { if [ "$1" = - ]; then echo null; else echo "$1"; fi; }
{
    printf '{\n'
    printf '  "mode": "%s",\n' $mode
    printf '  "runs": %d,\n' $RUNS
    printf '  "jlc": %s,\n' "$(json_str "$JLC")"
    printf '  "cc": %s,\n' "$(json_str "$($CC --version 2>/dev/null | head -n 1)")"
    printf '  "benchmarks": [\n'
    for ((i = 0; i < ${#JSON_ROWS[@]}; i++)); do
        sep=,; [ $i -eq $((${#JSON_ROWS[@]} - 1)) ] && sep=
        printf '    %s%s\n' "${JSON_ROWS[$i]}" "$sep"
    done
    printf '  ],\n'
    printf '  "geomean_time_ratio": %s,\n' "$(num_or_null "$geomean")"
    printf '  "geomean_wall_ratio": %s,\n' "$(num_or_null "$wall_geomean")"
    printf '  "hello_sizes_bytes": {"jlc": %s, "c": %s, "fortran": %s},\n' \
        "$(num_or_null $hello_jl)" "$(num_or_null $hello_c)" "$(num_or_null $hello_f)"
    printf '  "scaling": [%s],\n' "$(IFS=,; echo "${SCALING_JSON[*]}" | sed 's/},{/}, {/g')"
    printf '  "failures": %d,\n' $FAILURES
    printf '  "total_time_s": %s\n' "$total"
    printf '}\n'
} >$OUT/results.json

echo "results: $OUT/results.json ($FAILURES failures, ${total}s in all)" >&2
[ $FAILURES -eq 0 ]
