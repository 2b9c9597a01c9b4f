/* methods.c — from top-level syntax to the program's tables: modules and
 * bindings, type definitions, generic functions and their methods; and
 * dispatch: which method a call with given argument types runs. */
#include <stdarg.h>
#include "ir.h"

Program program;

/* ---------------- modules and bindings ---------------- */
static bool occurs_in(Type *t, Type *v);

const char *module_full_name(Module *m) {
  return m->parent ? arena_printf("%s.%s", module_full_name(m->parent), m->name) : m->name;
}

Module *module_new(Sym name, Module *parent) {
  Module *m = NEW(Module);
  m->name = name;
  m->parent = parent;
  return m;
}

static Binding **table_slot(Module *m, Sym name) {
  size_t h = ((uintptr_t)name >> 4) * 0x9E3779B97F4A7C15ull;
  int i = (int)(h & (size_t)(m->table_cap - 1));
  while (m->table[i] && m->table[i]->name != name) i = (i + 1) & (m->table_cap - 1);
  return &m->table[i];
}

static Binding *own_binding(Module *m, Sym name) {
  if (!m->table_cap) return NULL;
  return *table_slot(m, name);
}

Binding *module_binding(Module *m, Sym name) {
  Binding *b = own_binding(m, name);
  if (b) return b;
  if (m->bindings.len * 2 >= m->table_cap) {
    int cap = m->table_cap ? m->table_cap * 2 : 64;
    Binding **old = m->table;
    int oldcap = m->table_cap;
    m->table = NEW_ARRAY(Binding *, cap);
    m->table_cap = cap;
    for (int i = 0; i < oldcap; i++)
      if (old[i]) *table_slot(m, old[i]->name) = old[i];
  }
  b = NEW(Binding);
  b->name = name;
  b->module = m;
  static int next_id;
  b->id = next_id++;
  vec_push(m->bindings, b);
  *table_slot(m, name) = b;
  return b;
}

static bool module_in_core_or_base(Module *m) {
  for (; m; m = m->parent)
    if (m == base_module || m == core_module) return true;
  return false;
}

Binding *module_lookup(Module *m, Sym name) {
  Binding *b = own_binding(m, name);
  if (b && b->imported) return b->imported;
  if (b && b->kind != BIND_UNDEF) return b;
  /* `using M` makes M's exported names visible; jlc's Core and Base keep
   * no export list, so all their names are visible, after those the
   * program's modules export (Base's internal `twice` does not hide an
   * exported `twice`) */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < m->usings.len; i++) {
      Module *used = m->usings.items[i];
      if (module_in_core_or_base(used) != (pass == 1)) continue;
      Binding *u = own_binding(used, name);
      if (u && !u->exported && pass == 0) continue;
      if (u && u->imported) u = u->imported;
      if (u && u->kind != BIND_UNDEF) return u;
    }
  if (name == m->name && m->parent) {       /* a module sees its own name */
    Binding *pb = own_binding(m->parent, name);
    if (pb) return pb;
  }
  return b;
}

Func *func_new(Sym name, Module *m) {
  Func *f = NEW(Func);
  f->name = name;
  f->module = m;
  f->type = func_type_new(f);
  return f;
}

void bind_module(Module *in, Sym name, Module *mod) {
  Binding *b = module_binding(in, name);
  b->kind = BIND_CONST;
  b->value = (Const){.type = t_module, .mod = mod};
}

static void bind_const(Module *m, Sym name, Const value, Loc loc) {
  Binding *b = module_binding(m, name);
  if (b->kind != BIND_UNDEF) error_at(loc, "invalid redefinition of constant %s", name);
  b->kind = BIND_CONST;
  b->value = value;
  b->loc = loc;
}

static Const const_of_type(Type *t) {
  Const c = {0};
  c.type = type_of_type(t);
  c.ty = t;
  return c;
}

static Const const_of_func(Func *f) {
  Const c = {0};
  c.type = f->type;
  c.fn = f;
  return c;
}

/* ---------------- type expressions ---------------- */
static Type *lookup_tvar(Sym name, Type **tvars, int ntvars) {
  for (int i = ntvars - 1; i >= 0; i--)
    if (tvars[i]->tv_name == name) return tvars[i];
  return NULL;
}

static Binding *resolve_path(Node *e, Module *m) {
  if (e->kind == N_IDENT) return module_lookup(m, e->sym);
  if (e->kind == N_DOT) {
    Binding *mb = resolve_path(e->kids[0], m);
    if (!mb || mb->kind != BIND_CONST || mb->value.type != t_module) return NULL;
    Binding *b = module_lookup(mb->value.mod, e->sym);
    return b && b->kind != BIND_UNDEF ? b : NULL;
  }
  return NULL;
}

static const char *expr_text(Node *e) {
  if (e->kind == N_IDENT) return e->sym;
  if (e->kind == N_DOT) return arena_printf("%s.%s", expr_text(e->kids[0]), e->sym);
  return "expression";
}

/* A typevar declaration inside `where` or a struct head: T, T<:U, T>:L. */
static Type *eval_tvar_decl(Node *e, Module *m, Type **tvars, int ntvars) {
  if (e->kind == N_IDENT) return typevar_new(e->sym, NULL, NULL);
  if (e->kind == N_SUBTYPE && e->kids[0] && e->kids[0]->kind == N_IDENT)
    return typevar_new(e->kids[0]->sym, NULL, eval_type_expr(e->kids[1], m, tvars, ntvars));
  if (e->kind == N_SUPERTYPE && e->kids[0] && e->kids[0]->kind == N_IDENT)
    return typevar_new(e->kids[0]->sym, eval_type_expr(e->kids[1], m, tvars, ntvars), NULL);
  error_at(e->loc, "invalid type variable declaration");
}

/* MIME"text/plain" (a plain string) as the type expression it stands for,
 * MIME{Symbol("text/plain")}: a curly with the text as a quoted symbol */
Node *mime_type_node(Node *e) {
  Node *a = e->kids[1];
  if (a->kind == N_STRING && a->nkids == 1) a = a->kids[0];
  if (a->kind != N_STR) error_at(a->loc, "the argument of @MIME_str must be a plain string literal");
  Node *curly = node_new(N_CURLY, e->loc, 2);
  curly->kids[0] = node_ident(e->loc, "MIME");
  curly->kids[1] = node_new(N_QUOTESYM, e->loc, 0);
  curly->kids[1]->sym = sym_n(a->str, (size_t)a->len);
  return curly;
}

Type *eval_type_expr(Node *e, Module *m, Type **tvars, int ntvars) {
  switch (e->kind) {
  case N_IDENT: case N_DOT: {
    if (e->kind == N_IDENT) {
      Type *tv = lookup_tvar(e->sym, tvars, ntvars);
      if (tv) return tv;
    }
    Binding *b = resolve_path(e, m);
    if (!b || b->kind == BIND_UNDEF) error_at(e->loc, "UndefVarError: `%s` not defined in `%s`", expr_text(e), m->name);
    if (b->kind == BIND_ALIAS) return b->alias_body;   /* used bare: keeps its variables free */
    Type *value;
    if (b->kind == BIND_CONST && b->value.type->name != tn_type && value_param_of(&b->value, &value)) return value;
    if (b->kind != BIND_CONST || b->value.type->kind != TY_DATATYPE || b->value.type->name != tn_type)
      error_at(e->loc, "`%s` is not a type", expr_text(e));
    return b->value.ty;
  }
  case N_INT: case N_UINT: case N_FLOAT: case N_FLOAT32: case N_BOOL: case N_CHAR: case N_QUOTESYM: {
    /* a value as a parameter: Val{3}, Val{:a}, Val{1.5} */
    Const c;
    Type *value;
    if (eval_const_expr(e, m, &c) && value_param_of(&c, &value)) return value;
    error_at(e->loc, "not supported yet: a %s as a type parameter", type_str(c.type));
  }
  case N_TUPLE: {
    /* a tuple of values: the names of a NamedTuple{(:a, :b), T} */
    Type **elems = NEW_ARRAY(Type *, e->nkids + 1);
    for (int i = 0; i < e->nkids; i++) {
      elems[i] = eval_type_expr(e->kids[i], m, tvars, ntvars);
      if (elems[i]->kind != TY_VALUE) error_at(e->kids[i]->loc, "not supported yet: a tuple of types as a type parameter");
    }
    return value_tuple_param(elems, e->nkids);
  }
  case N_SUBTYPE: case N_SUPERTYPE:
    if (!e->kids[0]) {          /* Vector{<:Integer}, Ref{>:Int64}: a variable of its own */
      Type *bound = eval_type_expr(e->kids[1], m, tvars, ntvars);
      Type *tv = e->kind == N_SUBTYPE ? typevar_new(sym("_"), NULL, bound) : typevar_new(sym("_"), bound, NULL);
      tv->tv_bound = true;
      return tv;
    }
    break;
  case N_WHERE: {
    VEC(Type *) vars = {0};
    for (int i = 0; i < ntvars; i++) vec_push(vars, tvars[i]);
    for (int i = 1; i < e->nkids; i++) {
      Type *tv = eval_tvar_decl(e->kids[i], m, vars.items, vars.len);
      tv->tv_bound = true;
      vec_push(vars, tv);
    }
    return eval_type_expr(e->kids[0], m, vars.items, vars.len);
  }
  case N_CURLY: {
    Node *head = e->kids[0];
    int n = e->nkids - 1;
    Type **params = NEW_ARRAY(Type *, n);
    for (int i = 0; i < n; i++) params[i] = eval_type_expr(e->kids[i + 1], m, tvars, ntvars);
    Binding *b = resolve_path(head, m);
    if (!b || b->kind == BIND_UNDEF) error_at(head->loc, "UndefVarError: `%s` not defined in `%s`", expr_text(head), m->name);
    if (b->kind == BIND_ALIAS) {
      /* given fewer (NTuple{2}), the rest stay the alias's own variables */
      if (n > b->nparams) error_at(e->loc, "too many parameters for %s", b->name);
      return type_subst(b->alias_body, b->alias_params, params, n);
    }
    if (b->kind != BIND_CONST || b->value.type->name != tn_type) error_at(head->loc, "`%s` is not a type", expr_text(head));
    Type *base = b->value.ty;
    if (b->name == sym("Union") && b->module == core_module) return union_type(params, n);
    if (b->name == sym("Vararg") && b->module == core_module) {
      if (n != 1 && n != 2) error_at(e->loc, "Vararg takes one or two parameters");
      if (n == 2 && params[1]->kind != TY_VALUE && params[1]->kind != TY_TYPEVAR)
        error_at(e->loc, "the count of a Vararg must be an Int or a type variable");
      return vararg_count_type(params[0], n == 2 ? params[1] : NULL);
    }
    if (base->kind != TY_DATATYPE) error_at(head->loc, "`%s` takes no parameters", expr_text(head));
    if (base->name == tn_tuple) return tuple_type(params, n);
    TypeName *tn = base->name;
    if (n < tn->nparams) {
      /* StepRange{Int64} is StepRange{Int64, S} where S: the rest stay the
       * definition's own variables, so that it is one type wherever written */
      Type **all = NEW_ARRAY(Type *, tn->nparams);
      for (int i = 0; i < tn->nparams; i++) all[i] = i < n ? params[i] : tn->params[i];
      return type_apply(tn, all, tn->nparams, e->loc);
    }
    return type_apply(tn, params, n, e->loc);
  }
  case N_MACROCALL:         /* MIME"text/plain" is MIME{Symbol("text/plain")} */
    if (e->sym == sym("MIME_str") && !e->kids[0] && e->nkids == 2) return eval_type_expr(mime_type_node(e), m, tvars, ntvars);
    break;
  case N_CALL: {            /* typeof(f) of a constant, as in g(::typeof(+), x) */
    Const c;
    if (e->nkids == 2 && e->kids[0]->kind == N_IDENT && e->kids[0]->sym == sym("typeof") &&
        eval_const_expr(e->kids[1], m, &c))
      return c.type;
    break;
  }
  default: break;
  }
  error_at(e->loc, "invalid type expression");
}

bool eval_const_expr(Node *e, Module *m, Const *out) {
  memset(out, 0, sizeof *out);
  switch (e->kind) {
  case N_INT: out->type = t_int64; out->i = e->i; return true;
  case N_UINT: {
    Type *ts[] = {t_uint8, t_uint16, t_uint32, t_uint64};
    out->type = ts[e->bits == 8 ? 0 : e->bits == 16 ? 1 : e->bits == 32 ? 2 : 3];
    out->u = e->u;
    return true;
  }
  case N_FLOAT: out->type = t_float64; out->f = e->f; return true;
  case N_FLOAT32: out->type = t_float32; out->f = e->f; return true;     /* f holds the Float32 value */
  case N_BOOL: out->type = t_bool; out->i = e->i; return true;
  case N_CHAR: out->type = t_char; out->i = e->ch; return true;
  case N_STR: out->type = t_string; out->str = e->str; out->len = e->len; return true;
  case N_QUOTESYM: out->type = t_symbol; out->sym = e->sym; return true;
  case N_IDENT: case N_DOT: {
    if (e->kind == N_IDENT && e->sym == sym("nothing")) break;
    Binding *b = resolve_path(e, m);
    if (b && b->kind == BIND_CONST) { *out = b->value; return true; }
    return false;
  }
  case N_CURLY:
    *out = const_of_type(eval_type_expr(e, m, NULL, 0));
    return true;
  case N_CALL: {
    /* constant folding of Float64 arithmetic, so `const Inf = 1.0 / 0.0` is
     * known at compile time (IEEE arithmetic here is the program's own) */
    if (e->kids[0]->kind != N_IDENT || e->nkids < 2 || e->nkids > 3) return false;
    Const a, b;
    if (!eval_const_expr(e->kids[1], m, &a) || a.type != t_float64) return false;
    Sym op = e->kids[0]->sym;
    if (e->nkids == 2) {
      if (op != sym("-")) return false;
      *out = a;
      out->f = -a.f;
      return true;
    }
    if (!eval_const_expr(e->kids[2], m, &b) || b.type != t_float64) return false;
    double r;
    if (op == sym("+")) r = a.f + b.f;
    else if (op == sym("-")) r = a.f - b.f;
    else if (op == sym("*")) r = a.f * b.f;
    else if (op == sym("/")) r = a.f / b.f;
    else return false;
    *out = a;
    out->f = r;
    return true;
  }
  default: break;
  }
  if (e->kind == N_IDENT) {                 /* nothing */
    Binding *b = module_lookup(m, e->sym);
    if (b && b->kind == BIND_CONST) { *out = b->value; return true; }
  }
  return false;
}

/* ---------------- definitions ---------------- */
typedef VEC(Type *) VEC_TYPE;
/* The function a definition of `name` in m adds to: m's own, an explicitly
 * imported one, or a type's constructors. A function merely visible through
 * `using` is not extended: the definition makes a new one in m (as Julia). */
static Func *function_binding(Module *m, Sym name, Loc loc, bool extend_qualified) {
  Binding *b = extend_qualified ? module_lookup(m, name) : own_binding(m, name);
  if (b && b->imported) b = b->imported;
  if (!b || b->kind == BIND_UNDEF) {
    Binding *vis = module_lookup(m, name);
    if (vis && ((vis->kind == BIND_CONST && vis->value.type->name == tn_type) || vis->kind == BIND_ALIAS)) b = vis;
  }
  if (b && b->kind == BIND_CONST && b->value.type->func) return b->value.fn;
  /* Matrix(x) = ...: a constructor of the alias's type, called on the bare alias (define_method) */
  Type *ctor_type = !b ? NULL : b->kind == BIND_ALIAS ? b->alias_body
                  : b->kind == BIND_CONST && b->value.type->name == tn_type ? b->value.ty : NULL;
  if (ctor_type && ctor_type->kind == TY_DATATYPE) {
    TypeName *tn = ctor_type->name;
    if (!tn->constructors) {
      tn->constructors = func_new(tn->name, m);
      tn->constructors->ctor_of = tn;
    }
    return tn->constructors;
  }
  if (b && b->kind != BIND_UNDEF) error_at(loc, "cannot define function %s: it already has a value", name);
  Func *f = func_new(name, m);
  bind_const(m, name, const_of_func(f), loc);
  return f;
}

/* The function a definition's callee names: f, Base.f, Base.:+, or a type. */
static Func *definition_target(Node *callee, Module *m, VEC_TYPE *tvars) {
  if (callee->kind == N_IDENT) return function_binding(m, callee->sym, callee->loc, false);
  if (callee->kind == N_DOT) {
    Binding *mb = resolve_path(callee->kids[0], m);
    if (!mb || mb->kind != BIND_CONST || mb->value.type != t_module)
      error_at(callee->loc, "not supported yet: defining methods on `%s`", expr_text(callee));
    return function_binding(mb->value.mod, callee->sym, callee->loc, false);
  }
  if (callee->kind == N_CURLY) {                 /* Point{T}(x, y) where T, Vector{T}(...) */
    Binding *b = resolve_path(callee->kids[0], m);
    Type *t = !b ? NULL : b->kind == BIND_ALIAS ? b->alias_body
            : b->kind == BIND_CONST && b->value.type->name == tn_type ? b->value.ty : NULL;
    if (!t || t->kind != TY_DATATYPE) error_at(callee->loc, "`%s` is not a type", expr_text(callee->kids[0]));
    TypeName *tn = t->name;
    if (!tn->constructors) {
      tn->constructors = func_new(tn->name, tn->module);
      tn->constructors->ctor_of = tn;
    }
    return tn->constructors;
  }
  if (callee->kind == N_TYPED) {                /* (p::Poly)(x): calling a value of a type */
    Type *t = eval_type_expr(callee->kids[1], m, tvars->items, tvars->len);
    if (t->kind != TY_DATATYPE || t->name->is_abstract)
      error_at(callee->loc, "not supported yet: methods for calling values of %s", type_str(t));
    TypeName *tn = t->name;
    if (!tn->functor) {
      tn->functor = func_new(tn->name, tn->module);
      tn->functor->functor_of = tn;
    }
    return tn->functor;
  }
  error_at(callee->loc, "not supported yet: this form of method definition");
}

static void define_keywords(Method *me, Node *params, Module *m, Type **tvars, int ntvars);
static Method *default_filler(Method *full, int k);
static void add_method(Func *f, Method *me);
static void add_default_ctor(TypeName *tn, Module *m, Loc loc, Type *self, bool exact, Type **argtypes,
                             Type *builds, Type **sparams, int nsparams);

static bool has_tuple_param(Method *me) {
  for (int i = 0; i < me->nargs; i++)
    if (type_is_tuple(me->argtypes[i]) || me->argtypes[i] == t_any) return true;
  return false;
}

static Method *define_method(Node *def, Module *m, Func *forced_target, bool runtime_length) {
  Node *sig = def->kids[0];
  VEC_TYPE tvars = {0};
  /* peel `where` (outermost first) and the return type */
  VEC(Node *) wheres = {0};
  Node *ret_type = NULL;
  for (;;) {
    if (sig->kind == N_WHERE) { vec_push(wheres, sig); sig = sig->kids[0]; continue; }
    if (sig->kind == N_TYPED && sig->kids[0] && !ret_type) { ret_type = sig->kids[1]; sig = sig->kids[0]; continue; }
    break;
  }
  for (int w = wheres.len - 1; w >= 0; w--)
    for (int i = 1; i < wheres.items[w]->nkids; i++)
    {
      Type *tv = eval_tvar_decl(wheres.items[w]->kids[i], m, tvars.items, tvars.len);
      vec_push(tvars, tv);
    }
  bool is_main = false;
  Node *callee;
  int first_arg = 1;
  if (sig->kind == N_MACROCALL && sig->sym == sym("main")) {   /* function @main(args) */
    is_main = true;
    callee = NULL;
    first_arg = 1;
  } else if (sig->kind == N_CALL) {
    callee = sig->kids[0];
    if (callee->kind == N_MACROCALL && callee->sym == sym("main") && callee->nkids == 1) {
      is_main = true;                                              /* function (@main)(args) */
      callee = NULL;
    }
  } else {
    error_at(sig->loc, "invalid function signature");
  }
  Func *f = forced_target;
  if (!f) {
    if (is_main) {
      Node id = {0};
      id.kind = N_IDENT;
      id.sym = sym("main");
      id.loc = sig->loc;
      f = definition_target(&id, m, &tvars);
    } else {
      f = definition_target(callee, m, &tvars);
    }
  }
  Method *me = NEW(Method);
  me->func = f;
  me->module = m;
  me->def = def;
  me->loc = def->loc;
  me->is_main = is_main;
  me->ret_type_expr = ret_type;
  me->nsparams = tvars.len;
  me->sparams = tvars.items;
  /* a constructor takes the called type first: Point(...) is called on the
   * bare type only, Point{T}(...) on its instances */
  int self = f->ctor_of || f->functor_of ? 1 : 0;
  /* the `; keywords` section, wherever the parser put it, is not positional */
  Node *params = NULL;
  VEC(Node *) positional = {0};
  for (int i = first_arg; i < sig->nkids; i++) {
    if (sig->kids[i]->kind == N_PARAMS) params = sig->kids[i];
    else vec_push(positional, sig->kids[i]);
  }
  int n = positional.len + self;
  me->argnames = NEW_ARRAY(Sym, n);
  me->argtypes = NEW_ARRAY(Type *, n);
  me->destructure = NEW_ARRAY(Node *, n);
  if (f->functor_of) {
    me->argtypes[0] = eval_type_expr(callee->kids[1], m, tvars.items, tvars.len);
    me->argnames[0] = callee->kids[0] ? callee->kids[0]->sym : NULL;
  } else if (self) {
    bool curly = callee && callee->kind == N_CURLY;
    /* (the bare name Tuple is Tuple{Vararg{Any}}, not its wrapper Tuple{};
     * a bare alias, Matrix, is its body over the alias's own variables) */
    Binding *alias = callee && (callee->kind == N_IDENT || callee->kind == N_DOT) ? resolve_path(callee, m) : NULL;
    bool bare_alias = alias && alias->kind == BIND_ALIAS;
    Type *st = curly || bare_alias || f->ctor_of == tn_tuple ? eval_type_expr(callee, m, tvars.items, tvars.len) : f->ctor_of->wrapper;
    me->argtypes[0] = type_of_type(st);
    me->self_exact = !curly;
  }
  for (int i = self; i < n; i++) {
    Node *a = positional.items[i - self];
    if (a->kind == N_KW) {
      if (!me->arg_defaults) me->arg_defaults = NEW_ARRAY(Node *, n);
      me->arg_defaults[i] = a->kids[1];
      a = a->kids[0];
    } else if (me->arg_defaults && a->kind != N_SPLAT) {
      error_at(a->loc, "optional positional arguments must occur at end");
    }
    if (a->kind == N_SPLAT) {
      if (i != n - 1) error_at(a->loc, "invalid \"...\" on non-final argument");
      me->is_vararg = true;
      a = a->kids[0];
    }
    Type *t = t_any;
    if (a->kind == N_TYPED) {
      t = eval_type_expr(a->kids[1], m, tvars.items, tvars.len);
      a = a->kids[0];
    }
    if (t->kind == TY_VARARG) {   /* xs::Vararg{T, N} is xs::T... of N arguments */
      if (i != n - 1 || me->is_vararg) error_at(a ? a->loc : def->loc, "invalid Vararg on non-final argument");
      me->is_vararg = true;
      me->va_count = t->va_count;
      t = t->va_elem;
    }
    if (a && a->kind == N_IDENT) me->argnames[i] = a->sym;
    else if (a && a->kind == N_TUPLE) me->destructure[i] = a;     /* unnamed: lower_method takes it apart */
    else if (a) error_at(a->loc, "invalid function argument");
    me->argtypes[i] = t;
  }
  me->nargs = n;
  me->runtime_length = runtime_length;
  if (runtime_length && !has_tuple_param(me)) error_at(def->loc, "@runtime_length on a method without a tuple argument");
  if (params) define_keywords(me, params, m, tvars.items, tvars.len);
  add_method(f, me);
  if (me->arg_defaults)
    for (int k = me->is_vararg ? n - 2 : n - 1; k >= self && me->arg_defaults[k]; k--)
      add_method(f, default_filler(me, k));
  /* the program's entry: @main in Main, or in the package given as input
   * (as `julia -m Name` runs it); a package merely used keeps its main */
  if (is_main && (m == main_module || (program.entry_package && m->name == program.entry_package && !m->parent))) {
    if (program.main_method && program.main_method->is_main) error_at(def->loc, "@main is already defined at line %d", program.main_method->loc.line);
    program.main_method = me;
    program.main_is_juliac_rule = false;
  }
  return me;
}

/* The keyword parameters `k=default`, `k::T=default`, `k` (required). */
static void define_keywords(Method *me, Node *params, Module *m, Type **tvars, int ntvars) {
  me->nkw = params->nkids;
  Node *last = me->nkw ? params->kids[me->nkw - 1] : NULL;
  if (last && last->kind == N_SPLAT) {
    if (last->kids[0]->kind != N_IDENT) error_at(last->loc, "invalid keyword argument");
    me->kw_rest = last->kids[0]->sym;
    me->nkw--;
  }
  me->kw_names = NEW_ARRAY(Sym, me->nkw + 1);
  me->kw_types = NEW_ARRAY(Type *, me->nkw + 1);
  me->kw_defaults = NEW_ARRAY(Node *, me->nkw + 1);
  for (int i = 0; i < me->nkw; i++) {
    Node *k = params->kids[i];
    if (k->kind == N_KW) { me->kw_defaults[i] = k->kids[1]; k = k->kids[0]; }
    if (k->kind == N_SPLAT) error_at(k->loc, "invalid \"...\" on non-final keyword argument");
    me->kw_types[i] = t_any;
    Loc at = k->loc;
    if (k->kind == N_TYPED) { me->kw_types[i] = eval_type_expr(k->kids[1], m, tvars, ntvars); k = k->kids[0]; }
    if (!k || k->kind != N_IDENT) error_at(at, "invalid keyword argument");   /* (f(; ::T) has no name) */
    for (int j = 0; j < i; j++)
      if (me->kw_names[j] == k->sym) error_at(k->loc, "function argument name `%s` is not unique", k->sym);
    me->kw_names[i] = k->sym;
  }
}

/* f(a, b=1) also defines f(a): the first k arguments of the full method. */
static Method *default_filler(Method *full, int k) {
  Method *me = NEW(Method);
  *me = *full;
  me->nargs = k;
  me->is_vararg = false;
  me->va_count = NULL;
  me->fills_defaults_of = full;
  me->arg_defaults = NULL;
  me->ir = NULL;
  memset(&me->kw_variants, 0, sizeof me->kw_variants);
  return me;
}

/* Equal signatures, up to the names of their `where` variables. */
static bool same_signature(Method *a, Method *b) {
  if (a->nsparams != b->nsparams || a->runtime_length != b->runtime_length) return false;
  for (int i = 0; i < a->nsparams; i++)
    if (a->sparams[i]->tv_lb != b->sparams[i]->tv_lb || a->sparams[i]->tv_ub != b->sparams[i]->tv_ub) return false;
  return type_subst(b->sig, b->sparams, a->sparams, a->nsparams) == a->sig;
}

/* The name of a concrete type, or of a method's first parameter when every
 * type it takes has that name (not an abstract type, nor Type{T}, which
 * DataType is within), else NULL. A function may have thousands of
 * methods, one per struct: a call whose first argument is of a concrete
 * type is matched against the methods of its name and of none only. */
static TypeName *first_arg_name(Type *t) {
  return t && t->kind == TY_DATATYPE && !t->name->is_abstract && t->name != tn_type ? t->name : NULL;
}
static TypeName *method_first_name(Method *m) { return m->nargs > m->is_vararg ? first_arg_name(m->argtypes[0]) : NULL; }

/* The methods of each function by method_first_name: their positions in
 * f->methods, ascending (open addressing, as a program has thousands). */
typedef VEC(int) IntList;
typedef struct MethodGroup { Func *f; TypeName *name; IntList at; } MethodGroup;
static struct { MethodGroup *slots; size_t cap, len; } method_groups;

static uint64_t group_hash(Func *f, TypeName *name) {
  return ((uint64_t)(uintptr_t)f >> 3) * 0x9e3779b97f4a7c15ull ^ ((uint64_t)(uintptr_t)name >> 3) * 0x100000001b3ull;
}

/* The group of f's methods of that name, made empty if there is none
 * (a pointer valid until the next group is made). */
static MethodGroup *method_group(Func *f, TypeName *name) {
  if (2 * (method_groups.len + 1) > method_groups.cap) {
    size_t cap = method_groups.cap ? method_groups.cap * 2 : 1024;
    MethodGroup *slots = NEW_ARRAY(MethodGroup, cap);
    for (size_t i = 0; i < method_groups.cap; i++) {
      MethodGroup *g = &method_groups.slots[i];
      if (!g->f) continue;
      size_t j = group_hash(g->f, g->name) & (cap - 1);
      while (slots[j].f) j = (j + 1) & (cap - 1);
      slots[j] = *g;
    }
    method_groups.slots = slots;
    method_groups.cap = cap;
  }
  size_t j = group_hash(f, name) & (method_groups.cap - 1);
  MethodGroup *g = &method_groups.slots[j];
  for (; g->f && (g->f != f || g->name != name); g = &method_groups.slots[j]) j = (j + 1) & (method_groups.cap - 1);
  if (!g->f) {
    g->f = f;
    g->name = name;
    method_groups.len++;
  }
  return g;
}

static void push_method(Func *f, Method *me) {
  vec_push(method_group(f, method_first_name(me))->at, f->methods.len);
  vec_push(f->methods, me);
}

/* Enter a method into its function's table. */
static void add_method(Func *f, Method *me) {
  int n = me->nargs;
  Type **sigparams = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++)
    sigparams[i] = me->is_vararg && i == n - 1 ? vararg_count_type(me->argtypes[i], me->va_count) : me->argtypes[i];
  me->sig = tuple_type(sigparams, n);
  /* a method with the same signature replaces the earlier one (Julia
   * warns); it has the same first name */
  IntList same_name = method_group(f, method_first_name(me))->at;
  for (int k = 0; k < same_name.len; k++)
    if (same_signature(f->methods.items[same_name.items[k]], me)) {
      f->methods.items[same_name.items[k]] = me;
      goto added;
    }
  push_method(f, me);
added:
  me->id = program.all_methods.len;
  vec_push(program.all_methods, me);
}

Node *node_new(NodeKind kind, Loc loc, int nkids) {
  Node *n = NEW(Node);
  n->kind = kind;
  n->loc = loc;
  n->nkids = nkids;
  n->kids = NEW_ARRAY(Node *, nkids + 1);
  return n;
}

Node *node_of(NodeKind kind, Loc loc, int nkids, ...) {
  Node *n = node_new(kind, loc, nkids);
  va_list ap;
  va_start(ap, nkids);
  for (int i = 0; i < nkids; i++) n->kids[i] = va_arg(ap, Node *);
  va_end(ap);
  return n;
}

Node *node_ident(Loc loc, const char *name) {
  Node *n = node_new(N_IDENT, loc, 0);
  n->sym = sym(name);
  return n;
}

static Node *ident_node(Sym name, Loc loc) {
  Node *n = node_new(N_IDENT, loc, 0);
  n->sym = name;
  return n;
}

/* sig with its call's callee replaced (under `where` and `::T`, copied) */
static Node *with_callee(Node *sig, Node *callee) {
  Node *c = NEW(Node);
  *c = *sig;
  c->kids = NEW_ARRAY(Node *, sig->nkids + 1);
  memcpy(c->kids, sig->kids, sizeof(Node *) * (size_t)sig->nkids);
  if (sig->kind == N_CALL) c->kids[0] = callee;
  else c->kids[0] = with_callee(sig->kids[0], callee);
  return c;
}

Method *define_closure(Sym name, Sym self_name, Module *m, Sym *fields, int nfields, Node *sig, Node *body, Loc loc) {
  Type **vars = NEW_ARRAY(Type *, nfields + 1);
  for (int i = 0; i < nfields; i++) vars[i] = typevar_new(arena_printf("T%d", i + 1), NULL, NULL);
  TypeName *tn = typename_new(name, m, nfields, vars, t_function, loc);
  tn->nfields = nfields;
  tn->field_names = fields;
  tn->field_types = vars;
  Type *wrapper = type_apply(tn, vars, nfields, loc);
  tn->wrapper = wrapper;
  bind_const(m, name, const_of_type(wrapper), loc);
  tn->constructors = func_new(name, m);
  tn->constructors->ctor_of = tn;
  add_default_ctor(tn, m, loc, wrapper, true, nfields ? vars : NULL, wrapper, nfields ? vars : NULL, nfields);
  Node *self = node_new(N_TYPED, loc, 2);
  self->kids[0] = ident_node(self_name, loc);
  self->kids[1] = ident_node(name, loc);
  Node *def = node_new(N_FUNCTION, loc, 2);
  def->kids[0] = with_callee(sig, self);
  def->kids[1] = body;
  return define_method(def, m, NULL, false);
}

bool method_takes_keyword(Method *m, Sym k) {
  if (m->kw_rest) return true;     /* kws... takes any */
  for (int j = 0; j < m->nkw; j++)
    if (m->kw_names[j] == k) return true;
  return false;
}

Method *kw_variant(Method *m, Sym *given, int ngiven) {
  for (int i = 0; i < m->kw_variants.len; i++) {
    Method *v = m->kw_variants.items[i];
    if (v->ngiven == ngiven && !memcmp(v->kw_given, given, sizeof(Sym) * (size_t)ngiven)) return v;
  }
  for (int i = 0; i < ngiven; i++)
    if (!method_takes_keyword(m, given[i])) return NULL;
  Method *v = NEW(Method);
  *v = *m;
  memset(&v->kw_variants, 0, sizeof v->kw_variants);
  v->ir = NULL;
  v->kw_variant_of = m;
  v->ngiven = ngiven;
  v->kw_given = given;
  v->nargs = ngiven + m->nargs;
  v->argnames = NEW_ARRAY(Sym, v->nargs);
  v->argtypes = NEW_ARRAY(Type *, v->nargs);
  v->destructure = NEW_ARRAY(Node *, v->nargs);
  for (int i = 0; i < ngiven; i++) {
    v->argnames[i] = given[i];
    v->argtypes[i] = t_any;
    for (int j = 0; j < m->nkw; j++)
      if (m->kw_names[j] == given[i]) v->argtypes[i] = m->kw_types[j];
  }
  for (int i = 0; i < m->nargs; i++) {
    v->argnames[ngiven + i] = m->argnames[i];
    v->argtypes[ngiven + i] = m->argtypes[i];
    v->destructure[ngiven + i] = m->destructure[i];
  }
  v->sig = NULL;                 /* never dispatched to: called by kwcall only */
  v->id = program.all_methods.len;
  vec_push(program.all_methods, v);
  vec_push(m->kw_variants, v);
  return v;
}

/* `Name`, `Name{T, S<:U}`: the type variables of a type definition's head. */
static Sym definition_head(Node *head, Module *m, VEC_TYPE *vars) {
  if (head->kind == N_CURLY) {
    for (int i = 1; i < head->nkids; i++) {
      Type *tv = eval_tvar_decl(head->kids[i], m, vars->items, vars->len);
      vec_push(*vars, tv);
    }
    head = head->kids[0];
  }
  if (head->kind != N_IDENT) error_at(head->loc, "invalid type name");
  return head->sym;
}

/* The new TypeName of a struct/abstract/primitive definition: its name, its
 * type variables (into vars) and its supertype. */
static TypeName *type_definition(Node *def, Module *m, VEC_TYPE *vars) {
  Node *head = def->kids[0];
  Node *super_expr = NULL;
  if (head->kind == N_SUBTYPE) {
    super_expr = head->kids[1];
    head = head->kids[0];
  }
  Sym name = definition_head(head, m, vars);
  Type *super = super_expr ? eval_type_expr(super_expr, m, vars->items, vars->len) : t_any;
  return typename_new(name, m, vars->len, vars->items, super, def->loc);
}

/* A generated constructor (lowered by lower_default_ctor): called on `self`,
 * taking one argument per field of `builds`. */
static void add_default_ctor(TypeName *tn, Module *m, Loc loc, Type *self, bool exact, Type **argtypes,
                             Type *builds, Type **sparams, int nsparams) {
  Method *me = NEW(Method);
  me->func = tn->constructors;
  me->module = m;
  me->loc = loc;
  me->nargs = tn->nfields + 1;
  me->argnames = NEW_ARRAY(Sym, me->nargs);
  me->argtypes = NEW_ARRAY(Type *, me->nargs);
  me->destructure = NEW_ARRAY(Node *, me->nargs);
  me->argtypes[0] = type_of_type(self);
  me->self_exact = exact;
  for (int i = 0; i < tn->nfields; i++) {
    me->argnames[i + 1] = tn->field_names[i];
    me->argtypes[i + 1] = argtypes ? argtypes[i] : t_any;
  }
  me->sig = tuple_type(me->argtypes, me->nargs);
  me->default_new = builds;
  me->sparams = sparams;
  me->nsparams = nsparams;
  me->id = program.all_methods.len;
  vec_push(program.all_methods, me);
  push_method(tn->constructors, me);
}

/* Struct definition: the type and its constructors. Without inner
 * constructors Julia defines one taking each field (converted to the
 * declared type); a parametric struct gets Point{T}(x, y) and, when every
 * parameter shows in the field types, Point(x::T, y::T) inferring T. */
static void define_struct(Node *def, Module *m) {
  VEC_TYPE vars = {0};
  TypeName *tn = type_definition(def, m, &vars);
  Sym name = tn->name;
  if (tn->super->kind != TY_DATATYPE || !tn->super->name->is_abstract)
    error_at(def->kids[0]->loc, "invalid subtyping in definition of %s: can only subtype abstract types", name);
  tn->is_mutable = def->flag;
  VEC(Sym) names = {0};
  VEC(Type *) types = {0};
  VEC(Node *) ctors = {0};
  Node *body = def->kids[1];
  /* the type is bound before field types are evaluated (self-reference) */
  Type *wrapper = type_apply(tn, vars.items, vars.len, def->loc);
  tn->wrapper = wrapper;
  bind_const(m, name, const_of_type(wrapper), def->loc);
  for (int i = 0; i < body->nkids; i++) {
    Node *f = body->kids[i];
    if (f->kind == N_FUNCTION) { vec_push(ctors, f); continue; }
    if (f->kind == N_STR || f->kind == N_STRING) continue;          /* docstrings */
    Type *ft = t_any;
    if (f->kind == N_TYPED && f->kids[0]) { ft = eval_type_expr(f->kids[1], m, vars.items, vars.len); f = f->kids[0]; }
    if (f->kind != N_IDENT) error_at(f->loc, "not supported yet: this field declaration");
    for (int j = 0; j < names.len; j++)
      if (names.items[j] == f->sym) error_at(f->loc, "duplicate field name: \"%s\" is not unique", f->sym);
    vec_push(names, f->sym);
    vec_push(types, ft);
  }
  tn->nfields = names.len;
  tn->field_names = names.items;
  tn->field_types = types.items;
  for (int i = 0; i < tn->instances.len; i++) {      /* instances made while reading the fields */
    Type *t = tn->instances.items[i];
    t->nfields = tn->nfields;
    t->field_names = tn->field_names;
    t->field_types = NEW_ARRAY(Type *, tn->nfields + 1);
    for (int k = 0; k < tn->nfields; k++) t->field_types[k] = type_subst(tn->field_types[k], tn->params, t->params, tn->nparams);
    t->is_singleton = t->is_concrete && !tn->is_mutable && tn->nfields == 0;
  }
  tn->constructors = func_new(tn->name, m);
  tn->constructors->ctor_of = tn;
  for (int i = 0; i < ctors.len; i++) define_method(ctors.items[i], m, tn->constructors, false);
  if (ctors.len) return;
  if (!tn->nparams) {
    /* W(s) converting each argument, and W(s::String) taking the field
     * types as they are (which a user's W(x) = ... leaves in place) */
    add_default_ctor(tn, m, def->loc, wrapper, true, NULL, wrapper, NULL, 0);
    bool typed = false;
    for (int k = 0; k < tn->nfields; k++) typed |= tn->field_types[k] != t_any;
    if (typed) add_default_ctor(tn, m, def->loc, wrapper, true, tn->field_types, wrapper, NULL, 0);
    return;
  }
  /* Point{T}(x, y) where T: its own variables, so the pattern Type{Point{T}}
   * is not mistaken for the bare type */
  Type **own = NEW_ARRAY(Type *, vars.len);
  for (int i = 0; i < vars.len; i++) own[i] = typevar_new(vars.items[i]->tv_name, vars.items[i]->tv_lb, vars.items[i]->tv_ub);
  Type *inst = type_apply(tn, own, vars.len, def->loc);
  add_default_ctor(tn, m, def->loc, inst, false, NULL, inst, own, vars.len);
  /* Point(x, y) too when the fields' types tell every parameter (items::Vector{T}) */
  bool all_params_in_fields = true;
  for (int p = 0; p < tn->nparams; p++) {
    bool found = false;
    for (int k = 0; k < tn->nfields && !found; k++) found = occurs_in(tn->field_types[k], tn->params[p]);
    all_params_in_fields &= found;
  }
  if (all_params_in_fields)
    add_default_ctor(tn, m, def->loc, wrapper, true, tn->field_types, wrapper, vars.items, vars.len);
}

static void define_abstract_or_primitive(Node *def, Module *m) {
  VEC_TYPE vars = {0};
  TypeName *tn = type_definition(def, m, &vars);
  Sym name = tn->name;
  if (vars.len && def->kind == N_PRIMITIVE) error_at(def->kids[0]->loc, "not supported yet: parametric primitive types");
  if (def->kind == N_ABSTRACT) {
    tn->is_abstract = true;
  } else {
    Node *bits = def->kids[1];
    if (bits->kind != N_INT || bits->i <= 0 || bits->i % 8) error_at(bits->loc, "invalid number of bits in primitive type %s", name);
    tn->is_primitive = true;
    tn->nbits = (int)bits->i;
  }
  Type *t = type_apply(tn, vars.items, vars.len, def->loc);
  tn->wrapper = t;
  t->is_singleton = false;
  bind_const(m, name, const_of_type(t), def->loc);
}

/* ccall(:name, T, ()) */
static bool is_ccall_without_args(Node *n) {
  return n->kind == N_CALL && n->nkids == 4 && n->kids[0]->kind == N_IDENT && n->kids[0]->sym == sym("ccall") &&
         n->kids[3]->kind == N_TUPLE && n->kids[3]->nkids == 0;
}

static void define_const(Node *stmt, Module *m) {
  Node *a = stmt->kids[0];
  if (a->kind != N_ASSIGN) error_at(a->loc, "expected assignment after \"const\"");
  Node *lhs = a->kids[0], *rhs = a->kids[1];
  if (lhs->kind == N_CURLY) {                     /* const Vector{T} = Array{T,1} */
    Binding *b = module_binding(m, lhs->kids[0]->sym);
    b->kind = BIND_ALIAS;
    b->nparams = lhs->nkids - 1;
    b->alias_params = NEW_ARRAY(Type *, b->nparams);
    for (int i = 0; i < b->nparams; i++) {
      b->alias_params[i] = eval_tvar_decl(lhs->kids[i + 1], m, b->alias_params, i);
      b->alias_params[i]->tv_bound = true;   /* `Vector` used bare is a UnionAll */
      b->alias_params[i]->tv_alias = true;
    }
    b->alias_body = eval_type_expr(rhs, m, b->alias_params, b->nparams);
    return;
  }
  if (lhs->kind == N_TYPED && lhs->kids[0] && lhs->kids[0]->kind == N_IDENT) {
    /* const x::T = v is const x = convert(T, v)::T */
    Node *conv = node_new(N_CALL, rhs->loc, 3);
    conv->kids[0] = node_new(N_IDENT, lhs->loc, 0);
    conv->kids[0]->sym = sym("convert");
    conv->kids[1] = lhs->kids[1];
    conv->kids[2] = rhs;
    Node *typed = node_new(N_TYPED, rhs->loc, 2);
    typed->kids[0] = conv;
    typed->kids[1] = lhs->kids[1];
    a->kids[0] = lhs = lhs->kids[0];
    a->kids[1] = rhs = typed;
  }
  if (lhs->kind != N_IDENT) error_at(lhs->loc, "not supported yet: this form of const declaration");
  Const c;
  if (eval_const_expr(rhs, m, &c)) {
    bind_const(m, lhs->sym, c, a->loc);
    return;
  }
  /* computed at start-up by the top-level code; its type is inferred */
  Binding *b = module_binding(m, lhs->sym);
  if (b->kind != BIND_UNDEF) error_at(a->loc, "invalid redefinition of constant %s", lhs->sym);
  b->kind = BIND_GLOBAL;
  b->runtime_const = true;
  b->loc = a->loc;
  b->type = t_bottom;
  if (is_ccall_without_args(rhs)) {
    b->ccall_init = rhs;
    return;
  }
  vec_push(program.toplevel, a);
  vec_push(program.toplevel_mod, m);
}

static Node *unwrap_macro_def(Node *s, bool *ccallable, Sym *c_name, int *inline_hint, bool *runtime_length,
                              bool *multiversioned) {
  /* Base.@ccallable / @inline / @noinline / @inbounds / @propagate_inbounds (an @inline
   * whose caller's @inbounds would reach its indexing: jlc keeps the checks) /
   * @runtime_length / @multiversioned around a definition; Base.@ccallable
   * "cname" function ... exports the function under that C name */
  while (s->kind == N_MACROCALL && s->nkids == 3 && s->sym == sym("ccallable") && s->kids[1] &&
         s->kids[1]->kind == N_STR && s->kids[2] && s->kids[2]->kind == N_FUNCTION) {
    *ccallable = true;
    *c_name = sym(s->kids[1]->str);
    s = s->kids[2];
  }
  while (s->kind == N_MACROCALL && s->nkids == 2 && s->kids[1] &&
         (s->kids[1]->kind == N_FUNCTION || s->kids[1]->kind == N_MACROCALL)) {
    if (s->sym == sym("ccallable")) *ccallable = true;
    else if (s->sym == sym("runtime_length")) *runtime_length = true;
    else if (s->sym == sym("multiversioned")) *multiversioned = true;
    else if (s->sym == sym("inline") || s->sym == sym("propagate_inbounds")) *inline_hint = INLINE_ALWAYS;
    else if (s->sym == sym("noinline")) *inline_hint = INLINE_NEVER;
    else if (s->sym != sym("inbounds")) break;
    s = s->kids[1];
  }
  return s;
}

static void note_global_assignments(Node *s, Module *m) {
  if (s->kind == N_ASSIGN && s->kids[0]->kind == N_IDENT) {
    Binding *b = module_binding(m, s->kids[0]->sym);
    if (b->kind == BIND_UNDEF) { b->kind = BIND_GLOBAL; b->loc = s->loc; b->type = t_bottom; }
  }
  if (s->kind == N_ASSIGN && s->kids[0]->kind == N_TUPLE)
    for (int i = 0; i < s->kids[0]->nkids; i++)
      if (s->kids[0]->kids[i]->kind == N_IDENT) {
        Binding *b = module_binding(m, s->kids[0]->kids[i]->sym);
        if (b->kind == BIND_UNDEF) { b->kind = BIND_GLOBAL; b->loc = s->loc; b->type = t_bottom; }
      }
  if (s->kind == N_ASSIGN || s->kind == N_OPASSIGN) note_global_assignments(s->kids[1], m);
}


/* ---- @enum ----
 * `@enum Name[::T] a b=2 c` (or its members in a begin block) becomes the
 * definitions Julia's macro makes, written as Julia and loaded in its place
 * (base/enums.jl has what all enums share): a primitive type of T's bits
 * under Enum{T}, a checked constructor from an integer, the member names,
 * typemin/typemax, instances and a constant per member. Member values are
 * integer literals, each the previous one plus one when not given. */
static int64_t enum_value(Node *v, const char *tname) {
  bool neg = v->kind == N_CALL && v->nkids == 2 && v->kids[0]->kind == N_IDENT && v->kids[0]->sym == sym("-");
  Node *lit = neg ? v->kids[1] : v;
  if (lit->kind == N_INT) return neg ? -lit->i : lit->i;
  if (lit->kind == N_UINT && !neg && lit->u <= INT64_MAX) return (int64_t)lit->u;
  error_at(v->loc, "not supported yet: a value for Enum %s that is not an integer literal", tname);
}

static void relocate(Node *n, Loc loc) {
  if (!n) return;
  n->loc = loc;
  for (int i = 0; i < n->nkids; i++) relocate(n->kids[i], loc);
}

static Node *enum_definitions(Node *call) {
  if (call->nkids < 3) error_at(call->loc, "ArgumentError: no arguments given for Enum");
  Node *head = call->kids[1];
  const char *tname, *base = "Int32";
  if (head->kind == N_IDENT) tname = head->sym;
  else if (head->kind == N_TYPED && head->kids[0] && head->kids[0]->kind == N_IDENT && head->kids[1]->kind == N_IDENT) {
    tname = head->kids[0]->sym;
    base = head->kids[1]->sym;
    static const char *const ok[] = {"Int8", "Int16", "Int32", "Int64", "Int128", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128"};
    bool found = false;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) found |= !strcmp(ok[i], base);
    if (!found) error_at(head->loc, "ArgumentError: invalid base type for Enum %s, %s; base type must be an integer primitive type", tname, base);
  } else {
    error_at(head->loc, "ArgumentError: invalid type expression for enum");
  }
  Node **members = call->kids + 2;
  int n = call->nkids - 2;
  if (n == 1 && members[0]->kind == N_BLOCK) { n = members[0]->nkids; members = members[0]->kids; }
  Sym *names = NEW_ARRAY(Sym, n + 1);
  int64_t *values = NEW_ARRAY(int64_t, n + 1), next = 0;
  for (int i = 0; i < n; i++) {
    Node *m = members[i];
    bool given = (m->kind == N_ASSIGN || m->kind == N_KW) && m->kids[0]->kind == N_IDENT;
    if (!given && m->kind != N_IDENT) error_at(m->loc, "ArgumentError: invalid argument for Enum %s", tname);
    names[i] = given ? m->kids[0]->sym : m->sym;
    values[i] = given ? enum_value(m->kids[1], tname) : next;
    for (int j = 0; j < i; j++) {
      if (names[j] == names[i]) error_at(m->loc, "ArgumentError: name \"%s\" in Enum %s is not unique", names[i], tname);
      if (given && values[j] == values[i])
        error_at(m->loc, "ArgumentError: both %s and %s have value %lld in Enum %s; values must be unique", names[i], names[j],
                 (long long)values[i], tname);
    }
    next = values[i] + 1;
  }
  int64_t lo = values[0], hi = values[0];
  for (int i = 1; i < n; i++) { lo = values[i] < lo ? values[i] : lo; hi = values[i] > hi ? values[i] : hi; }
  int bits = strstr(base, "128") ? 128 : strstr(base, "64") ? 64 : strstr(base, "32") ? 32 : strstr(base, "16") ? 16 : 8;
  StrBuf b = {0};
  sb_printf(&b, "primitive type %s <: Enum{%s} %d end\n", tname, base, bits);
  sb_printf(&b, "function %s(x::Integer)\n    ", tname);
  if (hi - lo + 1 == n) sb_printf(&b, "%lld <= x <= %lld", (long long)lo, (long long)hi);
  else for (int i = 0; i < n; i++) sb_printf(&b, "%sx == %lld", i ? " || " : "(", (long long)values[i]);
  sb_printf(&b, "%s || Base.enum_argument_error(:%s, x)\n    return Core.Intrinsics.bitcast(%s, convert(%s, x))\nend\n", hi - lo + 1 == n ? "" : ")",
            tname, tname, base);
  sb_printf(&b, "function Base.enum_symbol(x::%s)\n    v = Integer(x)\n", tname);
  for (int i = 0; i < n - 1; i++) sb_printf(&b, "    v == %lld && return :%s\n", (long long)values[i], names[i]);
  sb_printf(&b, "    return :%s\nend\n", names[n - 1]);
  sb_printf(&b, "Base.typemin(::Type{%s}) = %s(%lld)\nBase.typemax(::Type{%s}) = %s(%lld)\n", tname, tname, (long long)lo, tname,
            tname, (long long)hi);
  sb_printf(&b, "Base.instances(::Type{%s}) = (", tname);
  for (int i = 0; i < n; i++) sb_printf(&b, "%s(%lld)%s", tname, (long long)values[i], n == 1 ? "," : i + 1 < n ? ", " : "");
  sb_puts(&b, ")\n");
  for (int i = 0; i < n; i++) sb_printf(&b, "const %s = %s(%lld)\n", names[i], tname, (long long)values[i]);
  SourceFile *f = NEW(SourceFile);
  f->path = call->loc.file->path;
  f->len = (size_t)b.len;
  f->text = arena_strndup(sb_str(&b), f->len);
  free(b.items);
  Node *defs = parse_file(f);
  relocate(defs, call->loc);     /* errors and backtraces point at the @enum */
  return defs;
}


/* ---- @kwdef ----
 * `@kwdef struct P; a::Int = 1; b; end` is the struct without its defaults
 * and, as Julia's macro adds, a keyword constructor P(; a = 1, b) = P(a, b)
 * (a field without a default is a required keyword). */
static Node *kwdef_definitions(Node *call) {
  Node *def = call->kids[1];
  Node *name = def->kids[0];
  while (name->kind == N_SUBTYPE || name->kind == N_CURLY) name = name->kids[0];
  if (name->kind != N_IDENT) error_at(def->loc, "not supported yet: this @kwdef struct head");
  Node *body = def->kids[1];
  VEC(Node *) params = {0}, fields = {0};
  for (int i = 0; i < body->nkids; i++) {
    Node *f = body->kids[i], *decl = f->kind == N_ASSIGN ? f->kids[0] : f;
    Node *field = decl->kind == N_TYPED ? decl->kids[0] : decl;
    if (!field || field->kind != N_IDENT) continue;     /* an inner constructor, say */
    Node *param = field;
    if (f->kind == N_ASSIGN) {
      body->kids[i] = decl;                              /* the struct keeps `a::Int` */
      param = node_new(N_KW, f->loc, 2);
      param->kids[0] = field;
      param->kids[1] = f->kids[1];
    }
    vec_push(params, param);
    vec_push(fields, field);
  }
  Node *kw = node_new(N_PARAMS, call->loc, params.len);
  for (int i = 0; i < params.len; i++) kw->kids[i] = params.items[i];
  Node *sig = node_new(N_CALL, call->loc, 2);
  sig->kids[0] = name;
  sig->kids[1] = kw;
  Node *make = node_new(N_CALL, call->loc, fields.len + 1);
  make->kids[0] = name;
  for (int i = 0; i < fields.len; i++) make->kids[i + 1] = fields.items[i];
  Node *ctor = node_new(N_FUNCTION, call->loc, 2);
  ctor->flag = 1;
  ctor->kids[0] = sig;
  ctor->kids[1] = make;
  Node *block = node_new(N_BLOCK, call->loc, 2);
  block->kids[0] = def;
  block->kids[1] = ctor;
  return block;
}

/* ---- using / import ---- */

static const char *base_dir_prefix;     /* "<base_dir>/" */

static Module *define_module(Node *d, Module *parent);
/* A package: the active project's own, a dependency (packages.c finds its
 * src/NAME.jl) or one of jlc's standard libraries, stdlib/NAME.jl beside
 * base/ (a file holding `module NAME ... end`), loaded once, on first use, as
 * a top-level module. */
static Module *package_module(Sym name, Loc loc) {
  static VEC(Module *) loaded;
  for (int i = 0; i < loaded.len; i++)
    if (loaded.items[i]->name == name) return loaded.items[i];
  SourceFile *sf = source_load(package_entry_file(name, loc, arena_printf("%s../stdlib/%s.jl", base_dir_prefix, name)));
  Node *file = parse_file(sf);
  Node *def = NULL;
  for (int i = 0; i < file->nkids && !def; i++) {
    Node *s = file->kids[i]->kind == N_DOC ? file->kids[i]->kids[1] : file->kids[i];
    if (s->kind == N_MODULE && s->sym == name) def = s;
  }
  if (!def) error_at(loc, "package %s: %s does not define module %s", name, sf->path, name);
  Module *pkg = define_module(def, NULL);
  vec_push(loaded, pkg);
  if (name == sym("Test")) test_macros_loaded(pkg);
  return pkg;
}

/* Base's functions whose methods live in a standard library, loaded when a
 * program names them (Julia's sysimage holds Random, so `rand()` works
 * without `using Random`; the module's name stays unbound in Main). */
static const char *const autoloaded[][2] = {{"rand", "Random"}, {"randn", "Random"}};

static bool names_autoloaded(Node *n, Sym fn) {
  if (!n) return false;
  if (n->kind == N_IDENT && n->sym == fn) return true;
  for (int i = 0; i < n->nkids; i++)
    if (names_autoloaded(n->kids[i], fn)) return true;
  return false;
}

void load_program_source(Node *file, Module *m) {
  for (size_t i = 0; i < sizeof autoloaded / sizeof autoloaded[0]; i++)
    if (names_autoloaded(file, sym(autoloaded[i][0]))) package_module(sym(autoloaded[i][1]), file->loc);
  load_source(file, m);
}

static Module *module_named(Binding *b) {
  return b && b->kind == BIND_CONST && b->value.type == t_module ? b->value.mod : NULL;
}

/* The module a path of an import names: `A.B` (A visible here, or a package),
 * `.A.B` (inside this module), `..A` (inside the parent). The path is kids
 * [from, to) of an N_USING/N_IMPORT. */
static Module *import_path_module(Node *d, int from, int to, Module *m) {
  Node *first = d->kids[from];
  Module *mod;
  int next = from + 1;
  int dots = first->bits;
  if (first->sym == sym("..") || first->sym == sym("...")) dots += (int)strlen(first->sym);
  if (dots > 0) {
    mod = m;
    for (int k = 1; k < dots; k++) {
      if (!mod->parent) error_at(first->loc, "invalid relative path: %s has no parent module", mod->name);
      mod = mod->parent;
    }
    if (first->sym == sym("..") || first->sym == sym("...")) next = from + 1;
    else next = from;
  } else {
    mod = module_named(module_lookup(m, first->sym));
    if (!mod) {
      if (module_lookup(m, first->sym)) error_at(first->loc, "`%s` is not a module", first->sym);
      mod = package_module(first->sym, first->loc);
    }
  }
  for (int k = next; k < to; k++) {
    Node *nm = d->kids[k];
    Binding *b = module_lookup(mod, nm->sym);
    if (!b || b->kind == BIND_UNDEF) error_at(nm->loc, "UndefVarError: `%s` not defined in `%s`", nm->sym, mod->name);
    if (!module_named(b)) error_at(nm->loc, "`%s.%s` is not a module", mod->name, nm->sym);
    mod = b->value.mod;
  }
  return mod;
}

/* A name of an import or export list: `@m` is the macro's function var"@m" */
static Sym binding_name(Node *nm) {
  return nm->flag & IMPORT_MACRO ? sym(arena_printf("@%s", nm->sym)) : nm->sym;
}

static void use_module(Module *m, Module *used) {
  for (int k = 0; k < m->usings.len; k++)
    if (m->usings.items[k] == used) return;
  vec_push(m->usings, used);
}

/* `using A`, `import A.B as C`, `using .M: f, g as h`. The parser keeps the
 * names as a flat list; a path is a name and the names joined to it by `.`.
 * Without a colon each path is a module: bound here by its last name (or its
 * `as` name), and for `using` its names made visible. With a colon the names
 * after it are bound here to the path's bindings, so that definitions extend
 * them. */
static void load_imports(Node *d, Module *m) {
  int colon = -1;
  for (int j = 0; j < d->nkids; j++)
    if (d->kids[j]->flag & IMPORT_COLON) { colon = j; break; }
  int end = colon < 0 ? d->nkids : colon;
  int j = 0;
  Module *last = NULL;
  while (j < end) {
    int to = j + 1;
    while (to < end && (d->kids[to]->flag & IMPORT_JOIN)) to++;
    last = import_path_module(d, j, to, m);
    Sym as = d->kids[to - 1]->sym;
    if (as == sym("..") || as == sym("...")) as = last->name;
    if (to + 1 < end && (d->kids[to]->flag & IMPORT_AS)) { as = d->kids[to + 1]->sym; to += 2; }
    j = to;
    if (colon >= 0) break;
    if (module_named(own_binding(m, as)) != last) {
      Binding *b = own_binding(m, as);
      if (b && b->kind != BIND_UNDEF) error_at(d->kids[j - 1]->loc, "invalid redefinition of constant %s", as);
      bind_module(m, as, last);
    }
    if (d->kind == N_USING) use_module(m, last);
  }
  if (colon < 0) return;
  for (int k = colon; k < d->nkids; k++) {
    Node *nm = d->kids[k];
    if ((nm->flag & IMPORT_MACRO) && test_macro_import(last, nm->sym, m)) continue;
    Binding *src = module_lookup(last, binding_name(nm));
    if (!src || src->kind == BIND_UNDEF)
      error_at(nm->loc, "UndefVarError: `%s` not defined in `%s`", binding_name(nm), last->name);
    Sym as = binding_name(nm);
    if (k + 2 < d->nkids + 1 && k + 1 < d->nkids && (d->kids[k + 1]->flag & IMPORT_AS)) {
      as = d->kids[k + 2]->sym;
      k += 2;
    }
    if (src->module == m && as == src->name) continue;    /* importing a name of this module from itself */
    module_binding(m, as)->imported = src;
  }
}

/* `module M ... end` inside `parent` (NULL for a package), bound there. */
static Module *define_module(Node *d, Module *parent) {
  Module *sub = module_new(d->sym, parent);
  vec_push(sub->usings, core_module);
  if (!d->flag) vec_push(sub->usings, base_module);
  if (parent) bind_module(parent, d->sym, sub);
  else bind_module(sub, d->sym, sub);
  load_source(d->kids[0], sub);
  /* __init__(), run once the module's own top-level code has run: so a
   * module's dependencies (loaded by its `using`) are initialized first */
  Binding *init = own_binding(sub, sym("__init__"));
  if (init && init->kind == BIND_CONST && init->value.type->func) {
    Node *callee = node_new(N_IDENT, d->loc, 0);
    callee->sym = sym("__init__");
    Node *call = node_new(N_CALL, d->loc, 1);
    call->kids[0] = callee;
    vec_push(program.toplevel, call);
    vec_push(program.toplevel_mod, sub);
  }
  return sub;
}

void load_source(Node *block, Module *m) {
  for (int i = 0; i < block->nkids; i++) {
    macros_expand_statement(block, i, m);
    Node *s = block->kids[i];
    if (s->kind == N_DOC) s = s->kids[1];      /* docstrings are not kept */
    if (s->kind == N_MACROCALL && s->sym == sym("enum")) { load_source(enum_definitions(s), m); continue; }
    if (s->kind == N_MACROCALL && s->sym == sym("kwdef") && s->nkids == 2 && s->kids[1]->kind == N_STRUCT) {
      load_source(kwdef_definitions(s), m);
      continue;
    }
    bool ccallable = false;
    Sym c_name = NULL;
    int inline_hint = INLINE_DEFAULT;
    bool runtime_length = false, multiversioned = false;
    Node *d = unwrap_macro_def(s, &ccallable, &c_name, &inline_hint, &runtime_length, &multiversioned);
    switch (d->kind) {
    case N_MODULE: {
      Binding *existing = own_binding(m, d->sym);
      if (existing && existing->kind != BIND_UNDEF) error_at(d->loc, "invalid redefinition of constant %s", d->sym);
      define_module(d, m);
      continue;
    }
    case N_FUNCTION: {
      if (d->nkids == 1) {                      /* function f end */
        if (d->kids[0]->kind == N_IDENT) function_binding(m, d->kids[0]->sym, d->loc, false);
        continue;
      }
      Method *me = define_method(d, m, NULL, runtime_length);
      me->inline_hint = inline_hint;
      me->multiversioned = multiversioned;
      if (ccallable) {
        me->ccallable = true;
        me->c_name = c_name ? c_name : me->func->name;
        if (!me->ret_type_expr) error_at(d->loc, "@ccallable requires a return type annotation");
        for (int j = 0; j < me->nargs; j++)
          if (me->argtypes[j] == t_any) error_at(d->loc, "@ccallable requires argument type annotations");
        vec_push(program.ccallables, me);
      }
      /* juliac's rule: a top-level main() is the entry point when there is no @main */
      if (!me->is_main && m == main_module && me->func->name == sym("main") && !ccallable &&
          (!program.main_method || !program.main_method->is_main) && me->nargs <= 1) {
        program.main_method = me;
        program.main_is_juliac_rule = true;
      }
      continue;
    }
    case N_MACRODEF: define_method(macro_as_function(d), m, NULL, false); continue;   /* for calls expanded later */
    case N_STRUCT: define_struct(d, m); continue;
    case N_ABSTRACT: case N_PRIMITIVE: define_abstract_or_primitive(d, m); continue;
    case N_CONST: define_const(d, m); continue;
    case N_EXPORT:
      for (int j = 0; j < d->nkids; j++)
        module_binding(m, binding_name(d->kids[j]))->exported = true;
      continue;
    case N_PUBLIC: continue;      /* public names are reached qualified, as any other */
    case N_USING: case N_IMPORT: load_imports(d, m); continue;
    case N_CALL:
      /* include("file.jl"): read at compile time, relative to this file */
      if (d->kids[0]->kind == N_IDENT && d->kids[0]->sym == sym("include") && d->nkids == 2 &&
          d->kids[1]->kind == N_STR) {
        const char *here = d->loc.file->path;
        const char *slash = strrchr(here, '/');
        /* (a string node's bytes are not NUL-terminated) */
        Node *name = d->kids[1];
        const char *path = name->str[0] == '/' || !slash ? arena_printf("%.*s", (int)name->len, name->str)
                         : arena_printf("%.*s/%.*s", (int)(slash - here), here, (int)name->len, name->str);
        SourceFile *sf = source_load(path);
        if (!sf) error_at(d->loc, "SystemError: opening file \"%s\": No such file or directory", path);
        /* a file including itself, directly or not, would never end */
        static VEC(const char *) including;
        char *real = realpath(path, NULL);
        const char *key = real ? arena_printf("%s", real) : path;
        free(real);
        for (int k = 0; k < including.len; k++)
          if (!strcmp(including.items[k], key)) error_at(d->loc, "include cycle: \"%s\" is already being included", path);
        vec_push(including, key);
        load_source(parse_file(sf), m);
        including.len--;
        continue;
      }
      /* Base.Experimental.entrypoint(f, (T...,)): compiled and verified as
       * an entry point (the call itself, run at start-up, does nothing) */
      if (d->kids[0]->kind == N_DOT && d->kids[0]->sym == sym("entrypoint") && d->nkids == 3) {
        vec_push(program.entrypoints, d);
        vec_push(program.entrypoint_mod, m);
      }
      /* fall through */
    default:
      note_global_assignments(d, m);
      vec_push(program.toplevel, s);
      vec_push(program.toplevel_mod, m);
    }
  }
}

/* ---------------- dispatch ---------------- */
/* Does the type mention the variable? (Also in the bounds of a variable
 * the type quantifies: E in Type{<:AbstractArray{E}}.) */
static bool occurs_in(Type *t, Type *v) {
  if (t == v) return true;
  if (t->kind == TY_TYPEVAR) return t->tv_bound && (occurs_in(t->tv_ub, v) || occurs_in(t->tv_lb, v));
  if (t->kind == TY_VARARG) return occurs_in(t->va_elem, v) || (t->va_count && occurs_in(t->va_count, v));
  if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++)
      if (occurs_in(t->members[i], v)) return true;
    return false;
  }
  if (t->kind == TY_DATATYPE)
    for (int i = 0; i < t->nparams; i++)
      if (occurs_in(t->params[i], v)) return true;
  return false;
}

bool type_mentions_var(Type *t, Type *v) { return occurs_in(t, v); }

/* Julia's diagonal rule: a variable that occurs more than once in covariant
 * position (an argument's type, a tuple element, a Vararg) and never
 * invariantly (as a type parameter) can only be a concrete type:
 * f(x::T, y::T) where T does not match (Int64, Float64). It is counted over the
 * occurrences the match went through, as Julia does. */
static bool is_diagonal(int cov, bool exact) { return cov > 1 && !exact; }

/* Match an argument type against a declared one, binding the method's
 * `where` variables in env as Julia's subtyping does: an occurrence as a type
 * parameter fixes a variable (exact), every other occurrence bounds it from
 * below (cov counts them; env holds their join). The diagonal rule is applied
 * once all arguments are matched (method_applicable). */
static bool match_type(Type *pat, Type *actual, Method *m, Type **env, int *cov, bool *exact, bool invariant) {
  /* x <: y, where y may be an argument's own variable (sig_within passes a
   * method's declared types, variables included): one of those is only surely
   * above its lower bound. */
#define MATCH_BELOW(x, y) ((y)->kind == TY_TYPEVAR                                                   \
    ? ((x) == (y) || (x)->kind == TY_BOTTOM || ((y)->tv_lb->kind != TY_BOTTOM && subtype((x), (y)->tv_lb))) \
    : subtype((x), (y)))
  int v = -1;
  bool has_vars = false;
  for (int i = 0; i < m->nsparams; i++) {
    if (m->sparams[i] == pat) v = i;
    if (!has_vars && occurs_in(pat, m->sparams[i])) has_vars = true;
  }
  if (v >= 0) {
    if (actual->kind != TY_VALUE && !subtype(actual, pat->tv_ub)) return false;
    /* a bound naming other variables solves them: E of `A<:AbstractArray{E}` */
    bool bound_has_vars = false;
    for (int i = 0; i < m->nsparams && !bound_has_vars; i++) bound_has_vars = i != v && occurs_in(pat->tv_ub, m->sparams[i]);
    if (bound_has_vars && !match_type(pat->tv_ub, actual, m, env, cov, exact, false)) return false;
    if (invariant && actual->kind != TY_VALUE && !MATCH_BELOW(pat->tv_lb, actual)) return false;
    if (!env[v]) {
      env[v] = actual;
      exact[v] = invariant;
      cov[v] += !invariant;
      return true;
    }
    if (exact[v]) {
      if (invariant) return env[v] == actual;
      cov[v]++;
      return MATCH_BELOW(actual, env[v]);
    }
    if (invariant) {                     /* T was a lower bound; now it is fixed */
      if (!MATCH_BELOW(env[v], actual)) return false;
      env[v] = actual;
      exact[v] = true;
      return true;
    }
    cov[v]++;
    if (env[v] != actual) env[v] = union_type((Type *[]){env[v], actual}, 2);
    return true;
  }
  if (pat->kind == TY_TYPEVAR) {         /* not the method's: any type within its bounds */
    if (has_vars) return match_type(pat->tv_ub, actual, m, env, cov, exact, false);   /* Type{<:AbstractArray{E}} */
    return subtype(actual, pat->tv_ub) && (!invariant || subtype(pat->tv_lb, actual));
  }
  if (!has_vars) return invariant ? pat == actual : subtype(actual, pat);
  if (!invariant && actual->kind == TY_TYPEVAR) return match_type(pat, actual->tv_ub, m, env, cov, exact, false);
  if (!invariant && actual->kind == TY_UNION) {
    /* each member; the union is one occurrence */
    int saved[m->nsparams + 1];
    memcpy(saved, cov, sizeof(int) * (size_t)m->nsparams);
    for (int i = 0; i < actual->nmembers; i++)
      if (!match_type(pat, actual->members[i], m, env, cov, exact, false)) return false;
    for (int i = 0; i < m->nsparams; i++)
      if (cov[i] > saved[i]) cov[i] = saved[i] + 1;
    return true;
  }
  if (!invariant && pat->kind == TY_UNION) {
    /* Union{T, Nothing}: the members without variables first, they bind nothing */
    for (int i = 0; i < pat->nmembers; i++) {
      bool mv = false;
      for (int k = 0; k < m->nsparams && !mv; k++) mv = occurs_in(pat->members[i], m->sparams[k]);
      if (!mv && subtype(actual, pat->members[i])) return true;
    }
    int n = m->nsparams;
    Type *env0[n + 1];
    int cov0[n + 1];
    bool exact0[n + 1];
    memcpy(env0, env, sizeof(Type *) * (size_t)n);
    memcpy(cov0, cov, sizeof(int) * (size_t)n);
    memcpy(exact0, exact, sizeof(bool) * (size_t)n);
    for (int i = 0; i < pat->nmembers; i++) {
      if (match_type(pat->members[i], actual, m, env, cov, exact, false)) return true;
      memcpy(env, env0, sizeof(Type *) * (size_t)n);
      memcpy(cov, cov0, sizeof(int) * (size_t)n);
      memcpy(exact, exact0, sizeof(bool) * (size_t)n);
    }
    return false;
  }
  if (pat->kind == TY_DATATYPE && actual->kind == TY_DATATYPE) {
    if (pat->name == tn_tuple) {
      if (actual->name != tn_tuple) return false;
      int np = pat->nparams, na = actual->nparams;
      bool pva = np && pat->params[np - 1]->kind == TY_VARARG;
      bool ava = na && actual->params[na - 1]->kind == TY_VARARG;
      int fp = np - pva, fa = na - ava;
      if (invariant ? np != na || pva != ava : !pva && (ava || na != np)) return false;
      if (fa < fp) return false;
      /* Vararg{T, N}: N is the number of elements it stands for */
      Type *count = pva ? pat->params[np - 1]->va_count : NULL;
      if (count && (ava || !match_type(count, int_param(fa - fp), m, env, cov, exact, true))) return false;
      for (int i = 0; i < fa; i++) {
        Type *p = i < fp ? pat->params[i] : pat->params[np - 1]->va_elem;
        if (!match_type(p, actual->params[i], m, env, cov, exact, invariant)) return false;
      }
      /* Vararg against Vararg: twice, it may stand for many elements */
      for (int k = 0; ava && k < 2; k++)
        if (!match_type(pat->params[np - 1]->va_elem, actual->params[na - 1]->va_elem, m, env, cov, exact, invariant))
          return false;
      return true;
    }
    if (pat->name == tn_type) {
      Type *p = pat->params[0];
      /* every DataType is a Type */
      if (!invariant && actual == t_datatype && p->kind == TY_TYPEVAR && p->tv_ub == t_any && p->tv_lb == t_bottom)
        return true;
      if (actual->name != tn_type) return false;
      /* Type{Point} (the bare type) holds Point itself, not Point{Int64}; and
       * Point itself is no Point{T} (H(1) of a struct H{T} with no field of type T) */
      if (p->kind == TY_DATATYPE && p->nparams && p == p->name->wrapper) return actual->params[0] == p;
      Type *x = actual->params[0];
      if (p->kind == TY_DATATYPE && x->kind == TY_DATATYPE && x->nparams && x == x->name->wrapper) return false;
      return match_type(p, actual->params[0], m, env, cov, exact, true);
    }
    Type *s = actual;
    if (invariant) {
      if (s->name != pat->name) return false;
    } else {
      while (s && s->name != pat->name) s = s->super;
      if (!s) return false;
    }
    for (int i = 0; i < pat->nparams; i++)
      if (!match_type(pat->params[i], s->params[i], m, env, cov, exact, true)) return false;
    return true;
  }
  return false;
#undef MATCH_BELOW
}

/* Do arguments of types argtypes[0..nargs) match m's parameters, the first
 * `fixed` of them one each and the rest m's Vararg (argtypes[fixed])? A
 * NULL argument type is left out. env gets the `where` values. */
static bool match_arguments(Method *m, Type **argtypes, int nargs, int fixed, Type **env) {
  for (int i = 0; i < m->nsparams; i++) env[i] = NULL;
  int cov[m->nsparams + 1];
  bool exact[m->nsparams + 1];
  memset(cov, 0, sizeof cov);
  memset(exact, 0, sizeof exact);
  for (int i = 0; i < nargs; i++) {
    Type *decl = m->argtypes[i < fixed ? i : fixed];
    if (argtypes[i] && !match_type(decl, argtypes[i], m, env, cov, exact, false)) return false;
  }
  /* Vararg{T, N}: N is how many there are */
  if (m->va_count && !match_type(m->va_count, int_param(nargs - fixed), m, env, cov, exact, true)) return false;
  for (int i = 0; i < m->nsparams; i++) {
    Type *t = env[i], *v = m->sparams[i];
    if (!t || !is_diagonal(cov[i], exact[i])) continue;
    /* a diagonal variable is a concrete type (or, comparing two methods, the
     * other's variable); one with an abstract lower bound cannot be. Two
     * types are DataTypes: (Type{Int64}, Type{Int8}) binds T to DataType. */
    if (t->kind == TY_UNION) {
      bool types = true;
      for (int k = 0; k < t->nmembers && types; k++)
        types = t->members[k]->kind == TY_DATATYPE && t->members[k]->name == tn_type &&
                t->members[k]->params[0]->kind == TY_DATATYPE;
      if (types) env[i] = t = t_datatype;
    }
    if (!(t->is_concrete || t->kind == TY_TYPEVAR || t->kind == TY_VALUE)) return false;
    if (v->tv_lb->kind != TY_BOTTOM && !v->tv_lb->is_concrete) return false;
  }
  /* A variable no argument binds (only inside an empty Vararg, or in a Union
   * member not taken) stays undefined, as Julia's static parameter does: the
   * method still applies. */
  return true;
}

/* Is one of the arguments a tuple of run-time length? */
static bool has_vatuple(Type **argtypes, int nargs) {
  for (int i = 0; i < nargs; i++)
    if (argtypes[i] && type_vatuple_elem(argtypes[i])) return true;
  return false;
}

/* Type{Array{T, 2}} with T an alias's own variable: the type of a bare
 * alias such as Matrix */
static bool is_bare_alias(Type *t) {
  if (!t || t->kind != TY_DATATYPE || t->name != tn_type || t->params[0]->kind != TY_DATATYPE) return false;
  Type *body = t->params[0];
  for (int i = 0; i < body->nparams; i++)
    if (body->params[i]->kind == TY_TYPEVAR && body->params[i]->tv_alias) return true;
  return false;
}

bool method_applicable(Method *m, Type **argtypes, int nargs, Type **env) {
  int fixed = m->is_vararg ? m->nargs - 1 : m->nargs;
  if (m->is_vararg ? nargs < fixed : nargs != fixed) return false;
  if (m->runtime_length && !has_vatuple(argtypes, nargs)) return false;
  if (m->self_exact && argtypes[0] != m->argtypes[0]) return false;   /* Point(...) vs Point{Int}(...) */
  /* Matrix(x), the bare alias, as Julia calls Type{Matrix}: only the methods
   * defined on it (Matrix(x) = ...), not Matrix{T}(x) where T */
  if (!m->self_exact && m->func->ctor_of && nargs && is_bare_alias(argtypes[0])) return false;
  return match_arguments(m, argtypes, nargs, fixed, env);
}

/* Is every call a's signature accepts also accepted by b? Compared on a's
 * declared types; a's variables stand for themselves (bounded unknowns). A
 * Vararg of a is given at least twice, as Julia's subtyping does for the
 * diagonal rule; and a Vararg a, which may be called with only its fixed
 * arguments, needs a b asking no more. */
/* The type variables of t that are not among m's (a bare `Pair`'s own
 * parameters), each once. */
static void free_vars_not_of(Type *t, Method *m, VEC_TYPE *out) {
  if (t->kind == TY_TYPEVAR) {
    for (int i = 0; i < m->nsparams; i++)
      if (m->sparams[i] == t) return;
    for (int i = 0; i < out->len; i++)
      if (out->items[i] == t) return;
    vec_push(*out, t);
  } else if (t->kind == TY_VARARG) {
    free_vars_not_of(t->va_elem, m, out);
    if (t->va_count) free_vars_not_of(t->va_count, m, out);
  } else if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++) free_vars_not_of(t->members[i], m, out);
  } else if (t->kind == TY_DATATYPE) {
    for (int i = 0; i < t->nparams; i++) free_vars_not_of(t->params[i], m, out);
  }
}

/* A declared type as one argument of a call: a bare `Pair` is
 * Pair{A, B} where {A, B} for this argument alone, so its variables are
 * renamed apart from every other argument's (Tuple{Pair, Pair} is not within
 * Tuple{Pair{K, V}, Pair{K, V}} where {K, V}). */
static Type *argument_instance(Type *t, Method *m) {
  if (t->kind == TY_DATATYPE && t->name == tn_type) return t;    /* Type{Point}: the bare type itself */
  VEC_TYPE vars = {0};
  free_vars_not_of(t, m, &vars);
  if (!vars.len) return t;
  Type **fresh = NEW_ARRAY(Type *, vars.len);
  for (int i = 0; i < vars.len; i++)
    fresh[i] = typevar_new(vars.items[i]->tv_name, vars.items[i]->tv_lb, vars.items[i]->tv_ub);
  return type_subst(t, vars.items, fresh, vars.len);
}

static bool sig_within(Method *a, Method *b) {
  if (a->is_vararg && (!b->is_vararg || a->nargs < b->nargs)) return false;
  int n = a->nargs > b->nargs ? a->nargs : b->nargs;
  int count = a->is_vararg ? n + 1 : a->nargs;
  Type **args = NEW_ARRAY(Type *, count + 1);
  for (int i = 0; i < count; i++) args[i] = argument_instance(a->argtypes[i < a->nargs ? i : a->nargs - 1], a);
  Type **env = NEW_ARRAY(Type *, b->nsparams + 1);
  return method_applicable(b, args, count, env);
}

/* Julia's specificity (jl_type_morespecific): a is more specific than b if
 * its signature is within b's and b's is not within a's. When neither is,
 * Julia's heuristics decide, argument by argument (tuple_morespecific in
 * Julia's subtype.c): a wins if no argument of b is more specific than a's,
 * each of a's is more specific than or within b's, and one is more specific.
 * For two arguments x and y (type_morespecific_, simplified): a variable
 * counts as its upper bound, except that Tuple{T, T} beats Tuple{Any, Any};
 * Any is the least specific; a union is more specific than y if one of its
 * members strictly is (and y's are not); otherwise a strict subtype is. So
 * f(::Union{Int64, String}) beats f(::Integer) for an Int64, and
 * f(::Type, ::Type) beats f(::T, ::T) where T for two types. */
static bool more_specific(Method *a, Method *b) {
  /* of two methods that take a tuple of run-time length, the one made for
   * them (Method.runtime_length) wins: the other is chosen per length */
  if (a->runtime_length != b->runtime_length) return a->runtime_length;
  if (a->sig == b->sig) return false;
  bool ab, ba;
  if (a->nsparams || b->nsparams) {
    ab = sig_within(a, b);
    ba = sig_within(b, a);
  } else {
    ab = subtype(a->sig, b->sig);
    ba = subtype(b->sig, a->sig);
  }
  if (ab && ba) return !a->is_vararg && b->is_vararg;   /* equal-looking: fixed arity wins */
  if (ab || ba) return ab;
#define MS_OCCURS(me, v) __extension__({                                                  \
      int c_ = 0;                                                                          \
      for (int k_ = 0; k_ < (me)->nargs; k_++) c_ += occurs_in((me)->argtypes[k_], (v));   \
      c_;                                                                                  \
    })
#define MS_STRICT(x, y) (subtype((x), (y)) && !subtype((y), (x)))
#define MS_ELEM(x0, xm, y0) __extension__({                                                       \
      Type *x_ = (x0), *y_ = (y0);                                                               \
      bool r_ = false;                                                                           \
      if (x_ == y_) {                                                                            \
      } else if (x_->kind == TY_TYPEVAR && y_ == t_any && x_->tv_ub == t_any) {                   \
        r_ = MS_OCCURS(xm, x_) > 1;                                                              \
      } else {                                                                                   \
        if (x_->kind == TY_TYPEVAR) x_ = x_->tv_ub;                                              \
        if (y_->kind == TY_TYPEVAR) y_ = y_->tv_ub;                                              \
        if (x_ == t_any || x_ == y_) {                                                           \
        } else if (y_ == t_any) {                                                                \
          r_ = true;                                                                             \
        } else if (x_->kind == TY_UNION) {                                                       \
          if (!subtype(y_, x_)) {                                                                \
            for (int k_ = 0; k_ < x_->nmembers && !r_; k_++) r_ = MS_STRICT(x_->members[k_], y_); \
            if (r_ && y_->kind == TY_UNION)                                                      \
              for (int k_ = 0; k_ < y_->nmembers && r_; k_++)                                    \
                if (MS_STRICT(y_->members[k_], x_)) r_ = false;                                  \
          }                                                                                      \
        } else if (y_->kind == TY_UNION) {                                                       \
          for (int k_ = 0; k_ < y_->nmembers && !r_; k_++) r_ = MS_STRICT(x_, y_->members[k_]);   \
          if (r_ && !subtype(x_, y_))                                                            \
            for (int k_ = 0; k_ < y_->nmembers && r_; k_++)                                      \
              if (MS_STRICT(y_->members[k_], x_)) r_ = false;                                    \
        } else if (x_->kind == TY_DATATYPE && x_->name == tn_type && y_ == t_datatype &&         \
                   x_->params[0]->kind == TY_TYPEVAR) {                                          \
          r_ = x_->params[0]->tv_ub != t_any;                                                    \
        } else {                                                                                 \
          r_ = MS_STRICT(x_, y_);                                                                \
        }                                                                                        \
      }                                                                                          \
      r_; })
  int clen = a->nargs, plen = b->nargs;
  bool cva = a->is_vararg, pva = b->is_vararg;
  if (plen == 0) return false;
  if (clen == 0) return true;
  bool cdiag = false, pdiag = false, some = false;
  for (int i = 0;; i++) {
    if (cva && pva && i >= clen && i >= plen) break;
    Type *ce = i < clen ? a->argtypes[i] : cva ? a->argtypes[clen - 1] : NULL;
    Type *pe = i < plen ? b->argtypes[i] : pva ? b->argtypes[plen - 1] : NULL;
    if (!ce) {
      if (!pe) break;
      return true;
    }
    if (!pe) {
      if (!cva && !some) return false;
      break;
    }
    if (MS_ELEM(pe, b, ce)) return false;
    if (!cdiag && ce->kind == TY_TYPEVAR && MS_OCCURS(a, ce) > 1) cdiag = true;
    if (!pdiag && pe->kind == TY_TYPEVAR && MS_OCCURS(b, pe) > 1) pdiag = true;
    if (cva && pva && i >= clen - 1 && i >= plen - 1 && (some || (cdiag && !pdiag))) return true;
    bool cms = MS_ELEM(ce, a, pe);
    if (!cms && !subtype(ce, pe)) return false;
    if (cms) some = true;
  }
  if (cva && pva && clen > plen && (!pdiag || cdiag)) return true;
  if (cva && !pva && !some) return false;
  return some || (cdiag && !pdiag);
#undef MS_OCCURS
#undef MS_STRICT
#undef MS_ELEM
}

bool method_more_specific(Method *a, Method *b) { return more_specific(a, b); }

/* A call naming keywords is Julia's Core.kwcall(kws, f, args...), whose
 * methods are made only for the methods of f that declare keywords: it
 * dispatches among those alone, on the positional arguments. */
bool method_takes_keywords(Method *m) { return m->nkw || m->kw_rest; }

static Method **matching(Func *f, Type **argtypes, int nargs, bool kwcall, int *count) {
  VEC(Method *) found = {0};
  /* a first argument of a concrete type: only the methods of its name or of none */
  TypeName *first = nargs && argtypes[0] && argtypes[0]->is_concrete ? first_arg_name(argtypes[0]) : NULL;
  int n = f->methods.len, *at = NULL;
  if (first) {
    IntList a = method_group(f, first)->at, b = method_group(f, NULL)->at;
    n = a.len + b.len;
    at = NEW_ARRAY(int, n + 1);
    for (int i = 0, j = 0; i + j < n;) {       /* merged, in the order of f->methods */
      bool from_a = j == b.len || (i < a.len && a.items[i] < b.items[j]);
      at[i + j] = from_a ? a.items[i] : b.items[j];
      if (from_a) i++;
      else j++;
    }
  }
  for (int k = 0; k < n; k++) {
    Method *m = f->methods.items[at ? at[k] : k];
    if (kwcall && !method_takes_keywords(m)) continue;
    Type **env = NEW_ARRAY(Type *, m->nsparams + 1);
    if (method_applicable(m, argtypes, nargs, env)) vec_push(found, m);
  }
  *count = found.len;
  return found.items;
}

Method **methods_matching(Func *f, Type **argtypes, int nargs, int *count, bool *ambiguous) {
  *ambiguous = false;
  return matching(f, argtypes, nargs, false, count);
}

static Method *dispatch_among(Method **cands, int n, Type **argtypes, int nargs, Type ***sparam_vals, bool *ambiguous);
static Method *dispatch_uncached(Func *f, Type **argtypes, int nargs, bool kwcall, Type ***sparam_vals,
                                 bool *ambiguous) {
  int n;
  Method **cands = matching(f, argtypes, nargs, kwcall, &n);
  return dispatch_among(cands, n, argtypes, nargs, sparam_vals, ambiguous);
}

Method *method_dispatch_excluding(Func *f, Type **argtypes, int nargs, Method *excluded, Type ***sparam_vals, bool *ambiguous) {
  int n, kept = 0;
  *ambiguous = false;
  Method **cands = matching(f, argtypes, nargs, false, &n);
  for (int i = 0; i < n; i++)
    if (cands[i] != excluded) cands[kept++] = cands[i];
  return dispatch_among(cands, kept, argtypes, nargs, sparam_vals, ambiguous);
}

/* The most specific of the methods cands that apply to argtypes */
static Method *dispatch_among(Method **cands, int n, Type **argtypes, int nargs, Type ***sparam_vals, bool *ambiguous) {
  Method *best = NULL;
  for (int i = 0; i < n; i++) {
    bool beats_all = true;
    for (int j = 0; j < n && beats_all; j++)
      if (i != j && !more_specific(cands[i], cands[j])) beats_all = false;
    if (beats_all) { best = cands[i]; break; }
  }
  if (!best && n) { *ambiguous = true; return NULL; }
  if (best) {
    *sparam_vals = NEW_ARRAY(Type *, best->nsparams + 1);
    method_applicable(best, argtypes, nargs, *sparam_vals);
  }
  return best;
}

/* Inference asks the same dispatch question again and again; a function
 * with thousands of methods would be scanned at every call. Answers are kept
 * by function, its method count (a method added later makes a new key) and
 * the argument types (interned, so compared by pointer). */
typedef struct DispatchEntry {
  Func *f;
  int nmethods, nargs;
  bool kwcall;
  Type **args;
  Method *m;
  Type **sparams;
  bool ambiguous;
} DispatchEntry;
static struct { DispatchEntry *slots; size_t cap, len; } dispatch_cache;

static uint64_t dispatch_hash(Func *f, int nmethods, bool kwcall, Type **args, int nargs) {
  uint64_t h = ((uint64_t)(uintptr_t)f >> 3) * 0x9e3779b97f4a7c15ull ^ (uint64_t)nmethods ^ (uint64_t)kwcall << 40;
  for (int i = 0; i < nargs; i++) h = (h ^ (uint64_t)args[i]->id) * 0x100000001b3ull;
  return h;
}

static DispatchEntry *dispatch_slot(Func *f, int nmethods, bool kwcall, Type **args, int nargs) {
  if (2 * (dispatch_cache.len + 1) > dispatch_cache.cap) {
    size_t cap = dispatch_cache.cap ? dispatch_cache.cap * 2 : 4096;
    DispatchEntry *slots = NEW_ARRAY(DispatchEntry, cap);
    for (size_t i = 0; i < dispatch_cache.cap; i++) {
      DispatchEntry *e = &dispatch_cache.slots[i];
      if (!e->f) continue;
      size_t j = dispatch_hash(e->f, e->nmethods, e->kwcall, e->args, e->nargs) & (cap - 1);
      while (slots[j].f) j = (j + 1) & (cap - 1);
      slots[j] = *e;
    }
    dispatch_cache.slots = slots;
    dispatch_cache.cap = cap;
  }
  size_t j = dispatch_hash(f, nmethods, kwcall, args, nargs) & (dispatch_cache.cap - 1);
  for (;; j = (j + 1) & (dispatch_cache.cap - 1)) {
    DispatchEntry *e = &dispatch_cache.slots[j];
    if (!e->f) return e;
    if (e->f == f && e->nmethods == nmethods && e->kwcall == kwcall && e->nargs == nargs &&
        !memcmp(e->args, args, sizeof(Type *) * (size_t)nargs))
      return e;
  }
}

static Method *dispatch(Func *f, Type **argtypes, int nargs, bool kwcall, Type ***sparam_vals, bool *ambiguous) {
  DispatchEntry *e = dispatch_slot(f, f->methods.len, kwcall, argtypes, nargs);
  if (!e->f) {
    bool amb = false;
    Type **sp = NULL;
    Method *m = dispatch_uncached(f, argtypes, nargs, kwcall, &sp, &amb);
    e->f = f;
    e->nmethods = f->methods.len;
    e->kwcall = kwcall;
    e->nargs = nargs;
    e->args = NEW_ARRAY(Type *, nargs + 1);
    memcpy(e->args, argtypes, sizeof(Type *) * (size_t)nargs);
    e->m = m;
    e->sparams = sp;
    e->ambiguous = amb;
    dispatch_cache.len++;
  }
  *ambiguous = e->ambiguous;
  if (e->m) *sparam_vals = e->sparams;
  return e->m;
}

Method *method_dispatch(Func *f, Type **argtypes, int nargs, Type ***sparam_vals, bool *ambiguous) {
  return dispatch(f, argtypes, nargs, false, sparam_vals, ambiguous);
}

Method *method_dispatch_kw(Func *f, Type **argtypes, int nargs, int nkw, Type ***sparam_vals, bool *ambiguous) {
  return dispatch(f, argtypes + nkw, nargs - nkw, nkw > 0, sparam_vals, ambiguous);
}

const char *func_display_name(Func *f) {
  if (f->ctor_of) return f->ctor_of->name;
  return f->name;
}

const char *call_sig_str(Func *f, Type **argtypes, int nargs) {
  StrBuf b = {0};
  int first = 0;
  if (f->ctor_of && nargs && argtypes[0]->kind == TY_DATATYPE && argtypes[0]->name == tn_type) {
    sb_puts(&b, type_str(argtypes[0]->params[0]));    /* the type called: Point or Point{Int64} */
    first = 1;
  } else if (f->functor_of && nargs) {
    sb_printf(&b, "(::%s)", type_str(argtypes[0]));    /* the value called: (::Poly) */
    first = 1;
  } else {
    sb_puts(&b, func_display_name(f));
  }
  sb_puts(&b, "(");
  for (int i = first; i < nargs; i++) {
    if (i > first) sb_puts(&b, ", ");
    sb_puts(&b, "::");
    sb_puts(&b, type_str(argtypes[i]));
  }
  sb_puts(&b, ")");
  const char *s = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return s;
}

/* ---- Julia's MethodError notes (base/errorshow.jl) ---- */

/* Parameter k of m as a candidate shows it: ::T, ::T... for the Vararg. */
static void candidate_param(StrBuf *b, Method *m, int k, bool matched) {
  sb_printf(b, "%s::%s%s", matched ? "" : "!Matched", type_str(m->argtypes[k]),
            m->is_vararg && k == m->nargs - 1 ? "..." : "");
}

/* A `where` variable as Julia shows it: T, T<:Real, Int64<:T<:Real. */
static void candidate_tvar(StrBuf *b, Type *v) {
  if (v->tv_lb->kind != TY_BOTTOM) sb_printf(b, "%s<:", type_str(v->tv_lb));
  sb_puts(b, v->tv_name);
  if (v->tv_ub != t_any) sb_printf(b, "<:%s", type_str(v->tv_ub));
}

/* Method m as a candidate for arguments of types at[0..n) (Julia's
 * show_method_candidates): its signature, !Matched:: marking a parameter the
 * arguments up to it cannot take (such a position then stops constraining
 * the rest), and its file:line; *score counts the arguments it takes.
 * NULL when it takes none of two or more arguments. */
static const char *candidate_line(Method *m, Type **at, int n, Sym *kwnames, int nkw, int *score) {
  StrBuf b = {0};
  Type **t = NEW_ARRAY(Type *, n + 1);
  memcpy(t, at, sizeof(Type *) * (size_t)n);
  Type **env = NEW_ARRAY(Type *, m->nsparams + 1);
  int np = m->nargs, right = 0;
  sb_printf(&b, "  %s(", m->func->name);
  for (int p = 0; p < n && p < np; p++) {
    bool va = m->is_vararg && p == np - 1;      /* the Vararg takes all the arguments left */
    int j = va ? n : p + 1;
    bool ok = match_arguments(m, t, j, va ? p : j, env);
    if (p) sb_puts(&b, ", ");
    candidate_param(&b, m, p, ok);
    if (!ok) t[p] = NULL;
    else if (j == p + 1) right++;
  }
  if (n > np && np > 0 && m->is_vararg) {
    /* each argument the Vararg takes counts (alone against its type) */
    Type **one = NEW_ARRAY(Type *, np);
    for (int q = np - 1; q < n; q++) {
      one[np - 1] = at[q];
      if (match_arguments(m, one, np, np - 1, env)) right++;
    }
  }
  if (right == 0 && n >= 2) {
    free(b.items);
    return NULL;
  }
  for (int k = n; k < np; k++) {
    if (k) sb_puts(&b, ", ");
    candidate_param(&b, m, k, false);
  }
  for (int k = 0; k < m->nkw; k++) sb_printf(&b, "%s%s", k ? ", " : "; ", m->kw_names[k]);
  if (m->kw_rest) sb_printf(&b, "%s%s...", m->nkw ? ", " : "; ", m->kw_rest);
  sb_puts(&b, ")");
  for (int k = 0; k < m->nsparams; k++) {
    sb_puts(&b, k ? ", " : m->nsparams > 1 ? " where {" : " where ");
    candidate_tvar(&b, m->sparams[k]);
  }
  if (m->nsparams > 1) sb_puts(&b, "}");
  /* the keywords given that it does not take, as Julia lists them */
  VEC(Sym) unexpected = {0};
  for (int i = 0; i < nkw; i++)
    if (!method_takes_keyword(m, kwnames[i])) vec_push(unexpected, kwnames[i]);
  if (unexpected.len) sb_printf(&b, " got unsupported keyword argument%s ", unexpected.len > 1 ? "s" : "");
  for (int i = 0; i < unexpected.len; i++) sb_printf(&b, "%s\"%s\"", i ? ", " : "", unexpected.items[i]);
  sb_printf(&b, "\n   @ %s %s:%d", m->module->name, m->loc.file ? m->loc.file->path : "none", m->loc.line);
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  *score = right;
  return r;
}

const char *method_error_notes(Func *f, Type **at, int n, Sym *kwnames, int nkw) {
  at += nkw;       /* the keywords come first; candidates are on the positional arguments */
  n -= nkw;
  if (f->builtin || f->functor_of) return "";          /* (a callable value's would show the value) */
  if (f->ctor_of) {
    Type *called = n && at[0]->kind == TY_DATATYPE && at[0]->name == tn_type ? at[0]->params[0] : NULL;
    if (!called) return "";
    return arena_printf("\nThe type `%s` exists, but no method is defined for this combination of argument types "
                        "when trying to construct it.", type_str(called));
  }
  StrBuf b = {0};
  Type **sp;
  bool ambiguous;
  /* (a keyword call that some method would take without its keywords) */
  if (nkw && (method_dispatch(f, at, n, &sp, &ambiguous) || ambiguous))
    sb_puts(&b, "\nThis method does not support all of the given keyword arguments (and may not support any).");
  else
    sb_printf(&b, "\nThe function `%s` exists, but no method is defined for this combination of argument types.", f->name);
  /* Base's candidates would name Julia's own files: only a function all of
   * whose methods the program defines lists them */
  bool own = f->module == main_module;
  for (int i = 0; i < f->methods.len; i++) own &= f->methods.items[i]->module == main_module;
  int nlines = 0;
  const char **lines = NEW_ARRAY(const char *, f->methods.len + 1);
  int *scores = NEW_ARRAY(int, f->methods.len + 1);
  for (int i = 0; i < f->methods.len && own; i++) {
    const char *l = candidate_line(f->methods.items[i], at, n, kwnames, nkw, &scores[nlines]);
    if (l) lines[nlines++] = l;
  }
  if (nlines) {
    sb_puts(&b, "\n\nClosest candidates are:");
    /* the most arguments taken first; ties in definition order (a stable sort) */
    for (int shown = 0, best = n + 1; best >= 0 && shown <= 3; best--)
      for (int i = 0; i < nlines && shown <= 3; i++) {
        if (scores[i] != best) continue;
        sb_puts(&b, shown++ < 3 ? "\n" : "\n  ...");
        if (shown <= 3) sb_puts(&b, lines[i]);
      }
    sb_puts(&b, "\n");
  }
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* Method m as Julia shows it (show_method): h(x, y::Int64) where T, then
 * its module and file:line on the next line. */
static void show_method(StrBuf *b, Method *m) {
  sb_printf(b, "%s(", m->func->name);
  for (int k = 0; k < m->nargs; k++) {
    bool va = m->is_vararg && k == m->nargs - 1;
    sb_printf(b, "%s%s", k ? ", " : "", m->argnames[k] ? m->argnames[k] : "");
    if (m->argtypes[k] != t_any || !m->argnames[k]) sb_printf(b, "::%s", type_str(m->argtypes[k]));
    if (va) sb_puts(b, "...");
  }
  for (int k = 0; k < m->nkw; k++) sb_printf(b, "%s%s", k ? ", " : "; ", m->kw_names[k]);
  if (m->kw_rest) sb_printf(b, "%s%s...", m->nkw ? ", " : "; ", m->kw_rest);
  sb_puts(b, ")");
  for (int k = 0; k < m->nsparams; k++) {
    sb_puts(b, k ? ", " : m->nsparams > 1 ? " where {" : " where ");
    candidate_tvar(b, m->sparams[k]);
  }
  if (m->nsparams > 1) sb_puts(b, "}");
  sb_printf(b, "\n    @ %s %s:%d", m->module->name, m->loc.file ? m->loc.file->path : "none", m->loc.line);
}

const char *method_ambiguity_notes(Func *f, Type **at, int n) {
  if (f->builtin || f->functor_of || f->ctor_of) return "";
  /* the methods that apply, none more specific than another: the latest
   * defined first, as Julia lists them */
  VEC(Method *) cands = {0};
  Type **env = NULL;
  for (int i = f->methods.len - 1; i >= 0; i--) {
    Method *m = f->methods.items[i];
    env = NEW_ARRAY(Type *, m->nsparams + 1);
    if (method_applicable(m, at, n, env)) vec_push(cands, m);
  }
  StrBuf b = {0};
  sb_puts(&b, "\n\nCandidates:");
  int shown = 0;
  Method **fix = NEW_ARRAY(Method *, cands.len + 1);
  for (int i = 0; i < cands.len; i++) {
    bool beaten = false;
    for (int j = 0; j < cands.len && !beaten; j++) beaten = j != i && more_specific(cands.items[j], cands.items[i]);
    if (beaten) continue;
    sb_puts(&b, "\n  ");
    show_method(&b, cands.items[i]);
    fix[shown++] = cands.items[i];
  }
  /* Possible fix: each argument the narrowest of the candidates' types,
   * when they nest (without `where` variables or varargs to intersect) */
  bool nest = true;
  Type **sig = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < shown && nest; i++) nest = !fix[i]->nsparams && !fix[i]->is_vararg && fix[i]->nargs == n;
  for (int k = 0; k < n && nest; k++) {
    sig[k] = t_any;
    for (int i = 0; i < shown && nest; i++) {
      Type *t = fix[i]->argtypes[k];
      if (subtype(t, sig[k])) sig[k] = t;
      else nest = subtype(sig[k], t);
    }
  }
  if (nest) {
    sb_printf(&b, "\n\nPossible fix, define\n  %s(", f->name);
    for (int k = 0; k < n; k++) sb_printf(&b, "%s::%s", k ? ", " : "", type_str(sig[k]));
    sb_puts(&b, ")");
  } else {
    sb_puts(&b, "\n\nTo resolve the ambiguity, try making one of the methods more specific, or adding a new "
                "method more specific than any of the existing applicable methods.");
  }
  sb_puts(&b, "\n");
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* ---------------- boot ---------------- */
static Node *parse_path(const char *path) {
  SourceFile *sf = source_load(path);
  if (!sf) fatal("cannot read %s", path);
  return parse_file(sf);
}

static Type *core_type_named(const char *name) {
  Binding *b = module_lookup(core_module, sym(name));
  if (!b || b->kind != BIND_CONST || b->value.type->name != tn_type) fatal("internal: base/boot.jl does not define %s", name);
  return b->value.ty;
}

void builtins_init(void);


bool file_in_base(const SourceFile *f) {
  return base_dir_prefix && !strncmp(f->path, base_dir_prefix, strlen(base_dir_prefix));
}

const char *file_shown(const SourceFile *f) {
  return file_in_base(f) ? arena_printf("./%s", f->path + strlen(base_dir_prefix)) : f->path;
}

/* Core (the compiler's types plus base/boot.jl), then Base, then an empty
 * Main that sees both: what every program (and unit test) starts from. */
void program_boot(const char *base_dir) {
  base_dir_prefix = arena_printf("%s/", base_dir);
  types_init();
  builtins_init();
  load_source(parse_path(arena_printf("%s/boot.jl", base_dir)), core_module);
  t_nothing = core_type_named("Nothing");
  t_bool = core_type_named("Bool");
  t_int8 = core_type_named("Int8");
  t_int16 = core_type_named("Int16");
  t_int32 = core_type_named("Int32");
  t_int64 = core_type_named("Int64");
  types_int64_defined();
  t_uint8 = core_type_named("UInt8");
  t_uint16 = core_type_named("UInt16");
  t_uint32 = core_type_named("UInt32");
  t_uint64 = core_type_named("UInt64");
  t_float32 = core_type_named("Float32");
  t_float64 = core_type_named("Float64");
  t_char = core_type_named("Char");
  Type *abstract_string = core_type_named("AbstractString");
  t_string->super = abstract_string;            /* String is the compiler's; its place is boot.jl's */
  t_string->name->super = abstract_string;
  /* so is Array, whose place is under DenseArray{T,N}: the instances made
   * so far (the aliases' Array{T,1}) get it too */
  tn_array->super = type_apply(core_type_named("DenseArray")->name, tn_array->params, 2, (Loc){0});
  for (int i = 0; i < tn_array->instances.len; i++) {
    Type *a = tn_array->instances.items[i];
    a->super = type_subst(tn_array->super, tn_array->params, a->params, 2);
  }
  Type *dense_vector[2] = {tn_memory->params[0], int_param(1)};
  tn_memory->super = type_apply(core_type_named("DenseArray")->name, dense_vector, 2, (Loc){0});
  for (int i = 0; i < tn_memory->instances.len; i++) {
    Type *m = tn_memory->instances.items[i];
    m->super = type_subst(tn_memory->super, tn_memory->params, m->params, 1);
  }
  Binding *nb = module_binding(core_module, sym("nothing"));
  nb->kind = BIND_CONST;
  nb->value.type = t_nothing;
  base_module = module_new(sym("Base"), NULL);
  vec_push(base_module->usings, core_module);
  vec_push(base_module->usings, intrinsics_module);
  bind_module(core_module, sym("Base"), base_module);
  bind_module(core_module, sym("Core"), core_module);
  load_source(parse_path(arena_printf("%s/Base.jl", base_dir)), base_module);
  main_module = module_new(sym("Main"), NULL);
  vec_push(main_module->usings, base_module);
  vec_push(main_module->usings, core_module);
  bind_module(main_module, sym("Main"), main_module);
}
