/* printf.c — the C format language of Julia's Printf, parsed at compile time.
 *
 * The grammar and the error messages are those of Printf.Format in Julia's
 * stdlib: %[flags -+ 0#][width or *][.[precision or *]][h hh l ll L j q t z]conv,
 * with "%%" a literal percent sign. Printing is Julia code (base/printf.jl). */
#include <string.h>
#include "printf.h"

typedef VEC(char) CharBuf;
typedef VEC(const char *) PieceList;
typedef VEC(size_t) LenList;

/* The literal text gathered so far becomes the next piece. */
static void end_piece(CharBuf *lit, PieceList *pieces, LenList *lens) {
  char *p = NEW_ARRAY(char, lit->len + 1);
  if (lit->len) memcpy(p, lit->items, (size_t)lit->len);
  p[lit->len] = 0;
  vec_push(*pieces, p);
  vec_push(*lens, (size_t)lit->len);
  lit->len = 0;
}

/* Digits at s[*i..): their value (the caller has checked one is there). */
static bool read_number(const char *s, size_t len, size_t *i, int *out) {
  long v = 0;
  while (*i < len && s[*i] >= '0' && s[*i] <= '9') {
    v = v * 10 + (s[*i] - '0');
    if (v > 1000000000L) return false;
    (*i)++;
  }
  *out = (int)v;
  return true;
}

const char *printf_parse(const char *s, size_t len, PrintfFormat *out, char *unsupported) {
  memset(out, 0, sizeof *out);
  *unsupported = 0;
  CharBuf lit = {0};
  PieceList pieces = {0};
  LenList lens = {0};
  VEC(PrintfSpec) specs = {0};
  size_t i = 0;
  while (i < len) {
    char c = s[i++];
    if (c != '%') { vec_push(lit, c); continue; }
    if (i >= len) return "Format specifier is incomplete";
    if (s[i] == '%') { vec_push(lit, '%'); i++; continue; }
    end_piece(&lit, &pieces, &lens);
    PrintfSpec sp = {0};
    for (;; i++) {
      if (i >= len) return "Format specifier is incomplete";
      if (s[i] == '-') sp.leftalign = true;
      else if (s[i] == '+') sp.plus = true;
      else if (s[i] == ' ') sp.space = true;
      else if (s[i] == '0') sp.zero = true;
      else if (s[i] == '#') sp.hash = true;
      else break;
    }
    if (sp.leftalign) sp.zero = false;
    if (s[i] == '*') {
      sp.dynamic_width = true;
      out->numarguments++;
      i++;
    } else if (!read_number(s, len, &i, &sp.width)) {
      return "Width is too large";
    }
    bool has_precision = false;
    if (i < len && s[i] == '.') {
      i++;
      if (i >= len) return "Precision specifier is missing precision";
      has_precision = true;
      if (s[i] == '*') {
        sp.dynamic_precision = true;
        out->numarguments++;
        i++;
      } else if (!read_number(s, len, &i, &sp.precision)) {
        return "Precision is too large";
      }
    }
    if (i < len && (s[i] == 'h' || s[i] == 'l')) {          /* length modifiers: ignored */
      char m = s[i++];
      if (i < len && s[i] == m) i++;
      if (i >= len) return "Length modifier is missing type specifier";
    } else if (i < len && strchr("Ljqtz", s[i])) {
      i++;
      if (i >= len) return "Length modifier is missing type specifier";
    }
    if (i >= len) return "Format specifier is incomplete";
    c = s[i];
    if (!c || !strchr("diouxXDOUeEfFgGaAcCsSpn", c)) {
      /* show the whole character when it is not ASCII */
      size_t n = 1;
      while (i + n < len && ((unsigned char)s[i + n] & 0xC0) == 0x80) n++;
      return arena_printf("'%.*s' is not a valid type specifier", (int)n, s + i);
    }
    i++;
    if (strchr("DOUn", c)) *unsupported = c;
    sp.conv = c;
    if (!has_precision) {
      if (strchr("eEfFgG", c)) sp.precision = 6;
      else if (strchr("aAcCsS", c)) sp.precision = -1;
    }
    out->numarguments++;
    vec_push(specs, sp);
  }
  end_piece(&lit, &pieces, &lens);
  out->nspecs = specs.len;
  out->specs = specs.items;
  out->pieces = pieces.items;
  out->piece_lens = lens.items;
  return NULL;
}
