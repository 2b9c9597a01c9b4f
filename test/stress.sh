#!/usr/bin/env bash
# The golden suite again with JLC_GC_STRESS=1 (a collection at every
# allocation), running the executables `make test` kept where they are still
# current (else compiling them again): every program (files under included/
# are parts of programs) must print exactly what it prints normally and exit
# with the same status. Three programs too big for a collection per
# allocation are left out: gc/binary_trees (test/cli/gc_stress.sh runs it at
# a smaller depth), gc/large_pointer_array and io/many_lines.
# Usage: test/stress.sh JLC_BINARY   (last line: N passed, M failed)
JLC=${1:?usage: test/stress.sh JLC_BINARY}
[[ $JLC == */* ]] && JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")
cd "$(dirname -- "${BASH_SOURCE[0]}")/.." || exit 2
export JLC
# (what every program is built from: the compiler, its runtime, Base and the
# standard libraries; the newest of them dates the kept executables)
KEPT_EXES=$(dirname -- "$JLC")/test-exe
NEWEST_INPUT=$(find "$JLC" "$(dirname -- "$JLC")/libjlrt.a" base stdlib runtime -type f -printf '%T@ %p\n' 2>/dev/null |
               sort -n | tail -n 1 | cut -d' ' -f2-)
kept_name() { local p=${1%.jl}; echo "${p//\//__}"; }   # as test/run.sh names them
export KEPT_EXES NEWEST_INPUT
export -f kept_name
tmp=$(mktemp -d) || exit 2
trap 'rm -rf -- "$tmp"' EXIT
export tmp

# One program: PASS or FAIL with the reason, on one line.
stress_one() {
  local jl=$1 base=${1%.jl} dir flags=(--trim=safe) first status=0 rc
  dir=$(mktemp -d "$tmp/t.XXXXXX")
  IFS= read -r first <"$jl"
  [[ $first =~ ^#[[:space:]]*jlc-flags:(.*)$ ]] && read -r -a flags <<<"${BASH_REMATCH[1]}"
  # the executable test/run.sh kept, when nothing it was built from changed since
  local kept=$KEPT_EXES/$(kept_name "$jl")
  if [ -x "$kept" ] && [ "$kept" -nt "$NEWEST_INPUT" ] && [ -z "$(find "$(dirname -- "$jl")" -newer "$kept" -print -quit)" ]; then
    cp -- "$kept" "$dir/p"
  else
    "$JLC" --output-exe "$dir/p" "${flags[@]}" "$jl" >/dev/null 2>&1 || { echo "FAIL $jl: does not compile"; return; }
  fi
  local input=/dev/null
  [ -f "$base.stdin" ] && input=$PWD/$base.stdin
  (cd "$dir" && JLC_GC_STRESS=1 timeout 60 ./p <"$input" >out 2>/dev/null)
  rc=$?
  # a folder's stdout.sed rewrites what varies from run to run, as in test/run.sh
  if [ -f "$(dirname -- "$jl")/stdout.sed" ]; then
    sed -E -f "$(dirname -- "$jl")/stdout.sed" "$dir/out" >"$dir/out.filtered" && mv -- "$dir/out.filtered" "$dir/out"
  fi
  [ -f "$base.status" ] && status=$(tr -d '[:space:]' <"$base.status")
  if [ "$rc" -ne "$status" ]; then echo "FAIL $jl: exit status $rc, expected $status"
  elif ! cmp -s "$dir/out" "$base.out"; then echo "FAIL $jl: output differs under GC stress"
  else echo PASS; fi
  rm -rf -- "$dir"
}
export -f stress_one

find test/golden -name '*.jl' ! -path '*/included/*' ! -path '*/gc/binary_trees.jl' ! -path '*/gc/large_pointer_array.jl' ! -path '*/io/many_lines.jl' -print0 | sort -z |
  xargs -0 -n 1 -P "$(nproc)" bash -c 'stress_one "$1"' _ >"$tmp/results"
grep -v '^PASS$' "$tmp/results"
passed=$(grep -c '^PASS$' "$tmp/results")
failed=$(grep -vc '^PASS$' "$tmp/results")
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
