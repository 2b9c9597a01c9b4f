/* parse_float.c — parse(Float64, s) and parse(Float32, s) through the C
 * library's strtod/strtof, which glibc rounds correctly. The rules are
 * Julia's: leading and trailing whitespace are allowed, anything else after
 * the number is not, and a result that overflows to infinity or underflows to
 * zero is an error (ERANGE with a subnormal result is accepted). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* The bytes s[off+1 : off+len], NUL-terminated for strtod (a String is
 * NUL-terminated only at its end, and may hold NUL bytes of its own). */
static char *c_copy(jl_string_t *s, int64_t off, int64_t len, char *small, size_t nsmall) {
  char *b = (size_t)len < nsmall ? small : jlrt_alloc_atomic((size_t)len + 1);
  memcpy(b, s->data + off, (size_t)len);
  b[len] = 0;
  return b;
}

static bool rest_is_space(const char *p, const char *end) {
  for (; p < end; p++)
    if (!isspace((unsigned char)*p)) return false;
  return true;
}

/* Whether the bytes are a float Julia accepts; *out gets its value, rounded
 * once to Float32 when `single` (strtof, not strtod then a cast). */
static bool parse_float(jl_string_t *s, int64_t off, int64_t len, bool single, double *out) {
  char small[64];
  char *b = c_copy(s, off, len, small, sizeof small);
  char *p;
  errno = 0;
  double x = single ? (double)strtof(b, &p) : strtod(b, &p);
  *out = x;
  if (p == b) return false;
  if (errno == ERANGE && (x == 0 || isinf(x))) return false;
  return rest_is_space(p, b + len);
}

bool jlrt_float64_parses(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  return parse_float(s, off, len, false, &x);
}
double jlrt_float64_parse(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  parse_float(s, off, len, false, &x);
  return x;
}
bool jlrt_float32_parses(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  return parse_float(s, off, len, true, &x);
}
float jlrt_float32_parse(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  parse_float(s, off, len, true, &x);
  return (float)x;
}
