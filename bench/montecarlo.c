/* C twin of montecarlo.jl: Monte Carlo pi with xorshift64 (13, 7, 17).
 * The state is kept unsigned (Julia's Int64 shifts and wrap-around are
 * defined; C's signed ones are not) and printed as a signed Int64. */
#include <stdio.h>
#include <stdint.h>
#include "julia_print.h"

#define N 20000000 // QUICK=1000000

static uint64_t xorshift(uint64_t x) {
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return x;
}

int main(void) {
  const double scale = 0x1p-53;
  uint64_t state = 88172645463325252u;
  int64_t inside = 0;
  for (int64_t i = 1; i <= N; i++) {
    state = xorshift(state);
    double u = (double)(int64_t)(state >> 11) * scale;
    state = xorshift(state);
    double v = (double)(int64_t)(state >> 11) * scale;
    if (u * u + v * v < 1.0) inside += 1;
  }
  printf("%lld ", (long long)inside);
  print_f64((double)(4 * inside) / (double)N);
  printf(" %lld\n", (long long)(int64_t)state);
  return 0;
}
