#!/usr/bin/env bash
# An output that is an input (under any spelling: ./x.jl, a symbolic or a
# hard link, a file the program includes, a library's header), two outputs
# that are one file, or an empty output name: a usage error (status 2), and
# the sources are left as they were.
JLC=${1:?usage: bash output_is_input.sh JLC_BINARY}
[[ $JLC == */* ]] && JLC=$(cd "$(dirname -- "$JLC")" && pwd)/$(basename -- "$JLC")   # (the test runs in its folder)
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cd "$tmp" || exit 1
fail=0
printf 'println(1)\n' >ok.jl
printf 'include("inc.jl")\nf()\n' >main.jl
printf 'f() = println(2)\n' >inc.jl
printf 'Base.@ccallable function add1(x::Cint)::Cint\n    return x + Cint(1)\nend\n' >libq.h
ln -s ok.jl sym.jl
ln ok.jl hard.jl
mkdir sub
cp ok.jl inc.jl libq.h main.jl sub/

# ARGS... (as one string) and a text the message must hold
refused() {
    local rc
    eval "timeout 30 \"\$JLC\" $1" >out 2>err </dev/null
    rc=$?
    [ "$rc" = 2 ] || { echo "jlc $1: exit status $rc, expected 2"; cat err; fail=1; }
    grep -qF -- "$2" err || { echo "jlc $1: stderr lacks: $2"; cat err; fail=1; }
}
refused "--output-exe ok.jl ok.jl" "the output \`ok.jl\` is the input file \`ok.jl\`"
refused "--output-exe ./ok.jl ok.jl" "is the input file"
refused "--output-exe=$tmp/ok.jl ok.jl" "is the input file"
refused "--output-exe sym.jl ok.jl" "is the input file"
refused "--output-exe hard.jl ok.jl" "is the input file"
refused "--output-exe ok.jl sub/../hard.jl" "is the input file"
refused "--output-exe inc.jl main.jl" "the output \`inc.jl\` is the input file \`inc.jl\`"
refused "--output-exe x --output-c ok.jl ok.jl" "is the input file"
refused "--output-lib libq.so libq.h" "the output \`libq.h\` is the input file"
refused "--output-exe x.c --output-c sub/../x.c ok.jl" "are the same file"
refused "--output-lib libq.so --output-c libq.h sub/libq.h" "are the same file"
refused "--output-exe '' ok.jl" "--output-exe needs a file name"
refused "--output-exe= ok.jl" "--output-exe needs a file name"
refused "--output-lib '' ok.jl" "--output-lib needs a file name"
refused "--output-c '' ok.jl" "--output-c needs a file name"
for f in ok.jl inc.jl libq.h main.jl; do
    cmp -s "$f" "sub/$f" || { echo "$f was changed"; fail=1; }
done
[ -e x ] || [ -e x.c ] && { echo "an output was written"; fail=1; }
# a different file of the same name elsewhere is fine
timeout 30 "$JLC" --output-exe sub/ok.jl ok.jl </dev/null || { echo "--output-exe sub/ok.jl ok.jl failed"; fail=1; }
[ "$(./sub/ok.jl)" = 1 ] || { echo "sub/ok.jl does not print 1"; fail=1; }
exit $fail
