/* C twin of mandel.jl: Mandelbrot escape counts summed over an N×N grid. */
#include <stdio.h>
#include <stdint.h>

#define N 1000 // QUICK=200
#define MAXITER 200

static int64_t escape_time(double cr, double ci) {
  double zr = 0.0, zi = 0.0;
  for (int64_t n = 1; n <= MAXITER; n++) {
    double zr2 = zr * zr, zi2 = zi * zi;
    if (zr2 + zi2 > 4.0) return n - 1;
    zi = 2.0 * zr * zi + ci;
    zr = zr2 - zi2 + cr;
  }
  return MAXITER;
}

int main(void) {
  int64_t total = 0;
  for (int64_t j = 0; j <= N - 1; j++) {
    double ci = -1.25 + 2.5 * (double)j / (double)N;
    for (int64_t i = 0; i <= N - 1; i++) {
      double cr = -2.0 + 2.5 * (double)i / (double)N;
      total += escape_time(cr, ci);
    }
  }
  printf("%lld\n", (long long)total);
  return 0;
}
