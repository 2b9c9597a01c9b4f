#!/usr/bin/env bash
# A build script written for juliac runs unchanged with jlc in its place:
# juliac's flags (--experimental, --trim, --compile-ccallable, --verbose,
# --output-exe, --output-lib) are accepted in juliac's order, and the
# entry points are juliac's (@main, Base.@ccallable).
JLC=${1:?usage: bash juliac_flags.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
status=0
cat >"$tmp/app.jl" <<'JL'
function (@main)(args::Vector{String})
    println("hello from ", length(args), " args")
    return 0
end
JL
if ! timeout 60 "$JLC" --output-exe "$tmp/app" --experimental --trim=safe --compile-ccallable --verbose "$tmp/app.jl" \
        >"$tmp/out" 2>"$tmp/err" </dev/null; then
    echo "jlc rejected juliac's flags for an executable:"
    cat "$tmp/err"
    status=1
elif [ "$("$tmp/app" a b)" != "hello from 2 args" ]; then
    echo "the executable built with juliac's flags printed: $("$tmp/app" a b)"
    status=1
fi
cat >"$tmp/lib.jl" <<'JL'
Base.@ccallable function twice(x::Cint)::Cint
    return 2x
end
JL
if ! timeout 60 "$JLC" --output-lib "$tmp/libtwice.so" --experimental --trim --compile-ccallable "$tmp/lib.jl" \
        >"$tmp/out" 2>"$tmp/err" </dev/null; then
    echo "jlc rejected juliac's flags for a library:"
    cat "$tmp/err"
    status=1
elif ! grep -q "twice" "$tmp/libtwice.h"; then
    echo "libtwice.h does not declare twice"
    status=1
fi
exit "$status"
