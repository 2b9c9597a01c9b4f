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

/* Whether the bytes are a float Julia accepts; *out gets its value. */
static bool parse_f64(jl_string_t *s, int64_t off, int64_t len, double *out) {
  char small[64];
  char *b = c_copy(s, off, len, small, sizeof small);
  char *p;
  errno = 0;
  double x = strtod(b, &p);
  *out = x;
  if (p == b) return false;
  if (errno == ERANGE && (x == 0 || isinf(x))) return false;
  return rest_is_space(p, b + len);
}

static bool parse_f32(jl_string_t *s, int64_t off, int64_t len, float *out) {
  char small[64];
  char *b = c_copy(s, off, len, small, sizeof small);
  char *p;
  errno = 0;
  float x = strtof(b, &p);
  *out = x;
  if (p == b) return false;
  if (errno == ERANGE && (x == 0 || isinf(x))) return false;
  return rest_is_space(p, b + len);
}

bool jlrt_float64_parses(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  return parse_f64(s, off, len, &x);
}
double jlrt_float64_parse(jl_string_t *s, int64_t off, int64_t len) {
  double x;
  parse_f64(s, off, len, &x);
  return x;
}
bool jlrt_float32_parses(jl_string_t *s, int64_t off, int64_t len) {
  float x;
  return parse_f32(s, off, len, &x);
}
float jlrt_float32_parse(jl_string_t *s, int64_t off, int64_t len) {
  float x;
  parse_f32(s, off, len, &x);
  return x;
}
