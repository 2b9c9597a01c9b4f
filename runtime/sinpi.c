/* sinpi.c — the kernels of sinpi and cospi (base/math.jl) for |y| <= 1/4:
 * sin(πy) and cos(πy) computed in long double, so that πy and the function
 * carry more bits than the Float64 result, which is then rounded once (as
 * Julia's own sinpi gets sinpi(0.25) == sqrt(0.5) and sinpi(1/6) == 0.5). */
#include <math.h>
#include "internal.h"

static const long double PI_L = 3.141592653589793238462643383279502884L;

double jlrt_sinpi_kernel(double y) { return (double)sinl(PI_L * (long double)y); }
double jlrt_cospi_kernel(double y) { return (double)cosl(PI_L * (long double)y); }
