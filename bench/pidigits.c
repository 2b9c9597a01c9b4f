// bench-libs: -lgmp
/* C twin of pidigits.jl: the same spigot in GMP, as C programs write it:
 * mpz values updated in place, one set of temporaries for the whole run. */
#include <gmp.h>
#include <stdio.h>

#define N 10000 // QUICK=1000

int main(void) {
  mpz_t numer, accum, denom, tmp1, tmp2;
  mpz_init_set_ui(numer, 1);
  mpz_init_set_ui(accum, 0);
  mpz_init_set_ui(denom, 1);
  mpz_init(tmp1);
  mpz_init(tmp2);
  char line[11];
  int digits = 0, used = 0;
  for (unsigned long k = 1; digits < N; k++) {
    unsigned long k2 = 2 * k + 1;
    mpz_addmul_ui(accum, numer, 2);
    mpz_mul_ui(accum, accum, k2);
    mpz_mul_ui(denom, denom, k2);
    mpz_mul_ui(numer, numer, k);
    if (mpz_cmp(numer, accum) > 0) continue;
    mpz_mul_ui(tmp1, numer, 3);
    mpz_add(tmp1, tmp1, accum);
    mpz_tdiv_q(tmp2, tmp1, denom);
    unsigned long d = mpz_get_ui(tmp2);
    mpz_add(tmp1, tmp1, numer);
    mpz_tdiv_q(tmp2, tmp1, denom);
    if (d != mpz_get_ui(tmp2)) continue;
    line[used++] = (char)('0' + d);
    digits++;
    if (digits % 10 == 0) {
      line[used] = 0;
      printf("%s\t:%d\n", line, digits);
      used = 0;
    }
    mpz_submul_ui(accum, denom, d);
    mpz_mul_ui(accum, accum, 10);
    mpz_mul_ui(numer, numer, 10);
  }
  if (used) {
    while (used < 10) line[used++] = ' ';
    line[used] = 0;
    printf("%s\t:%d\n", line, digits);
  }
  return 0;
}
