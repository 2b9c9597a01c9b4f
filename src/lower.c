/* lower.c — syntax tree to IR (ir.h), one method at a time, on first use.
 *
 * Lowering resolves names (Julia's scope rules: arguments and assigned
 * names are local to their function or loop body; everything else is a
 * global of the method's module), turns control flow into gotos, and
 * rewrites surface forms into calls: `a + b` is `+(a, b)`, `for` loops use
 * `iterate`, string interpolation calls `string`, `a.b` is `getfield`. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include "ir.h"
#include "printf.h"

typedef VEC(Sym) SymList;
typedef VEC(Val) ValList;

typedef struct Scope {
  struct Scope *parent;
  SymList names;
  VEC(int) slots;
  SymList globals;        /* names declared `global` here */
  bool is_function;       /* the method's outermost scope */
} Scope;

typedef struct Loop {
  struct Loop *parent;
  VEC(int) breaks;        /* gotos to patch with the loop exit */
  VEC(int) continues;
  int tries;              /* try frames open when the loop began */
} Loop;

/* A try being lowered: what leaving it early (return, break) must do. */
typedef struct TryFrame {
  bool handler;           /* its handler is active (I_ENTER without I_LEAVE yet) */
  Node *finally;          /* the finally block to run, or NULL */
} TryFrame;

typedef struct Lower {
  IR *ir;
  Module *mod;
  Method *method;
  Scope *scope;           /* NULL at top level: names are globals */
  Loop *loop;
  Val ret_type;           /* declared `::T` of the method, or V_NONE */
  Val indexed;            /* inside a[...]: a, for `end` and `begin` */
  int index_dim;          /* ... and which index (0: the only one) */
  bool inbounds;          /* inside @inbounds: indexing skips bounds checks */
  SymList boxed;          /* locals that closures share (see "closures") */
  VEC(Binding *) slot_cell;   /* per slot holding a Core.Box: what types its contents */
  VEC(TryFrame) tries;    /* enclosing try blocks, innermost last */
  /* @label name / @goto name: labels at their instruction, gotos to patch
   * when the method is lowered (a goto may come before its label) */
  VEC(struct Label { Sym name; int at; Loc loc; }) labels, gotos;
  Node *lowered;          /* a chain's inner link, already lowered to lowered_val (see "chains") */
  Val lowered_val;
} Lower;

/* In a closure's method, scope_find gives a captured variable as this
 * (field k of the closure, slot 0) rather than a slot. */
#define CAPTURED(k) (-3 - (k))
static int captured_field(int found) { return found <= CAPTURED(0) ? CAPTURED(0) - found : -1; }

static Val no_val = {V_NONE, 0, NULL, NULL};

/* ---- values ---- */
static Val val_const(Const c) {
  Const *p = NEW(Const);
  *p = c;
  return (Val){V_CONST, 0, p, NULL};
}
static Val val_int(int64_t i) { Const c = {0}; c.type = t_int64; c.i = i; return val_const(c); }
static Val val_bool(bool b) { Const c = {0}; c.type = t_bool; c.i = b; return val_const(c); }
static Val val_nothing(void) { Const c = {0}; c.type = t_nothing; return val_const(c); }
static Val val_sym(Sym s) { Const c = {0}; c.type = t_symbol; c.sym = s; return val_const(c); }
static Val val_type(Type *t) { Const c = {0}; c.type = type_of_type(t); c.ty = t; return val_const(c); }
static Val val_func(Func *f) { Const c = {0}; c.type = f->type; c.fn = f; return val_const(c); }

/* A type written in a method that may mention its `where` variables:
 * inference makes it concrete for each method instance. */
static Val val_type_template(Lower *L, Type *t) {
  if (!L->method || !L->method->nsparams || !type_has_free_vars(t)) return val_type(t);
  Val v = val_type(t);
  v.kind = V_TYPE;
  return v;
}
/* A value as a type parameter (a named tuple's names), passed as the value
 * of a `where` variable is. */
static Val val_value_param(Type *p) {
  Val v = val_const((Const){.type = t_any, .ty = p});
  v.kind = V_TYPE;
  return v;
}
static Val val_ssa(int i) { return (Val){V_SSA, i, NULL, NULL}; }
static Val val_slot(int i) { return (Val){V_SLOT, i, NULL, NULL}; }

/* A function of Core or Base the lowering of some syntax calls. */
static Val core_fn(const char *name) {
  Binding *b = module_lookup(core_module, sym(name));
  if (!b || b->kind != BIND_CONST || !b->value.type->func) fatal("internal: Core.%s is missing", name);
  return val_func(b->value.fn);
}

static Val base_const(const char *name) {
  Binding *b = module_lookup(base_module, sym(name));
  if (!b || b->kind != BIND_CONST) fatal("internal: base/ does not define %s", name);
  return val_const(b->value);
}
static Val base_fn(const char *name) {
  Val v = base_const(name);
  if (!v.c->type->func) fatal("internal: base/ does not define the function %s", name);
  return v;
}

/* ---- emission ---- */
static int emit(Lower *L, Instr in) {
  vec_push(L->ir->code, in);
  return L->ir->code.len - 1;
}

static Val *copy_vals(Val *v, int n) {
  Val *p = NEW_ARRAY(Val, n ? n : 1);
  if (n) memcpy(p, v, sizeof(Val) * (size_t)n);
  return p;
}

static Val emit_call(Lower *L, Loc loc, int width, Val f, Val *args, int n, uint64_t splat);
static Val core_fn(const char *name);
static Val base_fn(const char *name);

/* f(a..., x, b...): the splatted arguments from the first to the last, with
 * those between them as 1-tuples, joined by Base.splat_concat into one
 * collection splatted once (inference takes one splat of run-time length).
 * Returns the new argument count; args and splat are updated. */
static int join_splats(Lower *L, Loc loc, Val *args, int n, uint64_t *splat) {
  if (__builtin_popcountll(*splat) < 2) return n;
  int first = __builtin_ctzll(*splat), last = 63 - __builtin_clzll(*splat);
  Val *parts = NEW_ARRAY(Val, last - first + 1);
  for (int i = first; i <= last; i++)
    parts[i - first] = *splat & (1ull << i) ? args[i] : emit_call(L, loc, 1, core_fn("tuple"), &args[i], 1, 0);
  args[first] = emit_call(L, loc, 1, base_fn("splat_concat"), parts, last - first + 1, 0);
  memmove(args + first + 1, args + last + 1, sizeof(Val) * (size_t)(n - last - 1));
  *splat = 1ull << first;
  return n - (last - first);
}

/* f(args...; kwnames[i] = kwvals[i]...): splat marks splatted args; a
 * NULL name, a splatted named tuple of keywords */
static Val emit_kwcall(Lower *L, Loc loc, int width, Val f, Sym *kwnames, Val *kwvals, int nkw,
                       Val *args, int n, uint64_t splat) {
  args = copy_vals(args, n);
  /* a program may splat any iterable (a range, a Pair, a generator...):
   * Base.splat_arg makes it a tuple or a Vector, what calls take apart.
   * (Base's own code splats only those) */
  if (splat && !module_in_base(L->mod))
    for (int i = 0; i < n; i++)
      if (splat >> i & 1) args[i] = emit_call(L, loc, width, base_fn("splat_arg"), &args[i], 1, 0);
  n = join_splats(L, loc, args, n, &splat);
  Instr in = {0};
  in.kind = I_CALL;
  in.loc = loc;
  in.width = width;
  in.nargs = 1 + nkw + n;
  in.args = NEW_ARRAY(Val, in.nargs);
  in.args[0] = f;
  if (nkw) memcpy(in.args + 1, kwvals, sizeof(Val) * (size_t)nkw);
  if (n) memcpy(in.args + 1 + nkw, args, sizeof(Val) * (size_t)n);
  if (splat && 63 - __builtin_clzll(splat) + 1 + nkw > 62) error_at(loc, "not supported yet: splatting beyond the 62nd argument");
  in.splat = splat << (1 + nkw);
  for (int i = 0; i < nkw; i++)
    if (!kwnames[i]) in.splat |= 1ull << (1 + i);      /* f(; kws...) */
  in.nkw = nkw;
  in.kwnames = kwnames;
  return val_ssa(emit(L, in));
}

static Val emit_call(Lower *L, Loc loc, int width, Val f, Val *args, int n, uint64_t splat) {
  return emit_kwcall(L, loc, width, f, NULL, NULL, 0, args, n, splat);
}

/* a[i] and a[i] = v: under @inbounds, Base's unchecked forms (which fall
 * back to the checked ones for collections that have none). */
static Val index_fn(Lower *L, bool set) {
  if (L->inbounds) return base_fn(set ? "_setindex_inbounds!" : "_getindex_inbounds");
  return base_fn(set ? "setindex!" : "getindex");
}

static Val call1(Lower *L, Loc loc, Val f, Val a) { return emit_call(L, loc, 1, f, &a, 1, 0); }
static Val call2(Lower *L, Loc loc, Val f, Val a, Val b) {
  Val args[2] = {a, b};
  return emit_call(L, loc, 1, f, args, 2, 0);
}

/* An instruction carrying one value (slot/global stores, conditional gotos, returns). */
static int emit_with_value(Lower *L, InstrKind kind, Loc loc, Val v, int target) {
  Instr in = {0};
  in.kind = kind;
  in.loc = loc;
  in.nargs = 1;
  in.args = copy_vals(&v, 1);
  in.target = target;
  return emit(L, in);
}

static void emit_slotset(Lower *L, Loc loc, int slot, Val v) { emit_with_value(L, I_SLOTSET, loc, v, slot); }

static int emit_goto(Lower *L, Loc loc, int target) {
  Instr in = {0};
  in.kind = I_GOTO;
  in.loc = loc;
  in.target = target;
  return emit(L, in);
}

static int emit_gotoifnot(Lower *L, Loc loc, Val cond, int target) {
  return emit_with_value(L, I_GOTOIFNOT, loc, cond, target);
}

static void patch(Lower *L, int instr, int target) { L->ir->code.items[instr].target = target; }
static int here(Lower *L) { return L->ir->code.len; }

static Val call2(Lower *L, Loc loc, Val f, Val a, Val b);
static Val core_fn(const char *name);
static Val base_fn(const char *name);

/* return v; with a declared return type T it returns typeassert(convert(T, v), T) */
static void emit_return(Lower *L, Loc loc, Val v) {
  if (L->ret_type.kind != V_NONE) {
    Val c = call2(L, loc, base_fn("convert"), L->ret_type, v);
    v = call2(L, loc, core_fn("typeassert"), c, L->ret_type);
  }
  emit_with_value(L, I_RETURN, loc, v, 0);
}

static int new_slot(Lower *L, Sym name) {
  vec_push(L->ir->slot_names, name);
  vec_push(L->slot_cell, NULL);
  return L->ir->slot_names.len - 1;
}

/* ---- scopes ---- */
static int scope_find(Scope *s, Sym name) {
  for (; s; s = s->parent) {
    for (int i = 0; i < s->globals.len; i++)
      if (s->globals.items[i] == name) return -2;
    for (int i = 0; i < s->names.len; i++)
      if (s->names.items[i] == name) return s->slots.items[i];
  }
  return -1;
}

static void scope_add(Lower *L, Scope *s, Sym name) {
  vec_push(s->names, name);
  int slot = new_slot(L, name);
  vec_push(s->slots, slot);
}

/* The name `function g(x) ... end` defines, or NULL for `function (x) ... end`. */
static Sym local_function_name(Node *def) {
  Node *sig = def->kids[0];
  while (sig->kind == N_WHERE || (sig->kind == N_TYPED && sig->kids[0])) sig = sig->kids[0];
  return sig->kind == N_CALL && sig->kids[0]->kind == N_IDENT ? sig->kids[0]->sym : NULL;
}

/* The names an assignment's left side binds: x, x::T, and every name of a
 * destructuring `a, (b, c), d... = v`. */
static void collect_lhs_names(Node *lhs, SymList *out) {
  if (lhs->kind == N_TYPED && lhs->kids[0]) lhs = lhs->kids[0];
  if (lhs->kind == N_SPLAT) lhs = lhs->kids[0];
  if (lhs->kind == N_IDENT) vec_push(*out, lhs->sym);
  if (lhs->kind == N_TUPLE)
    for (int i = 0; i < lhs->nkids; i++) collect_lhs_names(lhs->kids[i], out);
}

/* @gensym a b: Base's macro, a = gensym("a"); b = gensym("b") */
static bool is_gensym_call(Node *n) {
  if (n->kind != N_MACROCALL || n->sym != sym("gensym") || (n->kids[0] && !(n->kids[0]->kind == N_IDENT &&
      n->kids[0]->sym == sym("Base"))))
    return false;
  for (int i = 1; i < n->nkids; i++)
    if (n->kids[i]->kind != N_IDENT) return false;
  return true;
}

static Node *gensym_assignments(Node *n) {
  Node *block = node_new(N_BLOCK, n->loc, n->nkids - 1);
  for (int i = 1; i < n->nkids; i++) {
    Node *name = node_new(N_STR, n->loc, 0);
    name->str = n->kids[i]->sym;
    name->len = strlen(name->str);
    Node *fn = node_new(N_DOT, n->loc, 1);
    fn->kids[0] = node_new(N_IDENT, n->loc, 0);
    fn->kids[0]->sym = sym("Base");
    fn->sym = sym("gensym");
    Node *call = node_new(N_CALL, n->loc, 2);
    call->kids[0] = fn;
    call->kids[1] = name;
    Node *a = node_new(N_ASSIGN, n->loc, 2);
    a->kids[0] = n->kids[i];
    a->kids[1] = call;
    block->kids[i - 1] = a;
  }
  return block;
}

/* Names assigned directly in a scope's body (not in nested scopes). */
static void collect_assigned(Node *n, Scope *s, SymList *out) {
  if (!n) return;
  switch (n->kind) {
  case N_ASSIGN: case N_OPASSIGN: {
    Node *lhs = n->kids[0];
    if (n->kind == N_OPASSIGN && n->flag) {     /* x .= v writes into x */
      collect_assigned(lhs, s, out);
      collect_assigned(n->kids[1], s, out);
      return;
    }
    collect_lhs_names(lhs, out);
    collect_assigned(n->kids[1], s, out);
    return;
  }
  case N_GLOBAL:
    for (int i = 0; i < n->nkids; i++) {
      Node *k = n->kids[i];
      if (k->kind == N_ASSIGN || k->kind == N_OPASSIGN) k = k->kids[0];
      if (k->kind == N_IDENT) vec_push(s->globals, k->sym);
    }
    return;
  case N_LOCAL:
    for (int i = 0; i < n->nkids; i++) {
      Node *k = n->kids[i];
      if (k->kind == N_ASSIGN) { collect_assigned(k->kids[1], s, out); k = k->kids[0]; }
      if (k->kind == N_TYPED && k->kids[0]) k = k->kids[0];
      if (k->kind == N_IDENT) vec_push(*out, k->sym);
    }
    return;
  case N_MACROCALL:                /* @gensym a b assigns a and b */
    if (is_gensym_call(n))
      for (int i = 1; i < n->nkids; i++) vec_push(*out, n->kids[i]->sym);
    else
      for (int i = 0; i < n->nkids; i++) collect_assigned(n->kids[i], s, out);
    return;
  case N_FUNCTION: {               /* function g(x) ... end inside a function: a local g */
    Sym g = local_function_name(n);
    if (g) vec_push(*out, g);
    return;
  }
  case N_FOR: case N_WHILE: case N_LET: case N_TRY: case N_ARROW: case N_STRUCT:
  case N_GENERATOR: case N_COMPREHENSION: case N_MACRODEF: case N_MODULE: case N_QUOTE:
    return;
  default:
    for (int i = 0; i < n->nkids; i++) collect_assigned(n->kids[i], s, out);
  }
}

static bool is_boxed(Lower *L, Sym name);
static void make_box(Lower *L, int slot, Val init, Loc loc);
static void leave_tries(Lower *L, int down_to, Loc loc);
static Val lower_try(Lower *L, Node *n, bool want);
static Val lower_generator(Lower *L, Node *g);
static Node *anonymous_sig(Node *params, Loc loc);

/* Enter a new scope, empty. */
static Scope *scope_open(Lower *L, bool is_function) {
  Scope *s = NEW(Scope);
  s->parent = L->scope;
  s->is_function = is_function;
  L->scope = s;
  return s;
}

/* Bind `name` as a new local of scope s, made anew each time the scope is
 * entered: in a loop body the last iteration's value is not this one's, so
 * a local that closures share (find_boxed) gets a new box, and one that is
 * not `assigned` at once is unassigned again. Every name a scope binds
 * comes here, or a closure assigning it would find no box. */
static int scope_bind(Lower *L, Scope *s, Sym name, Loc loc, bool assigned) {
  scope_add(L, s, name);
  int slot = s->slots.items[s->slots.len - 1];
  if (is_boxed(L, name)) make_box(L, slot, no_val, loc);
  else if (!assigned && !s->is_function) emit(L, (Instr){.kind = I_NEWVAR, .loc = loc, .target = slot});
  return slot;
}

/* Enter a scope whose body is `body`: its assigned names become locals,
 * unless an enclosing local scope of this method has them already. At top
 * level, a loop body assigning an existing global assigns that global. */
static Scope *scope_enter(Lower *L, Node *body, bool is_function) {
  Scope *s = scope_open(L, is_function);
  SymList assigned = {0};
  collect_assigned(body, s, &assigned);
  for (int i = 0; i < assigned.len; i++) {
    Sym name = assigned.items[i];
    bool declared_global = false;
    for (int j = 0; j < s->globals.len; j++) declared_global |= s->globals.items[j] == name;
    if (declared_global) continue;
    int found = scope_find(s, name);
    if (found != -1) {
      if (found >= 0) {
        bool own = false;
        for (int j = 0; j < s->names.len; j++) own |= s->names.items[j] == name;
        if (own) continue;
        continue;           /* the enclosing local */
      }
      continue;
    }
    if (!L->method) {
      Binding *b = module_lookup(L->mod, name);
      if (b && b->kind == BIND_GLOBAL && b->module == L->mod) continue;
    }
    scope_bind(L, s, name, body ? body->loc : L->ir->loc, false);
  }
  return s;
}

static void scope_leave(Lower *L) { L->scope = L->scope->parent; }

/* ---- expressions ---- */

/* Does a type expression name only types, `where` variables and literals
 * (so it is evaluated here), rather than local variables or calls? */
static bool type_is_written_out(Lower *L, Node *n) {
  switch (n->kind) {
  case N_IDENT: {      /* not a local (or a closure's captured one), nor a global only the running program sets (K{i} of a global i) */
    int found = scope_find(L->scope, n->sym);
    if (found >= 0 || captured_field(found) >= 0) return false;
    Binding *b = module_lookup(L->mod, n->sym);
    return !b || !(b->kind == BIND_GLOBAL || (b->kind == BIND_CONST && b->runtime_const));
  }
  case N_INT: case N_UINT: case N_BOOL: case N_CHAR: case N_QUOTESYM: case N_DOT:
  case N_SUBTYPE: case N_SUPERTYPE: case N_WHERE:
    return true;
  case N_CURLY: case N_TUPLE:
    for (int i = 0; i < n->nkids; i++)
      if (!type_is_written_out(L, n->kids[i])) return false;
    return true;
  default: return false;
  }
}
static Val lower_expr(Lower *L, Node *n);
static Val lower_value(Lower *L, Node *n, bool want);
static Val global_read(Lower *L, Binding *b);
static void lower_stmt(Lower *L, Node *n);
static Val lower_block(Lower *L, Node *n, bool want);

static __attribute__((noreturn)) void unsupported(Node *n, const char *what) {
  error_at(n->loc, "%s is not supported yet", what);
}

/* T{a, b} with computed parameters (Val{n}, Vector{typeof(x)}): a call of
 * Core.apply_type, which inference evaluates from what it knows. An alias
 * applies its body's type: Vector{x} is apply_type(Array, x, 1). */
static Val lower_apply_type(Lower *L, Node *n) {
  ValList args = {0};
  Node *head = n->kids[0];
  Binding *alias = head->kind == N_IDENT && scope_find(L->scope, head->sym) < 0 ? module_lookup(L->mod, head->sym) : NULL;
  if (alias && alias->kind == BIND_ALIAS) {
    Type *body = alias->alias_body;
    if (n->nkids - 1 != alias->nparams) error_at(n->loc, "wrong number of parameters for %s", alias->name);
    if (body->kind != TY_DATATYPE) unsupported(n, "computed parameters of this type alias");
    vec_push(args, val_type(body->name->wrapper));
    for (int i = 0; i < body->nparams; i++) {
      Type *p = body->params[i];
      int k = 0;
      while (k < alias->nparams && alias->alias_params[k] != p) k++;
      if (k < alias->nparams) vec_push(args, lower_expr(L, n->kids[k + 1]));
      else if (p->kind == TY_VALUE && !p->nparams) vec_push(args, val_const(p->value));
      else if (!type_has_free_vars(p)) vec_push(args, val_type(p));
      else unsupported(n, "computed parameters of this type alias");
    }
  } else {
    for (int i = 0; i < n->nkids; i++) vec_push(args, lower_expr(L, n->kids[i]));
  }
  return emit_call(L, n->loc, 1, core_fn("apply_type"), args.items, args.len, 0);
}

/* The value of local `found` (a scope_find result) as stored: for a boxed
 * variable, the box. */
static Val local_storage(Lower *L, int found, Loc loc) {
  int k = captured_field(found);
  if (k < 0) return val_slot(found);
  return call2(L, loc, core_fn("getfield"), val_slot(0), val_int(k + 1));
}

/* The cell of a boxed local (a scope_find result), or NULL if not boxed. */
static Binding *local_cell(Lower *L, int found) {
  int k = captured_field(found);
  return k < 0 ? L->slot_cell.items[found] : L->method->capture_cells[k];
}

/* box.contents = v */
static void emit_box_set(Lower *L, Loc loc, Val box, Binding *cell, Val v) {
  Val r = emit_call(L, loc, 1, core_fn("_box_set!"), (Val[]){box, v}, 2, 0);
  L->ir->code.items[r.idx].global = cell;
}

static Val lower_ident(Lower *L, Node *n) {
  Sym name = n->sym;
  int slot = scope_find(L->scope, name);
  if (slot >= 0 || captured_field(slot) >= 0) {
    Val v = local_storage(L, slot, n->loc);
    Binding *cell = local_cell(L, slot);
    if (cell) {
      v = call1(L, n->loc, core_fn("_box_get"), v);
      L->ir->code.items[v.idx].global = cell;
    }
    return v;
  }
  if (L->method) {
    for (int i = 0; i < L->method->nsparams; i++)
      if (L->method->sparams[i]->tv_name == name) return val_type_template(L, L->method->sparams[i]);
  }
  Binding *b = module_lookup(L->mod, name);
  if (!b || b->kind == BIND_UNDEF)
    error_at(n->loc, "UndefVarError: `%s` not defined in `%s`", name, L->mod->name);
  if (b->kind == BIND_CONST) return val_const(b->value);
  if (b->kind == BIND_ALIAS) return val_type(b->alias_body);
  return global_read(L, b);
}

/* The function named `name` where `at` is (a local `+` counts, as for x + y). */
static Val function_named(Lower *L, Node *at, Sym name) {
  Node id = {0};
  id.kind = N_IDENT;
  id.sym = name;
  id.loc = at->loc;
  return lower_ident(L, &id);
}

/* a.b: a global of module a, or field b of value a */
/* Is the left side of a.b a module (so a.b is a global, not a field)? */
static bool names_module(Lower *L, Node *lhs, Const *mc) {
  if (lhs->kind != N_IDENT && lhs->kind != N_DOT) return false;
  if (lhs->kind == N_IDENT && scope_find(L->scope, lhs->sym) >= 0) return false;
  return eval_const_expr(lhs, L->mod, mc) && mc->type == t_module;
}

/* The global `name` of module m, resolved now. */
static Val module_global(Lower *L, Module *m, Sym name, Loc loc) {
  Binding *b = module_lookup(m, name);
  if (!b || b->kind == BIND_UNDEF) error_at(loc, "UndefVarError: `%s` not defined in `%s`", name, m->name);
  if (b->kind == BIND_CONST) return val_const(b->value);
  return global_read(L, b);
}

/* x.f is Base.getproperty(x, :f), as in Julia. While Base's fallback (the
 * field itself) is its only method, the call is made the field read at once:
 * diagnostics then point at the program's line, and inference makes no
 * instance per field. (Methods are all defined before any body is lowered.) */
static Val property_fn(void) {
  Val getproperty = base_fn("getproperty");
  return getproperty.c->fn->methods.len > 1 ? getproperty : core_fn("getfield");
}

static Val lower_dot(Lower *L, Node *n) {
  Node *lhs = n->kids[0];
  Const mc;
  if (names_module(L, lhs, &mc)) return module_global(L, mc.mod, n->sym, n->loc);
  Val obj = lower_expr(L, lhs);
  return emit_call(L, n->loc, n->width, property_fn(), (Val[]){obj, val_sym(n->sym)}, 2, 0);
}

static void assign_to(Lower *L, Node *lhs, Val v, Loc loc);

/* (a = 1, b = 2), (; a, b = 2), (; x.a): a named tuple, not a tuple */
static bool is_named_tuple(Node *n) {
  if (n->nkids == 1 && n->kids[0]->kind == N_PARAMS) return true;
  for (int i = 0; i < n->nkids; i++)
    if (n->kids[i]->kind == N_ASSIGN || n->kids[i]->kind == N_KW) return true;
  return false;
}

/* Its fields' names and values become Core._namedtuple(names, values...). */
static Val lower_named_tuple(Lower *L, Node *n) {
  Node **entries = n->kids;
  int count = n->nkids;
  if (count == 1 && n->kids[0]->kind == N_PARAMS) { entries = n->kids[0]->kids; count = n->kids[0]->nkids; }
  Type **names = NEW_ARRAY(Type *, count + 1);
  ValList values = {0};
  for (int i = 0; i < count; i++) {
    Node *e = entries[i], *value = e;
    Sym name;
    if ((e->kind == N_ASSIGN || e->kind == N_KW) && e->kids[0]->kind == N_IDENT) { name = e->kids[0]->sym; value = e->kids[1]; }
    else if (e->kind == N_IDENT && entries != n->kids) name = e->sym;           /* (; a) is (a = a,) */
    else if (e->kind == N_DOT && entries != n->kids) name = e->sym;             /* (; x.a) is (a = x.a,) */
    else if (e->kind == N_SPLAT) unsupported(e, "splatting into a named tuple");
    else error_at(e->loc, "syntax: invalid named tuple element");
    for (int j = 0; j < i; j++)
      if (names[j]->value.sym == name) error_at(e->loc, "syntax: field name \"%s\" repeated in named tuple", name);
    names[i] = value_param((Const){.type = t_symbol, .sym = name});
    vec_push(values, lower_expr(L, value));
  }
  ValList args = {0};
  vec_push(args, val_value_param(value_tuple_param(names, count)));
  for (int i = 0; i < values.len; i++) vec_push(args, values.items[i]);
  return emit_call(L, n->loc, 1, core_fn("_namedtuple"), args.items, args.len, 0);
}

/* a[i, j]: the array then the indices; `end` inside means lastindex(a). */
/* a[i, j...] (and T[v...]): a and the indices into args; returns which of
 * them are splatted (a bit per argument, as emit_call takes them). */
static uint64_t lower_ref_args(Lower *L, Node *n, ValList *args) {
  Val a = lower_expr(L, n->kids[0]);
  vec_push(*args, a);
  Val saved = L->indexed;
  int saved_dim = L->index_dim;
  L->indexed = a;
  uint64_t splat = 0;
  for (int i = 1; i < n->nkids; i++) {
    /* `end` in the d-th of several indices is lastindex(a, d) */
    L->index_dim = n->nkids > 2 ? i : 0;
    Node *k = n->kids[i];
    if (k->kind == N_SPLAT) {
      if (i >= 61) unsupported(k, "splatting beyond the 61st index");
      splat |= 1ull << i;
      k = k->kids[0];
    }
    Val v = lower_expr(L, k);
    vec_push(*args, v);
  }
  L->indexed = saved;
  L->index_dim = saved_dim;
  return splat;
}

static void assign_name(Lower *L, Node *id, Val v, Loc loc) {
  int slot = scope_find(L->scope, id->sym);
  if (slot >= 0 || captured_field(slot) >= 0) {
    Binding *cell = local_cell(L, slot);
    if (!cell) {
      if (slot < 0) fatal("internal: assigning captured variable %s, which is not boxed", id->sym);
      emit_slotset(L, loc, slot, v);
      return;
    }
    emit_box_set(L, loc, local_storage(L, slot, loc), cell, v);
    return;
  }
  Binding *b = module_lookup(L->mod, id->sym);
  if (!b || b->module != L->mod) b = module_binding(L->mod, id->sym);
  if (b->kind == BIND_CONST) error_at(id->loc, "invalid assignment to constant %s.%s", L->mod->name, id->sym);
  if (b->kind == BIND_UNDEF) { b->kind = BIND_GLOBAL; b->type = t_bottom; b->loc = loc; }
  int i = emit_with_value(L, I_GLOBALSET, loc, v, 0);
  L->ir->code.items[i].global = b;
}

/* a[i...] = v is setindex!(a, v, i...); ref holds a and the indices,
 * splat those splatted (lower_ref_args). */
static void emit_setindex(Lower *L, Loc loc, ValList *ref, uint64_t splat, Val v) {
  ValList args = {0};
  vec_push(args, ref->items[0]);
  vec_push(args, v);
  for (int i = 1; i < ref->len; i++) vec_push(args, ref->items[i]);
  emit_call(L, loc, 1, index_fn(L, true), args.items, args.len, splat << 1);
}

static void assign_to(Lower *L, Node *lhs, Val v, Loc loc) {
  switch (lhs->kind) {
  case N_IDENT: assign_name(L, lhs, v, loc); return;
  case N_TYPED: {
    if (!lhs->kids[0] || lhs->kids[0]->kind != N_IDENT) unsupported(lhs, "this assignment target");
    Val t = lower_expr(L, lhs->kids[1]);
    Val c = call2(L, loc, base_fn("convert"), t, v);
    Val a = call2(L, loc, core_fn("typeassert"), c, t);
    assign_name(L, lhs->kids[0], a, loc);
    return;
  }
  case N_TUPLE:
    if (lhs->nkids == 1 && lhs->kids[0]->kind == N_PARAMS) {
      /* (; a, b) = x: a = x.a, b = x.b */
      Node *names = lhs->kids[0];
      for (int i = 0; i < names->nkids; i++) {
        if (names->kids[i]->kind != N_IDENT) unsupported(names->kids[i], "this destructuring by name");
        Val e = emit_call(L, loc, 1, core_fn("getfield"), (Val[]){v, val_sym(names->kids[i]->sym)}, 2, 0);
        assign_to(L, names->kids[i], e, loc);
      }
      return;
    }
    /* a, b, c... = v, as Julia lowers it: element i and the next state come
     * from Base.indexed_iterate(v, i[, state]) (getfield for a tuple, iterate
     * otherwise), and a trailing c... takes Base.rest(v, state). */
    {
      Val state = no_val;
      for (int i = 0; i < lhs->nkids; i++) {
        Node *target = lhs->kids[i];
        if (target->kind == N_SPLAT) {
          if (i != lhs->nkids - 1) unsupported(target, "splatting before the end of a destructuring assignment");
          Val rest = i == 0 ? call1(L, loc, base_fn("rest"), v) : call2(L, loc, base_fn("rest"), v, state);
          assign_to(L, target->kids[0], rest, loc);
          break;
        }
        Val args[3] = {v, val_int(i + 1), state};
        Val next = emit_call(L, loc, 1, base_fn("indexed_iterate"), args, i == 0 ? 2 : 3, 0);
        assign_to(L, target, call2(L, loc, core_fn("getfield"), next, val_int(1)), loc);
        if (i + 1 < lhs->nkids) state = call2(L, loc, core_fn("getfield"), next, val_int(2));
      }
    }
    return;
  case N_REF: {
    ValList ref = {0};
    uint64_t splat = lower_ref_args(L, lhs, &ref);
    emit_setindex(L, loc, &ref, splat, v);
    return;
  }
  case N_DOT: {
    Val obj = lower_expr(L, lhs->kids[0]);
    emit_call(L, loc, 1, base_fn("setproperty!"), (Val[]){obj, val_sym(lhs->sym), v}, 3, 0);
    return;
  }
  default: unsupported(lhs, "this assignment target");
  }
}

/* The type a constructor's `new` builds: new{T...}(...) names it; a plain
 * new(...) builds the type the constructor was called on (Point{T}(x) where T),
 * or the type itself when it has no parameters. */
static Type *new_target(Lower *L, Node *n, bool curly) {
  Method *m = L->method;
  TypeName *tn = m->func->ctor_of;
  if (curly) {
    Node *c = n->kids[0];
    Type **params = NEW_ARRAY(Type *, c->nkids);
    for (int i = 1; i < c->nkids; i++) params[i - 1] = eval_type_expr(c->kids[i], L->mod, m->sparams, m->nsparams);
    return type_apply(tn, params, c->nkids - 1, c->loc);
  }
  Type *self = m->argtypes[0]->params[0];
  if (self->kind == TY_DATATYPE && self->name == tn && (!tn->nparams || !m->self_exact)) return self;
  error_at(n->loc, "too few type parameters specified in \"new{...}\" for %s", tn->name);
}

/* new(fields...): each argument is converted to its field's declared type. */
static Val emit_new(Lower *L, Loc loc, Type *t, Val *fields, int nfields) {
  TypeName *tn = t->name;
  Instr in = {0};
  in.kind = I_NEW;
  in.loc = loc;
  in.nargs = nfields + 1;
  in.args = NEW_ARRAY(Val, nfields + 1);
  in.args[0] = val_type_template(L, t);
  for (int i = 0; i < nfields; i++) {
    Type *ft = type_subst(tn->field_types[i], tn->params, t->params, tn->nparams);
    in.args[i + 1] = ft == t_any ? fields[i] : call2(L, loc, base_fn("convert"), val_type_template(L, ft), fields[i]);
  }
  return val_ssa(emit(L, in));
}

/* new{P...}(fields...) with a computed parameter (new{eltype(u)}(u)): the type
 * is Core.apply_type of the struct and the values, which inference folds from
 * what it knows of them; each field is converted to fieldtype(T, i). */
static Val lower_new_computed(Lower *L, Node *n) {
  TypeName *tn = L->method->func->ctor_of;
  Node *c = n->kids[0];
  ValList params = {0};
  vec_push(params, val_type(tn->wrapper));
  for (int i = 1; i < c->nkids; i++) vec_push(params, lower_expr(L, c->kids[i]));
  Val t = emit_call(L, c->loc, 1, core_fn("apply_type"), params.items, params.len, 0);
  int nf = n->nkids - 1;
  if (nf != tn->nfields) unsupported(n, "new{...}() with computed parameters and fewer arguments than fields");
  Instr in = {0};
  in.kind = I_NEW;
  in.loc = n->loc;
  in.nargs = nf + 1;
  in.args = NEW_ARRAY(Val, nf + 1);
  in.args[0] = t;
  for (int i = 0; i < nf; i++) {
    Val x = lower_expr(L, n->kids[i + 1]);
    Val ft = call2(L, n->loc, core_fn("fieldtype"), t, val_int(i + 1));
    in.args[i + 1] = call2(L, n->loc, base_fn("convert"), ft, x);
  }
  return val_ssa(emit(L, in));
}

static Val lower_new(Lower *L, Node *n, bool curly) {
  if (curly)
    for (int i = 1; i < n->kids[0]->nkids; i++)
      if (!type_is_written_out(L, n->kids[0]->kids[i])) return lower_new_computed(L, n);
  Type *t = new_target(L, n, curly);
  TypeName *tn = t->name;
  int nf = n->nkids - 1;
  if (nf > tn->nfields) error_at(n->loc, "too many arguments to new(): %s has %d fields", tn->name, tn->nfields);
  if (nf < tn->nfields && !tn->is_mutable) unsupported(n, "new() with fewer arguments than fields");
  if (nf < tn->nfields && (!tn->has_partial_new || nf < tn->new_min_fields)) {
    tn->new_min_fields = nf;         /* reading one of the others checks that it is set */
    tn->has_partial_new = true;
  }
  Val *fields = NEW_ARRAY(Val, nf + 1);
  for (int i = 0; i < nf; i++) fields[i] = lower_expr(L, n->kids[i + 1]);
  return emit_new(L, n->loc, t, fields, nf);
}

static void lower_keywords(Lower *L, Node *a, SymList *names, ValList *vals);
/* f(args...), with `first` (a do block's function) before the arguments */
static Val lower_call_with(Lower *L, Node *n, Val *first);
static Val printf_fn(const char *name);
static Val lower_printf_format(Lower *L, Node *str);
static Val lower_call(Lower *L, Node *n) { return lower_call_with(L, n, NULL); }

/* ---- chains ----
 * A left-associative chain (a - b - c ..., the links of a + b + c, or
 * f(x)(y)(z)) is a tree as deep as it is long, which lowering one link
 * after the other would recurse into as deep: its links are lowered from
 * the innermost out instead, each given its inner link's value already
 * lowered (Lower.lowered). The inner link is what a call evaluates first
 * (after an operator's name, which names a global and emits nothing). */
static Node *chain_inner(Lower *L, Node *n) {
  if (n->kind != N_CALL) return NULL;
  Node *callee = n->kids[0];
  if (callee->kind == N_CALL) return callee;                          /* f(x)(y) */
  if (callee->kind == N_IDENT && n->nkids == 3 && n->kids[1]->kind == N_CALL && scope_find(L->scope, callee->sym) == -1)
    return n->kids[1];                                                /* (a - b) - c */
  return NULL;
}

static Val lower_chain(Lower *L, Node *n, bool want) {
  VEC(Node *) links = {0};
  for (Node *k = n; k; k = chain_inner(L, k)) vec_push(links, k);
  Val v = lower_value(L, links.items[links.len - 1], true);
  for (int i = links.len - 2; i >= 0; i--) {
    L->lowered = links.items[i + 1];
    L->lowered_val = v;
    v = lower_value(L, links.items[i], i ? true : want);
  }
  return v;
}

/* ccall(:name, RetType, (ArgTypes...), args...), or (:name, "lib") / (:name,
 * lib) with lib a constant String, its types evaluated in mod with the type
 * variables sp. Outside Base (whose ccalls pass exactly the declared types)
 * each argument is passed as Julia's ccall passes it:
 * unsafe_convert(T, cconvert(T, x)) (base/c.jl). */
static Val lower_ccall_varargs(Lower *L, Node *n, Module *mod, Type **sp, int nsp, int nfixed) {
  Node *fn = n->nkids >= 4 ? n->kids[1] : NULL;
  Node *lib = fn && fn->kind == N_TUPLE && fn->nkids == 2 ? fn->kids[1] : NULL;
  if (lib) fn = fn->kids[0];
  if (!fn || (lib && fn->kind != N_QUOTESYM) || n->kids[3]->kind != N_TUPLE)
    error_at(n->loc, "not supported yet: this form of ccall (use ccall(:name, (:name, \"lib\") or a pointer, "
             "RetType, (ArgTypes...), args...))");
  Node *tup = n->kids[3];
  if (tup->nkids != n->nkids - 4) error_at(n->loc, "ccall: %d argument types but %d arguments", tup->nkids, n->nkids - 4);
  Instr in = {0};
  in.kind = I_CCALL;
  in.loc = n->loc;
  in.ccall_nfixed = nfixed;
  /* anything but a symbol is the function's address, a Ptr{Cvoid} (dlsym's, @cfunction's) */
  in.ccall_name = fn->kind == N_QUOTESYM ? fn->sym : NULL;
  if (lib) {
    Const c;
    if (!eval_const_expr(lib, mod, &c) || c.type != t_string)
      error_at(lib->loc, "not supported yet: a ccall library that is not a constant string");
    in.ccall_lib = arena_strndup(c.str, c.len);
  }
  in.ccall_ret = eval_type_expr(n->kids[2], mod, sp, nsp);
  in.ccall_argtypes = NEW_ARRAY(Type *, tup->nkids);
  for (int i = 0; i < tup->nkids; i++) in.ccall_argtypes[i] = eval_type_expr(tup->kids[i], mod, sp, nsp);
  in.nargs = tup->nkids;
  in.args = NEW_ARRAY(Val, tup->nkids + 2);
  for (int i = 0; i < tup->nkids; i++) {
    in.args[i] = lower_expr(L, n->kids[4 + i]);
    if (module_in_base(mod)) continue;
    Val t = val_type_template(L, in.ccall_argtypes[i]);
    in.args[i] = call2(L, n->kids[4 + i]->loc, base_fn("unsafe_convert"), t, call2(L, n->loc, base_fn("cconvert"), t, in.args[i]));
  }
  if (!in.ccall_name) in.args[in.nargs++] = call1(L, fn->loc, base_fn("ccall_function_pointer"), lower_expr(L, fn));
  return val_ssa(emit(L, in));
}

static Val lower_ccall(Lower *L, Node *n, Module *mod, Type **sp, int nsp) {
  return lower_ccall_varargs(L, n, mod, sp, nsp, -1);
}

/* @ccall [lib.]f(a::T, ...)::R is ccall((:f[, lib]), R, (T, ...), a, ...). */
static Val lower_at_ccall(Lower *L, Node *n) {
  Node *sig = n->nkids == 2 ? n->kids[1] : NULL;
  if (!sig || sig->kind != N_TYPED || !sig->kids[0] || sig->kids[0]->kind != N_CALL)
    error_at(n->loc, "@ccall needs a call with a return type: @ccall f(x::Cint)::Cint");
  Node *call = sig->kids[0], *f = call->kids[0];
  Node *name = node_new(N_QUOTESYM, f->loc, 0), *lib = NULL;
  if (f->kind == N_DOT) { name->sym = f->sym; lib = f->kids[0]; }
  else if (f->kind == N_IDENT) name->sym = f->sym;
  else unsupported(f, "this function in @ccall");
  Node *target = name;
  if (lib) {
    target = node_new(N_TUPLE, f->loc, 2);
    target->kids[0] = name;
    target->kids[1] = lib;
  }
  /* the arguments after a `;` are a C varargs function's variable ones
   * (a parameters node, last among the call's) */
  Node *params = call->nkids > 1 && call->kids[call->nkids - 1]->kind == N_PARAMS ? call->kids[call->nkids - 1] : NULL;
  int nfixed = call->nkids - 1 - (params ? 1 : 0);
  int nargs = nfixed + (params ? params->nkids : 0);
  Node *types = node_new(N_TUPLE, call->loc, nargs);
  Node *cc = node_new(N_CALL, n->loc, 4 + nargs);
  cc->kids[0] = node_new(N_IDENT, n->loc, 0);
  cc->kids[0]->sym = sym("ccall");
  cc->kids[1] = target;
  cc->kids[2] = sig->kids[1];
  cc->kids[3] = types;
  for (int i = 0; i < nargs; i++) {
    Node *a = i < nfixed ? call->kids[i + 1] : params->kids[i - nfixed];
    if (a->kind != N_TYPED || !a->kids[0]) unsupported(a, "an @ccall argument without its C type (write x::Cint)");
    types->kids[i] = a->kids[1];
    cc->kids[4 + i] = a->kids[0];
  }
  return lower_ccall_varargs(L, cc, L->mod, L->method ? L->method->sparams : NULL, L->method ? L->method->nsparams : 0,
                             params ? nfixed : -1);
}

/* @cfunction(f, R, (T...)) of a function f known at compile time: the
 * address of a C function calling it (inference.cfunctions). */
static Val lower_at_cfunction(Lower *L, Node *n) {
  if (n->nkids != 4 || n->kids[3]->kind != N_TUPLE)
    error_at(n->loc, "@cfunction needs a function, a return type and a tuple of argument types: @cfunction(f, Cint, (Cint,))");
  Const c;
  if (!eval_const_expr(n->kids[1], L->mod, &c) || !c.type->func)
    unsupported(n->kids[1], "@cfunction of something other than a function named at compile time (a closure, $f)");
  Type **sp = L->method ? L->method->sparams : NULL;
  int nsp = L->method ? L->method->nsparams : 0;
  Node *tup = n->kids[3];
  CFunction cf = {c.fn, eval_type_expr(n->kids[2], L->mod, sp, nsp), NEW_ARRAY(Type *, tup->nkids + 1), tup->nkids, n->loc, NULL};
  for (int i = 0; i < tup->nkids; i++) cf.argtypes[i] = eval_type_expr(tup->kids[i], L->mod, sp, nsp);
  Instr in = {0};
  in.kind = I_CCALL;
  in.loc = n->loc;
  in.ccall_nfixed = -1;
  in.ccall_name = sym(arena_printf(CFUNCTION_PREFIX "%d", inference.cfunctions.len));
  in.ccall_ret = type_apply(tn_ptr, &t_nothing, 1, n->loc);
  in.ccall_argtypes = NEW_ARRAY(Type *, 1);
  vec_push(inference.cfunctions, cf);
  return val_ssa(emit(L, in));
}

/* A global read: a const set by a ccall of no arguments is that call (in
 * its own module, Binding.ccall_init). */
static Val global_read(Lower *L, Binding *b) {
  if (b->ccall_init) return lower_ccall(L, b->ccall_init, b->module, NULL, 0);
  return (Val){V_GLOBAL, 0, NULL, b};
}

static Val lower_call_with(Lower *L, Node *n, Val *first) {
  Node *callee = n->kids[0];
  if (callee->kind == N_IDENT && callee->sym == sym("ccall") && scope_find(L->scope, callee->sym) < 0)
    return lower_ccall(L, n, L->mod, L->method ? L->method->sparams : NULL, L->method ? L->method->nsparams : 0);
  /* MIME("text/plain") of a literal: MIME"text/plain"(), as a type's
   * parameter cannot come from a string at run time here */
  Node *arg = n->nkids == 2 ? n->kids[1] : NULL;
  if (callee->kind == N_IDENT && callee->sym == sym("MIME") && scope_find(L->scope, callee->sym) < 0 && arg &&
      (arg->kind == N_STR || (arg->kind == N_STRING && arg->nkids == 1 && arg->kids[0]->kind == N_STR))) {
    Node *mime = node_new(N_MACROCALL, n->loc, 2);
    mime->sym = sym("MIME_str");
    mime->kids[1] = arg;
    return emit_call(L, n->loc, 1, lower_expr(L, mime_type_node(mime)), NULL, 0, 0);
  }
  bool is_new = callee->kind == N_IDENT && callee->sym == sym("new");
  bool is_new_curly = callee->kind == N_CURLY && callee->kids[0]->kind == N_IDENT && callee->kids[0]->sym == sym("new");
  if ((is_new || is_new_curly) && scope_find(L->scope, sym("new")) < 0 && L->method && L->method->func->ctor_of)
    return lower_new(L, n, is_new_curly);
  /* x^-n with a literal n: Julia's Base.literal_pow, so 2^-1 is 0.5 */
  if (callee->kind == N_IDENT && callee->sym == sym("^") && n->nkids == 3 && n->kids[2]->kind == N_INT &&
      n->kids[2]->i < 0 && scope_find(L->scope, callee->sym) == -1 && !first)
    return call2(L, n->loc, base_fn("literal_negpow"), lower_expr(L, n->kids[1]), val_int(-n->kids[2]->i));
  if (callee->kind == N_IDENT && callee->sym == sym("'") && n->nkids == 2 && !first)   /* x' is adjoint(x) */
    return call1(L, n->loc, base_fn("adjoint"), lower_expr(L, n->kids[1]));
  Val f = lower_expr(L, callee);
  /* getglobal(M, :x) of a module and a name written as constants is M.x,
   * resolved now, as Julia's inference makes it a constant; only a name
   * known at run time is a lookup the verifier reports (trim.c) */
  Const mc;
  if (n->nkids == 3 && !first && f.kind == V_CONST && f.c->type == base_fn("getglobal").c->type &&
      n->kids[2]->kind == N_QUOTESYM && names_module(L, n->kids[1], &mc))
    return module_global(L, mc.mod, n->kids[2]->sym, n->loc);
  VEC(Val) args = {0};
  SymList kwnames = {0};
  ValList kwvals = {0};
  uint64_t splat = 0;
  if (first) vec_push(args, *first);
  for (int i = 1; i < n->nkids; i++) {
    Node *a = n->kids[i];
    if (a->kind == N_KW || a->kind == N_PARAMS) {
      lower_keywords(L, a, &kwnames, &kwvals);
      continue;
    }
    if (a->kind == N_SPLAT) {
      if (args.len >= 62) unsupported(a, "splatting beyond the 62nd argument");
      splat |= 1ull << args.len;
      a = a->kids[0];
    }
    Val v = lower_expr(L, a);
    vec_push(args, v);
  }
  return emit_kwcall(L, n->loc, n->width, f, kwnames.items, kwvals.items, kwnames.len, args.items, args.len, splat);
}

/* Keyword arguments of a call: `k=v`, and after `;` also `k` for k=k.
 * They are evaluated in order with the positional ones, left to right. */
static void lower_keywords(Lower *L, Node *a, SymList *names, ValList *vals) {
  Node **ks = a->kind == N_PARAMS ? a->kids : &a;
  int nk = a->kind == N_PARAMS ? a->nkids : 1;
  for (int i = 0; i < nk; i++) {
    Node *k = ks[i];
    if (k->kind == N_SPLAT) {
      /* kws...: a named tuple or collected keywords, named at inference */
      vec_push(*names, NULL);
      vec_push(*vals, call1(L, k->loc, base_fn("keywords_of"), lower_expr(L, k->kids[0])));
      continue;
    }
    Node *name = k->kind == N_KW ? k->kids[0] : k;
    if (name->kind != N_IDENT) unsupported(k, "this form of keyword argument");
    for (int j = 0; j < names->len; j++)
      if (names->items[j] == name->sym) error_at(k->loc, "keyword argument \"%s\" repeated in call", name->sym);
    vec_push(*names, name->sym);
    vec_push(*vals, lower_expr(L, k->kind == N_KW ? k->kids[1] : k));
  }
}

/* ---- Int128 and UInt128 literals ----
 * Julia's rule: a decimal literal beyond Int64 is an Int128; a hex, octal or
 * binary one beyond 64 bits (by its digit count for hex and binary, leading
 * zeros included) is a UInt128; past 128 bits either is a BigInt. A constant
 * holds 64 bits, so the value is built from its halves with the intrinsics
 * (the C compiler folds them): or_int(shl_int(zext_int(UInt128, hi), 64), lo). */
static Val intrinsic_fn(const char *name) {
  Binding *b = module_lookup(intrinsics_module, sym(name));
  if (!b || b->kind != BIND_CONST) fatal("internal: Core.Intrinsics.%s is missing", name);
  return val_const(b->value);
}

static Val lower_big_literal(Lower *L, Node *n);
static Val lower_int128_literal(Lower *L, Node *n) {
  const char *s = n->str;
  bool negative = s[0] == '-';        /* -170141183460469231731687303715884105728: decimal only */
  s += negative;
  int base = 10, bits_per_digit = 0;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'o' || s[1] == 'b')) {
    base = s[1] == 'x' ? 16 : s[1] == 'o' ? 8 : 2;
    bits_per_digit = s[1] == 'x' ? 4 : s[1] == 'b' ? 1 : 0;     /* octal: by value */
    s += 2;
  }
  __extension__ typedef unsigned __int128 u128_t;
  u128_t v = 0, max = ~(u128_t)0;
  bool fits = (int)strlen(s) * bits_per_digit <= 128;
  for (; *s && fits; s++) {
    unsigned d = *s <= '9' ? (unsigned)(*s - '0') : (unsigned)((*s | 0x20) - 'a' + 10);
    fits = v <= (max - d) / (unsigned)base;
    v = v * (unsigned)base + d;
  }
  if (base == 10 && v > (max >> 1) + negative) fits = false;
  if (!fits) return lower_big_literal(L, n);
  if (negative && v == (u128_t)1 << 63) return val_int(INT64_MIN);   /* Julia: -9223372036854775808 is an Int64 */
  if (negative) v = 0 - v;
  Type *u128 = module_lookup(core_module, sym("UInt128"))->value.ty;
  Const hi = {0}, lo = {0}, shift = {0};
  hi.type = lo.type = shift.type = t_uint64;
  hi.u = (uint64_t)(v >> 64);
  lo.u = (uint64_t)v;
  shift.u = 64;
  Val zext = intrinsic_fn("zext_int");
  Val high = call2(L, n->loc, zext, val_type(u128), val_const(hi));
  Val a[2] = {call2(L, n->loc, intrinsic_fn("shl_int"), high, val_const(shift)),
              call2(L, n->loc, zext, val_type(u128), val_const(lo))};
  Val x = emit_call(L, n->loc, 1, intrinsic_fn("or_int"), a, 2, 0);
  if (base != 10) return x;
  return call2(L, n->loc, intrinsic_fn("bitcast"), val_type(module_lookup(core_module, sym("Int128"))->value.ty), x);
}

/* ---- Printf: @printf, @sprintf, Printf.format"..." ----
 * The format is parsed here (printf.c), so a bad one is a compile error as
 * in Julia (there at macro expansion). @printf becomes one call per piece,
 * made after every argument is evaluated (Julia calls Printf.format(io, fmt,
 * args...)): print(io, "text") for the literal text and Printf.fmt_int /
 * fmt_float / fmt_str / fmt_char(io, Printf.Spec(...), arg) for a conversion.
 * Printf.format"..." is a Format value built from the same parse (a call
 * Printf.Format(s) parses s at run time, in base/printf.jl, as Julia's does). */
static Val printf_fn(const char *name) {
  Binding *m = module_lookup(base_module, sym("Printf"));
  Binding *b = m && m->kind == BIND_CONST && m->value.type == t_module ? module_lookup(m->value.mod, sym(name)) : NULL;
  if (!b || b->kind != BIND_CONST) fatal("internal: base/printf.jl does not define Printf.%s", name);
  return val_const(b->value);
}

/* @printf is Printf's: written Printf.@printf, or after `using Printf`. */
static bool printf_visible(Lower *L, Node *macrocall) {
  Node *path = macrocall->kids[0];
  if (path) return path->kind == N_IDENT && path->sym == sym("Printf");
  Binding *m = module_lookup(base_module, sym("Printf"));
  for (int i = 0; i < L->mod->usings.len; i++)
    if (L->mod->usings.items[i] == m->value.mod) return true;
  return false;
}

static PrintfFormat parse_format_node(Node *str) {
  PrintfFormat f;
  char unsupported;
  const char *err = printf_parse(str->str, str->len, &f, &unsupported);
  if (err) error_at(str->loc, "InvalidFormatStringError: %s", err);
  if (unsupported) error_at(str->loc, "the Printf conversion %%%c is not supported yet", unsupported);
  return f;
}

static Val val_ascii_char(char ch) { Const c = {0}; c.type = t_char; c.i = (int64_t)((uint32_t)(unsigned char)ch << 24); return val_const(c); }
static Val val_string(const char *s, size_t len) { Const c = {0}; c.type = t_string; c.str = s; c.len = len; return val_const(c); }

/* Printf.Spec(conv, flags..., width, precision, dynamic_width, dynamic_precision) */
static Val printf_spec(Lower *L, Loc loc, PrintfSpec *sp, Val width, Val precision, bool keep_dynamic) {
  Val a[10] = {val_ascii_char(sp->conv), val_bool(sp->leftalign), val_bool(sp->plus), val_bool(sp->space),
               val_bool(sp->zero), val_bool(sp->hash), width, precision,
               val_bool(keep_dynamic && sp->dynamic_width), val_bool(keep_dynamic && sp->dynamic_precision)};
  return emit_call(L, loc, 1, printf_fn("Spec"), a, 10, 0);
}

static const char *printf_family(char conv) {
  if (strchr("diouxX", conv)) return "fmt_int";
  if (strchr("eEfFgGaA", conv)) return "fmt_float";
  if (strchr("cC", conv)) return "fmt_char";
  if (conv == 'p') return "fmt_ptr";
  return "fmt_str";
}

/* With a splatted argument the count is only known at run time: as Julia,
 * Printf.format([io,] Printf.Format("..."), args...), which checks it. a[0] is
 * the format, a[1..na) the arguments; io is no_val for @sprintf. */
static Val lower_printf_splat(Lower *L, Node *n, Val io, Node **a, int na) {
  VEC(Val) args = {0};
  uint64_t splat = 0;
  if (io.kind != V_NONE) vec_push(args, io);
  vec_push(args, lower_printf_format(L, a[0]));
  for (int i = 1; i < na; i++) {
    Node *x = a[i];
    if (x->kind == N_SPLAT) {
      if (args.len >= 62) unsupported(x, "splatting beyond the 62nd argument");
      splat |= 1ull << args.len;
      x = x->kids[0];
    }
    vec_push(args, lower_expr(L, x));
  }
  return emit_kwcall(L, n->loc, n->width, printf_fn("format"), NULL, NULL, 0, args.items, args.len, splat);
}

static Val lower_printf(Lower *L, Node *n, bool to_string) {
  const char *name = to_string ? "@sprintf" : "@printf";
  if (!printf_visible(L, n)) error_at(n->loc, "UndefVarError: `%s` not defined in `%s` (add `using Printf`)", name, L->mod->name);
  Node **a = n->kids + 1;
  int na = n->nkids - 1;
  Val io = no_val;
  if (to_string || (na && a[0]->kind == N_STR)) {
    if (!na || a[0]->kind != N_STR) error_at(n->loc, "ArgumentError: First argument to `@sprintf` must be a format string.");
    if (!to_string) io = (Val){V_GLOBAL, 0, NULL, module_lookup(core_module, sym("stdout"))};
  } else {
    if (na < 2) error_at(n->loc, "ArgumentError: No format string provided to `@printf` - use like `@printf [io] <format string> [<args...>].");
    if (a[1]->kind != N_STR) error_at(a[1]->loc, "ArgumentError: First argument to `@printf` after `io` must be a format string");
    io = lower_expr(L, a[0]);
    a++, na--;
  }
  for (int i = 1; i < na; i++)
    if (a[i]->kind == N_SPLAT) return lower_printf_splat(L, n, io, a, na);
  PrintfFormat f = parse_format_node(a[0]);
  Val *args = NEW_ARRAY(Val, na);
  for (int i = 1; i < na; i++) args[i - 1] = lower_expr(L, a[i]);
  int nargs = na - 1;
  if (nargs != f.numarguments) {       /* Julia's format throws this at run time */
    call2(L, n->loc, printf_fn("argmismatch"), val_int(f.numarguments), val_int(nargs));
    return val_nothing();
  }
  if (to_string) io = emit_call(L, n->loc, 1, base_const("IOBuffer"), NULL, 0, 0);
  Val print = base_fn("print");
  if (f.piece_lens[0]) call2(L, n->loc, print, io, val_string(f.pieces[0], f.piece_lens[0]));
  for (int k = 0, next = 0; k < f.nspecs; k++) {
    PrintfSpec *sp = &f.specs[k];
    Val width = sp->dynamic_width ? args[next++] : val_int(sp->width);
    Val precision = sp->dynamic_precision ? args[next++] : val_int(sp->precision);
    Val call[3] = {io, printf_spec(L, n->loc, sp, width, precision, false), args[next++]};
    emit_call(L, n->loc, 1, printf_fn(printf_family(sp->conv)), call, 3, 0);
    if (f.piece_lens[k + 1]) call2(L, n->loc, print, io, val_string(f.pieces[k + 1], f.piece_lens[k + 1]));
  }
  return to_string ? call1(L, n->loc, base_fn("takestring!"), io) : val_nothing();
}

/* Printf.format"..." and a splatted @printf's format: Printf.Format(pieces, specs, numarguments) */
static Val lower_printf_format(Lower *L, Node *str) {
  PrintfFormat f = parse_format_node(str);
  Val *pieces = NEW_ARRAY(Val, f.nspecs + 1);
  Val *specs = NEW_ARRAY(Val, f.nspecs + 1);
  for (int k = 0; k <= f.nspecs; k++) pieces[k] = val_string(f.pieces[k], f.piece_lens[k]);
  for (int k = 0; k < f.nspecs; k++)
    specs[k] = printf_spec(L, str->loc, &f.specs[k], val_int(f.specs[k].width), val_int(f.specs[k].precision), true);
  Val a[3] = {emit_call(L, str->loc, 1, core_fn("tuple"), pieces, f.nspecs + 1, 0),
              emit_call(L, str->loc, 1, core_fn("tuple"), specs, f.nspecs, 0), val_int(f.numarguments)};
  return emit_call(L, str->loc, 1, printf_fn("Format"), a, 3, 0);
}

/* ---- narrowing: what a condition tells about a local's type ----
 * In `if x === nothing ... else ... end`, `x isa T ? ... : ...` and
 * `x !== nothing && f(x)`, each branch sees x with the type the condition
 * implies, as Julia's inference does: the branch reads a fresh slot holding
 * Core._narrow_isa(x, T) or Core._narrow_not(x, T). Only when the branch does
 * not assign x (then it must see the variable itself). */
typedef struct Narrowing {
  Node *var;            /* the local tested, or NULL */
  Node *type;           /* T, or NULL for `nothing` */
  bool when_true_isa;   /* true: the condition holds iff x isa T */
} Narrowing;

static bool is_nothing_node(Node *n) { return n->kind == N_IDENT && n->sym == sym("nothing"); }

static Narrowing condition_narrowing(Lower *L, Node *c) {
  Narrowing z = {0};
  if (c->kind == N_CALL && c->nkids == 2 && c->kids[0]->kind == N_IDENT && c->kids[0]->sym == sym("!")) {
    z = condition_narrowing(L, c->kids[1]);
    z.when_true_isa = !z.when_true_isa;
    return z;
  }
  if (c->kind != N_CALL || c->kids[0]->kind != N_IDENT) return z;
  Sym op = c->kids[0]->sym;
  Node *x = NULL;
  if ((op == sym("===") || op == sym("!==")) && c->nkids == 3) {
    if (is_nothing_node(c->kids[2])) x = c->kids[1];
    else if (is_nothing_node(c->kids[1])) x = c->kids[2];
    z.when_true_isa = op == sym("===");
  } else if (op == sym("isnothing") && c->nkids == 2) {
    x = c->kids[1];
    z.when_true_isa = true;
  } else if (op == sym("isa") && c->nkids == 3) {
    x = c->kids[1];
    z.type = c->kids[2];
    z.when_true_isa = true;
  }
  if (!x || x->kind != N_IDENT || scope_find(L->scope, x->sym) < 0) return (Narrowing){0};
  z.var = x;
  return z;
}

static bool assigns(Node *n, Sym name) {
  if (!n) return false;
  if ((n->kind == N_ASSIGN || n->kind == N_OPASSIGN) && n->kids[0]->kind == N_IDENT && n->kids[0]->sym == name) return true;
  if (n->kind == N_FOR)
    for (int i = 0; i + 1 < n->nkids; i++)
      if (n->kids[i]->kids[0]->kind == N_IDENT && n->kids[i]->kids[0]->sym == name) return true;
  for (int i = 0; i < n->nkids; i++)
    if (assigns(n->kids[i], name)) return true;
  return false;
}

/* Enter `branch` knowing the condition was `truth`; returns whether a scope
 * was pushed (the caller leaves it after the branch). */
static bool narrow_enter(Lower *L, Narrowing z, bool truth, Node *branch) {
  if (!z.var || assigns(branch, z.var->sym)) return false;
  Val x = lower_ident(L, z.var);
  Val t = z.type ? lower_expr(L, z.type) : val_type(t_nothing);
  Val nx = call2(L, z.var->loc, core_fn(truth == z.when_true_isa ? "_narrow_isa" : "_narrow_not"), x, t);
  Scope *s = scope_open(L, false);
  scope_add(L, s, z.var->sym);
  emit_slotset(L, z.var->loc, s->slots.items[0], nx);
  return true;
}

static Val lower_branch(Lower *L, Node *b, bool want) {
  if (b->kind == N_BLOCK) return lower_block(L, b, want);
  if (want) return lower_expr(L, b);
  lower_stmt(L, b);
  return no_val;
}

/* if/else, ?: — value (when wanted) flows through a temporary slot */
static Val lower_if(Lower *L, Node *n, bool want) {
  int tmp = want ? new_slot(L, NULL) : -1;
  Narrowing z = condition_narrowing(L, n->kids[0]);
  Val c = lower_expr(L, n->kids[0]);
  int jf = emit_gotoifnot(L, n->loc, c, -1);
  bool pushed = narrow_enter(L, z, true, n->kids[1]);
  Val a = lower_branch(L, n->kids[1], want);
  if (pushed) scope_leave(L);
  if (want) emit_slotset(L, n->loc, tmp, a.kind == V_NONE ? val_nothing() : a);
  int jend = emit_goto(L, n->loc, -1);
  patch(L, jf, here(L));
  if (n->nkids > 2) {
    Node *e = n->kids[2];
    pushed = narrow_enter(L, z, false, e);
    Val b = e->kind == N_IF ? lower_if(L, e, want) : lower_branch(L, e, want);
    if (pushed) scope_leave(L);
    if (want) emit_slotset(L, n->loc, tmp, b.kind == V_NONE ? val_nothing() : b);
  } else if (want) {
    emit_slotset(L, n->loc, tmp, val_nothing());
  }
  patch(L, jend, here(L));
  return want ? val_slot(tmp) : no_val;
}

/* a && b, a || b */
static Val lower_andor(Lower *L, Node *n, bool want) {
  bool is_and = n->kind == N_AND;
  int tmp = want ? new_slot(L, NULL) : -1;
  Val a = lower_expr(L, n->kids[0]);
  int jshort;
  if (is_and) {
    jshort = emit_gotoifnot(L, n->loc, a, -1);
  } else {
    int jrhs = emit_gotoifnot(L, n->loc, a, -1);
    if (want) emit_slotset(L, n->loc, tmp, val_bool(true));
    jshort = emit_goto(L, n->loc, -1);
    patch(L, jrhs, here(L));
  }
  /* the right side runs only when the left was true (&&) or false (||) */
  bool pushed = narrow_enter(L, condition_narrowing(L, n->kids[0]), is_and, n->kids[1]);
  Val b;
  if (want) b = lower_expr(L, n->kids[1]);
  else { lower_stmt(L, n->kids[1]); b = no_val; }
  if (pushed) scope_leave(L);
  if (want) emit_slotset(L, n->loc, tmp, b);
  int jend = is_and ? emit_goto(L, n->loc, -1) : -1;
  patch(L, jshort, here(L));
  if (is_and && want) emit_slotset(L, n->loc, tmp, val_bool(false));
  if (jend >= 0) patch(L, jend, here(L));
  return want ? val_slot(tmp) : no_val;
}

/* a < b <= c  =>  (a < b) && (b <= c), each operand evaluated once */
static Val lower_comparison(Lower *L, Node *n) {
  int tmp = new_slot(L, NULL);
  VEC(int) exits = {0};
  Val lhs = lower_expr(L, n->kids[0]);
  for (int i = 1; i + 1 < n->nkids; i += 2) {
    Val rhs = lower_expr(L, n->kids[i + 1]);
    Node *op = n->kids[i];
    Val f = lower_ident(L, op);
    Val r = emit_call(L, op->loc, op->width, f, (Val[]){lhs, rhs}, 2, 0);
    emit_slotset(L, op->loc, tmp, r);
    if (i + 2 < n->nkids) { int j = emit_gotoifnot(L, op->loc, r, -1); vec_push(exits, j); }
    lhs = rhs;
  }
  for (int i = 0; i < exits.len; i++) patch(L, exits.items[i], here(L));
  return val_slot(tmp);
}

static void lower_while(Lower *L, Node *n) {
  Loop loop = {0};
  loop.parent = L->loop;
  loop.tries = L->tries.len;
  int top = here(L);
  Val c = lower_expr(L, n->kids[0]);
  int jexit = emit_gotoifnot(L, n->loc, c, -1);
  L->loop = &loop;
  scope_enter(L, n->kids[1], false);
  lower_block(L, n->kids[1], false);
  scope_leave(L);
  L->loop = loop.parent;
  for (int i = 0; i < loop.continues.len; i++) patch(L, loop.continues.items[i], top);
  emit_goto(L, n->loc, top);
  patch(L, jexit, here(L));
  for (int i = 0; i < loop.breaks.len; i++) patch(L, loop.breaks.items[i], here(L));
}

/* for x in itr body end, as Julia lowers it:
 *   next = iterate(itr)
 *   while !(next === nothing)
 *     x = getfield(next, 1); state = getfield(next, 2); body
 *     next = iterate(itr, state)
 * Several specs (for i in a, j in b) nest, the first outermost. */
static void lower_for_specs(Lower *L, Node *n, int spec) {
  Node *sp = n->kids[spec];
  Node *body = n->kids[n->nkids - 1];
  Loc loc = sp->loc;
  Val itr_v = lower_expr(L, sp->kids[1]);
  int itr = new_slot(L, NULL);
  emit_slotset(L, loc, itr, itr_v);
  int next = new_slot(L, NULL);
  Val first = call1(L, loc, base_fn("iterate"), val_slot(itr));
  emit_slotset(L, loc, next, first);
  int top = here(L);
  Val isnothing = call2(L, loc, core_fn("==="), val_slot(next), val_nothing());
  Val notnothing = call1(L, loc, base_fn("!"), isnothing);
  int jexit = emit_gotoifnot(L, loc, notnothing, -1);
  Loop loop = {0};
  loop.tries = L->tries.len;
  loop.parent = L->loop;
  Scope *s = scope_enter(L, body, false);
  /* the loop variable is local to the body: a fresh slot per loop */
  Node *var = sp->kids[0];
  if (var->kind != N_IDENT && var->kind != N_TUPLE) unsupported(var, "this loop variable form");
  SymList vars = {0};
  collect_lhs_names(var, &vars);
  for (int i = 0; i < vars.len; i++) {
    bool have = false;
    for (int j = 0; j < s->names.len; j++) have |= s->names.items[j] == vars.items[i];
    if (sp->flag == 1) {        /* for outer i: the enclosing function's local i */
      if (!L->method || scope_find(s->parent, vars.items[i]) < 0)
        error_at(var->loc, "syntax: no outer local variable declaration exists for \"for outer\"");
    } else if (!have) {
      scope_bind(L, s, vars.items[i], var->loc, true);
    }
  }
  Val x = call2(L, loc, core_fn("getfield"), val_slot(next), val_int(1));
  assign_to(L, var, x, loc);
  Val state = call2(L, loc, core_fn("getfield"), val_slot(next), val_int(2));
  int state_slot = new_slot(L, NULL);
  emit_slotset(L, loc, state_slot, state);
  if (spec + 2 < n->nkids) {
    lower_for_specs(L, n, spec + 1);
  } else {
    L->loop = &loop;
    lower_block(L, body, false);
    L->loop = loop.parent;
  }
  scope_leave(L);
  int cont = here(L);
  for (int i = 0; i < loop.continues.len; i++) patch(L, loop.continues.items[i], cont);
  Val nx = call2(L, loc, base_fn("iterate"), val_slot(itr), val_slot(state_slot));
  emit_slotset(L, loc, next, nx);
  emit_goto(L, loc, top);
  patch(L, jexit, here(L));
  for (int i = 0; i < loop.breaks.len; i++) patch(L, loop.breaks.items[i], here(L));
}

/* ---- BigInt, BigFloat and Regex literals (base/gmp.jl, mpfr.jl, regex.jl) ---- */
static Val val_str(const char *s, size_t len) {
  Const c = {0};
  c.type = t_string;
  c.str = s;
  c.len = len;
  return val_const(c);
}

/* The text of a string macro's argument (r"..." is raw: one N_STR, or no
 * part when empty). */
static const char *macro_text(Node *n, int k, size_t *len) {
  Node *a = k < n->nkids ? n->kids[k] : NULL;
  *len = 0;
  if (!a) return "";
  if (a->kind == N_STR) { *len = a->len; return a->str; }
  if (a->kind == N_STRING && a->nkids == 0) return "";
  if (a->kind == N_STRING && a->nkids == 1 && a->kids[0]->kind == N_STR) { *len = a->kids[0]->len; return a->kids[0]->str; }
  error_at(a->loc, "the argument of @%s must be a plain string literal", n->sym);
}


/* An integer literal beyond Int128 and UInt128 (lower_int128_literal): a BigInt. */
static Val lower_big_literal(Lower *L, Node *n) {
  return call1(L, n->loc, base_fn("bigint_literal"), val_str(n->str, n->len));
}

/* big"..." is a BigInt when it reads as an integer (decimal, 0x, 0o, 0b),
 * else a BigFloat; `_` between digits is dropped, as Julia's @big_str does. */
static Val lower_big_str(Lower *L, Node *n) {
  size_t len;
  const char *text = macro_text(n, 1, &len);
  char *s = arena_alloc(len + 1);
  size_t k = 0;
  for (size_t i = 0; i < len; i++)
    if (text[i] != '_') s[k++] = text[i];
  s[k] = 0;
  const char *p = s + (*s == '-' || *s == '+');
  const char *digits = "0123456789";
  if (p[0] == '0' && p[1] && strchr("xob", p[1])) {
    digits = p[1] == 'x' ? "0123456789abcdefABCDEF" : p[1] == 'o' ? "01234567" : "01";
    p += 2;
  }
  bool integer = *p && strspn(p, digits) == strlen(p);
  char *end;
  if (!integer && (strtod(s, &end), end == s || *end))
    error_at(n->loc, "invalid number format %.*s for BigInt or BigFloat", (int)len, text);
  return call1(L, n->loc, base_fn(integer ? "bigint_literal" : "bigfloat_literal"), val_str(s, k));
}

/* A literal's pattern must compile: PCRE2 itself is asked, with the options
 * base/regex.jl gives Regex(pattern, flags), and its complaint is Julia's
 * (which compiles r"..." when the macro expands). The program's own Regex
 * still links PCRE2 only when it makes one. */
static void check_regex(Loc loc, const char *pattern, size_t len, const char *flags, size_t flen) {
  uint32_t unicode = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | PCRE2_UCP;
  uint32_t options = unicode | PCRE2_ALT_BSUX;
  for (size_t i = 0; i < flen; i++)
    options = flags[i] == 'a' ? options & ~unicode
            : options | (flags[i] == 'i' ? PCRE2_CASELESS : flags[i] == 'm' ? PCRE2_MULTILINE
                         : flags[i] == 's' ? PCRE2_DOTALL : PCRE2_EXTENDED);
  int err;
  PCRE2_SIZE offset;
  pcre2_code *code = pcre2_compile((PCRE2_SPTR)pattern, len, options, &err, &offset, NULL);
  if (code) {
    pcre2_code_free(code);
    return;
  }
  char msg[256];
  pcre2_get_error_message(err, (PCRE2_UCHAR *)msg, sizeof msg);
  error_at(loc, "PCRE compilation error: %s at offset %zu", msg, (size_t)offset);
}

/* r"pattern"flags: one Regex per literal, compiled when first evaluated
 * (base/regex.jl) and kept under the literal's number (its place in the
 * source, however often its method is lowered); the flags are checked here. */
static Val lower_regex_literal(Lower *L, Node *n) {
  static VEC(Loc) sites;
  int site = 0;
  while (site < sites.len && memcmp(&sites.items[site], &n->loc, sizeof n->loc)) site++;
  if (site == sites.len) vec_push(sites, n->loc);
  size_t len, flen;
  const char *pattern = macro_text(n, 1, &len);
  const char *flags = macro_text(n, 2, &flen);
  for (size_t i = 0; i < flen; i++)
    if (!strchr("imsxa", flags[i])) error_at(n->loc, "unknown regex flag: %c", flags[i]);
  check_regex(n->loc, pattern, len, flags, flen);
  Val args[3] = {val_str(pattern, len), val_str(flags, flen), val_int(site)};
  return emit_call(L, n->loc, 1, base_fn("regex_literal"), args, 3, 0);
}

static Val lower_string(Lower *L, Node *n) {
  VEC(Val) parts = {0};
  for (int i = 0; i < n->nkids; i++) {
    Node *p = n->kids[i];
    Val v;
    if (p->kind == N_STR) {
      Const c = {0};
      c.type = t_string;
      c.str = p->str;
      c.len = p->len;
      v = val_const(c);
    } else {
      v = lower_expr(L, p);
    }
    vec_push(parts, v);
  }
  return emit_call(L, n->loc, 1, base_fn("string"), parts.items, parts.len, 0);
}

/* let a = x, b, c = a; body end: as Julia lowers it, each binding is a
 * scope of its own around the next, its value computed before its name is
 * bound (let x = x reads the outer x) and after the bindings before it (c = a
 * reads the new a); a bare name (b) is a new local without a value. */
static Val lower_let(Lower *L, Node *n, bool want) {
  Node *binds = n->kids[0];
  Scope *outer = L->scope;
  for (int i = 0; i < binds->nkids; i++) {
    Node *b = binds->kids[i];
    Node *name = b->kind == N_ASSIGN ? b->kids[0] : b;
    if (name->kind != N_IDENT) unsupported(name, "this let binding");
    Val v = b->kind == N_ASSIGN ? lower_expr(L, b->kids[1]) : no_val;
    scope_bind(L, scope_open(L, false), name->sym, b->loc, v.kind != V_NONE);
    if (v.kind != V_NONE) assign_name(L, name, v, b->loc);
  }
  scope_enter(L, n->kids[1], false);
  Val r = lower_block(L, n->kids[1], want);
  L->scope = outer;
  return r;
}

/* The new value of an updating assignment: op(cur, rhs) for `x op= rhs`. */
static Val lower_update(Lower *L, Node *n, Val cur) {
  Val rhs = lower_expr(L, n->kids[1]);
  return emit_call(L, n->loc, n->width, function_named(L, n, n->sym), (Val[]){cur, rhs}, 2, 0);
}


/* ---- closures ----
 * `x -> x + a` is, as in Julia, a value of a new struct type with one field
 * per local variable its body uses (a), and a method for calling it. A
 * captured variable is copied into the closure when no one can tell: it is
 * assigned once, before the closure is made, and no closure assigns it.
 * Any other is boxed: from the start of its scope its slot holds a
 * Core.Box, which the function and its closures share. */

/* Regions are the parts of a function that may not run, or run many times:
 * a branch of an if, a loop body, the right of && and ||, a try. */
enum { MAX_REGION_DEPTH = 32 };

typedef struct VarUse {
  Sym name;
  int outer_assigns;        /* assignments outside any closure */
  int first_assign;         /* ... the first one's place in walk order */
  int first_closure;        /* the first closure using the name, in walk order */
  bool used_in_closure, assigned_in_closure;
  int assign_depth;         /* the region depth of the first outer assignment */
  /* the innermost region holding every mention of the name, as the path of
   * region ids from the function's body down (common_depth of them) */
  bool mentioned;
  int common_depth;
  int common_path[MAX_REGION_DEPTH];
} VarUse;

typedef struct VarUses {
  VEC(VarUse) vars;
  int seq;                  /* walk order: closures when entered, assignments after their value */
  int depth;                /* inside that many regions (may exceed MAX_REGION_DEPTH) */
  int regions;              /* region ids handed out */
  int path[MAX_REGION_DEPTH];   /* the ids of the regions we are in */
} VarUses;

static VarUse *var_use(VarUses *u, Sym name) {
  for (int i = 0; i < u->vars.len; i++)
    if (u->vars.items[i].name == name) return &u->vars.items[i];
  VarUse v = {.name = name};
  vec_push(u->vars, v);
  return &u->vars.items[u->vars.len - 1];
}

/* A mention of the name here: narrow its common region to what holds both. */
static void note_mention(VarUses *u, VarUse *v) {
  int depth = u->depth < MAX_REGION_DEPTH ? u->depth : MAX_REGION_DEPTH;
  if (!v->mentioned) {
    v->mentioned = true;
    v->common_depth = depth;
    memcpy(v->common_path, u->path, sizeof(int) * (size_t)depth);
    return;
  }
  int d = 0;
  while (d < v->common_depth && d < depth && v->common_path[d] == u->path[d]) d++;
  v->common_depth = d;
}

static void region_enter(VarUses *u) {
  if (u->depth < MAX_REGION_DEPTH) u->path[u->depth] = ++u->regions;
  u->depth++;
}

static void note_assign(VarUses *u, Sym name, bool in_closure) {
  VarUse *v = var_use(u, name);
  note_mention(u, v);
  if (in_closure) { v->assigned_in_closure = true; return; }
  if (!v->outer_assigns++) {
    v->first_assign = ++u->seq;
    v->assign_depth = u->depth;
  }
}

static void note_assigned_names(VarUses *u, Node *lhs, bool in_closure) {
  if (lhs->kind == N_TYPED && lhs->kids[0]) lhs = lhs->kids[0];
  if (lhs->kind == N_SPLAT) lhs = lhs->kids[0];
  if (lhs->kind == N_IDENT) note_assign(u, lhs->sym, in_closure);
  if (lhs->kind == N_TUPLE)
    for (int i = 0; i < lhs->nkids; i++) note_assigned_names(u, lhs->kids[i], in_closure);
}

/* `self`: inside a local function g, g is the function itself, not a use */
static void walk_uses(VarUses *u, Node *n, int closure, Sym self) {
  if (!n) return;
  switch (n->kind) {
  case N_IDENT: {
    if (n->sym == self) return;
    VarUse *v = var_use(u, n->sym);
    note_mention(u, v);
    if (closure) {
      if (!v->used_in_closure) v->first_closure = closure;
      v->used_in_closure = true;
    }
    return;
  }
  case N_ASSIGN: case N_OPASSIGN:
    walk_uses(u, n->kids[1], closure, self);
    if (n->kids[0]->kind != N_IDENT && n->kids[0]->kind != N_TUPLE) walk_uses(u, n->kids[0], closure, self);
    if (n->kind == N_OPASSIGN) walk_uses(u, n->kids[0], closure, self);      /* x += 1 reads x */
    if (!(n->kind == N_OPASSIGN && n->flag)) note_assigned_names(u, n->kids[0], closure != 0);   /* x .= v does not assign x */
    return;
  case N_ARROW: case N_FUNCTION: {
    int inner = ++u->seq;
    Sym g = n->kind == N_FUNCTION ? local_function_name(n) : NULL;
    walk_uses(u, n->kids[1], inner, g ? g : self);
    if (g) note_assign(u, g, closure != 0);
    return;
  }
  case N_DOT: walk_uses(u, n->kids[0], closure, self); return;
  case N_KW: walk_uses(u, n->kids[1], closure, self); return;
  case N_IF: case N_AND: case N_OR: case N_WHILE: case N_FOR: case N_TRY:
    /* what may not run: all but the condition (an if's, a while's, the
     * left of && and ||) and a for loop's iteration specs */
    for (int i = 0; i < n->nkids; i++) {
      bool runs = n->kind == N_FOR ? i < n->nkids - 1 : i == 0 && n->kind != N_TRY;
      if (!runs) region_enter(u);
      walk_uses(u, n->kids[i], closure, self);
      if (!runs) u->depth--;
    }
    return;
  case N_STRUCT: case N_ABSTRACT: case N_PRIMITIVE: case N_MODULE: case N_MACRODEF: case N_QUOTE:
  case N_USING: case N_IMPORT: case N_EXPORT: case N_PUBLIC:
    return;
  default:
    for (int i = 0; i < n->nkids; i++) walk_uses(u, n->kids[i], closure, self);
  }
}

/* Which locals of a function (its arguments `args`, body `body`) need a box. */
static void find_boxed(Lower *L, Node *body, Sym *args, int nargs) {
  VarUses u = {0};
  walk_uses(&u, body, 0, NULL);
  for (int i = 0; i < u.vars.len; i++) {
    VarUse *v = &u.vars.items[i];
    if (!v->used_in_closure && !v->assigned_in_closure) continue;   /* (() -> (x = 1) only assigns) */
    bool is_arg = false;
    for (int a = 0; a < nargs; a++) is_arg |= args[a] == v->name;
    /* One assignment, before the closures, in the region that holds every
     * mention of the name: whenever a closure is made the variable has its
     * one value (in a loop body it is a new variable each time round, as in
     * Julia). An assignment in a region of its own could leave the copy
     * unassigned, where Julia throws UndefVarError only if the closure
     * reads it. */
    bool copied = !v->assigned_in_closure &&
                  (is_arg ? v->outer_assigns == 0
                          : v->outer_assigns == 1 && v->first_assign < v->first_closure &&
                            v->assign_depth == v->common_depth && v->assign_depth <= MAX_REGION_DEPTH);
    if (!copied) vec_push(L->boxed, v->name);
  }
}

static bool is_boxed(Lower *L, Sym name) {
  for (int i = 0; i < L->boxed.len; i++)
    if (L->boxed.items[i] == name) return true;
  return false;
}

/* slot = a new box, holding init if given */
static void make_box(Lower *L, int slot, Val init, Loc loc) {
  Binding *cell = NEW(Binding);
  cell->kind = BIND_BOX;
  cell->name = L->ir->slot_names.items[slot];
  cell->module = L->mod;
  cell->type = t_bottom;
  cell->loc = loc;
  cell->value.ty = box_type_new(loc);
  Val box = emit_call(L, loc, 1, core_fn("_box_new"), NULL, 0, 0);
  L->ir->code.items[box.idx].global = cell;
  emit_slotset(L, loc, slot, box);
  L->slot_cell.items[slot] = cell;
  if (init.kind != V_NONE) emit_box_set(L, loc, val_slot(slot), cell, init);
}

/* The distinct names a closure body mentions, in order. */
static void collect_names(Node *n, SymList *out) {
  if (!n) return;
  if (n->kind == N_IDENT) {
    for (int i = 0; i < out->len; i++)
      if (out->items[i] == n->sym) return;
    vec_push(*out, n->sym);
    return;
  }
  if (n->kind == N_DOT) { collect_names(n->kids[0], out); return; }
  if (n->kind == N_KW) { collect_names(n->kids[1], out); return; }
  if (n->kind == N_QUOTE || n->kind == N_STRUCT || n->kind == N_MODULE) return;
  for (int i = 0; i < n->nkids; i++) collect_names(n->kids[i], out);
}

/* The parameter names of a closure signature (a call), which shadow. */
static void param_names(Node *sig, SymList *out) {
  while (sig->kind == N_WHERE || (sig->kind == N_TYPED && sig->kids[0])) sig = sig->kids[0];
  for (int i = sig->kind == N_PARAMS ? 0 : 1; i < sig->nkids; i++) {     /* kids[0]: the callee */
    Node *p = sig->kids[i];
    if (p->kind == N_PARAMS) { param_names(p, out); continue; }
    if (p->kind == N_KW || p->kind == N_SPLAT) p = p->kids[0];
    if (p->kind == N_TYPED) p = p->kids[0];
    if (p) collect_lhs_names(p, out);     /* a name, or the names a destructured argument binds */
  }
}

static int closure_count;

/* Make the closure `sig -> body` (sig a call whose callee is ignored) and
 * return its value; `name` is a local function's name, or NULL. */
static Val lower_closure(Lower *L, Node *sig, Node *body, Loc loc, Sym name) {
  SymList params = {0}, names = {0}, fields = {0};
  ValList vals = {0};
  VEC(Binding *) cells = {0};
  param_names(sig, &params);
  if (name) vec_push(params, name);       /* g in g's body: the closure itself, slot 0 */
  collect_names(body, &names);
  Node *head = sig;
  while (head->kind == N_WHERE || (head->kind == N_TYPED && head->kids[0])) head = head->kids[0];
  for (int i = 1; i < head->nkids; i++) collect_names(head->kids[i], &names);   /* defaults */
  for (int i = 0; i < names.len; i++) {
    Sym x = names.items[i];
    bool shadowed = false;
    for (int j = 0; j < params.len; j++) shadowed |= params.items[j] == x;
    if (shadowed) continue;
    int found = scope_find(L->scope, x);
    if (found >= 0 || captured_field(found) >= 0) {
      vec_push(fields, x);
      vec_push(cells, local_cell(L, found));
      vec_push(vals, local_storage(L, found, loc));
      continue;
    }
    for (int k = 0; L->method && k < L->method->nsparams; k++)
      if (L->method->sparams[k]->tv_name == x) {          /* a `where` variable: its value */
        vec_push(fields, x);
        vec_push(cells, NULL);
        vec_push(vals, val_type_template(L, L->method->sparams[k]));
      }
  }
  Sym tname = name ? arena_printf("#%s#%d", name, ++closure_count) : arena_printf("#%d", ++closure_count);
  Method *me = define_closure(tname, name ? name : sym("#self#"), L->mod, fields.items, fields.len, sig, body, loc);
  Func *call = me->func;
  for (int i = 0; i < call->methods.len; i++) call->methods.items[i]->capture_cells = cells.items ? cells.items : NEW_ARRAY(Binding *, 1);
  Val type = val_type(call->functor_of->wrapper);
  return emit_call(L, loc, 1, type, vals.items, vals.len, 0);
}

/* A function of the iteration variable of a generator: `var -> body`, where
 * var may be a tuple to take apart ((i, x) in enumerate(v)). */
static Val generator_function(Lower *L, Node *var, Node *body) {
  if (var->kind == N_IDENT) return lower_closure(L, anonymous_sig(var, var->loc), body, var->loc, NULL);
  Node *param = node_new(N_IDENT, var->loc, 0);
  param->sym = sym("#item#");
  Node *split = node_new(N_ASSIGN, var->loc, 2);
  split->kids[0] = var;
  split->kids[1] = param;
  Node *block = node_new(N_BLOCK, body->loc, 2);
  block->kids[0] = split;
  block->kids[1] = body;
  return lower_closure(L, anonymous_sig(param, var->loc), block, var->loc, NULL);
}

/* (expr for x in itr if cond) is Base.Generator(x -> expr, Base.Filter(x -> cond, itr));
 * over two iterators, (expr for i in a, j in b) iterates ProductIterator(a, b)
 * with (i, j) -> expr: its comprehension is a matrix, as in Julia; over three,
 * ProductIterator(ProductIterator(a, b), c) with ((i, j), k) -> expr, an Array{T,3}. */
static Val lower_generator(Lower *L, Node *g) {
  Node **specs = g->kids + 1;
  int nspecs = g->nkids - 1;
  Node *cond = NULL;
  if (nspecs == 1 && specs[0]->kind == N_FILTER) {
    cond = specs[0]->kids[0];
    nspecs = specs[0]->nkids - 1;
    specs = specs[0]->kids + 1;
  }
  if (nspecs < 1) unsupported(g, "a generator over no iterator");
  for (int i = 0; i < nspecs; i++)
    if (specs[i]->kind != N_ASSIGN) unsupported(specs[i], "this form of generator iteration");
  Node *var = specs[0]->kids[0];
  Val itr = lower_expr(L, specs[0]->kids[1]);
  for (int i = 1; i < nspecs; i++) {
    Node *pair = node_new(N_TUPLE, g->loc, 2);
    pair->kids[0] = var;
    pair->kids[1] = specs[i]->kids[0];
    var = pair;
    itr = call2(L, g->loc, base_const("ProductIterator"), itr, lower_expr(L, specs[i]->kids[1]));
  }
  if (cond) itr = call2(L, g->loc, base_const("Filter"), generator_function(L, var, cond), itr);
  return call2(L, g->loc, base_const("Generator"), generator_function(L, var, g->kids[0]), itr);
}

/* `x -> body`, `(a, b) -> body`, `function (x) body end`: the signature as a call */
static Node *anonymous_sig(Node *params, Loc loc) {
  bool tuple = params->kind == N_TUPLE;
  int n = tuple ? params->nkids : 1;
  Node *c = node_new(N_CALL, loc, n + 1);
  c->kids[0] = params;      /* a placeholder callee: define_closure replaces it */
  for (int i = 0; i < n; i++) c->kids[i + 1] = tuple ? params->kids[i] : params;
  return c;
}

/* ---- broadcasting ----
 * As Julia lowers dot syntax, a nest of dotted calls becomes one lazy tree,
 * computed in one loop (base/broadcast.jl):
 *   f.(x, g.(y))   Base.materialize(broadcasted(f, x, broadcasted(g, y)))
 *   a .+ b         the same, with the operator's function
 *   x .= rhs       Base.materialize!(x, rhs as above, or broadcasted(identity, rhs))
 *   x .op= rhs     x .= x .op rhs, the target evaluated once
 *   a .&& b        broadcasted(Base.andand, a, b) (and .|| with oror)
 *   a .< b .< c    broadcasted(&, a .< b, b .< c), b evaluated once
 *   x .^ -2        broadcasted(Base.literal_negpow, x, 2), as x^-2 is
 *   f.(x; k=v)     broadcasted((a1) -> f(a1; k=v), x), v evaluated once
 *   @. expr        expr with every call, operator and assignment dotted
 * Arguments that are not dotted calls are evaluated first, left to right. */

static bool dotted_op_name(Sym op) { return op[0] == '.' && op[1] && op[1] != '.'; }

/* Does comparison chain n broadcast? Only all or none of its operators may be dotted. */
static bool comparison_dotted(Node *n) {
  int dotted = 0;
  for (int i = 1; i < n->nkids; i += 2) dotted += dotted_op_name(n->kids[i]->sym);
  if (dotted && 2 * dotted != n->nkids - 1) unsupported(n, "a comparison chain mixing dotted and plain operators");
  return dotted > 0;
}

static bool fuses(Node *n) {
  return n->kind == N_DOTCALL || n->kind == N_DOTAND || n->kind == N_DOTOR ||
         (n->kind == N_COMPARISON && comparison_dotted(n));
}

static Val lower_broadcasted(Lower *L, Node *n);
static Val broadcast_arg(Lower *L, Node *n) { return fuses(n) ? lower_broadcasted(L, n) : lower_expr(L, n); }

/* f.(x, :a; k=v) broadcasts (a1) -> f(a1, :a; k=kv) over x. Keywords as
 * Julia's broadcasted_kwsyntax: each value is evaluated once, into a hidden
 * variable kv the closure captures. A quoted symbol stays a constant of the
 * call, so getfield.(ps, :x) has the field's type, as Julia's constant
 * propagation gives it. pos holds the positional arguments. */
static bool closure_callee(Node *callee) { return callee->kind == N_IDENT || callee->kind == N_DOT; }
static bool stays_in_closure(Node *arg) { return arg->kind == N_QUOTESYM; }
static Val call_closure(Lower *L, Node *n, Node *kws, Node **pos, int npos) {
  static int count;
  Node *callee = n->kids[0];
  if (!closure_callee(callee)) unsupported(n, "keyword arguments in a dotted call of this callee");
  Node **ks = !kws ? NULL : kws->kind == N_PARAMS ? kws->kids : &kws;
  int nk = !kws ? 0 : kws->kind == N_PARAMS ? kws->nkids : 1;
  int nparams = 0;
  for (int i = 0; i < npos; i++) nparams += !stays_in_closure(pos[i]);
  Node *params = node_new(N_TUPLE, n->loc, nparams);
  Node *call = node_new(N_CALL, n->loc, npos + 1 + (kws != NULL));
  call->kids[0] = callee;
  for (int i = 0, k = 0; i < npos; i++) {
    if (!stays_in_closure(pos[i])) {
      params->kids[k] = node_ident(n->loc, arena_printf("#arg%d", k + 1));
      call->kids[i + 1] = params->kids[k++];
    } else {
      call->kids[i + 1] = pos[i];
    }
  }
  if (kws) {
    Node *given = node_new(N_PARAMS, kws->loc, nk);
    call->kids[npos + 1] = given;
    for (int i = 0; i < nk; i++) {
      Node *k = ks[i];
      Node *name = k->kind == N_KW ? k->kids[0] : k;
      if (name->kind != N_IDENT) unsupported(k, "this form of keyword argument");
      Node *hidden = node_ident(k->loc, arena_printf("#kw%d", ++count));
      if (L->scope) scope_add(L, L->scope, hidden->sym);
      assign_name(L, hidden, lower_expr(L, k->kind == N_KW ? k->kids[1] : k), k->loc);
      Node *kw = node_new(N_KW, k->loc, 2);
      kw->kids[0] = name;
      kw->kids[1] = hidden;
      given->kids[i] = kw;
    }
  }
  return lower_closure(L, anonymous_sig(params, n->loc), call, n->loc, NULL);
}

static Val broadcasted3(Lower *L, Node *at, Val f, Val a, Val b) {
  return emit_call(L, at->loc, at->width, base_fn("broadcasted"), (Val[]){f, a, b}, 3, 0);
}

/* The Broadcasted tree of dotted expression n (see fuses), not yet computed. */
static Val lower_broadcasted(Lower *L, Node *n) {
  if (n->kind == N_DOTAND || n->kind == N_DOTOR) {
    Val a = broadcast_arg(L, n->kids[0]);
    Val b = broadcast_arg(L, n->kids[1]);
    return broadcasted3(L, n, base_fn(n->kind == N_DOTAND ? "andand" : "oror"), a, b);
  }
  if (n->kind == N_COMPARISON) {
    Val lhs = broadcast_arg(L, n->kids[0]), all = no_val;
    for (int i = 1; i + 1 < n->nkids; i += 2) {
      Node *op = n->kids[i];
      Val rhs = broadcast_arg(L, n->kids[i + 1]);
      Val r = broadcasted3(L, op, function_named(L, op, sym(op->sym + 1)), lhs, rhs);
      all = all.kind == V_NONE ? r : broadcasted3(L, op, function_named(L, op, sym("&")), all, r);
      lhs = rhs;
    }
    return all;
  }
  Node *callee = n->kids[0];
  VEC(Val) args = {0};
  uint64_t splat = 0;
  int first = 1;
  if (callee->kind == N_IDENT && callee->sym == sym("^") && n->nkids == 3 && n->kids[2]->kind == N_INT &&
      n->kids[2]->i < 0 && scope_find(L->scope, callee->sym) == -1) {
    vec_push(args, base_fn("literal_negpow"));
    vec_push(args, broadcast_arg(L, n->kids[1]));
    vec_push(args, val_int(-n->kids[2]->i));
    first = n->nkids;
  } else {
    vec_push(args, lower_expr(L, callee));
  }
  Node *kws = NULL;
  VEC(Node *) pos = {0};
  bool closure = false;
  for (int i = first; i < n->nkids; i++) {
    Node *a = n->kids[i];
    if (a->kind == N_KW || a->kind == N_PARAMS) {
      if (kws) unsupported(a, "keyword arguments in a dotted call both before and after `;`");
      kws = a;
      closure = true;
      continue;
    }
    if (a->kind == N_SPLAT) {
      if (pos.len >= 62) unsupported(a, "splatting beyond the 62nd argument");
      splat |= 1ull << (pos.len + 1);
    }
    closure |= stays_in_closure(a) && closure_callee(callee);
    vec_push(pos, a);
  }
  if (closure && splat) unsupported(n, "keyword or symbol arguments in a dotted call with splatting");
  if (closure) args.items[0] = call_closure(L, n, kws, pos.items, pos.len);
  for (int i = 0; i < pos.len; i++) {
    Node *a = pos.items[i];
    if (closure && stays_in_closure(a) && closure_callee(callee)) continue;
    vec_push(args, broadcast_arg(L, a->kind == N_SPLAT ? a->kids[0] : a));
  }
  return emit_call(L, n->loc, n->width, base_fn("broadcasted"), args.items, args.len, splat);
}

static Val lower_dotcall(Lower *L, Node *n) {
  return call1(L, n->loc, base_fn("materialize"), lower_broadcasted(L, n));
}

/* x .= rhs and x .op= rhs */
static Val lower_dot_assign(Lower *L, Node *n) {
  Node *lhs = n->kids[0], *rhs = n->kids[1];
  Val dest;
  if (lhs->kind == N_REF) {                 /* a[i] .= v writes into Base.dotview(a, i) */
    ValList ref = {0};
    uint64_t splat = lower_ref_args(L, lhs, &ref);
    dest = emit_call(L, lhs->loc, 1, base_fn("dotview"), ref.items, ref.len, splat);
  } else {
    dest = lower_expr(L, lhs);
  }
  Val bc;
  if (*n->sym) bc = broadcasted3(L, n, function_named(L, n, n->sym), dest, broadcast_arg(L, rhs));
  else if (fuses(rhs)) bc = lower_broadcasted(L, rhs);
  else bc = call2(L, n->loc, base_fn("broadcasted"), base_fn("identity"), lower_expr(L, rhs));
  return call2(L, n->loc, base_fn("materialize!"), dest, bc);
}

/* @. expr, as Julia's Base.@__dot__: n rewritten in place. */
static void dot_everything(Node *n) {
  if (!n) return;
  switch (n->kind) {
  case N_DOLLAR:                            /* $x: x as it is */
    *n = *n->kids[0];
    return;
  case N_AND: case N_OR:
    unsupported(n, "`&&` and `||` inside @. (write & or |)");
  case N_CALL:
    if (n->kids[0]->kind == N_DOLLAR) {     /* $f(x): f stays a plain call (x does not); so do a:b and x' */
      n->kids[0] = n->kids[0]->kids[0];
    } else if (!(n->kids[0]->kind == N_IDENT && (n->kids[0]->sym == sym(":") || n->kids[0]->sym == sym("'")))) {
      n->kind = N_DOTCALL;
      n->flag = n->kids[0]->kind == N_IDENT;
    }
    for (int i = 1; i < n->nkids; i++) dot_everything(n->kids[i]);
    return;
  case N_ASSIGN:
    n->kind = N_OPASSIGN;
    n->sym = sym("");
    n->flag = 1;
    break;
  case N_OPASSIGN:
    n->flag = 1;
    break;
  case N_COMPARISON:
    for (int i = 1; i < n->nkids; i += 2)
      if (!dotted_op_name(n->kids[i]->sym)) n->kids[i]->sym = arena_printf(".%s", n->kids[i]->sym);
    break;
  case N_FOR:                               /* the loop's own `x = itr` stays */
    dot_everything(n->kids[n->nkids - 1]);
    return;
  case N_LET:
    dot_everything(n->kids[1]);
    return;
  case N_FUNCTION:
    dot_everything(n->kids[1]);
    return;
  case N_STRUCT: case N_MODULE: case N_QUOTE: case N_MACRODEF:
    return;
  default:
    break;
  }
  for (int i = 0; i < n->nkids; i++) dot_everything(n->kids[i]);
}

/* @views expr: every x[i] read in expr is Base.maybeview(x, i) (a view when
 * i picks several elements); x[i] = v still assigns. N_REF's flag marks it. */
static void view_everything(Node *n) {
  if (!n) return;
  if (n->kind == N_REF) n->flag = 1;
  if ((n->kind == N_ASSIGN || (n->kind == N_OPASSIGN && !n->flag)) && n->kids[0]->kind == N_REF) {
    Node *lhs = n->kids[0];
    for (int i = 0; i < lhs->nkids; i++) view_everything(lhs->kids[i]);
    view_everything(n->kids[1]);
    return;
  }
  for (int i = 0; i < n->nkids; i++) view_everything(n->kids[i]);
}

/* Replace every @. and @views in a body by its expansion, before scopes are
 * worked out (inside @., `y = ...` assigns into y rather than making a local). */
static void expand_dot_macros(Node *n) {
  if (!n) return;
  if (n->kind == N_MACROCALL && (n->sym == sym(".") || n->sym == sym("views"))) {
    if (n->nkids != 2) unsupported(n, arena_printf("@%s with other than one expression", n->sym));
    Node *e = n->kids[1];
    expand_dot_macros(e);
    if (n->sym == sym(".")) dot_everything(e);
    else view_everything(e);
    *n = *e;
    return;
  }
  for (int i = 0; i < n->nkids; i++) expand_dot_macros(n->kids[i]);
}

/* ---- matrix literals ----
 * [a b] is Base.hcat(a, b), [a; b] vcat(a, b), and [a b; c d] vcat(hcat(a, b),
 * hcat(c, d)) (Julia's hvcat, row by row); T[...] is typed_cat(T, [...]).
 * kids[first..] are the elements, or the rows (N_ROW) of a vcat. */
static Val lower_cat(Lower *L, Node *n, int first) {
  bool vertical = n->kind == N_VCAT || n->kind == N_TYPED_VCAT, rows = false;
  for (int i = first; i < n->nkids; i++) rows |= n->kids[i]->kind == N_ROW;
  VEC(Val) parts = {0};
  for (int i = first; i < n->nkids; i++) {
    Node *k = n->kids[i];
    if (k->kind == N_SPLAT) unsupported(k, "splatting (...) in a matrix literal");
    if (rows) {                            /* each row across, a lone element a row of one */
      Node **es = k->kind == N_ROW ? k->kids : &k;
      int ne = k->kind == N_ROW ? k->nkids : 1;
      Val *row = NEW_ARRAY(Val, ne);
      for (int j = 0; j < ne; j++) {
        if (es[j]->kind == N_SPLAT) unsupported(es[j], "splatting (...) in a matrix literal");
        row[j] = lower_expr(L, es[j]);
      }
      vec_push(parts, emit_call(L, k->loc, 1, base_fn("hcat"), row, ne, 0));
    } else {
      Val v = lower_expr(L, k);
      vec_push(parts, v);
    }
  }
  return emit_call(L, n->loc, 1, base_fn(vertical ? "vcat" : "hcat"), parts.items, parts.len, 0);
}

/* [a;; b], [1 2; 3 4;;; 5 6; 7 8]: a part split at `;` runs of length d is
 * Base.ncat(Val(d), parts...), the parts concatenated along dimension d (as
 * Julia's hvncat); a single `;` stacks them (vcat), spaces put them side by
 * side (hcat). */
static Val lower_ncat_part(Lower *L, Node *k) {
  if (k->kind == N_SPLAT) unsupported(k, "splatting (...) in a matrix literal");
  if (k->kind != N_NCAT && k->kind != N_NROW && k->kind != N_ROW && k->kind != N_TYPED_NCAT) return lower_expr(L, k);
  int first = k->kind == N_TYPED_NCAT;
  int level = k->kind == N_ROW ? 0 : (int)k->i;
  VEC(Val) parts = {0};
  if (level >= 2) vec_push(parts, call1(L, k->loc, base_const("Val"), val_int(level)));
  for (int i = first; i < k->nkids; i++) vec_push(parts, lower_ncat_part(L, k->kids[i]));
  const char *f = level == 0 ? "hcat" : level == 1 ? "vcat" : "ncat";
  return emit_call(L, k->loc, 1, base_fn(f), parts.items, parts.len, 0);
}

/* ---- exceptions ----
 *   try body catch e handler else els finally fin end
 * is
 *       ENTER → catch          (exceptions from here go to `catch`)
 *       body; LEAVE; els; fin; goto done
 *   catch:                     (the handler was popped by the throw)
 *       e = current exception
 *       ENTER → refin; handler; LEAVE; fin; goto done
 *   refin: x = current exception; fin; throw(x)
 *   done:
 * Without a catch, `catch` is `refin`. fin is lowered again at every way
 * out: return, break and continue leave the try regions they cross,
 * running their finally blocks (leave_tries). */

/* Leave the try frames above `down_to`, innermost first. */
/* @isdefined x: whether the local, the `where` variable or the global x
 * has a value here (a local: as the UndefVarError checks know it; a shared
 * one: its box's flag; one a closure copied: it was assigned) */
static Val lower_isdefined(Lower *L, Node *x) {
  int found = scope_find(L->scope, x->sym);
  if (found >= 0 || captured_field(found) >= 0) {
    Binding *cell = local_cell(L, found);
    if (cell) return call2(L, x->loc, core_fn("getfield"), local_storage(L, found, x->loc), val_int(2));
    if (found < 0) return val_bool(true);
    Val q = call1(L, x->loc, core_fn("_slot_defined"), val_int(found));
    return q;
  }
  for (int k = 0; L->method && k < L->method->nsparams; k++)      /* bound by the arguments or not */
    if (L->method->sparams[k]->tv_name == x->sym)
      return call1(L, x->loc, core_fn("_sparam_defined"), val_type_template(L, L->method->sparams[k]));
  Binding *b = module_lookup(L->mod, x->sym);
  if (!b || b->kind == BIND_UNDEF) return val_bool(false);
  if (b->kind != BIND_GLOBAL) return val_bool(true);
  Val q = emit_call(L, x->loc, 1, core_fn("_global_defined"), NULL, 0, 0);
  L->ir->code.items[q.idx].global = b;
  return q;
}

/* @something(a, b...): the first that is not nothing (a Some unwrapped),
 * the later ones evaluated only when needed; none: something()'s error. */
static Val lower_something(Lower *L, Node *n) {
  int result = new_slot(L, NULL);
  VEC(int) found = {0};
  for (int i = 1; i < n->nkids; i++) {
    int v = new_slot(L, NULL);
    emit_slotset(L, n->loc, v, lower_expr(L, n->kids[i]));
    vec_push(found, emit_gotoifnot(L, n->loc, call1(L, n->loc, base_fn("isnothing"), val_slot(v)), -1));
    vec_push(found, v);
  }
  emit_call(L, n->loc, 1, base_fn("something"), NULL, 0, 0);    /* throws */
  VEC(int) done = {0};
  for (int i = 0; i < found.len; i += 2) {
    patch(L, found.items[i], here(L));
    emit_slotset(L, n->loc, result, call1(L, n->loc, base_fn("something"), val_slot(found.items[i + 1])));
    vec_push(done, emit_goto(L, n->loc, -1));
  }
  for (int i = 0; i < done.len; i++) patch(L, done.items[i], here(L));
  return val_slot(result);
}

/* The value of an @static condition known when compiling: Sys.iswindows()
 * and its kin (base/os.jl's Sys), literals, !, && and ||; -1 otherwise. */
static int static_condition(Node *c) {
  if (c->kind == N_BOOL) return (int)c->i;
  if (c->kind == N_CALL && c->nkids == 2 && c->kids[0]->kind == N_IDENT && c->kids[0]->sym == sym("!")) {
    int x = static_condition(c->kids[1]);
    return x < 0 ? -1 : !x;
  }
  if (c->kind == N_AND || c->kind == N_OR) {
    int a = static_condition(c->kids[0]), b = static_condition(c->kids[1]);
    if (a < 0 || b < 0) return -1;
    return c->kind == N_AND ? a && b : a || b;
  }
  if (c->kind == N_CALL && c->nkids == 1 && c->kids[0]->kind == N_DOT && c->kids[0]->kids[0]->kind == N_IDENT &&
      c->kids[0]->kids[0]->sym == sym("Sys")) {
    Sym f = c->kids[0]->sym;
    if (f == sym("islinux") || f == sym("isunix")) return 1;
    if (f == sym("iswindows") || f == sym("isapple") || f == sym("isbsd")) return 0;
  }
  return -1;
}

/* @assert cond [msg]: nothing, or AssertionError(msg) thrown; without a
 * message the condition's text is the message, as Julia prints it. A
 * message that is an expression is made a string when it is thrown. */
static Val lower_assert(Lower *L, Node *n) {
  Node *cond = n->kids[1], *msg = n->nkids == 3 ? n->kids[2] : cond;
  Val c = lower_expr(L, cond);
  int fail = emit_gotoifnot(L, n->loc, c, -1);
  int ok = emit_goto(L, n->loc, -1);
  patch(L, fail, here(L));
  Val text;
  if (msg->kind == N_STR) {
    text = val_str(msg->str, msg->len);
  } else if (msg != cond && !(msg->kind == N_INT || msg->kind == N_UINT || msg->kind == N_FLOAT || msg->kind == N_FLOAT32 ||
                                msg->kind == N_BOOL || msg->kind == N_CHAR || msg->kind == N_QUOTESYM)) {
    text = call1(L, n->loc, base_fn("string"), lower_expr(L, msg));
  } else {
    const char *s = ast_julia_source(msg);
    if (!s) unsupported(msg, "this expression form as an @assert message");
    text = val_str(s, strlen(s));
  }
  call1(L, n->loc, core_fn("throw"), call1(L, n->loc, base_const("AssertionError"), text));
  patch(L, ok, here(L));
  return val_nothing();
}

/* @show a b: prints `a = repr(a)` for each, and is the last value. */
static Val lower_show(Lower *L, Node *n, bool want) {
  Val v = val_nothing();
  for (int i = 1; i < n->nkids; i++) {
    const char *s = ast_julia_source(n->kids[i]);
    if (!s) unsupported(n->kids[i], "this expression form in @show");
    v = lower_expr(L, n->kids[i]);
    Val label = val_str(arena_printf("%s = ", s), strlen(s) + 3);
    call2(L, n->loc, base_fn("println"), label, call1(L, n->loc, base_fn("repr"), v));
  }
  return want ? v : no_val;
}

/* @timed expr: the collector's counters and the clock before the
 * expression, which is lowered in place (so `@time x = f()` assigns x), and
 * Base.timed_result's named tuple after (base/timing.jl). @time [msg] expr
 * and @showtime expr print its line (msg evaluated after expr, as Julia
 * does) and give the value. */
static Val lower_timing(Lower *L, Node *n) {
  Node *ex = n->kids[n->nkids - 1];
  Val before = emit_call(L, n->loc, 1, base_fn("gc_num"), NULL, 0, 0);
  Val t0 = emit_call(L, n->loc, 1, base_fn("time_ns"), NULL, 0, 0);
  Val args[] = {lower_expr(L, ex), t0, before};
  Val r = emit_call(L, n->loc, 1, base_fn("timed_result"), args, 3, 0);
  if (n->sym == sym("timed")) return r;
  Val msg = val_nothing();
  if (n->sym == sym("showtime")) {
    const char *s = ast_julia_source(ex);
    if (!s) unsupported(ex, "this expression form in @showtime");
    msg = val_str(s, strlen(s));
  } else if (n->nkids == 3) {
    msg = lower_expr(L, n->kids[1]);
  }
  return call2(L, n->loc, base_fn("time_report"), r, msg);
}

/* @info/@warn/@error msg key=value... (and a bare name x for x=x): the
 * lines Julia's console logger prints, to stderr (base/logging.jl); the
 * place is shown for warnings and errors. @debug is off, as in Julia by
 * default: nothing is printed or evaluated. */
static Val lower_log(Lower *L, Node *n, bool want) {
  if (n->sym == sym("debug")) return want ? val_nothing() : no_val;
  if (n->nkids < 2) error_at(n->loc, "@%s needs a message", n->sym);
  Val message = lower_expr(L, n->kids[1]);
  Val lines = call1(L, n->loc, base_fn("log_lines"), message);
  for (int i = 2; i < n->nkids; i++) {
    Node *kv = n->kids[i];
    bool pair = (kv->kind == N_ASSIGN || kv->kind == N_KW) && kv->kids[0]->kind == N_IDENT;
    if (!pair && kv->kind != N_IDENT) unsupported(kv, "this argument of a logging macro (write key = value)");
    Sym key = pair ? kv->kids[0]->sym : kv->sym;
    static const char *const special[] = {"maxlog", "_id", "_group", "_module", "_file", "_line"};
    bool skip = false;
    for (size_t k = 0; k < sizeof special / sizeof special[0]; k++) skip |= key == sym(special[k]);
    if (skip) continue;
    Val args[] = {lines, val_str(key, strlen(key)), lower_expr(L, pair ? kv->kids[1] : kv)};
    emit_call(L, kv->loc, 1, base_fn("log_kv!"), args, 3, 0);
  }
  const char *prefix = n->sym == sym("info") ? "Info:" : n->sym == sym("warn") ? "Warning:" : "Error:";
  const char *suffix = n->sym == sym("info") ? "" : arena_printf("@ %s %s:%d", L->mod->name, n->loc.file->path, n->loc.line);
  Val args[] = {lines, val_str(prefix, strlen(prefix)), val_str(suffix, strlen(suffix)), message};
  emit_call(L, n->loc, 1, base_fn("log_emit"), args, 4, 0);
  return want ? val_nothing() : no_val;
}

static void leave_tries(Lower *L, int down_to, Loc loc) {
  int saved_len = L->tries.len;
  if (saved_len <= down_to) return;         /* none to leave (and tries.items may be NULL) */
  TryFrame *saved = NEW_ARRAY(TryFrame, saved_len + 1);
  if (saved_len) memcpy(saved, L->tries.items, sizeof(TryFrame) * (size_t)saved_len);
  for (int i = saved_len - 1; i >= down_to; i--) {
    if (saved[i].handler) emit_with_value(L, I_LEAVE, loc, no_val, 1);
    L->tries.len = i;               /* the finally block runs outside its own try */
    if (saved[i].finally) lower_block(L, saved[i].finally, false);
  }
  if (saved_len) memcpy(L->tries.items, saved, sizeof(TryFrame) * (size_t)saved_len);
  L->tries.len = saved_len;
}

static int emit_enter(Lower *L, Loc loc) {
  Instr in = {0};
  in.kind = I_ENTER;
  in.loc = loc;
  in.target = -1;
  return emit(L, in);
}

/* the finally block, then the pending exception thrown on */
static void lower_refinally(Lower *L, Node *fin, Loc loc) {
  int x = new_slot(L, NULL);
  emit_slotset(L, loc, x, emit_call(L, loc, 1, core_fn("_current_exception"), NULL, 0, 0));
  lower_block(L, fin, false);
  call1(L, loc, core_fn("throw"), val_slot(x));
}

static Val lower_try(Lower *L, Node *n, bool want) {
  Node *body = n->kids[0], *var = n->kids[1], *handler = n->kids[2];
  Node *fin = n->nkids > 3 ? n->kids[3] : NULL, *els = n->nkids > 4 ? n->kids[4] : NULL;
  if (var && var->kind != N_IDENT) unsupported(var, "this form of catch variable");
  int result = want ? new_slot(L, NULL) : -1;
  TryFrame frame = {true, fin};
  /* the protected body */
  int enter = emit_enter(L, n->loc);
  vec_push(L->tries, frame);
  scope_enter(L, body, false);
  Val v = lower_block(L, body, want && !els);
  scope_leave(L);
  L->tries.len--;
  emit_with_value(L, I_LEAVE, n->loc, no_val, 1);
  if (els) {
    frame.handler = false;
    vec_push(L->tries, frame);
    scope_enter(L, els, false);
    v = lower_block(L, els, want);
    scope_leave(L);
    L->tries.len--;
  }
  if (want && v.kind != V_NONE) emit_slotset(L, n->loc, result, v);
  if (fin) lower_block(L, fin, false);
  int jdone = emit_goto(L, n->loc, -1);
  patch(L, enter, here(L));
  if (!handler) {
    lower_refinally(L, fin, n->loc);
  } else {
    Scope *s = scope_enter(L, handler, false);
    if (var) {
      bool own = false;
      for (int i = 0; i < s->names.len; i++) own |= s->names.items[i] == var->sym;
      if (!own) scope_bind(L, s, var->sym, var->loc, true);
      assign_name(L, var, emit_call(L, var->loc, 1, core_fn("_current_exception"), NULL, 0, 0), var->loc);
    }
    int enter2 = fin ? emit_enter(L, n->loc) : -1;
    frame.handler = fin != NULL;
    vec_push(L->tries, frame);
    Val h = lower_block(L, handler, want);
    L->tries.len--;
    scope_leave(L);
    if (fin) emit_with_value(L, I_LEAVE, n->loc, no_val, 1);
    if (want && h.kind != V_NONE) emit_slotset(L, n->loc, result, h);
    if (fin) {
      lower_block(L, fin, false);
      int jdone2 = emit_goto(L, n->loc, -1);
      patch(L, enter2, here(L));
      lower_refinally(L, fin, n->loc);
      patch(L, jdone2, here(L));
    }
  }
  patch(L, jdone, here(L));
  return want ? val_slot(result) : no_val;
}

/* `a + b + c` (and `*`): Julia parses a chain of the same operator as one
 * call +(a, b, c), which a method of more arguments may take (Dates adds the
 * periods of `date + Day(1) + Month(1)` first); Base's fallback folds from
 * the left as the binary links would. A chain longer than NARY_MAX stays
 * binary, lowered link by link (see "chains"), as it may be very deep. */
enum { NARY_MAX = 16 };
static Node *nary_chain(Lower *L, Node *n) {
  Node *op = n->kids[0];
  if (n->kind != N_CALL || n->flag != 1 || n->nkids != 3 || op->kind != N_IDENT ||
      (op->sym != sym("+") && op->sym != sym("*")) || scope_find(L->scope, op->sym) != -1)
    return NULL;
  int count = 2;                /* the first link, a + b, is not marked */
  Node *k = n;
  for (; k->kind == N_CALL && k->flag == 1; k = k->kids[1])
    if (++count > NARY_MAX) return NULL;
  if (k->kind != N_CALL || k->nkids != 3 || k->kids[0]->kind != N_IDENT || k->kids[0]->sym != op->sym) return NULL;
  Node *flat = node_new(N_CALL, n->loc, count + 1);
  flat->kids[0] = op;
  flat->kids[1] = k->kids[1];
  flat->kids[2] = k->kids[2];
  int i = count;
  for (k = n; k->kind == N_CALL && k->flag == 1; k = k->kids[1]) flat->kids[i--] = k->kids[2];
  return flat;
}

static Val lower_value(Lower *L, Node *n, bool want) {
  if (n == L->lowered) {
    L->lowered = NULL;
    return L->lowered_val;
  }
  Node *flat = n->kind == N_CALL && n->flag == 1 ? nary_chain(L, n) : NULL;
  if (flat) return lower_call(L, flat);
  Node *inner = chain_inner(L, n);
  if (inner && inner != L->lowered && chain_inner(L, inner)) return lower_chain(L, n, want);
  stack_guard(n->loc);
  switch (n->kind) {
  case N_INT: return val_int(n->i);
  case N_SUBTYPE: case N_SUPERTYPE: {        /* T <: S in an expression: Core.:<: */
    Val a = lower_expr(L, n->kids[0]), b = lower_expr(L, n->kids[1]);
    return n->kind == N_SUBTYPE ? call2(L, n->loc, core_fn("<:"), a, b) : call2(L, n->loc, core_fn("<:"), b, a);
  }
  case N_UINT: case N_FLOAT: case N_FLOAT32: case N_BOOL: case N_CHAR: case N_STR: case N_QUOTESYM: {
    Const c;
    eval_const_expr(n, L->mod, &c);
    return val_const(c);
  }
  case N_IDENT:
    if (n->sym == sym(":")) return lower_ident(L, n);
    return lower_ident(L, n);
  case N_DOT: return lower_dot(L, n);
  case N_CALL: return lower_call(L, n);
  case N_STRING: return lower_string(L, n);
  case N_BLOCK: {
    Val v = lower_block(L, n, want);
    return v.kind == V_NONE && want ? val_nothing() : v;
  }
  case N_IF: return lower_if(L, n, want);
  case N_AND: case N_OR: return lower_andor(L, n, want);
  case N_COMPARISON: return comparison_dotted(n) ? lower_dotcall(L, n) : lower_comparison(L, n);
  case N_TUPLE: {
    if (is_named_tuple(n)) return lower_named_tuple(L, n);
    VEC(Val) elems = {0};
    uint64_t splat = 0;
    for (int i = 0; i < n->nkids; i++) {
      Node *e = n->kids[i];
      if (e->kind == N_SPLAT) {
        if (elems.len >= 62) unsupported(e, "splatting beyond the 62nd element");
        splat |= 1ull << elems.len;
        e = e->kids[0];
      }
      Val v = lower_expr(L, e);
      vec_push(elems, v);
    }
    return emit_call(L, n->loc, 1, core_fn("tuple"), elems.items, elems.len, splat);
  }
  case N_ASSIGN: {
    Val v = lower_expr(L, n->kids[1]);
    assign_to(L, n->kids[0], v, n->loc);
    return v;
  }
  case N_OPASSIGN: {
    /* x op= v, a[i] op= v, p.f op= v: the target's parts evaluated once */
    Node *lhs = n->kids[0];
    if (n->flag) return lower_dot_assign(L, n);
    Const mc;
    if (lhs->kind == N_REF) {
      ValList ref = {0};
      uint64_t splat = lower_ref_args(L, lhs, &ref);
      Val cur = emit_call(L, lhs->loc, 1, index_fn(L, false), ref.items, ref.len, splat);
      Val r = lower_update(L, n, cur);
      emit_setindex(L, n->loc, &ref, splat, r);
      return r;
    }
    if (lhs->kind == N_DOT && !names_module(L, lhs->kids[0], &mc)) {
      Val obj = lower_expr(L, lhs->kids[0]);
      Val cur = emit_call(L, lhs->loc, lhs->width, property_fn(), (Val[]){obj, val_sym(lhs->sym)}, 2, 0);
      Val r = lower_update(L, n, cur);
      emit_call(L, n->loc, 1, base_fn("setproperty!"), (Val[]){obj, val_sym(lhs->sym), r}, 3, 0);
      return r;
    }
    if (lhs->kind != N_IDENT) unsupported(n, arena_printf("updating assignment `%s=` to this target", n->sym));
    Val r = lower_update(L, n, lower_ident(L, lhs));
    assign_name(L, lhs, r, n->loc);
    return r;
  }
  case N_TYPED: {
    if (!n->kids[0]) unsupported(n, "`::T` outside a signature");
    Val v = lower_expr(L, n->kids[0]);
    Val t = lower_expr(L, n->kids[1]);
    return call2(L, n->loc, core_fn("typeassert"), v, t);
  }
  case N_CURLY: case N_WHERE: {     /* (a `where` in an expression: a UnionAll) */
    if (n->kind == N_CURLY && !type_is_written_out(L, n)) return lower_apply_type(L, n);
    Type **sp = L->method ? L->method->sparams : NULL;
    return val_type_template(L, eval_type_expr(n, L->mod, sp, L->method ? L->method->nsparams : 0));
  }
  case N_REF: {         /* flag: inside @views */
    ValList args = {0};
    uint64_t splat = lower_ref_args(L, n, &args);
    return emit_call(L, n->loc, 1, n->flag ? base_fn("maybeview") : index_fn(L, false), args.items, args.len, splat);
  }
  case N_END: case N_BEGIN_IDX:
    if (L->indexed.kind == V_NONE) error_at(n->loc, "`%s` outside indexing", n->kind == N_END ? "end" : "begin");
    if (L->index_dim)
      return call2(L, n->loc, base_fn(n->kind == N_END ? "lastindex" : "firstindex"), L->indexed, val_int(L->index_dim));
    return call1(L, n->loc, base_fn(n->kind == N_END ? "lastindex" : "firstindex"), L->indexed);
  case N_VECT: {
    VEC(Val) elems = {0};
    uint64_t splat = 0;
    for (int i = 0; i < n->nkids; i++) {
      Node *e = n->kids[i];
      if (e->kind == N_SPLAT) {
        if (elems.len >= 62) unsupported(e, "splatting beyond the 62nd element");
        splat |= 1ull << elems.len;
        e = e->kids[0];
      }
      Val v = lower_expr(L, e);
      vec_push(elems, v);
    }
    return emit_call(L, n->loc, 1, base_fn("vect"), elems.items, elems.len, splat);
  }
  case N_RETURN: {
    Val v = n->nkids ? lower_expr(L, n->kids[0]) : val_nothing();
    if (!L->method) error_at(n->loc, "\"return\" at top level is not supported yet");
    if (L->tries.len) {          /* the value is computed before any finally runs */
      int tmp = new_slot(L, NULL);
      emit_slotset(L, n->loc, tmp, v);
      leave_tries(L, 0, n->loc);
      v = val_slot(tmp);
    }
    emit_return(L, n->loc, v);
    return no_val;
  }
  case N_BREAK: case N_CONTINUE: {
    if (!L->loop) error_at(n->loc, "%s outside a loop", n->kind == N_BREAK ? "break" : "continue");
    leave_tries(L, L->loop->tries, n->loc);
    int j = emit_goto(L, n->loc, -1);
    if (n->kind == N_BREAK) vec_push(L->loop->breaks, j);
    else vec_push(L->loop->continues, j);
    return no_val;
  }
  case N_WHILE: lower_while(L, n); return want ? val_nothing() : no_val;
  case N_FOR: lower_for_specs(L, n, 0); return want ? val_nothing() : no_val;
  case N_LET: return lower_let(L, n, want);
  case N_GLOBAL: case N_LOCAL: {
    /* the declaration itself was handled by scope_enter; what remains is
     * any assignment it carries (global x = 1, global x += 1), whose value
     * the declaration's is (a bare `global x` is nothing) */
    Val v = want ? val_nothing() : no_val;
    for (int i = 0; i < n->nkids; i++) {
      Node *k = n->kids[i];
      if (k->kind != N_IDENT && !(k->kind == N_TYPED && k->kids[0] && k->kids[0]->kind == N_IDENT)) v = lower_value(L, k, want);
    }
    return v;
  }
  case N_CONST:
    if (L->method) error_at(n->loc, "unsupported `const` declaration on local variable");
    return lower_value(L, n->kids[0], want);
  case N_MACROCALL:
    if (n->sym == sym("inbounds") && n->nkids == 2) {
      bool saved = L->inbounds;
      L->inbounds = true;
      Val v = lower_value(L, n->kids[1], want);
      L->inbounds = saved;
      return v;
    }
    if ((n->sym == sym("inline") || n->sym == sym("noinline") || n->sym == sym("propagate_inbounds") ||
         n->sym == sym("simd") || n->sym == sym("boundscheck")) && n->nkids == 2)
      return lower_value(L, n->kids[1], want);   /* hints: the C compiler decides; checks stay */
    if (n->sym == sym("assert") && (n->nkids == 2 || n->nkids == 3)) return lower_assert(L, n);
    if (n->sym == sym("show")) return lower_show(L, n, want);
    if (is_gensym_call(n)) return lower_value(L, gensym_assignments(n), want);
    if (n->sym == sym("__MODULE__") && n->nkids == 1 && !n->kids[0])
      return val_const((Const){.type = t_module, .mod = L->mod});
    if (n->sym == sym("ccall")) return lower_at_ccall(L, n);
    if (n->sym == sym("cfunction")) return lower_at_cfunction(L, n);
    /* GC.@preserve x y body: the collector keeps what any pointer into it,
     * interior ones included, still reaches (runtime/gc.c) */
    if (n->sym == sym("preserve") && n->nkids >= 2) return lower_value(L, n->kids[n->nkids - 1], want);
    if (n->sym == sym("something") && n->nkids >= 2) return lower_something(L, n);
    if (n->sym == sym("static") && n->nkids == 2) {
      if (n->kids[1]->kind != N_IF) return lower_value(L, n->kids[1], want);
      for (Node *branch = n->kids[1];;) {       /* the branch the condition picks, alone lowered */
        int c = static_condition(branch->kids[0]);
        if (c < 0) unsupported(branch->kids[0], "this @static condition (Sys.iswindows() and the like)");
        Node *taken = c ? branch->kids[1] : branch->nkids > 2 ? branch->kids[2] : NULL;
        if (taken && taken->kind == N_IF && taken->flag == 1) { branch = taken; continue; }   /* elseif */
        return taken ? lower_value(L, taken, want) : want ? val_nothing() : no_val;
      }
    }
    if (n->sym == sym("info") || n->sym == sym("warn") || n->sym == sym("error") || n->sym == sym("debug"))
      return lower_log(L, n, want);
    if ((n->sym == sym("goto") || n->sym == sym("label")) && n->nkids == 2 && n->kids[1]->kind == N_IDENT) {
      if (L->tries.len) unsupported(n, "@goto and @label inside a try block");
      struct Label l = {n->kids[1]->sym, n->sym == sym("goto") ? emit_goto(L, n->loc, -1) : here(L), n->loc};
      if (n->sym == sym("goto")) vec_push(L->gotos, l);
      for (int i = 0; n->sym == sym("label") && i < L->labels.len; i++)
        if (L->labels.items[i].name == l.name) error_at(n->loc, "syntax: label \"%s\" defined multiple times", l.name);
      if (n->sym == sym("label")) vec_push(L->labels, l);
      return want ? val_nothing() : no_val;
    }
    if (n->sym == sym("elapsed") && n->nkids == 2) {    /* seconds, as a Float64 */
      Val before = emit_call(L, n->loc, 1, base_fn("time"), NULL, 0, 0);
      lower_stmt(L, n->kids[1]);
      Val after = emit_call(L, n->loc, 1, base_fn("time"), NULL, 0, 0);
      return call2(L, n->loc, base_fn("-"), after, before);
    }
    if (n->sym == sym("isdefined") && n->nkids == 2 && n->kids[1]->kind == N_IDENT) return lower_isdefined(L, n->kids[1]);
    if (n->sym == sym("printf") || n->sym == sym("sprintf")) return lower_printf(L, n, n->sym == sym("sprintf"));
    if (n->sym == sym("format_str") && n->kids[0] && n->nkids == 2) return lower_printf_format(L, n->kids[1]);
    if (n->sym == sym("big_str") && !n->kids[0]) return lower_big_str(L, n);
    if (n->sym == sym("r_str") && !n->kids[0]) return lower_regex_literal(L, n);
    if (n->sym == sym("raw_str") && !n->kids[0]) {      /* raw"a\b": the text as written */
      size_t len;
      const char *text = macro_text(n, 1, &len);
      return val_str(text, len);
    }
    if (n->sym == sym("b_str") && !n->kids[0]) {        /* b"a\n": the bytes, escapes decoded */
      size_t len, blen;
      const char *text = macro_text(n, 1, &len);
      const char *bytes = unescape_text(text, len, n->kids[1] ? n->kids[1]->loc : n->loc, &blen);
      return call1(L, n->loc, base_fn("codeunits"), val_str(bytes, blen));
    }
    if (n->sym == sym("dateformat_str")) {  /* Dates' dateformat"y-m-d": DateFormat("y-m-d"), as Dates.@dateformat_str gives */
      size_t len;
      const char *text = macro_text(n, 1, &len);
      Node *callee = node_ident(n->loc, "DateFormat");
      if (n->kids[0]) {                                 /* Dates.dateformat"..." */
        callee = node_new(N_DOT, n->loc, 1);
        callee->kids[0] = n->kids[0];
        callee->sym = sym("DateFormat");
      }
      return call1(L, n->loc, lower_expr(L, callee), val_str(text, len));
    }
    if (n->sym == sym("MIME_str") && !n->kids[0] && n->nkids == 2) return lower_value(L, mime_type_node(n), want);
    if (n->sym == sym("v_str") && !n->kids[0]) {        /* v"1.2.3": VersionNumber("1.2.3") */
      size_t len;
      const char *text = macro_text(n, 1, &len);
      return call1(L, n->loc, base_const("VersionNumber"), val_str(text, len));
    }
    if (n->sym == sym("s_str") && !n->kids[0]) {
      size_t len;
      const char *text = macro_text(n, 1, &len);
      return call1(L, n->loc, base_const("SubstitutionString"), val_str(text, len));
    }
    if (n->sym == sym("view") && n->nkids == 2 && n->kids[1]->kind == N_REF) {   /* @view a[i]: view(a, i) */
      ValList ref = {0};
      uint64_t splat = lower_ref_args(L, n->kids[1], &ref);
      return emit_call(L, n->loc, 1, base_fn("view"), ref.items, ref.len, splat);
    }
    if (n->sym == sym("allocated") && n->nkids == 2) {   /* the bytes expr allocates */
      Val before = emit_call(L, n->loc, 1, base_fn("gc_bytes"), NULL, 0, 0);
      lower_stmt(L, n->kids[1]);
      Val after = emit_call(L, n->loc, 1, base_fn("gc_bytes"), NULL, 0, 0);
      return call2(L, n->loc, base_fn("-"), after, before);
    }
    if (n->sym == sym("allocations") && n->nkids == 2) {   /* the objects expr allocates */
      Val before = emit_call(L, n->loc, 1, base_fn("gc_num"), NULL, 0, 0);
      lower_stmt(L, n->kids[1]);
      Val after = emit_call(L, n->loc, 1, base_fn("gc_num"), NULL, 0, 0);
      return call1(L, n->loc, base_fn("gc_alloc_count"), call2(L, n->loc, base_const("GC_Diff"), after, before));
    }
    if ((n->sym == sym("timed") && n->nkids == 2) || ((n->sym == sym("time") || n->sym == sym("showtime")) &&
                                                      (n->nkids == 2 || n->nkids == 3)))
      return lower_timing(L, n);
    error_at(n->loc, "macro @%s is not supported yet", n->sym);
  case N_FUNCTION: {
    if (!L->method) unsupported(n, "a function definition inside a top-level block");
    Sym g = local_function_name(n);
    Node *sig = n->kids[0];
    if (!g) {
      if (sig->kind != N_TUPLE) unsupported(n, "this form of anonymous function");
      sig = anonymous_sig(sig, n->loc);
    }
    Val f = lower_closure(L, sig, n->kids[1], n->loc, g);
    if (g) {
      Node id = *sig;
      id.kind = N_IDENT;
      id.sym = g;
      assign_name(L, &id, f, n->loc);
    }
    return f;
  }
  case N_ARROW: return lower_closure(L, anonymous_sig(n->kids[0], n->loc), n->kids[1], n->loc, NULL);
  case N_DOTCALL: case N_DOTAND: case N_DOTOR: return lower_dotcall(L, n);
  case N_TRY: return lower_try(L, n, want);
  case N_HCAT: case N_VCAT: return lower_cat(L, n, 0);
  case N_TYPED_HCAT: case N_TYPED_VCAT:
    return call2(L, n->loc, base_fn("typed_cat"), lower_expr(L, n->kids[0]), lower_cat(L, n, 1));
  case N_NCAT: return lower_ncat_part(L, n);
  case N_TYPED_NCAT: return call2(L, n->loc, base_fn("typed_cat"), lower_expr(L, n->kids[0]), lower_ncat_part(L, n));
  case N_GENERATOR: return lower_generator(L, n);
  case N_FLATTEN:       /* (x for i in a for j in b): Base.Flatten of the generator of generators */
    return call1(L, n->loc, base_const("Flatten"), lower_generator(L, n->kids[0]));
  case N_COMPREHENSION: return call1(L, n->loc, base_fn("collect"), lower_expr(L, n->kids[0]));
  case N_TYPED_COMPREHENSION: {
    Val t = lower_expr(L, n->kids[0]);
    return call2(L, n->loc, base_fn("collect"), t, lower_expr(L, n->kids[1]));
  }
  case N_MACRODEF: unsupported(n, "a macro defined other than at the top level of the program");
  case N_QUOTE: return lower_expr(L, quote_constructor(n));
  case N_BIGINT: return lower_int128_literal(L, n);
  case N_DO: {          /* f(args) do x ... end is f(x -> ..., args) */
    Node *arrow = n->kids[1];
    Val fn = lower_closure(L, anonymous_sig(arrow->kids[0], arrow->loc), arrow->kids[1], arrow->loc, NULL);
    if (n->kids[0]->kind != N_CALL) unsupported(n, "this form of do block");
    return lower_call_with(L, n->kids[0], &fn);
  }
  case N_SPLAT: unsupported(n, "splatting (...) here");
  case N_STRUCT: case N_ABSTRACT: case N_PRIMITIVE: case N_MODULE:
    error_at(n->loc, "\"%s\" expression not at top level", node_kind_name(n->kind));
  default:
    unsupported(n, arena_printf("the %s syntax", node_kind_name(n->kind)));
  }
}

static Val lower_expr(Lower *L, Node *n) {
  Val v = lower_value(L, n, true);
  if (v.kind == V_NONE) return val_nothing();   /* e.g. x = return 1: never used */
  return v;
}

static void lower_stmt(Lower *L, Node *n) { lower_value(L, n, false); }

/* Does running n never get past it (return, break, continue, throw)? */
static bool always_exits(Node *n) {
  switch (n->kind) {
  case N_RETURN: case N_BREAK: case N_CONTINUE: return true;
  case N_BLOCK: return n->nkids && always_exits(n->kids[n->nkids - 1]);
  case N_CALL:
    return n->kids[0]->kind == N_IDENT &&
           (n->kids[0]->sym == sym("throw") || n->kids[0]->sym == sym("error") || n->kids[0]->sym == sym("rethrow"));
  default: return false;
  }
}

/* A guard: `c && return`, `c || throw(...)`, `if c return end`. What the
 * statements after it know: c is false (&&, if) or true (||). */
static bool guard_truth(Node *s, Node **cond) {
  if ((s->kind == N_AND || s->kind == N_OR) && always_exits(s->kids[1])) { *cond = s->kids[0]; return s->kind == N_OR; }
  if (s->kind == N_IF && s->nkids == 2 && always_exits(s->kids[1])) { *cond = s->kids[0]; return false; }
  *cond = NULL;
  return false;
}

static Val lower_block(Lower *L, Node *n, bool want) {
  if (n->kind != N_BLOCK) return want ? lower_expr(L, n) : (lower_stmt(L, n), no_val);
  Val last = want ? val_nothing() : no_val;
  int pushed = 0;
  for (int i = 0; i < n->nkids; i++) {
    bool is_last = i == n->nkids - 1;
    if (is_last && want) last = lower_expr(L, n->kids[i]);
    else lower_stmt(L, n->kids[i]);
    Node *cond;
    bool truth = guard_truth(n->kids[i], &cond);
    if (!cond || is_last) continue;
    Node rest = *n;                 /* the statements after the guard */
    rest.kids = n->kids + i + 1;
    rest.nkids = n->nkids - i - 1;
    pushed += narrow_enter(L, condition_narrowing(L, cond), truth, &rest);
  }
  while (pushed--) scope_leave(L);
  return last;
}

/* A generated constructor: new(T, convert(fieldtype, arg)...), the arguments
 * following the called type in slot 0. */
static void lower_default_ctor(Lower *L, Method *m) {
  Type *t = m->default_new;
  int nf = t->name->nfields;
  Val *fields = NEW_ARRAY(Val, nf + 1);
  for (int i = 0; i < nf; i++) fields[i] = val_slot(i + 1);
  emit_return(L, m->loc, emit_new(L, m->loc, t, fields, nf));
}

/* A local of the method's outermost scope, for an argument given no value. */
static int function_local(Lower *L, Sym name) {
  int slot = new_slot(L, name);
  vec_push(L->scope->names, name);
  vec_push(L->scope->slots, slot);
  return slot;
}

/* f(a) made for f(a, b=default): evaluate the missing arguments' defaults
 * (each may use the ones before) and call f with all of them, passing on
 * the keywords this variant was given. */
static void lower_default_filler(Lower *L, Method *m, Method *base) {
  Method *full = base->fills_defaults_of;
  int ngiven = m->ngiven;
  int last = full->is_vararg ? full->nargs - 1 : full->nargs;
  ValList args = {0};
  for (int i = 0; i < base->nargs; i++) vec_push(args, val_slot(ngiven + i));
  for (int i = base->nargs; i < last; i++) {
    int slot = function_local(L, full->argnames[i]);
    emit_slotset(L, full->arg_defaults[i]->loc, slot, lower_expr(L, full->arg_defaults[i]));
    vec_push(args, val_slot(slot));
  }
  Val *kwvals = NEW_ARRAY(Val, ngiven + 1);
  for (int i = 0; i < ngiven; i++) kwvals[i] = val_slot(i);
  /* a constructor or callable value is called on what it got in slot 0 */
  bool self = full->func->ctor_of || full->func->functor_of;
  Val f = self ? args.items[0] : val_func(full->func);
  Val r = emit_kwcall(L, m->loc, 1, f, m->kw_given, kwvals, ngiven, args.items + self, args.len - self, 0);
  emit_with_value(L, I_RETURN, m->loc, r, 0);
}

/* Keywords not given at the call take their defaults, in declaration order
 * (a default may use the keywords before it); a declared type is asserted. */
static void lower_keyword_prologue(Lower *L, Method *m, Method *base) {
  for (int j = 0; j < base->nkw; j++) {
    Node *dflt = base->kw_defaults[j];
    Node id = {0};
    id.kind = N_IDENT;
    id.sym = base->kw_names[j];
    id.loc = dflt ? dflt->loc : m->loc;
    bool given = false;
    for (int i = 0; i < m->ngiven; i++) given |= m->kw_given[i] == id.sym;
    bool typed = base->kw_types[j] != t_any;
    if (given && !typed) continue;
    Val v;
    if (given) {
      v = lower_ident(L, &id);
    } else {
      int slot = function_local(L, id.sym);
      if (is_boxed(L, id.sym)) make_box(L, slot, no_val, id.loc);
      if (dflt) v = lower_expr(L, dflt);
      else v = call1(L, id.loc, core_fn("throw"), call1(L, id.loc, base_const("UndefKeywordError"), val_sym(id.sym)));
    }
    if (typed) v = call2(L, id.loc, core_fn("typeassert"), v, val_type_template(L, base->kw_types[j]));
    assign_name(L, &id, v, id.loc);
  }
  if (base->kw_rest) {
    /* kws...: pairs of a named tuple of the keywords given and not declared */
    Type **names = NEW_ARRAY(Type *, m->ngiven + 1);
    ValList args = {0};
    vec_push(args, no_val);
    int n = 0;
    for (int i = 0; i < m->ngiven; i++) {
      bool declared = false;
      for (int j = 0; j < base->nkw; j++) declared |= base->kw_names[j] == m->kw_given[i];
      if (declared) continue;
      names[n++] = value_param((Const){.type = t_symbol, .sym = m->kw_given[i]});
      vec_push(args, val_slot(i));
    }
    args.items[0] = val_value_param(value_tuple_param(names, n));
    Val nt = emit_call(L, m->loc, 1, core_fn("_namedtuple"), args.items, args.len, 0);
    Node id = {.kind = N_IDENT, .sym = base->kw_rest, .loc = m->loc};
    if (scope_find(L->scope, id.sym) < 0) function_local(L, id.sym);
    assign_name(L, &id, call1(L, m->loc, base_fn("pairs"), nt), m->loc);
  }
}

/* Each @goto to its @label: one of the same method (Julia's message when none is). */
static void patch_gotos(Lower *L) {
  for (int i = 0; i < L->gotos.len; i++) {
    struct Label *g = &L->gotos.items[i];
    int k = 0;
    while (k < L->labels.len && L->labels.items[k].name != g->name) k++;
    if (k == L->labels.len) error_at(g->loc, "syntax: label \"%s\" referenced but not defined", g->name);
    patch(L, g->at, L->labels.items[k].at);
  }
}

/* The hidden name of argument i when it is destructured. */
static Sym destructured_arg(int i) { return sym(arena_printf("#arg%d#", i)); }

/* f((a, b), c) = body is, as Julia lowers it, f(#arg0#, c) = (a, b = #arg0#;
 * body): the argument is unnamed (of type Any unless declared), so it takes
 * any iterable apart, and its names are locals of the body. */
static Node *destructuring_body(Method *m, Node *body) {
  int n = 0;
  for (int i = 0; i < m->nargs; i++) n += m->destructure[i] != NULL;
  if (!n) return body;
  Node *block = node_new(N_BLOCK, body->loc, n + 1);
  n = 0;
  for (int i = 0; i < m->nargs; i++) {
    Node *pattern = m->destructure[i];
    if (!pattern) continue;
    Node *split = node_new(N_ASSIGN, pattern->loc, 2);
    split->kids[0] = pattern;
    split->kids[1] = node_ident(pattern->loc, destructured_arg(i));
    block->kids[n++] = split;
  }
  block->kids[n] = body;
  return block;
}

IR *lower_method(Method *m) {
  if (m->ir) return m->ir;
  IR *ir = NEW(IR);
  ir->method = m;
  ir->module = m->module;
  ir->name = func_display_name(m->func);
  ir->loc = m->loc;
  ir->nargs = m->nargs;
  Lower L = {0};
  L.ir = ir;
  L.mod = m->module;
  L.method = m;
  m->ir = ir;
  Scope *s = NEW(Scope);
  s->is_function = true;
  L.scope = s;
  for (int i = 0; i < m->nargs; i++) {
    Sym name = m->argnames[i];
    vec_push(s->names, name ? name : m->destructure[i] ? destructured_arg(i) : sym("#unused#"));
    vec_push(s->slots, i);
    vec_push(ir->slot_names, name);
    vec_push(L.slot_cell, NULL);
  }
  if (m->capture_cells) {           /* a closure: its captured variables are fields of slot 0 */
    TypeName *tn = m->func->functor_of;
    for (int k = 0; k < tn->nfields; k++) {
      vec_push(s->names, tn->field_names[k]);
      vec_push(s->slots, CAPTURED(k));
    }
  }
  if (!m->def) {
    lower_default_ctor(&L, m);
    return ir;
  }
  Method *base = m->kw_variant_of ? m->kw_variant_of : m;
  if (base->fills_defaults_of) {
    lower_default_filler(&L, m, base);
    return ir;
  }
  if (m->ret_type_expr) L.ret_type = val_type_template(&L, eval_type_expr(m->ret_type_expr, m->module, m->sparams, m->nsparams));
  Node *body = destructuring_body(m, m->def->kids[1]);
  expand_test_macros(body, m->module);
  expand_thread_macros(body);
  expand_task_macros(body);
  expand_dot_macros(body);
  find_boxed(&L, body, m->argnames, m->nargs);
  for (int i = 0; i < m->nargs; i++)        /* an argument closures share moves into a box */
    if (m->argnames[i] && is_boxed(&L, m->argnames[i])) {
      int box = new_slot(&L, m->argnames[i]);
      make_box(&L, box, val_slot(i), m->loc);
      s->slots.items[i] = box;
    }
  if (base->nkw || base->kw_rest) lower_keyword_prologue(&L, m, base);
  Scope *fs = scope_enter(&L, body, true);
  (void)fs;
  Val v = lower_block(&L, body, true);
  if (v.kind != V_NONE) emit_return(&L, m->def->loc, v);
  patch_gotos(&L);
  return ir;
}

/* Top-level code is cut between statements into parts of about
 * TOPLEVEL_PART instructions, thunks run in order: the C compiler takes
 * time superlinear in the size of a function, and a program of 100k
 * top-level lines would otherwise be one. No value or local crosses from
 * one statement to the next (names at top level are globals). */
#define TOPLEVEL_PART 2000

typedef VEC(IR *) IRList;

static void start_toplevel_part(Lower *L, IRList *parts) {
  L->ir = NEW(IR);
  L->ir->name = "top-level scope";
  L->slot_cell.len = 0;
  vec_push(*parts, L->ir);
}

static void end_toplevel_part(Lower *L) {
  L->ir->module = main_module;
  emit_return(L, (Loc){0}, val_nothing());
  patch_gotos(L);       /* (a part ends between statements, which no goto crosses) */
  L->labels.len = L->gotos.len = 0;
}

IR **lower_toplevel(int *nparts) {
  IRList parts = {0};
  Lower L = {0};
  start_toplevel_part(&L, &parts);
  for (int i = 0; i < program.toplevel.len; i++) {
    if (L.ir->code.len >= TOPLEVEL_PART) {
      end_toplevel_part(&L);
      start_toplevel_part(&L, &parts);
    }
    L.mod = program.toplevel_mod.items[i];
    L.ir->module = L.mod;
    L.boxed.len = 0;
    expand_test_macros(program.toplevel.items[i], L.mod);
    expand_thread_macros(program.toplevel.items[i]);
    expand_task_macros(program.toplevel.items[i]);
    expand_dot_macros(program.toplevel.items[i]);
    find_boxed(&L, program.toplevel.items[i], NULL, 0);
    lower_stmt(&L, program.toplevel.items[i]);
  }
  end_toplevel_part(&L);
  *nparts = parts.len;
  return parts.items;
}
