#!/usr/bin/env bash
# Reading stdin flushes stdout first, so a prompt without a newline is seen
# before the program waits for its answer (stdout being a file or pipe, not
# a terminal, is fully buffered otherwise). stdin is a FIFO that is written
# only once the prompt has appeared.
JLC=${1:?usage: bash stdin_flush.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'exec 3>&-; rm -rf -- "$tmp"' EXIT
cat >"$tmp/ask.jl" <<'JL'
print("name? ")
name = readline()
println("hello, ", name)
print("age? ")
age = parse(Int, readline(stdin))
println("next year ", age + 1)
JL
"$JLC" --output-exe "$tmp/ask" "$tmp/ask.jl" || exit 1
mkfifo "$tmp/in" || exit 1
exec 3<>"$tmp/in"              # read-write: opening it does not wait for the program
timeout 10 "$tmp/ask" <"$tmp/in" >"$tmp/out" &
pid=$!
fail=0
# wait (up to 5 s) for the output to be exactly $1, then answer $2
answer() {
    local i
    for ((i = 0; i < 100; i++)); do
        [ "$(cat "$tmp/out")" = "$1" ] && { printf '%s\n' "$2" >&3; return 0; }
        sleep 0.05
    done
    echo "waited for $(printf %q "$1"), got $(printf %q "$(cat "$tmp/out")")"
    return 1
}
answer "name? " "Ada" || fail=1
answer "$(printf 'name? hello, Ada\nage? ')" "36" || fail=1
exec 3>&-     # end of input: a program still waiting gets EOF
wait $pid || { echo "the program failed"; fail=1; }
[ "$(cat "$tmp/out")" = "$(printf 'name? hello, Ada\nage? next year 37')" ] || { echo "output:"; cat "$tmp/out"; fail=1; }
exit $fail
