/* float16.c — Float16 conversions, by the C compiler's _Float16: correctly
 * rounded from Float64 (ties to even), exact to Float64. Base does Float16
 * arithmetic in Float32, as Julia does, so this is all the runtime needs. */
#include <string.h>
#include "internal.h"

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
