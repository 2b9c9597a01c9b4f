/* C twin of fileprint.jl: N formatted lines written with fprintf, the file
 * read back for the same checksum, then removed. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000 // QUICK=20000
#define PATH "fileprint.txt"

static void write_lines(const char *path, int64_t n) {
  static const char *names[] = {"alpha", "beta", "gamma", "delta", "epsilon"};
  FILE *f = fopen(path, "w");
  if (!f) { perror(path); exit(1); }
  for (int64_t i = 1; i <= n; i++)
    fprintf(f, "%7lld | %-8s | %lld\n", (long long)i, names[i % 5], (long long)(i * i));
  if (fclose(f) != 0) { perror(path); exit(1); }
}

int main(void) {
  write_lines(PATH, N);
  FILE *f = fopen(PATH, "rb");
  if (!f) { perror(PATH); return 1; }
  uint64_t h = 0;   /* wraps as Julia's Int does */
  size_t len = 0;
  int c;
  while ((c = getc(f)) != EOF) { h = 31 * h + (unsigned char)c; len++; }
  fclose(f);
  remove(PATH);
  printf("%zu %lld\n", len, (long long)(int64_t)h);
  return 0;
}
