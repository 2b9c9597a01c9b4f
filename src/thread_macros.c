/* thread_macros.c — Threads.@threads and Threads.@spawn, expanded before
 * scopes are worked out into calls of base/threads.jl, as Julia's own
 * macros expand (Base/threadingconstructs.jl):
 *
 *   @threads [schedule] for x in r body end
 *     let #r = r
 *         Base.Threads.threading_run((#lo, #hi) -> for #k = #lo:#hi, x in (#r[#k],); body; end, #r)
 *     end
 *
 * (the loop over a one-element tuple binds x, destructuring included, as a
 * loop variable: new each iteration, and `continue` and `break` act as in
 * the chunk's loop of Julia's expansion), and
 *
 *   @spawn [threadpool] expr     Base.spawn_task(() -> expr)
 *
 * Julia's :static, :dynamic and :greedy schedules all split the iterations
 * as :static does: which thread runs an iteration is all they change. */
#include "ir.h"

static Node *dot(Loc loc, Node *of, const char *name) {
  Node *d = node_of(N_DOT, loc, 1, of);
  d->sym = sym(name);
  return d;
}

/* Base.name or Base.Threads.name */
static Node *base_name(Loc loc, bool threads, const char *name) {
  Node *b = node_ident(loc, "Base");
  return dot(loc, threads ? dot(loc, b, "Threads") : b, name);
}

/* @threads or @spawn, as Threads.@x, Base.Threads.@x, or @x after `using Base.Threads` */
static bool is_thread_macro(Node *n, const char *name) {
  if (n->kind != N_MACROCALL || n->sym != sym(name)) return false;
  Node *m = n->kids[0];
  if (!m) return true;
  if (m->kind == N_IDENT) return m->sym == sym("Threads");
  return m->kind == N_DOT && m->sym == sym("Threads") && m->kids[0]->kind == N_IDENT && m->kids[0]->sym == sym("Base");
}

static int expansion;

static Node *hidden(Loc loc, const char *name) { return node_ident(loc, arena_printf("#%s%d", name, expansion)); }

static Node *expand_threads(Node *mc) {
  Loc loc = mc->loc;
  int first = 1;
  if (mc->nkids == 3 && mc->kids[1]->kind == N_QUOTESYM) {
    Sym s = mc->kids[1]->sym;
    if (s != sym("static") && s != sym("dynamic") && s != sym("greedy"))
      error_at(mc->kids[1]->loc, "ArgumentError: unsupported schedule argument in @threads");
    first = 2;
  }
  if (mc->nkids != first + 1) error_at(loc, "ArgumentError: wrong number of arguments in @threads");
  Node *loop = mc->kids[first];
  if (loop->kind != N_FOR) error_at(loop->loc, "ArgumentError: @threads requires a `for` loop expression");
  if (loop->nkids != 2)
    error_at(loop->loc, "ArgumentError: nested outer loops are not currently supported by @threads");
  Node *spec = loop->kids[0];
  if (spec->kind != N_ASSIGN) error_at(spec->loc, "not supported yet: this form of @threads loop");
  expansion++;
  Node *r = hidden(loc, "r"), *lo = hidden(loc, "lo"), *hi = hidden(loc, "hi"), *k = hidden(loc, "k");
  Node *range = node_of(N_CALL, loc, 3, node_ident(loc, ":"), lo, hi);
  Node *element = node_of(N_TUPLE, loc, 1, node_of(N_REF, loc, 2, r, k));
  Node *chunk = node_of(N_FOR, loop->loc, 3, node_of(N_ASSIGN, loc, 2, k, range),
                      node_of(N_ASSIGN, spec->loc, 2, spec->kids[0], element), loop->kids[1]);
  Node *fun = node_of(N_ARROW, loc, 2, node_of(N_TUPLE, loc, 2, lo, hi), node_of(N_BLOCK, loc, 1, chunk));
  Node *run = node_of(N_CALL, loc, 3, base_name(loc, true, "threading_run"), fun, r);
  return node_of(N_LET, loc, 2, node_of(N_BLOCK, loc, 1, node_of(N_ASSIGN, loc, 2, r, spec->kids[1])),
               node_of(N_BLOCK, loc, 1, run));
}

static Node *expand_spawn(Node *mc) {
  int first = mc->nkids == 3 && mc->kids[1]->kind == N_QUOTESYM ? 2 : 1;   /* (a thread pool: all are one here) */
  if (mc->nkids != first + 1) error_at(mc->loc, "ArgumentError: wrong number of arguments in @spawn");
  Node *thunk = node_of(N_ARROW, mc->loc, 2, node_new(N_TUPLE, mc->loc, 0), node_of(N_BLOCK, mc->loc, 1, mc->kids[first]));
  return node_of(N_CALL, mc->loc, 2, base_name(mc->loc, false, "spawn_task"), thunk);
}

void expand_thread_macros(Node *n) {
  if (!n) return;
  for (int i = 0; i < n->nkids; i++) expand_thread_macros(n->kids[i]);
  if (is_thread_macro(n, "threads")) *n = *expand_threads(n);
  else if (is_thread_macro(n, "spawn")) *n = *expand_spawn(n);
}
