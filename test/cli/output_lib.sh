#!/usr/bin/env bash
# --output-lib writes a shared library exporting every Base.@ccallable and a
# header declaring them; a C program links it and calls into Julia code.
JLC=${1:?usage: bash output_lib.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/lib.jl" <<'JL'
module MathLib
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)
Base.@ccallable function jl_fib(n::Int64)::Int64
    return fib(n)
end
Base.@ccallable function scale(x::Float64, k::Int32)::Float64
    v = Float64[]
    for i in 1:Int64(k)
        push!(v, x * i)
    end
    return sum(v)
end
end
JL
"$JLC" --output-lib "$tmp/libmath.so" --trim "$tmp/lib.jl" 2>"$tmp/err" || { echo "build failed"; cat "$tmp/err"; exit 1; }
grep -q "int64_t jl_fib(int64_t n);" "$tmp/libmath.h" || { echo "header lacks jl_fib:"; cat "$tmp/libmath.h"; exit 1; }
grep -q "double scale(double x, int32_t k);" "$tmp/libmath.h" || { echo "header lacks scale"; exit 1; }
cat >"$tmp/use.c" <<'C'
#include <stdio.h>
#include "libmath.h"
int main(void) {
  printf("%lld %g\n", (long long)jl_fib(20), scale(1.5, 4));
  return 0;
}
C
cc -o "$tmp/use" "$tmp/use.c" -I"$tmp" -L"$tmp" -lmath -Wl,-rpath,"$tmp" || { echo "C program does not link"; exit 1; }
[ "$("$tmp/use")" = "6765 15" ] || { echo "wrong output: $("$tmp/use")"; exit 1; }
