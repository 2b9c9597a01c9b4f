#!/usr/bin/env bash
# A missing input file: exit status 1, stderr names the file, nothing written.
JLC=${1:?usage: bash missing_input.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0
timeout 30 "$JLC" --output-exe "$tmp/prog" "$tmp/no_such_file_here.jl" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
if [ "$rc" -ne 1 ]; then
    echo "jlc on a missing input file exited with status $rc (expected 1)"
    status=1
fi
if ! grep -qF -- 'no_such_file_here.jl' "$tmp/err"; then
    echo "stderr does not mention the missing file name:"
    cat "$tmp/err"
    status=1
fi
if [ -e "$tmp/prog" ]; then
    echo "jlc wrote an output file although the input does not exist"
    status=1
fi
exit "$status"
