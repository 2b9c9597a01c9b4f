#!/usr/bin/env bash
# --output-exe writes an executable at exactly the given path (here a path
# containing a space, in a directory other than the current one).
JLC=${1:?usage: bash output_exe.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
mkdir -p "$tmp/out dir"
printf 'println("built ok")\n' >"$tmp/hello.jl"
if ! timeout 30 "$JLC" --output-exe "$tmp/out dir/hello prog" "$tmp/hello.jl" >"$tmp/out" 2>"$tmp/err" </dev/null; then
    echo "compilation failed:"
    cat "$tmp/err"
    exit 1
fi
if [ ! -x "$tmp/out dir/hello prog" ]; then
    echo "no executable at the --output-exe path"
    exit 1
fi
got=$(timeout 10 "$tmp/out dir/hello prog" </dev/null)
if [ "$got" != "built ok" ]; then
    echo "program printed '$got', expected 'built ok'"
    exit 1
fi
exit 0
