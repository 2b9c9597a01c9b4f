#!/usr/bin/env bash
# Every 25th golden program (a fixed sample) built in the other trim mode
# prints the same as in its test: test/trim_diff.sh, which
# `make test-trim-diff` runs on all of them.
cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." || exit 1
test/trim_diff.sh "${1:?usage: trim_diff_sample.sh JLC}" 25
