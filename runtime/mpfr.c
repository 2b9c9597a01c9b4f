/* mpfr.c — BigFloat over MPFR: what base/mpfr.jl calls by ccall. A program
 * that calls none of these links neither this file nor libmpfr (src/link.c).
 *
 * Memory as for BigInt (gmp.c): MPFR allocates a mantissa through GMP's
 * memory functions, from the collected heap, and the BigFloat's `d` field
 * keeps it alive. Rounding is to nearest, Julia's default. MPFR may keep
 * spare integers of its own in a pool that the collector does not see:
 * functions that could fill it empty it before returning (mpfr_free_pool),
 * so nothing of the collected heap is held where the collector cannot look. */
#include <mpfr.h>
#include <string.h>
#include "internal.h"

#define F(o) ((mpfr_ptr)JLRT_BIG_FIELDS(o))
#define Z(o) ((mpz_ptr)JLRT_BIG_FIELDS(o))

/* setprecision's value: new BigFloats get this many bits */
static int64_t default_prec = 256;
int64_t jlrt_mpfr_default_prec(void) { return default_prec; }
void jlrt_mpfr_set_default_prec(int64_t prec) { default_prec = prec; }

void jlrt_mpfr_init(void *r, int64_t prec) {
  jlrt_gmp_memory();
  mpfr_init2(F(r), (mpfr_prec_t)prec);
  jlrt_gc_wb(F(r));   /* its new mantissa (MPFR allocates once, then stores: see gc.c, generations) */
}

/* BigFloat(x; precision): r made anew with prec bits (NaN until set) */
void jlrt_mpfr_set_prec(void *r, int64_t prec) {
  mpfr_set_prec(F(r), (mpfr_prec_t)prec);
  jlrt_gc_wb(F(r));
}

/* r = x rounded to r's precision in mode, MPFR's mpfr_rnd_t (base/mpfr.jl
 * numbers Julia's modes as MPFR does) */
void jlrt_mpfr_set(void *r, void *a, int64_t mode) { mpfr_set(F(r), F(a), (mpfr_rnd_t)mode); }
void jlrt_mpfr_set_d(void *r, double x, int64_t mode) { mpfr_set_d(F(r), x, (mpfr_rnd_t)mode); }
void jlrt_mpfr_set_si(void *r, int64_t x, int64_t mode) { mpfr_set_si(F(r), x, (mpfr_rnd_t)mode); }
void jlrt_mpfr_set_ui(void *r, uint64_t x, int64_t mode) { mpfr_set_ui(F(r), x, (mpfr_rnd_t)mode); }
void jlrt_mpfr_set_z(void *r, void *z, int64_t mode) { mpfr_set_z(F(r), Z(z), (mpfr_rnd_t)mode); }
/* MPFR may compute and cache pi or log 2 (transcendental functions, and
 * conversions to and from text), in blocks it keeps in its own
 * (thread-local) variables, which the collector does not scan; its text
 * functions also build blocks that point to other blocks. So those calls run
 * with GMP allocating from malloc (gmp.c): the cache lives there, and their
 * temporaries are freed as MPFR frees them. The pool is emptied first, so
 * nothing of the collected heap is handed to free. A result's mantissa,
 * allocated before, is only written. */
static void malloc_mode(bool on) {
  mpfr_free_pool();   /* freed as the mode being left allocated it */
  jlrt_gmp_malloc = on;
}

/* all of s a number in base (0: a 0x or 0b prefix may choose), leading
 * whitespace allowed: MPFR's rule */
bool jlrt_mpfr_set_str(void *r, jl_string_t *s, int64_t base, int64_t mode) {
  malloc_mode(true);
  int rc = mpfr_set_str(F(r), s->data, (int)base, (mpfr_rnd_t)mode);
  malloc_mode(false);
  return rc == 0;
}

void jlrt_mpfr_add(void *r, void *a, void *b) { mpfr_add(F(r), F(a), F(b), MPFR_RNDN); }
void jlrt_mpfr_sub(void *r, void *a, void *b) { mpfr_sub(F(r), F(a), F(b), MPFR_RNDN); }
void jlrt_mpfr_mul(void *r, void *a, void *b) { mpfr_mul(F(r), F(a), F(b), MPFR_RNDN); }
void jlrt_mpfr_div(void *r, void *a, void *b) { mpfr_div(F(r), F(a), F(b), MPFR_RNDN); mpfr_free_pool(); }
void jlrt_mpfr_neg(void *r, void *a) { mpfr_neg(F(r), F(a), MPFR_RNDN); }
void jlrt_mpfr_abs(void *r, void *a) { mpfr_abs(F(r), F(a), MPFR_RNDN); }
void jlrt_mpfr_sqrt(void *r, void *a) { mpfr_sqrt(F(r), F(a), MPFR_RNDN); mpfr_free_pool(); }

void jlrt_mpfr_pow_si(void *r, void *a, int64_t n) { mpfr_pow_si(F(r), F(a), n, MPFR_RNDN); mpfr_free_pool(); }
/* the one-argument functions, numbered as base/mpfr.jl numbers them */
void jlrt_mpfr_func(void *r, void *a, int64_t op) {
  static int (*const funcs[])(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t) = {
    mpfr_exp, mpfr_exp2, mpfr_exp10, mpfr_expm1, mpfr_log, mpfr_log2, mpfr_log10, mpfr_log1p,
    mpfr_sin, mpfr_cos, mpfr_tan, mpfr_asin, mpfr_acos, mpfr_atan,
    mpfr_sinh, mpfr_cosh, mpfr_tanh, mpfr_asinh, mpfr_acosh, mpfr_atanh, mpfr_cbrt,
  };
  malloc_mode(true);
  funcs[op](F(r), F(a), MPFR_RNDN);
  malloc_mode(false);
}
void jlrt_mpfr_atan2(void *r, void *y, void *x) {
  malloc_mode(true);
  mpfr_atan2(F(r), F(y), F(x), MPFR_RNDN);
  malloc_mode(false);
}
/* x^y in general goes through exp and log */
void jlrt_mpfr_pow(void *r, void *a, void *b) {
  malloc_mode(true);
  mpfr_pow(F(r), F(a), F(b), MPFR_RNDN);
  malloc_mode(false);
}
void jlrt_mpfr_const_pi(void *r) {
  malloc_mode(true);
  mpfr_const_pi(F(r), MPFR_RNDN);
  malloc_mode(false);
}
/* r = a moved n representable numbers up (down when n < 0), at a's precision */
void jlrt_mpfr_step(void *r, void *a, int64_t n) {
  mpfr_set_prec(F(r), mpfr_get_prec(F(a)));
  jlrt_gc_wb(F(r));
  mpfr_set(F(r), F(a), MPFR_RNDN);
  for (; n > 0; n--) mpfr_nextabove(F(r));
  for (; n < 0; n++) mpfr_nextbelow(F(r));
}
/* rounding to an integer: 0 floor, 1 ceil, 2 trunc, 3 nearest with ties to even */
void jlrt_mpfr_rint(void *r, void *a, int64_t mode) {
  static const mpfr_rnd_t modes[] = {MPFR_RNDD, MPFR_RNDU, MPFR_RNDZ, MPFR_RNDN};
  mpfr_rint(F(r), F(a), modes[mode]);
}

/* comparisons are false when either is NaN, as Julia's */
bool jlrt_mpfr_equal(void *a, void *b) { return mpfr_equal_p(F(a), F(b)) != 0; }
bool jlrt_mpfr_less(void *a, void *b) { return mpfr_less_p(F(a), F(b)) != 0; }
bool jlrt_mpfr_lessequal(void *a, void *b) { return mpfr_lessequal_p(F(a), F(b)) != 0; }
bool jlrt_mpfr_nan_p(void *a) { return mpfr_nan_p(F(a)) != 0; }
bool jlrt_mpfr_inf_p(void *a) { return mpfr_inf_p(F(a)) != 0; }
bool jlrt_mpfr_zero_p(void *a) { return mpfr_zero_p(F(a)) != 0; }
bool jlrt_mpfr_integer_p(void *a) { return mpfr_integer_p(F(a)) != 0; }
bool jlrt_mpfr_signbit(void *a) { return mpfr_signbit(F(a)) != 0; }

double jlrt_mpfr_get_d(void *a) { return mpfr_get_d(F(a), MPFR_RNDN); }
/* z = a, an integer (base/mpfr.jl checks) */
void jlrt_mpfr_get_z(void *z, void *a) {
  mpz_t T;               /* (as gmp.c's INTO: MPFR allocates more than once here) */
  mpz_init(T);
  mpfr_get_z(T, F(a), MPFR_RNDZ);
  mpz_swap(Z(z), T);
  jlrt_gc_wb(Z(z));
}

/* "%Re": the digits that read back as the same number at its precision, in
 * the form d.ddde±XX; base/mpfr.jl rewrites it as Julia prints. */
jl_string_t *jlrt_mpfr_string(void *a) {
  char *s = NULL;
  malloc_mode(true);
  int n = mpfr_asprintf(&s, "%Re", F(a));
  jl_string_t *str = jlrt_string_new(s, n);
  mpfr_free_str(s);
  malloc_mode(false);
  return str;
}

/* @printf of a finite BigFloat: MPFR's printf with fmt, a C conversion with
 * the R modifier ("%-+12.5Rg"), as Julia's Printf does it. */
jl_string_t *jlrt_mpfr_printf(jl_string_t *fmt, void *a) {
  char *s = NULL;
  malloc_mode(true);
  int n = mpfr_asprintf(&s, fmt->data, F(a));
  jl_string_t *str = jlrt_string_new(s, n);
  mpfr_free_str(s);
  malloc_mode(false);
  return str;
}
