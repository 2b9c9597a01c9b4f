/* parser.c — tokens to the syntax tree of ast.h.
 *
 * A recursive-descent parser that follows the structure of Julia's own
 * (JuliaSyntax / the flisp parser): one function per precedence level,
 * lowest first,
 *
 *   parse_eq        a, b = c, d           (assignment over comma tuples)
 *   parse_eq_star   a = b                 (assignment, no bare commas: arguments)
 *   parse_pair      =>                    right
 *   parse_ternary   a ? b : c             right
 *   parse_arrow     → --> ←               right
 *   parse_or/and    || &&                 right
 *   parse_comparison  < == in isa <: ...  chains become N_COMPARISON
 *   parse_pipe_lt/gt  <| (right)  |> (left)
 *   parse_range     a:b  a:s:b  a..b  x...
 *   parse_plus      + - | ⊻ ...           left; `a + b + c` is one n-ary chain
 *   parse_times     * / ÷ % & ...         left; `*` chains likewise
 *   parse_rational  //   parse_shift  << >> >>>
 *   parse_where     T where {S}
 *   parse_juxtapose 2x  2(x+1)  (x-1)y
 *   parse_unary     -x !x √x, and signed literals (-2)
 *   parse_factor    x::T, x -> body (`->` binds tightly on its left and
 *                   loosely on its right), then x^y (right)
 *   parse_call      atoms and their postfix forms: f(x) a[i] a.b T{S} x'
 *
 * Newlines: the lexer keeps every newline; whether one ends a statement
 * depends on where the parser is. Inside (), {} and $() it is whitespace
 * (`skip_nl`); inside [] it separates rows; in blocks it ends a statement,
 * except after a binary operator. Inside [] and in macro arguments the
 * parser is "space sensitive": `[a -b]` has two elements, `[a - b]` one. */
#include <stdarg.h>
#include "ast.h"

/* The parsing context: saved and restored around every bracketed or keyword form. */
typedef struct Ctx {
  bool skip_nl;          /* newlines are whitespace (inside (), {}, $()) */
  bool space_sensitive;  /* [a -b] and macro arguments: a spaced unary op starts an item */
  bool in_ternary_then;  /* the then-branch of ?: : a spaced `:` ends it */
  bool where_enabled;    /* off while parsing the right side of `where` */
  bool for_ends_args;    /* in brackets: `for` ends macro arguments (a generator follows) */
  int index_depth;       /* inside a[...]: `end` and `begin` are indices */
} Ctx;

#define MAX_OPEN 1024

typedef struct Parser {
  Token *toks;
  int pos;
  Ctx c;
  int depth;             /* recursion depth of the parse functions */
  int height;            /* depth of the tree being built: recursion plus chain links */
  /* brackets and blocks open around the current token, innermost last: an
   * error at end of file points at the one left unclosed */
  struct Opener { Token *tok; const char *closer; } open[MAX_OPEN];
  int nopen;
} Parser;

/* Limits that keep absurd inputs from overflowing the C stack, here and in
 * the recursive walks of later stages: nesting of brackets, blocks and
 * right-associative operators; and the height of the tree, which left-
 * associative chains (a - b - c ..., a.b.c ..., f(x)(y) ...) also grow. */
#define MAX_NESTING 400
#define MAX_HEIGHT 10000

static const char *const kind_names[N_NODE_COUNT] = {
  "int", "uint", "float", "char", "string", "bool", "identifier", "quotesym",
  "call", "dotcall", "string", "block", "if", "while", "for", "=", "op=", "&&", "||",
  "function", "macro", "return", "break", "continue", "const", "global", "local",
  "tuple", ".", "::", "curly", "where", "<:", ">:", "macrocall", "module", "struct",
  "abstract type", "primitive type", "comparison", "let", "try", "using", "import",
  "export", "public", "->", "ref", "vect", "hcat", "vcat", "row", "comprehension",
  "generator", "...", "kw", "parameters", "quote", "$", "do", "end", "begin",
  "typed_hcat", "typed_vcat", "typed_comprehension", "filter", "flatten", "braces", "bigint",
  "ncat", "nrow", "typed_ncat", "Float32 literal", "doc", ".&&", ".||"};

const char *node_kind_name(NodeKind k) { return kind_names[k]; }

/* ---- tokens ---- */

/* Index of the first token at or after i that matters here: newlines are
 * skipped where they are whitespace. The list always ends with TK_EOF. */
static int significant(Parser *P, int i) {
  while (P->c.skip_nl && P->toks[i].kind == TK_NEWLINE) i++;
  return i;
}
static Token *peek(Parser *P) { return &P->toks[significant(P, P->pos)]; }
static Token *peek_at(Parser *P, int k) {
  int i = significant(P, P->pos);
  for (int j = 0; j < k && P->toks[i].kind != TK_EOF; j++) i = significant(P, i + 1);
  return &P->toks[i];
}
static Token *next(Parser *P) {
  int i = significant(P, P->pos);
  Token *t = &P->toks[i];
  P->pos = t->kind == TK_EOF ? i : i + 1;
  return t;
}
static void skip_newlines(Parser *P) {
  while (P->toks[P->pos].kind == TK_NEWLINE) P->pos++;
}
/* The first token after any newlines (without consuming them). */
static Token *peek_past_newlines(Parser *P) {
  int i = P->pos;
  while (P->toks[i].kind == TK_NEWLINE) i++;
  return &P->toks[i];
}

/* Token tests compare text: cheaper than interning the literal on every call
 * (symbols are interned, so equal text is the same symbol). The first
 * characters are compared inline: most tests fail there, and these run for
 * every token at every precedence level. */
static bool text_eq(const char *a, const char *b) { return a && a[0] == b[0] && strcmp(a, b) == 0; }
static bool is_op(Token *t, const char *s) { return t->kind == TK_OP && text_eq(t->sym, s); }
static bool is_kw(Token *t, const char *s) { return t->kind == TK_IDENT && text_eq(t->sym, s); }

static bool sym_in(Sym s, const char *const *list) {
  for (int i = 0; list[i]; i++)
    if (text_eq(s, list[i])) return true;
  return false;
}

/* Reserved words. `mutable`, `abstract`, `primitive`, `type`, `where`, `in`,
 * `isa`, `outer`, `as` and `public` are only keywords in context. */
static const char *const reserved_words[] = {
  "begin", "while", "if", "for", "try", "return", "break", "continue", "function",
  "macro", "quote", "let", "local", "global", "const", "do", "struct", "module",
  "baremodule", "using", "import", "export", "end", "else", "elseif", "catch",
  "finally", NULL};
static bool is_reserved(Sym s) { return sym_in(s, reserved_words); }

/* Words that close a block. */
static bool is_block_end(Token *t) {
  return t->kind == TK_IDENT && (text_eq(t->sym, "end") || text_eq(t->sym, "else") || text_eq(t->sym, "elseif") ||
                                 text_eq(t->sym, "catch") || text_eq(t->sym, "finally"));
}

/* Tokens that end an expression: closing brackets, separators and block ends. */
static bool is_closing(Parser *P, Token *t) {
  if (t->kind == TK_EOF || t->kind == TK_INTERP_END) return true;
  if (t->kind == TK_OP)
    return text_eq(t->sym, ")") || text_eq(t->sym, "]") || text_eq(t->sym, "}") || text_eq(t->sym, ",") || text_eq(t->sym, ";");
  if (is_kw(t, "end")) return P->c.index_depth == 0;
  return is_block_end(t);
}

static bool at_stmt_end(Parser *P) {
  Token *t = peek(P);
  return t->kind == TK_NEWLINE || is_closing(P, t) || is_kw(t, "end");
}

static const char *describe(Token *t) {
  switch (t->kind) {
  case TK_EOF: return "end of file";
  case TK_NEWLINE: return "newline";
  case TK_IDENT: return arena_printf("\"%s\"", t->sym);
  case TK_OP: return arena_printf("\"%s\"", t->sym);
  case TK_MACRO: return arena_printf("\"@%s\"", t->sym);
  case TK_INT: case TK_UINT: case TK_FLOAT: return "number";
  case TK_CHAR: return "character literal";
  case TK_INTERP_END: return "end of interpolation";
  default: return "string";
  }
}

static void push_open(Parser *P, Token *t, const char *closer) {
  if (P->nopen < MAX_OPEN) P->open[P->nopen] = (struct Opener){t, closer};
  P->nopen++;
}
static void pop_open(Parser *P) { P->nopen--; }

/* The input ended inside something: name what is left open, at its start. */
__attribute__((noreturn)) static void eof_error(Parser *P, Token *eof) {
  if (P->nopen > 0) {
    struct Opener *o = &P->open[P->nopen <= MAX_OPEN ? P->nopen - 1 : MAX_OPEN - 1];
    error_at(o->tok->loc, "incomplete: \"%s\" at %s:%d has no matching \"%s\"", o->tok->sym,
             o->tok->loc.file->path, o->tok->loc.line, o->closer);
  }
  /* nothing open: the expression itself is unfinished; point at its last token */
  int i = (int)(eof - P->toks);
  while (i > 0 && (P->toks[i - 1].kind == TK_NEWLINE)) i--;
  if (i > 0) error_at(P->toks[i - 1].loc, "incomplete expression: unexpected end of file after %s", describe(&P->toks[i - 1]));
  error_at(eof->loc, "unexpected end of file");
}

/* A syntax error at token t (the usual case: the token that does not fit). */
__attribute__((noreturn, format(printf, 3, 4))) static void perr(Parser *P, Token *t, const char *fmt, ...) {
  if (t->kind == TK_EOF) eof_error(P, t);
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  error_at(t->loc, "%s", buf);
}

__attribute__((noreturn)) static void unexpected(Parser *P, const char *ctx) {
  Token *t = peek(P);
  perr(P, t, "unexpected %s%s%s", describe(t), ctx ? " " : "", ctx ? ctx : "");
}

static void expect_op(Parser *P, const char *s, const char *ctx) {
  Token *t = peek(P);
  if (!is_op(t, s)) perr(P, t, "expected \"%s\"%s%s, got %s", s, *ctx ? " " : "", ctx, describe(t));
  next(P);
}

/* `end` closing a form opened at `opener`. At end of file the error points at
 * the opener, which is where the fix goes. */
static void expect_end(Parser *P, Loc opener, const char *what) {
  Token *t = peek(P);
  if (!is_kw(t, "end")) {
    if (t->kind == TK_EOF)
      error_at(opener, "incomplete: \"%s\" at %s:%d has no matching \"end\"", what, opener.file->path, opener.line);
    perr(P, t, "expected \"end\" to close \"%s\" (line %d), got %s", what, opener.line, describe(t));
  }
  next(P);
}

static void enter(Parser *P) {
  if (++P->depth > MAX_NESTING || ++P->height > MAX_HEIGHT)
    perr(P, peek(P), "expression too deeply nested");
}
static void leave(Parser *P) { P->depth--; P->height--; }

/* One more link of a left-associative chain; the caller restores height. */
static void chain_link(Parser *P) {
  if (++P->height > MAX_HEIGHT) perr(P, peek(P), "expression too deeply nested");
}

/* ---- node construction ---- */
static Node *mk(NodeKind k, Loc loc) {
  Node *n = NEW(Node);
  n->kind = k;
  n->loc = loc;
  n->width = 1;
  return n;
}

/* Kids arrays built here grow by doubling: their capacity is the next power
 * of two of nkids (at least 2), so a list of n elements costs O(n). */
static void add_kid(Node *n, Node *kid) {
  int len = n->nkids;
  if (len == 0 || (len >= 2 && (len & (len - 1)) == 0)) {
    Node **k = NEW_ARRAY(Node *, len ? 2 * len : 2);
    if (len) memcpy(k, n->kids, sizeof(Node *) * (size_t)len);
    n->kids = k;
  }
  n->kids[n->nkids++] = kid;
}

static Node *mk1(NodeKind k, Loc loc, Node *a) { Node *n = mk(k, loc); add_kid(n, a); return n; }
static Node *mk2(NodeKind k, Loc loc, Node *a, Node *b) { Node *n = mk1(k, loc, a); add_kid(n, b); return n; }

static Node *mk_ident(Loc loc, Sym s) {
  Node *n = mk(N_IDENT, loc);
  n->sym = s;
  n->width = (int)strlen(s);
  return n;
}

/* op(a, b) as a call located at the operator (where errors point). */
static Node *mk_call2(Loc loc, int width, Sym op, Node *a, Node *b) {
  Node *n = mk(N_CALL, loc);
  add_kid(n, mk_ident(loc, op));
  add_kid(n, a);
  add_kid(n, b);
  n->width = width;
  return n;
}

static bool is_numeric_literal(Node *n) {
  return n->kind == N_INT || n->kind == N_FLOAT || n->kind == N_FLOAT32 || n->kind == N_UINT;
}

/* ---- context ---- */
static Ctx ctx_enter(Parser *P, bool skip_nl, bool space_sensitive) {
  Ctx saved = P->c;
  P->c.skip_nl = skip_nl;
  P->c.space_sensitive = space_sensitive;
  P->c.in_ternary_then = false;
  P->c.where_enabled = true;
  return saved;
}
static void ctx_leave(Parser *P, Ctx saved) { P->c = saved; }

static Node *parse_eq(Parser *P);
static Node *parse_eq_star(Parser *P);
static Node *parse_block(Parser *P, bool toplevel);
static Node *parse_docstring(Parser *P);
static Node *parse_unary(Parser *P);
static Node *parse_factor(Parser *P);
static Node *parse_ternary(Parser *P);
static Node *parse_pair(Parser *P);
static Node *parse_range(Parser *P);
static Node *parse_where_clauses(Parser *P, Node *e);
static Node *parse_comparison(Parser *P);
static Node *parse_pipe_lt(Parser *P);
static Node *parse_call(Parser *P);
static Node *parse_atom(Parser *P);
static Node *parse_postfix(Parser *P, Node *e);
static Node *parse_macrocall(Parser *P, Token *m, Node *module_path);

/* ---- operator tables ---- */
static const char *const assign_ops[] = {"=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=",
                                         "|=", "&=", "⊻=", "<<=", ">>=", ">>>=", ":=", "~", "≔", NULL};
static const char *const comparison_ops[] = {"<", ">", "<=", ">=", "==", "!=", "===", "!==", "<:", ">:",
                                             "≤", "≥", "≠", "∈", "∉", "∋", "⊆", "⊇", "⊂", "⊃", "≡",
                                             "≢", "≈", "≉", "⊊", "⊋", "⊈", "⊉", "∌", "⟂", "in", "isa", NULL};
static const char *const plus_ops[] = {"+", "-", "|", "⊻", "∪", "±", "∓", "∨", "⊕", NULL};
static const char *const times_ops[] = {"*", "/", "÷", "%", "&", "\\", "⋅", "×", "∘", "∩", "∧", "⊗", "∖", NULL};
static const char *const rational_ops[] = {"//", NULL};
static const char *const shift_ops[] = {"<<", ">>", ">>>", NULL};
static const char *const arrow_ops[] = {"→", "←", "↔", "-->", "<--", NULL};

/* The operator a token stands for at binary position, without a leading dot;
 * sets *dotted for `.+` style tokens. NULL when the token is no operator. */
static Sym binop_sym(Token *t, bool *dotted) {
  *dotted = false;
  if (t->kind == TK_IDENT && (text_eq(t->sym, "in") || text_eq(t->sym, "isa"))) return t->sym;
  if (t->kind != TK_OP) return NULL;
  const char *s = t->sym;
  if (s[0] == '.' && s[1] && s[1] != '.') { *dotted = true; return sym(s + 1); }
  return t->sym;
}

/* In space-sensitive places an operator that is also a prefix operator
 * starts a new item when a space precedes it and none follows: [a -b], @m a -b. */
static bool binop_allowed(Parser *P) {
  if (!P->c.space_sensitive) return true;
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  static const char *const both[] = {"+", "-", "±", "∓", "~", "&", "$", NULL};
  if (!op || !sym_in(op, both) || (dotted && (text_eq(op, "~") || text_eq(op, "&")))) return true;
  Token *n = peek_at(P, 1);
  return !(t->space_before && !n->space_before);
}

/* Build the node for binary operator `op` applied to a and b. */
static Node *mk_binop(Token *optok, Sym op, bool dotted, Node *a, Node *b) {
  Loc loc = optok->loc;
  if (dotted) {
    Node *n = mk(N_DOTCALL, loc);
    n->flag = 1;                       /* a dotted operator, not f.(x) */
    add_kid(n, mk_ident(loc, op));
    add_kid(n, a);
    add_kid(n, b);
    n->width = optok->width;
    return n;
  }
  if (text_eq(op, "<:")) return mk2(N_SUBTYPE, loc, a, b);
  if (text_eq(op, ">:")) return mk2(N_SUPERTYPE, loc, a, b);
  return mk_call2(loc, optok->width, op, a, b);
}

/* ---- literals ---- */
static Node *parse_string(Parser *P) {
  Token *b = next(P);                       /* STR_BEGIN */
  Node *n = mk(N_STRING, b->loc);
  for (;;) {
    Token *t = &P->toks[P->pos];            /* string tokens: no newline skipping */
    if (t->kind == TK_STR_END) { P->pos++; break; }
    if (t->kind == TK_STR_PART) {
      P->pos++;
      if (!t->len) continue;                /* emptied by triple-quote dedenting */
      Node *s = mk(N_STR, t->loc);
      s->str = t->str;
      s->len = t->len;
      add_kid(n, s);
    } else if (t->kind == TK_INTERP_BEGIN) {
      P->pos++;
      Ctx saved = ctx_enter(P, true, false);
      P->c.index_depth = 0;
      Node *e;
      if (is_op(peek(P), "(")) {
        push_open(P, next(P), ")");
        if (is_op(peek(P), ")")) perr(P, peek(P), "expected an expression in $() interpolation");
        e = parse_eq_star(P);
        expect_op(P, ")", "to close $( in string interpolation");
        pop_open(P);
        /* "$("s")": an interpolated literal stays apart from the text around it */
        if (e->kind == N_STR) e = mk1(N_STRING, e->loc, e);
      } else {
        e = parse_atom(P);                  /* $name: the lexer gave just the name */
      }
      ctx_leave(P, saved);
      if (P->toks[P->pos].kind != TK_INTERP_END) unexpected(P, "in string interpolation");
      P->pos++;
      add_kid(n, e);
    } else {
      unexpected(P, "in string");
    }
  }
  /* a string without interpolation is a plain literal */
  if (n->nkids == 0) {
    Node *s = mk(N_STR, b->loc);
    s->str = "";
    return s;
  }
  if (n->nkids == 1 && n->kids[0]->kind == N_STR) {
    Node *s = n->kids[0];
    s->loc = b->loc;
    return s;
  }
  return n;
}

/* ---- generators: (x for a in as if c for b in bs) ---- */
static void parse_for_specs(Parser *P, Node *into);

/* One `for` clause's specs, wrapped in an N_FILTER when an `if` follows. */
static Node *parse_generator_clause(Parser *P, Node *gen) {
  Node *specs = mk(N_BLOCK, peek(P)->loc);
  parse_for_specs(P, specs);
  if (is_kw(peek(P), "if")) {
    Token *t = next(P);
    Node *f = mk1(N_FILTER, t->loc, parse_ternary(P));   /* Julia's Expr: condition first */
    for (int i = 0; i < specs->nkids; i++) add_kid(f, specs->kids[i]);
    add_kid(gen, f);
  } else {
    for (int i = 0; i < specs->nkids; i++) add_kid(gen, specs->kids[i]);
  }
  return gen;
}

/* After `body for`: (x for a in as for b in bs) is Julia's
 * (flatten (generator (generator x (= b bs)) (= a as))). */
static Node *parse_generator(Parser *P, Node *body) {
  Token *f = next(P);                       /* `for` */
  Ctx saved = P->c;
  P->c.skip_nl = true;                      /* generators may span lines, as in brackets */
  P->c.space_sensitive = false;
  Node *outer = mk1(N_GENERATOR, f->loc, body);
  parse_generator_clause(P, outer);
  if (!is_kw(peek(P), "for")) { ctx_leave(P, saved); return outer; }
  enter(P);
  Node *inner = parse_generator(P, body);
  leave(P);
  ctx_leave(P, saved);
  outer->kids[0] = inner;
  return mk1(N_FLATTEN, f->loc, outer);
}

/* ---- argument lists: f(a, b...; k=v) ---- */

/* One argument: an expression, a generator, or name=value (N_KW when kw). */
static Node *parse_arg(Parser *P, bool kw) {
  Node *e = parse_eq_star(P);
  if (is_kw(peek(P), "for")) e = parse_generator(P, e);
  if (kw && e->kind == N_ASSIGN) e->kind = N_KW;
  return e;
}

/* Comma-separated arguments until `close` (consumed), with a `; ...`
 * section as N_PARAMS. kw: `name=value` before the `;` is N_KW (calls) or
 * stays N_ASSIGN (macro calls, vectors); params_kw likewise after it.
 * Returns true when the list ends with a comma (`(a,)` is a tuple). */
static bool parse_args(Parser *P, Token *open, Node *into, const char *close, bool kw, bool params_kw) {
  bool trailing_comma = false;
  push_open(P, open, close);
  Ctx saved = ctx_enter(P, true, false);
  P->c.for_ends_args = true;
  while (!is_op(peek(P), close)) {
    if (is_op(peek(P), ";")) {
      Token *t = next(P);
      Node *params = mk(N_PARAMS, t->loc);
      while (!is_op(peek(P), close)) {
        add_kid(params, parse_arg(P, params_kw));
        if (is_op(peek(P), ",")) next(P);
        else if (!is_op(peek(P), close))
          perr(P, peek(P), "expected \",\" or \"%s\" in keyword arguments, got %s", close, describe(peek(P)));
      }
      add_kid(into, params);
      break;
    }
    if (is_op(peek(P), ",")) unexpected(P, "in argument list");
    add_kid(into, parse_arg(P, kw));
    trailing_comma = false;
    if (is_op(peek(P), ",")) { next(P); trailing_comma = true; continue; }
    if (!is_op(peek(P), close) && !is_op(peek(P), ";"))
      perr(P, peek(P), "expected \",\" or \"%s\", got %s", close, describe(peek(P)));
  }
  expect_op(P, close, "");
  ctx_leave(P, saved);
  pop_open(P);
  return trailing_comma;
}

/* ---- bracketed forms ---- */

/* ( ... ): grouping, tuple, named tuple, block or generator. */
static Node *parse_paren(Parser *P) {
  Token *open = next(P);
  push_open(P, open, ")");
  Ctx saved = ctx_enter(P, true, false);   /* a[(end-1)]: `end` stays an index */
  P->c.for_ends_args = true;
  Node *result;
  if (is_op(peek(P), ")")) {
    next(P);
    result = mk(N_TUPLE, open->loc);
  } else if (is_op(peek(P), ";")) {          /* (; a=1) named tuple */
    result = mk(N_TUPLE, open->loc);
    parse_args(P, open, result, ")", true, true);
  } else {
    Node *first = parse_eq_star(P);
    Token *t = peek(P);
    if (is_op(t, ")")) {                      /* (x) groups; (a=1) is an assignment */
      next(P);
      result = first;
    } else if (is_op(t, ",")) {
      next(P);
      result = mk(N_TUPLE, open->loc);
      if (first->kind == N_ASSIGN) first->kind = N_KW;
      add_kid(result, first);
      parse_args(P, open, result, ")", true, true);
    } else if (is_op(t, ";")) {
      result = mk(N_BLOCK, open->loc);
      add_kid(result, first);
      while (is_op(peek(P), ";")) {
        next(P);
        if (is_op(peek(P), ";")) continue;
        if (is_op(peek(P), ")")) break;
        add_kid(result, parse_eq_star(P));
      }
      expect_op(P, ")", "to close \"(\"");
    } else if (is_kw(t, "for")) {
      result = parse_generator(P, first);
      expect_op(P, ")", "to close the generator");
    } else {
      perr(P, t, "expected \",\" or \")\", got %s", describe(t));
    }
  }
  ctx_leave(P, saved);
  pop_open(P);
  return result;
}

/* Skip newlines inside [] when what follows them continues the current
 * element list rather than starting a row: `,`, `]` or a generator's `for`. */
static void skip_newlines_before(Parser *P, const char *close) {
  Token *t = peek_past_newlines(P);
  if (is_op(t, ",") || is_op(t, close) || is_kw(t, "for") || is_op(t, ";")) skip_newlines(P);
}

/* Items lo..hi of a concatenation, grouped by their separators: the
 * loosest level present splits them, each part is grouped in turn. At the
 * top that gives Julia's (hcat ...), (vcat ...) or (ncat dim ...); inside,
 * (row ...) for spaces and (nrow dim ...) for `;` runs; a part of a single
 * item is the item itself. Recursion depth is bounded by the number of
 * distinct levels, each strictly smaller than its parent's. */
static Node *group_cat(Loc loc, Node **items, int *levels, int lo, int hi, int trailing, bool top) {
  if (lo == hi && !top) return items[lo];
  int level = trailing;
  for (int i = lo; i < hi; i++)
    if (levels[i] > level) level = levels[i];
  NodeKind k = level == 0 ? (top ? N_HCAT : N_ROW) : level == 1 && top ? N_VCAT : top ? N_NCAT : N_NROW;
  Node *n = mk(k, top ? loc : items[lo]->loc);
  n->i = level;
  if (level == 0) {
    for (int i = lo; i <= hi; i++) add_kid(n, items[i]);
    return n;
  }
  for (int from = lo, i = lo; i <= hi; i++)
    if (i == hi || levels[i] == level) {
      add_kid(n, group_cat(loc, items, levels, from, i, 0, false));
      from = i + 1;
    }
  return n;
}

/* The inside of [ ... ] after the `[`: N_VECT, N_HCAT, N_VCAT or N_COMPREHENSION.
 * Shared by array literals and indexing (T[...]). */
static Node *parse_cat_inner(Parser *P, Token *open);
static Node *parse_cat(Parser *P, Token *open) {
  push_open(P, open, "]");
  Node *n = parse_cat_inner(P, open);
  pop_open(P);
  return n;
}

static Node *parse_cat_inner(Parser *P, Token *open) {
  Ctx saved = ctx_enter(P, false, true);
  P->c.for_ends_args = true;
  skip_newlines(P);
  if (is_op(peek(P), "]")) { next(P); ctx_leave(P, saved); return mk(N_VECT, open->loc); }
  Node *first = parse_eq_star(P);
  skip_newlines_before(P, "]");
  Token *t = peek(P);
  if (is_kw(t, "for")) {                       /* [x for x in xs] */
    Node *g = parse_generator(P, first);
    P->c.skip_nl = true;
    expect_op(P, "]", "to close the comprehension");
    ctx_leave(P, saved);
    return mk1(N_COMPREHENSION, open->loc, g);
  }
  if (is_op(t, ",") || is_op(t, "]")) {        /* [a, b, c]: the rest reads like arguments */
    Node *v = mk(N_VECT, open->loc);
    add_kid(v, first);
    if (is_op(t, ",")) { next(P); parse_args(P, open, v, "]", false, false); }
    else next(P);
    ctx_leave(P, saved);
    return v;
  }
  /* concatenation: the items and the separators between them are collected
   * flat, then grouped by group_cat. A separator's level is 0 for a space
   * (tightest), else the longest run of adjacent `;` in it: one `;` or a
   * newline separates rows, `;;` columns, `;;;` the third dimension ... */
  VEC(Node *) items = {0};
  VEC(int) levels = {0};                     /* levels.items[i] follows items.items[i] */
  int trailing = 0;                          /* a separator just before the `]` */
  Token *first_space = NULL, *first_multi = NULL;
  vec_push(items, first);
  for (;;) {
    t = peek(P);
    if (is_op(t, "]")) { next(P); break; }
    if (is_op(t, ";") || t->kind == TK_NEWLINE) {
      int level = 0;
      while (is_op(peek(P), ";") || peek(P)->kind == TK_NEWLINE) {
        Token *s = next(P);
        int run = 1;
        if (is_op(s, ";"))
          while (is_op(peek(P), ";") && !peek(P)->space_before) { next(P); run++; }
        if (run >= 2 && !first_multi) first_multi = s;
        if (run > level) level = run;
      }
      if (is_op(peek(P), "]")) { next(P); trailing = level; break; }
      vec_push(levels, level);
      vec_push(items, parse_eq_star(P));
      skip_newlines_before(P, "]");
      continue;
    }
    if (is_op(t, ",")) perr(P, t, "unexpected \",\" in array concatenation");
    if (is_kw(t, "for")) perr(P, t, "unexpected \"for\" in array concatenation");
    if (!t->space_before || is_closing(P, t)) perr(P, t, "unexpected %s in array literal", describe(t));
    if (!first_space) first_space = t;
    vec_push(levels, 0);
    vec_push(items, parse_eq_star(P));
    skip_newlines_before(P, "]");
  }
  ctx_leave(P, saved);
  /* Julia reads `[a b;; c]` neither way: a space is the second dimension too */
  if (first_space && first_multi) {
    bool has_level2 = trailing == 2;
    for (int i = 0; i < levels.len; i++) has_level2 |= levels.items[i] == 2;
    if (has_level2) perr(P, first_multi, "cannot mix space and \";;\" separators in an array expression");
  }
  return group_cat(open->loc, items.items, levels.items, 0, items.len - 1, trailing, true);
}

/* ---- keyword forms ---- */
static Node *parse_if(Parser *P, Token *kw, bool is_elseif) {
  Node *n = mk(N_IF, kw->loc);
  n->flag = is_elseif;
  Token *t = peek(P);
  if (t->kind == TK_NEWLINE || is_kw(t, "end") || t->kind == TK_EOF)
    perr(P, t, "missing condition in \"%s\"", is_elseif ? "elseif" : "if");
  add_kid(n, parse_eq_star(P));
  add_kid(n, parse_block(P, false));
  t = peek(P);
  if (is_kw(t, "elseif")) {
    next(P);
    enter(P);
    add_kid(n, parse_if(P, t, true));
    leave(P);
  } else if (is_kw(t, "else")) {
    next(P);
    add_kid(n, parse_block(P, false));
  }
  if (!is_elseif) expect_end(P, kw->loc, "if");   /* the outermost if owns the `end` */
  return n;
}

/* for specs: `i in a, (j, k) = b, outer l ∈ c`, appended to `into` as
 * N_ASSIGN(var, iter) (flag 1 for `outer`). */
static void parse_for_specs(Parser *P, Node *into) {
  for (;;) {
    Token *t = peek(P);
    bool outer = false;
    Token *n1 = peek_at(P, 1);
    if (is_kw(t, "outer") && n1->space_before && !is_op(n1, "=") && !is_kw(n1, "in") && !is_op(n1, "∈")) {
      next(P);
      outer = true;
    }
    if (at_stmt_end(P)) perr(P, peek(P), "expected an iteration variable, got %s", describe(peek(P)));
    Ctx saved = P->c;
    P->c.space_sensitive = true;      /* `outer` and `in` must be words of their own */
    Node *var = parse_pipe_lt(P);
    P->c.space_sensitive = saved.space_sensitive;
    Token *op = peek(P);
    if (!(is_op(op, "=") || is_kw(op, "in") || is_op(op, "∈")))
      perr(P, op, "invalid iteration specification: expected \"=\", \"in\" or \"∈\", got %s", describe(op));
    next(P);
    Node *iter = parse_pipe_lt(P);
    Node *spec = mk2(N_ASSIGN, var->loc, var, iter);
    spec->flag = outer;
    add_kid(into, spec);
    if (!is_op(peek(P), ",")) break;
    next(P);
  }
}

/* Peel `where` and `::T` off a signature: f(x)::T where S is a call inside. */
static Node *signature_core(Node *sig) {
  while (sig->kind == N_WHERE || (sig->kind == N_TYPED && sig->kids[0])) sig = sig->kids[0];
  return sig;
}

/* A definition's signature is not a general expression (function f(x) -x end
 * has the body -x): a name with its postfix forms, f(x) or Base.f{T}(x),
 * then an optional ::ReturnType, then `where` clauses. */
static Node *parse_signature(Parser *P) {
  Node *sig = parse_call(P);
  if (is_op(peek(P), "::")) {
    Token *t = next(P);
    sig = mk2(N_TYPED, t->loc, sig, parse_call(P));
  }
  return parse_where_clauses(P, sig);
}

static Node *parse_function(Parser *P, Token *kw, bool is_macro) {
  Node *n = mk(is_macro ? N_MACRODEF : N_FUNCTION, kw->loc);
  Token *t = peek(P);
  if (t->kind == TK_NEWLINE || t->kind == TK_EOF || is_kw(t, "end"))
    perr(P, t, "expected a %s name or signature after \"%s\", got %s", is_macro ? "macro" : "function",
             kw->sym, describe(t));
  bool paren = is_op(t, "(");
  Node *sig = parse_signature(P);
  if (sig->kind == N_IDENT && is_kw(peek_past_newlines(P), "end")) {   /* function f end */
    skip_newlines(P);
    next(P);
    add_kid(n, sig);
    return n;
  }
  Node *core = signature_core(sig);
  if (paren && !is_macro && core->kind != N_CALL && core->kind != N_MACROCALL) {
    /* function (x) ... end is anonymous: its arguments are a tuple */
    if (core == sig && sig->kind != N_TUPLE && sig->kind != N_SPLAT) {
      if (sig->kind == N_ASSIGN) sig->kind = N_KW;
      sig = mk1(N_TUPLE, sig->loc, sig);
    }
  } else if (core->kind != N_CALL && !(core->kind == N_MACROCALL && !is_macro)) {
    error_at(core->loc, "invalid %s signature: expected a name and an argument list",
             is_macro ? "macro" : "function");
  }
  add_kid(n, sig);
  add_kid(n, parse_block(P, false));
  expect_end(P, kw->loc, is_macro ? "macro" : "function");
  return n;
}

static Node *parse_struct(Parser *P, Token *kw, bool is_mutable) {
  Node *n = mk(N_STRUCT, kw->loc);
  n->flag = is_mutable;
  Token *t = peek(P);
  if ((t->kind != TK_IDENT || is_reserved(t->sym)) && !is_op(t, "$"))   /* struct $name, in quoted code */
    perr(P, t, "invalid type name %s in struct definition", describe(t));
  add_kid(n, parse_comparison(P));
  add_kid(n, parse_block(P, false));
  expect_end(P, kw->loc, "struct");
  return n;
}

/* One name of an import or export list: an identifier, @macro or operator. */
static Node *import_name(Parser *P, NodeKind kind) {
  Token *t = next(P);
  bool ok = t->kind == TK_IDENT || t->kind == TK_MACRO ||
            (t->kind == TK_OP && !is_op(t, ",") && !is_op(t, ";") && !is_op(t, ":") && !is_op(t, "(") &&
             !is_op(t, ")") && !is_op(t, "[") && !is_op(t, "]") && !is_op(t, "{") && !is_op(t, "}"));
  if (!ok) perr(P, t, "expected a name in \"%s\", got %s", node_kind_name(kind), describe(t));
  Node *name = mk_ident(t->loc, t->sym);
  if (t->kind == TK_MACRO) name->flag |= IMPORT_MACRO;
  return name;
}

/* `using A.B, ..C: d, e as f`, `export a, @m`. The names are kept as a flat
 * list of N_IDENT, as methods.c reads them (separators dropped, `..` and
 * `as` kept as names); IMPORT_* flags and `bits` (leading single dots)
 * record the paths for the printer. */
static Node *parse_import_list(Parser *P, NodeKind kind, Token *kw) {
  Node *n = mk(kind, kw->loc);
  bool is_export = kind == N_EXPORT || kind == N_PUBLIC;
  bool after_colon = false, first_after_colon = false;
  for (;;) {
    if (at_stmt_end(P))
      perr(P, peek(P), "expected a name in \"%s\", got %s", node_kind_name(kind), describe(peek(P)));
    if (is_export) {
      add_kid(n, import_name(P, kind));
    } else {
      int dots = 0;
      while (is_op(peek(P), ".")) { next(P); dots++; }
      Node *first;
      if (is_op(peek(P), "..") || is_op(peek(P), "...")) {     /* ..M: the dots are a name */
        Token *d = next(P);
        first = mk_ident(d->loc, d->sym);
        first->bits = dots;
        add_kid(n, first);
        Node *m = import_name(P, kind);
        m->flag |= IMPORT_JOIN;
        add_kid(n, m);
      } else {
        first = import_name(P, kind);
        first->bits = dots;
        add_kid(n, first);
      }
      if (first_after_colon) first->flag |= IMPORT_COLON;
      first_after_colon = false;
      while (is_op(peek(P), ".")) {                             /* A.B.C */
        next(P);
        Node *m = import_name(P, kind);
        m->flag |= IMPORT_JOIN;
        add_kid(n, m);
      }
      if (is_kw(peek(P), "as")) {                               /* import A as B */
        Token *a = next(P);
        Node *as = mk_ident(a->loc, a->sym);
        as->flag = IMPORT_AS;
        add_kid(n, as);
        add_kid(n, import_name(P, kind));
      }
      if (is_op(peek(P), ":") && !after_colon && n->nkids) {   /* using A: x, y */
        next(P);
        after_colon = first_after_colon = true;
        skip_newlines(P);
        continue;
      }
    }
    if (!is_op(peek(P), ",")) break;
    next(P);
    skip_newlines(P);                   /* a list may go on after a comma */
  }
  return n;
}

/* const/global/local: `global x, y` declares both; `const x, y = 1, 2`
 * assigns a tuple, as in Julia. */
static Node *parse_decl_list(Parser *P, NodeKind k, Token *kw) {
  Node *n = mk(k, kw->loc);
  if (k == N_CONST && (is_kw(peek(P), "global") || is_kw(peek(P), "local"))) next(P);
  else if (k != N_CONST && is_kw(peek(P), "const")) next(P);
  if (at_stmt_end(P)) perr(P, peek(P), "expected a name after \"%s\", got %s", kw->sym, describe(peek(P)));
  Node *items = mk(N_TUPLE, peek(P)->loc);
  add_kid(items, parse_pair(P));
  while (is_op(peek(P), ",")) { next(P); add_kid(items, parse_pair(P)); }
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (op && sym_in(op, assign_ops)) {
    Node *lhs = items->nkids == 1 ? items->kids[0] : items;
    next(P);
    skip_newlines(P);
    Node *rhs = parse_eq(P);
    Node *a;
    if (text_eq(op, "=") && !dotted) a = mk2(N_ASSIGN, t->loc, lhs, rhs);
    else if (text_eq(op, "~")) a = mk_call2(t->loc, t->width, op, lhs, rhs);
    else {
      a = mk2(N_OPASSIGN, t->loc, lhs, rhs);
      a->sym = sym_n(op, strlen(op) - 1);
      a->flag = dotted;
    }
    add_kid(n, a);
    return n;
  }
  for (int i = 0; i < items->nkids; i++) add_kid(n, items->kids[i]);
  return n;
}

static Node *parse_keyword_form(Parser *P) {
  Token *kw = next(P);
  Sym s = kw->sym;
  Loc loc = kw->loc;
  /* the statement words take the context they are in: (return x) */
  if (text_eq(s, "return")) {
    Node *n = mk(N_RETURN, loc);
    n->width = 6;
    if (!at_stmt_end(P)) add_kid(n, parse_eq(P));
    return n;
  }
  if (text_eq(s, "break") || text_eq(s, "continue")) {
    Node *n = mk(text_eq(s, "break") ? N_BREAK : N_CONTINUE, loc);
    n->width = text_eq(s, "break") ? 5 : 8;
    if (!at_stmt_end(P) && !is_op(peek(P), ":"))
      perr(P, peek(P), "unexpected %s after \"%s\"", describe(peek(P)), s);
    return n;
  }
  if (text_eq(s, "const") || text_eq(s, "global") || text_eq(s, "local"))
    return parse_decl_list(P, text_eq(s, "const") ? N_CONST : text_eq(s, "global") ? N_GLOBAL : N_LOCAL, kw);
  /* block forms read newlines as separators even inside brackets */
  Ctx saved = ctx_enter(P, false, false);
  P->c.for_ends_args = false;
  P->c.index_depth = 0;
  Node *result = NULL;
  static const char *const block_words[] = {"function", "macro", "if", "while", "for", "begin", "quote", "let",
                                            "try", "module", "baremodule", "struct", "mutable", "abstract",
                                            "primitive", NULL};
  bool block = sym_in(s, block_words);
  if (block) push_open(P, kw, "end");
  if (text_eq(s, "function") || text_eq(s, "macro")) {
    result = parse_function(P, kw, text_eq(s, "macro"));
  } else if (text_eq(s, "if")) {
    result = parse_if(P, kw, false);
  } else if (text_eq(s, "while")) {
    result = mk(N_WHILE, loc);
    if (at_stmt_end(P)) perr(P, peek(P), "missing condition in \"while\"");
    add_kid(result, parse_eq_star(P));
    add_kid(result, parse_block(P, false));
    expect_end(P, loc, "while");
  } else if (text_eq(s, "for")) {
    result = mk(N_FOR, loc);
    parse_for_specs(P, result);
    add_kid(result, parse_block(P, false));
    expect_end(P, loc, "for");
  } else if (text_eq(s, "begin")) {
    result = parse_block(P, false);
    result->loc = loc;
    expect_end(P, loc, "begin");
  } else if (text_eq(s, "quote")) {
    Node *b = parse_block(P, false);
    b->loc = loc;
    expect_end(P, loc, "quote");
    result = mk1(N_QUOTE, loc, b);
  } else if (text_eq(s, "let")) {
    Node *binds = mk(N_BLOCK, loc);
    if (!(peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";") || is_kw(peek(P), "end"))) {
      add_kid(binds, parse_eq_star(P));
      while (is_op(peek(P), ",")) { next(P); add_kid(binds, parse_eq_star(P)); }
    }
    Token *t = peek(P);
    if (!(t->kind == TK_NEWLINE || is_op(t, ";") || is_kw(t, "end")))
      perr(P, t, "let variables should end in \";\" or a newline, got %s", describe(t));
    Node *body = parse_block(P, false);
    expect_end(P, loc, "let");
    result = mk2(N_LET, loc, binds, body);
  } else if (text_eq(s, "try")) {
    result = mk(N_TRY, loc);
    Node *body = parse_block(P, false);
    Node *cvar = NULL, *cbody = NULL, *fbody = NULL, *ebody = NULL;
    if (is_kw(peek(P), "catch")) {
      Token *c = next(P);
      Token *v = peek(P);
      if (v->kind == TK_IDENT && !is_reserved(v->sym)) {
        next(P);
        cvar = mk_ident(v->loc, v->sym);
      } else if (!(v->kind == TK_NEWLINE || is_op(v, ";") || is_block_end(v) || v->kind == TK_EOF)) {
        perr(P, v, "expected a variable name or a newline after \"catch\", got %s", describe(v));
      }
      cbody = parse_block(P, false);
      cbody->loc = c->loc;
    }
    if (is_kw(peek(P), "else")) {
      Token *e = next(P);
      if (!cbody) perr(P, e, "expected \"catch\" before \"else\" in \"try\"");
      ebody = parse_block(P, false);
    }
    if (is_kw(peek(P), "finally")) { next(P); fbody = parse_block(P, false); }
    if (!cbody && !fbody) {
      Token *t = peek(P);
      if (t->kind == TK_EOF) expect_end(P, loc, "try");
      perr(P, t, "expected \"catch\" or \"finally\" in \"try\", got %s", describe(t));
    }
    expect_end(P, loc, "try");
    add_kid(result, body);
    add_kid(result, cvar);
    add_kid(result, cbody);
    add_kid(result, fbody);
    add_kid(result, ebody);
  } else if (text_eq(s, "module") || text_eq(s, "baremodule")) {
    Token *name = next(P);
    if (name->kind != TK_IDENT || is_reserved(name->sym))
      perr(P, name, "expected a module name, got %s", describe(name));
    result = mk(N_MODULE, loc);
    result->sym = name->sym;
    result->flag = text_eq(s, "baremodule");
    add_kid(result, parse_block(P, true));
    expect_end(P, loc, "module");
  } else if (text_eq(s, "struct")) {
    result = parse_struct(P, kw, false);
  } else if (text_eq(s, "mutable")) {
    next(P);                            /* `struct`: checked by the caller */
    result = parse_struct(P, kw, true);
  } else if (text_eq(s, "abstract") || text_eq(s, "primitive")) {
    next(P);                            /* `type` */
    bool prim = text_eq(s, "primitive");
    result = mk(prim ? N_PRIMITIVE : N_ABSTRACT, loc);
    skip_newlines(P);
    Token *t = peek(P);
    if (t->kind != TK_IDENT || is_reserved(t->sym))
      perr(P, t, "invalid type name %s in %s type definition", describe(t), s);
    P->c.space_sensitive = prim;        /* primitive type T 8: the size is a separate item */
    add_kid(result, parse_comparison(P));
    if (prim) {
      skip_newlines(P);
      if (at_stmt_end(P)) perr(P, peek(P), "expected the size in bits of primitive type, got %s", describe(peek(P)));
      add_kid(result, parse_range(P));
    }
    while (peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";")) next(P);
    expect_end(P, loc, prim ? "primitive type" : "abstract type");
  } else if (text_eq(s, "using") || text_eq(s, "import") || text_eq(s, "export")) {
    result = parse_import_list(P, text_eq(s, "using") ? N_USING : text_eq(s, "import") ? N_IMPORT : N_EXPORT, kw);
  } else {
    error_at(loc, "unexpected \"%s\"", s);
  }
  if (block) pop_open(P);
  ctx_leave(P, saved);
  return result;
}

/* ---- primary expressions ---- */

/* Macro calls: @m a b (space-separated, to the end of the line), @m(a, b),
 * A.@m a, @A.m a; string macros r"..." take their string alone. */
static Node *parse_macrocall(Parser *P, Token *m, Node *module_path) {
  Node *n = mk(N_MACROCALL, m->loc);
  n->sym = m->sym;
  n->width = m->width;
  add_kid(n, module_path);
  if (m->bits == 1) {                       /* r"...": the lexer marked a string macro */
    add_kid(n, parse_string(P));
    if (P->toks[P->pos].kind == TK_STR_BEGIN && P->toks[P->pos].bits == 1) add_kid(n, parse_string(P));   /* r"..."i */
    return n;
  }
  /* @A.B.m: the name was a module path */
  while (!module_path && is_op(&P->toks[P->pos], ".") && !P->toks[P->pos].space_before &&
         P->toks[P->pos + 1].kind == TK_IDENT && !P->toks[P->pos + 1].space_before) {
    Token *name = &P->toks[P->pos + 1];
    Node *path = n->kids[0] ? n->kids[0] : mk_ident(m->loc, n->sym);
    if (n->kids[0]) { Node *d = mk1(N_DOT, name->loc, path); d->sym = n->sym; path = d; }
    n->kids[0] = path;
    n->sym = name->sym;
    P->pos += 2;
  }
  Token *t = &P->toks[P->pos];
  if (is_op(t, "(") && !t->space_before) {
    next(P);
    parse_args(P, t, n, ")", false, true);
    return n;
  }
  Ctx saved = P->c;
  P->c.skip_nl = false;
  P->c.space_sensitive = true;
  P->c.where_enabled = true;
  for (;;) {
    Token *a = peek(P);
    if (at_stmt_end(P) || (P->c.in_ternary_then && is_op(a, ":")) || (saved.for_ends_args && is_kw(a, "for")))
      break;
    add_kid(n, parse_eq(P));
  }
  ctx_leave(P, saved);
  return n;
}

/* An operator used as a value: map(+, xs), (+), f(x, -). */
static bool op_is_value(Parser *P, Token *t) {
  static const char *const never[] = {",", ";", "(", ")", "[", "]", "{", "}", "?", "=", "->", "&&", "||",
                                      "...", "::", ".", "'", "$", NULL};
  if (sym_in(t->sym, never)) return false;
  Token *n1 = peek_at(P, 1);
  return is_op(n1, ")") || is_op(n1, ",") || is_op(n1, ";") || is_op(n1, "]") || is_op(n1, "}") ||
         n1->kind == TK_NEWLINE || n1->kind == TK_EOF || (is_op(n1, "(") && !n1->space_before) ||
         (is_op(n1, "{") && !n1->space_before) || (is_op(n1, "=") && n1->space_before);
}

/* .+(a, 1), .!(x): a dotted operator called by name is broadcast, as a .+ 1 is. */
static bool is_dotted_op_call(Token *t, Token *n1) {
  return t->kind == TK_OP && t->sym[0] == '.' && t->sym[1] && is_op(n1, "(") && !n1->space_before;
}
static Node *parse_dotted_op_call(Parser *P) {
  Token *t = next(P);
  Token *open = next(P);
  Node *c = mk(N_DOTCALL, t->loc);
  c->flag = 1;
  add_kid(c, mk_ident(t->loc, sym(t->sym + 1)));
  parse_args(P, open, c, ")", false, false);
  return c;
}

static Node *parse_atom_inner(Parser *P);
static Node *parse_atom(Parser *P) {
  enter(P);
  Node *e = parse_atom_inner(P);
  leave(P);
  return e;
}

static Node *parse_atom_inner(Parser *P) {
  Token *t = peek(P);
  switch (t->kind) {
  case TK_INT: case TK_UINT:
    if (t->bits == 128) { next(P); Node *n = mk(N_BIGINT, t->loc); n->str = t->str; n->len = t->len; n->width = t->width; return n; }
    if (t->kind == TK_UINT) break;
    { next(P); Node *n = mk(N_INT, t->loc); n->i = t->i; n->width = t->width; return n; }
  default: break;
  }
  switch (t->kind) {
  case TK_UINT: { next(P); Node *n = mk(N_UINT, t->loc); n->u = t->u; n->bits = t->bits; n->width = t->width; return n; }
  case TK_FLOAT: { next(P); Node *n = mk(t->bits == 32 ? N_FLOAT32 : N_FLOAT, t->loc); n->f = t->f; n->width = t->width; return n; }
  case TK_CHAR: { next(P); Node *n = mk(N_CHAR, t->loc); n->ch = t->ch; n->width = t->width; return n; }
  case TK_STR_BEGIN: return parse_string(P);
  case TK_MACRO: next(P); return parse_macrocall(P, t, NULL);
  case TK_IDENT: {
    if (text_eq(t->sym, "true") || text_eq(t->sym, "false")) {
      next(P);
      Node *n = mk(N_BOOL, t->loc);
      n->i = text_eq(t->sym, "true");
      n->width = t->width;
      return n;
    }
    if (P->c.index_depth > 0 && text_eq(t->sym, "end")) { next(P); Node *n = mk(N_END, t->loc); n->width = 3; return n; }
    if (P->c.index_depth > 0 && text_eq(t->sym, "begin")) { next(P); Node *n = mk(N_BEGIN_IDX, t->loc); n->width = 5; return n; }
    Token *n1 = peek_at(P, 1);
    bool contextual = (text_eq(t->sym, "mutable") && is_kw(n1, "struct")) ||
                      ((text_eq(t->sym, "abstract") || text_eq(t->sym, "primitive")) && is_kw(n1, "type"));
    if (is_reserved(t->sym) || contextual) {
      if (is_block_end(t) || text_eq(t->sym, "do")) unexpected(P, NULL);
      return parse_keyword_form(P);
    }
    if (text_eq(t->sym, "where")) unexpected(P, NULL);
    next(P);
    Node *n = mk_ident(t->loc, t->sym);
    n->width = t->width;
    return n;
  }
  case TK_OP:
    if (text_eq(t->sym, "(")) return parse_paren(P);
    if (text_eq(t->sym, "[")) return parse_cat(P, next(P));
    if (text_eq(t->sym, "{")) {
      Token *open = next(P);
      Node *b = mk(N_BRACES, open->loc);
      parse_args(P, open, b, "}", false, false);
      return b;
    }
    if (text_eq(t->sym, ":")) {
      Token *n1 = &P->toks[P->pos + 1];
      if (!n1->space_before && n1->kind == TK_IDENT) {   /* :x, :end */
        next(P);
        P->pos++;
        Node *q = mk(N_QUOTESYM, t->loc);
        q->sym = n1->sym;
        q->width = n1->width + 1;
        return q;
      }
      if (!n1->space_before && is_op(n1, "(")) {         /* :(expr) */
        next(P);
        Ctx saved = P->c;
        P->c.index_depth = 0;
        Node *e;
        Token *inner = &P->toks[P->pos + 1];
        Token *after = &P->toks[P->pos + 2];
        if (inner->kind == TK_OP && is_op(after, ")") && !is_op(inner, "(") && !is_op(inner, ")")) {
          P->pos += 3;                                    /* :(=), :(::) quote the operator */
          e = mk_ident(inner->loc, inner->sym);
          ctx_leave(P, saved);
          Node *q = mk(N_QUOTESYM, t->loc);
          q->sym = e->sym;
          return q;
        }
        e = parse_paren(P);
        ctx_leave(P, saved);
        return mk1(N_QUOTE, t->loc, e);
      }
      if (!n1->space_before && n1->kind == TK_OP && !is_op(n1, ")") && !is_op(n1, ",") && !is_op(n1, "]") &&
          !is_op(n1, ";") && !is_op(n1, "}") && !is_op(n1, "(")) {
        next(P);                                          /* :+ */
        P->pos++;
        Node *q = mk(N_QUOTESYM, t->loc);
        q->sym = n1->sym;
        q->width = n1->width + 1;
        return q;
      }
      if (!n1->space_before && (n1->kind == TK_INT || n1->kind == TK_FLOAT || n1->kind == TK_STR_BEGIN ||
                                n1->kind == TK_CHAR || n1->kind == TK_UINT)) {
        next(P);                                          /* :1 and :"s" are the literal */
        return parse_atom(P);
      }
      next(P);
      return mk_ident(t->loc, sym(":"));                  /* Colon() as in A[:, 1] */
    }
    if (text_eq(t->sym, "$")) {
      next(P);
      Node *arg = parse_atom(P);
      return mk1(N_DOLLAR, t->loc, arg);
    }
    if (is_dotted_op_call(t, peek_at(P, 1))) return parse_dotted_op_call(P);
    if (op_is_value(P, t)) {
      next(P);
      return mk_ident(t->loc, t->sym);
    }
    if (is_op(t, ")") || is_op(t, "]") || is_op(t, "}")) unexpected(P, NULL);
    if (is_op(t, ",") || is_op(t, ";")) unexpected(P, NULL);
    unexpected(P, "at the start of an expression");
  case TK_EOF:
    perr(P, t, "unexpected end of file");
  default:
    unexpected(P, NULL);
  }
}

/* The list after `do`: `do x, (a, b)` */
static Node *parse_do(Parser *P, Node *call, Token *d) {
  push_open(P, d, "end");
  Ctx saved = ctx_enter(P, false, false);
  P->c.for_ends_args = false;
  P->c.index_depth = 0;
  Node *args = mk(N_TUPLE, d->loc);
  while (!(peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";") || is_kw(peek(P), "end") || peek(P)->kind == TK_EOF)) {
    add_kid(args, parse_range(P));
    if (is_op(peek(P), ",")) next(P);
    else if (!(peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";") || is_kw(peek(P), "end")))
      perr(P, peek(P), "expected \",\" or a newline in \"do\" arguments, got %s", describe(peek(P)));
  }
  Node *body = parse_block(P, false);
  expect_end(P, d->loc, "do");
  ctx_leave(P, saved);
  pop_open(P);
  return mk2(N_DO, call->loc, call, mk2(N_ARROW, d->loc, args, body));
}

/* postfix: calls, indexing, field access, curly, adjoint, do */
static Node *parse_postfix(Parser *P, Node *e) {
  int h0 = P->height;
  for (;; chain_link(P)) {
    Token *t = &P->toks[P->pos];            /* postfix forms never follow a newline */
    if (is_op(t, "(") && !t->space_before) {
      next(P);
      Node *c = mk(N_CALL, e->loc);
      c->width = e->width;
      add_kid(c, e);
      parse_args(P, t, c, ")", true, true);
      if (is_kw(peek(P), "do")) c = parse_do(P, c, next(P));
      e = c;
    } else if (is_op(t, "[") && !t->space_before) {
      next(P);
      P->c.index_depth++;
      Node *cat = parse_cat(P, t);
      P->c.index_depth--;
      Node *r;
      switch (cat->kind) {
      case N_VECT:                          /* a[i, j] */
        r = mk(N_REF, t->loc);
        add_kid(r, e);
        for (int i = 0; i < cat->nkids; i++) {
          Node *k = cat->kids[i];
          if (k->kind == N_ASSIGN) k->kind = N_KW;
          add_kid(r, k);
        }
        break;
      case N_HCAT: r = mk1(N_TYPED_HCAT, t->loc, e); for (int i = 0; i < cat->nkids; i++) add_kid(r, cat->kids[i]); break;
      case N_VCAT: r = mk1(N_TYPED_VCAT, t->loc, e); for (int i = 0; i < cat->nkids; i++) add_kid(r, cat->kids[i]); break;
      case N_NCAT:
        r = mk1(N_TYPED_NCAT, t->loc, e);
        r->i = cat->i;
        for (int i = 0; i < cat->nkids; i++) add_kid(r, cat->kids[i]);
        break;
      default: r = mk2(N_TYPED_COMPREHENSION, t->loc, e, cat->kids[0]); break;
      }
      e = r;
    } else if (is_op(t, "{") && !t->space_before) {
      next(P);
      Node *c = mk(N_CURLY, e->loc);
      add_kid(c, e);
      parse_args(P, t, c, "}", false, false);
      e = c;
    } else if (is_op(t, ".") && !(P->c.space_sensitive && t->space_before)) {
      Token *n1 = &P->toks[P->pos + 1];
      if (n1->space_before || n1->kind == TK_NEWLINE) perr(P, n1, "unexpected space after \".\"");
      if (is_op(n1, "(")) {                 /* f.(x) */
        next(P);
        next(P);
        Node *c = mk(N_DOTCALL, t->loc);
        add_kid(c, e);
        parse_args(P, &P->toks[P->pos - 1], c, ")", true, true);
        e = c;
      } else if (n1->kind == TK_IDENT) {    /* a.b */
        next(P);
        next(P);
        Node *d = mk1(N_DOT, n1->loc, e);
        d->sym = n1->sym;
        d->width = n1->width;
        e = d;
      } else if (n1->kind == TK_MACRO) {    /* Base.@m */
        next(P);
        next(P);
        P->height = h0;
        return parse_macrocall(P, n1, e);
      } else if (is_op(n1, ":") && !P->toks[P->pos + 2].space_before) {
        next(P);                            /* Base.:+ and Base.:(==) */
        Token *q = peek(P);
        Node *name = parse_atom(P);
        if (name->kind != N_QUOTESYM) perr(P, q, "expected a quoted name after \".:\"");
        Node *d = mk1(N_DOT, name->loc, e);
        d->sym = name->sym;
        d->width = name->width - 1;
        e = d;
      } else {
        perr(P, n1, "unexpected %s after \".\"", describe(n1));
      }
    } else if (is_op(t, "'") && !t->space_before) {
      next(P);
      Node *c = mk(N_CALL, t->loc);
      add_kid(c, mk_ident(t->loc, sym("'")));
      add_kid(c, e);
      e = c;
    } else {
      P->height = h0;
      return e;
    }
  }
}

/* atom with its postfix forms; `::T` and `$x` prefixes. A number followed by
 * `(` is juxtaposition (2(x+1)), not a call. */
static Node *parse_call(Parser *P) {
  Token *t = peek(P);
  if (is_op(t, "::")) {                       /* ::T alone, as in f(::Int) */
    next(P);
    enter(P);
    Node *ty = parse_call(P);
    leave(P);
    return mk2(N_TYPED, t->loc, NULL, ty);
  }
  Node *e = parse_atom(P);
  Token *n = &P->toks[P->pos];
  if (is_numeric_literal(e) && is_op(n, "(") && !n->space_before) return e;
  return parse_postfix(P, e);
}

/* `x::T` (left-assoc) and `x -> body`, after a call-level expression. */
static Node *parse_decl_rest(Parser *P, Node *e) {
  int h0 = P->height;
  for (; is_op(peek(P), "::") && !(P->c.space_sensitive && peek(P)->space_before && !peek_at(P, 1)->space_before);) {
    Token *t = next(P);
    Node *ty = parse_call(P);
    e = mk2(N_TYPED, t->loc, e, ty);
    chain_link(P);
  }
  P->height = h0;
  if (is_op(peek(P), "->")) {
    Token *t = next(P);
    skip_newlines(P);
    enter(P);
    Node *body = parse_eq_star(P);
    leave(P);
    e = mk2(N_ARROW, t->loc, e, body);
  }
  return e;
}

/* x^y is right-associative; its exponent is a juxtaposition-level term, so
 * 2^-1 has the literal -1 as exponent and 2^3x is 2^(3x). */
static Node *parse_juxtapose(Parser *P);
static Node *parse_factor_rest(Parser *P, Node *e) {
  e = parse_decl_rest(P, e);
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (text_eq(op, "^") && binop_allowed(P)) {
    next(P);
    skip_newlines(P);
    Node *exp = parse_juxtapose(P);
    return mk_binop(t, op, dotted, e, exp);
  }
  return e;
}

static Node *parse_factor(Parser *P) { return parse_factor_rest(P, parse_call(P)); }

/* Does `t` continue `prev` by juxtaposition (2x, 2(x), (x-1)y, x'y)? */
static bool is_juxtapose(Node *prev, Token *t) {
  if (t->space_before) return false;
  bool prev_num = prev->kind == N_INT || prev->kind == N_FLOAT || prev->kind == N_FLOAT32;
  switch (prev->kind) {
  case N_STR: case N_STRING: case N_BLOCK: case N_QUOTE: case N_IF: case N_FOR: case N_WHILE: case N_LET:
  case N_FUNCTION: case N_MACRODEF: case N_STRUCT: case N_ABSTRACT: case N_PRIMITIVE: case N_TRY:
  case N_MODULE: case N_MACROCALL: case N_DOLLAR: case N_RETURN: case N_BREAK: case N_CONTINUE:
  case N_CONST: case N_GLOBAL: case N_LOCAL: case N_USING: case N_IMPORT: case N_EXPORT:
    return false;
  default: break;
  }
  if (t->kind == TK_IDENT) {
    if (prev->kind == N_UINT) return false;   /* 0x1fx is no product */
    return !is_reserved(t->sym) && !text_eq(t->sym, "where") && !text_eq(t->sym, "in") && !text_eq(t->sym, "isa") &&
           !text_eq(t->sym, "do");
  }
  if (is_op(t, "(")) return prev_num;          /* otherwise a call */
  if (is_op(t, "√") || is_op(t, "∛")) return true;
  return false;
}

/* 2x, 2(x+1), (x-1)y: multiplication, a chain like a * b * c. */
static Node *parse_juxtapose(Parser *P) {
  Node *e = parse_unary(P);
  bool first = true;
  int h0 = P->height;
  for (; is_juxtapose(e, &P->toks[P->pos]); chain_link(P)) {
    Token *t = &P->toks[P->pos];
    Node *rhs = (is_op(t, "√") || is_op(t, "∛")) ? parse_unary(P) : parse_factor(P);
    e = mk_call2(t->loc, 1, sym("*"), e, rhs);
    e->flag = !first;                          /* (2)(3)x is one product of three */
    first = false;
  }
  P->height = h0;
  return e;
}

/* Does the `(` at token index i open an argument list (a comma, a splat or a
 * leading `;` at its top level), as in -(a, b), rather than a grouping? */
static bool paren_is_arglist(Parser *P, int i) {
  int depth = 0;
  for (int j = i; P->toks[j].kind != TK_EOF; j++) {
    Token *t = &P->toks[j];
    if (t->kind != TK_OP) continue;
    if (is_op(t, "(") || is_op(t, "[") || is_op(t, "{")) { depth++; continue; }
    if (is_op(t, ")") || is_op(t, "]") || is_op(t, "}")) {
      if (--depth == 0) return j == i + 1;      /* -() calls with no arguments */
      continue;
    }
    if (depth != 1) continue;
    if (is_op(t, ",")) return true;
    if (is_op(t, ";") && j == i + 1) return true;
    if (is_op(t, "...")) {
      Token *n = &P->toks[j + 1];
      if (is_op(n, ")") || is_op(n, ",")) return true;
    }
  }
  return false;
}

static bool is_unary_op(Token *t) {
  static const char *const ops[] = {"-", "+", "!", "~", "√", "∛", "¬", "±", "∓", ".-", ".+", ".!", ".~",
                                    "<:", ">:", NULL};
  return t->kind == TK_OP && sym_in(t->sym, ops);
}

static Node *parse_unary_inner(Parser *P) {
  Token *t = peek(P);
  if (!is_unary_op(t)) return parse_factor(P);
  Token *n1 = &P->toks[P->pos + 1];
  /* the operator alone, as a value: (-), map(-, xs), x = + */
  if (is_closing(P, n1) || n1->kind == TK_NEWLINE || (is_op(n1, "=") && n1->space_before)) {
    next(P);
    return mk_ident(t->loc, t->sym);
  }
  bool dotted = t->sym[0] == '.';
  Sym op = dotted ? sym(t->sym + 1) : t->sym;
  /* a sign glued to a number is a negative literal (-2, -2x, -2.5),
   * except before ^, [ or { which bind tighter: -2^2 is -(2^2) */
  if (!dotted && (text_eq(op, "-") || text_eq(op, "+")) && !n1->space_before &&
      (n1->kind == TK_INT || n1->kind == TK_FLOAT)) {
    Token *n2 = &P->toks[P->pos + 2];
    bool tighter = is_op(n2, "^") || is_op(n2, ".^") || (!n2->space_before && (is_op(n2, "[") || is_op(n2, "{")));
    if (!tighter) {
      next(P);
      Node *lit = parse_atom(P);
      if (text_eq(op, "-")) {
        if (lit->kind == N_INT) lit->i = (int64_t)(0 - (uint64_t)lit->i);
        else if (lit->kind == N_BIGINT) { lit->str = arena_printf("-%s", lit->str); lit->len++; }
        else lit->f = -lit->f;
      }
      lit->loc = t->loc;
      lit->width++;
      return parse_factor_rest(P, lit);
    }
  }
  if (dotted && is_dotted_op_call(t, n1) && paren_is_arglist(P, P->pos + 1))
    return parse_factor_rest(P, parse_postfix(P, parse_dotted_op_call(P)));
  /* -(a, b) and +{T}(x) call the operator; -(x) is a grouping */
  if (!dotted && !n1->space_before &&
      ((is_op(n1, "(") && paren_is_arglist(P, P->pos + 1)) || is_op(n1, "{"))) {
    next(P);
    return parse_factor_rest(P, parse_postfix(P, mk_ident(t->loc, t->sym)));
  }
  next(P);
  Node *arg = parse_unary(P);
  if (text_eq(op, "<:") || text_eq(op, ">:")) return mk2(text_eq(op, "<:") ? N_SUBTYPE : N_SUPERTYPE, t->loc, NULL, arg);
  Node *c = mk(dotted ? N_DOTCALL : N_CALL, t->loc);
  c->flag = dotted;
  add_kid(c, mk_ident(t->loc, op));
  add_kid(c, arg);
  return c;
}

/* Every nesting of the grammar passes through here: a depth guard keeps
 * absurd inputs from overflowing the C stack. */
static Node *parse_unary(Parser *P) {
  enter(P);
  Node *e = parse_unary_inner(P);
  leave(P);
  return e;
}

/* T where S, T where {S, U<:V}; binds tighter than every binary operator. */
/* e where T, e where {T, S<:U}: each clause wraps what came before. */
static Node *parse_where_clauses(Parser *P, Node *e) {
  int h0 = P->height;
  for (; is_kw(peek(P), "where"); chain_link(P)) {
    Token *t = next(P);
    skip_newlines(P);
    Node *w = mk1(N_WHERE, t->loc, e);
    if (is_op(peek(P), "{")) {
      parse_args(P, next(P), w, "}", false, false);
    } else {
      bool saved = P->c.where_enabled;
      P->c.where_enabled = false;
      if (at_stmt_end(P)) perr(P, peek(P), "expected a type variable after \"where\", got %s", describe(peek(P)));
      add_kid(w, parse_comparison(P));
      P->c.where_enabled = saved;
    }
    e = w;
  }
  P->height = h0;
  return e;
}

static Node *parse_where(Parser *P) {
  Node *e = parse_juxtapose(P);
  return P->c.where_enabled ? parse_where_clauses(P, e) : e;
}

/* A left-associative binary level. `chain` ops (+ and *) repeated without
 * dots make one n-ary call in Julia: the links are marked (flag 1). */
static Node *parse_left(Parser *P, Node *(*sub)(Parser *), const char *const *ops, bool chain) {
  Node *e = sub(P);
  Sym last = NULL;
  int h0 = P->height;
  for (;; chain_link(P)) {
    Token *t = peek(P);
    bool dotted;
    Sym op = binop_sym(t, &dotted);
    if (!op || !sym_in(op, ops) || !binop_allowed(P)) { P->height = h0; return e; }
    next(P);
    skip_newlines(P);
    Node *rhs = sub(P);
    bool link = chain && !dotted && op == last && (text_eq(op, "+") || text_eq(op, "*"));
    e = mk_binop(t, op, dotted, e, rhs);
    if (link) e->flag = 1;
    last = dotted ? NULL : op;
  }
}

static Node *parse_shift(Parser *P) { return parse_left(P, parse_where, shift_ops, false); }
static Node *parse_rational(Parser *P) { return parse_left(P, parse_shift, rational_ops, false); }
static Node *parse_times(Parser *P) { return parse_left(P, parse_rational, times_ops, true); }
static Node *parse_plus(Parser *P) { return parse_left(P, parse_times, plus_ops, true); }

/* a:b and a:s:b (one call with 2 or 3 operands; a:b:c:d chains), a..b, and
 * the splat x... which applies to the whole range. */
static Node *parse_range(Parser *P) {
  Node *e = parse_plus(P);
  int h0 = P->height;
  for (;; chain_link(P)) {
    Token *t = peek(P);
    bool colon = is_op(t, ":");
    if (!(colon || is_op(t, ".."))) break;
    if (P->c.in_ternary_then && t->space_before) break;
    /* [1 :a] is two items: a spaced colon glued to what follows quotes it */
    if (P->c.space_sensitive && t->space_before && !peek_at(P, 1)->space_before) break;
    if (!colon) {
      next(P);
      e = mk_call2(t->loc, t->width, t->sym, e, parse_plus(P));
      continue;
    }
    next(P);
    Token *b = peek(P);
    if (b->kind == TK_NEWLINE) perr(P, b, "line break after \":\" in range expression");
    if (is_closing(P, b)) perr(P, b, "missing last argument in range expression");
    Node *r = mk_call2(t->loc, t->width, sym(":"), e, parse_plus(P));
    Token *t2 = peek(P);
    if (is_op(t2, ":") && !(P->c.in_ternary_then && t2->space_before) &&
        !(P->c.space_sensitive && t2->space_before && !peek_at(P, 1)->space_before)) {
      next(P);
      Token *c = peek(P);
      if (c->kind == TK_NEWLINE) perr(P, c, "line break after \":\" in range expression");
      if (is_closing(P, c)) perr(P, c, "missing last argument in range expression");
      add_kid(r, parse_plus(P));
    }
    e = r;
  }
  P->height = h0;
  if (is_op(peek(P), "...")) {
    Token *t = next(P);
    e = mk1(N_SPLAT, t->loc, e);
  }
  return e;
}

static const char *const pipe_gt_ops[] = {"|>", NULL};
static Node *parse_pipe_gt(Parser *P) { return parse_left(P, parse_range, pipe_gt_ops, false); }
static Node *parse_pipe_lt(Parser *P) {
  Node *e = parse_pipe_gt(P);
  Token *t = peek(P);
  if (is_op(t, "<|") && binop_allowed(P)) {            /* right-assoc */
    next(P);
    skip_newlines(P);
    enter(P);
    Node *rhs = parse_pipe_lt(P);
    leave(P);
    return mk_call2(t->loc, t->width, t->sym, e, rhs);
  }
  return e;
}

static bool is_comparison_tok(Token *t) {
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  return op && sym_in(op, comparison_ops) && !(dotted && t->kind == TK_IDENT);
}

static Node *parse_comparison(Parser *P) {
  Node *first = parse_pipe_lt(P);
  Node *chain = NULL;
  Node *prev = first;
  for (;;) {
    Token *t = peek(P);
    if (!is_comparison_tok(t) || !binop_allowed(P)) break;
    bool dotted;
    Sym op = binop_sym(t, &dotted);
    next(P);
    skip_newlines(P);
    Node *rhs = parse_pipe_lt(P);
    if (!chain) {
      if (!is_comparison_tok(peek(P)) || !binop_allowed(P)) return mk_binop(t, op, dotted, prev, rhs);
      chain = mk(N_COMPARISON, first->loc);
      add_kid(chain, prev);
    }
    Node *opn = mk_ident(t->loc, t->sym);
    opn->width = t->width;
    add_kid(chain, opn);
    add_kid(chain, rhs);
    prev = rhs;
  }
  return chain ? chain : first;
}

/* a && b && c and a || b (right-associative), and their dotted forms
 * a .&& b, a .|| b (broadcast, a kind of their own) */
static Node *parse_short_circuit(Parser *P, Node *(*down)(Parser *), const char *op, NodeKind kind, NodeKind dotted) {
  Node *e = down(P);
  Token *t = peek(P);
  bool is_dotted = t->kind == TK_OP && t->sym[0] == '.' && strcmp(t->sym + 1, op) == 0;
  if ((is_op(t, op) || is_dotted) && binop_allowed(P)) {
    next(P);
    skip_newlines(P);
    enter(P);
    Node *n = mk2(is_dotted ? dotted : kind, t->loc, e, parse_short_circuit(P, down, op, kind, dotted));
    leave(P);
    n->width = t->width;
    return n;
  }
  return e;
}
static Node *parse_and(Parser *P) { return parse_short_circuit(P, parse_comparison, "&&", N_AND, N_DOTAND); }
static Node *parse_or(Parser *P) { return parse_short_circuit(P, parse_and, "||", N_OR, N_DOTOR); }

/* x → y and friends: right-associative calls */
static Node *parse_arrow(Parser *P) {
  Node *e = parse_or(P);
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (op && sym_in(op, arrow_ops)) {
    next(P);
    skip_newlines(P);
    enter(P);
    Node *rhs = parse_arrow(P);
    leave(P);
    return mk_binop(t, op, dotted, e, rhs);
  }
  return e;
}

/* a ? b : c — both branches are assignment-level; in the then-branch a
 * spaced `:` ends ranges (a ? 1:2 : 3 is not ambiguous, a ? b : c is). */
static Node *parse_ternary(Parser *P) {
  Node *cond = parse_arrow(P);
  Token *q = peek(P);
  if (!is_op(q, "?")) return cond;
  enter(P);
  if (!q->space_before) perr(P, q, "space required before \"?\" operator");
  next(P);
  if (!peek(P)->space_before) perr(P, peek(P), "space required after \"?\" operator");
  skip_newlines(P);
  bool saved = P->c.in_ternary_then;
  P->c.in_ternary_then = true;
  Node *a = parse_eq_star(P);
  P->c.in_ternary_then = saved;
  Token *c = peek(P);
  if (c->kind == TK_NEWLINE && is_op(peek_past_newlines(P), ":")) { skip_newlines(P); c = peek(P); }
  if (!is_op(c, ":")) perr(P, c, "colon expected in \"?\" expression, got %s", describe(c));
  if (!c->space_before) perr(P, c, "space required before \":\" in \"?\" expression");
  next(P);
  if (!peek(P)->space_before) perr(P, peek(P), "space required after \":\" in \"?\" expression");
  skip_newlines(P);
  Node *b = parse_eq_star(P);
  leave(P);
  Node *n = mk(N_IF, q->loc);
  add_kid(n, cond);
  add_kid(n, a);
  add_kid(n, b);
  return n;
}

static Node *parse_pair(Parser *P) {
  Node *e = parse_ternary(P);
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (text_eq(op, "=>") && binop_allowed(P)) {
    next(P);
    skip_newlines(P);
    enter(P);
    Node *rhs = parse_pair(P);
    leave(P);
    return mk_binop(t, op, dotted, e, rhs);
  }
  return e;
}

/* A short-form definition `f(x) = body` becomes an N_FUNCTION here, so later
 * stages see one form for both. */
static bool is_call_signature(Node *lhs) {
  lhs = signature_core(lhs);
  if (lhs->kind != N_CALL) return false;
  Node *callee = lhs->kids[0];
  return !(callee->kind == N_IDENT && text_eq(callee->sym, "'"));
}

/* lhs op= rhs (right-assoc), over `down` for the sides. */
static Node *parse_assignment(Parser *P, Node *(*down)(Parser *)) {
  Node *lhs = down(P);
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (!op || !sym_in(op, assign_ops) || !binop_allowed(P)) return lhs;
  next(P);
  skip_newlines(P);
  enter(P);
  Node *rhs = parse_assignment(P, down);
  leave(P);
  if (text_eq(op, "=") && !dotted) {
    if (is_call_signature(lhs)) {
      Node *f = mk2(N_FUNCTION, lhs->loc, lhs, rhs);
      f->flag = 1;              /* short form */
      return f;
    }
    return mk2(N_ASSIGN, t->loc, lhs, rhs);
  }
  if (text_eq(op, "~")) return mk_binop(t, op, dotted, lhs, rhs);
  Node *n = mk2(N_OPASSIGN, t->loc, lhs, rhs);
  n->sym = sym_n(op, strlen(op) - 1);   /* "+" for +=, "" for .= */
  n->flag = dotted;
  n->width = t->width;
  return n;
}

/* a, b, c: a tuple without parentheses (statements, return values, and the
 * sides of `a, b = c, d`); `x, = xs` keeps its trailing comma. */
static Node *parse_comma(Parser *P) {
  Node *first = parse_pair(P);
  if (!is_op(peek(P), ",")) return first;
  Node *t = mk1(N_TUPLE, first->loc, first);
  while (is_op(peek(P), ",")) {
    next(P);
    Token *n = peek(P);
    if (is_op(n, "=") || at_stmt_end(P)) break;
    add_kid(t, parse_pair(P));
  }
  return t;
}

static Node *parse_eq(Parser *P) { return parse_assignment(P, parse_comma); }
static Node *parse_eq_star(Parser *P) { return parse_assignment(P, parse_pair); }

/* `public a, b` (Julia 1.11) is a statement only at the top of a file or module. */
static bool at_public_statement(Parser *P) {
  Token *t = peek(P);
  if (!is_kw(t, "public")) return false;
  Token *n = &P->toks[P->pos + 1];
  return n->space_before && (n->kind == TK_MACRO || (n->kind == TK_IDENT && !is_reserved(n->sym)) ||
                             (n->kind == TK_OP && !is_op(n, "=") && !is_op(n, "(") && !is_op(n, "[") &&
                              !is_op(n, "{") && !is_op(n, ".") && !is_op(n, ",") && !is_op(n, ";") &&
                              strchr(n->sym, '=') == NULL));
}

/* A statement of a file or module body, where a string literal followed by
 * a statement on the same line or the next documents it, as in Julia:
 *   "doc" f  /  "doc"\n f   ->  (doc "doc" f)
 * A string followed by a closer, `;`, a blank line or the end is just a string. */
static Node *parse_docstring(Parser *P) {
  Node *e = parse_eq(P);
  if (e->kind != N_STR && e->kind != N_STRING) return e;
  Token *t = peek(P);
  if (t->kind == TK_NEWLINE) {
    Token *t2 = &P->toks[P->pos + 1];
    if (t2->kind == TK_NEWLINE || is_closing(P, t2) || is_block_end(t2)) return e;
    next(P);
  } else if (is_closing(P, t) || is_block_end(t)) {
    return e;
  }
  return mk2(N_DOC, e->loc, e, parse_eq(P));
}

static Node *parse_block(Parser *P, bool toplevel) {
  Node *b = mk(N_BLOCK, peek(P)->loc);
  for (;;) {
    while (peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";")) next(P);
    Token *t = peek(P);
    if (t->kind == TK_EOF || is_block_end(t)) return b;
    if (toplevel && at_public_statement(P)) add_kid(b, parse_import_list(P, N_PUBLIC, next(P)));
    else if (toplevel) add_kid(b, parse_docstring(P));
    else add_kid(b, parse_eq(P));
    t = peek(P);
    if (!(t->kind == TK_NEWLINE || is_op(t, ";") || t->kind == TK_EOF || is_block_end(t))) {
      Token *prev = &P->toks[P->pos - 1];
      if (is_op(t, "(") && t->space_before && (prev->kind == TK_IDENT || is_op(prev, ")") || is_op(prev, "}")))
        perr(P, t, "space before \"(\" is not allowed in a call");
      perr(P, t, "extra token %s after end of expression", describe(t));
    }
  }
}

Node *parse_file(SourceFile *file) {
  TokenList tl = lex_file(file);
  Parser P = {0};
  P.toks = tl.toks;
  P.c.where_enabled = true;
  Node *b = parse_block(&P, true);
  Token *t = peek(&P);
  if (t->kind != TK_EOF) unexpected(&P, NULL);
  b->loc = (Loc){file, 1, 1};
  lex_free(tl);   /* the tree keeps no token */
  return b;
}
