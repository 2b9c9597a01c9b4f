/* C twin of fib.jl: naive doubly recursive Fibonacci. */
#include <stdio.h>
#include <stdint.h>

#define N 35 // QUICK=25

static int64_t fib(int64_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  printf("%lld\n", (long long)fib(N));
  return 0;
}
