/* wasm.c — what differs on WebAssembly (wasm32-wasi): setjmp and longjmp
 * as WebAssembly exceptions, and the collector's memory and roots. Compiled
 * only into libjlrt-wasm32.a (Makefile), for `jlc --target=wasm32-wasi`.
 *
 * setjmp/longjmp. wasi-libc has neither. clang lowers them itself when
 * given -mllvm -wasm-enable-sjlj (with -mexception-handling): a function
 * that calls setjmp gets a table of its setjmp sites (saveSetjmp fills it,
 * testSetjmp looks a buffer up in it), and longjmp becomes __wasm_longjmp,
 * which throws a WebAssembly exception of the tag __c_longjmp that the
 * setjmp's function catches. These are the helpers LLVM 14 calls, with the
 * signatures it gives them; the engine must support the exception-handling
 * proposal (Node 17+, current browsers).
 *
 * The collector. WebAssembly has no stack the program can read: locals
 * live in the engine's registers. Generated code therefore makes every
 * local that can hold a heap pointer address-taken (JLRT_GC_ROOT, jlrt.h),
 * which puts it in the C stack in linear memory, kept current across every
 * call; the collector scans that stack (from its current top to main's
 * frame) and the static data, conservatively, as on a native machine.
 * The heap is one range taken from memory.grow at start: fresh memory reads
 * as zeros; a page given back is zeroed, as the kernel would. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* ---- setjmp/longjmp (LLVM 14's Wasm SjLj) ---- */

/* One setjmp site's entry: the buffer's number and the site's label. The
 * table ends at an entry of number 0; size is its capacity. */
typedef struct { uint32_t id, label; } SetjmpEntry;

static uint32_t setjmp_count;
static uint32_t temp_ret;   /* LLVM's second return value of saveSetjmp */

uint32_t getTempRet0(void) { return temp_ret; }

SetjmpEntry *saveSetjmp(uint32_t *env, uint32_t label, SetjmpEntry *table, uint32_t size) {
  *env = ++setjmp_count;
  uint32_t i = 0;
  while (i < size && table[i].id != 0) i++;
  if (i == size) {        /* full: twice the room (the caller frees it with free) */
    size *= 2;
    table = realloc(table, sizeof *table * (size + 1));
    if (!table) abort();
  }
  table[i].id = *env;
  table[i].label = label;
  table[i + 1].id = 0;
  temp_ret = size;
  return table;
}

uint32_t testSetjmp(uint32_t id, SetjmpEntry *table, uint32_t size) {
  for (uint32_t i = 0; i < size && table[i].id != 0; i++)
    if (table[i].id == id) return table[i].label;
  return 0;
}

/* What the catching function reads: the buffer and longjmp's value. */
static struct { void *env; int val; } longjmp_args;

__attribute__((noreturn)) void __wasm_longjmp(void *env, int val) {
  longjmp_args.env = env;
  longjmp_args.val = val;
  __builtin_wasm_throw(1, &longjmp_args);   /* tag 1: __c_longjmp */
}

/* ---- clang's builtins ---- */

/* Debian's libclang_rt.builtins-wasm32.a was compiled with the stack
 * protector (Int128 division reads the guard): its guard word, and what
 * a smashed stack calls, which wasi-libc lacks. */
uintptr_t __stack_chk_guard = 0x5f6a6c63;
__attribute__((noreturn)) void __stack_chk_fail(void) { __builtin_trap(); }

/* ---- backtraces ---- */

/* A WebAssembly program cannot walk its own stack (the engine keeps the
 * return addresses): an uncaught error prints its message and no
 * Stacktrace. */
void jlrt_print_backtrace(void) {}

/* ---- the collector's memory ---- */

/* The largest range memory.grow gives, from 1 GB down to 16 MB. */
char *jlrt_wasm_reserve(size_t *size) {
  for (size_t s = (size_t)1 << 30; s >= ((size_t)16 << 20); s /= 2) {
    size_t old = __builtin_wasm_memory_grow(0, s / 65536);
    if (old != (size_t)-1) {
      *size = s;
      return (char *)(old * 65536);
    }
  }
  return NULL;
}
