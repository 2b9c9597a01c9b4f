/*
 * Unit test for runtime/float_print.c (Julia-compatible float printing).
 *
 * Build and run:
 *   cc -std=c11 -O2 -Wall -Wextra -Iruntime runtime/float_print.c \
 *      test/unit/test_float_print.c -o /tmp/tfp -lm && /tmp/tfp
 *
 * Three kinds of checks:
 *   1. A table of values with the exact text Julia prints, taken from Julia's
 *      own test suite (test/ryu.jl, the Ryu.writeshortest testsets, which use
 *      the same settings as print/string) and from the doctests of the Julia
 *      manual (doc/src/manual/integers-and-floating-point-numbers.md).
 *   2. Randomized properties over 1,000,000 doubles (random bit patterns and
 *      random short decimals): the text parses back to the same bits, and no
 *      digit string one digit shorter (last digit dropped, rounded down or up)
 *      parses back — the shortest property.
 *   3. The same values compared in full against an independent reference:
 *      glibc's exactly rounded "%.*e" searched for the shortest round-tripping
 *      length, laid out by a separate implementation of Julia's notation rule.
 *      This also pins down the tie-breaking (closest digits, then even).
 * Then every Float16, and every Float32 in two ranges of consecutive bit
 * patterns, against the reference. Finally it times the formatter against
 * snprintf("%.17g") (at least 5x faster is required in the long run).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "float_print.h"

static int failures;

static void fail(const char *what, const char *input, const char *got, const char *want)
{
    failures++;
    if (failures <= 50)
        printf("FAIL %s: input %s: got \"%s\", want \"%s\"\n", what, input, got, want);
}

static double from_bits64(uint64_t b)
{
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static uint64_t bits64(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static uint16_t bits16(_Float16 x)
{
    uint16_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static float from_bits32(uint32_t b)
{
    float x;
    memcpy(&x, &b, sizeof x);
    return x;
}

static uint32_t bits32(float x)
{
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

/* test/ryu.jl's todouble(sign, exp, mant) */
#define TODOUBLE(e, m) ((UINT64_C(e) << 52) | UINT64_C(m))
#define MAXMANT ((UINT64_C(1) << 53) - 1)

/* ---------------------------------------------------------------------------
 * 1. Known outputs
 * ------------------------------------------------------------------------- */

struct case64 {
    double x;
    const char *want;
};

/* Float64 literals.  Julia parses literals with correct rounding, as does C. */
static const struct case64 cases64[] = {
    /* test/ryu.jl, Float64 "Basic" */
    {0.0, "0.0"},
    {-0.0, "-0.0"},
    {1.0, "1.0"},
    {-1.0, "-1.0"},
    /* "SwitchToSubnormal" */
    {2.2250738585072014e-308, "2.2250738585072014e-308"},
    /* "LotsOfTrailingZeros" */
    {2.98023223876953125e-8, "2.9802322387695312e-8"},
    /* "Regression" */
    {-2.109808898695963e16, "-2.109808898695963e16"},
    {4.940656e-318, "4.940656e-318"},
    {1.18575755e-316, "1.18575755e-316"},
    {2.989102097996e-312, "2.989102097996e-312"},
    {9.0608011534336e15, "9.0608011534336e15"},
    {4.708356024711512e18, "4.708356024711512e18"},
    {9.409340012568248e18, "9.409340012568248e18"},
    {1.2345678, "1.2345678"},
    /* "OutputLength" */
    {1.2, "1.2"},
    {1.23, "1.23"},
    {1.234, "1.234"},
    {1.2345, "1.2345"},
    {1.23456, "1.23456"},
    {1.234567, "1.234567"},
    {1.23456789, "1.23456789"},
    {1.234567895, "1.234567895"},
    {1.2345678901, "1.2345678901"},
    {1.23456789012, "1.23456789012"},
    {1.234567890123, "1.234567890123"},
    {1.2345678901234, "1.2345678901234"},
    {1.23456789012345, "1.23456789012345"},
    {1.234567890123456, "1.234567890123456"},
    {1.2345678901234567, "1.2345678901234567"},
    {4.294967294, "4.294967294"},
    {4.294967295, "4.294967295"},
    {4.294967296, "4.294967296"},
    {4.294967297, "4.294967297"},
    {4.294967298, "4.294967298"},
    /* "SmallIntegers" */
    {9007199254740991.0, "9.007199254740991e15"},
    {9007199254740992.0, "9.007199254740992e15"},
    {1.2e+1, "12.0"},
    {1.23e+2, "123.0"},
    {1.234e+3, "1234.0"},
    {1.2345e+4, "12345.0"},
    {1.23456e+5, "123456.0"},
    {1.234567e+6, "1.234567e6"},
    {1.2345678e+7, "1.2345678e7"},
    {1.23456789e+8, "1.23456789e8"},
    {1.23456789e+9, "1.23456789e9"},
    {1.234567895e+9, "1.234567895e9"},
    {1.2345678901e+10, "1.2345678901e10"},
    {1.23456789012e+11, "1.23456789012e11"},
    {1.234567890123e+12, "1.234567890123e12"},
    {1.2345678901234e+13, "1.2345678901234e13"},
    {1.23456789012345e+14, "1.23456789012345e14"},
    {1.234567890123456e+15, "1.234567890123456e15"},
    /* "SmallIntegers", 10^i */
    {1.0e+1, "10.0"},
    {1.0e+2, "100.0"},
    {1.0e+3, "1000.0"},
    {1.0e+4, "10000.0"},
    {1.0e+5, "100000.0"},
    {1.0e+6, "1.0e6"},
    {1.0e+7, "1.0e7"},
    {1.0e+8, "1.0e8"},
    {1.0e+9, "1.0e9"},
    {1.0e+10, "1.0e10"},
    {1.0e+11, "1.0e11"},
    {1.0e+12, "1.0e12"},
    {1.0e+13, "1.0e13"},
    {1.0e+14, "1.0e14"},
    {1.0e+15, "1.0e15"},
    /* "SmallIntegers", 10^15 + 10^i */
    {1.0e+15 + 1.0e+0, "1.000000000000001e15"},
    {1.0e+15 + 1.0e+1, "1.00000000000001e15"},
    {1.0e+15 + 1.0e+2, "1.0000000000001e15"},
    {1.0e+15 + 1.0e+3, "1.000000000001e15"},
    {1.0e+15 + 1.0e+4, "1.00000000001e15"},
    {1.0e+15 + 1.0e+5, "1.0000000001e15"},
    {1.0e+15 + 1.0e+6, "1.000000001e15"},
    {1.0e+15 + 1.0e+7, "1.00000001e15"},
    {1.0e+15 + 1.0e+8, "1.0000001e15"},
    {1.0e+15 + 1.0e+9, "1.000001e15"},
    {1.0e+15 + 1.0e+10, "1.00001e15"},
    {1.0e+15 + 1.0e+11, "1.0001e15"},
    {1.0e+15 + 1.0e+12, "1.001e15"},
    {1.0e+15 + 1.0e+13, "1.01e15"},
    {1.0e+15 + 1.0e+14, "1.1e15"},
    /* "SmallIntegers", largest power of 2 <= 10^(i+1) */
    {8.0, "8.0"},
    {64.0, "64.0"},
    {512.0, "512.0"},
    {8192.0, "8192.0"},
    {65536.0, "65536.0"},
    {524288.0, "524288.0"},
    {8388608.0, "8.388608e6"},
    {67108864.0, "6.7108864e7"},
    {536870912.0, "5.36870912e8"},
    {8589934592.0, "8.589934592e9"},
    {68719476736.0, "6.8719476736e10"},
    {549755813888.0, "5.49755813888e11"},
    {8796093022208.0, "8.796093022208e12"},
    {70368744177664.0, "7.0368744177664e13"},
    {562949953421312.0, "5.62949953421312e14"},
    /* "SmallIntegers", 1000 * (largest power of 2 <= 10^(i+1)) */
    {8.0e+3, "8000.0"},
    {64.0e+3, "64000.0"},
    {512.0e+3, "512000.0"},
    {8192.0e+3, "8.192e6"},
    {65536.0e+3, "6.5536e7"},
    {524288.0e+3, "5.24288e8"},
    {8388608.0e+3, "8.388608e9"},
    {67108864.0e+3, "6.7108864e10"},
    {536870912.0e+3, "5.36870912e11"},
    {8589934592.0e+3, "8.589934592e12"},
    {68719476736.0e+3, "6.8719476736e13"},
    {549755813888.0e+3, "5.49755813888e14"},
    {8796093022208.0e+3, "8.796093022208e15"},
    /* Julia manual, "Floating-Point Numbers" doctests */
    {0.5, "0.5"},
    {-1.23, "-1.23"},
    {1e10, "1.0e10"},
    {2.5e-4, "0.00025"},
    {0x1.8p3, "12.0"},
    {0x.4p-1, "0.125"},
    {0.000000005, "5.0e-9"},
    /* manual, "Machine epsilon": eps(Float64), eps(1000.), eps(1e-27), eps(0.0) */
    {0x1p-52, "2.220446049250313e-16"},
    {0x1p-43, "1.1368683772161603e-13"},
    {0x1p-142, "1.793662034335766e-43"},
    {0x1p-1074, "5.0e-324"},
};

struct case64bits {
    uint64_t bits;
    const char *want;
};

static const struct case64bits cases64bits[] = {
    /* test/ryu.jl "Basic": NaN, Inf, -Inf (also the manual's 0/0, 1/0, -5/0);
     * a negative NaN prints without sign (append_sign skips NaN) */
    {UINT64_C(0x7ff8000000000000), "NaN"},
    {UINT64_C(0xfff8000000000000), "NaN"},
    {UINT64_C(0x7ff0000000000000), "Inf"},
    {UINT64_C(0xfff0000000000000), "-Inf"},
    /* "MinAndMax" */
    {UINT64_C(0x7fefffffffffffff), "1.7976931348623157e308"},
    {UINT64_C(1), "5.0e-324"},
    /* "LooksLikePow5" */
    {UINT64_C(0x4830F0CF064DD592), "5.764607523034235e39"},
    {UINT64_C(0x4840F0CF064DD592), "1.152921504606847e40"},
    {UINT64_C(0x4850F0CF064DD592), "2.305843009213694e40"},
    /* "MinMaxShift" */
    {TODOUBLE(4, 0), "1.7800590868057611e-307"},
    {TODOUBLE(6, 0) | MAXMANT, "2.8480945388892175e-306"},
    {TODOUBLE(41, 0), "2.446494580089078e-296"},
    {TODOUBLE(40, 0) | MAXMANT, "4.8929891601781557e-296"},
    {TODOUBLE(1077, 0), "1.8014398509481984e16"},
    {TODOUBLE(1076, 0) | MAXMANT, "3.6028797018963964e16"},
    {TODOUBLE(307, 0), "2.900835519859558e-216"},
    {TODOUBLE(306, 0) | MAXMANT, "5.801671039719115e-216"},
    {TODOUBLE(934, 0x000FA7161A4D6E0C), "3.196104012172126e-27"},
};

/* Float32 through print/string (untyped).  test/ryu.jl's Float32 testsets call
 * Ryu.writeshortest(x) with the untyped defaults, which is exactly what
 * print(::Float32) produces in Julia 1.11. */
struct case32 {
    float x;
    const char *want;
};

static const struct case32 cases32_print[] = {
    /* test/ryu.jl, Float32 "Basic" */
    {0.0f, "0.0"},
    {-0.0f, "-0.0"},
    {1.0f, "1.0"},
    {-1.0f, "-1.0"},
    /* "SwitchToSubnormal" */
    {1.1754944e-38f, "1.1754944e-38"},
    /* "BoundaryRoundeven" */
    {3.355445e7f, "3.355445e7"},
    {8.999999e9f, "9.0e9"},
    {3.4366717e10f, "3.436672e10"},
    /* "exactValueRoundeven" */
    {3.0540412e5f, "305404.12"},
    {8.0990312e3f, "8099.0312"},
    /* "LotsOfTrailingZeros" */
    {2.4414062e-4f, "0.00024414062"},
    {2.4414062e-3f, "0.0024414062"},
    {4.3945312e-3f, "0.0043945312"},
    {6.3476562e-3f, "0.0063476562"},
    /* "Regression" */
    {4.7223665e21f, "4.7223665e21"},
    {8388608.0f, "8.388608e6"},
    {1.6777216e7f, "1.6777216e7"},
    {3.3554436e7f, "3.3554436e7"},
    {6.7131496e7f, "6.7131496e7"},
    {1.9310392e-38f, "1.9310392e-38"},
    {-2.47e-43f, "-2.47e-43"},
    {1.993244e-38f, "1.993244e-38"},
    {4103.9003f, "4103.9004"},
    {5.3399997e9f, "5.3399997e9"},
    {6.0898e-39f, "6.0898e-39"},
    {0.0010310042f, "0.0010310042"},
    {2.8823261e17f, "2.882326e17"},
    {7.0385309e-26f, "7.038531e-26"},
    {9.2234038e17f, "9.223404e17"},
    {6.7108872e7f, "6.710887e7"},
    {1.0e-44f, "1.0e-44"},
    {2.816025e14f, "2.816025e14"},
    {9.223372e18f, "9.223372e18"},
    {1.5846085e29f, "1.5846086e29"},
    {1.1811161e19f, "1.1811161e19"},
    {5.368709e18f, "5.368709e18"},
    {4.6143165e18f, "4.6143166e18"},
    {0.007812537f, "0.007812537"},
    {1.4e-45f, "1.0e-45"},
    {1.18697724e20f, "1.18697725e20"},
    {1.00014165e-36f, "1.00014165e-36"},
    {200.0f, "200.0"},
    {3.3554432e7f, "3.3554432e7"},
    /* "OutputLength"; Float32(1.2) etc. convert from the Float64 literal */
    {(float)1.2, "1.2"},
    {(float)1.23, "1.23"},
    {(float)1.234, "1.234"},
    {(float)1.2345, "1.2345"},
    {(float)1.23456, "1.23456"},
    {(float)1.234567, "1.234567"},
    {(float)1.2345678, "1.2345678"},
    {(float)1.23456735e-36, "1.23456735e-36"},
};

struct case32bits {
    uint32_t bits;
    const char *want;
};

static const struct case32bits cases32bits_print[] = {
    /* test/ryu.jl, Float32 "Basic" */
    {0x7fc00000u, "NaN"},
    {0x7f800000u, "Inf"},
    {0xff800000u, "-Inf"},
    /* "MinAndMax" */
    {0x7f7fffffu, "3.4028235e38"},
    {0x00000001u, "1.0e-45"},
    /* "LooksLikePow5" */
    {0x5D1502F9u, "6.7108864e17"},
    {0x5D9502F9u, "1.3421773e18"},
    {0x5E1502F9u, "2.6843546e18"},
};

/* Float32 through show/repr: Julia manual doctests ("Floating-Point Numbers",
 * "Special floating-point values", "Machine epsilon", nextfloat/prevfloat,
 * "Literal zero and one") plus the typed forms of a few ryu.jl values. */
static const struct case32 cases32_show[] = {
    {0.5f, "0.5f0"},
    {2.5e-4f, "0.00025f0"},
    {-1.5f, "-1.5f0"},
    {0x1p-23f, "1.1920929f-7"},
    {1.25f, "1.25f0"},
    {0x1.400002p0f, "1.2500001f0"},
    {0x1.3ffffep0f, "1.2499999f0"},
    {0.0f, "0.0f0"},
    {-0.0f, "-0.0f0"},
    {0.1f, "0.1f0"},
    {1.0e-5f, "1.0f-5"},
    {1.0e6f, "1.0f6"},
    {123456.0f, "123456.0f0"},
    {1.1754944e-38f, "1.1754944f-38"},
};

static const struct case32bits cases32bits_show[] = {
    {0x7fc00000u, "NaN32"},
    {0x7f800000u, "Inf32"},
    {0xff800000u, "-Inf32"},
    {0x7f7fffffu, "3.4028235f38"},
};

/* show in an IOContext with :compact => true (Julia's Ryu with 6 digits at
 * most: rounded from the exact value, and scientific when fixed notation
 * would show a rounded integer) */
static const struct case64 cases64_compact[] = {
    {1.0 / 3, "0.333333"},
    {2.0 / 3, "0.666667"},
    {1e-5, "1.0e-5"},
    {123456.0, "123456.0"},
    {1234567.0, "1.23457e6"},
    {123456.7, "1.23457e5"},
    {123456.5, "1.23456e5"},
    {0.1 + 0.2, "0.3"},
    {1e6, "1.0e6"},
    {100000.0, "100000.0"},
    {12345.65, "12345.6"},
    {0.000123456789, "0.000123457"},
    {5e-324, "5.0e-324"},
    {-2.5, "-2.5"},
    {3.14159265358979, "3.14159"},
};

static const struct case32 cases32_compact[] = {
    {1.0f / 3, "0.333333"},
    {1.0e-5f, "1.0f-5"},
    {1234567.0f, "1.23457f6"},
    {1.5f, "1.5"},
};

static void check_known(void)
{
    char buf[JLRT_FLOAT_BUFSIZE], in[64];
    int n = 0;
    for (size_t i = 0; i < sizeof cases64 / sizeof cases64[0]; i++, n++) {
        int len = jlrt_format_float64(cases64[i].x, buf);
        snprintf(in, sizeof in, "%.17g", cases64[i].x);
        if (strcmp(buf, cases64[i].want) != 0 || len != (int)strlen(buf))
            fail("table64", in, buf, cases64[i].want);
    }
    for (size_t i = 0; i < sizeof cases64bits / sizeof cases64bits[0]; i++, n++) {
        int len = jlrt_format_float64(from_bits64(cases64bits[i].bits), buf);
        snprintf(in, sizeof in, "0x%016llx", (unsigned long long)cases64bits[i].bits);
        if (strcmp(buf, cases64bits[i].want) != 0 || len != (int)strlen(buf))
            fail("table64bits", in, buf, cases64bits[i].want);
    }
    for (size_t i = 0; i < sizeof cases32_print / sizeof cases32_print[0]; i++, n++) {
        int len = jlrt_format_float32(cases32_print[i].x, buf);
        snprintf(in, sizeof in, "%.9g", (double)cases32_print[i].x);
        if (strcmp(buf, cases32_print[i].want) != 0 || len != (int)strlen(buf))
            fail("table32 print", in, buf, cases32_print[i].want);
    }
    for (size_t i = 0; i < sizeof cases32bits_print / sizeof cases32bits_print[0]; i++, n++) {
        int len = jlrt_format_float32(from_bits32(cases32bits_print[i].bits), buf);
        snprintf(in, sizeof in, "0x%08x", (unsigned)cases32bits_print[i].bits);
        if (strcmp(buf, cases32bits_print[i].want) != 0 || len != (int)strlen(buf))
            fail("table32bits print", in, buf, cases32bits_print[i].want);
    }
    for (size_t i = 0; i < sizeof cases32_show / sizeof cases32_show[0]; i++, n++) {
        int len = jlrt_show_float32(cases32_show[i].x, buf);
        snprintf(in, sizeof in, "%.9g", (double)cases32_show[i].x);
        if (strcmp(buf, cases32_show[i].want) != 0 || len != (int)strlen(buf))
            fail("table32 show", in, buf, cases32_show[i].want);
    }
    for (size_t i = 0; i < sizeof cases32bits_show / sizeof cases32bits_show[0]; i++, n++) {
        int len = jlrt_show_float32(from_bits32(cases32bits_show[i].bits), buf);
        snprintf(in, sizeof in, "0x%08x", (unsigned)cases32bits_show[i].bits);
        if (strcmp(buf, cases32bits_show[i].want) != 0 || len != (int)strlen(buf))
            fail("table32bits show", in, buf, cases32bits_show[i].want);
    }
    for (size_t i = 0; i < sizeof cases64_compact / sizeof cases64_compact[0]; i++, n++) {
        int len = jlrt_format_float64_compact(cases64_compact[i].x, buf);
        snprintf(in, sizeof in, "%.17g", cases64_compact[i].x);
        if (strcmp(buf, cases64_compact[i].want) != 0 || len != (int)strlen(buf))
            fail("table64 compact", in, buf, cases64_compact[i].want);
    }
    for (size_t i = 0; i < sizeof cases32_compact / sizeof cases32_compact[0]; i++, n++) {
        int len = jlrt_format_float32_styled(cases32_compact[i].x, buf, true, false, true);
        snprintf(in, sizeof in, "%.9g", (double)cases32_compact[i].x);
        if (strcmp(buf, cases32_compact[i].want) != 0 || len != (int)strlen(buf))
            fail("table32 compact", in, buf, cases32_compact[i].want);
    }
    printf("known-output table: %d cases\n", n);
}

/* ---------------------------------------------------------------------------
 * Helpers shared by the randomized checks
 * ------------------------------------------------------------------------- */

static uint64_t rng_state = UINT64_C(0x9E3779B97F4A7C15);

static uint64_t xorshift64(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return rng_state = x;
}

/* A Julia float text split into its parts.  digits has no leading zeros;
 * the value is 0.d1d2...dn * 10^pt. */
struct parsed {
    int neg;
    char digits[40];
    int n;
    int pt;
};

/* Parses our own output (either notation; 'e' or 'f' exponent; optional "f0").
 * Returns 0 for non-numeric text. */
static int parse_julia(const char *s, struct parsed *p)
{
    p->neg = *s == '-';
    if (p->neg)
        s++;
    if (!(*s >= '0' && *s <= '9'))
        return 0;
    int n = 0, before = 0, seen_point = 0, lead = 1, lead_zeros_after_point = 0;
    for (; *s; s++) {
        if (*s == '.') {
            seen_point = 1;
        } else if (*s >= '0' && *s <= '9') {
            if (lead && *s == '0') {
                if (seen_point)
                    lead_zeros_after_point++;
                continue;
            }
            lead = 0;
            p->digits[n++] = *s;
            if (!seen_point)
                before++;
        } else {
            break;
        }
    }
    int ex = 0;
    if (*s == 'e' || *s == 'f')
        ex = atoi(s + 1);
    while (n > 0 && p->digits[n - 1] == '0') /* the ".0" of "12.0" */
        n--;
    p->digits[n] = '\0';
    p->n = n;
    p->pt = (before ? before : -lead_zeros_after_point) + ex;
    return n > 0;
}

/* Independent statement of Julia's layout rule (base/ryu/shortest.jl,
 * writeshortest with precision = -1): fixed notation iff -4 < pt <= 6. */
static void julia_layout(char *out, int neg, const char *digits, int pt, char expch, int f0, int fixed_max)
{
    int n = (int)strlen(digits);
    char *p = out;
    if (neg)
        *p++ = '-';
    if (pt > -4 && pt <= fixed_max) {
        if (pt <= 0)
            p += sprintf(p, "0.%.*s%s", -pt, "0000", digits);
        else if (pt >= n)
            p += sprintf(p, "%s%.*s.0", digits, pt - n, "000000");
        else
            p += sprintf(p, "%.*s.%s", pt, digits, digits + pt);
        if (f0)
            p += sprintf(p, "f0");
    } else {
        p += sprintf(p, "%c.%s%c%d", digits[0], n > 1 ? digits + 1 : "0", expch, pt - 1);
    }
    *p = '\0';
}

/* Reads a decimal given as integer mantissa and exponent, in the target
 * precision (is32: 1 Float32, 2 Float16, 0 Float64); returns 1 if it reads
 * back as exactly the value with bits want. (Float16 reads through a double:
 * a decimal of at most 5 digits is never near enough to a Float16 midpoint
 * for the double rounding to matter.) */
static int reads_back(uint64_t mant, int exp10, int is32, uint64_t want)
{
    char s[64];
    snprintf(s, sizeof s, "%llue%d", (unsigned long long)mant, exp10);
    if (is32 == 2)
        return bits16((_Float16)strtod(s, NULL)) == (uint16_t)want;
    if (is32)
        return bits32(strtof(s, NULL)) == (uint32_t)want;
    return bits64(strtod(s, NULL)) == want;
}

/* The shortest-property check: the digits in p read back as the value with
 * bits want (sign removed), and neither one-digit-shorter neighbour does. */
static int check_shortest(const struct parsed *p, int is32, uint64_t want, const char **why)
{
    uint64_t d = strtoull(p->digits, NULL, 10);
    int e = p->pt - p->n;
    if (!reads_back(d, e, is32, want)) {
        *why = "does not round-trip";
        return 0;
    }
    if (p->n > 1) {
        uint64_t t = d / 10;
        if (reads_back(t, e + 1, is32, want) || reads_back(t + 1, e + 1, is32, want)) {
            *why = "a shorter digit string round-trips";
            return 0;
        }
    }
    return 1;
}

/* Reference digits: for n significant digits, the two n-digit neighbours of
 * |x| are glibc's correctly rounded "%.*e" (ties to even on the exact binary
 * value) and the grid point on the other side of x.  The shortest n where one
 * of them round-trips is found by bisection (round-tripping is monotone in n);
 * the correctly rounded one wins when both do, which is "closest, then even". */
static int ref_level(double ax, int n, int is32, uint64_t want, uint64_t *dm, int *de)
{
    char s[64];
    snprintf(s, sizeof s, "%.*e", n - 1, ax);
    uint64_t r = 0;
    const char *c = s;
    for (; *c && *c != 'e'; c++)
        if (*c >= '0' && *c <= '9')
            r = r * 10 + (uint64_t)(*c - '0');
    int e10 = atoi(c + 1) - (n - 1); /* value = r * 10^e10 */
    if (reads_back(r, e10, is32, want)) {
        *dm = r;
        *de = e10;
        return 1;
    }
    double back = is32 == 2 ? (double)(_Float16)strtod(s, NULL) : is32 ? (double)strtof(s, NULL) : strtod(s, NULL);
    uint64_t o;
    int oe = e10;
    uint64_t pow = 1;
    for (int i = 1; i < n; i++)
        pow *= 10;
    if (back < ax) {
        o = r + 1;
    } else if (r == pow) {
        /* rounded up to a power of ten: x is in the decade below, whose grid
         * is ten times finer */
        o = r * 10 - 1;
        oe = e10 - 1;
    } else {
        o = r - 1;
    }
    if (reads_back(o, oe, is32, want)) {
        *dm = o;
        *de = oe;
        return 1;
    }
    return 0;
}

static void ref_shortest(double ax, int is32, uint64_t want, char *digits, int *pt)
{
    int lo = 1, hi = is32 == 2 ? 5 : is32 ? 9 : 17; /* hi always round-trips */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        uint64_t m;
        int e;
        if (ref_level(ax, mid, is32, want, &m, &e))
            hi = mid;
        else
            lo = mid + 1;
    }
    uint64_t m;
    int e;
    if (!ref_level(ax, lo, is32, want, &m, &e)) {
        strcpy(digits, "?");
        *pt = 0;
        return;
    }
    while (m % 10 == 0) {
        m /= 10;
        e++;
    }
    int n = sprintf(digits, "%llu", (unsigned long long)m);
    *pt = e + n;
}

/* ---------------------------------------------------------------------------
 * 2 + 3. Randomized checks
 * ------------------------------------------------------------------------- */

static long checked64, checked32;

static void check_double(double x)
{
    char buf[JLRT_FLOAT_BUFSIZE], in[40], want[64];
    uint64_t b = bits64(x);
    if (((b >> 52) & 0x7ff) == 0x7ff)
        return;
    int len = jlrt_format_float64(x, buf);
    checked64++;
    snprintf(in, sizeof in, "0x%016llx", (unsigned long long)b);
    if (len != (int)strlen(buf) || len >= JLRT_FLOAT_BUFSIZE) {
        fail("length", in, buf, "?");
        return;
    }
    if (bits64(strtod(buf, NULL)) != b) {
        fail("round-trip64", in, buf, "a string that parses back");
        return;
    }
    if ((b << 1) == 0)
        return; /* zeros have no digits to shorten; the table covers them */
    struct parsed p;
    const char *why;
    uint64_t ab = b & ~(UINT64_C(1) << 63);
    if (!parse_julia(buf, &p) || !check_shortest(&p, 0, ab, &why)) {
        fail("shortest64", in, buf, why);
        return;
    }
    char rd[40];
    int rpt;
    ref_shortest(from_bits64(ab), 0, ab, rd, &rpt);
    julia_layout(want, (int)(b >> 63), rd, rpt, 'e', 0, 6);
    if (strcmp(buf, want) != 0)
        fail("reference64", in, buf, want);
}

static void check_float(float x)
{
    char buf[JLRT_FLOAT_BUFSIZE], sbuf[JLRT_FLOAT_BUFSIZE], in[40], want[64];
    uint32_t b = bits32(x);
    if (((b >> 23) & 0xff) == 0xff)
        return;
    int len = jlrt_format_float32(x, buf);
    int slen = jlrt_show_float32(x, sbuf);
    checked32++;
    snprintf(in, sizeof in, "0x%08x", (unsigned)b);
    if (len != (int)strlen(buf) || slen != (int)strlen(sbuf) || slen >= JLRT_FLOAT_BUFSIZE) {
        fail("length32", in, buf, "?");
        return;
    }
    if (bits32(strtof(buf, NULL)) != b) {
        fail("round-trip32", in, buf, "a string that parses back");
        return;
    }
    if ((b << 1) == 0)
        return;
    struct parsed p;
    const char *why;
    uint32_t ab = b & 0x7fffffffu;
    if (!parse_julia(buf, &p) || !check_shortest(&p, 1, ab, &why)) {
        fail("shortest32", in, buf, why);
        return;
    }
    char rd[40];
    int rpt;
    ref_shortest((double)from_bits32(ab), 1, ab, rd, &rpt);
    julia_layout(want, (int)(b >> 31), rd, rpt, 'e', 0, 6);
    if (strcmp(buf, want) != 0)
        fail("reference32 print", in, buf, want);
    julia_layout(want, (int)(b >> 31), rd, rpt, 'f', 1, 6);
    if (strcmp(sbuf, want) != 0)
        fail("reference32 show", in, sbuf, want);
}

/* A "nice" decimal with at most 15 significant digits reads back to a double
 * whose shortest form is that decimal itself: two distinct 15-digit decimals
 * are farther apart than a double's rounding interval is wide. */
static void check_nice_decimal(void)
{
    int ndig = 1 + (int)(xorshift64() % 15);
    uint64_t lim = 1;
    for (int i = 0; i < ndig; i++)
        lim *= 10;
    uint64_t m = 1 + xorshift64() % (lim - 1);
    /* mostly around the fixed/scientific switch, sometimes anywhere normal */
    int e = (xorshift64() & 3) ? (int)(xorshift64() % 41) - 25 : (int)(xorshift64() % 571) - 290;
    char s[64], buf[JLRT_FLOAT_BUFSIZE], want[64];
    snprintf(s, sizeof s, "%llue%d", (unsigned long long)m, e);
    double x = strtod(s, NULL);
    if (xorshift64() & 1)
        x = -x;
    check_double(x);
    while (m % 10 == 0) {
        m /= 10;
        e++;
    }
    char digits[24];
    int n = sprintf(digits, "%llu", (unsigned long long)m);
    julia_layout(want, x < 0, digits, e + n, 'e', 0, 6);
    jlrt_format_float64(x, buf);
    if (strcmp(buf, want) != 0)
        fail("nice decimal", s, buf, want);
}

/* Same for Float32 with at most 6 digits (Float32's round-trip guarantee). */
static void check_nice_decimal32(void)
{
    int ndig = 1 + (int)(xorshift64() % 6);
    uint64_t lim = 1;
    for (int i = 0; i < ndig; i++)
        lim *= 10;
    uint64_t m = 1 + xorshift64() % (lim - 1);
    int e = (xorshift64() & 3) ? (int)(xorshift64() % 21) - 12 : (int)(xorshift64() % 70) - 37;
    char s[64], buf[JLRT_FLOAT_BUFSIZE], want[64];
    snprintf(s, sizeof s, "%llue%d", (unsigned long long)m, e);
    float x = strtof(s, NULL);
    check_float(x);
    while (m % 10 == 0) {
        m /= 10;
        e++;
    }
    char digits[24];
    int n = sprintf(digits, "%llu", (unsigned long long)m);
    julia_layout(want, 0, digits, e + n, 'e', 0, 6);
    jlrt_format_float32(x, buf);
    if (strcmp(buf, want) != 0)
        fail("nice decimal32", s, buf, want);
}

static void check_random(void)
{
    /* edges of every binade: powers of two (asymmetric intervals) and their
     * neighbours, for every exponent */
    for (uint64_t be = 0; be < 0x7ff; be++)
        for (int d = -2; d <= 2; d++) {
            uint64_t b = (be << 52) + (uint64_t)(int64_t)d;
            if ((int64_t)b >= 0 && (b >> 52) < 0x7ff)
                check_double(from_bits64(b));
        }
    for (uint32_t be = 0; be < 0xff; be++)
        for (int d = -2; d <= 2; d++) {
            uint32_t b = (be << 23) + (uint32_t)(int32_t)d;
            if ((int32_t)b >= 0 && (b >> 23) < 0xff)
                check_float(from_bits32(b));
        }
    /* exact integers and scaled powers of ten, which exercise the exact path */
    for (int i = 0; i <= 22; i++) {
        double p = 1;
        for (int j = 0; j < i; j++)
            p *= 10;
        for (int m = 1; m <= 99; m++)
            check_double(m * p);
    }
    /* JLC_FLOAT_TEST_COUNT=10000000 for the long run; the suite keeps it short */
    const char *count_env = getenv("JLC_FLOAT_TEST_COUNT");
    long random_count = count_env ? atol(count_env) : 200000;
    for (long i = 0; i < random_count; i++) {
        if (i % 4 == 3)
            check_nice_decimal();
        else
            check_double(from_bits64(xorshift64()));
    }
    for (int i = 0; i < 300000; i++) {
        if (i % 4 == 3)
            check_nice_decimal32();
        else
            check_float(from_bits32((uint32_t)(xorshift64() >> 32)));
    }
    printf("randomized: %ld doubles and %ld floats checked (round-trip, shortest, reference)\n",
           checked64, checked32);
}

/* Every Float16: round-trips, and matches the reference digits laid out with
 * Float16's fixed-notation limit (3), print and show alike. */
static void check_all_float16(void)
{
    long n = 0;
    for (uint32_t b = 0; b < 0x10000; b++) {
        if (((b >> 10) & 0x1f) == 0x1f || (b & 0x7fff) == 0)
            continue;
        char buf[JLRT_FLOAT_BUFSIZE], sbuf[JLRT_FLOAT_BUFSIZE], in[16], want[64], typed[80];
        jlrt_format_float16((uint16_t)b, buf, false);
        jlrt_format_float16((uint16_t)b, sbuf, true);
        snprintf(in, sizeof in, "0x%04x", (unsigned)b);
        if (bits16((_Float16)strtod(buf, NULL)) != b) {
            fail("round-trip16", in, buf, "a string that parses back");
            continue;
        }
        uint16_t ab = (uint16_t)(b & 0x7fff);
        _Float16 h;
        memcpy(&h, &ab, sizeof h);
        char rd[40];
        int rpt;
        ref_shortest((double)h, 2, ab, rd, &rpt);
        julia_layout(want, (int)(b >> 15), rd, rpt, 'e', 0, 3);
        if (strcmp(buf, want) != 0)
            fail("reference16 print", in, buf, want);
        snprintf(typed, sizeof typed, "Float16(%s)", want);
        if (strcmp(sbuf, typed) != 0)
            fail("reference16 show", in, sbuf, typed);
        n++;
    }
    printf("every Float16: %ld values checked\n", n);
}

/* Every Float32 in two ranges of consecutive bit patterns, 2^k each (k = 15,
 * or JLC_FLOAT32_RANGE_BITS): from 1.0 up, and the smallest subnormals up. */
static void check_float32_ranges(void)
{
    const char *env = getenv("JLC_FLOAT32_RANGE_BITS");
    int k = env ? atoi(env) : 15;
    uint32_t count = UINT32_C(1) << k;
    long before = checked32;
    for (uint32_t i = 0; i < count; i++) {
        check_float(from_bits32(0x3f800000u + i));
        check_float(from_bits32(1u + i));
    }
    printf("every Float32 in [1.0, 1.0 + %u ulps) and the first %u subnormals: %ld checked\n",
           count, count, checked32 - before);
}

/* ---------------------------------------------------------------------------
 * Timing
 * ------------------------------------------------------------------------- */

static void timing(void)
{
    enum { N = 1000000 };
    double *xs = malloc(N * sizeof *xs);
    if (!xs)
        return;
    rng_state = UINT64_C(0x0123456789ABCDEF);
    for (int i = 0; i < N; i++) {
        uint64_t b;
        do
            b = xorshift64();
        while (((b >> 52) & 0x7ff) == 0x7ff);
        xs[i] = from_bits64(b);
    }
    char buf[JLRT_FLOAT_BUFSIZE];
    unsigned long sink = 0;
    clock_t t0 = clock();
    for (int i = 0; i < N; i++)
        sink += (unsigned long)jlrt_format_float64(xs[i], buf);
    clock_t t1 = clock();
    for (int i = 0; i < N; i++)
        sink += (unsigned long)snprintf(buf, sizeof buf, "%.17g", xs[i]);
    clock_t t2 = clock();
    double a = (double)(t1 - t0) / CLOCKS_PER_SEC, s = (double)(t2 - t1) / CLOCKS_PER_SEC;
    printf("timing, 1e6 random doubles: jlrt_format_float64 %.3f s, snprintf(\"%%.17g\") %.3f s,"
           " speedup %.1fx (checksum %lu)\n",
           a, s, a > 0 ? s / a : 0.0, sink);
    /* the bar, held in the long run only: a loaded machine can
     * slow either loop in the short one */
    if (getenv("JLC_FLOAT_TEST_COUNT") && s < 5 * a)
        fail("speed", "1e6 random doubles", "less than 5x snprintf", "at least 5x");
    free(xs);
}

int main(void)
{
    check_known();
    check_random();
    check_all_float16();
    check_float32_ranges();
    timing();
    if (failures) {
        printf("%d FAILURES\n", failures);
        return 1;
    }
    printf("all float printing tests passed\n");
    return 0;
}
