#!/usr/bin/env bash
# valgrind --leak-check=full on the compiler: building a program, one with
# exceptions, rejecting a program (the diagnostics path) and printing a
# syntax tree must show no memory errors and no lost blocks. (The arenas are
# still reachable at exit, which is not an error: they go with the process.)
# Passes without running anything when valgrind is not installed, or when
# the compiler is built with the sanitizers (make test SAN=1), which
# valgrind cannot run.
JLC=${1:?usage: bash valgrind.sh JLC_BINARY}
command -v valgrind >/dev/null 2>&1 || exit 0
[[ ${JLC_CFLAGS-} == *sanitize* ]] && exit 0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0
check() {   # expected exit status, then jlc's arguments
    local want=$1 rc
    shift
    timeout 100 valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect,possible \
        --error-exitcode=99 "$JLC" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
    rc=$?
    if [ "$rc" -ne "$want" ]; then
        echo "valgrind jlc $*: exit status $rc, expected $want"
        grep -E '^==[0-9]+==' "$tmp/err" | head -20
        status=1
    fi
}
check 0 --output-exe "$tmp/hello" examples/hello.jl
check 0 --output-exe "$tmp/try" test/golden/exceptions/try_catch.jl
check 1 --output-exe "$tmp/bad" test/errors/trim/callee_union.jl
check 0 parse test/golden/dict/dict_basic.jl
exit "$status"
