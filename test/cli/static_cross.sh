#!/usr/bin/env bash
# --static: a fully static executable (musl when musl-tools is installed,
# else glibc) that runs, also for a program that collects; --cc="CC ARGS"
# passes the arguments on; --target=TRIPLE cross-compiles with clang where
# Debian's cross C library is installed (run under qemu when it is there);
# bad combinations are usage errors (exit 2) that write nothing.
JLC=${1:?usage: bash static_cross.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cd "$tmp" || exit 1
# (sanitizer builds, make test SAN=1, have no static or cross runtimes: only
# the usage errors are checked there)
sanitized=false
case "${JLC_CFLAGS-}" in *sanitize*) sanitized=true ;; esac
cat >gc.jl <<'JL'
d = Dict{String, Vector{Int}}()
for i in 1:20000
    push!(get!(d, string(i % 100), Int[]), i)
end
GC.gc()
println(length(d), " ", sum(length, values(d)))
JL
if ! $sanitized; then
"$JLC" --output-exe hello --static "$ROOT/examples/hello.jl" 2>err || { echo "--static build failed"; cat err; exit 1; }
[ "$(./hello)" = "Hello, world!" ] || { echo "static hello does not run"; exit 1; }
readelf -l hello | grep -q INTERP && { echo "static hello has an interpreter"; exit 1; }
readelf -d hello 2>/dev/null | grep -q NEEDED && { echo "static hello needs shared libraries"; exit 1; }
"$JLC" --output-exe gc --static gc.jl 2>err || { echo "--static build of gc.jl failed"; cat err; exit 1; }
[ "$(JLC_GC_STRESS=1 ./gc)" = "100 20000" ] || { echo "static gc.jl is wrong"; exit 1; }
# --cc with arguments
"$JLC" --output-exe defined --cc="cc -DJLC_TEST_FLAG=1 -O1" "$ROOT/examples/hello.jl" 2>err || { echo "--cc with arguments failed"; cat err; exit 1; }
[ "$(./defined)" = "Hello, world!" ] || { echo "--cc build does not run"; exit 1; }
fi
# usage errors: exit 2, nothing written
"$JLC" --output-lib libx.so --static "$ROOT/examples/hello.jl" 2>err
[ $? -eq 2 ] && grep -q -- "--static" err || { echo "--static --output-lib is not a usage error"; cat err; exit 1; }
"$JLC" --output-exe x --target=mips-unknown-nothing "$ROOT/examples/hello.jl" 2>err
[ $? -eq 2 ] && grep -q "unknown target \`mips-unknown-nothing\`" err || { echo "an unknown target is not a usage error"; cat err; exit 1; }
[ -e libx.so ] || [ -e x ] && { echo "a usage error wrote a file"; exit 1; }
# a cross build, where the machine can make one
if ! $sanitized && command -v clang >/dev/null && [ -e /usr/aarch64-linux-gnu/lib/libc.so.6 ] && [ -d /usr/lib/gcc-cross/aarch64-linux-gnu ]; then
    "$JLC" --output-exe hello_arm --target=aarch64-linux-gnu "$ROOT/examples/hello.jl" 2>err || { echo "aarch64 build failed"; cat err; exit 1; }
    file hello_arm | grep -q "ARM aarch64" || { echo "not an aarch64 executable: $(file hello_arm)"; exit 1; }
    if command -v qemu-aarch64 >/dev/null; then
        [ "$(qemu-aarch64 -L /usr/aarch64-linux-gnu ./hello_arm)" = "Hello, world!" ] || { echo "aarch64 hello does not run"; exit 1; }
    fi
fi
exit 0
