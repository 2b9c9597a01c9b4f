#!/usr/bin/env bash
# --report=size lists the compiled method instances by module, each with its
# machine code (read back from the linked symbols) and the caller that pulled
# it in, then totals that add up; the binary built is the usual one.
JLC=${1:?usage: bash report_size.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/p.jl" <<'JL'
function sq(x::Int)
    s = 0
    for i in 1:x
        s += i * x
    end
    return s
end
twice(v) = [sq(x) for x in v]
println(twice([3, 4, 5]))
JL
"$JLC" --output-exe "$tmp/p" --report=size "$tmp/p.jl" 2>"$tmp/report" || { echo "build failed"; head -c 2000 "$tmp/report"; exit 1; }
[ "$("$tmp/p")" = "[18, 40, 75]" ] || { echo "wrong output"; exit 1; }
fail() { echo "$1"; head -c 3000 "$tmp/report"; exit 1; }
grep -q "^Size report: the machine code of each method instance compiled" "$tmp/report" || fail "no heading"
grep -qE "^Main: [0-9]+ method instances?, [0-9]+ bytes$" "$tmp/report" || fail "no Main group"
grep -qE "^Base: [0-9]+ method instances?, [0-9]+ bytes$" "$tmp/report" || fail "no Base group"
grep -qE "^ +[0-9]+  twice\(v::Vector\{Int64\}\)   <- top-level scope$" "$tmp/report" || fail "twice is not listed with its caller"
grep -qE "^ +[0-9]+  top-level scope   <- entry point$" "$tmp/report" || fail "no entry point"
grep -qE "^runtime \(libjlrt\): [0-9]+ functions, [0-9]+ bytes$" "$tmp/report" || fail "no runtime total"
total=$(grep "^Total:" "$tmp/report") || fail "no total"
read -r t u b r g c f <<<"$(sed -E 's/^Total: ([0-9]+) bytes of machine code = user code ([0-9]+) \+ Base ([0-9]+) \+ runtime ([0-9]+) \+ glue ([0-9]+) \+ C start-up ([0-9]+); the file is ([0-9]+) bytes$/\1 \2 \3 \4 \5 \6 \7/' <<<"$total")"
[[ $t =~ ^[0-9]+$ && $f =~ ^[0-9]+$ ]] || fail "malformed total: $total"
[ "$t" -eq $((u + b + r + g + c)) ] || fail "the parts do not add up to the total: $total"
# user code is the sum of the program's own groups (Main here)
main_sum=$(awk '/^Main: /{inmain=1; next} /^$/{inmain=0} inmain && $1 ~ /^[0-9]+$/ {s += $1} END {print s+0}' "$tmp/report")
[ "$main_sum" -eq "$u" ] || fail "Main's entries add up to $main_sum, not user code $u"
main_head=$(sed -nE 's/^Main: [0-9]+ method instances?, ([0-9]+) bytes$/\1/p' "$tmp/report")
[ "$main_head" -eq "$u" ] || fail "Main's heading says $main_head bytes, user code $u"
[ "$f" -eq "$(stat -c %s "$tmp/p")" ] || fail "the file size is not that of $tmp/p"
[ "$r" -gt 0 ] && [ "$t" -lt "$f" ] || fail "implausible sizes: $total"
exit 0
