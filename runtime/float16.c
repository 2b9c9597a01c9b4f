/* float16.c — Float16 conversions, by the C compiler's _Float16: correctly
 * rounded from Float64 (ties to even), exact to Float64. Base does Float16
 * arithmetic in Float32, as Julia does, so this is all the runtime needs. */
#include <string.h>
#include "internal.h"

#ifdef __wasm__
/* WebAssembly's clang has no _Float16: the same conversions on the bits.
 * Rounding adds the dropped bits' carry to the kept ones, so that a
 * carry out of the significand steps the exponent (up to Inf). */
uint16_t jlrt_float16_from_float64(double x) {
  uint64_t b;
  memcpy(&b, &x, sizeof b);
  uint16_t sign = (uint16_t)(b >> 48) & 0x8000;
  int exp = (int)(b >> 52) & 0x7ff;
  uint64_t man = b & (((uint64_t)1 << 52) - 1);
  if (exp == 0x7ff) return sign | 0x7c00 | (man ? 0x200 | (uint16_t)(man >> 42) : 0);
  int e = exp - 1023 + 15;                   /* the half's biased exponent */
  if (e >= 31) return sign | 0x7c00;
  uint64_t m = exp ? man | (uint64_t)1 << 52 : man;
  int shift = e >= 1 ? 42 : 42 + 1 - e;      /* a subnormal half keeps fewer bits */
  if (shift > 63) return sign;
  uint64_t q = m >> shift, rest = m & (((uint64_t)1 << shift) - 1), half = (uint64_t)1 << (shift - 1);
  if (rest > half || (rest == half && (q & 1))) q++;
  return sign | (uint16_t)((e >= 1 ? (uint64_t)(e - 1) << 10 : 0) + q);
}

double jlrt_float16_to_float64(uint16_t h) {
  int exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  double mag = exp == 31 ? (man ? __builtin_nan("") : __builtin_inf())
             : exp ? __builtin_ldexp(1024 + man, exp - 25) : __builtin_ldexp(man, -24);
  return h & 0x8000 ? -mag : mag;
}
#else
uint16_t jlrt_float16_from_float64(double x) {
  _Float16 h = (_Float16)x;
  uint16_t bits;
  memcpy(&bits, &h, sizeof bits);
  return bits;
}

double jlrt_float16_to_float64(uint16_t bits) {
  _Float16 h;
  memcpy(&h, &bits, sizeof h);
  return (double)h;
}
#endif
