/* C twin of fasta.jl: the same three sequences written one character at a
 * time to a growable in-memory buffer (what an IOBuffer is). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 1000000 // QUICK=50000
#define LINE 60
#define IM 139968
#define IA 3877
#define IC 29573

static const char ALU[] =
    "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCA"
    "CCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT";

typedef struct { char *data; size_t len, cap; } buffer;

static void put(buffer *b, char c) {
  if (b->len == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 64;
    b->data = realloc(b->data, b->cap);
    if (!b->data) { perror("realloc"); exit(1); }
  }
  b->data[b->len++] = c;
}

static void puts_buf(buffer *b, const char *s) { while (*s) put(b, *s++); }

static int64_t newline_every_line(buffer *b, int64_t col) {
  if (++col == LINE) { put(b, '\n'); col = 0; }
  return col;
}

static void repeat_fasta(buffer *b, const char *s, int64_t n) {
  int64_t len = (int64_t)strlen(s), col = 0;
  for (int64_t i = 0; i < n; i++) {
    put(b, s[i % len]);
    col = newline_every_line(b, col);
  }
  if (col > 0) put(b, '\n');
}

static int64_t random_fasta(buffer *b, const char *symbols, const double *probs, int64_t nsym,
                            int64_t n, int64_t seed) {
  double *cumulative = malloc(nsym * sizeof *cumulative);
  double acc = 0.0;
  for (int64_t k = 0; k < nsym; k++) cumulative[k] = acc += probs[k];
  int64_t col = 0;
  for (int64_t i = 0; i < n; i++) {
    seed = (seed * IA + IC) % IM;
    double r = (double)seed / (double)IM;
    int64_t k = 0;
    while (k < nsym - 1 && r >= cumulative[k]) k++;
    put(b, symbols[k]);
    col = newline_every_line(b, col);
  }
  if (col > 0) put(b, '\n');
  free(cumulative);
  return seed;
}

int main(void) {
  static const double iub[] = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02,
                               0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
  static const double homo[] = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};
  buffer b = {0};
  puts_buf(&b, ">ONE Homo sapiens alu\n");
  repeat_fasta(&b, ALU, 2 * N);
  puts_buf(&b, ">TWO IUB ambiguity codes\n");
  int64_t seed = random_fasta(&b, "acgtBDHKMNRSVWY", iub, 15, 3 * N, 42);
  puts_buf(&b, ">THREE Homo sapiens frequency\n");
  random_fasta(&b, "acgt", homo, 4, 5 * N, seed);
  uint64_t h = 0;   /* wraps as Julia's Int does */
  for (size_t i = 0; i < b.len; i++) h = 31 * h + (unsigned char)b.data[i];
  printf("%zu %lld\n", b.len, (long long)(int64_t)h);
  free(b.data);
  return 0;
}
