/* quote.c — a quoted expression as the code that builds it.
 *
 * :(f(a, $x)) and quote ... end are values: Julia's Expr tree of the quoted
 * syntax. Lowering replaces the quote with the constructor calls that make
 * that tree at run time (base/expr.jl), so :(a + $x) becomes
 * Base.Expr(:call, :+, :a, x). The shape of each Expr is Julia's, as
 * ast_print.c documents it for `jlc parse`: heads, argument order
 * (parameters first), a body always a block, LineNumberNodes before the
 * statements of a block. `$x` is x itself; `$(xs...)` splices xs into the
 * arguments. */
#include "ast.h"

static Node *symbol_value(Sym s, Loc loc) {
  Node *n = node_new(N_QUOTESYM, loc, 0);
  n->sym = s;
  return n;
}

/* Base.name, safe from a program's own binding of the name */
static Node *base_name(const char *name, Loc loc) {
  Node *n = node_new(N_DOT, loc, 1);
  n->kids[0] = node_ident(loc, "Base");
  n->sym = sym(name);
  return n;
}

typedef VEC(Node *) NodeVec;

static Node *call_of(Node *callee, NodeVec *args, Loc loc) {
  Node *n = node_new(N_CALL, loc, args->len + 1);
  n->kids[0] = callee;
  for (int i = 0; i < args->len; i++) n->kids[i + 1] = args->items[i];
  *args = (NodeVec){0};
  return n;
}

static Node *quoted(Node *n);

/* Blocks get a LineNumberNode before each statement, as Julia's parser
 * gives them; not in code made by a macro (@macroexpand's quote, flag 1),
 * whose blocks came from the text jlc parsed the expansion from. */
static bool with_line_numbers;
/* quotes open inside the quote being built: a `$` there belongs to them */
static int inner_quotes;

static Node *line_number(Loc loc) {
  Node *line = node_new(N_INT, loc, 0);
  line->i = loc.line;
  NodeVec a = {0};
  vec_push(a, line);
  vec_push(a, symbol_value(sym(loc.file ? loc.file->path : "none"), loc));
  return call_of(base_name("LineNumberNode", loc), &a, loc);
}

/* One argument of an Expr: $(xs...) splices, anything else is one value. */
static void push_arg(NodeVec *args, Node *k) {
  if (k && k->kind == N_DOLLAR && k->kids[0]->kind == N_SPLAT && !inner_quotes) {
    vec_push(*args, k->kids[0]);
    return;
  }
  vec_push(*args, k ? quoted(k) : node_ident((Loc){0}, "nothing"));
}

static void push_bool(NodeVec *args, bool b, Loc loc) {
  Node *n = node_new(N_BOOL, loc, 0);
  n->i = b;
  vec_push(*args, n);
}

/* kids from..nkids-1, an N_PARAMS among them first (Julia's order) */
static void push_params_first(NodeVec *args, Node *n, int from) {
  for (int i = from; i < n->nkids; i++)
    if (n->kids[i] && n->kids[i]->kind == N_PARAMS) push_arg(args, n->kids[i]);
  for (int i = from; i < n->nkids; i++)
    if (!n->kids[i] || n->kids[i]->kind != N_PARAMS) push_arg(args, n->kids[i]);
}

/* a + b + c is a chain of binary calls (flag 1): Julia's one n-ary call */
static void push_chain(NodeVec *args, Node *n) {
  Node *first = n->kids[1];
  if (n->flag == 1 && first->kind == N_CALL && first->nkids == 3 && first->kids[0]->kind == N_IDENT &&
      first->kids[0]->sym == n->kids[0]->sym)
    push_chain(args, first);
  else
    push_arg(args, first);
  push_arg(args, n->kids[2]);
}

static Node *expr_of(const char *head, NodeVec *args, Loc loc) {
  NodeVec all = {0};
  vec_push(all, symbol_value(sym(head), loc));
  for (int i = 0; i < args->len; i++) vec_push(all, args->items[i]);
  *args = (NodeVec){0};
  return call_of(base_name("Expr", loc), &all, loc);
}

/* A body, always a block in Julia's Expr */
static Node *quoted_block(Node *body) {
  if (body->kind == N_BLOCK) return quoted(body);
  NodeVec a = {0};
  if (with_line_numbers) vec_push(a, line_number(body->loc));
  push_arg(&a, body);
  return expr_of("block", &a, body->loc);
}

static __attribute__((noreturn)) void quote_unsupported(Node *n, const char *what) {
  error_at(n->loc, "not supported yet: %s inside a quoted expression", what);
}

static Node *quoted(Node *n) {
  Loc loc = n->loc;
  NodeVec a = {0};
  switch (n->kind) {
  case N_INT: case N_UINT: case N_FLOAT: case N_FLOAT32: case N_CHAR: case N_STR: case N_BOOL: case N_BIGINT:
    return n;                                   /* a literal is itself */
  case N_IDENT: return symbol_value(n->sym, loc);
  case N_QUOTESYM:                              /* :(:x) holds QuoteNode(:x) */
    vec_push(a, n);
    return call_of(base_name("QuoteNode", loc), &a, loc);
  case N_DOLLAR:
    if (inner_quotes) {
      push_arg(&a, n->kids[0]);
      return expr_of("$", &a, loc);
    }
    if (n->kids[0]->kind == N_SPLAT) quote_unsupported(n, "a splice $(xs...) outside a call's arguments");
    return n->kids[0];
  case N_QUOTE:                                 /* :(:(x)) is (quote (quote x)) */
    inner_quotes++;
    push_arg(&a, n->kids[0]);
    inner_quotes--;
    return expr_of("quote", &a, loc);
  case N_END: return symbol_value(sym("end"), loc);
  case N_BEGIN_IDX: return symbol_value(sym("begin"), loc);
  case N_CALL:
    vec_push(a, quoted(n->kids[0]));
    if (n->flag == 1 && n->nkids == 3) push_chain(&a, n);
    else push_params_first(&a, n, 1);
    return expr_of("call", &a, loc);
  case N_DOTCALL:
    if (n->flag == 1) {                         /* a .+ b is (call .+ a b) */
      vec_push(a, symbol_value(sym(arena_printf(".%s", n->kids[0]->sym)), loc));
      push_params_first(&a, n, 1);
      return expr_of("call", &a, loc);
    } else {                                    /* f.(x) is (. f (tuple x)) */
      NodeVec t = {0};
      push_params_first(&t, n, 1);
      vec_push(a, quoted(n->kids[0]));
      vec_push(a, expr_of("tuple", &t, loc));
      return expr_of(".", &a, loc);
    }
  case N_BLOCK:
    for (int i = 0; i < n->nkids; i++) {
      if (with_line_numbers) vec_push(a, line_number(n->kids[i]->loc));
      push_arg(&a, n->kids[i]);
    }
    return expr_of("block", &a, loc);
  case N_IF:
    if (n->flag == 1) {                         /* elseif wraps its condition in a block */
      NodeVec c = {0};
      if (with_line_numbers) vec_push(c, line_number(n->kids[0]->loc));
      push_arg(&c, n->kids[0]);
      vec_push(a, expr_of("block", &c, loc));
    } else {
      push_arg(&a, n->kids[0]);
    }
    for (int i = 1; i < n->nkids; i++) push_arg(&a, n->kids[i]);
    return expr_of(n->flag == 1 ? "elseif" : "if", &a, loc);
  case N_WHILE: push_arg(&a, n->kids[0]); vec_push(a, quoted_block(n->kids[1])); return expr_of("while", &a, loc);
  case N_FOR:
    if (n->nkids == 2) {
      push_arg(&a, n->kids[0]);
    } else {
      NodeVec specs = {0};
      for (int i = 0; i + 1 < n->nkids; i++) push_arg(&specs, n->kids[i]);
      vec_push(a, expr_of("block", &specs, loc));
    }
    vec_push(a, quoted_block(n->kids[n->nkids - 1]));
    return expr_of("for", &a, loc);
  case N_ASSIGN:
    if (n->flag == 1) quote_unsupported(n, "an `outer` loop variable");
    push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of("=", &a, loc);
  case N_OPASSIGN:
    push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of(arena_printf("%s%s=", n->flag ? "." : "", n->sym), &a, loc);
  case N_AND: case N_OR:
    push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of(n->kind == N_AND ? "&&" : "||", &a, loc);
  case N_FUNCTION:
    push_arg(&a, n->kids[0]);
    vec_push(a, quoted_block(n->kids[1]));
    return expr_of(n->flag == 1 ? "=" : "function", &a, loc);
  case N_ARROW:
    push_arg(&a, n->kids[0]);
    vec_push(a, quoted_block(n->kids[1]));
    return expr_of("->", &a, loc);
  case N_RETURN:
    if (n->nkids) push_arg(&a, n->kids[0]);
    else vec_push(a, node_ident(loc, "nothing"));
    return expr_of("return", &a, loc);
  case N_BREAK: return expr_of("break", &a, loc);
  case N_CONTINUE: return expr_of("continue", &a, loc);
  case N_CONST: case N_GLOBAL: case N_LOCAL:
    push_params_first(&a, n, 0);
    return expr_of(n->kind == N_CONST ? "const" : n->kind == N_GLOBAL ? "global" : "local", &a, loc);
  case N_TUPLE:
    for (int i = 0; i < n->nkids; i++)
      if (n->kids[i]->kind == N_PARAMS) push_arg(&a, n->kids[i]);
    for (int i = 0; i < n->nkids; i++) {
      Node *k = n->kids[i];
      if (k->kind == N_PARAMS) continue;
      if (k->kind == N_KW) {                    /* (a = 1,): a named tuple's `=` */
        NodeVec kv = {0};
        push_arg(&kv, k->kids[0]);
        push_arg(&kv, k->kids[1]);
        vec_push(a, expr_of("=", &kv, k->loc));
      } else {
        push_arg(&a, k);
      }
    }
    return expr_of("tuple", &a, loc);
  case N_DOT: {
    push_arg(&a, n->kids[0]);
    NodeVec q = {0};
    vec_push(q, symbol_value(n->sym, loc));
    vec_push(a, call_of(base_name("QuoteNode", loc), &q, loc));
    return expr_of(".", &a, loc);
  }
  case N_TYPED:
    if (n->kids[0]) push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of("::", &a, loc);
  case N_CURLY: push_arg(&a, n->kids[0]); push_params_first(&a, n, 1); return expr_of("curly", &a, loc);
  case N_WHERE: push_arg(&a, n->kids[0]); push_params_first(&a, n, 1); return expr_of("where", &a, loc);
  case N_SUBTYPE: case N_SUPERTYPE:
    if (n->kids[0]) push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of(n->kind == N_SUBTYPE ? "<:" : ">:", &a, loc);
  case N_MACROCALL: {
    Sym name = sym(arena_printf("@%s", n->sym == sym(".") ? "__dot__" : n->sym));
    if (n->kids[0]) {                           /* Base.@m is (. Base :@m) */
      NodeVec d = {0}, q = {0};
      push_arg(&d, n->kids[0]);
      vec_push(q, symbol_value(name, loc));
      vec_push(d, call_of(base_name("QuoteNode", loc), &q, loc));
      vec_push(a, expr_of(".", &d, loc));
    } else {
      vec_push(a, symbol_value(name, loc));
    }
    vec_push(a, line_number(loc));
    push_params_first(&a, n, 1);
    return expr_of("macrocall", &a, loc);
  }
  case N_COMPARISON: push_params_first(&a, n, 0); return expr_of("comparison", &a, loc);
  case N_LET: {
    Node *b = n->kids[0];
    if (b->nkids == 1 && (b->kids[0]->kind == N_IDENT || b->kids[0]->kind == N_ASSIGN || b->kids[0]->kind == N_TYPED))
      push_arg(&a, b->kids[0]);
    else {
      NodeVec bs = {0};
      push_params_first(&bs, b, 0);
      vec_push(a, expr_of("block", &bs, loc));
    }
    vec_push(a, quoted_block(n->kids[1]));
    return expr_of("let", &a, loc);
  }
  case N_TRY: {
    int last = 2;
    for (int i = 0; i < n->nkids; i++)
      if (n->kids[i]) last = i > last ? i : last;
    for (int i = 0; i <= last; i++) {
      if (n->kids[i]) push_arg(&a, n->kids[i]);
      else push_bool(&a, false, loc);
    }
    return expr_of("try", &a, loc);
  }
  case N_STRUCT:
    push_bool(&a, n->flag == 1, loc);
    push_arg(&a, n->kids[0]);
    push_arg(&a, n->kids[1]);
    return expr_of("struct", &a, loc);
  case N_DO: push_arg(&a, n->kids[0]); push_arg(&a, n->kids[1]); return expr_of("do", &a, loc);
  case N_REF: push_arg(&a, n->kids[0]); push_params_first(&a, n, 1); return expr_of("ref", &a, loc);
  case N_SPLAT: push_arg(&a, n->kids[0]); return expr_of("...", &a, loc);
  case N_KW: push_arg(&a, n->kids[0]); push_arg(&a, n->kids[1]); return expr_of("kw", &a, loc);
  case N_STRING: case N_VECT: case N_HCAT: case N_VCAT: case N_ROW: case N_COMPREHENSION: case N_GENERATOR:
  case N_PARAMS: case N_BRACES: case N_FILTER: case N_FLATTEN: {
    const char *head = n->kind == N_STRING ? "string" : n->kind == N_VECT ? "vect" : n->kind == N_HCAT ? "hcat"
                     : n->kind == N_VCAT ? "vcat" : n->kind == N_ROW ? "row" : n->kind == N_COMPREHENSION ? "comprehension"
                     : n->kind == N_GENERATOR ? "generator" : n->kind == N_PARAMS ? "parameters"
                     : n->kind == N_BRACES ? "braces" : n->kind == N_FILTER ? "filter" : "flatten";
    push_params_first(&a, n, 0);
    return expr_of(head, &a, loc);
  }
  default:
    quote_unsupported(n, arena_printf("the %s syntax", node_kind_name(n->kind)));
  }
}

Node *quote_constructor(Node *q) {
  Node *body = q->kids[0];
  if (body->kind == N_IDENT) return symbol_value(body->sym, q->loc);   /* :(x) is :x */
  with_line_numbers = q->flag != QUOTE_MADE;
  inner_quotes = q->flag == QUOTE_ARGUMENT;    /* a macro's argument keeps its `$` */
  return quoted(body);
}
