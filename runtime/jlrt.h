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
int64_t jlrt_gmp_sizeinbase(void *a, int64_t base);
jl_string_t *jlrt_gmp_string(void *a, int64_t base);
void jlrt_mpfr_init(void *r, int64_t prec);
void jlrt_mpfr_set(void *r, void *a);
void jlrt_mpfr_set_d(void *r, double x);
void jlrt_mpfr_set_si(void *r, int64_t x);
void jlrt_mpfr_set_ui(void *r, uint64_t x);
void jlrt_mpfr_set_z(void *r, void *z);
bool jlrt_mpfr_set_str(void *r, jl_string_t *s, int64_t base);
void jlrt_mpfr_add(void *r, void *a, void *b);
void jlrt_mpfr_sub(void *r, void *a, void *b);
void jlrt_mpfr_mul(void *r, void *a, void *b);
void jlrt_mpfr_div(void *r, void *a, void *b);
void jlrt_mpfr_neg(void *r, void *a);
void jlrt_mpfr_abs(void *r, void *a);
void jlrt_mpfr_sqrt(void *r, void *a);
void jlrt_mpfr_pow(void *r, void *a, void *b);
void jlrt_mpfr_pow_si(void *r, void *a, int64_t n);
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
