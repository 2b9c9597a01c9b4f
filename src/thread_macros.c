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
#include <stdarg.h>
#include "ir.h"

static Node *nnode(NodeKind kind, Loc loc, int nkids, ...) {
  Node *n = node_new(kind, loc, nkids);
  va_list ap;
  va_start(ap, nkids);
  for (int i = 0; i < nkids; i++) n->kids[i] = va_arg(ap, Node *);
  va_end(ap);
  return n;
}

static Node *ident(Loc loc, const char *name) {
  Node *n = node_new(N_IDENT, loc, 0);
  n->sym = sym(name);
  return n;
}

static Node *dot(Loc loc, Node *of, const char *name) {
  Node *d = nnode(N_DOT, loc, 1, of);
  d->sym = sym(name);
  return d;
}

/* Base.name or Base.Threads.name */
static Node *base_name(Loc loc, bool threads, const char *name) {
  Node *b = ident(loc, "Base");
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

static Node *hidden(Loc loc, const char *name) { return ident(loc, arena_printf("#%s%d", name, expansion)); }

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
  Node *range = nnode(N_CALL, loc, 3, ident(loc, ":"), lo, hi);
  Node *element = nnode(N_TUPLE, loc, 1, nnode(N_REF, loc, 2, r, k));
  Node *chunk = nnode(N_FOR, loop->loc, 3, nnode(N_ASSIGN, loc, 2, k, range),
                      nnode(N_ASSIGN, spec->loc, 2, spec->kids[0], element), loop->kids[1]);
  Node *fun = nnode(N_ARROW, loc, 2, nnode(N_TUPLE, loc, 2, lo, hi), nnode(N_BLOCK, loc, 1, chunk));
  Node *run = nnode(N_CALL, loc, 3, base_name(loc, true, "threading_run"), fun, r);
  return nnode(N_LET, loc, 2, nnode(N_BLOCK, loc, 1, nnode(N_ASSIGN, loc, 2, r, spec->kids[1])),
               nnode(N_BLOCK, loc, 1, run));
}

static Node *expand_spawn(Node *mc) {
  int first = mc->nkids == 3 && mc->kids[1]->kind == N_QUOTESYM ? 2 : 1;   /* (a thread pool: all are one here) */
  if (mc->nkids != first + 1) error_at(mc->loc, "ArgumentError: wrong number of arguments in @spawn");
  Node *thunk = nnode(N_ARROW, mc->loc, 2, node_new(N_TUPLE, mc->loc, 0), nnode(N_BLOCK, mc->loc, 1, mc->kids[first]));
  return nnode(N_CALL, mc->loc, 2, base_name(mc->loc, false, "spawn_task"), thunk);
}

void expand_thread_macros(Node *n) {
  if (!n) return;
  for (int i = 0; i < n->nkids; i++) expand_thread_macros(n->kids[i]);
  if (is_thread_macro(n, "threads")) *n = *expand_threads(n);
  else if (is_thread_macro(n, "spawn")) *n = *expand_spawn(n);
}
