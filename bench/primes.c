/* C twin of primes.jl: count primes below N by trial division up to sqrt(n). */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

#define N 1500000 // QUICK=150000

static bool isprime(int64_t n) {
  if (n < 2) return false;
  if (n % 2 == 0) return n == 2;
  for (int64_t d = 3; d * d <= n; d += 2)
    if (n % d == 0) return false;
  return true;
}

int main(void) {
  int64_t count = 0;
  for (int64_t n = 2; n <= N - 1; n++)
    if (isprime(n)) count += 1;
  printf("%lld\n", (long long)count);
  return 0;
}
