/* C twin of mandel_complex.jl: a complex struct with Julia's formulas for *,
 * + and abs2 (C99's complex * would add a NaN-recovery check Julia does not
 * make). */
#include <stdint.h>
#include <stdio.h>

#define N 1000 // QUICK=200
#define MAXITER 200

typedef struct { double re, im; } complex_f64;

static inline complex_f64 cmul(complex_f64 z, complex_f64 w) {
  return (complex_f64){z.re * w.re - z.im * w.im, z.re * w.im + z.im * w.re};
}
static inline complex_f64 cadd(complex_f64 z, complex_f64 w) {
  return (complex_f64){z.re + w.re, z.im + w.im};
}
static inline double abs2(complex_f64 z) { return z.re * z.re + z.im * z.im; }

static int64_t escape_time(complex_f64 c) {
  complex_f64 z = {0.0, 0.0};
  for (int64_t n = 1; n <= MAXITER; n++) {
    if (abs2(z) > 4.0) return n - 1;
    z = cadd(cmul(z, z), c);
  }
  return MAXITER;
}

int main(void) {
  int64_t total = 0;
  for (int64_t j = 0; j <= N - 1; j++)
    for (int64_t i = 0; i <= N - 1; i++) {
      complex_f64 c = {-2.0 + 2.5 * (double)i / (double)N, -1.25 + 2.5 * (double)j / (double)N};
      total += escape_time(c);
    }
  printf("%lld\n", (long long)total);
  return 0;
}
