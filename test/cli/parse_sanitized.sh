#!/usr/bin/env bash
# The lexer and parser under AddressSanitizer and UndefinedBehaviorSanitizer:
# a sanitized jlc (build/asan/jlc, rebuilt only when a compiler source
# changed) parses every .jl file of the repository. Valid files must print a
# tree, the invalid ones of test/errors/syntax/ must exit 1 with a message;
# any sanitizer report fails the test. (.ci/run installs clang and its
# sanitizer runtime; gcc's libasan/libubsan do as well.)
cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." || exit 1
out=build/asan
mkdir -p "$out/obj" || exit 1
cc=""
for c in clang gcc; do
  if command -v "$c" >/dev/null 2>&1 &&
     echo 'int main(void){return 0;}' | "$c" -fsanitize=address,undefined -x c -o "$out/probe" - 2>/dev/null; then
    cc=$c
    break
  fi
done
if [ -z "$cc" ]; then
  echo "no C compiler with -fsanitize=address,undefined (run .ci/run to install clang)"
  exit 1
fi
flags=(-std=gnu11 -O0 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all)
objs=()
for src in src/*.c; do
  obj="$out/obj/$(basename "$src" .c).o"
  objs+=("$obj")
  stale=0
  [ "$obj" -nt "$src" ] || stale=1
  for h in src/*.h; do [ "$obj" -nt "$h" ] || stale=1; done
  if [ "$stale" -eq 1 ]; then "$cc" "${flags[@]}" -c -o "$obj" "$src" || exit 1; fi
done
"$cc" "${flags[@]}" -o "$out/jlc" "${objs[@]}" -lpcre2-8 -lm || exit 1

export ASAN_OPTIONS=detect_leaks=0:abort_on_error=0:exitcode=99
export UBSAN_OPTIONS=print_stacktrace=1:exitcode=99
n=0
failed=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  expect=0
  [[ $f == ./test/errors/syntax/* ]] && expect=1
  "$out/jlc" parse "$f" >/dev/null 2>"$out/stderr"
  rc=$?
  if [ "$rc" -ne "$expect" ] || grep -q 'Sanitizer\|runtime error:' "$out/stderr"; then
    echo "sanitized jlc parse $f: exit status $rc, expected $expect"
    head -20 "$out/stderr"
    failed=$((failed + 1))
  fi
done < <(find . -path ./build -prune -o -name '*.jl' -type f -print0)
echo "$n files under ASan/UBSan ($cc), $failed failed"
[ "$failed" -eq 0 ]
