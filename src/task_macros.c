/* task_macros.c — @async and @sync, expanded before scopes are worked out
 * into calls of base/tasks.jl, as Julia's own macros expand
 * (Base/task.jl):
 *
 *   @async expr          Base.async_task(() -> expr)
 *   @sync body           let #sync = Base.sync_group()
 *                            #v = body
 *                            Base.sync_end(#sync)
 *                            #v
 *                        end
 *
 * and an @async lexically within a @sync's body (closures included, the
 * innermost @sync's) is Base.async_task(#sync, () -> expr): the @sync
 * waits for it, as Julia's @async puts its task into the @sync's variable
 * when that is a local there. */
#include "ir.h"

static Node *base_name(Loc loc, const char *name) {
  Node *d = node_of(N_DOT, loc, 1, node_ident(loc, "Base"));
  d->sym = sym(name);
  return d;
}

/* @x or Base.@x */
static bool is_task_macro(Node *n, const char *name) {
  if (n->kind != N_MACROCALL || n->sym != sym(name)) return false;
  Node *m = n->kids[0];
  return !m || (m->kind == N_IDENT && m->sym == sym("Base"));
}

static int expansion;

static Node *expand_async(Node *mc, Node *group) {
  if (mc->nkids != 2) error_at(mc->loc, "not supported yet: @async with options");
  Loc loc = mc->loc;
  Node *thunk = node_of(N_ARROW, loc, 2, node_new(N_TUPLE, loc, 0), node_of(N_BLOCK, loc, 1, mc->kids[1]));
  if (!group) return node_of(N_CALL, loc, 2, base_name(loc, "async_task"), thunk);
  return node_of(N_CALL, loc, 3, base_name(loc, "async_task"), group, thunk);
}

static Node *expand_sync(Node *mc, Node *group) {
  if (mc->nkids != 2) error_at(mc->loc, "ArgumentError: wrong number of arguments in @sync");
  Loc loc = mc->loc;
  Node *value = node_ident(loc, arena_printf("#v%d", expansion));
  Node *start = node_of(N_ASSIGN, loc, 2, group, node_of(N_CALL, loc, 1, base_name(loc, "sync_group")));
  Node *body = node_of(N_BLOCK, loc, 3, node_of(N_ASSIGN, loc, 2, value, mc->kids[1]),
                     node_of(N_CALL, loc, 2, base_name(loc, "sync_end"), group), value);
  return node_of(N_LET, loc, 2, node_of(N_BLOCK, loc, 1, start), body);
}

/* group: the innermost enclosing @sync's variable, or NULL */
static void expand_in(Node *n, Node *group) {
  if (!n) return;
  if (is_task_macro(n, "sync")) {
    expansion++;
    Node *own = node_ident(n->loc, arena_printf("#sync%d", expansion));
    for (int i = 1; i < n->nkids; i++) expand_in(n->kids[i], own);
    *n = *expand_sync(n, own);
    return;
  }
  for (int i = 0; i < n->nkids; i++) expand_in(n->kids[i], group);
  if (is_task_macro(n, "async")) *n = *expand_async(n, group);
}

void expand_task_macros(Node *n) { expand_in(n, NULL); }
