/* C twin of revcomp.jl: the same FASTA text, read back line by line; each
 * sequence reversed and complemented through a table in place and written
 * with stdio in lines of 60. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 250000 // QUICK=25000
#define IM 139968
#define IA 3877
#define IC 29573
#define LINE 60

static const char ALU[] =
  "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGGGAGGCCGAGGCGGGCGGATCA"
  "CCTGAGGTCAGGAGTTCGAGACCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT";

typedef struct { char *data; size_t len, cap; } Buf;

static void put(Buf *b, const char *s, size_t n) {
  if (b->len + n > b->cap) {
    b->cap = (b->len + n) * 2;
    b->data = realloc(b->data, b->cap);
  }
  memcpy(b->data + b->len, s, n);
  b->len += n;
}

static long seed = 42;
static double next_random(void) { seed = (seed * IA + IC) % IM; return (double)seed / IM; }

static void random_fasta(Buf *b, const char *header, const char *symbols, const double *probs, int nsym, long n) {
  put(b, header, strlen(header));
  put(b, "\n", 1);
  double cumulative[16], acc = 0;
  for (int k = 0; k < nsym; k++) cumulative[k] = acc += probs[k];
  char line[LINE + 1];
  for (long start = 0; start < n; start += LINE) {
    int len = n - start < LINE ? (int)(n - start) : LINE;
    for (int i = 0; i < len; i++) {
      double r = next_random();
      int k = 0;
      while (k < nsym - 1 && !(r < cumulative[k])) k++;
      line[i] = symbols[k];
    }
    line[len] = '\n';
    put(b, line, len + 1);
  }
}

static void repeat_fasta(Buf *b, const char *header, const char *s, long n) {
  put(b, header, strlen(header));
  put(b, "\n", 1);
  size_t slen = strlen(s), pos = 0;
  char *doubled = malloc(2 * slen);
  memcpy(doubled, s, slen);
  memcpy(doubled + slen, s, slen);
  for (long start = 0; start < n; start += LINE) {
    int len = n - start < LINE ? (int)(n - start) : LINE;
    put(b, doubled + pos, len);
    put(b, "\n", 1);
    pos += len;
    if (pos >= slen) pos -= slen;
  }
  free(doubled);
}

static unsigned char complement[256];

static void print_revcomp(Buf *seq) {
  unsigned char *s = (unsigned char *)seq->data;
  for (size_t i = 0, j = seq->len; i + 1 < j; i++, j--) {
    unsigned char t = s[i]; s[i] = s[j - 1]; s[j - 1] = t;
  }
  for (size_t i = 0; i < seq->len; i++) s[i] = complement[s[i]];
  for (size_t start = 0; start < seq->len; start += LINE) {
    size_t len = seq->len - start < LINE ? seq->len - start : LINE;
    fwrite(s + start, 1, len, stdout);
    putchar('\n');
  }
}

int main(void) {
  static const double iub[] = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
  static const double homo[] = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};
  Buf text = {0};
  repeat_fasta(&text, ">ONE Homo sapiens alu", ALU, 2L * N);
  random_fasta(&text, ">TWO IUB ambiguity codes", "acgtBDHKMNRSVWY", iub, 15, 3L * N);
  random_fasta(&text, ">THREE Homo sapiens frequency", "acgt", homo, 4, 5L * N);

  for (int c = 0; c < 256; c++) complement[c] = (unsigned char)c;
  const char *from = "ACGTUMRWSYKVHDBN", *to = "TGCAAKYWSRMBDHVN";
  for (int k = 0; from[k]; k++) {
    complement[(unsigned char)from[k]] = (unsigned char)to[k];
    complement[(unsigned char)from[k] + 32] = (unsigned char)to[k];
  }

  Buf seq = {0};
  for (size_t pos = 0; pos < text.len;) {
    char *nl = memchr(text.data + pos, '\n', text.len - pos);
    size_t end = nl ? (size_t)(nl - text.data) : text.len;
    if (text.data[pos] == '>') {
      if (seq.len) print_revcomp(&seq);
      seq.len = 0;
      fwrite(text.data + pos, 1, end - pos + 1, stdout);
    } else {
      put(&seq, text.data + pos, end - pos);
    }
    pos = end + 1;
  }
  print_revcomp(&seq);
  return 0;
}
