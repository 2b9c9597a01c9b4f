/*
 * Julia-compatible printing of IEEE floats.
 *
 * The text is exactly what Julia 1.11 produces: the shortest decimal that
 * reads back to the same value (ties broken toward the exact value, then
 * toward an even last digit), laid out by Julia's Ryu `writeshortest` rule:
 *
 *   Let the shortest digits be d1 d2 ... dn and the value d1.d2...dn * 10^(p-1),
 *   i.e. p is the position of the decimal point relative to the first digit.
 *   - If -4 < p <= 6, fixed notation:  p <= 0   -> "0." + (-p zeros) + digits
 *                                      p >= n   -> digits + (p-n zeros) + ".0"
 *                                      otherwise digits with '.' after p digits
 *   - otherwise scientific: d1 "." (d2...dn, or "0" if n == 1) 'e' (p-1),
 *     the exponent with no '+' and no zero padding ("1.0e6", "1.0e-5", "5.0e-324").
 *   - "-" prefix when the sign bit is set, including "-0.0"; NaN never has a sign.
 *   - zero is "0.0", infinities "Inf" / "-Inf", NaN "NaN".
 *
 * All writers need a buffer of at least JLRT_FLOAT_BUFSIZE bytes, NUL-terminate
 * it and return the length excluding the NUL.
 */
#ifndef JLRT_FLOAT_PRINT_H
#define JLRT_FLOAT_PRINT_H

#include <stdbool.h>
#include <stdint.h>

#define JLRT_FLOAT_BUFSIZE 32

/* print(x) / string(x) / show(x) for Float64 (all three agree for Float64
 * outside :compact contexts): "0.1", "1.0e6", "-0.0", "NaN". */
int jlrt_format_float64(double x, char *buf);

/* show(x) in an IOContext with :compact => true: at most 6 significant
 * digits, "0.333333", "1.23457e6", "1.0e-5"; and a value that would look
 * like a rounded integer in fixed notation goes scientific (123456.7 is
 * "1.23457e5"), as Julia's writeshortest decides. */
int jlrt_format_float64_compact(double x, char *buf);

/* print(x) / string(x) for Float32.  Julia 1.11 prints Float32 *untyped*:
 * print(1.5f0) == "1.5", print(1.0f-5) == "1.0e-5", print(Inf32) == "Inf". */
int jlrt_format_float32(float x, char *buf);

/* show(x) / repr(x) for Float32 (what the REPL displays): "1.5f0", "0.1f0",
 * "1.0f-5", "Inf32", "-Inf32", "NaN32", "0.0f0". */
int jlrt_show_float32(float x, char *buf);

/* The Float32 forms in general: shown marks the exponent 'f' ("1.0f-5", as
 * show writes it, also untyped: in Float32[1.0f-5]); typed adds the suffixes
 * ("1.5f0", "NaN32"); compact as jlrt_format_float64_compact. */
int jlrt_format_float32_styled(float x, char *buf, bool shown, bool typed, bool compact);

/* print(x) (untyped) or show(x) (typed: "Float16(1.5)", "NaN16", "Inf16")
 * for the Float16 with these bits; fixed notation only up to 3 digits before
 * the point, where Float64 has 6: Float16(100) prints "100.0", Float16(1000)
 * "1.0e3", floatmax(Float16) "6.55e4". (Julia's further test, that fixed
 * notation must not show a rounded integer, never fires below 1000: every
 * integer there is a Float16 and prints as itself.) */
int jlrt_format_float16(uint16_t bits, char *buf, bool typed);

#endif
