#!/usr/bin/env bash
# A large program (gen_scaling.sh's, about 900 KB of C) is built as two
# translation units compiled at once with -j 2, and as one file with -j 1;
# both executables print the same; --output-c is always the one-file
# program. A bad -j is a usage error.
JLC=${1:?usage: bash split_units.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
bench/gen_scaling.sh 3000 >"$tmp/big.jl"
"$JLC" -j 2 --verbose --output-exe "$tmp/two" --output-c "$tmp/big.c" "$tmp/big.jl" 2>"$tmp/err2" ||
    { echo "-j 2 build failed"; tail -5 "$tmp/err2"; exit 1; }
grep -q -- '-c /tmp/jlc-[^ ]*/prog1\.c' "$tmp/err2" || { echo "-j 2 did not compile a second unit:"; grep '^jlc: ' "$tmp/err2" | cut -c1-200; exit 1; }
grep -q 'prog2\.c' "$tmp/err2" && { echo "-j 2 made more than two units"; exit 1; }
grep -q '^#include "jlrt.h"' "$tmp/big.c" || { echo "--output-c is not the one-file program"; exit 1; }
"$JLC" -j1 --verbose --output-exe "$tmp/one" "$tmp/big.jl" 2>"$tmp/err1" || { echo "-j1 build failed"; exit 1; }
grep -q -- 'prog1\.c' "$tmp/err1" && { echo "-j1 split the program"; exit 1; }
a=$("$tmp/two") && b=$("$tmp/one") || { echo "a build does not run"; exit 1; }
[ -n "$a" ] && [ "$a" = "$b" ] || { echo "outputs differ: '$a' vs '$b'"; exit 1; }
"$JLC" -j 0 --output-exe "$tmp/x" "$tmp/big.jl" 2>"$tmp/errj"
[ $? -eq 2 ] && grep -q -- '-j needs a number of jobs' "$tmp/errj" || { echo "-j 0 is not a usage error"; cat "$tmp/errj"; exit 1; }
exit 0
