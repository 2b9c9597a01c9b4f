#!/usr/bin/env bash
# Packages (issue 20): `jlc test DIR` runs DIR/test/runtests.jl with the
# package loadable; a package folder as input is a program (its @main);
# --project=DIR lets a script use the project's package and its [deps];
# [deps] are found through [sources] paths or Manifest.toml path entries;
# a package found nowhere is a located error naming it, and nothing is written.
JLC=${1:?usage: bash packages.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

# the example package's tests, as Pkg.test runs them (the Time column varies)
out=$("$JLC" test "$ROOT/examples/package" 2>"$tmp/err") || fail "jlc test examples/package failed: $(cat "$tmp/err")"
summary=$(printf '%s\n' "$out" | sed -E 's/ [0-9]+\.[0-9]s$/ 0.0s/')
[ "$summary" = "$(printf 'Test Summary: | Pass  Total  Time\nWordCount     |   16     16  0.0s')" ] ||
    fail "unexpected test output: $out"
grep -qx '     Testing WordCount tests passed' "$tmp/err" || fail "no 'tests passed' line: $(cat "$tmp/err")"

# the package folder as a program, under --trim=safe: WordCount's @main
"$JLC" --output-exe "$tmp/wc" --trim=safe "$ROOT/examples/package" || fail "building examples/package failed"
[ "$("$tmp/wc" to be or not to be)" = '6 words, longest "not", mean length 2.17' ] || fail "wrong output: $("$tmp/wc" to be or not to be)"

# a script in the project: the package, its dependency, and Test
printf 'using WordCount, TextStats\nprintln(count_words("a b c"), " ", longest(["ab", "c"]))\n' >"$tmp/s.jl"
"$JLC" --output-exe "$tmp/s" --project="$ROOT/examples/package" "$tmp/s.jl" || fail "--project: the script did not build"
[ "$("$tmp/s")" = "3 ab" ] || fail "--project: wrong output: $("$tmp/s")"

# a dependency found through Manifest.toml; a failing test suite
mkdir -p "$tmp/app/src" "$tmp/app/test" "$tmp/dep/src"
printf 'name = "App"\n\n[deps]\nDep = "11111111-2222-3333-4444-555555555555"\n' >"$tmp/app/Project.toml"
printf '[[deps.Dep]]\npath = "../dep"\nuuid = "11111111-2222-3333-4444-555555555555"\n' >"$tmp/app/Manifest.toml"
printf 'name = "Dep"\n' >"$tmp/dep/Project.toml"
printf 'module Dep\nexport twice\ntwice(x) = 2x\nend\n' >"$tmp/dep/src/Dep.jl"
printf 'module App\nusing Dep\nexport quad\nquad(x) = twice(twice(x))\nend\n' >"$tmp/app/src/App.jl"
printf 'using App, Test\n@testset "App" begin\n    @test quad(1) == 4\n    @test quad(2) == 9\nend\n' >"$tmp/app/test/runtests.jl"
"$JLC" test "$tmp/app" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ "$rc" = 1 ] || fail "a failing suite: status $rc, expected 1"
grep -q 'Evaluated: 8 == 9' "$tmp/out" || fail "no failure report: $(cat "$tmp/out")"
grep -qx 'ERROR: Package App errored during testing' "$tmp/err" || fail "no errored line: $(cat "$tmp/err")"

# a dependency with no path anywhere: an error naming it, no output
rm "$tmp/app/Manifest.toml"
if "$JLC" --output-exe "$tmp/app.exe" "$tmp/app" 2>"$tmp/err"; then fail "a missing dependency built"; fi
grep -q "src/App.jl:2:7: error: ArgumentError: Package Dep is required but does not seem to be installed" "$tmp/err" ||
    fail "unexpected error: $(cat "$tmp/err")"
[ ! -e "$tmp/app.exe" ] || fail "an output was written"

# a package not in the project at all
printf 'using Nowhere\n' >"$tmp/n.jl"
if "$JLC" --output-exe "$tmp/n" --project="$tmp/app" "$tmp/n.jl" 2>"$tmp/err"; then fail "an unknown package built"; fi
grep -q "n.jl:1:7: error: ArgumentError: Package Nowhere not found in current path" "$tmp/err" || fail "unexpected error: $(cat "$tmp/err")"

# a malformed Project.toml is located
printf 'name = "Bad\n' >"$tmp/app/Project.toml"
if "$JLC" --output-exe "$tmp/app.exe" "$tmp/app" 2>"$tmp/err"; then fail "a malformed Project.toml built"; fi
grep -q "Project.toml:1: error: invalid TOML: unterminated string" "$tmp/err" || fail "unexpected error: $(cat "$tmp/err")"
exit 0
