#!/usr/bin/env bash
# Trimming must not change what a program does: each golden program, built
# in the other trim mode than its test's (--trim=no for one tested with
# --trim=safe, the default, and --trim=safe for one tested with --trim=no),
# prints exactly its NAME.out and exits with its NAME.status. A program that
# --trim=safe rejects is no difference (the verifier's errors are tested
# apart); --trim=unsafe programs are left out (they may differ by design).
# Usage: test/trim_diff.sh JLC_BINARY [STEP]   every STEP-th program (sorted
# by path; default 1, all) -- last line: N passed, M failed, K skipped
JLC=${1:?usage: test/trim_diff.sh JLC_BINARY [STEP]}
STEP=${2:-1}
[[ $JLC == */* ]] && JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")
cd "$(dirname -- "${BASH_SOURCE[0]}")/.." || exit 2
export JLC
tmp=$(mktemp -d) || exit 2
trap 'rm -rf -- "$tmp"' EXIT
export tmp

# One program: PASS, SKIP, or FAIL with the reason, on one line.
diff_one() {
  local jl=$1 base=${1%.jl} dir flags=() first status=0 rc mode other=() f
  IFS= read -r first <"$jl"
  if [[ $first =~ ^#[[:space:]]*jlc-flags:(.*)$ ]]; then
    read -r -a flags <<<"${BASH_REMATCH[1]}"
  fi
  mode=safe
  for f in "${flags[@]}"; do
    case $f in
      --trim=no) mode=no ;;
      --trim=unsafe | --trim=unsafe-warn) echo SKIP; return ;;
      --trim | --trim=safe) ;;
      *) other+=("$f") ;;
    esac
  done
  [ "$mode" = safe ] && other+=(--trim=no) || other+=(--trim=safe)
  dir=$(mktemp -d "$tmp/t.XXXXXX")
  timeout 60 "$JLC" --output-exe "$dir/p" "${other[@]}" "$jl" >/dev/null 2>&1
  rc=$?
  if [ "$rc" -ne 0 ]; then
    if [ "$mode" = no ] && [ "$rc" -eq 1 ]; then echo SKIP
    else echo "FAIL $jl: does not compile with ${other[*]} (exit status $rc)"; fi
    rm -rf -- "$dir"
    return
  fi
  local input=/dev/null
  [ -f "$base.stdin" ] && input=$PWD/$base.stdin
  (cd "$dir" && timeout 30 ./p <"$input" >out 2>/dev/null)
  rc=$?
  [ -f "$base.status" ] && status=$(tr -d '[:space:]' <"$base.status")
  if [ "$rc" -ne "$status" ]; then echo "FAIL $jl: exit status $rc with ${other[*]}, expected $status"
  elif ! cmp -s "$dir/out" "$base.out"; then echo "FAIL $jl: output differs with ${other[*]}"
  else echo PASS; fi
  rm -rf -- "$dir"
}
export -f diff_one

find test/golden -name '*.jl' ! -path '*/included/*' | sort | awk -v step="$STEP" '(NR - 1) % step == 0' |
  tr '\n' '\0' | xargs -0 -n 1 -P "$(nproc)" bash -c 'diff_one "$1"' _ >"$tmp/results"
grep -v '^PASS$\|^SKIP$' "$tmp/results"
passed=$(grep -c '^PASS$' "$tmp/results")
failed=$(grep -vc '^PASS$\|^SKIP$' "$tmp/results")
skipped=$(grep -c '^SKIP$' "$tmp/results")
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
