/* C twin of sort.jl: qsort of N xorshift64 doubles in [-0.5, 0.5). */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include "julia_print.h"

#define N 10000000 // QUICK=300000
#define SEED 88172645463325252u

static uint64_t xorshift(uint64_t x) {
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return x;
}

static int compare(const void *p, const void *q) {
  double x = *(const double *)p, y = *(const double *)q;
  return (x > y) - (x < y);
}

int main(void) {
  double *a = malloc(N * sizeof *a);
  if (!a) return 1;
  uint64_t state = SEED;
  for (int64_t i = 0; i < N; i++) {
    state = xorshift(state);
    a[i] = (double)(int64_t)(state >> 11) * 0x1p-53 - 0.5;
  }
  qsort(a, N, sizeof *a, compare);
  double s = 0.0;
  bool sorted = true;
  for (int64_t i = 0; i < N; i++) {
    s += a[i] * (double)((i + 1) & 7);
    if (i > 0 && a[i] < a[i - 1]) sorted = false;
  }
  print_f64(a[0]);
  putchar(' ');
  print_f64(a[N / 2 - 1]);
  putchar(' ');
  print_f64(a[N - 1]);
  putchar(' ');
  print_f64(s);
  printf(" %s\n", sorted ? "true" : "false");
  free(a);
  return 0;
}
