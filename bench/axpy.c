/* C twin of axpy.jl: y[i] = a * x[i] + b over N doubles, R times. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include "julia_print.h"

#define N 10000000 // QUICK=1000000
#define R 40 // QUICK=10

static void axpy(double *y, double a, const double *x, double b, int64_t n) {
  for (int64_t i = 0; i < n; i++) y[i] = a * x[i] + b;
}

int main(void) {
  double *x = malloc(sizeof(double) * N), *y = calloc(N, sizeof(double));
  if (!x || !y) return 1;
  for (int64_t i = 1; i <= N; i++) x[i - 1] = (double)(i % 1000) * 0.001;
  for (int64_t r = 1; r <= R; r++) axpy(y, 1.0 + (double)r * 0.001, x, 0.5, N);
  double s = 0.0;
  for (int64_t i = 0; i < N; i++) s += y[i];
  print_f64(s);
  putchar('\n');
  free(x);
  free(y);
  return 0;
}
