#!/usr/bin/env bash
# jlc run FILE.jl ARGS...: builds, runs with ARGS (as @main's args), and exits
# with the program's status; nothing is left behind.
JLC=${1:?usage: bash run.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
printf 'function (@main)(args)\n    println(length(args))\n    for a in args\n        println(a)\n    end\n    return 2\nend\n' >"$tmp/r.jl"
out=$("$JLC" run "$tmp/r.jl" one "two words")
rc=$?
[ "$rc" = 2 ] || { echo "exit status $rc, expected 2"; exit 1; }
[ "$out" = "$(printf '2\none\ntwo words')" ] || { echo "wrong output: $out"; exit 1; }
[ -z "$(ls "$tmp" | grep -v r.jl)" ] || { echo "left files behind"; exit 1; }
