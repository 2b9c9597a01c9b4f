#!/usr/bin/env bash
# GMP, MPFR and PCRE2 are linked only into programs that use them: hello
# world links none (and stays under 20,000 bytes), a BigInt program links
# GMP alone, a BigFloat program MPFR and GMP, a Regex program PCRE2 alone.
JLC=${1:?usage: bash big_libs.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
printf 'println("hello")\n' >"$tmp/hello.jl"
printf 'println(factorial(big(30)))\n' >"$tmp/bigint.jl"
printf 'println(BigFloat(2) / 3)\n' >"$tmp/bigfloat.jl"
printf 'println(match(r"b+", "abbc").match)\n' >"$tmp/regex.jl"
fail=0
# check NAME "LIBS THAT MUST BE THERE" "LIBS THAT MUST NOT"
check() {
    if ! timeout 30 "$JLC" --output-exe "$tmp/$1" "$tmp/$1.jl" >"$tmp/err" 2>&1 </dev/null; then
        echo "$1: compilation failed"; cat "$tmp/err"; fail=1; return
    fi
    libs=$(ldd "$tmp/$1" 2>&1; nm -D "$tmp/$1" 2>/dev/null)
    for l in $2; do grep -q "$l" <<<"$libs" || { echo "$1: does not link $l"; fail=1; }; done
    for l in $3; do grep -q "$l" <<<"$libs" && { echo "$1: links $l"; fail=1; }; done
}
check hello "" "libgmp libmpfr libpcre2 __gmpz mpfr_ pcre2_"
check bigint "libgmp __gmpz_fac_ui" "libmpfr libpcre2"
check bigfloat "libmpfr libgmp mpfr_div" "libpcre2"
check regex "libpcre2-8 pcre2_match" "libgmp libmpfr"
[ "$(timeout 10 "$tmp/bigint")" = "265252859812191058636308480000000" ] || { echo "bigint printed the wrong value"; fail=1; }
[ "$(timeout 10 "$tmp/regex")" = "bb" ] || { echo "regex printed the wrong value"; fail=1; }
# (not when JLC_CFLAGS instruments the programs, as `make test SAN=1` does)
size=$(stat -c %s "$tmp/hello")
[ -n "${JLC_CFLAGS-}" ] || [ "$size" -le 20000 ] || { echo "hello world is $size bytes"; fail=1; }
exit $fail
