/* C twin of matmul.jl: C = A*B for N×N doubles, triple loop in j, k, i order
 * over column-major storage (element (i, j) at [(j - 1) * N + i - 1]). */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include "julia_print.h"

#define N 200
#define REPS 40 // QUICK=2
#define AT(a, m, i, j) ((a)[((j) - 1) * (m) + (i) - 1])

static double *new_matrix(int64_t m, int64_t n) {
  double *a = malloc((size_t)(m * n) * sizeof *a);
  if (!a) abort();
  return a;
}

static double *matmul(const double *a, const double *b, int64_t m, int64_t n, int64_t p) {
  double *c = new_matrix(m, p);
  for (int64_t k = 0; k < m * p; k++) c[k] = 0.0;
  for (int64_t j = 1; j <= p; j++)
    for (int64_t k = 1; k <= n; k++) {
      double bkj = AT(b, n, k, j);
      for (int64_t i = 1; i <= m; i++)
        AT(c, m, i, j) += AT(a, m, i, k) * bkj;
    }
  return c;
}

static double *test_matrix(int64_t n, int64_t shift) {
  double *a = new_matrix(n, n);
  for (int64_t j = 1; j <= n; j++)
    for (int64_t i = 1; i <= n; i++)
      AT(a, n, i, j) = (double)((i * j + shift) % 17 - 8) / 8.0;
  return a;
}

static double trace(const double *a, int64_t n) {
  double t = 0.0;
  for (int64_t i = 1; i <= n; i++) t += AT(a, n, i, i);
  return t;
}

int main(void) {
  double *a = test_matrix(N, 1), *b = test_matrix(N, 5);
  double t = 0.0;
  double *c = new_matrix(N, N);
  for (int64_t k = 0; k < N * N; k++) c[k] = 0.0;
  for (int64_t r = 1; r <= REPS; r++) {
    free(c);
    c = matmul(a, b, N, N, N);
    t += trace(c, N);
    AT(b, N, r % N + 1, 1) += 1.0;
  }
  printf("%d×%d ", N, N);
  print_f64(AT(c, N, 1, 1)); putchar(' ');
  print_f64(AT(c, N, N, 1)); putchar(' ');
  print_f64(AT(c, N, 1, N)); putchar(' ');
  print_f64(AT(c, N, N, N)); putchar(' ');
  print_f64(t); putchar('\n');
  free(a); free(b); free(c);
  return 0;
}
