#!/usr/bin/env bash
# `jlc --help` exits 0 and mentions --output-exe.
JLC=${1:?usage: bash help.sh JLC_BINARY}
out=$(timeout 30 "$JLC" --help 2>&1)
rc=$?
if [ "$rc" -ne 0 ]; then
    echo "jlc --help exited with status $rc (expected 0)"
    printf '%s\n' "$out"
    exit 1
fi
if ! printf '%s\n' "$out" | grep -qF -- '--output-exe'; then
    echo "jlc --help does not mention --output-exe:"
    printf '%s\n' "$out"
    exit 1
fi
exit 0
