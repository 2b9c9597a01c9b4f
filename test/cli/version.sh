#!/usr/bin/env bash
# `jlc --version` exits 0 and prints a line starting with "jlc ".
JLC=${1:?usage: bash version.sh JLC_BINARY}
out=$(timeout 30 "$JLC" --version 2>&1)
rc=$?
if [ "$rc" -ne 0 ]; then
    echo "jlc --version exited with status $rc (expected 0)"
    printf '%s\n' "$out"
    exit 1
fi
if ! printf '%s\n' "$out" | grep -q '^jlc '; then
    echo "jlc --version output has no line starting with 'jlc ':"
    printf '%s\n' "$out"
    exit 1
fi
exit 0
