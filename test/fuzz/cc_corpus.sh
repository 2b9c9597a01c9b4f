#!/usr/bin/env bash
# Every program jlc accepts must give C the C compiler accepts: for each .jl
# file given (or every file of the fuzzer's corpus, build/fuzz/compile-corpus),
# jlc --output-c with the file's `# jlc-flags:` trim mode, then cc
# -fsyntax-only on the C. A compile error of jlc is fine (the fuzzer checks
# it is a diagnostic); a C compiler error, or jlc killed, is reported.
# Usage: test/fuzz/cc_corpus.sh JLC_BINARY [FILE.jl...]   (CC: the C compiler)
# Last line: N accepted and compiled, M rejected by jlc, K failed.
JLC=${1:?usage: test/fuzz/cc_corpus.sh JLC_BINARY [FILE.jl...]}
shift
cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." || exit 2
[ $# -eq 0 ] && set -- build/fuzz/compile-corpus/*
CC=${CC:-cc}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf -- "$tmp"' EXIT
ok=0 rejected=0 failed=0
for f in "$@"; do
  flags=(--trim=safe) first=""
  IFS= read -r first <"$f"
  [[ $first =~ ^#[[:space:]]*jlc-flags:(.*)$ ]] && read -r -a flags <<<"${BASH_REMATCH[1]}"
  timeout 30 "$JLC" --output-c "$tmp/p.c" "${flags[@]}" "$f" >/dev/null 2>"$tmp/err" </dev/null
  rc=$?
  if [ "$rc" -eq 1 ]; then rejected=$((rejected + 1)); continue; fi
  if [ "$rc" -ne 0 ]; then
    echo "$f: jlc exited with status $rc"; head -5 "$tmp/err"; failed=$((failed + 1)); continue
  fi
  if ! "$CC" -std=gnu11 -fwrapv -fsyntax-only -Iruntime "$tmp/p.c" 2>"$tmp/cc.err"; then
    echo "$f: the C does not compile"; grep -m5 'error' "$tmp/cc.err"; failed=$((failed + 1)); continue
  fi
  ok=$((ok + 1))
done
echo "$ok accepted and compiled, $rejected rejected by jlc, $failed failed"
[ "$failed" -eq 0 ]
