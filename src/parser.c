/* parser.c — tokens to the syntax tree of ast.h.
 *
 * A recursive-descent parser with one function per precedence level of
 * Julia's operator table (lowest first):
 *   assignment  =>  ?:  ->  ||  &&  comparison  |> <|  : ..  + -  * /  //
 *   << >>  unary  ^  ::  postfix (call, index, field, curly, ')
 * Keywords open their own forms (function, if, for, struct, ...). Newlines end
 * statements except inside brackets (the lexer drops them there) and after a
 * binary operator. */
#include "ast.h"

typedef struct Parser {
  Token *toks;
  int pos;
  int index_depth;       /* inside a[...]: `end` and `begin` are indices */
  bool in_ternary_then;  /* a spaced `:` ends the then-branch of ?: */
  bool no_space_args;    /* macro arguments: a spaced token starts a new argument */
} Parser;

static const char *const kind_names[N_NODE_COUNT] = {
  "int", "uint", "float", "char", "string", "bool", "identifier", "quotesym",
  "call", "dotcall", "string", "block", "if", "while", "for", "=", "op=", "&&", "||",
  "function", "macro", "return", "break", "continue", "const", "global", "local",
  "tuple", ".", "::", "curly", "where", "<:", ">:", "macrocall", "module", "struct",
  "abstract type", "primitive type", "comparison", "let", "try", "using", "import",
  "export", "public", "->", "ref", "vect", "hcat", "vcat", "row", "comprehension",
  "generator", "...", "kw", "parameters", "quote", "$", "do", "end", "begin",
  "typed_hcat", "typed_vcat", "typed_comprehension", "filter", "flatten", "braces"};

const char *node_kind_name(NodeKind k) { return kind_names[k]; }

static Token *peek(Parser *P) { return &P->toks[P->pos]; }
static Token *peek_at(Parser *P, int k) {
  int i = P->pos + k;
  Token *t = &P->toks[i];
  for (int j = P->pos; j < i; j++)
    if (P->toks[j].kind == TK_EOF) return &P->toks[j];
  return t;
}
static Token *next(Parser *P) {
  Token *t = &P->toks[P->pos];
  if (t->kind != TK_EOF) P->pos++;
  return t;
}

static bool is_op(Token *t, const char *s) { return t->kind == TK_OP && t->sym == sym(s); }
static bool is_kw(Token *t, const char *s) { return t->kind == TK_IDENT && t->sym == sym(s); }

static bool is_keyword(Sym s) {
  static const char *const kws[] = {
    "begin", "while", "if", "for", "try", "return", "break", "continue", "function",
    "macro", "quote", "let", "local", "global", "const", "do", "struct", "module",
    "baremodule", "using", "import", "export", "end", "else", "elseif", "catch",
    "finally", "mutable", "abstract", "primitive", "where", NULL};
  for (int i = 0; kws[i]; i++)
    if (s == sym(kws[i])) return true;
  return false;
}

static const char *describe(Token *t) {
  switch (t->kind) {
  case TK_EOF: return "end of file";
  case TK_NEWLINE: return "newline";
  case TK_IDENT: return arena_printf("\"%s\"", t->sym);
  case TK_OP: case TK_MACRO: return arena_printf("\"%s%s\"", t->kind == TK_MACRO ? "@" : "", t->sym);
  case TK_INT: case TK_UINT: case TK_FLOAT: return "number";
  case TK_CHAR: return "character literal";
  default: return "string";
  }
}

__attribute__((noreturn)) static void unexpected(Parser *P, const char *ctx) {
  Token *t = peek(P);
  error_at(t->loc, "unexpected %s%s%s", describe(t), ctx ? " " : "", ctx ? ctx : "");
}

static void expect_op(Parser *P, const char *s, const char *ctx) {
  if (!is_op(peek(P), s)) {
    Token *t = peek(P);
    error_at(t->loc, "expected \"%s\" %s, got %s", s, ctx, describe(t));
  }
  next(P);
}

static void expect_end(Parser *P, Loc opener, const char *what) {
  if (!is_kw(peek(P), "end")) {
    Token *t = peek(P);
    if (t->kind == TK_EOF)
      error_at(opener, "incomplete: \"%s\" at %s:%d has no matching \"end\"", what, opener.file->path, opener.line);
    error_at(t->loc, "expected \"end\" to close \"%s\" (line %d), got %s", what, opener.line, describe(t));
  }
  next(P);
}

/* ---- node construction ---- */
static Node *mk(NodeKind k, Loc loc) {
  Node *n = NEW(Node);
  n->kind = k;
  n->loc = loc;
  n->width = 1;
  return n;
}

static void add_kid(Node *n, Node *kid) {
  Node **k = NEW_ARRAY(Node *, n->nkids + 1);
  if (n->nkids) memcpy(k, n->kids, sizeof(Node *) * (size_t)n->nkids);
  k[n->nkids++] = kid;
  n->kids = k;
}

static Node *mk1(NodeKind k, Loc loc, Node *a) { Node *n = mk(k, loc); add_kid(n, a); return n; }
static Node *mk2(NodeKind k, Loc loc, Node *a, Node *b) { Node *n = mk1(k, loc, a); add_kid(n, b); return n; }

static Node *mk_ident(Loc loc, Sym s) {
  Node *n = mk(N_IDENT, loc);
  n->sym = s;
  n->width = (int)strlen(s);
  return n;
}

static Node *mk_call2(Token *op, Node *a, Node *b) {
  Node *callee = mk_ident(op->loc, op->sym);
  Node *n = mk(N_CALL, op->loc);
  add_kid(n, callee);
  add_kid(n, a);
  add_kid(n, b);
  n->width = op->width;
  return n;
}

static void skip_newlines(Parser *P) {
  while (peek(P)->kind == TK_NEWLINE) next(P);
}

static bool at_stmt_end(Parser *P) {
  Token *t = peek(P);
  return t->kind == TK_NEWLINE || t->kind == TK_EOF || is_op(t, ";") || is_kw(t, "end") ||
         is_op(t, ")") || is_op(t, "]") || is_op(t, "}") || is_kw(t, "else") || is_kw(t, "elseif") ||
         is_kw(t, "catch") || is_kw(t, "finally") || t->kind == TK_INTERP_END;
}

static Node *parse_expr(Parser *P);
static Node *parse_block(Parser *P);
static Node *parse_unary(Parser *P);
static Node *parse_ternary(Parser *P);
static Node *parse_range(Parser *P);
static Node *parse_comparison(Parser *P);

/* ---- operator tables ---- */
static bool sym_in(Sym s, const char *const *list) {
  for (int i = 0; list[i]; i++)
    if (s == sym(list[i])) return true;
  return false;
}

static const char *const assign_ops[] = {"=", "+=", "-=", "*=", "/=", "//=", "\\=", "^=", "÷=", "%=",
                                         "|=", "&=", "⊻=", "<<=", ">>=", ">>>=", ":=", "~", NULL};
static const char *const comparison_ops[] = {"<", ">", "<=", ">=", "==", "!=", "===", "!==", "<:", ">:",
                                             "≤", "≥", "≠", "∈", "∉", "∋", "⊆", "⊇", "⊂", "⊃", "≡",
                                             "≢", "≈", "≉", "⊊", "⊋", NULL};
static const char *const plus_ops[] = {"+", "-", "|", "⊻", "∪", "±", "∓", "∨", NULL};
static const char *const times_ops[] = {"*", "/", "÷", "%", "&", "\\", "⋅", "×", "∘", "∩", "∧", "⊗", "∖", NULL};
static const char *const shift_ops[] = {"<<", ">>", ">>>", NULL};

/* The operator a token stands for at binary position, without a leading dot;
 * sets *dotted for `.+` style tokens. NULL when the token is no operator. */
static Sym binop_sym(Token *t, bool *dotted) {
  *dotted = false;
  if (t->kind == TK_IDENT && (t->sym == sym("in") || t->sym == sym("isa"))) return t->sym;
  if (t->kind != TK_OP) return NULL;
  const char *s = t->sym;
  if (s[0] == '.' && s[1] && s[1] != '.') { *dotted = true; return sym(s + 1); }
  return t->sym;
}

/* Build the node for binary operator `op` applied to a and b. */
static Node *mk_binop(Token *optok, Sym op, bool dotted, Node *a, Node *b) {
  Loc loc = optok->loc;
  if (dotted) {
    Node *n = mk(N_DOTCALL, loc);
    add_kid(n, mk_ident(loc, op));
    add_kid(n, a);
    add_kid(n, b);
    return n;
  }
  if (op == sym("<:")) return mk2(N_SUBTYPE, loc, a, b);
  if (op == sym(">:")) return mk2(N_SUPERTYPE, loc, a, b);
  Node *n = mk(N_CALL, loc);
  add_kid(n, mk_ident(loc, op));
  add_kid(n, a);
  add_kid(n, b);
  n->width = optok->width;
  return n;
}

/* A binary-operator token may only continue an expression when it does not
 * start a new macro argument (`@m a -b` has two arguments). */
static bool binop_allowed(Parser *P) {
  Token *t = peek(P);
  if (!P->no_space_args) return true;
  Token *n = peek_at(P, 1);
  return !(t->space_before && !n->space_before);
}

/* ---- literals ---- */
static Node *parse_string(Parser *P) {
  Token *b = next(P);                       /* STR_BEGIN */
  Node *n = mk(N_STRING, b->loc);
  for (;;) {
    Token *t = peek(P);
    if (t->kind == TK_STR_END) { next(P); break; }
    if (t->kind == TK_STR_PART) {
      next(P);
      Node *s = mk(N_STR, t->loc);
      s->str = t->str;
      s->len = t->len;
      add_kid(n, s);
    } else if (t->kind == TK_INTERP_BEGIN) {
      next(P);
      bool saved = P->no_space_args;
      P->no_space_args = false;
      Node *e;
      if (is_op(peek(P), "(")) {
        next(P);
        e = parse_expr(P);
        expect_op(P, ")", "to close $( in string interpolation");
      } else {
        e = parse_unary(P);
      }
      P->no_space_args = saved;
      if (peek(P)->kind != TK_INTERP_END) unexpected(P, "in string interpolation");
      next(P);
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

/* ---- argument lists: f(a, b...; k=v) ---- */
static Node *parse_arg(Parser *P, bool kw_allowed) {
  Node *e = parse_expr(P);
  if (is_op(peek(P), "...")) { Token *t = next(P); e = mk1(N_SPLAT, t->loc, e); }
  if (kw_allowed && e->kind == N_ASSIGN) e->kind = N_KW;
  return e;
}

/* Parse comma-separated args until `close`; fills `into`. Returns true if a
 * trailing comma was seen (distinguishes `(a,)` from `(a)`). */
static bool parse_args(Parser *P, Node *into, const char *close, bool kw_allowed) {
  bool trailing_comma = false;
  bool saved_ns = P->no_space_args, saved_t = P->in_ternary_then;
  P->no_space_args = false;
  P->in_ternary_then = false;
  while (!is_op(peek(P), close)) {
    if (is_op(peek(P), ";")) {
      Token *t = next(P);
      Node *params = mk(N_PARAMS, t->loc);
      while (!is_op(peek(P), close)) {
        add_kid(params, parse_arg(P, true));
        if (is_op(peek(P), ",")) next(P);
        else if (!is_op(peek(P), close)) unexpected(P, "in keyword arguments");
      }
      add_kid(into, params);
      break;
    }
    add_kid(into, parse_arg(P, kw_allowed));
    trailing_comma = false;
    if (is_op(peek(P), ",")) { next(P); trailing_comma = true; continue; }
    if (!is_op(peek(P), close) && !is_op(peek(P), ";"))
      error_at(peek(P)->loc, "expected \",\" or \"%s\", got %s", close, describe(peek(P)));
  }
  expect_op(P, close, "");
  P->no_space_args = saved_ns;
  P->in_ternary_then = saved_t;
  return trailing_comma;
}

/* ---- bracketed forms ---- */
static Node *parse_for_specs(Parser *P, Node *into);

static Node *parse_paren(Parser *P) {
  Token *open = next(P);
  bool saved_ns = P->no_space_args, saved_t = P->in_ternary_then;
  int saved_idx = P->index_depth;
  P->no_space_args = false;
  P->in_ternary_then = false;
  P->index_depth = 0;
  Node *result;
  if (is_op(peek(P), ")")) {
    next(P);
    result = mk(N_TUPLE, open->loc);
  } else if (is_op(peek(P), ";")) {
    Node *t = mk(N_TUPLE, open->loc);
    parse_args(P, t, ")", true);
    result = t;
  } else {
    Node *first = parse_arg(P, false);
    if (is_op(peek(P), ")")) {
      next(P);
      result = first->kind == N_SPLAT ? mk1(N_TUPLE, open->loc, first) : first;
      if (first->kind == N_ASSIGN) { first->kind = N_KW; result = mk1(N_TUPLE, open->loc, first); }
    } else if (is_op(peek(P), ",")) {
      next(P);
      Node *t = mk(N_TUPLE, open->loc);
      if (first->kind == N_ASSIGN) first->kind = N_KW;
      add_kid(t, first);
      parse_args(P, t, ")", true);
      result = t;
    } else if (is_op(peek(P), ";")) {
      Node *b = mk(N_BLOCK, open->loc);
      add_kid(b, first);
      while (is_op(peek(P), ";")) {
        next(P);
        if (is_op(peek(P), ")")) break;
        add_kid(b, parse_expr(P));
      }
      expect_op(P, ")", "to close \"(\"");
      result = b;
    } else if (is_kw(peek(P), "for")) {
      Node *g = mk1(N_GENERATOR, open->loc, first);
      next(P);
      parse_for_specs(P, g);
      expect_op(P, ")", "to close generator");
      result = g;
    } else {
      error_at(peek(P)->loc, "expected \",\" or \")\", got %s", describe(peek(P)));
    }
  }
  P->no_space_args = saved_ns;
  P->in_ternary_then = saved_t;
  P->index_depth = saved_idx;
  return result;
}

static Node *parse_bracket(Parser *P) {
  Token *open = next(P);
  bool saved_ns = P->no_space_args, saved_t = P->in_ternary_then;
  P->in_ternary_then = false;
  Node *n = mk(N_VECT, open->loc);
  if (is_op(peek(P), "]")) { next(P); P->no_space_args = saved_ns; P->in_ternary_then = saved_t; return n; }
  /* elements are space-separated inside rows, so parse them in macro-arg mode */
  P->no_space_args = true;
  Node *row = mk(N_ROW, open->loc);
  Node *rows = mk(N_VCAT, open->loc);
  bool saw_semicolon = false, saw_space = false, saw_comma = false;
  for (;;) {
    skip_newlines(P);
    Node *e = parse_arg(P, false);
    if (is_kw(peek(P), "for") && row->nkids == 0 && rows->nkids == 0) {
      next(P);
      Node *g = mk1(N_GENERATOR, open->loc, e);
      P->no_space_args = false;
      parse_for_specs(P, g);
      expect_op(P, "]", "to close comprehension");
      P->no_space_args = saved_ns;
      P->in_ternary_then = saved_t;
      return mk1(N_COMPREHENSION, open->loc, g);
    }
    add_kid(row, e);
    Token *t = peek(P);
    if (is_op(t, "]")) { next(P); break; }
    if (is_op(t, ",")) { next(P); saw_comma = true; skip_newlines(P); if (is_op(peek(P), "]")) { next(P); break; } continue; }
    if (is_op(t, ";") || t->kind == TK_NEWLINE) {
      next(P);
      saw_semicolon = true;
      add_kid(rows, row);
      row = mk(N_ROW, t->loc);
      skip_newlines(P);
      if (is_op(peek(P), "]")) { next(P); break; }
      continue;
    }
    if (t->space_before) { saw_space = true; continue; }
    unexpected(P, "in array literal");
  }
  P->no_space_args = saved_ns;
  P->in_ternary_then = saved_t;
  if (saw_comma && (saw_space || saw_semicolon)) error_at(open->loc, "unexpected \",\" in array concatenation");
  if (!saw_semicolon) {
    if (!saw_space) { n->nkids = row->nkids; n->kids = row->kids; return n; }
    row->kind = N_HCAT;
    return row;
  }
  if (row->nkids) add_kid(rows, row);
  for (int i = 0; i < rows->nkids; i++)
    if (rows->kids[i]->nkids == 1) rows->kids[i] = rows->kids[i]->kids[0];
  return rows;
}

/* ---- keyword forms ---- */
static Node *parse_if(Parser *P, Token *kw) {
  Node *n = mk(N_IF, kw->loc);
  add_kid(n, parse_expr(P));
  add_kid(n, parse_block(P));
  Token *t = peek(P);
  if (is_kw(t, "elseif")) {
    next(P);
    add_kid(n, parse_if(P, t));
    return n;                     /* the nested if consumed the `end` */
  }
  if (is_kw(t, "else")) {
    next(P);
    add_kid(n, parse_block(P));
  }
  expect_end(P, kw->loc, "if");
  return n;
}

/* for specs: `i in a, j = b` — appended to `into` as N_ASSIGN(var, iter). */
static Node *parse_for_specs(Parser *P, Node *into) {
  for (;;) {
    Token *t = peek(P);
    if (is_kw(t, "outer")) next(P);
    Node *spec = parse_comparison(P);
    Node *var, *iter;
    if (is_op(peek(P), "=")) {
      next(P);
      var = spec;
      iter = parse_comparison(P);
    } else if (spec->kind == N_CALL && spec->nkids == 3 && spec->kids[0]->kind == N_IDENT &&
               (spec->kids[0]->sym == sym("in") || spec->kids[0]->sym == sym("∈"))) {
      var = spec->kids[1];
      iter = spec->kids[2];
    } else {
      error_at(spec->loc, "invalid iteration specification: expected \"x in itr\" or \"x = itr\"");
    }
    add_kid(into, mk2(N_ASSIGN, spec->loc, var, iter));
    if (!is_op(peek(P), ",")) break;
    next(P);
  }
  return into;
}

static Node *parse_function(Parser *P, Token *kw) {
  Node *n = mk(N_FUNCTION, kw->loc);
  Node *sig = parse_expr(P);
  if (sig->kind == N_IDENT && is_kw(peek(P), "end")) {      /* function f end */
    next(P);
    add_kid(n, sig);
    return n;
  }
  add_kid(n, sig);
  add_kid(n, parse_block(P));
  expect_end(P, kw->loc, "function");
  return n;
}

static Node *parse_struct(Parser *P, Token *kw, bool is_mutable) {
  Node *n = mk(N_STRUCT, kw->loc);
  n->flag = is_mutable;
  add_kid(n, parse_expr(P));
  add_kid(n, parse_block(P));
  expect_end(P, kw->loc, "struct");
  return n;
}

/* `using A, B: c, d` etc.: kept as raw paths; lowering decides. */
static Node *parse_import_list(Parser *P, NodeKind kind, Token *kw) {
  Node *n = mk(kind, kw->loc);
  while (!at_stmt_end(P)) {
    Token *t = next(P);
    if (t->kind == TK_IDENT || t->kind == TK_MACRO) add_kid(n, mk_ident(t->loc, t->sym));
    else if (t->kind == TK_OP && (t->sym == sym(",") || t->sym == sym(":") || t->sym == sym("."))) continue;
    else if (t->kind == TK_OP) add_kid(n, mk_ident(t->loc, t->sym));
    else error_at(t->loc, "unexpected %s in \"%s\"", describe(t), node_kind_name(kind));
  }
  return n;
}

static Node *parse_keyword_form(Parser *P) {
  Token *kw = next(P);
  Sym s = kw->sym;
  Loc loc = kw->loc;
  if (s == sym("function")) return parse_function(P, kw);
  if (s == sym("if")) return parse_if(P, kw);
  if (s == sym("while")) {
    Node *n = mk(N_WHILE, loc);
    add_kid(n, parse_expr(P));
    add_kid(n, parse_block(P));
    expect_end(P, loc, "while");
    return n;
  }
  if (s == sym("for")) {
    Node *n = mk(N_FOR, loc);
    parse_for_specs(P, n);
    add_kid(n, parse_block(P));
    expect_end(P, loc, "for");
    return n;
  }
  if (s == sym("begin")) {
    Node *b = parse_block(P);
    b->loc = loc;
    expect_end(P, loc, "begin");
    return b;
  }
  if (s == sym("quote")) {
    Node *b = parse_block(P);
    expect_end(P, loc, "quote");
    return mk1(N_QUOTE, loc, b);
  }
  if (s == sym("let")) {
    Node *binds = mk(N_BLOCK, loc);
    while (!at_stmt_end(P)) {
      add_kid(binds, parse_expr(P));
      if (is_op(peek(P), ",")) next(P);
    }
    Node *body = parse_block(P);
    expect_end(P, loc, "let");
    return mk2(N_LET, loc, binds, body);
  }
  if (s == sym("try")) {
    Node *n = mk(N_TRY, loc);
    Node *body = parse_block(P);
    Node *cvar = NULL, *cbody = NULL, *fbody = NULL, *ebody = NULL;
    if (is_kw(peek(P), "catch")) {
      Token *c = next(P);
      if (peek(P)->kind == TK_IDENT && !is_keyword(peek(P)->sym)) {
        Token *v = next(P);
        cvar = mk_ident(v->loc, v->sym);
      }
      cbody = parse_block(P);
      cbody->loc = c->loc;
    }
    if (is_kw(peek(P), "else")) { next(P); ebody = parse_block(P); }
    if (is_kw(peek(P), "finally")) { next(P); fbody = parse_block(P); }
    if (!cbody && !fbody) error_at(loc, "try without catch or finally");
    expect_end(P, loc, "try");
    add_kid(n, body);
    add_kid(n, cvar);
    add_kid(n, cbody);
    add_kid(n, fbody);
    add_kid(n, ebody);
    return n;
  }
  if (s == sym("return")) {
    Node *n = mk(N_RETURN, loc);
    n->width = 6;
    if (!at_stmt_end(P)) add_kid(n, parse_expr(P));
    return n;
  }
  if (s == sym("break")) { Node *n = mk(N_BREAK, loc); n->width = 5; return n; }
  if (s == sym("continue")) { Node *n = mk(N_CONTINUE, loc); n->width = 8; return n; }
  if (s == sym("const") || s == sym("global") || s == sym("local")) {
    NodeKind k = s == sym("const") ? N_CONST : s == sym("global") ? N_GLOBAL : N_LOCAL;
    Node *n = mk(k, loc);
    if (k == N_CONST && (is_kw(peek(P), "global") || is_kw(peek(P), "local"))) next(P);
    add_kid(n, parse_expr(P));
    while (is_op(peek(P), ",")) { next(P); add_kid(n, parse_expr(P)); }
    return n;
  }
  if (s == sym("module") || s == sym("baremodule")) {
    Token *name = next(P);
    if (name->kind != TK_IDENT) error_at(name->loc, "expected a module name, got %s", describe(name));
    Node *n = mk(N_MODULE, loc);
    n->sym = name->sym;
    n->flag = s == sym("baremodule");
    add_kid(n, parse_block(P));
    expect_end(P, loc, "module");
    return n;
  }
  if (s == sym("struct")) return parse_struct(P, kw, false);
  if (s == sym("mutable")) {
    if (!is_kw(peek(P), "struct")) unexpected(P, "after \"mutable\"");
    next(P);
    return parse_struct(P, kw, true);
  }
  if (s == sym("abstract") || s == sym("primitive")) {
    if (!is_kw(peek(P), "type")) unexpected(P, arena_printf("after \"%s\"", s));
    next(P);
    Node *n = mk(s == sym("abstract") ? N_ABSTRACT : N_PRIMITIVE, loc);
    add_kid(n, parse_comparison(P));
    if (s == sym("primitive")) add_kid(n, parse_range(P));
    skip_newlines(P);
    expect_end(P, loc, s == sym("abstract") ? "abstract type" : "primitive type");
    return n;
  }
  if (s == sym("macro")) {
    Node *n = mk(N_MACRODEF, loc);
    add_kid(n, parse_expr(P));
    add_kid(n, parse_block(P));
    expect_end(P, loc, "macro");
    return n;
  }
  if (s == sym("using")) return parse_import_list(P, N_USING, kw);
  if (s == sym("import")) return parse_import_list(P, N_IMPORT, kw);
  if (s == sym("export")) return parse_import_list(P, N_EXPORT, kw);
  error_at(loc, "unexpected \"%s\"", s);
}

/* ---- primary expressions ---- */
static Node *parse_macrocall(Parser *P, Token *m, Node *module_path) {
  Node *n = mk(N_MACROCALL, m->loc);
  n->sym = m->sym;
  n->width = m->width;
  add_kid(n, module_path);
  if (is_op(peek(P), "(") && !peek(P)->space_before) {
    next(P);
    parse_args(P, n, ")", false);
    return n;
  }
  bool saved = P->no_space_args;
  P->no_space_args = true;
  while (!at_stmt_end(P) && !is_op(peek(P), ",") && !(P->in_ternary_then && is_op(peek(P), ":")))
    add_kid(n, parse_ternary(P));
  P->no_space_args = saved;
  return n;
}

static Node *parse_atom(Parser *P) {
  Token *t = peek(P);
  switch (t->kind) {
  case TK_INT: { next(P); Node *n = mk(N_INT, t->loc); n->i = t->i; n->width = t->width; return n; }
  case TK_UINT: { next(P); Node *n = mk(N_UINT, t->loc); n->u = t->u; n->bits = t->bits; n->width = t->width; return n; }
  case TK_FLOAT: { next(P); Node *n = mk(N_FLOAT, t->loc); n->f = t->f; n->width = t->width; return n; }
  case TK_CHAR: { next(P); Node *n = mk(N_CHAR, t->loc); n->ch = t->ch; n->width = t->width; return n; }
  case TK_STR_BEGIN: return parse_string(P);
  case TK_MACRO: next(P); return parse_macrocall(P, t, NULL);
  case TK_IDENT:
    if (t->sym == sym("true") || t->sym == sym("false")) {
      next(P);
      Node *n = mk(N_BOOL, t->loc);
      n->i = t->sym == sym("true");
      n->width = t->width;
      return n;
    }
    if (P->index_depth > 0 && t->sym == sym("end")) { next(P); return mk(N_END, t->loc); }
    if (P->index_depth > 0 && t->sym == sym("begin")) { next(P); return mk(N_BEGIN_IDX, t->loc); }
    if (is_keyword(t->sym)) {
      if (t->sym == sym("end") || t->sym == sym("else") || t->sym == sym("elseif") ||
          t->sym == sym("catch") || t->sym == sym("finally") || t->sym == sym("where") || t->sym == sym("do"))
        unexpected(P, NULL);
      return parse_keyword_form(P);
    }
    next(P);
    { Node *n = mk_ident(t->loc, t->sym); n->width = t->width; return n; }
  case TK_OP:
    if (t->sym == sym("(")) return parse_paren(P);
    if (t->sym == sym("[")) return parse_bracket(P);
    if (t->sym == sym(":")) {
      Token *n1 = peek_at(P, 1);
      next(P);
      if (!n1->space_before && n1->kind == TK_IDENT) {
        next(P);
        Node *q = mk(N_QUOTESYM, t->loc);
        q->sym = n1->sym;
        q->width = n1->width + 1;
        return q;
      }
      if (!n1->space_before && is_op(n1, "(")) {
        Node *e = parse_paren(P);
        return mk1(N_QUOTE, t->loc, e);
      }
      if (!n1->space_before && n1->kind == TK_OP && !is_op(n1, ")") && !is_op(n1, ",") && !is_op(n1, "]")) {
        next(P);
        Node *q = mk(N_QUOTESYM, t->loc);
        q->sym = n1->sym;
        return q;
      }
      return mk_ident(t->loc, sym(":"));    /* Colon() as in A[:, 1] */
    }
    if (t->sym == sym("$")) { next(P); return mk1(N_DOLLAR, t->loc, parse_atom(P)); }
    /* an operator used as a value: f(+, x) or (+) */
    {
      Token *n1 = peek_at(P, 1);
      if (is_op(n1, ")") || is_op(n1, ",") || (is_op(n1, "(") && !n1->space_before && t->sym != sym("(")))
        if (t->sym != sym(",") && t->sym != sym(";") && t->sym != sym(")") && t->sym != sym("]") && t->sym != sym("}")) {
          next(P);
          return mk_ident(t->loc, t->sym);
        }
    }
    unexpected(P, NULL);
  default:
    unexpected(P, NULL);
  }
}

/* postfix: calls, indexing, field access, curly, adjoint, do */
static Node *parse_postfix(Parser *P, Node *e) {
  for (;;) {
    Token *t = peek(P);
    if (is_op(t, "(") && !t->space_before) {
      next(P);
      Node *c = mk(N_CALL, e->loc);
      c->width = e->width;
      add_kid(c, e);
      parse_args(P, c, ")", true);
      if (is_kw(peek(P), "do")) {
        Token *d = next(P);
        Node *args = mk(N_TUPLE, d->loc);
        while (!at_stmt_end(P)) {
          add_kid(args, parse_range(P));
          if (is_op(peek(P), ",")) next(P);
        }
        Node *body = parse_block(P);
        expect_end(P, d->loc, "do");
        c = mk2(N_DO, c->loc, c, mk2(N_ARROW, d->loc, args, body));
      }
      e = c;
    } else if (is_op(t, "[") && !t->space_before) {
      next(P);
      Node *r = mk(N_REF, t->loc);
      add_kid(r, e);
      P->index_depth++;
      parse_args(P, r, "]", false);
      P->index_depth--;
      e = r;
    } else if (is_op(t, "{") && !t->space_before) {
      next(P);
      Node *c = mk(N_CURLY, e->loc);
      add_kid(c, e);
      parse_args(P, c, "}", false);
      e = c;
    } else if (is_op(t, ".") && !(P->no_space_args && t->space_before)) {
      Token *n1 = peek_at(P, 1);
      if (is_op(n1, "(")) {
        next(P);
        next(P);
        Node *c = mk(N_DOTCALL, t->loc);
        add_kid(c, e);
        parse_args(P, c, ")", true);
        e = c;
      } else if (n1->kind == TK_IDENT) {
        next(P);
        next(P);
        Node *d = mk1(N_DOT, n1->loc, e);
        d->sym = n1->sym;
        d->width = n1->width;
        e = d;
      } else if (n1->kind == TK_MACRO) {
        next(P);
        next(P);
        return parse_macrocall(P, n1, e);
      } else if (is_op(n1, ":") && peek_at(P, 2)->kind == TK_OP) {
        next(P);
        next(P);
        Token *op = next(P);
        Node *d = mk1(N_DOT, op->loc, e);
        d->sym = op->sym;
        e = d;
      } else {
        unexpected(P, "after \".\"");
      }
    } else if (is_op(t, "'") && !t->space_before) {
      next(P);
      Node *c = mk(N_CALL, t->loc);
      add_kid(c, mk_ident(t->loc, sym("'")));
      add_kid(c, e);
      e = c;
    } else {
      return e;
    }
  }
}

/* `::` binds tighter than every operator but postfix forms. */
static Node *parse_decl(Parser *P) {
  Node *e;
  if (is_op(peek(P), "::")) {               /* ::T alone, as in f(::Int) */
    Token *t = next(P);
    Node *ty = parse_postfix(P, parse_atom(P));
    e = mk2(N_TYPED, t->loc, NULL, ty);
    return e;
  }
  e = parse_atom(P);
  /* 2(x+1) multiplies (juxtaposition, in parse_power); it is no call */
  bool numeric = e->kind == N_INT || e->kind == N_FLOAT || e->kind == N_UINT;
  if (!(numeric && is_op(peek(P), "(") && !peek(P)->space_before)) e = parse_postfix(P, e);
  while (is_op(peek(P), "::") && !(P->no_space_args && peek(P)->space_before)) {
    Token *t = next(P);
    Node *ty = parse_postfix(P, parse_atom(P));
    e = mk2(N_TYPED, t->loc, e, ty);
  }
  return e;
}

/* power: right-assoc; the exponent may carry a unary sign (2^-1).
 * Numeric literals juxtaposed with a name or paren multiply (2x, 3(a+b)). */
static Node *parse_power(Parser *P) {
  Node *base = parse_decl(P);
  if (base->kind == N_INT || base->kind == N_FLOAT) {
    Token *t = peek(P);
    if (!t->space_before && ((t->kind == TK_IDENT && !is_keyword(t->sym)) || is_op(t, "("))) {
      Node *rhs = parse_power(P);
      Token star = *t;
      star.sym = sym("*");
      return mk_call2(&star, base, rhs);
    }
  }
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (op == sym("^") && binop_allowed(P)) {
    next(P);
    skip_newlines(P);
    Node *exp;
    if (is_op(peek(P), "-") || is_op(peek(P), "+")) {
      Token *u = next(P);
      Node *arg = parse_power(P);
      exp = mk(N_CALL, u->loc);
      add_kid(exp, mk_ident(u->loc, u->sym));
      add_kid(exp, arg);
    } else {
      exp = parse_power(P);
    }
    return mk_binop(t, op, dotted, base, exp);
  }
  return base;
}

static Node *parse_unary(Parser *P) {
  Token *t = peek(P);
  if (t->kind == TK_OP && (t->sym == sym("-") || t->sym == sym("+") || t->sym == sym("!") ||
                           t->sym == sym("~") || t->sym == sym("√") || t->sym == sym("¬") ||
                           t->sym == sym(".-") || t->sym == sym(".!") || t->sym == sym("<:") || t->sym == sym(">:"))) {
    Token *n1 = peek_at(P, 1);
    /* `-(a, b)`: an operator called like a function */
    if (is_op(n1, "(") && !n1->space_before && t->sym[0] != '.') {
      next(P);
      return parse_postfix(P, mk_ident(t->loc, t->sym));
    }
    /* `-` followed by `)` or `,` is the function itself */
    if (is_op(n1, ")") || is_op(n1, ",") || n1->kind == TK_EOF || n1->kind == TK_NEWLINE) {
      next(P);
      return mk_ident(t->loc, t->sym);
    }
    if ((t->sym == sym("<:") || t->sym == sym(">:"))) {
      next(P);
      Node *arg = parse_unary(P);
      return mk2(t->sym == sym("<:") ? N_SUBTYPE : N_SUPERTYPE, t->loc, NULL, arg);
    }
    next(P);
    /* a sign directly on a numeric literal makes a negative literal (as Julia),
     * unless a power follows: -2^2 is -(2^2) */
    if ((t->sym == sym("-")) && !n1->space_before && (n1->kind == TK_INT || n1->kind == TK_FLOAT)) {
      Token *after = peek_at(P, 1);
      if (!is_op(after, "^") && !(after->kind == TK_IDENT && !after->space_before) && !is_op(after, "(")) {
        Node *lit = parse_decl(P);
        if (lit->kind == N_INT) { lit->i = (int64_t)(0 - (uint64_t)lit->i); lit->loc = t->loc; lit->width++; return parse_postfix(P, lit); }
        if (lit->kind == N_FLOAT) { lit->f = -lit->f; lit->loc = t->loc; lit->width++; return parse_postfix(P, lit); }
      }
    }
    Node *arg = parse_unary(P);
    bool dotted = t->sym[0] == '.';
    Node *c = mk(dotted ? N_DOTCALL : N_CALL, t->loc);
    add_kid(c, mk_ident(t->loc, dotted ? sym(t->sym + 1) : t->sym));
    add_kid(c, arg);
    return c;
  }
  return parse_power(P);
}

/* Generic left-associative binary level over an operator list. */
static Node *parse_left(Parser *P, Node *(*sub)(Parser *), const char *const *ops) {
  Node *e = sub(P);
  for (;;) {
    Token *t = peek(P);
    bool dotted;
    Sym op = binop_sym(t, &dotted);
    if (!op || !sym_in(op, ops) || !binop_allowed(P)) return e;
    next(P);
    skip_newlines(P);
    Node *rhs = sub(P);
    e = mk_binop(t, op, dotted, e, rhs);
  }
}

static Node *parse_shift(Parser *P) { return parse_left(P, parse_unary, shift_ops); }
static const char *const rational_ops[] = {"//", NULL};
static Node *parse_rational(Parser *P) { return parse_left(P, parse_shift, rational_ops); }
static Node *parse_times(Parser *P) { return parse_left(P, parse_rational, times_ops); }
static Node *parse_plus(Parser *P) { return parse_left(P, parse_times, plus_ops); }

/* a:b and a:s:b (one call node with 2 or 3 operands) */
static Node *parse_range(Parser *P) {
  Node *e = parse_plus(P);
  Token *t = peek(P);
  if (!(is_op(t, ":") || is_op(t, "..")) || !binop_allowed(P)) return e;
  if (P->in_ternary_then && t->space_before) return e;
  next(P);
  Node *b = parse_plus(P);
  if (is_op(t, "..")) return mk_call2(t, e, b);
  if (is_op(peek(P), ":") && !(P->in_ternary_then && peek(P)->space_before)) {
    next(P);
    Node *c = parse_plus(P);
    Node *n = mk(N_CALL, t->loc);
    add_kid(n, mk_ident(t->loc, sym(":")));
    add_kid(n, e);
    add_kid(n, b);
    add_kid(n, c);
    return n;
  }
  return mk_call2(t, e, b);
}

static const char *const pipe_ops[] = {"|>", NULL};
static Node *parse_pipe(Parser *P) {
  Node *e = parse_left(P, parse_range, pipe_ops);
  if (is_op(peek(P), "<|")) {            /* right-assoc */
    Token *t = next(P);
    return mk_call2(t, e, parse_pipe(P));
  }
  return e;
}

static Node *parse_comparison(Parser *P) {
  Node *first = parse_pipe(P);
  Node *chain = NULL;
  Node *prev = first;
  for (;;) {
    Token *t = peek(P);
    bool dotted;
    Sym op = binop_sym(t, &dotted);
    if (!op || !(sym_in(op, comparison_ops) || op == sym("in") || op == sym("isa")) || !binop_allowed(P))
      break;
    next(P);
    skip_newlines(P);
    Node *rhs = parse_pipe(P);
    if (!chain) {
      Node *single = mk_binop(t, op, dotted, prev, rhs);
      Token *n2 = peek(P);
      bool d2;
      Sym op2 = binop_sym(n2, &d2);
      if (!(op2 && (sym_in(op2, comparison_ops) || op2 == sym("in") || op2 == sym("isa")))) return single;
      chain = mk(N_COMPARISON, first->loc);
      add_kid(chain, prev);
    }
    add_kid(chain, mk_ident(t->loc, t->sym));
    add_kid(chain, rhs);
    prev = rhs;
  }
  return chain ? chain : first;
}

static Node *parse_and(Parser *P) {
  Node *e = parse_comparison(P);
  if (is_op(peek(P), "&&") && binop_allowed(P)) {
    Token *t = next(P);
    skip_newlines(P);
    Node *n = mk2(N_AND, t->loc, e, parse_and(P));
    n->width = 2;
    return n;
  }
  return e;
}

static Node *parse_or(Parser *P) {
  Node *e = parse_and(P);
  if (is_op(peek(P), "||") && binop_allowed(P)) {
    Token *t = next(P);
    skip_newlines(P);
    Node *n = mk2(N_OR, t->loc, e, parse_or(P));
    n->width = 2;
    return n;
  }
  return e;
}

static Node *parse_arrow(Parser *P) {
  Node *e = parse_or(P);
  Token *t = peek(P);
  if (is_op(t, "->")) {
    next(P);
    skip_newlines(P);
    Node *body = parse_arrow(P);
    return mk2(N_ARROW, t->loc, e, body);
  }
  if (is_op(t, "-->") || is_op(t, "→")) {
    next(P);
    return mk_call2(t, e, parse_arrow(P));
  }
  return e;
}

static Node *parse_ternary(Parser *P) {
  Node *cond = parse_arrow(P);
  Token *q = peek(P);
  if (!is_op(q, "?")) return cond;
  if (!q->space_before) error_at(q->loc, "space required before \"?\" operator");
  next(P);
  skip_newlines(P);
  bool saved = P->in_ternary_then;
  P->in_ternary_then = true;
  Node *a = parse_ternary(P);
  P->in_ternary_then = saved;
  skip_newlines(P);
  Token *c = peek(P);
  if (!is_op(c, ":")) error_at(c->loc, "colon expected in \"?\" expression, got %s", describe(c));
  if (!c->space_before) error_at(c->loc, "space required before colon in \"?\" expression");
  next(P);
  skip_newlines(P);
  Node *b = parse_ternary(P);
  Node *n = mk(N_IF, q->loc);
  add_kid(n, cond);
  add_kid(n, a);
  add_kid(n, b);
  return n;
}

static Node *parse_where(Parser *P) {
  Node *e = parse_ternary(P);
  while (is_kw(peek(P), "where")) {
    Token *t = next(P);
    Node *w = mk1(N_WHERE, t->loc, e);
    if (is_op(peek(P), "{")) {
      next(P);
      parse_args(P, w, "}", false);
    } else {
      add_kid(w, parse_comparison(P));
    }
    e = w;
  }
  return e;
}

static Node *parse_pair(Parser *P) {
  Node *e = parse_where(P);
  if (is_op(peek(P), "=>") && binop_allowed(P)) {
    Token *t = next(P);
    skip_newlines(P);
    return mk_call2(t, e, parse_pair(P));
  }
  return e;
}

/* A short-form definition `f(x) = body` becomes an N_FUNCTION here, so later
 * stages see one form for both. */
static bool is_call_signature(Node *lhs) {
  while (lhs->kind == N_WHERE || (lhs->kind == N_TYPED && lhs->kids[0])) lhs = lhs->kids[0];
  if (lhs->kind != N_CALL) return false;
  Node *callee = lhs->kids[0];
  return !(callee->kind == N_IDENT && callee->sym == sym("'"));
}

static Node *parse_assignment(Parser *P) {
  Node *lhs = parse_pair(P);
  Token *t = peek(P);
  bool dotted;
  Sym op = binop_sym(t, &dotted);
  if (!op || !sym_in(op, assign_ops) || !binop_allowed(P)) return lhs;
  next(P);
  skip_newlines(P);
  Node *rhs = parse_assignment(P);
  if (op == sym("=") && !dotted) {
    if (is_call_signature(lhs)) {
      Node *f = mk2(N_FUNCTION, lhs->loc, lhs, rhs);
      f->flag = 1;              /* short form */
      return f;
    }
    Node *n = mk2(N_ASSIGN, t->loc, lhs, rhs);
    return n;
  }
  if (op == sym("~")) return mk_call2(t, lhs, rhs);
  Node *n = mk2(N_OPASSIGN, t->loc, lhs, rhs);
  size_t len = strlen(op);
  n->sym = sym_n(op, len - 1);
  n->flag = dotted;
  n->width = t->width;
  return n;
}

static Node *parse_expr(Parser *P) {
  Node *e = parse_assignment(P);
  /* a, b = 1, 2 : an unparenthesized tuple at statement level */
  return e;
}

/* statement: an expression, possibly an unparenthesized tuple `a, b = f()` */
static Node *parse_statement(Parser *P) {
  Node *e = parse_expr(P);
  if (is_op(peek(P), ",") && !P->no_space_args) {
    Node *t = mk1(N_TUPLE, e->loc, e);
    while (is_op(peek(P), ",")) {
      next(P);
      add_kid(t, parse_pair(P));
    }
    if (is_op(peek(P), "=")) {
      Token *eq = next(P);
      skip_newlines(P);
      Node *rhs = parse_statement(P);
      return mk2(N_ASSIGN, eq->loc, t, rhs);
    }
    return t;
  }
  return e;
}

static Node *parse_block(Parser *P) {
  Node *b = mk(N_BLOCK, peek(P)->loc);
  for (;;) {
    while (peek(P)->kind == TK_NEWLINE || is_op(peek(P), ";")) next(P);
    Token *t = peek(P);
    if (t->kind == TK_EOF || is_kw(t, "end") || is_kw(t, "else") || is_kw(t, "elseif") ||
        is_kw(t, "catch") || is_kw(t, "finally"))
      return b;
    add_kid(b, parse_statement(P));
    t = peek(P);
    if (!(t->kind == TK_NEWLINE || is_op(t, ";") || t->kind == TK_EOF || is_kw(t, "end") ||
          is_kw(t, "else") || is_kw(t, "elseif") || is_kw(t, "catch") || is_kw(t, "finally")))
      error_at(t->loc, "extra token %s after end of expression", describe(t));
  }
}

Node *parse_file(SourceFile *file) {
  TokenList tl = lex_file(file);
  Parser P = {0};
  P.toks = tl.toks;
  Node *b = parse_block(&P);
  Token *t = peek(&P);
  if (t->kind != TK_EOF) unexpected(&P, NULL);
  b->loc = (Loc){file, 1, 1};
  return b;
}
