#!/usr/bin/env bash
# Threaded programs: the golden programs of test/golden/threads print the
# same with 1, 2 and 3 threads and under GC stress with 2 (a collection at
# every allocation stops every thread); the thread count comes from
# JULIA_NUM_THREADS or from -t N / --threads N / --threads=N / -tN before the
# program's arguments, which ARGS then does not show; a program without
# threads links no pthread code.
JLC=${1:?usage: bash threads.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

for src in "$ROOT"/test/golden/threads/*.jl; do
    name=$(basename "$src" .jl)
    expected="${src%.jl}.out"
    "$JLC" --output-exe "$tmp/$name" "$src" || fail "$name does not compile"
    for n in 1 2 3; do
        JULIA_NUM_THREADS=$n "$tmp/$name" </dev/null | cmp -s - "$expected" || fail "$name: wrong output with $n threads"
    done
    JLC_GC_STRESS=1 JULIA_NUM_THREADS=2 "$tmp/$name" </dev/null | cmp -s - "$expected" ||
        fail "$name: wrong output under JLC_GC_STRESS=1 with 2 threads"
done

cat >"$tmp/count.jl" <<'JL'
println(Threads.nthreads(), " ", ARGS)
JL
"$JLC" --output-exe "$tmp/count" "$tmp/count.jl" || fail "count.jl does not compile"
check() {   # expected output, then the environment's count ("" for none) and the arguments
    local want=$1 env=$2
    shift 2
    local got
    if [ -n "$env" ]; then got=$(JULIA_NUM_THREADS=$env "$tmp/count" "$@"); else got=$(env -u JULIA_NUM_THREADS "$tmp/count" "$@"); fi
    [ "$got" = "$want" ] || fail "count $* (JULIA_NUM_THREADS=$env): got '$got', want '$want'"
}
check '1 String[]' ''
check '3 String[]' 3
check '2 ["x"]' '' -t 2 x
check '4 ["-t", "2"]' 1 --threads=4 -t 2
check '2 String[]' 5 --threads 2
check '3 ["a"]' '' -t3 a
check '1 ["a", "-t", "2"]' '' a -t 2
"$tmp/count" -t zero 2>"$tmp/err" && fail "-t zero was accepted"
grep -q 'ERROR: invalid number of threads specified: "zero"' "$tmp/err" || fail "wrong error for -t zero: $(cat "$tmp/err")"

# hello world: no pthread, no thread-local storage
"$JLC" --output-exe "$tmp/hello" "$ROOT/examples/hello.jl" || fail "hello does not compile"
if nm -D "$tmp/hello" 2>/dev/null | grep -q pthread; then fail "hello world links pthread"; fi
exit 0
