/* gmp.c — BigInt over GMP: thin wrappers that base/gmp.jl calls by ccall.
 * A program that calls none of them links neither this file nor libgmp
 * (src/link.c adds -lgmp when it sees a call to a jlrt_gmp_ function).
 *
 * Memory: a BigInt is an ordinary object of the collector, whose fields are
 * GMP's mpz_t (alloc, size, d: base/gmp.jl declares them in that order),
 * right after the type tag of every mutable object. GMP allocates its limbs
 * through jlrt_gmp_memory's functions, from the collected heap, as objects
 * holding no pointers; the BigInt's `d` field keeps them alive, so no
 * finalizer is needed and freeing is the collector's business. (MPFR shares
 * these functions: runtime/mpfr.c.) */
#include <gmp.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>
#include "internal.h"

#define Z(o) ((mpz_ptr)JLRT_BIG_FIELDS(o))

/* Limbs hold no pointers, so they are allocated "atomic" (never scanned).
 * While jlrt_gmp_malloc is set, blocks come from malloc and are freed: MPFR
 * keeps the constants it caches (π, log 2) where the collector cannot see
 * them, so the functions that may fill that cache run in this mode (mpfr.c). */
bool jlrt_gmp_malloc;
static void malloc_failed(void) {
  jlrt_gmp_malloc = false;
  jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
}
static void *malloc_or_die(size_t n) {
  void *p = malloc(n);
  if (!p) malloc_failed();
  return p;
}
static void *gc_alloc(size_t n) {
  if (jlrt_gmp_malloc) return malloc_or_die(n);
  return jlrt_alloc_bytes_unzeroed(n);   /* GMP writes limbs before it reads them */
}
static void *gc_realloc(void *p, size_t old, size_t n) {
  if (jlrt_gmp_malloc) {
    void *q = realloc(p, n);
    if (!q) malloc_failed();
    return q;
  }
  void *q = gc_alloc(n);
  memcpy(q, p, old < n ? old : n);
  return q;
}
static void gc_free(void *p, size_t n) {
  (void)n;
  if (jlrt_gmp_malloc) free(p);
}

/* Before GMP (or MPFR) allocates anything. */
void jlrt_gmp_memory(void) {
  static bool done;
  if (done) return;
  done = true;
  mp_set_memory_functions(gc_alloc, gc_realloc, gc_free);
}

void jlrt_gmp_init(void *r) {
  jlrt_gmp_memory();
  mpz_init(Z(r));
}

/* GMP stores the limbs it allocates into its result, where no barrier can
 * be put, and may allocate (and so collect) again before it returns: were
 * the result an old BigInt, a minor collection would not see its new
 * limbs (gc.c, generations). So each function that writes a BigInt has GMP
 * write a temporary on the C stack, a root whatever happens, and then
 * swaps it into the BigInt, whose card it marks. */
#define INTO(r, call)            \
  do {                           \
    mpz_t T;                     \
    mpz_init(T);                 \
    call;                        \
    mpz_swap(Z(r), T);           \
    jlrt_gc_wb(Z(r));            \
  } while (0)

void jlrt_gmp_set(void *r, void *a) { INTO(r, mpz_set(T, Z(a))); }
void jlrt_gmp_set_si(void *r, int64_t x) { INTO(r, mpz_set_si(T, x)); }
void jlrt_gmp_set_ui(void *r, uint64_t x) { INTO(r, mpz_set_ui(T, x)); }
void jlrt_gmp_set_d(void *r, double x) { INTO(r, mpz_set_d(T, x)); }   /* x is an integer */
/* base 2..62, digits only (base/gmp.jl checks them first); 0 on success */
int32_t jlrt_gmp_set_str(void *r, jl_string_t *s, int64_t base) {
  int32_t err;
  INTO(r, err = mpz_set_str(T, s->data, (int)base));
  return err;
}

void jlrt_gmp_add(void *r, void *a, void *b) { INTO(r, mpz_add(T, Z(a), Z(b))); }
void jlrt_gmp_sub(void *r, void *a, void *b) { INTO(r, mpz_sub(T, Z(a), Z(b))); }
void jlrt_gmp_mul(void *r, void *a, void *b) { INTO(r, mpz_mul(T, Z(a), Z(b))); }
void jlrt_gmp_neg(void *r, void *a) { INTO(r, mpz_neg(T, Z(a))); }
void jlrt_gmp_abs(void *r, void *a) { INTO(r, mpz_abs(T, Z(a))); }
/* division by a nonzero b: t rounds toward zero (div, rem), f down (fld,
 * mod), c up (cld) */
void jlrt_gmp_tdiv_q(void *r, void *a, void *b) { INTO(r, mpz_tdiv_q(T, Z(a), Z(b))); }
void jlrt_gmp_tdiv_r(void *r, void *a, void *b) { INTO(r, mpz_tdiv_r(T, Z(a), Z(b))); }
void jlrt_gmp_fdiv_q(void *r, void *a, void *b) { INTO(r, mpz_fdiv_q(T, Z(a), Z(b))); }
void jlrt_gmp_fdiv_r(void *r, void *a, void *b) { INTO(r, mpz_fdiv_r(T, Z(a), Z(b))); }
void jlrt_gmp_cdiv_q(void *r, void *a, void *b) { INTO(r, mpz_cdiv_q(T, Z(a), Z(b))); }
void jlrt_gmp_gcd(void *r, void *a, void *b) { INTO(r, mpz_gcd(T, Z(a), Z(b))); }
void jlrt_gmp_lcm(void *r, void *a, void *b) { INTO(r, mpz_lcm(T, Z(a), Z(b))); }
void jlrt_gmp_pow_ui(void *r, void *a, uint64_t n) { INTO(r, mpz_pow_ui(T, Z(a), n)); }
void jlrt_gmp_powm(void *r, void *a, void *p, void *m) { INTO(r, mpz_powm(T, Z(a), Z(p), Z(m))); }
bool jlrt_gmp_invert(void *r, void *a, void *m) {
  bool ok;
  INTO(r, ok = mpz_invert(T, Z(a), Z(m)) != 0);
  return ok;
}
void jlrt_gmp_fac_ui(void *r, uint64_t n) { INTO(r, mpz_fac_ui(T, n)); }
void jlrt_gmp_bin_ui(void *r, void *n, uint64_t k) { INTO(r, mpz_bin_ui(T, Z(n), k)); }
uint64_t jlrt_gmp_popcount(void *a) { return mpz_popcount(Z(a)); }
void jlrt_gmp_sqrt(void *r, void *a) { INTO(r, mpz_sqrt(T, Z(a))); }
void jlrt_gmp_and(void *r, void *a, void *b) { INTO(r, mpz_and(T, Z(a), Z(b))); }
void jlrt_gmp_ior(void *r, void *a, void *b) { INTO(r, mpz_ior(T, Z(a), Z(b))); }
void jlrt_gmp_xor(void *r, void *a, void *b) { INTO(r, mpz_xor(T, Z(a), Z(b))); }
void jlrt_gmp_com(void *r, void *a) { INTO(r, mpz_com(T, Z(a))); }
void jlrt_gmp_mul_2exp(void *r, void *a, uint64_t n) { INTO(r, mpz_mul_2exp(T, Z(a), n)); }
void jlrt_gmp_fdiv_q_2exp(void *r, void *a, uint64_t n) { INTO(r, mpz_fdiv_q_2exp(T, Z(a), n)); }

int32_t jlrt_gmp_cmp(void *a, void *b) { int c = mpz_cmp(Z(a), Z(b)); return (c > 0) - (c < 0); }
int32_t jlrt_gmp_sgn(void *a) { return mpz_sgn(Z(a)); }
bool jlrt_gmp_fits_si(void *a) { return mpz_fits_slong_p(Z(a)) != 0; }
bool jlrt_gmp_fits_ui(void *a) { return mpz_fits_ulong_p(Z(a)) != 0; }
int64_t jlrt_gmp_get_si(void *a) { return mpz_get_si(Z(a)); }
uint64_t jlrt_gmp_get_ui(void *a) { return mpz_get_ui(Z(a)); }   /* the low 64 bits of |a| */
uint64_t jlrt_gmp_scan1(void *a) { return mpz_scan1(Z(a), 0); }   /* trailing zeros; a != 0 */
int64_t jlrt_gmp_sizeinbase(void *a, int64_t base) { return (int64_t)mpz_sizeinbase(Z(a), (int)base); }

/* Float64(a), rounded to nearest with ties to even as Julia rounds
 * (mpz_get_d truncates): the top 54 bits, then the rest as a sticky bit. */
double jlrt_gmp_get_d(void *a) {
  mpz_srcptr z = Z(a);
  size_t bits = mpz_sizeinbase(z, 2);
  if (bits <= 53) return mpz_get_d(z);
  mpz_t top;
  mpz_init(top);
  mp_bitcnt_t shift = bits - 54;
  mpz_tdiv_q_2exp(top, z, shift);
  mpz_abs(top, top);
  uint64_t q = mpz_get_ui(top);
  bool sticky = mpz_scan1(z, 0) < shift;
  uint64_t m = q >> 1;
  if ((q & 1) && (sticky || (m & 1))) m++;
  double d = ldexp((double)m, (int)(shift + 1 > (mp_bitcnt_t)INT32_MAX ? INT32_MAX : shift + 1));
  return mpz_sgn(z) < 0 ? -d : d;
}

/* the digits in base 2..62, with a '-' if negative */
jl_string_t *jlrt_gmp_string(void *a, int64_t base) {
  char *s = mpz_get_str(NULL, (int)base, Z(a));   /* on the collected heap */
  return jlrt_string_new(s, (int64_t)strlen(s));
}
