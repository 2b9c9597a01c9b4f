#!/usr/bin/env bash
# jlc test harness.
#
# Usage: test/run.sh JLC_BINARY [FILTER]
#
# Runs, in parallel:
#   - golden programs   test/golden/**/NAME.jl  (+ NAME.out, optional NAME.status, NAME.stderr)
#   - diagnostics       test/errors/**/NAME.jl  (+ NAME.err, optional NAME.status)
#   - parser trees      test/parse/**/NAME.jl   (+ NAME.sexpr: the exact stdout of
#                       `jlc parse NAME.jl`, which must exit 0)
#   - unit tests        build/unit/test_*       (executables; exit 0 = pass)
#   - CLI tests         test/cli/*.sh           (run as: bash FILE JLC_BINARY;
#                       exit 0 passes, exit 77 is SKIPPED, the output's first
#                       line saying why: what the test needs cannot be had)
#
# Only tests whose path contains FILTER (a plain substring) are run.
# Prints a progress line every few seconds while tests run, then one FAIL line
# (plus a few indented detail lines) per failed test and, as the very last
# line, "N passed, M failed".  Exit status 0 iff M == 0.
#
# Per-test conventions:
#   - compiler flags default to --trim=safe; a first line "# jlc-flags: ..."
#     in the .jl file replaces them;
#   - .jl files in a folder named `included` are parts other tests include,
#     not tests;
#   - a folder's stdout.sed (a sed -E script) is applied to the stdout of
#     each of its golden programs before the comparison;
#   - in .err and .stderr lines, {FILE} stands for the .jl path as passed to
#     the compiler (e.g. test/errors/syntax/foo.jl);
#   - each compile gets 30 s, each compiled program 10 s (stdin is NAME.stdin
#     if there is one, else /dev/null).

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 JLC_BINARY [FILTER]" >&2
    exit 2
fi

JLC=$1
FILTER=${2-}

# Make the compiler path absolute (it is resolved against the caller's cwd)
# before moving to the repository root.
if [[ $JLC != */* ]] && [ -f "$JLC" ] && [ -x "$JLC" ]; then
    JLC="./$JLC"
fi
if [[ $JLC == */* ]]; then
    jlc_dir=$(cd "$(dirname -- "$JLC")" 2>/dev/null && pwd) || jlc_dir=$(dirname -- "$JLC")
    JLC="$jlc_dir/$(basename -- "$JLC")"
fi

ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd) || exit 2
cd "$ROOT" || exit 2

COMPILE_TIMEOUT=${JLC_TEST_COMPILE_TIMEOUT:-30}   # (longer on a loaded machine)
RUN_TIMEOUT=10
UNIT_TIMEOUT=60
CLI_TIMEOUT=240   # a CLI test builds several programs itself (bench_quick, parse_sanitized: ~40 s alone on 2 cores)
MAX_DETAIL_LINES=20

RESULTS=$(mktemp -d "${TMPDIR:-/tmp}/jlc-tests.XXXXXX") || exit 2
trap 'rm -rf -- "$RESULTS"' EXIT
trap 'exit 130' INT TERM

# Each golden program's executable is kept beside the compiler, in
# test-exe/, for test/stress.sh to run again without compiling it again.
KEPT_EXES=$(dirname -- "$JLC")/test-exe
mkdir -p -- "$KEPT_EXES" 2>/dev/null || KEPT_EXES=""
kept_name() { local p=${1%.jl}; echo "${p//\//__}"; }   # test/golden/a/b.jl -> test__golden__a__b

export JLC RESULTS COMPILE_TIMEOUT RUN_TIMEOUT UNIT_TIMEOUT CLI_TIMEOUT MAX_DETAIL_LINES KEPT_EXES
export -f kept_name

# ---------------------------------------------------------------------------
# Worker side: each test writes $RESULTS/<mangled path>.res whose first line is
# PASS or FAIL and whose following lines (if any) explain the failure.
# ---------------------------------------------------------------------------

# Print at most MAX_DETAIL_LINES lines of stdin.
clip() {
    local n=0 line
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        if [ "$n" -le "$MAX_DETAIL_LINES" ]; then
            printf '%s\n' "$line"
        fi
    done
    if [ "$n" -gt "$MAX_DETAIL_LINES" ]; then
        printf '... (%d more lines)\n' "$((n - MAX_DETAIL_LINES))"
    fi
}

# Flags for compiling FILE: "# jlc-flags: ..." on its first line, else --trim=safe.
# Result in the global array FLAGS.
read_flags() {
    local first=""
    IFS= read -r first <"$1" || true
    first=${first%$'\r'}
    if [[ $first =~ ^#[[:space:]]*jlc-flags:(.*)$ ]]; then
        read -r -a FLAGS <<<"${BASH_REMATCH[1]}"
    else
        FLAGS=(--trim=safe)
    fi
}

# Expected exit status from FILE (if it exists) or DEFAULT.
read_status() {
    local file=$1 default=$2 s
    if [ -f "$file" ]; then
        s=$(tr -d '[:space:]' <"$file")
        if [[ $s =~ ^[0-9]+$ ]]; then
            printf '%s\n' "$s"
            return
        fi
    fi
    printf '%s\n' "$default"
}

# Describe an exit status produced by `timeout`.
describe_status() {
    local rc=$1 what=$2
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        printf '%s timed out\n' "$what"
    elif [ "$rc" -eq 126 ] || [ "$rc" -eq 127 ]; then
        printf '%s could not be run (exit status %d)\n' "$what" "$rc"
    elif [ "$rc" -gt 128 ]; then
        printf '%s killed by signal %d (exit status %d)\n' "$what" "$((rc - 128))" "$rc"
    else
        printf '%s exited with status %d\n' "$what" "$rc"
    fi
}

# Check that every non-empty line of EXPECT_FILE occurs in ACTUAL_FILE.
# {FILE} in an expected line is replaced by JLFILE.  Prints missing lines.
check_lines() {
    local expect=$1 actual=$2 jlfile=$3 line missing=0
    while IFS= read -r line || [ -n "$line" ]; do
        line=${line%$'\r'}
        [ -z "$line" ] && continue
        line=${line//'{FILE}'/"$jlfile"}
        if ! grep -qF -- "$line" "$actual"; then
            printf 'missing in stderr: %s\n' "$line"
            missing=1
        fi
    done <"$expect"
    return "$missing"
}

run_golden() {
    local jl=$1 tmp=$2
    local base=${jl%.jl} name
    name=$(basename -- "$base")
    local exe="$tmp/$name" rc expected_status detail

    if [ ! -f "$base.out" ]; then
        echo "FAIL"
        echo "missing expected output file $base.out"
        return
    fi
    read_flags "$jl"

    timeout -k 5 "$COMPILE_TIMEOUT" "$JLC" --output-exe "$exe" "${FLAGS[@]}" "$jl" \
        </dev/null >"$tmp/compile.stdout" 2>"$tmp/compile.stderr"
    rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "FAIL"
        describe_status "$rc" "compiler"
        clip <"$tmp/compile.stderr"
        return
    fi
    if [ ! -x "$exe" ]; then
        echo "FAIL"
        echo "compiler exited 0 but did not produce an executable $exe"
        return
    fi
    # (named without .jl: test/cli/parse_all.sh parses every .jl file outside build/)
    [ -n "$KEPT_EXES" ] && cp -f -- "$exe" "$KEPT_EXES/$(kept_name "$jl")" 2>/dev/null

    local input=/dev/null
    if [ -f "$base.stdin" ]; then
        input=$base.stdin
        [[ $input == /* ]] || input=$PWD/$input
    fi
    (cd "$tmp" && timeout -k 2 "$RUN_TIMEOUT" "$exe" <"$input" >"$tmp/run.stdout" 2>"$tmp/run.stderr")
    rc=$?
    expected_status=$(read_status "$base.status" 0)

    local failed=0 out=""
    if [ "$rc" -ne "$expected_status" ]; then
        failed=1
        out+="$(describe_status "$rc" "program"), expected $expected_status"$'\n'
        if [ -s "$tmp/run.stderr" ]; then
            out+="stderr:"$'\n'
            out+=$(clip <"$tmp/run.stderr")$'\n'
        fi
    fi
    # a folder's stdout.sed rewrites what varies from run to run (Test's Time column)
    if [ -f "$(dirname -- "$jl")/stdout.sed" ]; then
        sed -E -f "$(dirname -- "$jl")/stdout.sed" "$tmp/run.stdout" >"$tmp/run.filtered" &&
            mv "$tmp/run.filtered" "$tmp/run.stdout"
    fi
    if ! cmp -s "$base.out" "$tmp/run.stdout"; then
        failed=1
        out+="stdout differs (--- expected, +++ actual):"$'\n'
        out+=$(diff -u --label expected --label actual "$base.out" "$tmp/run.stdout" | clip)$'\n'
    fi
    if [ -f "$base.stderr" ]; then
        if ! detail=$(check_lines "$base.stderr" "$tmp/run.stderr" "$jl"); then
            failed=1
            out+="$detail"$'\n'
            out+="actual stderr:"$'\n'
            out+=$(clip <"$tmp/run.stderr")$'\n'
        fi
    fi
    if [ "$failed" -eq 0 ]; then
        echo "PASS"
    else
        echo "FAIL"
        printf '%s' "$out"
    fi
}

run_error() {
    local jl=$1 tmp=$2
    local base=${jl%.jl} name
    name=$(basename -- "$base")
    local exe="$tmp/$name" rc expected_status detail

    if [ ! -f "$base.err" ]; then
        echo "FAIL"
        echo "missing expected diagnostics file $base.err"
        return
    fi
    read_flags "$jl"
    expected_status=$(read_status "$base.status" 1)

    timeout -k 5 "$COMPILE_TIMEOUT" "$JLC" --output-exe "$exe" "${FLAGS[@]}" "$jl" \
        </dev/null >"$tmp/compile.stdout" 2>"$tmp/compile.stderr"
    rc=$?

    local failed=0 out=""
    if [ "$rc" -ne "$expected_status" ]; then
        failed=1
        out+="$(describe_status "$rc" "compiler"), expected $expected_status"$'\n'
    fi
    if [ -e "$exe" ]; then
        failed=1
        out+="compiler left an output file behind: $exe"$'\n'
    fi
    if ! detail=$(check_lines "$base.err" "$tmp/compile.stderr" "$jl"); then
        failed=1
        out+="$detail"$'\n'
    fi
    if [ "$failed" -eq 0 ]; then
        echo "PASS"
    else
        echo "FAIL"
        printf '%s' "$out"
        if [ -s "$tmp/compile.stderr" ]; then
            echo "compiler stderr:"
            clip <"$tmp/compile.stderr"
        else
            echo "compiler stderr was empty"
        fi
    fi
}

run_parse() {
    local jl=$1 tmp=$2
    local base=${jl%.jl} rc

    if [ ! -f "$base.sexpr" ]; then
        echo "FAIL"
        echo "missing expected tree file $base.sexpr"
        return
    fi
    timeout -k 5 "$COMPILE_TIMEOUT" "$JLC" parse "$jl" \
        </dev/null >"$tmp/parse.stdout" 2>"$tmp/parse.stderr"
    rc=$?
    if [ "$rc" -ne 0 ]; then
        echo "FAIL"
        describe_status "$rc" "jlc parse"
        clip <"$tmp/parse.stderr"
        return
    fi
    if ! cmp -s "$base.sexpr" "$tmp/parse.stdout"; then
        echo "FAIL"
        echo "tree differs (--- expected, +++ actual):"
        diff -u --label expected --label actual "$base.sexpr" "$tmp/parse.stdout" | clip
        return
    fi
    echo "PASS"
}

run_unit() {
    local exe=$1 tmp=$2 rc
    timeout -k 5 "$UNIT_TIMEOUT" "$exe" </dev/null >"$tmp/unit.out" 2>&1
    rc=$?
    if [ "$rc" -eq 0 ]; then
        echo "PASS"
    elif [ "$rc" -eq 77 ]; then
        echo "SKIP"
        head -n1 "$tmp/cli.out"
    else
        echo "FAIL"
        describe_status "$rc" "unit test"
        clip <"$tmp/unit.out"
    fi
}

run_cli() {
    local sh=$1 tmp=$2 rc
    timeout -k 5 "$CLI_TIMEOUT" bash "$sh" "$JLC" </dev/null >"$tmp/cli.out" 2>&1
    rc=$?
    if [ "$rc" -eq 0 ]; then
        echo "PASS"
    else
        echo "FAIL"
        describe_status "$rc" "CLI test"
        clip <"$tmp/cli.out"
    fi
}

run_one() {
    local t=$1 tmp res
    res="$RESULTS/${t//\//__}.res"
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/jlc-test.XXXXXX") || {
        printf 'FAIL\ncannot create a temporary directory\n' >"$res"
        return
    }
    case $t in
        test/golden/*) run_golden "$t" "$tmp" ;;
        test/errors/*) run_error "$t" "$tmp" ;;
        test/parse/*)  run_parse "$t" "$tmp" ;;
        test/cli/*)    run_cli "$t" "$tmp" ;;
        *)             run_unit "$t" "$tmp" ;;
    esac >"$res.part" 2>/dev/null
    mv -f -- "$res.part" "$res"
    rm -rf -- "$tmp"
}

export -f clip read_flags read_status describe_status check_lines \
    run_golden run_error run_parse run_unit run_cli run_one

# ---------------------------------------------------------------------------
# Driver: collect tests, run them in parallel, report.
# ---------------------------------------------------------------------------

tests=()
while IFS= read -r -d '' f; do
    tests+=("$f")
done < <(
    {
        [ -d test/golden ] && find test/golden -type f -name '*.jl' -not -path '*/included/*' -print0
        [ -d test/errors ] && find test/errors -type f -name '*.jl' -not -path '*/included/*' -print0
        [ -d test/parse ] && find test/parse -type f -name '*.jl' -print0
        [ -d build/unit ] && find build/unit -maxdepth 1 -type f -name 'test_*' -perm -u+x -print0
        [ -d test/cli ] && find test/cli -maxdepth 1 -type f -name '*.sh' -print0
    } 2>/dev/null | sort -z
)

selected=()
for t in "${tests[@]}"; do
    if [ -z "$FILTER" ] || [[ $t == *"$FILTER"* ]]; then
        selected+=("$t")
    fi
done

jobs=$(nproc 2>/dev/null || echo 4)
[[ $jobs =~ ^[0-9]+$ ]] && [ "$jobs" -ge 1 ] || jobs=4

# Progress while the tests run (the whole suite takes minutes): every few
# seconds in which some finished, how many have and how many failed so far.
progress() {
    local total=$1 last=0 done failed
    while sleep 10; do
        done=$(find "$RESULTS" -name '*.res' | wc -l)
        [ "$done" -gt "$last" ] || continue
        failed=$(find "$RESULTS" -name '*.res' -exec head -qn1 {} + | grep -cx FAIL)
        echo "... $done of $total tests run, $failed failed"
        last=$done
    done
}

if [ "${#selected[@]}" -gt 0 ]; then
    progress "${#selected[@]}" &
    progress_pid=$!
    # shellcheck disable=SC2016  # $1 is expanded by the inner bash
    printf '%s\0' "${selected[@]}" |
        xargs -0 -n 1 -P "$jobs" bash -c 'run_one "$1"' run_one 2>/dev/null
    kill "$progress_pid" 2>/dev/null
    wait "$progress_pid" 2>/dev/null
fi

passed=0
failed=0
skipped=0
for t in "${selected[@]}"; do
    res="$RESULTS/${t//\//__}.res"
    status=""
    if [ -f "$res" ]; then
        IFS= read -r status <"$res"
    fi
    if [ "$status" = "PASS" ]; then
        passed=$((passed + 1))
    elif [ "$status" = "SKIP" ]; then
        skipped=$((skipped + 1))
        echo "SKIP $t: $(sed -n '2p' "$res")"
    else
        failed=$((failed + 1))
        if [ -f "$res" ]; then
            reason=$(sed -n '2p' "$res")
            echo "FAIL $t: ${reason:-failed}"
            sed '1,2d; s/^/    /' "$res"
        else
            echo "FAIL $t: test runner produced no result"
        fi
    fi
done

if [ "$skipped" -gt 0 ]; then
    echo "$passed passed, $failed failed, $skipped skipped"
else
    echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
