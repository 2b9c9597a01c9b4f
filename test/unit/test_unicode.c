/* Unicode tables of their own:
 *   - isprint's (runtime/unicode_print_table.h) must agree with the category
 *     table everywhere: isprint is category Lu (1) to Zs (23);
 *   - the grapheme breaks (jlrt_uc_grapheme_step, stepped as Julia's
 *     isgraphemebreak! is) must be those of every line of Unicode's
 *     GraphemeBreakTest.txt, when the machine has it (unicode-data). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int32_t jlrt_uc_category(uint32_t u);
bool jlrt_uc_isprint(uint32_t u);
int32_t jlrt_uc_grapheme_step(int32_t state, uint32_t c1, uint32_t c2);

#define BREAK_TEST "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"

/* The lines of the test that disagree; -1 without the file. A line is
 * "÷ 0020 × 0308 ÷", ÷ a break and × none, then a comment. */
static long grapheme_test(void)
{
    FILE *f = fopen(BREAK_TEST, "r");
    if (!f)
        return -1;
    char line[4096];
    long bad = 0, lines = 0;
    while (fgets(line, sizeof line, f)) {
        char *hash = strchr(line, '#');
        if (hash)
            *hash = 0;
        uint32_t cps[64];
        bool breaks[64];
        int n = 0;
        for (char *p = line; *p && n < 64;) {
            if (!strncmp(p, "\xc3\xb7", 2) || !strncmp(p, "\xc3\x97", 2)) {   /* ÷ or × */
                if (n > 0)
                    breaks[n - 1] = p[1] == '\xb7';
                p += 2;
            } else if ((*p >= '0' && *p <= '9') || (*p >= 'A' && *p <= 'F')) {
                cps[n++] = (uint32_t)strtoul(p, &p, 16);
            } else {
                p++;
            }
        }
        if (n < 2)
            continue;
        lines++;
        int32_t state = 0;
        for (int i = 0; i + 1 < n; i++) {
            int32_t r = jlrt_uc_grapheme_step(state, cps[i], cps[i + 1]);
            state = r >> 1;
            if ((r & 1) != breaks[i]) {
                if (bad++ < 10)
                    fprintf(stderr, "GraphemeBreakTest: %s", line);
                break;
            }
        }
    }
    fclose(f);
    printf("%ld grapheme break test lines\n", lines);
    return bad;
}

int main(void)
{
    long gbad = grapheme_test();
    if (gbad > 0) {
        fprintf(stderr, "%ld grapheme break test lines disagree\n", gbad);
        return 1;
    }
    long bad = 0;
    for (uint32_t u = 0; u <= 0x110010; u++) {
        int32_t cat = jlrt_uc_category(u);
        bool want = cat >= 1 && cat <= 23;
        if (jlrt_uc_isprint(u) != want) {
            if (bad++ < 10)
                fprintf(stderr, "U+%04X: isprint %d, category %d\n", (unsigned)u, !want, (int)cat);
        }
    }
    if (bad) {
        fprintf(stderr, "%ld code points disagree\n", bad);
        return 1;
    }
    printf("isprint agrees with the categories on all code points\n");
    return 0;
}
