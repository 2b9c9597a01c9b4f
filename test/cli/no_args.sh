#!/usr/bin/env bash
# `jlc` with no arguments is a usage error: exit status 2.
JLC=${1:?usage: bash no_args.sh JLC_BINARY}
out=$(timeout 30 "$JLC" </dev/null 2>&1)
rc=$?
if [ "$rc" -ne 2 ]; then
    echo "jlc with no arguments exited with status $rc (expected 2)"
    printf '%s\n' "$out"
    exit 1
fi
exit 0
