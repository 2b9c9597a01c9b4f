/* C twin of quicksort.jl: Hoare-partition quicksort of N xorshift64 doubles.
 * Indices run from 1 as in Julia (the array has an unused slot 0). */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include "julia_print.h"

#define N 5000000 // QUICK=500000
#define SEED 88172645463325252u

static uint64_t xorshift(uint64_t x) {
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return x;
}

static double *random_vector(int64_t n, uint64_t seed) {
  double *a = malloc((size_t)(n + 1) * sizeof *a);
  if (!a) abort();
  uint64_t state = seed;
  for (int64_t i = 1; i <= n; i++) {
    state = xorshift(state);
    a[i] = (double)(int64_t)(state >> 11) * 0x1p-53;
  }
  return a;
}

static void quicksort(double *a, int64_t lo, int64_t hi) {
  while (lo < hi) {
    double pivot = a[(uint64_t)(lo + hi) >> 1];
    int64_t i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) i += 1;
      while (a[j] > pivot) j -= 1;
      if (i <= j) {
        double t = a[i]; a[i] = a[j]; a[j] = t;
        i += 1;
        j -= 1;
      }
    }
    if (j - lo < hi - i) {
      quicksort(a, lo, j);
      lo = i;
    } else {
      quicksort(a, i, hi);
      hi = j;
    }
  }
}

static bool is_sorted(const double *a, int64_t n) {
  double prev = a[1];
  for (int64_t i = 1; i <= n; i++) {
    if (a[i] < prev) return false;
    prev = a[i];
  }
  return true;
}

int main(void) {
  double *a = random_vector(N, SEED);
  quicksort(a, 1, N);
  print_f64(a[1]); putchar(' ');
  print_f64(a[N / 4]); putchar(' ');
  print_f64(a[N / 2]); putchar(' ');
  print_f64(a[N]); putchar(' ');
  print_bool(is_sorted(a, N)); putchar('\n');
  free(a);
  return 0;
}
