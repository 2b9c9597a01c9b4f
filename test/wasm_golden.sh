#!/usr/bin/env bash
# The golden suite built for WebAssembly (`make test-wasm`): each program of
# test/golden compiled with --target=wasm32-wasi and run under Node's WASI
# (tools/wasi-run.mjs) must print exactly its .out and exit with its
# .status. Stderr is not compared: a wasm build prints no Stacktrace.
# A program the wasm build refuses with "not supported yet" (BigInt,
# BigFloat, Regex, libraries: nothing of GMP, MPFR or PCRE2 is built for
# wasm32) is counted apart, as UNSUPPORTED, and is not a failure.
# Usage: test/wasm_golden.sh JLC_BINARY [FILTER]
# (a compile may take JLC_WASM_COMPILE_TIMEOUT seconds, 300 unless set)
# JLC_WASM_SAMPLE=K runs only every K-th program (in path order), for a
# machine too busy for all of them.
# (last line: N passed, M failed, K unsupported)
JLC=${1:?usage: test/wasm_golden.sh JLC_BINARY [FILTER]}
FILTER=${2-}
[[ $JLC == */* ]] && JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")
cd "$(dirname -- "${BASH_SOURCE[0]}")/.." || exit 2
RUNNER=$PWD/tools/wasi-run.mjs
export JLC RUNNER
tmp=$(mktemp -d) || exit 2
trap 'rm -rf -- "$tmp"' EXIT
export tmp

# One program: PASS, UNSUPPORTED or FAIL with the reason, on one line.
wasm_one() {
  local jl=$1 base=${1%.jl} dir flags=(--trim=safe) first status=0 rc
  dir=$(mktemp -d "$tmp/t.XXXXXX")
  IFS= read -r first <"$jl"
  [[ $first =~ ^#[[:space:]]*jlc-flags:(.*)$ ]] && read -r -a flags <<<"${BASH_REMATCH[1]}"
  if ! timeout "${JLC_WASM_COMPILE_TIMEOUT:-300}" "$JLC" --target=wasm32-wasi --output-exe "$dir/p.wasm" "${flags[@]}" "$jl" >"$dir/log" 2>&1; then
    if grep -q "not supported yet" "$dir/log"; then echo "UNSUPPORTED $jl: $(grep -m1 -o 'not supported yet.*' "$dir/log")"
    else echo "FAIL $jl: does not compile: $(grep -m1 'error' "$dir/log")"; fi
    rm -rf -- "$dir"
    return
  fi
  local input=/dev/null
  [ -f "$base.stdin" ] && input=$PWD/$base.stdin
  (cd "$dir" && timeout 60 node "$RUNNER" p.wasm <"$input" >out 2>err)
  rc=$?
  # a folder's stdout.sed rewrites what varies from run to run, as in test/run.sh
  if [ -f "$(dirname -- "$jl")/stdout.sed" ]; then
    sed -E -f "$(dirname -- "$jl")/stdout.sed" "$dir/out" >"$dir/out.filtered" && mv -- "$dir/out.filtered" "$dir/out"
  fi
  [ -f "$base.status" ] && status=$(tr -d '[:space:]' <"$base.status")
  if [ "$rc" -ne "$status" ]; then echo "FAIL $jl: exit status $rc, expected $status: $(head -c 200 "$dir/err" | tr '\n' ' ')"
  elif ! cmp -s "$dir/out" "$base.out"; then echo "FAIL $jl: output differs: $(diff "$dir/out" "$base.out" | head -3 | tr '\n' ' ' | head -c 200)"
  else echo PASS; fi
  rm -rf -- "$dir"
}
export -f wasm_one

find test/golden -name '*.jl' -path "*$FILTER*" -print0 | sort -z |
  awk -v RS='\0' -v ORS='\0' -v k="${JLC_WASM_SAMPLE:-1}" '(NR - 1) % k == 0' |
  xargs -0 -n 1 -P "$(nproc)" bash -c 'wasm_one "$1"' _ >"$tmp/results"
grep -v '^PASS$' "$tmp/results" | sort
passed=$(grep -c '^PASS$' "$tmp/results")
failed=$(grep -c '^FAIL' "$tmp/results")
unsupported=$(grep -c '^UNSUPPORTED' "$tmp/results")
echo "$passed passed, $failed failed, $unsupported unsupported"
[ "$failed" -eq 0 ]
