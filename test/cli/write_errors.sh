#!/usr/bin/env bash
# Output that cannot be written is reported, never lost silently. stdout to
# a file (here /dev/full, whose writes fail with ENOSPC) is an IOStream in
# Julia: a failed flush is a SystemError, and so is closing it at exit with
# bytes it cannot write. stdout to a pipe is a libuv stream: writing after
# the reader has gone is `IOError: write: broken pipe (EPIPE)`, reported
# once, and the program ends (SIGPIPE is ignored, as Julia's libuv does).
# Every such report is ERROR: and exit status 1; a caught one is not.
JLC=${1:?usage: bash write_errors.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail=0

build() {   # NAME SOURCE
    printf '%s\n' "$2" >"$tmp/$1.jl"
    timeout 30 "$JLC" --output-exe "$tmp/$1" "$tmp/$1.jl" </dev/null || { echo "$1: build failed"; fail=1; }
}
# NAME EXPECTED-STATUS ACTUAL-STATUS STDERR-FILE [LINE...]: the status, and
# each LINE exactly once in the file
expect() {
    local name=$1 want=$2 got=$3 err=$4 line n
    shift 4
    [ "$got" = "$want" ] || { echo "$name: exit status $got, expected $want"; fail=1; }
    for line in "$@"; do
        n=$(grep -cxF -- "$line" "$err")
        [ "$n" = 1 ] || { echo "$name: expected once in stderr: $line"; echo "stderr:"; head -20 "$err"; fail=1; }
    done
}

build one 'println(1)'
build lines 'for i in 1:1000000
    println(i)
end'
build forever 'while true
    println("y")
end'
build caught 'try
    while true
        println("line")
    end
catch e
    println(stderr, "caught ", sprint(showerror, e), " ", e.code)
end'
build flushed 'print("a")
try
    flush(stdout)
catch e
    println(stderr, "caught ", sprint(showerror, e))
end
print("b")'

# at exit: what is still buffered cannot be written
"$tmp/one" >/dev/full 2>"$tmp/err"
expect "println(1) > /dev/full" 1 $? "$tmp/err" "ERROR: SystemError: close: No space left on device"
"$tmp/one" >/dev/null 2>"$tmp/err"
expect "println(1) > /dev/null" 0 $? "$tmp/err"
[ -s "$tmp/err" ] && { echo "println(1) > /dev/null wrote to stderr"; fail=1; }
# stderr that cannot be written is where reports would go: not an error
"$tmp/one" >/dev/null 2>/dev/full
expect "println(1) 2> /dev/full" 0 $? /dev/null

# when the buffer fills: the program stops there, not at exit
timeout 10 "$tmp/forever" >/dev/full 2>"$tmp/err"
expect "endless output > /dev/full" 1 $? "$tmp/err" "ERROR: SystemError: flush: No space left on device"

# a reader that has gone
timeout 10 "$tmp/lines" 2>"$tmp/err" | head -1 >"$tmp/out"
expect "1:1000000 | head -1" 1 "${PIPESTATUS[0]}" "$tmp/err" "ERROR: IOError: write: broken pipe (EPIPE)"
[ "$(cat "$tmp/out")" = 1 ] || { echo "head -1 read: $(cat "$tmp/out")"; fail=1; }
timeout 10 "$tmp/forever" 2>"$tmp/err" | head -1 >/dev/null
expect "endless output | head -1" 1 "${PIPESTATUS[0]}" "$tmp/err" "ERROR: IOError: write: broken pipe (EPIPE)"
# ... whose error a program can catch, as Julia's
timeout 10 "$tmp/caught" 2>"$tmp/err" | head -1 >/dev/null
expect "caught | head -1" 0 "${PIPESTATUS[0]}" "$tmp/err" "caught IOError: write: broken pipe (EPIPE) -32"

# an explicit flush throws; what it could not write is gone, so exit is clean
"$tmp/flushed" >/dev/full 2>"$tmp/err"
expect "flush(stdout) > /dev/full" 1 $? "$tmp/err" "caught SystemError: flush: No space left on device" \
    "ERROR: SystemError: close: No space left on device"
exit $fail
