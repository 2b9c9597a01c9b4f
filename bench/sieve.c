/* C twin of sieve.jl: the sieve of Eratosthenes on N bool flags; the primes
 * go into a vector that doubles its capacity when full, as push! does. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>

#define N 50000000 // QUICK=5000000

typedef struct { int64_t *data; int64_t length, capacity; } Vector;

static void push(Vector *v, int64_t x) {
  if (v->length == v->capacity) {
    v->capacity = v->capacity ? 2 * v->capacity : 4;
    v->data = realloc(v->data, (size_t)v->capacity * sizeof *v->data);
    if (!v->data) abort();
  }
  v->data[v->length++] = x;
}

/* flags[1..n]; slot 0 is unused so that indices are Julia's. */
static bool *sieve(int64_t n) {
  bool *is_prime = malloc((size_t)n + 1);
  if (!is_prime) abort();
  for (int64_t i = 1; i <= n; i++) is_prime[i] = true;
  is_prime[1] = false;
  for (int64_t p = 2; p * p <= n; p++)
    if (is_prime[p])
      for (int64_t m = p * p; m <= n; m += p) is_prime[m] = false;
  return is_prime;
}

static Vector primes_from(const bool *flags, int64_t n) {
  Vector primes = {NULL, 0, 0};
  for (int64_t i = 1; i <= n; i++)
    if (flags[i]) push(&primes, i);
  return primes;
}

int main(void) {
  bool *flags = sieve(N);
  Vector primes = primes_from(flags, N);
  int64_t sum = 0;
  for (int64_t i = 0; i < primes.length; i++) sum += primes.data[i];
  printf("%lld %lld %lld\n", (long long)primes.length, (long long)primes.data[primes.length - 1], (long long)sum);
  free(flags); free(primes.data);
  return 0;
}
