/* C twin of lorenz.jl: the Lorenz system under classical RK4. */
#include <stdio.h>
#include <stdint.h>
#include "julia_print.h"

#define N 5000000 // QUICK=300000
#define DT 0.001
#define SIGMA 10.0
#define RHO 28.0
#define BETA (8.0 / 3.0)

static inline void lorenz(double x, double y, double z, double *dx, double *dy, double *dz) {
  *dx = SIGMA * (y - x);
  *dy = x * (RHO - z) - y;
  *dz = x * y - BETA * z;
}

int main(void) {
  double x = 1.0, y = 1.0, z = 1.0, h = DT;
  int64_t crossings = 0;
  for (int64_t step = 1; step <= N; step++) {
    double k1x, k1y, k1z, k2x, k2y, k2z, k3x, k3y, k3z, k4x, k4y, k4z;
    lorenz(x, y, z, &k1x, &k1y, &k1z);
    lorenz(x + h / 2 * k1x, y + h / 2 * k1y, z + h / 2 * k1z, &k2x, &k2y, &k2z);
    lorenz(x + h / 2 * k2x, y + h / 2 * k2y, z + h / 2 * k2z, &k3x, &k3y, &k3z);
    lorenz(x + h * k3x, y + h * k3y, z + h * k3z, &k4x, &k4y, &k4z);
    double xnew = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
    if ((xnew > 0) != (x > 0)) crossings += 1;
    x = xnew;
    y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y);
    z += h / 6 * (k1z + 2 * k2z + 2 * k3z + k4z);
  }
  printf("%lld ", (long long)crossings);
  print_f64(x); putchar(' ');
  print_f64(y); putchar(' ');
  print_f64(z); putchar('\n');
  return 0;
}
