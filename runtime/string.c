/* string.c — String objects: length-prefixed UTF-8 (any bytes allowed). */
#include <stdlib.h>
#include <string.h>
#include "internal.h"
#include "symbol_syntax.h"

/* A String of len bytes for the caller to fill (the NUL is written): not
 * zeroed first, as a large one would be. */
jl_string_t *jlrt_string_alloc(int64_t len) {
  jl_string_t *s = jlrt_alloc_bytes_unzeroed(sizeof(jl_string_t) + (size_t)len + 1);
  s->len = len;
  s->data[len] = 0;
  return s;
}

jl_string_t *jlrt_string_new(const char *bytes, int64_t len) {
  jl_string_t *s = jlrt_string_alloc(len);
  if (len) memcpy(s->data, bytes, (size_t)len);
  return s;
}

/* Text naming types whose parameters only the running program knows
 * (K{i}() with a run-time i): fmt with each \001 replaced by the next of
 * vals as Julia shows it, an Int64 in decimal, or a Bool where bools has
 * its bit set. */
jl_string_t *jlrt_type_string_params(const char *fmt, const int64_t *vals, uint64_t bools) {
  size_t len = 0;
  char shown[64][24];
  int n = 0;
  for (const char *c = fmt; *c; c++) {
    if (*c != '\001' || n == 64) { len++; continue; }
    int64_t v = vals[n];
    if (bools >> n & 1) strcpy(shown[n], v ? "true" : "false");
    else {
      char digits[24], *d = digits + sizeof digits;
      uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
      *--d = 0;
      do *--d = (char)('0' + u % 10); while (u /= 10);
      if (v < 0) *--d = '-';
      strcpy(shown[n], d);
    }
    len += strlen(shown[n++]);
  }
  jl_string_t *s = jlrt_string_alloc((int64_t)len);
  char *out = s->data;
  n = 0;
  for (const char *c = fmt; *c; c++)
    if (*c != '\001' || n == 64) *out++ = *c;
    else out = stpcpy(out, shown[n++]);
  return s;
}

/* s[off+1 : off+len] as a new String (Base has checked the bounds). */
jl_string_t *jlrt_string_slice(jl_string_t *s, int64_t off, int64_t len) {
  return jlrt_string_new(s->data + off, len);
}

/* String(v::Vector{UInt8}): a copy of the bytes. */
jl_string_t *jlrt_string_from_bytes(jl_array_t *a) {
  return jlrt_string_new((const char *)a->data, a->length);
}

/* Symbol(s): the name copied outside the collected heap (a Symbol lives as
 * long as the program, as in Julia). */
const char *jlrt_symbol_new(jl_string_t *name) {
  char *s = malloc((size_t)name->len + 1);
  if (!s) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  memcpy(s, name->data, (size_t)name->len);
  s[name->len] = 0;
  return s;
}

/* Base.isidentifier, Base.isoperator and how show writes a Symbol
 * (base/expr.jl), by the rules the compiler uses for type names too
 * (symbol_syntax.h); here with the Unicode categories. */
bool jlrt_isidentifier(const char *s, int64_t len) { return syntax_is_identifier(s, (size_t)len, jlrt_uc_category); }
bool jlrt_isoperator(const char *s, int64_t len) { return syntax_is_operator(s, (size_t)len); }
int32_t jlrt_symbol_show_form(const char *s) { return symbol_show_form(s, strlen(s), jlrt_uc_category); }
/* The name escaped as in a string literal, for Symbol("..."), written to
 * the stream: here, not with Base's show of a String, which would bring its
 * code (and the exceptions it may throw) into every program that shows a
 * Symbol, nor as a new String, which would bring in the collector. */
void jlrt_write_symbol_escaped(void *io, const char *s) {
  size_t n = strlen(s);
  char *buf = malloc(4 * n + 1);
  if (!buf) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  jlrt_io_write(io, buf, symbol_escape(buf, s, n, jlrt_uc_isprint));
  free(buf);
}

int64_t jlrt_next_gensym(void) {
  static int64_t counter;
  return ++counter;
}

jl_string_t *jlrt_cstring(const char *s) {
  static const struct { int64_t len; char data[1]; } empty = {0, ""};
  return s && *s ? jlrt_string_new(s, (int64_t)strlen(s)) : (jl_string_t *)&empty;
}

/* string(u; base, pad): the digits written from the end of a String of the
 * exact length, so the result is one allocation. Digits are 0-9a-z up to base
 * 36 and 0-9A-Za-z beyond (Julia's). Base 10 and powers of two get their own
 * loops, where the C compiler turns the division into a multiply or a shift. */
jl_string_t *jlrt_string_base(uint64_t u, int64_t base, int64_t pad, bool neg) {
  static const char lower[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  static const char upper[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const char *digit = base <= 36 ? lower : upper;
  bool pow2 = (base & (base - 1)) == 0;
  int shift = __builtin_ctzll((uint64_t)base);
  int64_t n = 0;
  if (pow2) n = u ? (64 - __builtin_clzll(u) + shift - 1) / shift : 0;
  else for (uint64_t v = u; v; v /= (uint64_t)base) n++;
  int64_t width = n > pad ? n : pad;
  jl_string_t *s = jlrt_string_alloc(width + neg);
  char *end = s->data + width + neg;
  if (pow2) {
    for (; u; u >>= shift) *--end = digit[u & (uint64_t)(base - 1)];
  } else if (base == 10) {
    for (; u; u /= 10) *--end = (char)('0' + u % 10);
  } else {
    for (; u; u /= (uint64_t)base) *--end = digit[u % (uint64_t)base];
  }
  while (end > s->data + neg) *--end = '0';
  if (neg) s->data[0] = '-';
  return s;
}

/* lpad/rpad with a character: s[off+1 : off+len] after (left) or before
 * count copies of the Char c (its UTF-8 bytes, left-aligned). */
jl_string_t *jlrt_string_pad(jl_string_t *s, int64_t off, int64_t len, uint32_t c, int64_t count, bool left) {
  char b[4];
  int n = 0;
  do b[n] = (char)(c >> (24 - 8 * n)); while (++n < 4 && (c << (8 * n)) != 0);
  jl_string_t *r = jlrt_string_alloc(len + count * n);
  char *pad = r->data + (left ? 0 : len);
  memcpy(r->data + (left ? count * n : 0), s->data + off, (size_t)len);
  for (int64_t k = 0; k < count; k++, pad += n) memcpy(pad, b, (size_t)n);
  return r;
}
