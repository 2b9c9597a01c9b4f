#!/usr/bin/env bash
# tools/deps.sh [--test]: make sure what building jlc needs is installed, on
# Debian: a C compiler, make and binutils, and the headers of GMP, MPFR,
# PCRE2 and utf8proc (libjlrt's BigInt, BigFloat and Regex, Unicode.normalize;
# the compiler links PCRE2).
# With --test, also clang with its sanitizer and libFuzzer runtimes (the
# suite parses every program under ASan+UBSan; `make fuzz`), and musl-tools
# (`jlc --static`'s C library). With --bench, the library bench/'s C twins
# link (OpenBLAS, with its LAPACK). With --wasm, what
# `jlc --target=wasm32-wasi` needs (`make wasm`): clang, wasm-ld (lld),
# wasi-libc, clang's wasm32 builtins, and node to run the programs; with
# --browser, also chromium (test/cli/wasm_browser.sh's screenshot).
#
# Everything present: a few quick checks, no package manager (`make` runs
# this every time). Something missing: apt-get installs it as root (through
# sudo otherwise); with JLC_DEPS_INSTALL=no, or without apt-get or a way to
# be root, the one command to run is printed and the status is 1.
#
# DEPS_HEADERS lists HEADER:PACKAGE pairs to look for; pointing it at a
# header that does not exist shows what a machine without one does, e.g.
#   JLC_DEPS_INSTALL=no DEPS_HEADERS=no_such.h:libno-such-dev tools/deps.sh
set -u
CC=${CC:-cc}
headers=${DEPS_HEADERS:-"gmp.h:libgmp-dev mpfr.h:libmpfr-dev pcre2.h:libpcre2-dev utf8proc.h:libutf8proc-dev"}
pkgs=()

have() { command -v "$1" >/dev/null 2>&1; }

for tool in "$CC" make ar; do
    have "$tool" || { pkgs+=(gcc make binutils libc6-dev); break; }
done

# The headers, by one run of the preprocessor: each one missing is an #error
# naming it (__has_include does not read the header itself).
if have "$CC"; then
    probe=""
    for hp in $headers; do
        probe+="#if !__has_include(<${hp%%:*}>)"$'\n'"#error missing ${hp%%:*}"$'\n'"#endif"$'\n'
    done
    missing=$(printf '%s' "$probe" | "$CC" -E -x c - -o /dev/null 2>&1 | grep -o 'missing [^ ]*')
    for hp in $headers; do
        grep -qxF "missing ${hp%%:*}" <<<"$missing" && pkgs+=("${hp#*:}")
    done
else
    for hp in $headers; do pkgs+=("${hp#*:}"); done
fi

# clang and the runtimes of -fsanitize=address,undefined and fuzzer
if [ "${1-}" = --test ]; then
    rt=$(clang -print-runtime-dir 2>/dev/null)
    if [ -z "$rt" ] || ! ls "$rt" 2>/dev/null | grep -q asan || ! ls "$rt" 2>/dev/null | grep -q fuzzer; then
        pkgs+=(clang libclang-rt-dev)
    fi
fi

# musl's static C library, for `jlc --static` (small static executables;
# without it --static links glibc statically)
if [ "${1-}" = --test ]; then
    have musl-gcc || pkgs+=(musl-tools)
fi

# what bench/*.c link with (`// bench-libs:` in bench/run.sh; the suite runs
# the benchmarks at small sizes, test/cli/bench_quick.sh)
if { [ "${1-}" = --bench ] || [ "${1-}" = --test ]; } && have "$CC"; then
    # (linked, not only its header looked for: a cblas.h may come without it)
    printf '#include <cblas.h>\nint main(void) { return (int)cblas_ddot(0, 0, 1, 0, 1); }\n' |
        "$CC" -x c - -lopenblas -o /dev/null 2>/dev/null || pkgs+=(libopenblas-dev)
fi

# (the builtins: __int128 division and the like; node 17+ runs WebAssembly
# exceptions, which setjmp/longjmp become)
if [ "${1-}" = --wasm ] || [ "${1-}" = --browser ]; then
    have clang || pkgs+=(clang)
    have wasm-ld || pkgs+=(lld)
    have llvm-ar || pkgs+=(llvm)       # (an archive index wasm-ld reads)
    [ "$(clang --target=wasm32-wasi -print-file-name=libc.a 2>/dev/null)" != libc.a ] || pkgs+=(wasi-libc)
    ls "$(clang --target=wasm32-wasi -print-resource-dir 2>/dev/null)"/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 ||
        pkgs+=(libclang-rt-dev-wasm32)
    have node || pkgs+=(nodejs)
fi
if [ "${1-}" = --browser ]; then
    have chromium || pkgs+=(chromium)
fi

[ ${#pkgs[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
echo "jlc: missing packages: ${pkgs[*]}" >&2
if [ "${JLC_DEPS_INSTALL-}" = no ] || ! have apt-get || { [ -n "$sudo" ] && ! have sudo; }; then
    echo "jlc: install them with: ${sudo:+sudo }apt-get update && ${sudo:+sudo }apt-get install -y ${pkgs[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q && $sudo apt-get install -y -q "${pkgs[@]}"
