/* C twin of solve.jl: A x = b for N×N doubles through LAPACK's dgesv
 * (the Fortran symbol, OpenBLAS's; bench/run.sh sets OPENBLAS_NUM_THREADS=1). */
// bench-libs: -lopenblas
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define N 500
#define REPS 10 // QUICK=2
#define AT(a, i, j) ((a)[((j) - 1) * N + (i) - 1])

void dgesv_(const int *n, const int *nrhs, double *a, const int *lda, int *ipiv, double *b, const int *ldb, int *info);

int main(void) {
  double *a = malloc((size_t)(N * N) * sizeof *a), *b = malloc(N * sizeof *b);
  int *ipiv = malloc(N * sizeof *ipiv);
  if (!a || !b || !ipiv) abort();
  int64_t check = 0;
  for (int64_t r = 1; r <= REPS; r++) {
    for (int64_t j = 1; j <= N; j++)
      for (int64_t i = 1; i <= N; i++) AT(a, i, j) = i == j ? 4.0 * N : (double)((i * j + r) % 17 - 8);
    for (int64_t i = 1; i <= N; i++) b[i - 1] = 0.0;
    for (int64_t j = 1; j <= N; j++)
      for (int64_t i = 1; i <= N; i++) b[i - 1] += AT(a, i, j) * (double)j;
    int n = N, nrhs = 1, info;
    dgesv_(&n, &nrhs, a, &n, ipiv, b, &n, &info);
    if (info != 0) abort();
    for (int64_t i = 1; i <= N; i++) check += (int64_t)llround(b[i - 1]) * i;
  }
  printf("%d %lld\n", N, (long long)check);
  return 0;
}
