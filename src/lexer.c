/* lexer.c — Julia source text to tokens.
 *
 * The whole file is tokenized up front into an array so the parser can look
 * ahead freely. Strings with interpolation become a bracketed token run
 * (STR_BEGIN ... STR_END) whose `$(...)` parts are lexed in place, so every
 * token keeps its true file:line:col. Every newline outside a string is a
 * TK_NEWLINE token: whether it separates anything is the parser's call. */
#include <ctype.h>
#include "ast.h"
#include "../runtime/symbol_syntax.h"   /* UTF-8, operator and name characters */

typedef struct Lexer {
  SourceFile *file;
  const char *p;          /* current position */
  int line, col;
  VEC(Token) toks;
  int paren_depth;        /* brackets open: finds the `)` that closes a `$(` */
  int interp_depth;       /* strings nested in $(...) of strings */
} Lexer;

/* ---- UTF-8 helpers ---- */
/* (utf8_decode and utf8_valid_at are in symbol_syntax.h) */
static int utf8_encode(uint32_t cp, char *out) {
  if (cp < 0x80) { out[0] = (char)cp; return 1; }
  if (cp < 0x800) { out[0] = (char)(0xC0 | (cp >> 6)); out[1] = (char)(0x80 | (cp & 0x3F)); return 2; }
  if (cp < 0x10000) {
    out[0] = (char)(0xE0 | (cp >> 12)); out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[2] = (char)(0x80 | (cp & 0x3F)); return 3;
  }
  out[0] = (char)(0xF0 | (cp >> 18)); out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); out[3] = (char)(0x80 | (cp & 0x3F));
  return 4;
}

static bool is_ident_start(const char *p) {
  unsigned char c = (unsigned char)*p;
  if (c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  if (c < 0x80) return false;
  /* past ASCII, any character but the operators (symbol_syntax.h, which the
   * run time's Base.isidentifier shares) */
  uint32_t cp;
  utf8_decode(p, &cp);
  return identifier_char(cp, p, true, NULL);
}

/* Words that cannot name a string macro (return"x" is no macro call). */
static bool is_reserved_word(Sym s) {
  static const char *const words[] = {"begin", "while", "if", "for", "try", "return", "break", "continue",
                                      "function", "macro", "quote", "let", "local", "global", "const", "do",
                                      "struct", "module", "baremodule", "using", "import", "export", "end",
                                      "else", "elseif", "catch", "finally", "true", "false", NULL};
  for (int i = 0; words[i]; i++)
    if (s == sym(words[i])) return true;
  return false;
}

static bool is_ident_char(const char *p) {
  unsigned char c = (unsigned char)*p;
  return is_ident_start(p) || (c >= '0' && c <= '9') || c == '!';
}

/* ---- position bookkeeping ---- */
static void advance(Lexer *L, int nbytes) {
  for (int i = 0; i < nbytes && *L->p; i++) {
    unsigned char c = (unsigned char)*L->p++;
    if (c == '\n') { L->line++; L->col = 1; }
    else if ((c & 0xC0) != 0x80) L->col++;
  }
}

static Loc here(Lexer *L) { return (Loc){L->file, L->line, L->col}; }

/* The text ends at its NUL terminator: a NUL byte before that is not the end
 * of the file, which would silently drop the rest. Called where the lexer
 * meets a NUL; inside a literal or a comment, where Julia takes one, the
 * message says it is not supported. */
static void check_not_nul(Lexer *L, const char *unsupported) {
  if (L->p < L->file->text + L->file->len) {
    if (unsupported) error_at(here(L), "not supported yet: %s", unsupported);
    error_at(here(L), "invalid character \"\\0\" (U+0000)");
  }
}

static Token *push_tok(Lexer *L, TokenKind k, Loc loc, bool space) {
  Token t = {0};
  t.kind = k;
  t.loc = loc;
  t.space_before = space;
  t.width = 1;
  if (L->toks.len == L->toks.cap) {
    L->toks.cap *= 2;
    L->toks.items = realloc(L->toks.items, sizeof(Token) * (size_t)L->toks.cap);
    if (!L->toks.items) fatal("out of memory");
  }
  L->toks.items[L->toks.len++] = t;
  return &L->toks.items[L->toks.len - 1];
}

static bool last_ends_value(Lexer *L) {
  if (!L->toks.len) return false;
  Token *t = &L->toks.items[L->toks.len - 1];
  switch (t->kind) {
  case TK_IDENT: case TK_INT: case TK_UINT: case TK_FLOAT: case TK_CHAR: case TK_STR_END:
    return true;
  case TK_OP:
    return t->sym == sym(")") || t->sym == sym("]") || t->sym == sym("}") || t->sym == sym("'");
  default:
    return false;
  }
}

/* ---- numbers ---- */
/* An integer literal beyond 64 bits (Int128, UInt128 or BigInt in Julia):
 * a token with bits = 128 and its text without `_`, for the parser to keep
 * and later stages to reject with a location. */
static void big_literal(Lexer *L, TokenKind kind, Loc loc, bool space, const char *start, const char *end) {
  char *text = arena_alloc((size_t)(end - start) + 1);
  int n = 0;
  for (const char *c = start; c < end; c++)
    if (*c != '_') text[n++] = *c;
  text[n] = 0;
  Token *t = push_tok(L, kind, loc, space);
  t->bits = 128;
  t->str = text;
  t->len = (size_t)n;
  t->width = (int)(end - start);
  advance(L, (int)(end - start));
}

static void lex_number(Lexer *L, bool space) {
  Loc loc = here(L);
  const char *start = L->p;
  const char *p = L->p;
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'b' || p[1] == 'o')) {
    int base = p[1] == 'x' ? 16 : p[1] == 'b' ? 2 : 8;
    p += 2;
    uint64_t v = 0;
    int ndigits = 0;
    bool overflow = false;
    for (;; p++) {
      int d;
      if (*p == '_' && ndigits) continue;
      if (*p >= '0' && *p <= '9') d = *p - '0';
      else if (base == 16 && *p >= 'a' && *p <= 'f') d = *p - 'a' + 10;
      else if (base == 16 && *p >= 'A' && *p <= 'F') d = *p - 'A' + 10;
      else break;
      if (d >= base) break;
      if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) overflow = true;
      v = v * (uint64_t)base + (uint64_t)d;
      ndigits++;
    }
    if (!ndigits) error_at(loc, "invalid numeric constant \"%.*s\"", (int)(p - start), start);
    /* 0b102, 0o9, 0x1g: a digit or letter that does not belong to the base */
    if ((*p >= '0' && *p <= '9') || (is_ident_char(p) && *p != '!' && !(base == 16 && (*p == 'p' || *p == 'P')))) {
      const char *e = p;
      while (*e && is_ident_char(e)) e++;
      error_at(loc, "invalid numeric constant \"%.*s\"", (int)(e - start), start);
    }
    if (base == 16 && (*p == 'p' || *p == 'P' || *p == '.')) {
      /* a hexadecimal float, 0x1.8p3: the binary exponent is required */
      const char *q = p;
      if (*q == '.') {
        q++;
        while ((*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'f') || (*q >= 'A' && *q <= 'F') || *q == '_') q++;
      }
      if ((*q == 'p' || *q == 'P') && ((q[1] >= '0' && q[1] <= '9') ||
                                        ((q[1] == '+' || q[1] == '-') && q[2] >= '0' && q[2] <= '9'))) {
        q += 2;
        while (*q >= '0' && *q <= '9') q++;
        char buf[512];
        int n = 0;
        for (const char *c = start; c < q && n < 500; c++)
          if (*c != '_') buf[n++] = *c;
        buf[n] = 0;
        Token *t = push_tok(L, TK_FLOAT, loc, space);
        t->f = strtod(buf, NULL);
        t->width = (int)(q - start);
        advance(L, (int)(q - start));
        return;
      }
      if (*p != '.') error_at(loc, "invalid numeric constant \"%.*s\"", (int)(p - start + 1), start);
      if (isxdigit((unsigned char)p[1])) error_at(loc, "hex float literal must contain \"p\" or \"P\"");
    }
    /* Julia sizes an unsigned literal by its digit count, not its value. */
    int bits_per_digit = base == 16 ? 4 : base == 2 ? 1 : 3;
    int nbits = ndigits * bits_per_digit;
    if (base == 8) {                     /* octal: by the value's magnitude */
      nbits = 0;
      for (uint64_t t = v; t; t >>= 1) nbits++;
    }
    if (overflow || nbits > 64) {        /* UInt128 or BigInt: kept as text (see big_literal) */
      big_literal(L, TK_UINT, loc, space, start, p);
      return;
    }
    int bits = nbits <= 8 ? 8 : nbits <= 16 ? 16 : nbits <= 32 ? 32 : 64;
    Token *t = push_tok(L, TK_UINT, loc, space);
    t->u = v;
    t->bits = bits;
    t->width = (int)(p - start);
    advance(L, (int)(p - start));
    return;
  }
  /* decimal integer or float: collect the digits (without '_') and let strtod decide */
  char buf[512];
  int n = 0;
  bool is_float = false;
  bool is_f32 = false;
  while ((*p >= '0' && *p <= '9') || (*p == '_' && p[1] >= '0' && p[1] <= '9')) {
    if (*p != '_' && n < 500) buf[n++] = *p;
    p++;
  }
  if (*p == '.' && p[1] != '.' && !is_ident_start(p + 1) && !(p[1] && strchr("+-*/^=<>!&|%", p[1]) && p[1] != 0 && !(p[1] >= '0' && p[1] <= '9'))) {
    is_float = true;
    buf[n++] = *p++;
    while ((*p >= '0' && *p <= '9') || (*p == '_' && p[1] >= '0' && p[1] <= '9')) {
      if (*p != '_' && n < 500) buf[n++] = *p;
      p++;
    }
  }
  if ((*p == 'e' || *p == 'E' || *p == 'f') &&
      ((p[1] >= '0' && p[1] <= '9') || ((p[1] == '-' || p[1] == '+') && p[2] >= '0' && p[2] <= '9'))) {
    is_float = true;
    if (*p == 'f') is_f32 = true;
    buf[n++] = 'e';
    p++;
    if (*p == '-' || *p == '+') buf[n++] = *p++;
    while (*p >= '0' && *p <= '9') { if (n < 500) buf[n++] = *p; p++; }
  }
  buf[n] = 0;
  if (is_float) {
    Token *t = push_tok(L, TK_FLOAT, loc, space);
    /* strtof rounds the decimal to Float32 once, as Julia does (not via Float64) */
    t->f = is_f32 ? strtof(buf, NULL) : strtod(buf, NULL);
    t->bits = is_f32 ? 32 : 64;
    t->width = (int)(p - start);
  } else {
    uint64_t v = 0;
    bool big = false;
    for (int i = 0; i < n && !big; i++) {
      unsigned d = (unsigned)(buf[i] - '0');
      big = v > (UINT64_MAX - d) / 10;
      v = v * 10 + d;
    }
    if (big || v > (uint64_t)INT64_MAX) {   /* Int128 or BigInt */
      big_literal(L, TK_INT, loc, space, start, p);
      return;
    }
    Token *t = push_tok(L, TK_INT, loc, space);
    t->i = (int64_t)v;
    t->width = (int)(p - start);
  }
  advance(L, (int)(p - start));
}

/* ---- escapes in strings and chars: returns bytes written to out ---- */
static int lex_escape(Lexer *L, char *out, bool *is_raw_byte) {
  Loc loc = here(L);
  advance(L, 1);                       /* the backslash */
  char c = *L->p;
  *is_raw_byte = false;
  switch (c) {
  case 'n': advance(L, 1); out[0] = '\n'; return 1;
  case 't': advance(L, 1); out[0] = '\t'; return 1;
  case 'r': advance(L, 1); out[0] = '\r'; return 1;
  case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
    int v = 0, k = 0;
    while (k < 3 && *L->p >= '0' && *L->p <= '7') { v = v * 8 + (*L->p - '0'); advance(L, 1); k++; }
    out[0] = (char)v;
    *is_raw_byte = true;
    return 1;
  }
  case 'a': advance(L, 1); out[0] = '\a'; return 1;
  case 'b': advance(L, 1); out[0] = '\b'; return 1;
  case 'f': advance(L, 1); out[0] = '\f'; return 1;
  case 'v': advance(L, 1); out[0] = '\v'; return 1;
  case 'e': advance(L, 1); out[0] = 27; return 1;
  case '\\': case '"': case '\'': case '$': case '`':
    advance(L, 1); out[0] = c; return 1;
  case 'x': case 'u': case 'U': {
    int maxd = c == 'x' ? 2 : c == 'u' ? 4 : 8;
    advance(L, 1);
    uint32_t v = 0;
    int k = 0;
    while (k < maxd) {
      char d = *L->p;
      int dv = d >= '0' && d <= '9' ? d - '0' : d >= 'a' && d <= 'f' ? d - 'a' + 10
             : d >= 'A' && d <= 'F' ? d - 'A' + 10 : -1;
      if (dv < 0) break;
      v = v * 16 + (uint32_t)dv;
      advance(L, 1);
      k++;
    }
    if (!k) error_at(loc, "invalid escape sequence \"\\%c\"", c);
    if (c == 'x') { out[0] = (char)v; *is_raw_byte = true; return 1; }
    if (v > 0x10FFFF) error_at(loc, "invalid escape sequence: code point beyond U+10FFFF");
    return utf8_encode(v, out);
  }
  default:
    error_at(loc, "invalid escape sequence \"\\%c\"", c ? c : ' ');
  }
}

/* The escapes of a raw string macro argument decoded (b"..."); loc is where
 * the text starts, for an invalid escape's error. */
const char *unescape_text(const char *text, size_t len, Loc loc, size_t *out_len) {
  char *out = arena_alloc(len + 1);
  SourceFile sf = {loc.file ? loc.file->path : "", text, len};
  Lexer L = {.file = loc.file ? loc.file : &sf, .p = text, .line = loc.line, .col = loc.col};
  size_t n = 0;
  while ((size_t)(L.p - text) < len) {
    if (*L.p == '\\') {
      bool raw_byte;
      n += (size_t)lex_escape(&L, out + n, &raw_byte);
    } else {
      out[n++] = *L.p;
      advance(&L, 1);
    }
  }
  out[n] = 0;
  *out_len = n;
  return out;
}

static void lex_char(Lexer *L, bool space) {
  Loc loc = here(L);
  advance(L, 1);                       /* opening quote */
  char bytes[16];
  int n;
  if (*L->p == '\\') {
    bool raw;
    n = lex_escape(L, bytes, &raw);
    /* '\xce\xb1' is 'α': byte escapes may spell one UTF-8 character */
    while (raw && n < 4 && L->p[0] == '\\' && (L->p[1] == 'x' || (L->p[1] >= '0' && L->p[1] <= '7')))
      n += lex_escape(L, bytes + n, &raw);
  } else if (*L->p == '\'') {
    error_at(loc, "invalid empty character literal");
  } else if (*L->p == '\n' || !*L->p) {
    check_not_nul(L, "a NUL byte in a character literal (write '\\0')");
    error_at(loc, "unterminated character literal");
  } else {
    uint32_t cp;
    n = utf8_decode(L->p, &cp);
    memcpy(bytes, L->p, (size_t)n);
    advance(L, n);
  }
  if (*L->p != '\'') {
    const char *q = L->p;
    while (*q && *q != '\n' && *q != '\'') q++;
    if (*q == '\'') error_at(loc, "character literal contains more than one character");
    error_at(loc, "unterminated character literal");
  }
  advance(L, 1);
  uint32_t c = 0;
  for (int i = 0; i < 4; i++) c = (c << 8) | (i < n ? (unsigned char)bytes[i] : 0);
  Token *t = push_tok(L, TK_CHAR, loc, space);
  t->ch = c;
  t->width = L->col - loc.col;
}

static void lex_tokens_until(Lexer *L, int stop_depth);

/* A literal run of a string being built, with a parallel mask: 1 for a byte
 * written as itself in the source, 0 for one produced by an escape (escapes
 * are neither indentation nor line breaks for triple-quote dedenting). */
typedef struct StrPiece {
  VEC(char) bytes;
  VEC(char) literal;
} StrPiece;

typedef struct StrPart { int tok; const char *mask; } StrPart;
typedef VEC(StrPart) StrPartList;

static void piece_put(StrPiece *b, char c, bool literal) {
  vec_push(b->bytes, c);
  vec_push(b->literal, (char)literal);
}

/* End the current literal run as a STR_PART token. */
static void flush_part(Lexer *L, StrPiece *b, Loc loc, StrPartList *parts) {
  if (!b->bytes.len) return;
  Token *t = push_tok(L, TK_STR_PART, loc, false);
  t->str = b->bytes.items;
  t->len = (size_t)b->bytes.len;
  StrPart part = {L->toks.len - 1, b->literal.items};
  vec_push(*parts, part);
  memset(b, 0, sizeof *b);
}

/* Julia's triple-quote rule: the longest common prefix of spaces and tabs of
 * every line is removed, where the line right after the opening quotes
 * counts only if the quotes ended their own line, lines of only spaces and
 * tabs do not count, and the line of the closing quotes always counts (as
 * does a line starting with an interpolation). */
static void dedent(Lexer *L, int begin, StrPart *parts, int nparts, bool first_line_counts) {
  const char *prefix = NULL;
  size_t plen = 0;
  bool have = false;
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 1 && (!have || plen == 0)) return;
    bool at_start = first_line_counts;
    int pi = 0;
    for (int i = begin + 1; i < L->toks.len; i++) {
      Token *t = &L->toks.items[i];
      if (t->kind == TK_STR_END || t->kind == TK_INTERP_BEGIN) {
        if (at_start && pass == 0) {         /* a line with nothing before the quotes / the `$` */
          if (!have) { prefix = ""; have = true; }
          plen = 0;
        }
        at_start = false;
        if (t->kind == TK_STR_END) break;
        continue;
      }
      if (t->kind != TK_STR_PART) { at_start = false; continue; }
      while (pi < nparts && parts[pi].tok != i) pi++;
      const char *m = pi < nparts ? parts[pi].mask : NULL;
      char *out = pass ? arena_alloc(t->len + 1) : NULL;
      char *mout = pass ? arena_alloc(t->len + 1) : NULL;
      size_t o = 0;
      for (size_t j = 0; j < t->len;) {
        bool lit = m && m[j];
        if (at_start) {
          at_start = false;
          size_t k = j;
          while (k < t->len && m && m[k] && (t->str[k] == ' ' || t->str[k] == '\t')) k++;
          bool blank = k < t->len && m && m[k] && t->str[k] == '\n';
          if (pass == 0) {
            if (!blank) {
              if (!have) { prefix = t->str + j; plen = k - j; have = true; }
              else {
                size_t c = 0;
                while (c < plen && c < k - j && prefix[c] == t->str[j + c]) c++;
                plen = c;
              }
            }
          } else {
            size_t c = 0;                    /* strip what matches the common prefix */
            while (c < plen && j + c < k && prefix[c] == t->str[j + c]) c++;
            j += c;
          }
          continue;
        }
        if (lit && t->str[j] == '\n') at_start = true;
        if (pass) { out[o] = t->str[j]; mout[o] = (char)lit; o++; }
        j++;
      }
      if (pass) {
        t->str = out;
        t->len = o;
        if (pi < nparts) parts[pi].mask = mout;
      }
    }
  }
}

/* A string literal. Literal runs become STR_PART tokens; `$name` and `$(expr)`
 * become INTERP_BEGIN, the expression's tokens, INTERP_END. `raw` strings (the
 * argument of a string macro r"...", or var"...") keep backslashes, except
 * that \" is a quote, and have no interpolation. */
/* A string "..." / """...""", or with quote '`' a command literal `...`
 * (always raw: its macro does the interpolation). */
static void lex_string(Lexer *L, bool space, bool raw, char quote) {
  Loc loc = here(L);
  const char triple_quote[4] = {quote, quote, quote, 0};
  bool triple = strncmp(L->p, triple_quote, 3) == 0;
  advance(L, triple ? 3 : 1);
  Token *b = push_tok(L, TK_STR_BEGIN, loc, space);
  b->width = triple ? 3 : 1;
  int begin_index = L->toks.len - 1;
  bool first_line_counts = false;
  if (triple && (L->p[0] == '\n' || (L->p[0] == '\r' && L->p[1] == '\n'))) {
    advance(L, L->p[0] == '\r' ? 2 : 1);      /* a newline right after """ is dropped */
    first_line_counts = true;
  }
  StrPiece buf = {0};
  StrPartList parts = {0};
  Loc part_loc = here(L);
  for (;;) {
    if (!*L->p) {
      check_not_nul(L, "a NUL byte in a string literal (write \\0)");
      error_at(loc, quote == '`' ? "unterminated command literal" : "unterminated string literal");
    }
    if (triple ? strncmp(L->p, triple_quote, 3) == 0 : *L->p == quote) break;
    if (*L->p == '\r' && L->p[1] == '\n') { advance(L, 1); continue; }   /* CRLF reads as LF */
    if (*L->p == '\\' && raw) {
      int n = 0;
      while (L->p[n] == '\\') n++;
      if (L->p[n] == quote) {                 /* backslashes before a quote are halved */
        for (int i = 0; i < n / 2; i++) piece_put(&buf, '\\', true);
        advance(L, n);
        if (n % 2) { piece_put(&buf, quote, true); advance(L, 1); }
      } else {
        for (int i = 0; i < n; i++) piece_put(&buf, '\\', true);
        advance(L, n);
      }
      continue;
    }
    if (*L->p == '\\') {
      if (L->p[1] == '\n' || (L->p[1] == '\r' && L->p[2] == '\n')) {   /* line continuation */
        advance(L, L->p[1] == '\r' ? 3 : 2);
        while (*L->p == ' ' || *L->p == '\t') advance(L, 1);
        continue;
      }
      char out[8];
      bool rawbyte;
      int n = lex_escape(L, out, &rawbyte);
      for (int i = 0; i < n; i++) piece_put(&buf, out[i], false);
      continue;
    }
    if (*L->p == '$' && !raw) {
      flush_part(L, &buf, part_loc, &parts);
      Loc dl = here(L);
      advance(L, 1);
      push_tok(L, TK_INTERP_BEGIN, dl, false);
      if (*L->p == '(') {
        Loc pl = here(L);
        advance(L, 1);
        Token *o = push_tok(L, TK_OP, pl, false);
        o->sym = sym("(");
        if (++L->interp_depth > 50) error_at(dl, "string interpolation nested too deeply");
        int saved = L->paren_depth;
        L->paren_depth = 1;
        lex_tokens_until(L, 1);
        L->paren_depth = saved;
        L->interp_depth--;
      } else if (is_ident_start(L->p)) {
        Loc il = here(L);
        const char *s = L->p;
        const char *e = s;
        while (*e && is_ident_char(e)) {
          uint32_t cp;
          e += utf8_decode(e, &cp);
        }
        Token *t = push_tok(L, TK_IDENT, il, false);
        t->sym = sym_n(s, (size_t)(e - s));
        t->width = (int)(e - s);
        advance(L, (int)(e - s));
      } else {
        error_at(dl, "invalid interpolation syntax: \"$%c\"", *L->p && *L->p != '\n' ? *L->p : ' ');
      }
      push_tok(L, TK_INTERP_END, here(L), false);
      part_loc = here(L);
      continue;
    }
    piece_put(&buf, *L->p, true);
    advance(L, 1);
  }
  flush_part(L, &buf, part_loc, &parts);
  advance(L, triple ? 3 : 1);
  push_tok(L, TK_STR_END, here(L), false);
  if (triple) dedent(L, begin_index, parts.items, parts.len, first_line_counts);
}

/* A string macro call r"..."flags (or a command x`...`): a TK_MACRO marked
 * with bits 1, skipping the `prefix_len` bytes of its name, then the raw
 * string; a suffix glued to the closing quote (r"a"i) follows as a second
 * raw string whose TK_STR_BEGIN has bits 1. */
static void lex_string_macro(Lexer *L, Loc loc, bool space, const char *macro, int prefix_len) {
  Token *t = push_tok(L, TK_MACRO, loc, space);
  t->sym = sym(macro);
  t->bits = 1;
  t->width = prefix_len ? prefix_len : 1;
  advance(L, prefix_len);
  lex_string(L, false, true, *L->p);
  if (!is_ident_start(L->p)) return;
  const char *e = L->p;
  while (*e && is_ident_char(e)) { uint32_t cp; e += utf8_decode(e, &cp); }
  Token *b = push_tok(L, TK_STR_BEGIN, here(L), false);
  b->bits = 1;
  b->width = 0;
  Token *part = push_tok(L, TK_STR_PART, here(L), false);
  part->str = arena_strndup(L->p, (size_t)(e - L->p));
  part->len = (size_t)(e - L->p);
  part->width = (int)(e - L->p);
  advance(L, (int)(e - L->p));
  push_tok(L, TK_STR_END, here(L), false);
}

/* Operators, longest first within each leading character. */
static const char *const ascii_ops[] = {
  ">>>=", "...", "===", "!==", ">>>", "<<=", ">>=", "//=", "-->", "<--",
  "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "//", "|>", "<|", "<:", ">:",
  "->", "=>", "::", "+=", "-=", "*=", "/=", "\\=", "^=", "%=", "|=", "&=", ":=", "..",
  "+", "-", "*", "/", "\\", "^", "%", "<", ">", "=", "!", "~", "&", "|", "?", ":",
  "$", ".", ",", ";", "(", ")", "[", "]", "{", "}", "'", NULL};

static void lex_one(Lexer *L) {
  /* a token at the start of a line counts as preceded by space */
  bool space = L->p == L->file->text || L->p[-1] == '\n';
  for (;;) {                                     /* whitespace and comments */
    if (*L->p == ' ' || *L->p == '\t' || *L->p == '\r') { advance(L, 1); space = true; continue; }
    if (*L->p == '\\' && L->p[1] == '\n') { advance(L, 2); space = true; continue; }
    if (*L->p == '#' && L->p[1] == '=') {
      Loc loc = here(L);
      int depth = 0;
      do {
        if (!*L->p) {
          check_not_nul(L, "a NUL byte in a comment");
          error_at(loc, "unterminated multi-line comment #= ... =#");
        }
        if (*L->p == '#' && L->p[1] == '=') { depth++; advance(L, 2); }
        else if (*L->p == '=' && L->p[1] == '#') { depth--; advance(L, 2); }
        else advance(L, 1);
      } while (depth > 0);
      space = true;
      continue;
    }
    if (*L->p == '#') {
      while (*L->p && *L->p != '\n') advance(L, 1);
      if (!*L->p) check_not_nul(L, "a NUL byte in a comment");
      continue;
    }
    break;
  }
  Loc loc = here(L);
  const char *p = L->p;
  if (!*p) {
    check_not_nul(L, NULL);
    push_tok(L, TK_EOF, loc, true);
    return;
  }
  if (*p == '\n') {
    advance(L, 1);
    push_tok(L, TK_NEWLINE, loc, true);
    return;
  }
  if ((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9' && !last_ends_value(L))) {
    lex_number(L, space);
    return;
  }
  if (is_ident_start(p)) {
    const char *e = p;
    while (*e && is_ident_char(e)) {
      uint32_t cp;
      e += utf8_decode(e, &cp);
    }
    /* `!` ends a name only when it is not the start of `!=` */
    while (e > p + 1 && e[-1] == '!' && *e == '=') e--;
    if (*e == '"' || *e == '`') {
      Sym name = sym_n(p, (size_t)(e - p));
      if (name == sym("var") && *e == '"') {     /* var"any name" */
        advance(L, (int)(e - p));
        int first = L->toks.len;
        lex_string(L, false, true, '"');
        StrPiece id = {0};
        for (int i = first; i < L->toks.len; i++)
          if (L->toks.items[i].kind == TK_STR_PART)
            for (size_t j = 0; j < L->toks.items[i].len; j++) piece_put(&id, L->toks.items[i].str[j], true);
        L->toks.len = first;
        Token *t = push_tok(L, TK_IDENT, loc, space);
        t->sym = sym_n(id.bytes.items ? id.bytes.items : "", (size_t)id.bytes.len);
        t->width = L->col - loc.col;
        return;
      }
      if (!is_reserved_word(name)) {             /* r"...": a string macro, @r_str; x`...`: @x_cmd */
        lex_string_macro(L, loc, space, arena_printf("%s_%s", name, *e == '"' ? "str" : "cmd"), (int)(e - p));
        return;
      }
    }
    Token *t = push_tok(L, TK_IDENT, loc, space);
    t->sym = sym_n(p, (size_t)(e - p));
    t->width = L->col;
    advance(L, (int)(e - p));
    t->width = L->col - t->width;
    return;
  }
  if (*p == '"') { lex_string(L, space, false, '"'); return; }
  if (*p == '\'') {
    if (last_ends_value(L) && !space) {          /* postfix adjoint x' */
      Token *t = push_tok(L, TK_OP, loc, space);
      t->sym = sym("'");
      advance(L, 1);
      return;
    }
    lex_char(L, space);
    return;
  }
  if (*p == '`') { lex_string_macro(L, loc, space, "cmd", 0); return; }   /* `...` is @cmd "..." */
  if (*p == '@') {
    const char *s = p + 1;
    const char *e = s;
    if (*e == '.' && !is_ident_start(e + 1)) e++;       /* @. */
    else while (*e && is_ident_char(e)) { uint32_t cp; e += utf8_decode(e, &cp); }
    if (e == s) error_at(loc, "invalid macro name after '@'");
    Token *t = push_tok(L, TK_MACRO, loc, space);
    t->sym = sym_n(s, (size_t)(e - s));
    t->width = (int)(e - p);
    advance(L, (int)(e - p));
    return;
  }
  /* Julia reads − (U+2212) as - and the middle dots · (U+00B7, U+0387) as ⋅ */
  {
    static const char *const same[][2] = {{"\u2212", "-"}, {"\u00b7", "⋅"}, {"\u0387", "⋅"}};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
      size_t k = strlen(same[i][0]);
      if (strncmp(p, same[i][0], k) != 0) continue;
      bool assign = p[k] == '=' && p[k + 1] != '=' && same[i][1][0] == '-';
      Token *t = push_tok(L, TK_OP, loc, space);
      t->sym = assign ? sym("-=") : sym(same[i][1]);
      t->width = assign ? 2 : 1;
      advance(L, (int)k + assign);
      return;
    }
  }
  /* operators: dotted form `.op` first, then plain */
  int dotted = 0;
  if (*p == '.' && p[1] && (strchr("+-*/^\\%<>=!&|~", p[1]) || unicode_op_len(p + 1))) dotted = 1;
  const char *q = p + dotted;
  int n = 0;
  int ulen = unicode_op_len(q);
  if (ulen) {
    n = ulen;
    if (q[n] == '=' && q[n + 1] != '=' && strstr("÷⊻", arena_strndup(q, (size_t)n))) n++;
  } else {
    for (int i = 0; ascii_ops[i]; i++) {
      if (ascii_ops[i][0] != *q) continue;          /* most entries differ at once */
      size_t k = strlen(ascii_ops[i]);
      if (strncmp(q, ascii_ops[i], k) == 0) { n = (int)k; break; }
    }
  }
  if (!n) {
    uint32_t cp;
    int len = utf8_decode(p, &cp);
    if (!utf8_valid_at(p)) error_at(loc, "invalid UTF-8 byte \"\\x%02x\" (outside a string literal)", (unsigned char)*p);
    error_at(loc, "invalid character \"%.*s\" (U+%04X)", len, p, cp);
  }
  Token *t = push_tok(L, TK_OP, loc, space);
  t->sym = sym_n(p, (size_t)(n + dotted));
  t->width = n + dotted;
  const char *s = t->sym;
  if (!strcmp(s, "(") || !strcmp(s, "[") || !strcmp(s, "{")) L->paren_depth++;
  if ((!strcmp(s, ")") || !strcmp(s, "]") || !strcmp(s, "}")) && L->paren_depth > 0) L->paren_depth--;
  advance(L, n + dotted);
}

/* Lex until EOF; inside `$(...)` (interp), until the closing paren. */
static void lex_tokens_until(Lexer *L, int interp) {
  for (;;) {
    lex_one(L);
    Token *t = &L->toks.items[L->toks.len - 1];
    if (t->kind == TK_EOF) {
      if (interp) error_at(t->loc, "unterminated string interpolation $(...)");
      return;
    }
    if (interp && L->paren_depth == 0) return;      /* the ')' closing $( */
  }
}

TokenList lex_file(SourceFile *file) {
  Lexer L = {0};
  L.file = file;
  L.p = file->text;
  L.line = 1;
  L.col = 1;
  /* Room for the tokens of typical code (about one per 4 bytes) up front:
   * doubling from small would touch twice the memory. From malloc, not the
   * arena: the parser frees them (lex_free), so the next file reuses the
   * memory instead of faulting in fresh pages (Base's tokens came to 10 MB). */
  L.toks.cap = (int)(file->len / 4) + 16;
  L.toks.items = malloc(sizeof(Token) * (size_t)L.toks.cap);
  if (!L.toks.items) fatal("out of memory");
  if (!strncmp(L.p, "\xEF\xBB\xBF", 3)) L.p += 3;           /* a UTF-8 byte order mark */
  if (L.p[0] == '#' && L.p[1] == '!')                    /* shebang line */
    while (*L.p && *L.p != '\n') advance(&L, 1);
  lex_tokens_until(&L, 0);
  return (TokenList){L.toks.items, L.toks.len};
}

void lex_free(TokenList tl) { free(tl.toks); }
