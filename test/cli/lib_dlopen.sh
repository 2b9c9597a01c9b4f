#!/usr/bin/env bash
# JuliaC's ctest.c pattern: a C program built with nothing special (no
# -rdynamic) dlopens a jlc library with RTLD_LOCAL and calls its functions
# through dlsym. The library keeps a global Vector alive across calls while
# collecting (its own data segment is a root, under JLC_GC_STRESS too),
# takes a Cstring, structs by value and by pointer, returns a struct and a
# Bool, and what Julia prints is written when each call returns, before the
# C program's own output.
JLC=${1:?usage: bash lib_dlopen.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/lib.jl" <<'JL'
module CTestLib
const seen = Vector{String}()
struct Point
    x::Float64
    y::Float64
end
Base.@ccallable function jc_add_one(x::Cint)::Cint
    push!(seen, string("call ", length(seen) + 1))
    length(seen) % 100 == 0 && GC.gc()
    return x + Cint(1)
end
Base.@ccallable function greet(name::Cstring)::Cint
    s = unsafe_string(name)
    println(Core.stdout, "hello, ", s, " (", length(seen), " calls before, the last: ", seen[end], ")")
    return Cint(length(s))
end
Base.@ccallable "midpoint" function mid(a::Point, b::Point)::Point
    return Point((a.x + b.x) / 2, (a.y + b.y) / 2)
end
Base.@ccallable "scale" function scale!(p::Ptr{Point}, k::Float64)::Cvoid
    q = unsafe_load(p)
    unsafe_store!(p, Point(q.x * k, q.y * k))
    return nothing
end
Base.@ccallable isneg(x::Float64)::Bool = x < 0
end
JL
cat >"$tmp/ctest.c" <<'C'
#include <dlfcn.h>
#include <stdbool.h>
#include <stdio.h>
typedef struct { double x, y; } Point;
int main(int argc, char **argv) {
  if (argc < 2) return 2;
  void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!h) { fprintf(stderr, "dlopen failed: %s\n", dlerror()); return 3; }
  int (*add_one)(int) = (int (*)(int))dlsym(h, "jc_add_one");
  int (*greet)(const char *) = (int (*)(const char *))dlsym(h, "greet");
  Point (*midpoint)(Point, Point) = (Point (*)(Point, Point))dlsym(h, "midpoint");
  void (*scale)(Point *, double) = (void (*)(Point *, double))dlsym(h, "scale");
  bool (*isneg)(double) = (bool (*)(double))dlsym(h, "isneg");
  if (!add_one || !greet || !midpoint || !scale || !isneg) { fprintf(stderr, "dlsym failed: %s\n", dlerror()); return 4; }
  if (dlsym(h, "jlrt_alloc") || dlsym(h, "jlrt_start")) { printf("the runtime's symbols are visible\n"); return 5; }
  int r = 0;
  for (int i = 0; i < 500; i++) r = add_one(41);
  int n = greet("C");
  Point m = midpoint((Point){1, 2}, (Point){3, 8});
  scale(&m, 2);
  printf("%d %d (%g, %g) %d %d\n", r, n, m.x, m.y, isneg(-1.0), isneg(2.0));
  return dlclose(h);
}
C
cd "$tmp" || exit 1
"$JLC" --output-lib libctest.so --trim lib.jl 2>err || { echo "build failed"; cat err; exit 1; }
cc -o ctest ctest.c -ldl || { echo "ctest does not build"; exit 1; }
expected='hello, C (500 calls before, the last: call 500)
42 1 (4, 10) 1 0'
out=$(./ctest ./libctest.so) || { echo "ctest failed ($?): $out"; exit 1; }
[ "$out" = "$expected" ] || { echo "wrong output:"; echo "$out"; exit 1; }
out=$(JLC_GC_STRESS=1 ./ctest ./libctest.so) || { echo "ctest failed under JLC_GC_STRESS ($?): $out"; exit 1; }
[ "$out" = "$expected" ] || { echo "wrong output under JLC_GC_STRESS:"; echo "$out"; exit 1; }
exit 0
