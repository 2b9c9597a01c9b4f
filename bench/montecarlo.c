/* C twin of montecarlo.jl: Monte Carlo pi with xorshift64 (13, 7, 17).
 * The state is kept unsigned (Julia's Int64 shifts and wrap-around are
 * defined; C's signed ones are not) and printed as a signed Int64. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define N 20000000 // QUICK=1000000

/* Print a double as Julia's print does (shortest round-trip digits, laid
 * out by Ryu's writeshortest rule), so the outputs compare as text. */
static void print_f64(double x) {
  char buf[40], digits[20];
  int n = 0;
  if (isnan(x)) { fputs("NaN", stdout); return; }
  if (isinf(x)) { fputs(x < 0 ? "-Inf" : "Inf", stdout); return; }
  if (x == 0) { fputs(signbit(x) ? "-0.0" : "0.0", stdout); return; }
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec - 1, x);
    if (strtod(buf, NULL) == x) break;
  }
  const char *p = buf;
  if (*p == '-') { putchar('-'); p++; }
  for (; *p != 'e'; p++)
    if (*p != '.') digits[n++] = *p;
  while (n > 1 && digits[n - 1] == '0') n--;
  int pt = atoi(p + 1) + 1; /* the point goes after the first pt digits */
  if (pt > -4 && pt <= 6) {
    if (pt <= 0) {
      fputs("0.", stdout);
      for (int i = 0; i < -pt; i++) putchar('0');
      fwrite(digits, 1, n, stdout);
    } else if (pt >= n) {
      fwrite(digits, 1, n, stdout);
      for (int i = n; i < pt; i++) putchar('0');
      fputs(".0", stdout);
    } else {
      fwrite(digits, 1, pt, stdout);
      putchar('.');
      fwrite(digits + pt, 1, n - pt, stdout);
    }
  } else {
    putchar(digits[0]);
    putchar('.');
    if (n == 1) putchar('0'); else fwrite(digits + 1, 1, n - 1, stdout);
    printf("e%d", pt - 1);
  }
}

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
