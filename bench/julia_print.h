/* julia_print.h — printing as Julia's print does, for the C twins of the
 * benchmarks, so that the two outputs compare as text.
 *
 * print_f64(x): the shortest digits that round-trip, laid out by Ryu's
 * writeshortest rule (what Julia's print(::Float64) uses): plain notation
 * for decimal exponents -4..5 ("0.0001", "123456.0"), else "1.0e-5",
 * "1.234567e6".  Include it once per program; the helpers are static inline. */
#ifndef JULIA_PRINT_H
#define JULIA_PRINT_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline void print_f64(double x) {
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

/* print_bool(b): "true" / "false". */
static inline void print_bool(int b) { fputs(b ? "true" : "false", stdout); }

#endif
