#!/usr/bin/env bash
# Julia's trimming test pair (test/trimming/libsimple.jl + capplication.c),
# our own equivalent: a library of @ccallable functions over struct
# arguments, one exported under a name of its own (the named form), a
# Vector argument as pointer + length, and a C application linked against
# it the ordinary way (no -rdynamic), as a shared library and as a static
# archive. The library exports exactly its functions, has a SONAME, a
# header with a typedef per struct and the Julia signature of each function,
# and --export-abi describes the same in JuliaC's JSON.
JLC=${1:?usage: bash lib_capplication.sh JLC_BINARY}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
cat >"$tmp/libsimple.jl" <<'JL'
module SimpleLib
struct CVector{T}
    length::Cint
    data::Ptr{T}
end
struct CVectorPair{T}
    from::CVector{T}
    to::CVector{T}
end
struct MyTwoVec
    x::Int32
    y::Int32
end
struct CBuf4
    data::NTuple{4, Float64}
end
Base.@ccallable "copyto_and_sum" function badname(fromto::CVectorPair{Float32})::Float32
    from = unsafe_wrap(Array, fromto.from.data, fromto.from.length)
    to = unsafe_wrap(Array, fromto.to.data, fromto.to.length)
    copyto!(to, from)
    return sum(to)
end
Base.@ccallable function countsame(list::Vector{MyTwoVec})::Int32
    count = 0
    for v in list
        count += v.x == v.y
    end
    println(Core.stdout, "countsame saw ", length(list), " vectors")
    return count
end
Base.@ccallable function countsame_ptr(list::Ptr{MyTwoVec}, n::Int32)::Int32
    return countsame(unsafe_wrap(Array, list, n))
end
Base.@ccallable "first_elt" function first_elt(buf::Ptr{CBuf4})::Float64
    return unsafe_load(buf).data[1]
end
end
JL
cat >"$tmp/capplication.c" <<'C'
#include <stdio.h>
#include "libsimple.h"
int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);   /* lines in the order printed, C's and Julia's */
  CVectorPair_Float32 pair;
  float from[] = {1.0f, 2.0f, 3.0f}, to[] = {4.0f, 5.0f, 6.0f};
  pair.from.length = 3; pair.from.data = from;
  pair.to.length = 3; pair.to.data = to;
  float sum = copyto_and_sum(pair);
  printf("Sum of copied values: %f (to[2] is now %g)\n", sum, to[2]);
  MyTwoVec list[] = {{1, 2}, {1, 1}, {3, 4}, {5, 5}};
  printf("Count of same vectors: %d\n", countsame(list, 4));
  printf("Count through a pointer: %d\n", countsame_ptr(list, 3));
  CBuf4 buf = {{2.5, 0, 0, 0}};
  printf("First element: %g\n", first_elt(&buf));
  return 0;
}
C
expected='Sum of copied values: 6.000000 (to[2] is now 3)
countsame saw 4 vectors
Count of same vectors: 2
countsame saw 3 vectors
Count through a pointer: 1
First element: 2.5'
cd "$tmp" || exit 1
"$JLC" --output-lib libsimple.so --export-abi abi.json --trim libsimple.jl 2>err || { echo "build failed"; cat err; exit 1; }
for want in "typedef struct CVectorPair_Float32 CVectorPair_Float32;" "  CVector_Float32 from;" "  float *data;" \
            "  double data[4];" "/* copyto_and_sum(fromto::CVectorPair{Float32})::Float32 */" \
            "float copyto_and_sum(CVectorPair_Float32 fromto);" "int32_t countsame(MyTwoVec *list, int64_t list_length);" \
            "double first_elt(CBuf4 *buf);"; do
    grep -qxF "$want" libsimple.h || { echo "header lacks: $want"; cat libsimple.h; exit 1; }
done
cc -o capplication capplication.c -I. -L. -lsimple -Wl,-rpath,"$tmp" || { echo "C application does not link"; exit 1; }
out=$(./capplication) || { echo "C application failed: $out"; exit 1; }
[ "$out" = "$expected" ] || { echo "wrong output:"; echo "$out"; exit 1; }
exports=$(nm -D --defined-only libsimple.so | awk '$2 == "T" || $2 == "D" || $2 == "B" {print $3}' | sort | tr '\n' ' ')
[ "$exports" = "copyto_and_sum countsame countsame_ptr first_elt " ] || { echo "exports: $exports"; exit 1; }
nm -D libsimple.so | grep -q jlrt_ && { echo "runtime symbols in the dynamic table:"; nm -D libsimple.so | grep jlrt_; exit 1; }
readelf -d libsimple.so | grep -q 'Library soname: \[libsimple.so\]' || { echo "no SONAME"; readelf -d libsimple.so; exit 1; }
# the ABI in JuliaC's format
for want in '"symbol": "copyto_and_sum",' '"name": "copyto_and_sum(fromto::CVectorPair{Float32})",' \
            '"kind": "pointer",' '"name": "Ptr{Float32}",' '"kind": "array",' '"count": 4,' \
            '{ "name": "to", "type_id": ' '"offset": 16, "isptr": false, "isfieldatomic": false }' '"size": 32,'; do
    grep -qF "$want" abi.json || { echo "abi.json lacks: $want"; cat abi.json; exit 1; }
done
# the same as a static archive, linked into the application
"$JLC" --output-lib libsimple.a --trim libsimple.jl 2>err || { echo "archive build failed"; cat err; exit 1; }
cc -o capplication_static capplication.c -I. libsimple.a -lm || { echo "C application does not link the archive"; exit 1; }
out=$(./capplication_static) || { echo "static C application failed"; exit 1; }
[ "$out" = "$expected" ] || { echo "wrong output (archive):"; echo "$out"; exit 1; }
globals=$(nm -g --defined-only libsimple.a | awk 'NF == 3 {print $3}' | sort | tr '\n' ' ')
[ "$globals" = "copyto_and_sum countsame countsame_ptr first_elt " ] || { echo "archive globals: $globals"; exit 1; }
exit 0
