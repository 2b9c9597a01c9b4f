// bench-libs: -lpcre2-8
/* C twin of regex_redux.jl: the same FASTA text, the same PCRE2 patterns
 * compiled with the options Julia gives a Regex (UTF, UCP, ALT_BSUX,
 * MATCH_INVALID_UTF) and JIT-compiled, matches counted with pcre2_match and
 * substitutions made with pcre2_substitute. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 500000 // QUICK=50000
#define IM 139968
#define IA 3877
#define IC 29573
#define LINE 60

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

static const uint32_t COMPILE = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | PCRE2_UCP | PCRE2_ALT_BSUX;

static pcre2_code *compile(const char *pattern, uint32_t extra) {
  int err;
  PCRE2_SIZE offset;
  pcre2_code *code = pcre2_compile((PCRE2_SPTR)pattern, PCRE2_ZERO_TERMINATED, COMPILE | extra, &err, &offset, NULL);
  if (!code) { fprintf(stderr, "bad pattern %s\n", pattern); exit(1); }
  pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
  return code;
}

static long count_matches(const char *pattern, const Buf *s) {
  pcre2_code *code = compile(pattern, PCRE2_CASELESS);
  pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, NULL);
  long n = 0;
  PCRE2_SIZE pos = 0;
  while (pcre2_match(code, (PCRE2_SPTR)s->data, s->len, pos, PCRE2_NO_UTF_CHECK, md, NULL) > 0) {
    n++;
    pos = pcre2_get_ovector_pointer(md)[1];
  }
  pcre2_match_data_free(md);
  pcre2_code_free(code);
  return n;
}

/* s with every match of pattern replaced by replacement, in a new buffer. */
static Buf substitute(const char *pattern, const char *replacement, const Buf *s) {
  pcre2_code *code = compile(pattern, 0);
  Buf out = {malloc(s->len + 1), 0, s->len + 1};
  PCRE2_SIZE outlen = out.cap;
  uint32_t opts = PCRE2_SUBSTITUTE_GLOBAL | PCRE2_SUBSTITUTE_OVERFLOW_LENGTH | PCRE2_NO_UTF_CHECK;
  int rc = pcre2_substitute(code, (PCRE2_SPTR)s->data, s->len, 0, opts, NULL, NULL,
                            (PCRE2_SPTR)replacement, PCRE2_ZERO_TERMINATED, (PCRE2_UCHAR *)out.data, &outlen);
  if (rc == PCRE2_ERROR_NOMEMORY) {
    out.data = realloc(out.data, out.cap = outlen);
    rc = pcre2_substitute(code, (PCRE2_SPTR)s->data, s->len, 0, opts, NULL, NULL,
                          (PCRE2_SPTR)replacement, PCRE2_ZERO_TERMINATED, (PCRE2_UCHAR *)out.data, &outlen);
  }
  if (rc < 0) { fprintf(stderr, "substitute failed: %d\n", rc); exit(1); }
  out.len = outlen;
  pcre2_code_free(code);
  return out;
}

int main(void) {
  static const double iub[] = {0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02};
  static const double homo[] = {0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008};
  Buf text = {0};
  random_fasta(&text, ">TWO IUB ambiguity codes", "acgtBDHKMNRSVWY", iub, 15, 3L * N);
  random_fasta(&text, ">THREE Homo sapiens frequency", "acgt", homo, 4, 5L * N);

  static const char *variants[] = {
    "agggtaaa|tttaccct", "[cgt]gggtaaa|tttaccc[acg]", "a[act]ggtaaa|tttacc[agt]t",
    "ag[act]gtaaa|tttac[agt]ct", "agg[act]taaa|ttta[agt]cct", "aggg[acg]aaa|ttt[cgt]ccct",
    "agggt[cgt]aa|tt[acg]accct", "agggta[cgt]a|t[acg]taccct", "agggtaa[cgt]|[acg]ttaccct"};
  static const char *subs[][2] = {
    {"tHa[Nt]", "<4>"}, {"aND|caN|Ha[DS]|WaS", "<3>"}, {"a[NSt]|BY", "<2>"},
    {"<[^>]*>", "|"}, {"\\|[^|][^|]*\\|", "-"}};

  Buf seq = substitute(">.*\\n|\\n", "", &text);
  for (int i = 0; i < 9; i++) printf("%s %ld\n", variants[i], count_matches(variants[i], &seq));
  size_t clean_length = seq.len;
  for (int i = 0; i < 5; i++) {
    Buf next = substitute(subs[i][0], subs[i][1], &seq);
    free(seq.data);
    seq = next;
  }
  printf("\n%zu\n%zu\n%zu\n", text.len, clean_length, seq.len);
  return 0;
}
