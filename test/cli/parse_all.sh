#!/usr/bin/env bash
# `jlc parse` reads every Julia file of the repository: the golden and error
# test programs, base/, bench/, examples/ and the parser's own programs.
# Only test/errors/syntax/ is left out: those files are invalid on purpose
# (their own tests check the messages).
JLC=${1:?usage: bash parse_all.sh JLC_BINARY}
cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." || exit 1
n=0
failed=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  if ! out=$("$JLC" parse "$f" 2>&1 >/dev/null); then
    echo "jlc parse failed on $f:"
    printf '%s\n' "$out" | head -3
    failed=$((failed + 1))
  fi
done < <(find . -path ./build -prune -o -path ./test/errors/syntax -prune -o -name '*.jl' -type f -print0)
echo "$n files, $failed failed"
[ "$n" -ge 60 ] && [ "$failed" -eq 0 ]
