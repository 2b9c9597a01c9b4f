/* util.c — the compiler's arena, symbol table, source loading and float printing. */
#include <math.h>
#include <stdarg.h>
#include <sys/mman.h>
#include "common.h"

/* Arena: large chunks carved linearly. The compiler is a short-lived process,
 * so nothing is freed before exit; only a harness that parses many inputs in
 * one process (test/fuzz) calls arena_reset between them. Each chunk starts
 * with a link to the previous one, so the whole arena can be released. */
#define CHUNK_SIZE (4 << 20)
#define CHUNK_HEADER 16          /* the link and the size, keeping allocations aligned */
static char *chunk_cur, *chunk_end, *chunk_last;

/* Chunks come straight from mmap with MAP_POPULATE: the kernel hands over
 * all their (zeroed) pages at once, where touching them one by one took a
 * page fault each, a third of the front end's time for hello world. */
void *arena_alloc(size_t size) {
  size = (size + 15) & ~(size_t)15;
  if ((size_t)(chunk_end - chunk_cur) < size) {
    size_t n = (size > CHUNK_SIZE - CHUNK_HEADER ? size + CHUNK_HEADER : CHUNK_SIZE);
    char *chunk = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    if (chunk == MAP_FAILED) fatal("out of memory");
    ((char **)chunk)[0] = chunk_last;
    ((size_t *)chunk)[1] = n;
    chunk_last = chunk;
    chunk_cur = chunk + CHUNK_HEADER;
    chunk_end = chunk + n;
  }
  void *p = chunk_cur;
  chunk_cur += size;
  return p;
}

char *arena_strndup(const char *s, size_t n) {
  char *p = arena_alloc(n + 1);
  memcpy(p, s, n);
  return p;
}

char *arena_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = arena_alloc((size_t)n + 1);
  va_start(ap, fmt);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return p;
}

void sb_putn(StrBuf *b, const char *s, size_t n) {
  if ((size_t)(b->cap - b->len) < n + 1) {
    int newcap = b->cap ? b->cap : 64;
    while ((size_t)(newcap - b->len) < n + 1) newcap *= 2;
    char *p = realloc(b->items, (size_t)newcap);
    if (!p) fatal("out of memory");
    b->items = p;
    b->cap = newcap;
  }
  memcpy(b->items + b->len, s, n);
  b->len += (int)n;
  b->items[b->len] = 0;
}

void sb_puts(StrBuf *b, const char *s) { sb_putn(b, s, strlen(s)); }

void sb_printf(StrBuf *b, const char *fmt, ...) {
  char tmp[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n < (int)sizeof tmp) { sb_putn(b, tmp, (size_t)n); return; }
  char *big = malloc((size_t)n + 1);
  if (!big) fatal("out of memory");
  va_start(ap, fmt);
  vsnprintf(big, (size_t)n + 1, fmt, ap);
  va_end(ap);
  sb_putn(b, big, (size_t)n);
  free(big);
}

const char *sb_str(StrBuf *b) { return b->items ? b->items : ""; }

/* Symbols: open-addressing hash set of interned strings. */
static const char **sym_table;
static size_t sym_cap, sym_count;

static uint64_t hash_bytes(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;       /* FNV-1a */
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
  return h;
}

Sym sym_n(const char *s, size_t n) {
  if (sym_count * 2 >= sym_cap) {
    size_t newcap = sym_cap ? sym_cap * 2 : 4096;
    const char **t = calloc(newcap, sizeof *t);
    if (!t) fatal("out of memory");
    for (size_t i = 0; i < sym_cap; i++) {
      if (!sym_table[i]) continue;
      size_t j = hash_bytes(sym_table[i], strlen(sym_table[i])) & (newcap - 1);
      while (t[j]) j = (j + 1) & (newcap - 1);
      t[j] = sym_table[i];
    }
    free(sym_table);
    sym_table = t;
    sym_cap = newcap;
  }
  size_t j = hash_bytes(s, n) & (sym_cap - 1);
  while (sym_table[j]) {
    if (strncmp(sym_table[j], s, n) == 0 && sym_table[j][n] == 0) return sym_table[j];
    j = (j + 1) & (sym_cap - 1);
  }
  sym_count++;
  return sym_table[j] = arena_strndup(s, n);
}

Sym sym(const char *s) { return sym_n(s, strlen(s)); }

/* Free every arena chunk and forget every symbol (they live in the arena). */
void arena_reset(void) {
  while (chunk_last) {
    char *prev = *(char **)chunk_last;
    munmap(chunk_last, ((size_t *)chunk_last)[1]);
    chunk_last = prev;
  }
  chunk_cur = chunk_end = NULL;
  free(sym_table);
  sym_table = NULL;
  sym_cap = sym_count = 0;
}

static VEC(SourceFile *) loaded_sources;

SourceFile *const *sources_loaded(int *n) {
  *n = loaded_sources.len;
  return loaded_sources.items;
}

SourceFile *source_load(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  VEC(char) buf = {0};
  char tmp[65536];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
    for (size_t i = 0; i < n; i++) vec_push(buf, tmp[i]);
  bool failed = ferror(f);
  fclose(f);
  if (failed) return NULL;
  vec_push(buf, 0);
  SourceFile *sf = NEW(SourceFile);
  sf->path = path;
  sf->text = buf.items;
  sf->len = (size_t)buf.len - 1;
  vec_push(loaded_sources, sf);
  return sf;
}

/* A float as Julia prints it: the shortest digits that read back to the same
 * value, in fixed notation when the decimal point falls within 6 digits left
 * or 4 right of the first digit (1e5 is 100000.0, 1e6 is 1.0e6), else as
 * d.ddde±x. A Float32 reads back through strtof and is written with `f`
 * for `e` (1.5f0, 1.0f-10, NaN32, Inf32). */
void sb_put_float(StrBuf *out, double f, bool f32) {
  if (isnan(f)) { sb_puts(out, f32 ? "NaN32" : "NaN"); return; }
  if (isinf(f)) { sb_puts(out, f < 0 ? "-Inf" : "Inf"); if (f32) sb_puts(out, "32"); return; }
  const char *suffix = f32 ? "f0" : "";
  if (f == 0) { sb_printf(out, "%s%s", signbit(f) ? "-0.0" : "0.0", suffix); return; }
  char buf[64];
  for (int prec = 0; prec < 17; prec++) {
    snprintf(buf, sizeof buf, "%.*e", prec, f);
    if (f32 ? strtof(buf, NULL) == (float)f : strtod(buf, NULL) == f) break;
  }
  /* buf is [-]d[.ddd]e[+-]xx: gather the digits and the exponent */
  const char *p = buf;
  bool neg = *p == '-';
  if (neg) p++;
  char digits[32];
  int nd = 0;
  for (; *p && *p != 'e'; p++)
    if (*p != '.') digits[nd++] = *p;
  int exp10 = atoi(p + 1);
  while (nd > 1 && digits[nd - 1] == '0') nd--;
  int pt = exp10 + 1;                 /* digits before the decimal point */
  if (neg) sb_puts(out, "-");
  if (pt > -4 && pt <= 6) {
    if (pt <= 0) {
      sb_puts(out, "0.");
      for (int i = 0; i < -pt; i++) sb_puts(out, "0");
      sb_putn(out, digits, (size_t)nd);
    } else if (pt >= nd) {
      sb_putn(out, digits, (size_t)nd);
      for (int i = nd; i < pt; i++) sb_puts(out, "0");
      sb_puts(out, ".0");
    } else {
      sb_putn(out, digits, (size_t)pt);
      sb_puts(out, ".");
      sb_putn(out, digits + pt, (size_t)(nd - pt));
    }
    sb_puts(out, suffix);
  } else {
    sb_putn(out, &digits[0], 1);
    sb_puts(out, ".");
    if (nd > 1) sb_putn(out, digits + 1, (size_t)(nd - 1));
    else sb_puts(out, "0");
    sb_printf(out, "%c%d", f32 ? 'f' : 'e', exp10);
  }
}
