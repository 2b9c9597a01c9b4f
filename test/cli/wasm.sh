#!/usr/bin/env bash
# --target=wasm32-wasi / --output-wasm: programs run under Node's WASI
# (tools/wasi-run.mjs) as natively: hello world, exceptions caught and
# uncaught (ERROR: and exit status 1), the collector under a program that
# allocates a lot (and the first under JLC_GC_STRESS), n-body printing the same as the
# native build; a reactor module exporting @ccallable functions to
# JavaScript; the errors for what cannot be built. Skipped (77) when the
# wasm toolchain or runtime is missing (`make wasm` installs and builds it).
JLC=${1:?usage: bash wasm.sh JLC_BINARY}
ROOT=$(cd "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
RUN="node $ROOT/tools/wasi-run.mjs"
if [ ! -f "$(dirname -- "$JLC")/libjlrt-wasm32.a" ] || ! command -v node >/dev/null; then
    echo "no wasm32 runtime or no node: run make wasm"
    exit 77
fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf -- "$tmp"' EXIT
fail() { echo "$*"; exit 1; }

# hello, with its arguments
cat >"$tmp/hello.jl" <<'JL'
println("Hello, world!")
println(ARGS)
JL
"$JLC" --output-wasm "$tmp/hello.wasm" "$tmp/hello.jl" || fail "hello: build failed"
[ "$(head -c 4 "$tmp/hello.wasm" | od -An -c | tr -d ' ')" = '\0asm' ] || fail "hello.wasm is not a WebAssembly module"
out=$($RUN "$tmp/hello.wasm" a "b c") || fail "hello: exit status $?"
[ "$out" = $'Hello, world!\n["a", "b c"]' ] || fail "hello printed: $out"

# exceptions: caught at depth, rethrown, finally, and uncaught
cat >"$tmp/exc.jl" <<'JL'
struct MyError <: Exception
    code::Int
end
deep(n) = n == 0 ? throw(MyError(42)) : deep(n - 1) + 1
function guarded(n)
    try
        return deep(n)
    catch e
        e isa MyError || rethrow()
        return -e.code
    finally
        println("finally ", n)
    end
end
println(guarded(10))
try
    try
        [1, 2, 3][5]
    catch e
        println("inner: ", typeof(e))
        rethrow()
    end
catch e
    println("outer: ", typeof(e))
end
d = Dict{String,Int}()
for (i, w) in enumerate(split("the quick brown fox jumps over the lazy dog the end"))
    d[w] = get(d, w, 0) + i
end
println(sort(collect(d)))
A = reshape(collect(1:24), 2, 3, 4)
println(size(A), " ", A[2, 3, 4], " ", sum(A[:, :, 2]))
println(string(1.5e-7, " ", 2//3, " ", 'x', " ", 0x2a, " ", typemax(Int64), " ", 1.0f0/3))
error("the end")
JL
cat >"$tmp/exc.expected" <<'OUT'
finally 10
-42
inner: BoundsError
outer: BoundsError
["brown" => 3, "dog" => 9, "end" => 11, "fox" => 4, "jumps" => 5, "lazy" => 8, "over" => 6, "quick" => 2, "the" => 18]
(2, 3, 4) 24 57
1.5e-7 2//3 x 42 9223372036854775807 0.33333334
OUT
"$JLC" --output-wasm "$tmp/exc.wasm" "$tmp/exc.jl" || fail "exceptions: build failed"
$RUN "$tmp/exc.wasm" >"$tmp/exc.out" 2>"$tmp/exc.err"
rc=$?
[ "$rc" -eq 1 ] || fail "exceptions: exit status $rc, expected 1"
diff "$tmp/exc.expected" "$tmp/exc.out" || fail "exceptions: output differs"
[ "$(cat "$tmp/exc.err")" = "ERROR: the end" ] || fail "exceptions: stderr: $(cat "$tmp/exc.err")"

# the collector: binary trees
"$JLC" --output-wasm "$tmp/bt.wasm" "$ROOT/test/golden/gc/binary_trees.jl" || fail "binary_trees: build failed"
$RUN "$tmp/bt.wasm" >"$tmp/bt.out" || fail "binary_trees: exit status $?"
diff "$ROOT/test/golden/gc/binary_trees.out" "$tmp/bt.out" || fail "binary_trees: output differs"
# the exceptions program again, collecting at every allocation
JLC_GC_STRESS=1 $RUN "$tmp/exc.wasm" >"$tmp/stress.out" 2>/dev/null
rc=$?
[ "$rc" -eq 1 ] || fail "gc stress: exit status $rc, expected 1"
diff "$tmp/exc.expected" "$tmp/stress.out" || fail "gc stress: output differs"

# n-body (fewer steps): the same digits as the native build
sed 's/^const N = .*/const N = 20_000/' "$ROOT/bench/nbody.jl" >"$tmp/nbody.jl"
"$JLC" --output-wasm "$tmp/nbody.wasm" "$tmp/nbody.jl" || fail "nbody: wasm build failed"
"$JLC" --output-exe "$tmp/nbody" "$tmp/nbody.jl" || fail "nbody: native build failed"
native=$("$tmp/nbody") || fail "nbody: native run failed"
wasm=$($RUN "$tmp/nbody.wasm") || fail "nbody: wasm run failed"
[ "$native" = "$wasm" ] || fail "nbody differs: native $native, wasm $wasm"

# a library for JavaScript: a reactor module exporting the @ccallable
# functions (the browser example's), its top-level code run by _initialize
"$JLC" --target=wasm32-wasi --output-lib "$tmp/lorenz.wasm" "$ROOT/examples/browser/lorenz.jl" || fail "lorenz: build failed"
cat >"$tmp/use.mjs" <<'JS'
import { readFile } from 'node:fs/promises';
process.removeAllListeners('warning');
const { WASI } = await import('node:wasi');
const wasi = new WASI({ version: 'preview1' });
const module = await WebAssembly.compile(await readFile(process.argv[2]));
console.log(WebAssembly.Module.exports(module).map(e => e.name).sort().join(' '));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.initialize(instance);
const lib = instance.exports;
const n = lib.lorenz_run(1000, 0.01);
const p = new Float64Array(lib.memory.buffer, lib.lorenz_points(), 3 * n);
console.log(n, p[3 * n - 3], p[3 * n - 1]);
JS
cat >"$tmp/lorenz_native.jl" <<JL
include("$ROOT/examples/browser/lorenz.jl")
n = Lorenz.lorenz_run(Int32(1000), 0.01)
println("_initialize lorenz_points lorenz_run memory")
println(n, " ", Lorenz.points[3n - 2], " ", Lorenz.points[3n])
JL
"$JLC" --output-exe "$tmp/lorenz_native" "$tmp/lorenz_native.jl" || fail "lorenz: native build failed"
js=$(node "$tmp/use.mjs" "$tmp/lorenz.wasm") || fail "lorenz: node failed"
[ "$js" = "$("$tmp/lorenz_native")" ] || fail "lorenz from JavaScript: $js, natively: $("$tmp/lorenz_native")"

# what cannot be built: a clear error, no file
"$JLC" --target=wasm64-wasi --output-exe "$tmp/x" "$tmp/hello.jl" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "unknown target \`wasm64-wasi\` (known: wasm32-wasi, aarch64-linux-gnu" "$tmp/err" || fail "unknown target: $(cat "$tmp/err")"
# no clang or wasi-libc to be found (here: no PATH): said before anything is built
PATH=/nonexistent "$JLC" --output-wasm "$tmp/nolibc.wasm" "$tmp/hello.jl" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "needs clang and its C library (Debian: apt-get install wasi-libc" "$tmp/err" || fail "no wasi-libc: $(cat "$tmp/err")"
[ ! -e "$tmp/nolibc.wasm" ] || fail "a failed build left nolibc.wasm"
cat >"$tmp/big.jl" <<'JL'
println(big(2)^100)
JL
"$JLC" --output-wasm "$tmp/big.wasm" "$tmp/big.jl" 2>"$tmp/err" && fail "BigInt built for wasm"
grep -q "not supported yet: BigInt on wasm32-wasi" "$tmp/err" || fail "BigInt: $(cat "$tmp/err")"
[ ! -e "$tmp/big.wasm" ] || fail "a failed build left big.wasm"
exit 0
