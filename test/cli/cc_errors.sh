#!/usr/bin/env bash
# When the C compiler fails, jlc says why, and blames itself only for an
# error in the C it generated: a ccall of a function no library defines is
# an error at the call (each symbol once, without the linker's output); a
# compiler that is missing, cannot be run, is killed or lacks its headers is
# named with what is wrong. All exit with status 1 and write nothing.
JLC=${1:?usage: bash cc_errors.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail=0
printf 'println(1)\n' >"$tmp/ok.jl"
printf 'a = ccall(:jlc_test_nope_a, Cint, ())\nb = ccall(:jlc_test_nope_b, Cint, ())\nc = ccall(:jlc_test_nope_a, Cint, ())\nprintln(a + b + c)\n' >"$tmp/cc.jl"
# compilers: killed, failing for want of headers, and one that breaks the C it is given
printf '#!/bin/sh\nkill -9 $$\n' >"$tmp/killed-cc"
printf '#!/bin/sh\nexec cc -nostdinc "$@"\n' >"$tmp/no-headers-cc"
printf '#!/bin/sh\nfor a; do case $a in *.c) echo "int broken = ;" >>"$a";; esac; done\nexec cc "$@"\n' >"$tmp/breaking-cc"
chmod +x "$tmp/killed-cc" "$tmp/no-headers-cc" "$tmp/breaking-cc"
printf 'not a program\n' >"$tmp/not-executable-cc"

# CASE ARGS... -- LINES: status 1, each LINE in stderr (a line starting with
# ! must not be there), no output file
check() {
    local name=$1 rc line
    shift
    local args=()
    while [ "$1" != -- ]; do args+=("$1"); shift; done
    shift
    timeout 60 "$JLC" --output-exe "$tmp/out" "${args[@]}" </dev/null >"$tmp/stdout" 2>"$tmp/err"
    rc=$?
    [ "$rc" = 1 ] || { echo "$name: exit status $rc, expected 1"; fail=1; }
    [ -e "$tmp/out" ] && { echo "$name: an output was written"; rm -f "$tmp/out"; fail=1; }
    for line in "$@"; do
        if [[ $line == '!'* ]]; then
            grep -qF -- "${line#!}" "$tmp/err" && { echo "$name: stderr has: ${line#!}"; fail=1; }
        else
            grep -qF -- "$line" "$tmp/err" || { echo "$name: stderr lacks: $line"; fail=1; }
        fi
    done
    [ "$fail" = 0 ] || { echo "stderr:"; head -20 "$tmp/err"; }
}

check "undefined ccall" "$tmp/cc.jl" -- \
    "$tmp/cc.jl:1:5: error: ccall: \`jlc_test_nope_a\` is not defined by any library the program links" \
    "$tmp/cc.jl:2:5: error: ccall: \`jlc_test_nope_b\` is not defined" \
    "    1 | a = ccall(:jlc_test_nope_a, Cint, ())" "!bug in jlc" "!undefined reference" "!$tmp/cc.jl:3:"
[ "$(grep -c 'jlc_test_nope_a` is not defined' "$tmp/err")" = 1 ] || { echo "undefined ccall: jlc_test_nope_a reported more than once"; fail=1; }
check "missing compiler" --cc="$tmp/no/such/cc" "$tmp/ok.jl" -- \
    "jlc: error: cannot run the C compiler \`$tmp/no/such/cc\`: No such file or directory" "!bug in jlc" "!exit status 127"
check "compiler not executable" --cc="$tmp/not-executable-cc" "$tmp/ok.jl" -- \
    "jlc: error: cannot run the C compiler \`$tmp/not-executable-cc\`: Permission denied" "!bug in jlc"
check "compiler killed" --cc="$tmp/killed-cc" "$tmp/ok.jl" -- \
    "jlc: error: the C compiler \`$tmp/killed-cc\` was killed by signal 9" "!bug in jlc"
check "no headers" --cc="$tmp/no-headers-cc" "$tmp/ok.jl" -- \
    "fatal error:" "jlc: error: the C compiler \`$tmp/no-headers-cc\` failed (exit status 1): is it installed with the C library's headers?" "!bug in jlc"
check "broken generated C" --cc="$tmp/breaking-cc" "$tmp/ok.jl" -- \
    "error:" "this is a bug in jlc"
# jlc run: the same report, not the program's
timeout 60 "$JLC" run "$tmp/cc.jl" </dev/null >/dev/null 2>"$tmp/err"
rc=$?
[ "$rc" = 1 ] && grep -qF "jlc_test_nope_b\` is not defined" "$tmp/err" || { echo "jlc run: status $rc"; cat "$tmp/err"; fail=1; }
exit $fail
