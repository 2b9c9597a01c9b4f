/* C twin of collatz.jl: the longest Collatz chain starting below N. */
#include <stdio.h>
#include <stdint.h>

#define N 1000000 // QUICK=100000

static int64_t collatz_length(int64_t n) {
  int64_t len = 1;
  while (n != 1) {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1;
    len += 1;
  }
  return len;
}

int main(void) {
  int64_t best = 1, best_len = 1;
  for (int64_t start = 1; start <= N - 1; start++) {
    int64_t len = collatz_length(start);
    if (len > best_len) { best = start; best_len = len; }
  }
  printf("%lld %lld\n", (long long)best, (long long)best_len);
  return 0;
}
