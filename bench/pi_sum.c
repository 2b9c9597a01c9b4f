/* C twin of pi_sum.jl: pisum from Julia's microbenchmarks. */
#include <stdio.h>
#include <stdint.h>
#include "julia_print.h"

#define N 500 // QUICK=50

static double pisum(void) {
  double sum = 0.0;
  for (int64_t j = 1; j <= N; j++) {
    sum = 0.0;
    for (int64_t k = 1; k <= 10000; k++)
      sum += 1.0 / (double)(k * k);
  }
  return sum;
}

int main(void) {
  print_f64(pisum());
  putchar('\n');
  return 0;
}
