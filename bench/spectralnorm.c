/* C twin of spectralnorm.jl: the Benchmarks Game spectral norm, N×N. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>
#include "julia_print.h"

#define N 2000 // QUICK=300

static double eval_A(int64_t i, int64_t j) {
  return 1.0 / (double)((i + j) * (i + j + 1) / 2 + i + 1);
}

static void mul_Av(double *Av, const double *v, int64_t n) {
  for (int64_t i = 0; i < n; i++) {
    double s = 0.0;
    for (int64_t j = 0; j < n; j++) s += eval_A(i, j) * v[j];
    Av[i] = s;
  }
}

static void mul_Atv(double *Atv, const double *v, int64_t n) {
  for (int64_t i = 0; i < n; i++) {
    double s = 0.0;
    for (int64_t j = 0; j < n; j++) s += eval_A(j, i) * v[j];
    Atv[i] = s;
  }
}

static void mul_AtAv(double *out, const double *v, double *tmp, int64_t n) {
  mul_Av(tmp, v, n);
  mul_Atv(out, tmp, n);
}

static double dot(const double *a, const double *b, int64_t n) {
  double s = 0.0;
  for (int64_t i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

static double spectral_norm(int64_t n) {
  double *u = malloc((size_t)n * sizeof *u), *v = malloc((size_t)n * sizeof *v),
         *tmp = malloc((size_t)n * sizeof *tmp);
  if (!u || !v || !tmp) abort();
  for (int64_t i = 0; i < n; i++) { u[i] = 1.0; v[i] = 0.0; tmp[i] = 0.0; }
  for (int round = 1; round <= 10; round++) {
    mul_AtAv(v, u, tmp, n);
    mul_AtAv(u, v, tmp, n);
  }
  double r = sqrt(dot(u, v, n) / dot(v, v, n));
  free(u); free(v); free(tmp);
  return r;
}

int main(void) {
  print_f64(spectral_norm(N));
  putchar('\n');
  return 0;
}
