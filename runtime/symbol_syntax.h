/* symbol_syntax.h — which names Julia code can write as they are: the
 * operators and the identifiers. Showing a Symbol depends on it (:x, :+,
 * :(==), else Symbol("a b")), and a Symbol is shown in two places: by the
 * compiler, in a type's name (Val{:+}, src/types.c, whose lexer's UTF-8
 * reading and Unicode operator characters are these too), and at run time
 * (Base.isoperator / Base.isidentifier, runtime/string.c). One copy of the
 * rules, included by both, so that the two agree.
 *
 * Only static functions and tables, no other dependency; the caller passes
 * the Unicode general category when it has one (the runtime's table), or
 * NULL (the compiler, which has none: every character past ASCII that is not
 * an operator then counts as a letter, which is what jlc's lexer reads). */
#ifndef JLC_SYMBOL_SYNTAX_H
#define JLC_SYMBOL_SYNTAX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The code point at s and its length in bytes (U+FFFD and 1 for a byte
 * that does not start a well-formed character). */
static inline int utf8_decode(const char *s, uint32_t *cp) {
  const unsigned char *u = (const unsigned char *)s;
  if (u[0] < 0x80) { *cp = u[0]; return 1; }
  if ((u[0] & 0xE0) == 0xC0 && (u[1] & 0xC0) == 0x80) {
    *cp = ((uint32_t)(u[0] & 0x1F) << 6) | (u[1] & 0x3F); return 2;
  }
  if ((u[0] & 0xF0) == 0xE0 && (u[1] & 0xC0) == 0x80 && (u[2] & 0xC0) == 0x80) {
    *cp = ((uint32_t)(u[0] & 0x0F) << 12) | ((uint32_t)(u[1] & 0x3F) << 6) | (u[2] & 0x3F);
    return 3;
  }
  if ((u[0] & 0xF8) == 0xF0 && (u[1] & 0xC0) == 0x80 && (u[2] & 0xC0) == 0x80 &&
      (u[3] & 0xC0) == 0x80) {
    *cp = ((uint32_t)(u[0] & 0x07) << 18) | ((uint32_t)(u[1] & 0x3F) << 12) |
          ((uint32_t)(u[2] & 0x3F) << 6) | (u[3] & 0x3F);
    return 4;
  }
  *cp = 0xFFFD;
  return 1;
}

/* Whether p starts a well-formed UTF-8 character (not a stray byte, an
 * overlong form, a surrogate or past U+10FFFF): Julia's code outside
 * string literals must be. */
static inline bool utf8_valid_at(const char *p) {
  uint32_t cp;
  int n = utf8_decode(p, &cp);
  static const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (n == 1) return (unsigned char)*p < 0x80;
  return cp >= least[n] && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
}

/* The Unicode operator characters jlc knows: what its parser reads (it
 * looks each up by its own text for precedence). Julia has some hundreds
 * more (⊖, ⨳, ...): those are neither operators nor letters here. */
static const char *const unicode_ops[] = {
  "≤", "≥", "≠", "∈", "∉", "∋", "⊆", "⊇", "⊂", "⊃", "∪", "∩", "÷", "∘", "⊻", "√", "∛",
  "⋅", "×", "≡", "≢", "≈", "≉", "¬", "∧", "∨", "→", "←", "↔", "⊗", "⊕", "±", "∓", "⟂",
  "…", "∖", "⊊", "⊋", "⊈", "⊉", "∌", "≔", NULL};

/* The length of the operator character at p, or 0. */
static inline int unicode_op_len(const char *p) {
  if ((unsigned char)*p < 0x80) return 0;
  for (int i = 0; unicode_ops[i]; i++) {
    if (unicode_ops[i][0] != p[0] || unicode_ops[i][1] != p[1]) continue;
    size_t n = strlen(unicode_ops[i]);
    if (strncmp(p, unicode_ops[i], n) == 0) return (int)n;
  }
  return 0;
}

/* The ASCII operators, as Julia's parser lists them (Base.isoperator's
 * answer). Those a `.` before makes the broadcast form of (.+, .+=, .==, .!)
 * come first; from ":=" on, those it does not (`.` itself, `...`, `'`). */
static const char *const ascii_operator_names[] = {
  "=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "%=", "<<=", ">>=", ">>>=", "|=", "&=",
  "~", "=>", "-->", "<--", "<-->", "||", "&&",
  ">", "<", ">=", "<=", "==", "===", "!=", "!==", "<:", ">:", "|>", "<|",
  "+", "-", "|", "++", "*", "/", "%", "&", "\\", "//", "<<", ">>", ">>>", "^", "!",
  ":=", "$=", "$", ":", "..", "::", ".", "...", "->", "?", "'", NULL};

/* Whether the len bytes at s (len >= 1) are one operator; dotted: only those
 * that have a broadcast form. */
static inline bool operator_name_at(const char *s, size_t len, bool dotted) {
  for (int i = 0; ascii_operator_names[i]; i++) {
    if (dotted && !strcmp(ascii_operator_names[i], ":=")) break;
    if (strlen(ascii_operator_names[i]) == len && !memcmp(ascii_operator_names[i], s, len)) return true;
  }
  size_t n = (size_t)unicode_op_len(s);
  if (!n) return false;
  /* ÷= and ⊻= update in place, as += does; − (U+2212) is the minus sign,
   * which Julia's parser reads as - */
  return n == len || (n + 1 == len && s[n] == '=' && (!strncmp(s, "÷", n) || !strncmp(s, "⊻", n)));
}

/* Base.isoperator: a name Julia's parser reads as an operator, as it is
 * (+, ==, ∈) or in broadcast form (.+, .==, .+=). Julia's operators with a
 * suffix (+₁, -′) are not recognised: jlc's lexer does not read them. */
static inline bool syntax_is_operator(const char *s, size_t len) {
  if (len == 0) return false;
  if (len == 3 && !memcmp(s, "\u2212", 3)) return true;
  if (operator_name_at(s, len, false)) return true;
  return s[0] == '.' && len > 1 && operator_name_at(s + 1, len - 1, true);
}

/* Unicode general categories, numbered as utf8proc (and so Julia) numbers them. */
enum { SYN_LU = 1, SYN_LO = 5, SYN_MN = 6, SYN_ME = 8, SYN_ND = 9, SYN_NL = 10,
       SYN_NO = 11, SYN_PC = 12, SYN_SC = 20, SYN_SK = 21, SYN_SO = 22 };

/* Whether the character c (not ASCII) may start (or, start false, continue)
 * an identifier. With the category: Julia's rule, in its main lines —
 * letters (L*, Nl), currency and other symbols (Sc, So) but not the arrows,
 * and after the first character also combining marks (Mn, Mc, Me), digits
 * (Nd), other numbers such as the sub- and superscripts of x₁ (No),
 * connectors (Pc), modifier symbols (Sk) and the primes ′ ″ ‴ ⁗. Julia also
 * allows some math symbols (Sm), such as ∂ ∇ ∞: not these. Without the
 * category: anything that is not an operator, as jlc's lexer reads names. */
static inline bool identifier_char(uint32_t c, const char *at, bool start, int32_t (*category)(uint32_t)) {
  if (!category)
    return utf8_valid_at(at) && !unicode_op_len(at) && c != 0x2212 && c != 0x00B7 && c != 0x0387;
  int32_t k = category(c);
  if ((k >= SYN_LU && k <= SYN_LO) || k == SYN_NL || k == SYN_SC) return true;
  if (k == SYN_SO) return !(c >= 0x2190 && c <= 0x21FF) && c != 0xFFFC && c != 0xFFFD;
  if (start) return false;
  return (k >= SYN_MN && k <= SYN_ME) || k == SYN_ND || k == SYN_NO || k == SYN_PC || k == SYN_SK ||
         (c >= 0x2032 && c <= 0x2034) || c == 0x2057;
}

/* Base.isidentifier: a name Julia code can write as it is — a letter or _,
 * then letters, digits, _ and !, with Unicode as identifier_char says. true
 * and false are no names (they are the Bools); the other keywords (end,
 * if, ...) count, as in Julia, which shows :end so. */
static inline bool syntax_is_identifier(const char *s, size_t len, int32_t (*category)(uint32_t)) {
  if (len == 0 || (len == 4 && !memcmp(s, "true", 4)) || (len == 5 && !memcmp(s, "false", 5))) return false;
  for (size_t i = 0; i < len;) {
    unsigned char b = (unsigned char)s[i];
    uint32_t c;
    int n = b ? utf8_decode(s + i, &c) : 1;
    if (i + (size_t)n > len) return false;          /* (a character cut off at len) */
    bool ok;
    if (b < 0x80)
      ok = b == '_' || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') ||
           (i > 0 && ((b >= '0' && b <= '9') || b == '!'));
    else
      ok = identifier_char(c, s + i, i == 0, category);
    if (!ok) return false;
    i += (size_t)n;
  }
  return true;
}

/* How show writes a Symbol, as Julia does: 1 as :s, for a name or an
 * operator (but ', which :' would read as a Char); 2 as :(s), for the few
 * whose :s reads as other syntax (:(==), :(=>), :(::)); 0 as Symbol("s"). */
static inline int symbol_show_form(const char *s, size_t len, int32_t (*category)(uint32_t)) {
  static const char *const parenthesized[] = {":", "::", ":=", "=", "==", "===", "=>", NULL};
  for (int i = 0; parenthesized[i]; i++)
    if (strlen(parenthesized[i]) == len && !memcmp(parenthesized[i], s, len)) return 2;
  if (syntax_is_identifier(s, len, category)) return 1;
  return syntax_is_operator(s, len) && !(len == 1 && s[0] == '\'') ? 1 : 0;
}

/* The name as the inside of a string literal, as Base's show of a String
 * writes it (base/strings/io.jl, escape_chars): \" \$ \\, the C escapes and
 * \e, \x.. for the other controls and for each byte of malformed UTF-8,
 * \u or \U for an unprintable character (padded to full width before a hex
 * digit). Into out, which has room for 4 * len + 1 bytes; the length
 * written. isprint: the Unicode table's, or NULL (the compiler), for which
 * every character past ASCII prints. */
static inline size_t symbol_escape(char *out, const char *s, size_t len, bool (*isprint)(uint32_t)) {
  static const char hex[] = "0123456789abcdef";
  char *o = out;
  for (size_t i = 0; i < len;) {
    unsigned char b = (unsigned char)s[i];
    uint32_t c;
    int n = utf8_decode(s + i, &c);
    if (b < 0x80) {
      const char *ctl = b ? strchr("\a\b\t\n\v\f\r", b) : NULL;
      if (b == '"' || b == '$' || b == '\\') { *o++ = '\\'; *o++ = (char)b; }
      else if (b == 0x1b) { *o++ = '\\'; *o++ = 'e'; }
      else if (ctl) { *o++ = '\\'; *o++ = "abtnvfr"[ctl - "\a\b\t\n\v\f\r"]; }
      else if (b < 0x20 || b == 0x7f) { *o++ = '\\'; *o++ = 'x'; *o++ = hex[b >> 4]; *o++ = hex[b & 15]; }
      else *o++ = (char)b;
      i++;
    } else if (!utf8_valid_at(s + i) || i + (size_t)n > len) {
      *o++ = '\\'; *o++ = 'x'; *o++ = hex[b >> 4]; *o++ = hex[b & 15];
      i++;
    } else if (!isprint || isprint(c)) {
      memcpy(o, s + i, (size_t)n);
      o += n;
      i += (size_t)n;
    } else {
      i += (size_t)n;
      unsigned char next = i < len ? (unsigned char)s[i] : 0;
      bool full = next && strchr("0123456789abcdefABCDEF", next);
      int digits = c <= 0xffff ? (full ? 4 : 2) : (full ? 8 : 4);
      while (digits < 8 && (c >> (4 * digits)) != 0) digits++;
      *o++ = '\\';
      *o++ = c <= 0xffff ? 'u' : 'U';
      for (int k = digits - 1; k >= 0; k--) *o++ = hex[(c >> (4 * k)) & 15];
    }
  }
  *o = 0;
  return (size_t)(o - out);
}

#endif
