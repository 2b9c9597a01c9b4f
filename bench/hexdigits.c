/* C twin of hexdigits.jl: N pseudo-random uint32s written in hexadecimal
 * (lowercase, no leading zeros) into a fresh heap string, as Julia's
 * string(x, base=16) returns a new String, and parsed back. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 3000000 // QUICK=200000

/* The digits, least significant first, then reversed into a new string. */
static char *to_hex(uint32_t x, size_t *len) {
  char digits[8];
  size_t n = 0;
  while (x != 0) {
    uint32_t d = x % 16;
    digits[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
    x /= 16;
  }
  if (n == 0) digits[n++] = '0';
  char *s = malloc(n + 1);
  for (size_t i = 0; i < n; i++) s[i] = digits[n - 1 - i];
  s[n] = 0;
  *len = n;
  return s;
}

/* Hexadecimal digits to a uint32; exits on a bad digit or overflow. */
static uint32_t parse_hex(const char *s, size_t len) {
  uint32_t v = 0;
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    uint32_t d = c >= '0' && c <= '9' ? (uint32_t)(c - '0')
               : c >= 'a' && c <= 'f' ? (uint32_t)(c - 'a' + 10)
               : c >= 'A' && c <= 'F' ? (uint32_t)(c - 'A' + 10) : 16;
    if (d >= 16 || v > (UINT32_MAX - d) / 16) { fprintf(stderr, "bad hex %s\n", s); exit(1); }
    v = v * 16 + d;
  }
  return v;
}

int main(void) {
  uint32_t x = 0x2545f491u;
  int64_t total = 0, len = 0;
  for (int64_t i = 1; i <= N; i++) {
    x = x * 0x0019660du + 0x3c6ef35fu;
    size_t n;
    char *s = to_hex(x, &n);
    total += parse_hex(s, n);
    len += (int64_t)n;
    free(s);
  }
  printf("%lld %lld\n", (long long)total, (long long)len);
  return 0;
}
