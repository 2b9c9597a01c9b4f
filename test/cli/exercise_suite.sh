#!/usr/bin/env bash
# examples/exercise: an exercise-style suite (using Test, include("slug.jl"),
# some 300 @test over strings, dicts and structs) builds under --trim=safe
# and passes.
JLC=${1:?usage: bash exercise_suite.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
"$JLC" --output-exe "$tmp/suite" --trim=safe "$ROOT/examples/exercise/runtests.jl" || { echo "the suite did not build"; exit 1; }
out=$("$tmp/suite") || { echo "the suite failed: $out"; exit 1; }
out=$(printf '%s\n' "$out" | sed -E 's/ [0-9]+\.[0-9]s$/ 0.0s/')
[ "$out" = "$(printf 'Test Summary: | Pass  Total  Time\nphone book    |  317    317  0.0s')" ] || { echo "unexpected output: $out"; exit 1; }
exit 0
