/* jlrt.h — libjlrt, the runtime linked into every program jlc builds.
 *
 * Generated C includes only this header. Every function lives in its own
 * section (-ffunction-sections) so the linker keeps only what a program
 * calls. All allocation goes through jlrt_alloc: the garbage collector
 * plugs in behind it without changing generated code. */
#ifndef JLRT_H
#define JLRT_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define JLRT_NORETURN __attribute__((noreturn))

/* String: length, then the bytes (always NUL-terminated for C's sake). */
typedef struct jl_string {
  int64_t len;
  char data[];
} jl_string_t;

/* Array{T,1}: elements stored inline (unboxed for isbits types), growing at
 * the end by doubling. The element size is the generated code's business. */
typedef struct jl_array {
  int64_t length;
  void *data;
  int64_t capacity;
  int64_t nrows;        /* a Matrix is column-major: length = nrows * columns */
} jl_array_t;

/* elsize > 0: elements hold no pointers; elsize < 0: they may (size -elsize) */
jl_array_t *jlrt_array_new(int64_t length, int64_t elsize);            /* zeroed */
jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, int64_t elsize);
void jlrt_array_resize(jl_array_t *a, int64_t length, int64_t elsize); /* new elements zeroed */

/* memory (gc.c) */
void *jlrt_alloc(size_t size);                 /* zeroed, collected when unreachable */
void *jlrt_alloc_atomic(size_t size);          /* the same, for memory holding no pointers */
void jlrt_gc_collect(void);                    /* GC.gc() */
int64_t jlrt_gc_total_bytes(void);             /* bytes allocated so far: Base.gc_bytes() */
/* finalizers: Base numbers each (f, typeof(x)) with a slot; see gc.c */
bool jlrt_gc_add_finalizer(void *obj, int64_t slot);   /* false: not an object */
int64_t jlrt_gc_ready_finalizer(void);
void *jlrt_gc_take_finalized(void);
int64_t jlrt_gc_pending_finalizers(void);
void jlrt_gc_finalize_all(void);

/* program lifetime: main() passes jlrt_init the address of a local, the
 * base of the stack the collector scans */
#define jlrt_init(argc, argv) jlrt_start((argc), (argv), __builtin_frame_address(0))
void jlrt_start(int argc, char **argv, void *stack_base);
/* a library's exported functions bracket their work with these */
void *jlrt_enter(void *frame);
void jlrt_leave(void *saved);
JLRT_NORETURN void jlrt_exit(int64_t code);    /* flushes stdout and stderr */
jl_array_t *jlrt_args(void);                   /* ARGS as a Vector{String} */

/* I/O: an io handle is a stream of the runtime's (stdout, stderr, a buffer) */
void *jlrt_stdout(void);
void *jlrt_stderr(void);
void jlrt_write_string(void *io, jl_string_t *s);
void jlrt_write_substring(void *io, jl_string_t *s, int64_t off, int64_t len);
void jlrt_write_symbol(void *io, const char *s);
void jlrt_write_char(void *io, uint32_t c);
void jlrt_write_int64(void *io, int64_t x);
void jlrt_write_uint64(void *io, uint64_t x);
void jlrt_write_float64(void *io, double x);
void jlrt_write_float32(void *io, float x);          /* print: 1.5 */
void jlrt_write_float32_shown(void *io, float x);    /* show: 1.5f0 */
void jlrt_flush(void *io);
void *jlrt_iobuffer_new(void);
jl_string_t *jlrt_iobuffer_take_string(void *io);

/* files and stdin (file.c); a failed call returns NULL or an errno */
void *jlrt_stdin(void);
void *jlrt_file_open(jl_string_t *path, int64_t mode);   /* 0..5: r r+ w w+ a a+ */
void jlrt_file_close(void *io);
bool jlrt_isopen(void *io);
bool jlrt_eof(void *io);
jl_string_t *jlrt_read_line(void *io);
jl_string_t *jlrt_read_all(void *io);
int32_t jlrt_errno(void);
jl_string_t *jlrt_strerror(int32_t errnum);      /* C's text, for SystemError */
jl_string_t *jlrt_uv_strerror(int32_t errnum);   /* libuv's text and name, for IOError */
bool jlrt_isfile(jl_string_t *path);
bool jlrt_isdir(jl_string_t *path);
int64_t jlrt_filesize(jl_string_t *path);
int32_t jlrt_unlink(jl_string_t *path);
int32_t jlrt_rmdir(jl_string_t *path);

/* strings */
jl_string_t *jlrt_string_new(const char *bytes, int64_t len);
bool jlrt_string_egal(jl_string_t *a, jl_string_t *b);
int64_t jlrt_string_sizeof(jl_string_t *s);
jl_string_t *jlrt_string_slice(jl_string_t *s, int64_t off, int64_t len);
jl_string_t *jlrt_string_from_bytes(jl_array_t *a);                      /* a Vector{UInt8} */
/* parse(Float64/Float32, s[off+1 : off+len]) with Julia's rules (parse_float.c) */
bool jlrt_float64_parses(jl_string_t *s, int64_t off, int64_t len);
double jlrt_float64_parse(jl_string_t *s, int64_t off, int64_t len);
bool jlrt_float32_parses(jl_string_t *s, int64_t off, int64_t len);
float jlrt_float32_parse(jl_string_t *s, int64_t off, int64_t len);
uint64_t jlrt_string_memhash(jl_string_t *s, uint32_t seed);   /* hash.c: Julia's memhash_seed */
uint64_t jlrt_symbol_memhash(const char *name);

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
#define jlrt_try(h) ((h)->prev = jlrt_handlers, jlrt_handlers = (h), setjmp((h)->buf))
static inline void jlrt_pop_handlers(int n) { while (n--) jlrt_handlers = jlrt_handlers->prev; }
JLRT_NORETURN void jlrt_rethrow(void);
JLRT_NORETURN void jlrt_trimmed(const char *call, const char *where);
JLRT_NORETURN void jlrt_undef_global(const char *name, const char *module);
JLRT_NORETURN void jlrt_type_error(const char *context, const char *expected, const char *got);

/* === on Float64 compares bits: -0.0 !== 0.0, NaN === NaN */
static inline bool jlrt_egal_f64(double a, double b) {
  union { double d; uint64_t u; } x = {a}, y = {b};
  return x.u == y.u;
}

#endif
