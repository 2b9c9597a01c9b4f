/* jlrt.h — libjlrt, the runtime linked into every program jlc builds.
 *
 * Generated C includes only this header. Every function lives in its own
 * section (-ffunction-sections) so the linker keeps only what a program
 * calls. All allocation goes through jlrt_alloc: the garbage collector
 * plugs in behind it without changing generated code. */
#ifndef JLRT_H
#define JLRT_H

#ifdef __wasm__
/* wasi-libc has no setjmp.h: clang lowers setjmp and longjmp to WebAssembly
 * exceptions itself (-mllvm -wasm-enable-sjlj), calling the helpers in
 * runtime/wasm.c; the buffer holds the setjmp's number. */
typedef unsigned long jmp_buf[2];
int setjmp(jmp_buf env) __attribute__((returns_twice));
__attribute__((noreturn)) void longjmp(jmp_buf env, int val);
#else
#include <setjmp.h>
#endif
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define JLRT_NORETURN __attribute__((noreturn))
/* A method marked @multiversioned (src/types.h) has a clone compiled for
 * x86-64-v3 (AVX2 and FMA), which it calls on such a CPU. */
#if defined(__x86_64__) && defined(__GNUC__)
#define JLRT_HAVE_X86_64_V3 1
#define JLRT_X86_64_V3 __attribute__((target("arch=x86-64-v3")))
static inline bool jlrt_cpu_is_x86_64_v3(void) {
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
#else
#define JLRT_HAVE_X86_64_V3 0
#endif

/* Int128 and UInt128, and the bit counts C has no builtin for at that width */
__extension__ typedef __int128 int128_t;
__extension__ typedef unsigned __int128 uint128_t;
static inline int64_t jlrt_ctpop_int128(uint128_t x) {
  return __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64));
}
static inline int64_t jlrt_ctlz_int128(uint128_t x) {
  uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
  return hi ? __builtin_clzll(hi) : lo ? 64 + __builtin_clzll(lo) : 128;
}
static inline int64_t jlrt_cttz_int128(uint128_t x) {
  uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
  return lo ? __builtin_ctzll(lo) : hi ? 64 + __builtin_ctzll(hi) : 128;
}

/* String: length, then the bytes (always NUL-terminated for C's sake). */
typedef struct jl_string {
  int64_t len;
  char data[];
} jl_string_t;

/* Memory{T}: its length, then the elements inline (unboxed for isbits
 * types). Elements of an isbits union (Union{Int64, Missing}) are a value
 * array (each value as large as the largest member's) followed by one
 * selector byte per element, the member's index in the union. A
 * zero-length Memory is the one jlrt_empty_memory. */
typedef struct jl_memory {
  int64_t length;
  int64_t unused;       /* so that the elements start 16-byte aligned */
  char data[];
} jl_memory_t;
extern jl_memory_t jlrt_empty_memory;

/* Array{T,N}: a MemoryRef (data, the address of element 1 inside mem,
 * which need not be mem's first element) and the size. Growing moves the
 * elements to a larger Memory; the room after the last element (and
 * before the first) is kept zeroed. The element type is the generated
 * code's business. Array{T,N} for N >= 2 has its N dimensions after the
 * header (a Vector's header has none): the number of columns of a Matrix
 * of no rows cannot be found from its length. */
typedef struct jl_array {
  int64_t length;
  void *data;           /* the MemoryRef: data and mem */
  jl_memory_t *mem;
  int64_t nrows;        /* a Matrix is column-major: length = nrows * columns */
  int64_t dims[];       /* only for N >= 2: all N dimensions, dims[0] == nrows */
} jl_array_t;

/* The selector bytes (see jl_memory_t) of the elements from data (a
 * MemoryRef's) on, each value being size bytes */
static inline uint8_t *jlrt_selectors(void *data, jl_memory_t *mem, size_t size) {
  return (uint8_t *)mem->data + mem->length * size + (size_t)((char *)data - mem->data) / size;
}

/* Union{S, T} of a singleton type S (Nothing, Missing, ...) and a type T
 * held as a pointer is held as one pointer word, as Julia holds it: a T,
 * or the address of jlrt_singleton for S's one value. NULL keeps meaning
 * "not assigned yet" (#undef), as for a T alone. */
extern const uint64_t jlrt_singleton;
#define JLRT_SINGLETON ((void *)&jlrt_singleton)

/* elem: the layout of one element (its size, and where its pointers are;
 * see jlrt_layout below) */
typedef struct jlrt_layout jlrt_layout;
jl_memory_t *jlrt_memory_new(int64_t length, jlrt_layout *elem);          /* zeroed */
jl_array_t *jlrt_array_new(int64_t length, jlrt_layout *elem);            /* zeroed */
jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, jlrt_layout *elem);
void jlrt_array_resize(jl_array_t *a, int64_t length, jlrt_layout *elem); /* new elements zeroed */
void jlrt_array_resize_front(jl_array_t *a, int64_t length, jlrt_layout *elem);   /* the same, at the front */
jl_array_t *jlrt_array_share(jl_array_t *a, int64_t length);  /* a's elements as a Vector */
jl_array_t *jlrt_array_nd_new(int64_t ndims, const int64_t *dims, jlrt_layout *elem);   /* N >= 3, zeroed */
jl_array_t *jlrt_array_nd_share(jl_array_t *a, int64_t ndims, const int64_t *dims);  /* reshape to N >= 2 */
/* unsafe_wrap: an Array over memory the program does not own (N >= 2: nd) */
jl_array_t *jlrt_array_wrap(void *data, int64_t length);
jl_array_t *jlrt_array_nd_wrap(void *data, int64_t ndims, const int64_t *dims);

/* A tuple of run-time length, Tuple{Vararg{T}}: what a Vector splatted into
 * a call, f(v...), binds to a varargs parameter. Elements off..off+len-1 of
 * an array nothing writes to (a snapshot of the Vector), so a tail is the
 * same array further on. */
typedef struct { jl_array_t *a; int64_t off, len; } jl_vatuple_t;
jl_vatuple_t jlrt_vatuple_from_array(jl_array_t *v, int64_t from, jlrt_layout *elem);   /* v[from+1:end] */
/* BoundsError of t[i] on one of n elements named elem; the MethodError of
 * f(before..., ::elem x n, after...), whose text is only known at run time */
JLRT_NORETURN void jlrt_vatuple_bounds_error(const char *elem, int64_t n, int64_t i);
/* the MethodError of a call splatting n elements: their types are
 * elem_types[tags[k]] (tags NULL: all elem_types[0]) */
JLRT_NORETURN void jlrt_splat_method_error(const char *before, const char *const *elem_types, const uint8_t *tags,
                                           int64_t n, const char *after);

/* memory (gc.c): every object has a layout, which tells the collector
 * which of its words hold pointers. The pages an object lives in know its
 * layout ("big bag of pages"), so objects carry no header for it.
 * jlrt_alloc(size) returns zeroed memory, collected when unreachable, every
 * word of which may be a pointer (the runtime's own objects, and generated
 * code's objects whose words all hold pointers); jlrt_alloc_atomic the
 * same, for memory holding no pointers (never scanned); jlrt_alloc_typed
 * for any other layout. Small objects are cut from runs of free, zeroed
 * slots of one size class that the collector hands out; taking the next
 * slot is inlined here (for the constant sizes of generated code), the rest
 * is jlrt_alloc_slow and jlrt_alloc_layout. */
#define JLRT_LARGE_LIMIT 2048
#define JLRT_NCLASSES 23
/* spaced so that no object wastes more than about a sixth of its slot */
static const uint16_t jlrt_size_classes[JLRT_NCLASSES] = {16,  32,  48,  64,  80,  96,   112,  128,
                                                          160, 192, 224, 256, 320, 384,  448,  512,
                                                          640, 768, 896, 1024, 1280, 1536, 2048};
typedef struct { char *next, *limit; } jlrt_alloc_run;
extern jlrt_alloc_run jlrt_runs[2 * JLRT_NCLASSES];   /* by size class * 2 + atomic */
void *jlrt_alloc_slow(size_t size, bool atomic);
/* A program that uses threads is compiled with JLRT_THREADS defined: each
 * thread allocates from runs of its own (jlrt_runs on the main thread),
 * and what a throw leaves for its catch is the thread's own (threads.c).
 * Other programs are compiled as before and link no thread code. */
#ifdef JLRT_THREADS
#define JLRT_THREAD_LOCAL __thread
extern __thread jlrt_alloc_run *jlrt_thread_runs;
#define JLRT_RUNS jlrt_thread_runs
#else
#define JLRT_THREAD_LOCAL
#define JLRT_RUNS jlrt_runs
#endif

/* A layout: of an object, or of each element of a Memory (whose elements
 * are scanned as the layout repeated). The compiler emits one per type that
 * needs it (static data, named jl_layout_...). */
#define JLRT_ALL_POINTERS (-1)
struct jlrt_layout {
  uint32_t size;              /* bytes of one object or element */
  int32_t npointers;          /* how many words hold pointers: 0, JLRT_ALL_POINTERS, or the
                                 number of offsets (any other layout, "mixed") */
  const uint32_t *offsets;    /* mixed: where (in bytes) the pointers are */
  bool memory;                /* an element's layout: blocks of it are Memory (jl_memory_t, whose
                                 header the collector skips) */
  bool selectors;             /* an isbits union's elements (no pointers): after the values, one
                                 selector byte each */
  jlrt_alloc_run run;         /* mixed: the inline path's run, for objects of this size */
  void *gc;                   /* the collector's: its pages of this layout */
};
/* The write barrier: a pointer stored into an object that may be older
 * than what it points to marks the card of the word written, for the
 * next minor collection to scan (gc.c, generations). Stores into objects
 * outside the collector's ranges (static data, the stack) need none, and
 * before the first allocation the span is 0. Not on WebAssembly, whose
 * collections are all full ones. */
#define JLRT_CARD_SHIFT 9
extern uint8_t *jlrt_gc_cards;
extern uintptr_t jlrt_gc_heap_base, jlrt_gc_heap_span;
static inline __attribute__((always_inline)) void jlrt_gc_wb(const void *written) {
#ifndef __wasm__
  uintptr_t off = (uintptr_t)written - jlrt_gc_heap_base;
  if (off < jlrt_gc_heap_span) jlrt_gc_cards[off >> JLRT_CARD_SHIFT] = 1;
#else
  (void)written;
#endif
}
/* the same for every card of [p, p + n) (bytes copied in at once) */
static inline void jlrt_gc_wb_range(const void *p, size_t n) {
  if (!n) return;
  for (uintptr_t a = (uintptr_t)p & ~(((uintptr_t)1 << JLRT_CARD_SHIFT) - 1); a < (uintptr_t)p + n;
       a += (uintptr_t)1 << JLRT_CARD_SHIFT)
    jlrt_gc_wb((const void *)a);
}
/* bytes, and words that are all pointers: for objects and Memory alike */
extern jlrt_layout jlrt_layout_bytes, jlrt_layout_pointers;
void *jlrt_alloc_layout(size_t size, jlrt_layout *l);

static inline __attribute__((always_inline)) int jlrt_size_class(size_t size) {
  int c = 0;
  while (jlrt_size_classes[c] < size) c++;   /* folded when size is a constant */
  return c;
}
static inline __attribute__((always_inline)) void *jlrt_alloc_inline(size_t size, bool atomic) {
  if (__builtin_constant_p(size) && size > 0 && size <= JLRT_LARGE_LIMIT) {
    int c = jlrt_size_class(size);
    jlrt_alloc_run *r = &JLRT_RUNS[2 * c + atomic];
    char *p = r->next;
    if (__builtin_expect(p < r->limit, 1)) {
      r->next = p + jlrt_size_classes[c];
      return __builtin_memset(p, 0, jlrt_size_classes[c]);
    }
  }
  return jlrt_alloc_slow(size, atomic);
}
static inline void *jlrt_alloc(size_t size) { return jlrt_alloc_inline(size, false); }
static inline void *jlrt_alloc_atomic(size_t size) { return jlrt_alloc_inline(size, true); }
/* One object of a mixed layout l, size == l->size: its run is l's own. */
static inline __attribute__((always_inline)) void *jlrt_alloc_typed(size_t size, jlrt_layout *l) {
#ifdef JLRT_THREADS
  /* (a layout's run is not per thread: such objects are allocated as all
   * pointers there, see gc.c) */
  if (__builtin_constant_p(size)) return jlrt_alloc_inline(size, false);
#endif
  if (__builtin_constant_p(size) && size > 0 && size <= JLRT_LARGE_LIMIT) {
    char *p = l->run.next;
    if (__builtin_expect(p < l->run.limit, 1)) {
      l->run.next = p + jlrt_size_classes[jlrt_size_class(size)];
      return __builtin_memset(p, 0, jlrt_size_classes[jlrt_size_class(size)]);
    }
  }
  return jlrt_alloc_layout(size, l);
}

/* resize!'s path, and push!'s and pop!'s: growing into the room after the
 * last element needs no call (the room is kept zeroed), nor does
 * shrinking, which zeroes what it drops. size is elem->size as a constant,
 * so that pop!'s zeroing is one store. Not for elements with selector
 * bytes (jlrt_array_resize finds those), nor for an array over memory C
 * owns (unsafe_wrap: the empty Memory, length 0), which has no room and
 * whose dropped elements are C's. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push    /* gcc sees push!'s length + 1 wrap around (-fwrapv) into the memset */
#pragma GCC diagnostic ignored "-Wstringop-overflow"
#endif
static inline void jlrt_array_set_length(jl_array_t *a, int64_t length, size_t size, jlrt_layout *elem) {
  if (!a->mem->length) {
    /* no room, or not ours */
  } else if (length > a->length) {
    if ((uint64_t)length * size <= (uint64_t)(a->mem->data + a->mem->length * size - (char *)a->data)) {
      a->length = a->nrows = length;
      return;
    }
  } else {
    char *drop = (char *)a->data + length * size;
    if (a->length - length == 1) __builtin_memset(drop, 0, size);
    else __builtin_memset(drop, 0, (a->length - length) * size);
    a->length = a->nrows = length;
    return;
  }
  jlrt_array_resize(a, length, elem);
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
void jlrt_gc_collect(bool full);               /* GC.gc(full) */
int64_t jlrt_gc_counter(int64_t which);        /* bytes, objects allocated so far, ...: Base.gc_num() */
/* finalizers: Base numbers each (f, typeof(x)) with a slot; see gc.c */
bool jlrt_gc_add_finalizer(void *obj, int64_t slot);   /* false: not an object */
int64_t jlrt_gc_ready_finalizer(void);
int64_t jlrt_gc_remove_finalizer(void *obj);   /* finalize(x): a slot, 0 if none left */
void *jlrt_gc_take_finalized(void);
int64_t jlrt_gc_pending_finalizers(void);
void jlrt_gc_finalize_all(void);

/* WebAssembly (--target=wasm32-wasi): generated code names each local
 * that may hold a heap pointer here once. Its address then escapes (the
 * empty asm could keep it), so the C compiler keeps the local in the C
 * stack in linear memory, current at every call, where the collector scans
 * (runtime/wasm.c); a WebAssembly local would be out of its sight. */
#define JLRT_GC_ROOT(x) __asm__ volatile("" : : "r"(&(x)) : "memory")

/* program lifetime: main() passes jlrt_init the address of a local, the
 * base of the stack the collector scans */
#define jlrt_init(argc, argv) jlrt_start((argc), (argv), __builtin_frame_address(0))
void jlrt_start(int argc, char **argv, void *stack_base);
/* a library's exported functions bracket their work with these */
void *jlrt_enter(void *frame);
void jlrt_leave(void *saved);
void jlrt_library_unload(void);
JLRT_NORETURN void jlrt_exit(int64_t code);    /* runs the finalizers left, flushes stdout and stderr */
jl_array_t *jlrt_args(void);                   /* ARGS as a Vector{String} */
jl_string_t *jlrt_program_file(void);           /* PROGRAM_FILE: argv[0] */

/* I/O: an io handle is a stream of the runtime's (stdout, stderr, a buffer) */
void *jlrt_stdout(void);
void *jlrt_stderr(void);
void jlrt_write_string(void *io, jl_string_t *s);
void *jlrt_stderr_capture(void *buffer);   /* stderr into an IOBuffer (NULL: back to stderr); the previous one */
int64_t jlrt_stderr_bytes(void);   /* bytes written to stderr so far (Test's @test_nowarn) */
void jlrt_write_substring(void *io, jl_string_t *s, int64_t off, int64_t len);
void jlrt_write_symbol(void *io, const char *s);
void jlrt_write_char(void *io, uint32_t c);
void jlrt_write_int64(void *io, int64_t x);
void jlrt_write_uint64(void *io, uint64_t x);
void jlrt_write_float64(void *io, double x, bool compact);   /* 0.1, 0.333333 */
void jlrt_write_float32(void *io, float x, bool shown, bool typed, bool compact); /* 1.5, 1.5f0 */
void jlrt_write_float16(void *io, uint16_t bits, bool typed);   /* 1.5, or Float16(1.5) */
/* sin(πy) and cos(πy) for |y| <= 1/4 (sinpi.c) */
double jlrt_sinpi_kernel(double y);
double jlrt_cospi_kernel(double y);
/* Float16 <-> Float64 (float16.c), correctly rounded; a Float16 is its bits */
uint16_t jlrt_float16_from_float64(double x);
double jlrt_float16_to_float64(uint16_t bits);
/* Printf's %e/%E/%f digits of a finite x >= 0, after a sign byte, and the
 * decimal exponent %e gives x (float_print.c) */
jl_string_t *jlrt_printf_float_digits(double x, int64_t prec, uint8_t conv, bool hash, uint8_t sign, bool trim);
int64_t jlrt_printf_exponent(double x, int64_t prec);
void jlrt_flush(void *io);
void *jlrt_iobuffer_new(void);
void *jlrt_iobuffer_from_string(jl_string_t *s, int64_t off, int64_t len);   /* read-only, over s's bytes */
void *jlrt_iobuffer_from_bytes(jl_array_t *a);                               /* read-only, over a's bytes */
jl_string_t *jlrt_iobuffer_take_string(void *io);
jl_array_t *jlrt_iobuffer_take(void *io);
void jlrt_write_bytes(void *io, jl_array_t *a);
void jlrt_write_bytes_range(void *io, jl_array_t *a, int64_t off, int64_t n);

/* files and stdin (file.c); a failed call returns NULL or an errno */
void *jlrt_stdin(void);
void *jlrt_file_open(jl_string_t *path, int64_t mode);   /* 0..5: r r+ w w+ a a+ */
void jlrt_file_close(void *io);
bool jlrt_isopen(void *io);
bool jlrt_isreadable(void *io);
bool jlrt_iswritable(void *io);
bool jlrt_eof(void *io);
int32_t jlrt_read_byte(void *h);
int32_t jlrt_peek_byte(void *h);
/* reading works alike on files, stdin and IOBuffers */
jl_string_t *jlrt_read_until(void *io, jl_string_t *delim, int32_t mode);   /* mode: 0 drop, 1 keep, 2 chomp */
jl_string_t *jlrt_read_all(void *io);
jl_array_t *jlrt_read_bytes(void *io, int64_t n);
int64_t jlrt_bytesavailable(void *io);
int64_t jlrt_position(void *io);                        /* -1: see errno */
int64_t jlrt_stream_size(void *io);                     /* -1: see errno */
int32_t jlrt_seek(void *io, int64_t off, int32_t whence);   /* 0 or an errno */
int32_t jlrt_truncate(void *io, int64_t n);             /* 0 or an errno */
int32_t jlrt_errno(void);
jl_string_t *jlrt_strerror(int32_t errnum);      /* C's text, for SystemError */
jl_string_t *jlrt_uv_strerror(int32_t errnum);   /* libuv's text and name, for IOError */
bool jlrt_isfile(jl_string_t *path);
bool jlrt_isdir(jl_string_t *path);
int64_t jlrt_filesize(jl_string_t *path);
int32_t jlrt_unlink(jl_string_t *path);
int32_t jlrt_rmdir(jl_string_t *path);
bool jlrt_ispath(jl_string_t *path);
bool jlrt_islink(jl_string_t *path);
bool jlrt_samefile(jl_string_t *a, jl_string_t *b);
int32_t jlrt_rename(jl_string_t *from, jl_string_t *to);
int32_t jlrt_chdir(jl_string_t *path);
jl_string_t *jlrt_getcwd(void);                                   /* "": see errno */
jl_string_t *jlrt_homedir(void);
int32_t jlrt_readdir(jl_string_t *path, jl_array_t *names);       /* pushes onto names */
jl_string_t *jlrt_random_name(int64_t n);
jl_string_t *jlrt_mktemp(jl_string_t *template, bool dir);        /* "": see errno */
int32_t jlrt_fd_open(jl_string_t *path, int32_t flags, int32_t mode);   /* fd or -errno */
void jlrt_fd_close(int32_t fd);
int64_t jlrt_fd_mode(int32_t fd);
int32_t jlrt_fd_touch(int32_t fd);
int32_t jlrt_fd_copy(int32_t from, int32_t to);
void jlrt_temp_cleanup_later(jl_string_t *path);

/* the environment, the clock, directories (os.c) */
bool jlrt_hasenv(jl_string_t *key);
jl_string_t *jlrt_getenv(jl_string_t *key);
void jlrt_setenv(jl_string_t *key, jl_string_t *value);
void jlrt_unsetenv(jl_string_t *key);
double jlrt_time(void);
uint64_t jlrt_time_ns(void);
int32_t jlrt_mkdir(jl_string_t *path, int64_t mode);
int32_t jlrt_getpid(void);

/* strings */
jl_string_t *jlrt_string_new(const char *bytes, int64_t len);
jl_string_t *jlrt_type_string_params(const char *fmt, const int64_t *vals, uint64_t bools);   /* K{3}: string.c */
/* inline: a Dict lookup compares keys once or twice per probe */
static inline bool jlrt_string_egal(jl_string_t *a, jl_string_t *b) {
  return a == b || (a->len == b->len && __builtin_memcmp(a->data, b->data, (size_t)a->len) == 0);
}
/* Symbols are interned C strings; one made at run time (Symbol("a"), gensym)
 * is a copy of its own, so === falls back to comparing the names. */
static inline bool jlrt_symbol_egal(const char *a, const char *b) { return a == b || __builtin_strcmp(a, b) == 0; }
const char *jlrt_symbol_new(jl_string_t *name);
int64_t jlrt_next_gensym(void);   /* 1, 2, ...: gensym's numbers */
/* Base.isidentifier and Base.isoperator of len bytes; how show writes a
 * Symbol: 1 :s, 2 :(s), 0 Symbol("s") (symbol_syntax.h) */
bool jlrt_isidentifier(const char *s, int64_t len);
bool jlrt_isoperator(const char *s, int64_t len);
int32_t jlrt_symbol_show_form(const char *s);
void jlrt_write_symbol_escaped(void *io, const char *s);   /* its name as in a string literal */
/* inline: string loops ask for the length at every step */
static inline int64_t jlrt_string_sizeof(jl_string_t *s) { return s->len; }
jl_string_t *jlrt_string_slice(jl_string_t *s, int64_t off, int64_t len);
jl_string_t *jlrt_string_from_bytes(jl_array_t *a);                      /* a Vector{UInt8} */
/* string(u; base, pad) for base 2..62, with a '-' before when neg */
jl_string_t *jlrt_string_base(uint64_t u, int64_t base, int64_t pad, bool neg);
/* lpad (left) or rpad of s[off+1 : off+len] with count copies of the Char c */
jl_string_t *jlrt_string_pad(jl_string_t *s, int64_t off, int64_t len, uint32_t c, int64_t count, bool left);
/* parse(Float64/Float32, s[off+1 : off+len]) with Julia's rules (parse_float.c) */
bool jlrt_float64_parses(jl_string_t *s, int64_t off, int64_t len);
double jlrt_float64_parse(jl_string_t *s, int64_t off, int64_t len);
bool jlrt_float32_parses(jl_string_t *s, int64_t off, int64_t len);
float jlrt_float32_parse(jl_string_t *s, int64_t off, int64_t len);
/* Unicode properties of a code point (unicode.c), as utf8proc gives them */
int32_t jlrt_uc_category(uint32_t u);
uint32_t jlrt_uc_toupper(uint32_t u);
uint32_t jlrt_uc_tolower(uint32_t u);
uint32_t jlrt_uc_totitle(uint32_t u);
bool jlrt_uc_islower(uint32_t u);
bool jlrt_uc_isupper(uint32_t u);
int64_t jlrt_uc_width(uint32_t u);
bool jlrt_uc_isprint(uint32_t u);   /* its own small table */
int32_t jlrt_uc_grapheme_step(int32_t state, uint32_t c1, uint32_t c2);
uint64_t jlrt_string_memhash(jl_string_t *s, int64_t offset, int64_t len, uint32_t seed); /* hash.c: Julia's memhash_seed of len bytes from offset */
uint64_t jlrt_symbol_memhash(const char *name);

/* Errors raised by the runtime and by generated code (Base raises the rest
 * in Julia). They are Julia exceptions like any other: in a program with a
 * try, the compiler also compiles Base.throw_runtime_error (base/errors.jl),
 * reached through jlrt_throw_hook, which makes the exception and throws it,
 * to a catch or to Base's report of an uncaught exception. A program without
 * a try cannot catch them and has no such function: the runtime prints
 * Julia's message for the error itself and exits with status 1.
 * The kinds, with the arguments each takes (strings may be NULL for ""),
 * numbered as throw_runtime_error knows them: */
enum jlrt_error_kind {
  JLRT_ERROR_EXCEPTION = 1,  /* ErrorException: a the message */
  JLRT_ARGUMENT_ERROR,       /* ArgumentError: a the message */
  JLRT_BOUNDS_ERROR,         /* BoundsError: a what was accessed, b the index (NULL: n) */
  JLRT_METHOD_ERROR,         /* MethodError: a the message after "MethodError: " */
  JLRT_TYPE_ERROR,           /* TypeError: a the function, b the expected type, c the value's type */
  JLRT_UNDEFVAR_ERROR,       /* UndefVarError: a the name, b its module or "local" */
  JLRT_FIELD_ERROR,          /* FieldError: a the type, b the field */
  JLRT_SYSTEM_ERROR,         /* SystemError: a what failed, n the errno */
  JLRT_OUT_OF_MEMORY_ERROR,  /* OutOfMemoryError() */
  JLRT_STACK_OVERFLOW_ERROR, /* StackOverflowError() */
  JLRT_UNDEFREF_ERROR,       /* UndefRefError(): a field new() left undefined was read */
  JLRT_IO_ERROR,             /* IOError: a what failed, n the errno (worded as libuv's) */
};
JLRT_NORETURN void jlrt_raise(int kind, const char *a, const char *b, const char *c, int64_t n);
/* A MethodError of a call dispatched at run time (--trim=no), naming the
 * arguments' types argtypes: kind 0 no method matching f(::T1, ::T2), 1
 * f(::T1, ::T2) is ambiguous., 2 objects of type f are not callable */
JLRT_NORETURN void jlrt_raise_method_error(const char *f, int nargs, const char *const *argtypes, int nkw,
                                           const char *const *kwnames, const char *const *kwtypes, int kind);
/* For jlrt_throw_hook's strings: a new String, or "" for NULL without allocating */
jl_string_t *jlrt_cstring(const char *s);
/* C interop (base/c.jl): where an Array's elements and a String's bytes
 * start, for pointer(a) and pointer(s) */
static inline void *jlrt_array_data(jl_array_t *a) { return a->data; }
static inline void *jlrt_string_data(jl_string_t *s) { return s->data; }
/* ccall((:name, "lib"), ...): name in lib, opened on first use (or an error) */
void *jlrt_ccall_symbol(const char *lib, const char *name);
void *jlrt_dlopen(const char *lib, int32_t flags, bool throw_error);   /* Libdl */
void *jlrt_dlsym(void *h, const char *name, bool throw_error);
/* The Stacktrace: of an uncaught exception (backtrace.c), from the table of
 * the program's functions that generated code able to throw defines:
 * jlrt_frames, jlrt_frame_strings, jlrt_nframes, and JLRT_LINK_BACKTRACE,
 * which links the printer in for jlrt_raise; each translation unit lists
 * where its own functions start in section jl_frame_starts. The program's
 * own functions are in section jl_user_text, Base's in jl_base_text. The
 * table holds offsets, not pointers, so that it needs no relocation when
 * the program is loaded. */
typedef struct {
  int32_t id;                        /* the function's number in line marks */
  int32_t name;                      /* f(x::Int64), or top-level scope */
  int32_t module;                    /* -1 for top-level scope */
  int32_t file;                      /* (these three: offsets into jlrt_frame_strings) */
  int32_t line;                      /* of the definition; for top-level scope, jlrt_toplevel_line */
} jlrt_frame_info;
typedef struct {
  const void *start;                 /* one of the program's own functions */
  int32_t frame;                     /* its row in jlrt_frames */
} jlrt_frame_start;
/* A function of the program's that calls the function `callee` from one
 * line only (ids as in jlrt_frames): where the call was inlined unmarked,
 * its line is still known. */
typedef struct {
  int32_t caller, callee, line;
} jlrt_call_site;
/* The line each call is made from: before every call, generated code marks
 * the place with the statement's line, its function's id in jlrt_frames
 * and the callee's. The mark costs no instruction: it is an entry in section
 * jl_lines (the place as an offset from the entry itself, so the linker
 * resolves it and the loader has nothing to relocate); a return address
 * belongs to the last mark before it. Every call is marked only where
 * jlrt_calls_marked (with -g); otherwise throws and calls that never
 * return. */
typedef struct {
  int32_t place;                     /* the marked code, relative to this field */
  int32_t line;
  int32_t frame;                     /* the function's id in jlrt_frames */
  int32_t callee;                    /* the id of the function called (-1: the runtime's, C's;
                                        -2: a throw or a raise; -3: a throw no try catches,
                                        which calls Base's report: both only ever the
                                        innermost frame's) */
} jlrt_line_mark;
#ifdef __clang__
#define JLRT_ASM_INLINE __asm__ volatile
#else
#define JLRT_ASM_INLINE __asm__ inline volatile   /* costs the inliner nothing */
#endif
#ifdef __wasm__   /* (no backtraces there: a WebAssembly stack cannot be walked) */
#define JLRT_MARK_LINE(line, frame, callee) ((void)0)
#else
#define JLRT_MARK_LINE(line, frame, callee)                                                     \
  JLRT_ASM_INLINE("0:\n\t.pushsection jl_lines,\"a\"\n\t.balign 4\n\t.long 0b - ., %c0, %c1, %c2\n\t.popsection" \
                  ::"i"(line), "i"(frame), "i"(callee))
#endif
void jlrt_print_backtrace(void);
extern int32_t jlrt_toplevel_line;   /* the line of the top-level statement running */
#define JLRT_LINK_BACKTRACE __attribute__((used)) static void (*const jlrt_backtrace_printer)(void) = jlrt_print_backtrace
/* BigInt (gmp.c), BigFloat (mpfr.c), Regex (regex.c): objects are passed
 * as the Julia objects they are (BigInt, BigFloat, Regex's compiled code).
 * Calling any of these links GMP, MPFR or PCRE2 (see src/link.c). */
void jlrt_gmp_init(void *r);
void jlrt_gmp_set(void *r, void *a);
void jlrt_gmp_set_si(void *r, int64_t x);
void jlrt_gmp_set_ui(void *r, uint64_t x);
void jlrt_gmp_set_d(void *r, double x);
int32_t jlrt_gmp_set_str(void *r, jl_string_t *s, int64_t base);
void jlrt_gmp_add(void *r, void *a, void *b);
void jlrt_gmp_sub(void *r, void *a, void *b);
void jlrt_gmp_mul(void *r, void *a, void *b);
void jlrt_gmp_neg(void *r, void *a);
void jlrt_gmp_abs(void *r, void *a);
void jlrt_gmp_tdiv_q(void *r, void *a, void *b);
void jlrt_gmp_tdiv_r(void *r, void *a, void *b);
void jlrt_gmp_fdiv_q(void *r, void *a, void *b);
void jlrt_gmp_fdiv_r(void *r, void *a, void *b);
void jlrt_gmp_cdiv_q(void *r, void *a, void *b);
void jlrt_gmp_gcd(void *r, void *a, void *b);
void jlrt_gmp_lcm(void *r, void *a, void *b);
void jlrt_gmp_pow_ui(void *r, void *a, uint64_t n);
void jlrt_gmp_powm(void *r, void *a, void *p, void *m);
bool jlrt_gmp_invert(void *r, void *a, void *m);
void jlrt_gmp_fac_ui(void *r, uint64_t n);
void jlrt_gmp_bin_ui(void *r, void *n, uint64_t k);
uint64_t jlrt_gmp_popcount(void *a);
void jlrt_gmp_sqrt(void *r, void *a);
void jlrt_gmp_and(void *r, void *a, void *b);
void jlrt_gmp_ior(void *r, void *a, void *b);
void jlrt_gmp_xor(void *r, void *a, void *b);
void jlrt_gmp_com(void *r, void *a);
void jlrt_gmp_mul_2exp(void *r, void *a, uint64_t n);
void jlrt_gmp_fdiv_q_2exp(void *r, void *a, uint64_t n);
int32_t jlrt_gmp_cmp(void *a, void *b);
int32_t jlrt_gmp_sgn(void *a);
bool jlrt_gmp_fits_si(void *a);
bool jlrt_gmp_fits_ui(void *a);
int64_t jlrt_gmp_get_si(void *a);
uint64_t jlrt_gmp_get_ui(void *a);
double jlrt_gmp_get_d(void *a);
uint64_t jlrt_gmp_scan1(void *a);
int64_t jlrt_gmp_sizeinbase(void *a, int64_t base);
jl_string_t *jlrt_gmp_string(void *a, int64_t base);
void jlrt_mpfr_init(void *r, int64_t prec);
void jlrt_mpfr_set_prec(void *r, int64_t prec);
void jlrt_mpfr_set(void *r, void *a, int64_t mode);   /* mode: MPFR's mpfr_rnd_t */
void jlrt_mpfr_set_d(void *r, double x, int64_t mode);
void jlrt_mpfr_set_si(void *r, int64_t x, int64_t mode);
void jlrt_mpfr_set_ui(void *r, uint64_t x, int64_t mode);
void jlrt_mpfr_set_z(void *r, void *z, int64_t mode);
bool jlrt_mpfr_set_str(void *r, jl_string_t *s, int64_t base, int64_t mode);
void jlrt_mpfr_add(void *r, void *a, void *b);
void jlrt_mpfr_sub(void *r, void *a, void *b);
void jlrt_mpfr_mul(void *r, void *a, void *b);
void jlrt_mpfr_div(void *r, void *a, void *b);
void jlrt_mpfr_neg(void *r, void *a);
void jlrt_mpfr_abs(void *r, void *a);
void jlrt_mpfr_sqrt(void *r, void *a);
void jlrt_mpfr_pow(void *r, void *a, void *b);
void jlrt_mpfr_pow_si(void *r, void *a, int64_t n);
int64_t jlrt_mpfr_default_prec(void);
void jlrt_mpfr_set_default_prec(int64_t prec);
void jlrt_mpfr_func(void *r, void *a, int64_t op);
void jlrt_mpfr_atan2(void *r, void *y, void *x);
void jlrt_mpfr_const_pi(void *r);
void jlrt_mpfr_step(void *r, void *a, int64_t n);
void jlrt_mpfr_rint(void *r, void *a, int64_t mode);
bool jlrt_mpfr_equal(void *a, void *b);
bool jlrt_mpfr_less(void *a, void *b);
bool jlrt_mpfr_lessequal(void *a, void *b);
bool jlrt_mpfr_nan_p(void *a);
bool jlrt_mpfr_inf_p(void *a);
bool jlrt_mpfr_zero_p(void *a);
bool jlrt_mpfr_integer_p(void *a);
bool jlrt_mpfr_signbit(void *a);
double jlrt_mpfr_get_d(void *a);
void jlrt_mpfr_get_z(void *z, void *a);
jl_string_t *jlrt_mpfr_string(void *a);
jl_string_t *jlrt_mpfr_printf(jl_string_t *fmt, void *a);
void *jlrt_pcre_compile(jl_string_t *pattern, uint32_t options);   /* NULL: see the error */
jl_string_t *jlrt_pcre_compile_error(void);
void *jlrt_pcre_match_data(void *code);
int64_t jlrt_pcre_exec(void *code, jl_string_t *s, int64_t off, int64_t len, int64_t start, uint32_t options, void *md);
jl_string_t *jlrt_pcre_error_message(int64_t err);
int64_t jlrt_pcre_ovector(void *md, int64_t i);
int64_t jlrt_pcre_capture_count(void *code);
int64_t jlrt_pcre_group_number(void *code, jl_string_t *name);
jl_string_t *jlrt_pcre_group_name(void *code, int64_t i);
void *jlrt_pcre_literal(int64_t site);                  /* NULL until added */
void jlrt_pcre_literal_add(int64_t site, void *regex);

/* errors the generated code raises itself (Base raises the rest in Julia) */
JLRT_NORETURN void jlrt_error(const char *msg);              /* prints ERROR: msg, exits 1 */

/* try/catch (except.c). A try pushes a handler on the C stack; a throw
 * with a handler active stores the exception (in generated code) and
 * longjmps to the innermost, popping it. Without one, generated code
 * reports the exception and exits, as Julia does. */
typedef struct jlrt_handler {
  jmp_buf buf;
  struct jlrt_handler *prev;
} jlrt_handler;
extern jlrt_handler *jlrt_handlers;                          /* innermost first */
#ifdef JLRT_THREADS
extern __thread jlrt_handler *jlrt_thread_handlers;          /* each thread's (threads.c) */
#define jlrt_handlers jlrt_thread_handlers
#endif
#define jlrt_try(h) ((h)->prev = jlrt_handlers, jlrt_handlers = (h), setjmp((h)->buf))
static inline void jlrt_pop_handlers(int n) { while (n--) jlrt_handlers = jlrt_handlers->prev; }
JLRT_NORETURN void jlrt_rethrow(void);

/* threads (threads.c, base/threads.jl): a task is a Base.Task object */
int64_t jlrt_thread_nthreads(void);
int64_t jlrt_thread_id(void);
void jlrt_thread_spawn(void *task);
void jlrt_thread_wait(void *task);
uint64_t jlrt_thread_current_task(void);   /* a lock holder's identity */
void jlrt_thread_yield(void);
void jlrt_thread_safepoint(void);
/* a poll where generated code may run long without allocating (a loop's
 * back edge, a recursive function's entry): with threads, a collection
 * waits for each thread's next safe point */
#ifdef JLRT_THREADS
extern volatile bool jlrt_world_stopping;
#define JLRT_SAFEPOINT() (__builtin_expect(jlrt_world_stopping, 0) ? jlrt_thread_safepoint() : (void)0)
#else
#define JLRT_SAFEPOINT() ((void)0)
#endif
/* tasks on one thread (tasks.c, base/tasks.jl): @async, yield, Channel */
void jlrt_task_schedule(void *task);
void jlrt_task_schedule_after(void *task, void *then);
void jlrt_task_yield_to(void *task);
bool jlrt_task_started(void *task);
void jlrt_task_yield(void);
void jlrt_task_wait(void *task);
uint64_t jlrt_task_current(void);
void jlrt_task_block(void);
void jlrt_task_wake(uint64_t handle);
/* Threads.Atomic's value of size bytes, as bits; op: add, sub, and, or, xor */
uint64_t jlrt_thread_atomic_load(void *p, int64_t size);
void jlrt_thread_atomic_store(void *p, int64_t size, uint64_t x);
uint64_t jlrt_thread_atomic_xchg(void *p, int64_t size, uint64_t x);
uint64_t jlrt_thread_atomic_cas(void *p, int64_t size, uint64_t expected, uint64_t x);
uint64_t jlrt_thread_atomic_modify(void *p, int64_t size, int64_t op, uint64_t x);
void jlrt_thread_atomic_fence(void);

/* === on Float64 compares bits: -0.0 !== 0.0, NaN === NaN */
static inline bool jlrt_egal_f64(double a, double b) {
  union { double d; uint64_t u; } x = {a}, y = {b};
  return x.u == y.u;
}

#endif
