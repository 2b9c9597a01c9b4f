#!/usr/bin/env bash
# make install puts a jlc that works from any directory.
JLC=${1:?usage: bash install.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
make -s install PREFIX="$tmp/prefix" >"$tmp/log" 2>&1 || { echo "make install failed"; cat "$tmp/log"; exit 1; }
printf 'println("installed")\n' >"$tmp/p.jl"
(cd / && "$tmp/prefix/bin/jlc" --output-exe "$tmp/p" --trim "$tmp/p.jl") || { echo "installed jlc failed"; exit 1; }
[ "$("$tmp/p")" = installed ] || { echo "wrong output"; exit 1; }
