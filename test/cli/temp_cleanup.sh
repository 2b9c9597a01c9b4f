#!/usr/bin/env bash
# Temporary paths (tempname, mktemp, mktempdir with cleanup=true, the
# default) are removed when the program exits, whatever they hold, as Julia
# does; cleanup=false leaves them.
JLC=${1:?usage: bash temp_cleanup.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/t.jl" <<'JL'
t = tempname()
write(t, "left behind")
p, io = mktemp()
println(io, "open at exit")
d = mktempdir()
mkpath(joinpath(d, "a", "b"))
write(joinpath(d, "a", "b", "f.txt"), "deep")
kept = tempname(; cleanup = false)
write(kept, "kept")
println(t)
println(p)
println(d)
println(kept)
JL
"$JLC" --output-exe "$tmp/t" "$tmp/t.jl" || { echo "does not compile"; exit 1; }
mapfile -t paths < <(TMPDIR=$tmp "$tmp/t")
[ "${#paths[@]}" = 4 ] || { echo "expected 4 paths, got: ${paths[*]}"; exit 1; }
for p in "${paths[@]:0:3}"; do
    [[ $p == "$tmp"/jl_* ]] || { echo "not in TMPDIR: $p"; exit 1; }
    [ ! -e "$p" ] || { echo "not removed at exit: $p"; exit 1; }
done
[ "$(cat "${paths[3]}")" = kept ] || { echo "cleanup=false path removed: ${paths[3]}"; exit 1; }
