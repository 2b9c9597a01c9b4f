#!/usr/bin/env bash
# Each kind of call the verifier reports, in each mode: --trim=safe reports
# it as an error, --trim=unsafe-warn as a warning and builds, --trim=unsafe
# builds silently, and reaching the call is then the run-time error; the
# golden tests in test/golden/trim show --trim=no. Calls needing a compiler
# are errors in every mode.
JLC=${1:?usage: bash trim_kinds.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fails=0
fail() { echo "$1"; head -c 1500 "$tmp/err"; echo; fails=1; }

# expect_report FILE MODE LINE: the build fails, and stderr has LINE
expect_report() {
    rm -f "$tmp/x"
    if "$JLC" --output-exe "$tmp/x" --trim="$2" "$1" 2>"$tmp/err"; then fail "$1 --trim=$2: built"; return; fi
    [ -e "$tmp/x" ] && fail "$1 --trim=$2: left an output"
    grep -qF -- "$3" "$tmp/err" || fail "$1 --trim=$2: no \"$3\""
}
# expect_build FILE MODE WARNING RUNTIME: builds (WARNING in stderr, or no
# report at all when empty), and running it prints RUNTIME on stderr, status 1
expect_build() {
    "$JLC" --output-exe "$tmp/x" --trim="$2" "$1" 2>"$tmp/err" || { fail "$1 --trim=$2: build failed"; return; }
    if [ -n "$3" ]; then
        grep -qF -- "$3" "$tmp/err" || fail "$1 --trim=$2: no warning \"$3\""
    elif grep -q Verifier "$tmp/err"; then
        fail "$1 --trim=$2: a report"
    fi
    "$tmp/x" >/dev/null 2>"$tmp/err"
    [ $? -eq 1 ] || fail "$1 --trim=$2: the program did not exit with status 1"
    grep -qF -- "$4" "$tmp/err" || fail "$1 --trim=$2: no run-time error \"$4\""
}

g=test/golden/trim e=test/errors/trim
# too many cases for a call
f=$g/no_mode_many_combinations.jl
expect_report $f safe "Verifier error #1: unresolved call from statement f(::Any, ::Any, ::Any)"
trimmed="ERROR: f(::Any, ::Any, ::Any) was not compiled into this program (built with --trim=unsafe); called from $f:13"
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement f(::Any, ::Any, ::Any)" "$trimmed"
expect_build $f unsafe "" "$trimmed"
# a callee of type Any, and an abstract type of more than 16 stored subtypes:
# their values are held as --trim=no holds them, and the calls on them are
# the run-time error (test/golden/trim/unsafe_many_subtypes.jl)
f=$g/no_mode_any_callee.jl
expect_report $f safe "Verifier error #1: unresolved call from statement (f::Any)(::Float64)"
trimmed="ERROR: (f::Any)(::Float64) was not compiled into this program (built with --trim=unsafe); called from $f:11"
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement (f::Any)(::Float64)" "$trimmed"
expect_build $f unsafe "" "$trimmed"
f=$g/no_mode_many_subtypes.jl
expect_report $f safe "Verifier error #1: unresolved call from statement area(::Shape)"
trimmed="ERROR: area(::Shape) was not compiled into this program (built with --trim=unsafe); called from $f:48"
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement area(::Shape)" "$trimmed"
expect_build $f unsafe "" "$trimmed"
# a builtin on such a value: reported, the run-time error, or split (--trim=no);
# === is split over the types both sides may be, in every mode
f=$g/unsafe_many_subtypes_builtin.jl
expect_report $f safe "Verifier error #1: unresolved call from statement getfield(s::Shape, :x)"
grep -q "===" "$tmp/err" && fail "$f --trim=safe: === reported"
trimmed="ERROR: getfield(s::Shape, :x) was not compiled into this program (built with --trim=unsafe); called from $f:48"
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement getfield(s::Shape, :x)" "$trimmed"
"$JLC" --output-exe "$tmp/x" --trim=no $f 2>"$tmp/err" || fail "$f --trim=no: build failed"
[ "$("$tmp/x" | tr '\n' ' ')" = "0.0 true false 153.0 not reached " ] || fail "$f --trim=no: wrong output"
# a value that cannot exist (no Animal is created): in every mode the read of
# the element is Julia's UndefRefError, and nothing is reported
for mode in unsafe-warn unsafe no; do
    expect_build $g/undef_element.jl $mode "" "ERROR: UndefRefError: access to undefined reference"
done
# no method, and an ambiguity: Julia's MethodError when reached
f=$e/no_method.jl
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement f(::String)" "ERROR: MethodError: no method matching f(::String)"
expect_build $f unsafe "" "ERROR: MethodError: no method matching f(::String)"
expect_build $f no "" "ERROR: MethodError: no method matching f(::String)"
f=$g/no_mode_ambiguous.jl
expect_report $f safe "  reason: MethodError: f(::Int64, ::Int64) is ambiguous."
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement f(::Int64, ::Int64)" "ERROR: MethodError: f(::Int64, ::Int64) is ambiguous."
expect_build $f unsafe "" "ERROR: MethodError: f(::Int64, ::Int64) is ambiguous."
# no compiler in the binary: errors in every mode
for mode in safe unsafe unsafe-warn no; do
    expect_report $e/eval_unsafe_warn.jl $mode "Verifier error #1: unresolved call from statement eval(::Symbol)"
    expect_report $e/include_string.jl $mode "Verifier error #1: unresolved call from statement include_string(::Module, ::String)"
done
# lookups by a run-time name: no mode can make them work (the binary keeps no
# table of global names); --trim=safe reports them, the others build them as
# the run-time error, --trim=no and unsafe-warn with a warning
# (test/golden/trim/unsafe_reflection.jl, no_mode_reflection.jl)
expect_report $e/getglobal_runtime_name.jl safe "Verifier error #1: unresolved call from statement getglobal(Base, ::Symbol)"
f=$g/unsafe_reflection.jl
trimmed="ERROR: Symbol(name::String) was not compiled into this program (built with --trim=unsafe); called from $f:7"
expect_build $f unsafe-warn "Verifier warning #1: unresolved call from statement getglobal(Base, ::Symbol)" "$trimmed"
expect_build $f unsafe "" "$trimmed"
expect_build $f no "Verifier warning #1: unresolved call from statement getglobal(Base, ::Symbol)" \
    "ERROR: Symbol(name::String) was not compiled into this program (a Symbol made from a run-time string"
# a constant name is the global itself, in every mode
for mode in safe unsafe unsafe-warn no; do
    "$JLC" --output-exe "$tmp/x" --trim=$mode $g/getglobal_constant_name.jl 2>"$tmp/err" || fail "getglobal_constant_name.jl --trim=$mode: build failed"
    grep -q Verifier "$tmp/err" && fail "getglobal_constant_name.jl --trim=$mode: a report"
    [ "$("$tmp/x" | head -1)" = "π" ] || fail "getglobal_constant_name.jl --trim=$mode: wrong output"
done
exit $fails
