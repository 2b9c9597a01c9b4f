#!/usr/bin/env bash
# Compile time grows linearly with the number of top-level lines (issue 19;
# bench/gen_toplevel.sh). The front end's CPU time (jlc --output-c, less that
# of hello world) on 20k lines of functions and calls is under 8 times that
# on 5k (linear: about 4; it was 13 when finding methods and constants was
# quadratic); the generated C keeps top-level code in parts of bounded size
# (one function of 10,000 statements took gcc time quadratic in its size),
# and the 20k-line program of globals, functions, structs and methods of
# one generic function builds and prints what it should.
JLC=${1:?usage: bash toplevel_scaling.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

# cpu FILE: the best of two runs' CPU seconds of jlc --output-c on FILE
cpu() {
    best=
    for run in 1 2; do
        /usr/bin/time -f "%U %S" -o "$tmp/time" "$JLC" --output-c "$tmp/out.c" "$1" >/dev/null 2>"$tmp/err" ||
            { head -5 "$tmp/err"; fail "jlc failed on $1"; }
        t=$(awk '{ printf "%.3f", $1 + $2 }' "$tmp/time")
        if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
    done
    echo "$best"
}
# (a compiler built with the sanitizers is slower by design, and unevenly)
if [[ ${JLC_CFLAGS-} != *sanitize* ]]; then
    echo 'println(1)' >"$tmp/hello.jl"
    bench/gen_toplevel.sh 5000 func >"$tmp/f5k.jl"
    bench/gen_toplevel.sh 20000 func >"$tmp/f20k.jl"
    t0=$(cpu "$tmp/hello.jl") t5=$(cpu "$tmp/f5k.jl") t20=$(cpu "$tmp/f20k.jl")
    awk -v a="$t0" -v b="$t5" -v c="$t20" 'BEGIN { exit !(c - a < 8 * (b - a)) }' ||
        fail "front end: ${t5} s of CPU on 5k lines, ${t20} s on 20k (hello world ${t0} s): not linear"
fi

bench/gen_toplevel.sh 20000 assign >"$tmp/a20k.jl"
"$JLC" --output-c "$tmp/a20k.c" "$tmp/a20k.jl" || fail "--output-c failed on 20k lines of globals"
awk '/^static .*jl_toplevel[_0-9]*\(void\) \{$/ { parts++; start = NR }
     /^}$/ && start { if (NR - start > longest) longest = NR - start; start = 0 }
     END { if (parts < 10 || longest > 12000) { printf "top-level code in %d C functions, the longest %d lines\n", parts, longest; exit 1 } }' \
    "$tmp/a20k.c" || fail "the top-level code is not in parts"

bench/gen_toplevel.sh 20000 mixed >"$tmp/m20k.jl"
"$JLC" --output-exe "$tmp/m20k" "$tmp/m20k.jl" >"$tmp/err" 2>&1 || { head -5 "$tmp/err"; fail "the 20k-line program does not build"; }
"$tmp/m20k" >"$tmp/out" || fail "the 20k-line program fails"
# unit i prints g_i(i, 2) + h(T_i(i)) = (2i + i) + (i + i)
awk 'BEGIN { for (i = 0; i < 4000; i++) print 5 * i }' | cmp -s - "$tmp/out" || fail "the 20k-line program printed $(head -3 "$tmp/out")..."
exit 0
