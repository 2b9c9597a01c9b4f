/* C twin of fannkuch.jl: fannkuch-redux over the permutations of 0..N-1.
 * Arrays are indexed from 1 as in the Julia program (slot 0 is unused). */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 10 // QUICK=9

static int64_t *new_vector(int64_t n) {
  int64_t *a = malloc((size_t)(n + 1) * sizeof *a);
  if (!a) abort();
  return a;
}

static void fannkuch(int64_t n, int64_t *checksum_out, int64_t *maxflips_out) {
  int64_t *perm = new_vector(n), *perm1 = new_vector(n), *count = new_vector(n);
  for (int64_t i = 1; i <= n; i++) { perm[i] = 0; count[i] = 0; perm1[i] = i - 1; }
  int64_t maxflips = 0, checksum = 0, permcount = 0, r = n;
  for (;;) {
    while (r != 1) {
      count[r] = r;
      r -= 1;
    }
    for (int64_t i = 1; i <= n; i++) perm[i] = perm1[i];
    int64_t flips = 0;
    int64_t k = perm[1];
    while (k != 0) {
      int64_t i = 1, j = k + 1;
      while (i < j) {
        int64_t t = perm[i]; perm[i] = perm[j]; perm[j] = t;
        i += 1;
        j -= 1;
      }
      flips += 1;
      k = perm[1];
    }
    maxflips = maxflips > flips ? maxflips : flips;
    checksum += permcount % 2 == 0 ? flips : -flips;
    for (;;) {
      if (r == n) goto done;
      int64_t perm0 = perm1[1];
      for (int64_t i = 1; i <= r; i++) perm1[i] = perm1[i + 1];
      perm1[r + 1] = perm0;
      count[r + 1] -= 1;
      if (count[r + 1] > 0) break;
      r += 1;
    }
    permcount += 1;
  }
done:
  *checksum_out = checksum;
  *maxflips_out = maxflips;
  free(perm); free(perm1); free(count);
}

int main(void) {
  int64_t checksum, maxflips;
  fannkuch(N, &checksum, &maxflips);
  printf("%lld\nPfannkuchen(%d) = %lld\n", (long long)checksum, N, (long long)maxflips);
  return 0;
}
