/* C twin of gemm.jl: C = A*B for N×N doubles through OpenBLAS's dgemm,
 * run single-threaded (bench/run.sh sets OPENBLAS_NUM_THREADS=1). */
// bench-libs: -lopenblas
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <cblas.h>
#include "julia_print.h"

#define N 512
#define REPS 20 // QUICK=2
#define AT(a, i, j) ((a)[((j) - 1) * N + (i) - 1])

static double *test_matrix(int64_t shift) {
  double *a = malloc((size_t)(N * N) * sizeof *a);
  if (!a) abort();
  for (int64_t j = 1; j <= N; j++)
    for (int64_t i = 1; i <= N; i++) AT(a, i, j) = (double)((i * j + shift) % 17 - 8);
  return a;
}

static void product(const double *a, const double *b, double *c) {
  cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0, a, N, b, N, 0.0, c, N);
}

int main(void) {
  double *a = test_matrix(1), *b = test_matrix(5);
  double *c = malloc((size_t)(N * N) * sizeof *c);
  if (!c) abort();
  double t = 0.0;
  product(a, b, c);
  for (int64_t r = 1; r <= REPS; r++) {
    product(a, b, c);
    t += AT(c, r, r);
    AT(b, r % N + 1, 1) += 1.0;
  }
  printf("%d×%d ", N, N);
  print_f64(AT(c, 1, 1)); putchar(' ');
  print_f64(AT(c, N, 1)); putchar(' ');
  print_f64(AT(c, 1, N)); putchar(' ');
  print_f64(AT(c, N, N)); putchar(' ');
  print_f64(t); putchar('\n');
  return 0;
}
