#!/usr/bin/env bash
# Long chains and deep nesting (issue 19): a chain of 5,000 terms compiles
# and runs (a + b + c ..., a - b - c ... in a function, f(x)(y)(z) ...), as
# does a Vector literal nested 40 deep; nesting past the parser's limits (5,000
# parentheses, `if`s or `&&`s) is a located error, and a chain of 10,000 field
# reads compiles or is one: never a crash. `jlc parse` prints the chains.
JLC=${1:?usage: bash deep_nesting.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

# NAME EXPECTED: builds and runs $tmp/NAME.jl, whose output must be EXPECTED
runs() {
    "$JLC" --output-exe "$tmp/$1" "$tmp/$1.jl" >"$tmp/$1.err" 2>&1 || { head -c 600 "$tmp/$1.err"; fail "$1 does not build"; }
    out=$("$tmp/$1") || fail "$1 fails when run"
    [ "$out" = "$2" ] || fail "$1 printed '$(echo "$out" | head -c 200)', expected '$2'"
}
# NAME LINE: compiling $tmp/NAME.jl is the nesting error at that line
too_deep() {
    "$JLC" check "$tmp/$1.jl" >"$tmp/$1.out" 2>"$tmp/$1.err"
    st=$?
    [ $st -eq 1 ] || fail "$1: exit status $st, expected 1 (a compile error)"
    head -1 "$tmp/$1.err" | grep -Eq "^$tmp/$1\\.jl:$2:[0-9]+: error: expression too deeply nested\$" ||
        fail "$1: not the located nesting error: $(head -c 300 "$tmp/$1.err")"
}

awk 'BEGIN { printf "x = 1"; for (i = 1; i < 5000; i++) printf "+1"; print "\nprintln(x)" }' >"$tmp/plus.jl"
runs plus 5000
awk 'BEGIN { printf "function g(y)\n    y"; for (i = 1; i < 5000; i++) printf " - 1"; print "\nend\nprintln(g(5000))" }' >"$tmp/minus.jl"
runs minus 1
awk 'BEGIN { printf "f(x) = f\nprintln(f"; for (i = 0; i < 5000; i++) printf "(1)"; print " === f)" }' >"$tmp/curried.jl"
runs curried true
awk 'BEGIN { printf "v = "; for (i = 0; i < 40; i++) printf "["; printf "1"; for (i = 0; i < 40; i++) printf "]"; print "\nprintln(v)" }' >"$tmp/vectors.jl"
runs vectors "$(awk 'BEGIN { for (i = 0; i < 40; i++) printf "["; printf "1"; for (i = 0; i < 40; i++) printf "]" }')"

awk 'BEGIN { printf "x = "; for (i = 0; i < 5000; i++) printf "("; printf "1"; for (i = 0; i < 5000; i++) printf ")"; print "" }' >"$tmp/parens.jl"
too_deep parens 1
awk 'BEGIN { print "x = 0"; for (i = 0; i < 5000; i++) print "if x < 1"; print "x += 1"; for (i = 0; i < 5000; i++) print "end" }' >"$tmp/ifs.jl"
too_deep ifs '[0-9]+'
awk 'BEGIN { printf "b = true\nx = b"; for (i = 1; i < 5000; i++) printf " && b"; print "" }' >"$tmp/and.jl"
too_deep and 2

# as deep as the parser allows, but each link a frame of lowering: compiled,
# or the nesting error when the C stack would not hold it
awk 'BEGIN { printf "mutable struct N\n    n::Any\nend\na = N(nothing)\na.n = a\nprintln(a"; for (i = 0; i < 9990; i++) printf ".n"; print " === a)" }' >"$tmp/fields.jl"
"$JLC" --output-exe "$tmp/fields" "$tmp/fields.jl" >"$tmp/fields.err" 2>&1
st=$?
if [ $st -eq 0 ]; then
    [ "$("$tmp/fields")" = true ] || fail "fields: wrong output"
elif [ $st -ne 1 ] || ! head -1 "$tmp/fields.err" | grep -Eq "^$tmp/fields\\.jl:6:[0-9]+: error: expression too deeply nested\$"; then
    fail "fields: exit status $st: $(head -c 300 "$tmp/fields.err")"
fi

"$JLC" parse "$tmp/plus.jl" >"$tmp/plus.sexpr" || fail "jlc parse failed on the chain of 5,000 terms"
[ "$(head -c 17 "$tmp/plus.sexpr")" = "(= x (call + 1 1 " ] || fail "jlc parse: $(head -c 100 "$tmp/plus.sexpr")"
"$JLC" parse "$tmp/curried.jl" >/dev/null || fail "jlc parse failed on f(1)(1)..."
exit 0
