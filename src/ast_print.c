/* ast_print.c — the syntax tree as an S-expression (`jlc parse FILE.jl`).
 * docs/syntax-tree.md documents the format for users; this is the summary.
 *
 * The output is what Julia's `Meta.show_sexpr(Meta.parse(src))` shows, in the
 * lighter spelling JuliaSyntax uses for its tests:
 *
 *   - every Expr prints as `(head arg arg ...)` on one line, no commas;
 *     LineNumberNodes are left out;
 *   - a Symbol prints bare (`x`, `+`, `≤`); one that is not written as
 *     itself prints as `var"my name"`; a QuoteNode'd symbol (`:x`, the
 *     field of `a.b`, a quoted operator) prints as `:x`;
 *   - literals print as Julia's `repr` would: `1`, `-5`, `0x1f` (unsigned,
 *     zero-padded to their type's width), `1.0`, `0.001`, `1.0e-10`, `'a'`,
 *     `'\n'`, `"a\tb"` (with `\"`, `\\`, `\$` and control characters
 *     escaped), `true`; a bare `return` returns `nothing`;
 *   - `jlc parse` prints each top-level statement on a line of its own.
 *
 * So, as in Julia:
 *   1 + 2 * x            (call + 1 (call * 2 x))
 *   a + b + c            (call + a b c)           chains of + and * are n-ary
 *   f(x; k=1)            (call f (parameters (kw k 1)) x)   parameters first
 *   (a=1, b=2)           (tuple (= a 1) (= b 2))
 *   a.b                  (. a :b)
 *   f.(x)  /  a .+ b     (. f (tuple x))  /  (call .+ a b)
 *   x -> x + 1           (-> x (block (call + x 1)))
 *   f(x) = x             (= (call f x) (block x))
 *   if a b elseif c d end   (if a (block b) (elseif (block c) (block d)))
 *   for i in 1:n ... end    (for (= i (call : 1 n)) (block ...))
 *   @m a b  /  Base.@m a    (macrocall @m a b)  /  (macrocall (. Base :@m) a)
 *   using A.B: c            (using (: (. A B) (. c)))
 *   r"a+"i                  (macrocall @r_str "a+" "i")
 *   [1 2;;; 3 4]            (ncat 3 (row 1 2) (row 3 4))
 *   1.5f0                   1.5f0 (Float32 as Julia's repr)
 *
 * Where our tree is shaped differently from Julia's Expr, the printer turns it
 * back into Julia's form (so the tests state Julia's grammar, not ours):
 *   - short-form definitions are N_FUNCTION (flag 1): printed as `(= sig (block body))`;
 *   - `elseif` is a nested N_IF (flag 1); n-ary `+`/`*` chains are nested
 *     binary calls (N_CALL flag 1 marks a link of the chain);
 *   - using/import keep a flat list of names (see parse_import_list); the
 *     printer regroups them into paths from the flags on each name.
 * Deliberate differences from Julia's output:
 *   - top-level `a; b` prints as two lines, not `(toplevel a b)`;
 *   - macro calls have no LineNumberNode argument;
 *   - a parenthesized single name `:(x)` prints as `:x`, as Julia's QuoteNode;
 *   - a body that is already a block is not wrapped again: `f(x) = (a; b)`
 *     is (= (call f x) (block a b));
 *   - a docstring is JuliaSyntax's (doc "text" def), not
 *     (macrocall Core.@doc "text" def); a command literal is
 *     (macrocall @cmd "text"), without Julia's `Core.`;
 * and what the parser does not do as Julia does (yet):
 *   - `const global x = 1` drops the `global`: (const (= x 1));
 *   - `x::T where T` is (where (:: x T) T), Julia's is (:: x (where T T)). */
#include <math.h>
#include "ast.h"

static void pr(Node *n, FILE *out);

/* ---- literals ---- */

/* One character of a Char or String literal, escaped as Julia's repr does.
 * `delim` is the quote character that needs a backslash. */
static void put_escaped_byte(unsigned char c, char delim, FILE *out) {
  switch (c) {
  case '\n': fputs("\\n", out); return;
  case '\t': fputs("\\t", out); return;
  case '\r': fputs("\\r", out); return;
  case '\a': fputs("\\a", out); return;
  case '\b': fputs("\\b", out); return;
  case '\f': fputs("\\f", out); return;
  case '\v': fputs("\\v", out); return;
  case 27: fputs("\\e", out); return;
  case '\\': fputs("\\\\", out); return;
  default: break;
  }
  if (c == (unsigned char)delim || (delim == '"' && c == '$')) { fputc('\\', out); fputc(c, out); return; }
  if (c < 0x20 || c == 0x7f) { fprintf(out, "\\x%02x", c); return; }
  fputc(c, out);
}

/* Length of the valid UTF-8 sequence at s (at most n bytes), or 0. */
static int utf8_valid_len(const unsigned char *s, size_t n) {
  int len = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
  if (!len || (size_t)len > n) return 0;
  for (int i = 1; i < len; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if (len == 2 && s[0] < 0xC2) return 0;               /* overlong */
  return len;
}

static void put_string(const char *s, size_t len, FILE *out) {
  fputc('"', out);
  const unsigned char *u = (const unsigned char *)s;
  for (size_t i = 0; i < len;) {
    if (u[i] == 0) {                  /* "\0", unless a digit follows: "\x001" */
      bool digit = i + 1 < len && u[i + 1] >= '0' && u[i + 1] <= '9';
      fputs(digit ? "\\x00" : "\\0", out);
      i++;
      continue;
    }
    if (u[i] < 0x80) { put_escaped_byte(u[i], '"', out); i++; continue; }
    int n = utf8_valid_len(u + i, len - i);
    if (!n) { fprintf(out, "\\x%02x", u[i]); i++; continue; }
    fwrite(u + i, 1, (size_t)n, out);
    i += (size_t)n;
  }
  fputc('"', out);
}

/* A Char holds its UTF-8 bytes left-aligned in 32 bits (Julia's encoding). */
static void put_char(uint32_t ch, FILE *out) {
  unsigned char b[4];
  int n = 0;
  for (int i = 0; i < 4; i++) {
    b[i] = (unsigned char)(ch >> (24 - 8 * i));
    if (b[i] || i == 0) n = i + 1;
  }
  fputc('\'', out);
  if (n == 1 && b[0] < 0x80) {
    if (b[0] == 0) fputs("\\0", out);
    else put_escaped_byte(b[0], '\'', out);
  } else if (utf8_valid_len(b, (size_t)n) == n) {
    fwrite(b, 1, (size_t)n, out);
  } else {
    for (int i = 0; i < n; i++) fprintf(out, "\\x%02x", b[i]);
  }
  fputc('\'', out);
}

static void put_float(double f, bool f32, FILE *out) {
  StrBuf b = {0};
  sb_put_float(&b, f, f32);
  fputs(sb_str(&b), out);
  free(b.items);
}

/* A name that is not written as itself in Julia (var"my var"). */
static void put_name(Sym s, FILE *out) {
  bool plain = s[0] && !(s[0] >= '0' && s[0] <= '9');
  for (const char *c = s; *c && plain; c++) plain = !strchr(" \t\n\r\"`()[]{},;#", *c);
  if (plain) { fputs(s, out); return; }
  fputs("var", out);
  put_string(s, strlen(s), out);
}

/* ---- compound forms ---- */

static void sx_open(const char *head, FILE *out) { fprintf(out, "(%s", head); }
static void arg(Node *n, FILE *out) { fputc(' ', out); pr(n, out); }
static void sx_close(FILE *out) { fputc(')', out); }

/* Children from..nkids-1, with an N_PARAMS child moved to the front as in
 * Julia's Expr (`f(a; k)` is (call f (parameters k) a)). */
static void args_params_first(Node *n, int from, FILE *out) {
  for (int i = from; i < n->nkids; i++)
    if (n->kids[i] && n->kids[i]->kind == N_PARAMS) arg(n->kids[i], out);
  for (int i = from; i < n->nkids; i++)
    if (!n->kids[i] || n->kids[i]->kind != N_PARAMS) {
      if (!n->kids[i]) fputs(" nothing", out);
      else arg(n->kids[i], out);
    }
}

/* `name = value` prints as (= ...) in tuples and (kw ...) in calls. */
static void tuple_elem(Node *e, FILE *out) {
  if (e->kind == N_KW) {
    fputs(" (=", out);
    arg(e->kids[0], out);
    arg(e->kids[1], out);
    sx_close(out);
  } else {
    arg(e, out);
  }
}

/* The operands of a chain a + b + c (nested binary calls marked flag 1). */
static void chain_args(Node *n, FILE *out) {
  Node *first = n->kids[1];
  if (n->flag == 1 && first->kind == N_CALL && first->nkids == 3 && first->kids[0]->kind == N_IDENT &&
      first->kids[0]->sym == n->kids[0]->sym)
    chain_args(first, out);
  else
    arg(first, out);
  arg(n->kids[2], out);
}

/* A body in Julia's Expr is always a block: x -> x + 1 is (-> x (block ...)). */
static void as_block(Node *body, FILE *out) {
  if (body->kind == N_BLOCK) { arg(body, out); return; }
  fputs(" (block", out);
  arg(body, out);
  sx_close(out);
}

/* A component of an import path: names, or `.` for each dot of a relative path. */
static void import_name(Node *k, FILE *out) {
  bool all_dots = true;
  for (const char *c = k->sym; *c; c++) all_dots &= *c == '.';
  if (all_dots) {
    for (const char *c = k->sym; *c; c++) fputs(" .", out);
  } else {
    fprintf(out, " %s%s", k->flag & IMPORT_MACRO ? "@" : "", k->sym);
  }
}

/* Kids i.. of an import list as one path `(. A B C)`; returns the next index. */
static int import_path(Node *n, int i, FILE *out) {
  Node *k = n->kids[i];
  bool renamed = false;
  int end = i + 1;
  while (end < n->nkids && (n->kids[end]->flag & IMPORT_JOIN)) end++;
  if (end + 1 < n->nkids && (n->kids[end]->flag & IMPORT_AS)) renamed = true;
  if (renamed) fputs("(as ", out);   /* import A as B is (import (as (. A) B)) */
  sx_open(".", out);
  for (int d = 0; d < k->bits; d++) fputs(" .", out);
  for (int j = i; j < end; j++) import_name(n->kids[j], out);
  sx_close(out);
  if (renamed) {
    import_name(n->kids[end + 1], out);
    sx_close(out);
    end += 2;
  }
  return end;
}

static void print_import(Node *n, const char *head, FILE *out) {
  sx_open(head, out);
  int colon = -1;
  for (int i = 0; i < n->nkids; i++)
    if (n->kids[i]->flag & IMPORT_COLON) { colon = i; break; }
  int i = 0;
  if (colon > 0) {                  /* using A: x, y  is  (using (: (. A) (. x) (. y))) */
    fputs(" (: ", out);
    i = import_path(n, 0, out);
    while (i < n->nkids) { fputc(' ', out); i = import_path(n, i, out); }
    sx_close(out);
  } else {
    while (i < n->nkids) { fputc(' ', out); i = import_path(n, i, out); }
  }
  sx_close(out);
}

static void print_macro_name(Node *n, FILE *out) {
  const char *name = n->sym == sym(".") ? "__dot__" : n->sym;
  if (n->kids && n->kids[0]) {
    fputs(" (.", out);
    arg(n->kids[0], out);
    fprintf(out, " :@%s)", name);
  } else {
    fprintf(out, " @%s", name);
  }
}

static void pr(Node *n, FILE *out) {
  if (!n) { fputs("nothing", out); return; }
  switch (n->kind) {
  case N_INT: fprintf(out, "%lld", (long long)n->i); return;
  case N_UINT: fprintf(out, "0x%0*llx", n->bits / 4, (unsigned long long)n->u); return;
  case N_BIGINT: fputs(n->str, out); return;
  case N_FLOAT: put_float(n->f, false, out); return;
  case N_FLOAT32: put_float(n->f, true, out); return;
  case N_CHAR: put_char(n->ch, out); return;
  case N_STR: put_string(n->str, n->len, out); return;
  case N_BOOL: fputs(n->i ? "true" : "false", out); return;
  case N_IDENT: put_name(n->sym, out); return;
  case N_QUOTESYM: fputc(':', out); put_name(n->sym, out); return;
  case N_END: fputs("end", out); return;
  case N_BEGIN_IDX: fputs("begin", out); return;

  case N_CALL: {
    Node *callee = n->kids[0];
    if (callee->kind == N_IDENT && callee->sym == sym("'") && n->nkids == 2) {
      sx_open("'", out);                 /* x' is (' x) */
      arg(n->kids[1], out);
      sx_close(out);
      return;
    }
    if (callee->kind == N_IDENT && callee->sym == sym("-->") && n->nkids == 3) {
      sx_open("-->", out);               /* the one syntactic arrow: (--> a b) */
      arg(n->kids[1], out);
      arg(n->kids[2], out);
      sx_close(out);
      return;
    }
    sx_open("call", out);
    arg(callee, out);
    if (n->flag == 1 && n->nkids == 3) chain_args(n, out);
    else args_params_first(n, 1, out);
    sx_close(out);
    return;
  }
  case N_DOTCALL:
    if (n->flag == 1) {               /* a .+ b is (call .+ a b) */
      sx_open("call", out);
      fprintf(out, " .%s", n->kids[0]->sym);
      args_params_first(n, 1, out);
      sx_close(out);
      return;
    }
    sx_open(".", out);                   /* f.(x) is (. f (tuple x)) */
    arg(n->kids[0], out);
    fputs(" (tuple", out);
    args_params_first(n, 1, out);
    sx_close(out);
    sx_close(out);
    return;
  case N_STRING: sx_open("string", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_BLOCK: sx_open("block", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_IF:
    if (n->flag == 1) {               /* elseif: Julia wraps its condition in a block */
      sx_open("elseif", out);
      fputs(" (block", out);
      arg(n->kids[0], out);
      sx_close(out);
    } else {
      sx_open("if", out);
      arg(n->kids[0], out);
    }
    for (int i = 1; i < n->nkids; i++) arg(n->kids[i], out);
    sx_close(out);
    return;
  case N_WHILE: sx_open("while", out); arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_FOR:
    sx_open("for", out);
    if (n->nkids == 2) {
      arg(n->kids[0], out);
    } else {                          /* several specs: (for (block (= i a) (= j b)) body) */
      fputs(" (block", out);
      for (int i = 0; i + 1 < n->nkids; i++) arg(n->kids[i], out);
      sx_close(out);
    }
    arg(n->kids[n->nkids - 1], out);
    sx_close(out);
    return;
  case N_ASSIGN:
    sx_open("=", out);
    if (n->flag == 1) {               /* an `outer` loop variable */
      fputs(" (outer", out);
      arg(n->kids[0], out);
      sx_close(out);
    } else {
      arg(n->kids[0], out);
    }
    arg(n->kids[1], out);
    sx_close(out);
    return;
  case N_OPASSIGN:
    fprintf(out, "(%s%s=", n->flag ? "." : "", n->sym);
    arg(n->kids[0], out);
    arg(n->kids[1], out);
    sx_close(out);
    return;
  case N_AND: case N_OR: case N_DOTAND: case N_DOTOR:
    sx_open(node_kind_name(n->kind), out);
    arg(n->kids[0], out);
    arg(n->kids[1], out);
    sx_close(out);
    return;
  case N_FUNCTION:
    if (n->flag == 1) {               /* f(x) = body */
      sx_open("=", out);
      arg(n->kids[0], out);
      as_block(n->kids[1], out);
    } else {
      sx_open("function", out);
      for (int i = 0; i < n->nkids; i++) arg(n->kids[i], out);
    }
    sx_close(out);
    return;
  case N_MACRODEF: sx_open("macro", out); for (int i = 0; i < n->nkids; i++) arg(n->kids[i], out); sx_close(out); return;
  case N_RETURN: sx_open("return", out); if (n->nkids) arg(n->kids[0], out); else fputs(" nothing", out); sx_close(out); return;
  case N_BREAK: fputs("(break)", out); return;
  case N_CONTINUE: fputs("(continue)", out); return;
  case N_CONST: case N_GLOBAL: case N_LOCAL:
    sx_open(n->kind == N_CONST ? "const" : n->kind == N_GLOBAL ? "global" : "local", out);
    for (int i = 0; i < n->nkids; i++) arg(n->kids[i], out);
    sx_close(out);
    return;
  case N_TUPLE:
    sx_open("tuple", out);
    for (int i = 0; i < n->nkids; i++)
      if (n->kids[i]->kind == N_PARAMS) arg(n->kids[i], out);
    for (int i = 0; i < n->nkids; i++)
      if (n->kids[i]->kind != N_PARAMS) tuple_elem(n->kids[i], out);
    sx_close(out);
    return;
  case N_DOT: sx_open(".", out); arg(n->kids[0], out); fprintf(out, " :%s", n->sym); sx_close(out); return;
  case N_TYPED: sx_open("::", out); if (n->kids[0]) arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_CURLY: sx_open("curly", out); arg(n->kids[0], out); args_params_first(n, 1, out); sx_close(out); return;
  case N_WHERE: sx_open("where", out); arg(n->kids[0], out); args_params_first(n, 1, out); sx_close(out); return;
  case N_SUBTYPE: case N_SUPERTYPE:
    sx_open(n->kind == N_SUBTYPE ? "<:" : ">:", out);
    if (n->kids[0]) arg(n->kids[0], out);
    arg(n->kids[1], out);
    sx_close(out);
    return;
  case N_MACROCALL:
    sx_open("macrocall", out);
    print_macro_name(n, out);
    args_params_first(n, 1, out);
    sx_close(out);
    return;
  case N_MODULE:
    fprintf(out, "(module %s %s", n->flag ? "false" : "true", n->sym);
    arg(n->kids[0], out);
    sx_close(out);
    return;
  case N_STRUCT:
    fprintf(out, "(struct %s", n->flag ? "true" : "false");
    arg(n->kids[0], out);
    arg(n->kids[1], out);
    sx_close(out);
    return;
  case N_ABSTRACT: sx_open("abstract", out); arg(n->kids[0], out); sx_close(out); return;
  case N_PRIMITIVE: sx_open("primitive", out); arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_COMPARISON: sx_open("comparison", out); for (int i = 0; i < n->nkids; i++) arg(n->kids[i], out); sx_close(out); return;
  case N_LET: {
    sx_open("let", out);
    Node *b = n->kids[0];
    /* one plain binding stands alone; none or several are wrapped in a block */
    if (b->nkids == 1 && (b->kids[0]->kind == N_IDENT || b->kids[0]->kind == N_ASSIGN || b->kids[0]->kind == N_TYPED))
      arg(b->kids[0], out);
    else
      arg(b, out);
    arg(n->kids[1], out);
    sx_close(out);
    return;
  }
  case N_TRY: {
    /* (try body var catch finally else): missing parts are `false`, and
     * trailing missing ones are left out, as in Julia's Expr */
    int last = 0;
    for (int i = 0; i < n->nkids; i++)
      if (n->kids[i]) last = i;
    if (last < 2) last = 2;
    sx_open("try", out);
    for (int i = 0; i <= last; i++) {
      if (n->kids[i]) arg(n->kids[i], out);
      else fputs(" false", out);
    }
    sx_close(out);
    return;
  }
  case N_USING: print_import(n, "using", out); return;
  case N_IMPORT: print_import(n, "import", out); return;
  case N_EXPORT: case N_PUBLIC:
    sx_open(n->kind == N_EXPORT ? "export" : "public", out);
    for (int i = 0; i < n->nkids; i++) import_name(n->kids[i], out);
    sx_close(out);
    return;
  case N_ARROW: sx_open("->", out); arg(n->kids[0], out); as_block(n->kids[1], out); sx_close(out); return;
  case N_REF: sx_open("ref", out); arg(n->kids[0], out); args_params_first(n, 1, out); sx_close(out); return;
  case N_VECT: sx_open("vect", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_HCAT: sx_open("hcat", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_VCAT: sx_open("vcat", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_ROW: sx_open("row", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_COMPREHENSION: sx_open("comprehension", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_GENERATOR: sx_open("generator", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_SPLAT: sx_open("...", out); arg(n->kids[0], out); sx_close(out); return;
  case N_KW: sx_open("kw", out); arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_PARAMS: sx_open("parameters", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_QUOTE:
    if (n->kids[0]->kind == N_IDENT) { fprintf(out, ":%s", n->kids[0]->sym); return; }
    sx_open("quote", out);
    arg(n->kids[0], out);
    sx_close(out);
    return;
  case N_DOLLAR: sx_open("$", out); arg(n->kids[0], out); sx_close(out); return;
  case N_DO: sx_open("do", out); arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_TYPED_HCAT: sx_open("typed_hcat", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_TYPED_VCAT: sx_open("typed_vcat", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_NCAT: case N_NROW:
    sx_open(n->kind == N_NCAT ? "ncat" : "nrow", out);
    fprintf(out, " %d", (int)n->i);
    args_params_first(n, 0, out);
    sx_close(out);
    return;
  case N_TYPED_NCAT:
    sx_open("typed_ncat", out);
    arg(n->kids[0], out);
    fprintf(out, " %d", (int)n->i);
    args_params_first(n, 1, out);
    sx_close(out);
    return;
  case N_DOC: sx_open("doc", out); arg(n->kids[0], out); arg(n->kids[1], out); sx_close(out); return;
  case N_TYPED_COMPREHENSION: sx_open("typed_comprehension", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_FILTER: sx_open("filter", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_FLATTEN: sx_open("flatten", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_BRACES: sx_open("braces", out); args_params_first(n, 0, out); sx_close(out); return;
  case N_NODE_COUNT: break;
  }
  fprintf(out, "(?%s)", node_kind_name(n->kind));
}

void ast_print(Node *n, FILE *out) { pr(n, out); }

void ast_print_file(Node *file, FILE *out) {
  for (int i = 0; i < file->nkids; i++) {
    pr(file->kids[i], out);
    fputc('\n', out);
  }
}

/* ---- as Julia source: what `string(:(expr))` gives ----
 * Julia's show_unquoted for the forms @assert and @show print: operators
 * infix with spaces (`:` without), an operand parenthesized when its own
 * operator binds no tighter (so `(a - b) - c`, as Julia shows a nested
 * call; chains of + and * are n-ary and print flat), a unary operator's
 * operand parenthesized unless it is a name or literal. Other forms are
 * refused (src_unsupported set), not guessed. */
enum { PREC_NONE, PREC_ASSIGN, PREC_PAIR, PREC_COND, PREC_ARROW, PREC_OR, PREC_AND, PREC_COMPARISON,
       PREC_PIPE_LEFT, PREC_PIPE, PREC_COLON, PREC_PLUS, PREC_TIMES, PREC_RATIONAL, PREC_BITSHIFT,
       PREC_POWER, PREC_DECL, PREC_ATOM };

static int binary_prec(Sym op) {
  static const struct { const char *ops; int prec; } table[] = {
    {" => ", PREC_PAIR}, {" || ", PREC_OR}, {" && ", PREC_AND},
    {" > < >= <= == === != !== <: >: in isa ∈ ∉ ∋ ≈ ≉ ≠ ≡ ≢ ≤ ≥ ⊆ ⊇ ⊂ ⊃ ⊊ ⊋ ", PREC_COMPARISON},
    {" <| ", PREC_PIPE_LEFT}, {" |> ", PREC_PIPE}, {" : .. ", PREC_COLON},
    {" + - | ⊻ ++ ∪ ", PREC_PLUS}, {" * / % & \\ ÷ ⋅ ∘ × ∩ ", PREC_TIMES}, {" // ", PREC_RATIONAL},
    {" << >> >>> ", PREC_BITSHIFT}, {" ^ ", PREC_POWER},
  };
  const char *s = op[0] == '.' && op[1] && op[1] != '.' ? op + 1 : op;   /* .+ binds as + */
  char key[64];
  if (strlen(s) > sizeof key - 3) return PREC_NONE;
  snprintf(key, sizeof key, " %s ", s);
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (strstr(table[i].ops, key)) return table[i].prec;
  return PREC_NONE;
}

static bool src_unsupported;
static void src(Node *n, int outer, FILE *out);

static void src_list(Node **kids, int n, const char *sep, FILE *out) {
  for (int i = 0; i < n; i++) {
    if (i) fputs(sep, out);
    src(kids[i], PREC_NONE, out);
  }
}

/* The precedence a node prints at: its operator's, or an atom's. */
static int node_prec(Node *n) {
  switch (n->kind) {
  case N_CALL:
    if (n->kids[0]->kind == N_IDENT && n->nkids == 3 && binary_prec(n->kids[0]->sym)) return binary_prec(n->kids[0]->sym);
    return PREC_ATOM;
  case N_DOTCALL:
    if (n->flag && n->nkids == 3) return binary_prec(n->kids[0]->sym);
    return PREC_ATOM;
  case N_COMPARISON: return PREC_COMPARISON;
  case N_AND: return PREC_AND;
  case N_OR: return PREC_OR;
  case N_ASSIGN: case N_OPASSIGN: return PREC_ASSIGN;
  case N_TYPED: return PREC_DECL;
  default: return PREC_ATOM;
  }
}

/* What is called or indexed: a name as it is, anything else in parentheses
 * ((1:n)[1], (a.b)[1], as Julia's show_call). */
static void src_callee(Node *f, FILE *out) {
  if (f->kind == N_IDENT) { put_name(f->sym, out); return; }
  fputc('(', out);
  src(f, PREC_NONE, out);
  fputc(')', out);
}

static void src_infix(Node **operands, int n, Sym op, int prec, FILE *out) {
  const char *sep = !strcmp(op, ":") || !strcmp(op, "..") ? op : arena_printf(" %s ", op);
  for (int i = 0; i < n; i++) {
    if (i) fputs(sep, out);
    src(operands[i], prec, out);
  }
}

static void src(Node *n, int outer, FILE *out) {
  if (!n) { fputs("nothing", out); return; }
  int prec = node_prec(n);
  bool parens = prec != PREC_ATOM && prec <= outer;
  if (parens) fputc('(', out);
  switch (n->kind) {
  case N_IDENT: put_name(n->sym, out); break;
  case N_INT: case N_UINT: case N_FLOAT: case N_FLOAT32: case N_CHAR: case N_STR: case N_BOOL: case N_BIGINT:
  case N_QUOTESYM:
    pr(n, out);
    break;
  case N_CALL: {
    Node *f = n->kids[0];
    Sym op = f->kind == N_IDENT ? f->sym : NULL;
    Node *x = n->nkids == 3 ? n->kids[2] : NULL;
    if (op && !strcmp(op, "*") && x && x->kind == N_IDENT && !strchr("eEf", x->sym[0]) &&
        (n->kids[1]->kind == N_INT || n->kids[1]->kind == N_FLOAT || n->kids[1]->kind == N_FLOAT32)) {
      src(n->kids[1], prec, out);       /* 2x, as Julia shows a number times a name */
      src(x, prec, out);
      break;
    }
    if (op && n->nkids == 3 && binary_prec(op)) {
      /* a chain a + b + c is nested links (flag 1): flat, as Julia's n-ary call */
      VEC(Node *) operands = {0};
      Node *link = n;
      while (link->flag == 1 && link->kids[1]->kind == N_CALL && link->kids[1]->nkids == 3 &&
             link->kids[1]->kids[0]->kind == N_IDENT && link->kids[1]->kids[0]->sym == op) {
        vec_push(operands, link->kids[2]);
        link = link->kids[1];
      }
      vec_push(operands, link->kids[2]);
      vec_push(operands, link->kids[1]);
      for (int i = 0, j = operands.len - 1; i < j; i++, j--) {
        Node *t = operands.items[i]; operands.items[i] = operands.items[j]; operands.items[j] = t;
      }
      src_infix(operands.items, operands.len, op, prec, out);
      break;
    }
    if (op && n->nkids == 2 && strchr("+-!~√∛", op[0]) && (!op[1] || !strcmp(op, "√") || !strcmp(op, "∛"))) {
      fputs(op, out);
      Node *x = n->kids[1];
      bool atom = x->kind == N_IDENT || x->kind == N_INT || x->kind == N_FLOAT || x->kind == N_BOOL || x->kind == N_STR;
      if (!atom) fputc('(', out);
      src(x, PREC_NONE, out);
      if (!atom) fputc(')', out);
      break;
    }
    src_callee(f, out);
    fputc('(', out);
    int first = 1;
    for (int i = 1; i < n->nkids; i++)
      if (n->kids[i]->kind != N_PARAMS) { if (!first) fputs(", ", out); src(n->kids[i], PREC_NONE, out); first = 0; }
    for (int i = 1; i < n->nkids; i++)
      if (n->kids[i]->kind == N_PARAMS) { fputs("; ", out); src_list(n->kids[i]->kids, n->kids[i]->nkids, ", ", out); }
    fputc(')', out);
    break;
  }
  case N_DOTCALL:
    if (n->flag && n->nkids == 3) { src_infix(n->kids + 1, 2, n->kids[0]->sym, prec, out); break; }
    src_callee(n->kids[0], out);
    fputs(".(", out);
    src_list(n->kids + 1, n->nkids - 1, ", ", out);
    fputc(')', out);
    break;
  case N_COMPARISON:
    for (int i = 0; i < n->nkids; i++) {
      if (i % 2) fprintf(out, " %s ", n->kids[i]->sym);
      else src(n->kids[i], prec, out);
    }
    break;
  case N_AND: case N_OR: src_infix(n->kids, 2, n->kind == N_AND ? "&&" : "||", prec, out); break;
  case N_DOT:
    if (n->kids[0]->kind == N_DOT) src(n->kids[0], PREC_NONE, out);
    else src_callee(n->kids[0], out);
    fprintf(out, ".%s", n->sym);
    break;
  case N_REF:
    src_callee(n->kids[0], out);
    fputc('[', out);
    src_list(n->kids + 1, n->nkids - 1, ", ", out);
    fputc(']', out);
    break;
  case N_TUPLE:
    fputc('(', out);
    src_list(n->kids, n->nkids, ", ", out);
    if (n->nkids == 1) fputc(',', out);
    fputc(')', out);
    break;
  case N_VECT:
    fputc('[', out);
    src_list(n->kids, n->nkids, ", ", out);
    fputc(']', out);
    break;
  case N_KW:
    src(n->kids[0], PREC_NONE, out);
    fputs(" = ", out);
    src(n->kids[1], PREC_NONE, out);
    break;
  case N_SPLAT:
    src(n->kids[0], PREC_DECL, out);
    fputs("...", out);
    break;
  case N_TYPED:
    if (n->kids[0]) src(n->kids[0], PREC_DECL, out);
    fputs("::", out);
    src(n->kids[1], PREC_DECL, out);
    break;
  case N_CURLY:
    src_callee(n->kids[0], out);
    fputc('{', out);
    src_list(n->kids + 1, n->nkids - 1, ", ", out);
    fputc('}', out);
    break;
  case N_STRING:        /* "a$(x)b" */
    fputc('"', out);
    for (int i = 0; i < n->nkids; i++) {
      Node *p = n->kids[i];
      if (p->kind == N_STR) {
        for (size_t k = 0; k < p->len; k++) put_escaped_byte((unsigned char)p->str[k], '"', out);
      } else {
        fputs("$(", out);
        src(p, PREC_NONE, out);
        fputc(')', out);
      }
    }
    fputc('"', out);
    break;
  case N_MACROCALL: {  /* with the place Julia's LineNumberNode argument prints */
    bool inner = outer != PREC_NONE;
    if (inner) fputc('(', out);
    fprintf(out, "#= %s:%d =# @", n->loc.file->path, n->loc.line);
    if (n->kids[0]) { src(n->kids[0], PREC_NONE, out); fputc('.', out); }
    fputs(n->sym, out);
    for (int i = 1; i < n->nkids; i++) { fputc(' ', out); src(n->kids[i], PREC_NONE, out); }
    if (inner) fputc(')', out);
    break;
  }
  default:
    src_unsupported = true;
    break;
  }
  if (parens) fputc(')', out);
}

const char *ast_julia_source(Node *n) {
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  if (!out) return NULL;
  src_unsupported = false;
  src(n, PREC_NONE, out);
  fclose(out);
  const char *s = src_unsupported ? NULL : arena_strndup(text, len);
  free(text);
  return s;
}

/* Is op a comparison operator (==, <, isa, ∈, ≈, ...), as Julia's
 * operator_precedence ranks it? (Test's @test shows such a call's operands
 * evaluated.) */
bool ast_is_comparison_op(Sym op) { return binary_prec(op) == PREC_COMPARISON; }
