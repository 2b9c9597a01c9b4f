#!/usr/bin/env bash
# @inbounds removes the bounds checks of the indexing under it: in the
# machine code (built with -g, which keeps the program's functions out of
# line and named) a loop indexing a Vector or Matrix under @inbounds calls
# no throw_boundserror, and the same loop without it does.
JLC=${1:?usage: bash inbounds.sh JLC_BINARY}
command -v objdump >/dev/null 2>&1 || exit 0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/ib.jl" <<'JL'
function sum_checked(v::Vector{Int}, n::Int)
    s = 0
    for i in 1:n
        s += v[i]
    end
    return s
end
function sum_inbounds(v::Vector{Int}, n::Int)
    s = 0
    for i in 1:n
        @inbounds s += v[i]
    end
    return s
end
function fill_checked!(m::Matrix{Float64})
    for j in 1:size(m, 2), i in 1:size(m, 1)
        m[i, j] = i + j
    end
    return m
end
function fill_inbounds!(m::Matrix{Float64})
    @inbounds for j in 1:size(m, 2), i in 1:size(m, 1)
        m[i, j] = i + j
    end
    return m
end
v = [1, 2, 3]
println(sum_checked(v, 3), " ", sum_inbounds(v, 3), " ", fill_checked!(zeros(2, 2)) == fill_inbounds!(zeros(2, 2)))
JL
"$JLC" --output-exe "$tmp/ib" -g "$tmp/ib.jl" || exit 1
[ "$("$tmp/ib")" = "6 6 true" ] || { echo "wrong output: $("$tmp/ib")"; exit 1; }
fail=0
# the calls to a throw_boundserror in the machine code of function $1
checks() { objdump -d --no-show-raw-insn --disassemble="$1" "$tmp/ib" | grep -c 'call.*throw_boundserror'; }
for f in sum fill; do
    checked=$(nm "$tmp/ib" | grep -o "jl_${f}_checked[A-Za-z0-9_]*" | head -1)
    unchecked=$(nm "$tmp/ib" | grep -o "jl_${f}_inbounds[A-Za-z0-9_]*" | head -1)
    [ -n "$checked" ] && [ -n "$unchecked" ] || { echo "no symbols for ${f}_checked/${f}_inbounds"; fail=1; continue; }
    [ "$(checks "$checked")" -ge 1 ] || { echo "$checked checks no bounds"; fail=1; }
    [ "$(checks "$unchecked")" -eq 0 ] || { echo "$unchecked still checks bounds under @inbounds"; fail=1; }
done
exit $fail
