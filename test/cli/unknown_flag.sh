#!/usr/bin/env bash
# An unknown flag is a usage error: exit status 2, stderr names the flag,
# and no output file is written.
JLC=${1:?usage: bash unknown_flag.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0

# Alone.
timeout 30 "$JLC" --bogus >"$tmp/out1" 2>"$tmp/err1" </dev/null
rc=$?
if [ "$rc" -ne 2 ]; then
    echo "jlc --bogus exited with status $rc (expected 2)"
    status=1
fi
if ! grep -qF -- '--bogus' "$tmp/err1"; then
    echo "stderr of 'jlc --bogus' does not mention --bogus:"
    cat "$tmp/err1"
    status=1
fi

# Together with an otherwise valid command line.
printf 'println("hi")\n' >"$tmp/ok.jl"
timeout 30 "$JLC" --output-exe "$tmp/prog" --bogus "$tmp/ok.jl" >"$tmp/out2" 2>"$tmp/err2" </dev/null
rc=$?
if [ "$rc" -ne 2 ]; then
    echo "jlc --output-exe X --bogus ok.jl exited with status $rc (expected 2)"
    status=1
fi
if ! grep -qF -- '--bogus' "$tmp/err2"; then
    echo "stderr of 'jlc --output-exe X --bogus ok.jl' does not mention --bogus:"
    cat "$tmp/err2"
    status=1
fi
if [ -e "$tmp/prog" ]; then
    echo "jlc wrote an output file despite the unknown flag"
    status=1
fi
exit "$status"
