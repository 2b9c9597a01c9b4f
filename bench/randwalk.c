/* C twin of randwalk.jl: a MINSTD-driven 2-D lattice random walk. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 30000000 // QUICK=2000000

static int64_t next_state(int64_t s) { return (s * 48271) % 2147483647; }

int main(void) {
  int64_t s = 42, x = 0, y = 0, farthest = 0;
  for (int64_t step = 1; step <= N; step++) {
    s = next_state(s);
    int64_t dir = (s >> 16) & 3;
    if (dir == 0) x += 1;
    else if (dir == 1) x -= 1;
    else if (dir == 2) y += 1;
    else y -= 1;
    int64_t d = llabs(x) + llabs(y);
    farthest = farthest > d ? farthest : d;
  }
  printf("%lld %lld %lld %lld\n", (long long)x, (long long)y, (long long)farthest, (long long)s);
  return 0;
}
