/* isprint's own small table (runtime/unicode_print_table.h) must agree with
 * the category table everywhere: isprint is category Lu (1) to Zs (23). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

int32_t jlrt_uc_category(uint32_t u);
bool jlrt_uc_isprint(uint32_t u);

int main(void)
{
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
