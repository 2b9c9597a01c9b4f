/* types.c — type objects: construction (interned), subtyping, joins and
 * printing. The rules follow Julia's: parameters are invariant, tuples are
 * covariant, Union{} is below everything and Any above. */
#include <ctype.h>
#include "types.h"
#include "../runtime/symbol_syntax.h"   /* how a Symbol shows: :a, :+, Symbol("a b") */

Type *t_any, *t_bottom, *t_nothing, *t_bool, *t_int64, *t_int32, *t_uint8, *t_uint32, *t_uint64,
    *t_uint16, *t_int8, *t_int16, *t_float64, *t_float32, *t_char, *t_string, *t_symbol, *t_module,
    *t_datatype, *t_function, *t_ptr_void, *t_empty_tuple,
    *t_unionall, *t_uniontype, *t_typeofbottom;
TypeName *tn_tuple, *tn_type, *tn_ptr, *tn_array, *tn_memory, *tn_namedtuple;
Module *core_module, *base_module, *main_module, *intrinsics_module;

/* Julia splits unions of at most this many members at call sites (its
 * MAX_UNION_SPLITTING); larger joins widen to Any. */
int max_union_length = 4;

static int next_type_id;
static VEC(Type *) unions;      /* interned unions */
static VEC(Type *) varargs;

static Type *type_new(TypeKind k) {
  Type *t = NEW(Type);
  t->kind = k;
  t->id = next_type_id++;
  return t;
}

TypeName *typename_new(Sym name, Module *m, int nparams, Type **params, Type *super, Loc loc) {
  TypeName *tn = NEW(TypeName);
  tn->name = name;
  tn->module = m;
  tn->nparams = nparams;
  tn->params = params;
  tn->super = super;
  tn->loc = loc;
  return tn;
}

static bool compute_free_vars(Type *t) {
  switch (t->kind) {
  case TY_TYPEVAR: return true;
  case TY_VARARG: return type_has_free_vars(t->va_elem) || (t->va_count && type_has_free_vars(t->va_count));
  case TY_UNION:
    for (int i = 0; i < t->nmembers; i++)
      if (type_has_free_vars(t->members[i])) return true;
    return false;
  case TY_DATATYPE:
    for (int i = 0; i < t->nparams; i++)
      if (type_has_free_vars(t->params[i])) return true;
    return false;
  default: return false;
  }
}

/* Memoized: types are interned and never change once made, and deep tuple
 * types are asked about over and over (subtyping, lowering). */
bool type_has_free_vars(Type *t) {
  if (!t->free_vars) t->free_vars = compute_free_vars(t) ? 1 : -1;
  return t->free_vars > 0;
}

/* Does t have a free variable that is not quantified in t itself (a
 * method's `where` variable, a pattern)? */
static bool has_unbound_vars(Type *t) {
  switch (t->kind) {
  case TY_TYPEVAR: return !t->tv_bound;
  case TY_VARARG: return has_unbound_vars(t->va_elem) || (t->va_count && has_unbound_vars(t->va_count));
  case TY_UNION:
    for (int i = 0; i < t->nmembers; i++)
      if (has_unbound_vars(t->members[i])) return true;
    return false;
  case TY_DATATYPE:
    for (int i = 0; i < t->nparams; i++)
      if (has_unbound_vars(t->params[i])) return true;
    return false;
  default: return false;
  }
}

/* Whether Type{x} has one value, x: x has no free variables, or is a bare
 * parametric type (Point, the wrapper over its own variables) or one given
 * its first parameters only (NamedTuple{(:a,)}), or a bare alias (Vector),
 * or a union of such types (Union{Integer, Rational}); a pattern like
 * Type{T} is not one. */
static bool names_one_type(Type *x) {
  if (x->kind == TY_UNION) {
    for (int i = 0; i < x->nmembers; i++)
      if (!names_one_type(x->members[i])) return false;
    return true;
  }
  if (!has_unbound_vars(x)) return true;
  if (x->kind != TY_DATATYPE || !x->nparams || x->name == tn_tuple) return false;
  int k = x->nparams;   /* parameters from k on are the definition's own */
  while (k > 0 && x->params[k - 1] == x->name->params[k - 1]) k--;
  for (int i = 0; i < k; i++)
    if (type_has_free_vars(x->params[i])) return false;
  return k < x->nparams;
}

Type *type_kind_of(Type *x) {
  if (x->kind == TY_BOTTOM) return t_typeofbottom;
  if (x->kind == TY_UNION) return t_uniontype;
  if (x->kind == TY_DATATYPE && type_has_free_vars(x) && names_one_type(x)) return t_unionall;
  return t_datatype;   /* (of a pattern with a method's variables too: what it stands for) */
}

/* Every application of a type name, by name and parameters (Tuple and Type
 * have thousands, so their instances list is not searched). */
static struct { Type **slots; size_t cap, len; } applied;

static uint64_t applied_hash(TypeName *tn, Type **params, int nparams) {
  uint64_t h = ((uint64_t)(uintptr_t)tn >> 3) * 0x9e3779b97f4a7c15ull ^ (uint64_t)nparams;
  for (int i = 0; i < nparams; i++) h = (h ^ (uint64_t)params[i]->id) * 0x100000001b3ull;
  return h;
}

/* The slot holding TypeName tn applied to params, or the empty one where it goes. */
static Type **applied_slot(TypeName *tn, Type **params, int nparams) {
  if (2 * (applied.len + 1) > applied.cap) {
    size_t cap = applied.cap ? applied.cap * 2 : 4096;
    Type **slots = NEW_ARRAY(Type *, cap);
    for (size_t i = 0; i < applied.cap; i++) {
      Type *t = applied.slots[i];
      if (!t) continue;
      size_t j = applied_hash(t->name, t->params, t->nparams) & (cap - 1);
      while (slots[j]) j = (j + 1) & (cap - 1);
      slots[j] = t;
    }
    applied.slots = slots;
    applied.cap = cap;
  }
  size_t j = applied_hash(tn, params, nparams) & (applied.cap - 1);
  for (;; j = (j + 1) & (applied.cap - 1)) {
    Type *t = applied.slots[j];
    if (!t || (t->name == tn && t->nparams == nparams &&
               (!nparams || !memcmp(t->params, params, sizeof(Type *) * (size_t)nparams))))
      return &applied.slots[j];
  }
}

Type *type_apply(TypeName *tn, Type **params, int nparams, Loc loc) {
  Type *last = tn == tn_tuple && nparams ? params[nparams - 1] : NULL;
  if (last && last->kind == TY_VARARG && last->va_count && last->va_count->kind == TY_VALUE && !last->va_count->rt_value) {
    /* Tuple{Vararg{T, 3}} is Tuple{T, T, T} */
    int64_t k = last->va_count->value.i;
    if (last->va_count->value.type != t_int64 || k < 0 || k > 1024) error_at(loc, "Vararg count %s is not a small Int", type_str(last->va_count));
    Type **expanded = NEW_ARRAY(Type *, nparams - 1 + k);
    memcpy(expanded, params, sizeof(Type *) * (size_t)(nparams - 1));
    for (int64_t i = 0; i < k; i++) expanded[nparams - 1 + i] = last->va_elem;
    return type_apply(tn, expanded, nparams - 1 + (int)k, loc);
  }
  if (tn != tn_tuple && nparams != tn->nparams)
    error_at(loc, "too %s parameters for type %s", nparams > tn->nparams ? "many" : "few", tn->name);
  Type **slot = applied_slot(tn, params, nparams);
  if (*slot) return *slot;
  Type *t = type_new(TY_DATATYPE);
  t->name = tn;
  t->nparams = nparams;
  t->params = NEW_ARRAY(Type *, nparams);
  if (nparams) memcpy(t->params, params, sizeof(Type *) * (size_t)nparams);
  vec_push(tn->instances, t);
  *slot = t;             /* before the substitutions below, which may apply types again */
  applied.len++;
  t->super = tn->super ? type_subst(tn->super, tn->params, t->params, tn->nparams) : NULL;
  t->nfields = tn->nfields;
  t->field_names = tn->field_names;
  if (tn->nfields) {
    t->field_types = NEW_ARRAY(Type *, tn->nfields);
    for (int i = 0; i < tn->nfields; i++)
      t->field_types[i] = type_subst(tn->field_types[i], tn->params, t->params, tn->nparams);
  }
  bool free_vars = false;
  for (int i = 0; i < nparams; i++) free_vars |= type_has_free_vars(params[i]);
  if (tn == tn_namedtuple && params[0]->kind == TY_VALUE && type_is_tuple(params[1]) &&
      params[0]->nparams == params[1]->nparams) {
    /* NamedTuple{(:a, :b), Tuple{A, B}}: fields a::A and b::B */
    Type *names = params[0];
    t->nfields = names->nparams;
    t->field_names = NEW_ARRAY(Sym, t->nfields);
    for (int i = 0; i < t->nfields; i++) t->field_names[i] = names->params[i]->value.sym;
    t->field_types = params[1]->params;
    t->is_concrete = !free_vars;   /* even with abstract field types, as a struct's */
    t->is_singleton = t->nfields == 0;
  } else if (tn == tn_tuple && nparams == 1 && params[0]->kind == TY_VARARG) {
    /* Tuple{Vararg{T}} of a concrete T, or of a union of concrete types
     * (the elements of a Vector{Any}, or a splat among arguments of other
     * types): a tuple whose length only the running program knows (a
     * splatted Vector bound to xs...), held as one (type_vatuple_elem), an
     * array of T's representation; its elements are no fields of the type */
    Type *e = params[0]->va_elem;
    t->is_concrete = e->is_concrete;
    if (e->kind == TY_UNION) {
      t->is_concrete = true;
      for (int i = 0; i < e->nmembers; i++) t->is_concrete &= e->members[i]->is_concrete;
    }
  } else if (tn == tn_tuple) {
    t->is_concrete = true;
    for (int i = 0; i < nparams; i++)
      if (!params[i]->is_concrete) t->is_concrete = false;
    t->nfields = nparams;
    t->field_types = t->params;
    t->is_singleton = nparams == 0;
  } else if (tn == tn_type) {
    t->is_concrete = names_one_type(params[0]);
    t->is_singleton = t->is_concrete && !type_contains_rt(params[0]);   /* Type{K{<rt>}}: one per value */
  } else {
    t->is_concrete = !tn->is_abstract && !free_vars;
    t->is_singleton = t->is_concrete && !tn->is_mutable && !tn->is_primitive && tn->nfields == 0 && type_rt_param(t) < 0;
  }
  return t;
}

Type *tuple_type(Type **elems, int n) { return type_apply(tn_tuple, elems, n, (Loc){0}); }

Type *type_of_type(Type *t) { return type_apply(tn_type, &t, 1, (Loc){0}); }

Type *typevar_new(Sym name, Type *lb, Type *ub) {
  Type *t = type_new(TY_TYPEVAR);
  t->tv_name = name;
  t->tv_lb = lb ? lb : t_bottom;
  t->tv_ub = ub ? ub : t_any;
  return t;
}

Type *vararg_count_type(Type *elem, Type *count) {
  for (int i = 0; i < varargs.len; i++)
    if (varargs.items[i]->va_elem == elem && varargs.items[i]->va_count == count) return varargs.items[i];
  Type *t = type_new(TY_VARARG);
  t->va_elem = elem;
  t->va_count = count;
  vec_push(varargs, t);
  return t;
}
Type *vararg_type(Type *elem) { return vararg_count_type(elem, NULL); }

/* Value parameters are interned by type and bits (a tuple: by elements), in
 * an open-addressing table: a program may have thousands of constants. The
 * hash leaves out the type, which base/boot.jl's first ones get late
 * (types_int64_defined). */
static VEC(Type *) value_params;
static struct { Type **slots; size_t cap; } value_table;

static uint64_t value_hash(const Type *t) {
  uint64_t h = t->nparams ? (uint64_t)t->nparams : t->value.u;
  for (int i = 0; i < t->nparams; i++) h = (h ^ (uint64_t)t->params[i]->id) * 0x100000001b3ull;
  return h * 0x9e3779b97f4a7c15ull;
}

static bool is_tuple_value(const Type *t) { return t->value.type && type_is_tuple(t->value.type); }

static bool same_value(const Type *a, const Type *b) {
  if (is_tuple_value(a) || is_tuple_value(b))
    return is_tuple_value(a) && is_tuple_value(b) && a->nparams == b->nparams &&
           (!a->nparams || !memcmp(a->params, b->params, sizeof(Type *) * (size_t)a->nparams));
  return a->value.type == b->value.type && a->value.u == b->value.u;
}

/* The slot holding the value parameter equal to key, or the empty one where it goes. */
static Type **value_slot(const Type *key) {
  if (2 * (value_params.len + 1) > (int)value_table.cap) {
    size_t cap = value_table.cap ? value_table.cap * 2 : 1024;
    Type **slots = NEW_ARRAY(Type *, cap);
    for (int i = 0; i < value_params.len; i++) {
      size_t j = value_hash(value_params.items[i]) & (cap - 1);
      while (slots[j]) j = (j + 1) & (cap - 1);
      slots[j] = value_params.items[i];
    }
    value_table.slots = slots;
    value_table.cap = cap;
  }
  size_t j = value_hash(key) & (value_table.cap - 1);
  while (value_table.slots[j] && !same_value(value_table.slots[j], key)) j = (j + 1) & (value_table.cap - 1);
  return &value_table.slots[j];
}

static Type *intern_value(Type **slot, Type *t) {
  vec_push(value_params, t);
  return *slot = t;
}

Type *value_param(Const c) {
  Type key = {.kind = TY_VALUE, .value = c};
  Type **slot = value_slot(&key);
  if (*slot) return *slot;
  Type *t = type_new(TY_VALUE);
  t->value = c;
  return intern_value(slot, t);
}

Type *value_tuple_param(Type **elems, int n) {
  Type **types = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) types[i] = elems[i]->value.type;
  Type key = {.kind = TY_VALUE, .value.type = tuple_type(types, n), .nparams = n, .params = elems};
  Type **slot = value_slot(&key);
  if (*slot) return *slot;
  Type *t = type_new(TY_VALUE);
  t->value.type = key.value.type;
  t->nparams = n;
  t->params = NEW_ARRAY(Type *, n + 1);
  if (n) memcpy(t->params, elems, sizeof(Type *) * (size_t)n);
  return intern_value(slot, t);
}

Type *int_param(int64_t v) { return value_param((Const){.type = t_int64, .i = v}); }

/* The integer parameters written in base/boot.jl (Array{T,1}) were made
 * before Int64 existed; Int64 is their type. */
void types_int64_defined(void) {
  for (int i = 0; i < value_params.len; i++)
    if (!value_params.items[i]->value.type) value_params.items[i]->value.type = t_int64;
}

bool value_param_type_ok(Type *vt) {
  Type *ok_types[] = {t_symbol, t_bool, t_char, t_int8, t_int16, t_int32, t_int64, t_uint8, t_uint16, t_uint32, t_uint64,
                      t_float64, t_float32};
  for (size_t i = 0; i < sizeof ok_types / sizeof *ok_types; i++)
    if (vt == ok_types[i]) return true;
  return false;
}

bool value_param_of(Const *c, Type **out) {
  if (!value_param_type_ok(c->type)) return false;
  *out = value_param(*c);
  return true;
}

/* One per value type, kept apart from the constants' table (no bits to hash). */
static VEC(Type *) runtime_params;

Type *runtime_value_param(Type *vt) {
  for (int i = 0; i < runtime_params.len; i++)
    if (runtime_params.items[i]->value.type == vt) return runtime_params.items[i];
  Type *t = type_new(TY_VALUE);
  t->value.type = vt;
  t->rt_value = true;
  vec_push(runtime_params, t);
  return t;
}

int type_rt_param(Type *t) {
  if (t->kind != TY_DATATYPE || t->name == tn_tuple || t->name == tn_type) return -1;
  for (int i = 0; i < t->nparams; i++)
    if (t->params[i]->kind == TY_VALUE && t->params[i]->rt_value) return i;
  return -1;
}

/* Memoized, as type_has_free_vars: asked of every argument of every call */
int type_rt_count(Type *t) {
  if (t->rt_count) return t->rt_count - 1;
  int n = t->kind == TY_VALUE && t->rt_value;
  if (t->kind == TY_UNION)
    for (int i = 0; i < t->nmembers; i++) n += type_rt_count(t->members[i]);
  if (t->kind == TY_VARARG) n += type_rt_count(t->va_elem) + (t->va_count ? type_rt_count(t->va_count) : 0);
  if (t->kind == TY_DATATYPE)
    for (int i = 0; i < t->nparams; i++) n += type_rt_count(t->params[i]);
  t->rt_count = n + 1;
  return n;
}

bool type_contains_rt(Type *t) { return type_rt_count(t) > 0; }

Type *type_rt_carrier(Type *t) {
  if (t->kind == TY_DATATYPE && t->name == tn_type && t->params[0]->kind == TY_DATATYPE) t = t->params[0];
  return type_rt_param(t) >= 0 ? t : NULL;
}

Type *func_type_new(Func *f) {
  TypeName *tn = typename_new(arena_printf("typeof(%s)", f->name), f->module, 0, NULL, t_function, (Loc){0});
  Type *t = type_apply(tn, NULL, 0, (Loc){0});
  tn->wrapper = t;
  t->func = f;
  t->is_singleton = true;
  return t;
}

static int cmp_type_id(const void *a, const void *b) {
  return (*(Type *const *)a)->id - (*(Type *const *)b)->id;
}

Type *union_type(Type **members, int n) {
  VEC(Type *) flat = {0};
  for (int i = 0; i < n; i++) {
    Type *m = members[i];
    if (m->kind == TY_UNION) {
      for (int j = 0; j < m->nmembers; j++) vec_push(flat, m->members[j]);
    } else if (m->kind != TY_BOTTOM) {
      vec_push(flat, m);
    }
  }
  if (flat.len == 0) return t_bottom;
  qsort(flat.items, (size_t)flat.len, sizeof(Type *), cmp_type_id);
  int k = 0;
  for (int i = 0; i < flat.len; i++)
    if (k == 0 || flat.items[k - 1] != flat.items[i]) flat.items[k++] = flat.items[i];
  /* drop members that are subtypes of other (remaining) members; of two
   * equal ones, one stays. With free variables only what their bounds make
   * sure of counts, as Julia's simple_subtype: Union{T, String} keeps both. */
  bool *dropped = NEW_ARRAY(bool, k);
  for (int i = 0; i < k; i++)
    for (int j = 0; j < k && !dropped[i]; j++) {
      if (i == j || dropped[j]) continue;
      Type *x = flat.items[i], *y = flat.items[j];
      bool sub = type_rt_instance_of(x, y);     /* K{1} beside K{<rt>}, which holds it too */
      for (int step = 0; step < 8 && !sub; step++) {
        if (x == y || x->kind == TY_BOTTOM || y == t_any) { sub = true; break; }
        if (!type_has_free_vars(x) && !type_has_free_vars(y)) { sub = subtype(x, y); break; }
        if (x->kind == TY_TYPEVAR) { x = x->tv_ub; continue; }
        if (y->kind == TY_TYPEVAR && y->tv_lb->kind != TY_BOTTOM && !y->tv_lb->is_concrete) { y = y->tv_lb; continue; }
        break;
      }
      dropped[i] = sub;
    }
  int w = 0;
  for (int i = 0; i < k; i++)
    if (!dropped[i]) flat.items[w++] = flat.items[i];
  if (w == 1) return flat.items[0];
  /* Julia's order, the one show prints (jltypes.c, union_sort_cmp):
   * singletons, then isbits types, then other DataTypes, then the rest; each
   * by module, name, parameter count and up to three parameters' names; ties
   * keep the order of creation. Insertion sort: unions are small. */
  for (int i = 1; i < w; i++) {
    Type *x = flat.items[i];
    int j = i;
    for (; j > 0; j--) {
      Type *y = flat.items[j - 1];
      int cx = x->kind != TY_DATATYPE ? 3 : x->is_singleton && x->name != tn_type ? 0 : type_is_isbits(x) ? 1 : 2;
      int cy = y->kind != TY_DATATYPE ? 3 : y->is_singleton && y->name != tn_type ? 0 : type_is_isbits(y) ? 1 : 2;
      int cmp = cx - cy;
      for (int p = -1; !cmp && cx < 3 && p < 3 && p < x->nparams; p++) {
        Type *s = p < 0 ? x : x->params[p], *t = p < 0 ? y : y->params[p];
        if (s == t || s->kind != TY_DATATYPE || t->kind != TY_DATATYPE) continue;
        cmp = strcmp(s->name->module ? s->name->module->name : "", t->name->module ? t->name->module->name : "");
        if (!cmp) cmp = strcmp(s->name->name, t->name->name);
        if (!cmp) cmp = s->nparams - t->nparams;
      }
      if (cmp >= 0) break;
      flat.items[j] = y;
    }
    flat.items[j] = x;
  }
  for (int i = 0; i < unions.len; i++) {
    Type *u = unions.items[i];
    if (u->nmembers != w) continue;
    bool same = true;
    for (int j = 0; j < w && same; j++) same = u->members[j] == flat.items[j];
    if (same) return u;
  }
  Type *u = type_new(TY_UNION);
  u->nmembers = w;
  u->members = NEW_ARRAY(Type *, w);
  memcpy(u->members, flat.items, sizeof(Type *) * (size_t)w);
  vec_push(unions, u);
  return u;
}

Type *type_subst(Type *t, Type **vars, Type **vals, int n) {
  if (!n || !t) return t;
  switch (t->kind) {
  case TY_TYPEVAR:
    for (int i = 0; i < n; i++)
      if (vars[i] == t) return vals[i] ? vals[i] : t;
    return t;
  case TY_VARARG: return vararg_count_type(type_subst(t->va_elem, vars, vals, n), t->va_count ? type_subst(t->va_count, vars, vals, n) : NULL);
  case TY_UNION: {
    Type **m = NEW_ARRAY(Type *, t->nmembers);
    for (int i = 0; i < t->nmembers; i++) m[i] = type_subst(t->members[i], vars, vals, n);
    return union_type(m, t->nmembers);
  }
  case TY_DATATYPE: {
    if (!t->nparams) return t;
    Type **p = NEW_ARRAY(Type *, t->nparams);
    bool changed = false;
    for (int i = 0; i < t->nparams; i++) {
      p[i] = type_subst(t->params[i], vars, vals, n);
      changed |= p[i] != t->params[i];
    }
    return changed ? type_apply(t->name, p, t->nparams, (Loc){0}) : t;
  }
  default: return t;
  }
}

/* ---- the closed world: an abstract type as the union of its instances ----
 * In a whole program, every place a value is stored under an abstract type
 * is known once inference is done: the element of a Vector{Shape}, a field
 * declared ::Shape or ::Function, a thrown exception. Only there does a value
 * get a static abstract type, so a value of type Shape is one of the
 * concrete Shapes stored so: jlc holds it as their tagged union and splits
 * calls over them, so dispatch on it is static. Inference registers each
 * such store; a registration after an expansion was used re-runs inference. */
static VEC(Type *) stored;
static VEC(Type *) expanded;         /* abstract types whose closed world was asked for */
static bool any_expanded;
/* How many concrete types a value of abstract type (or Any) may be held as:
 * as many as a union's one-byte tag tells apart, in every mode, so that a
 * program --trim=unsafe builds can hold such a value even where a call on it
 * is not compiled. */
#define CLOSED_WORLD_LIMIT 255
/* How many of them a call is split over: 16 when trimming, so a split call
 * stays small (a wider one is what the verifier reports); under --trim=no
 * all of them, since the program must work. */
int split_limit = 16;

static bool register_in(void *list, Type *t) {
  VEC(Type *) *l = list;
  for (int i = 0; i < l->len; i++)
    if (l->items[i] == t) return false;
  vec_push(*l, t);
  return true;
}

bool type_register_stored(Type *t, Type *as) {
  if (as->is_concrete || as->kind == TY_UNION) return false;   /* its values keep their types */
  if (t->kind == TY_UNION) {
    bool any = false;
    for (int i = 0; i < t->nmembers; i++) any |= type_register_stored(t->members[i], as);
    return any;
  }
  if (t->kind != TY_DATATYPE || !t->is_concrete || t->name == tn_type) return false;
  /* a tuple stored as Tuple{String, Function} stores its elements as theirs */
  if (t->name == tn_tuple && as->kind == TY_DATATYPE && as->name == tn_tuple && as->nparams == t->nparams) {
    bool any = false;
    for (int i = 0; i < t->nparams; i++) {
      if (as->params[i]->kind == TY_VARARG) continue;
      any |= type_register_stored(t->params[i], as->params[i]);
      /* an Any field holds its value as Any does (a Tuple{Int64, Any}
       * element given (1, nothing)) */
      if (as->params[i] == t_any) any |= type_register_any_flow(t->params[i]);
    }
    return any;
  }
  if (!register_in(&stored, t)) return false;
  /* inference must run again only if an expansion it used now grows */
  for (int i = 0; i < expanded.len; i++)
    if (subtype(t, expanded.items[i])) return true;
  return false;
}

/* Any is different: nearly every type has values, but a value of static type
 * Any is one that some code widened to Any (stored in a Vector{Any} or an
 * ::Any field, or joined past the union limit). Those stores register here. */
static VEC(Type *) flowed_into_any;

bool type_register_any_flow(Type *t) {
  if (t->kind == TY_UNION) {
    bool any = false;
    for (int i = 0; i < t->nmembers; i++) any |= type_register_any_flow(t->members[i]);
    return any;
  }
  /* a value of an abstract type too wide to split a call over when trimming
   * (a Shape of 17 subtypes stored into a Vector{Any}) brings every type
   * stored under it */
  if (t->kind == TY_DATATYPE && !t->is_concrete && t != t_any && t->name != tn_tuple && t->name != tn_type) {
    Type *world = type_closed_world(t);
    return world != t && type_register_any_flow(world);
  }
  /* a type as a value (Any[Int, 2]) is a member like any other; Type{Type{...}}
   * stays out, or Any holding typeof(x) would feed itself */
  if (t->kind != TY_DATATYPE || !t->is_concrete) return false;
  if (t->name == tn_type && (t->params[0]->kind != TY_DATATYPE || t->params[0]->name == tn_type)) return false;
  return register_in(&flowed_into_any, t) && any_expanded;
}

/* Base throws many kinds of exception, and a catch-all handler calls
 * showerror on what it caught: a union of exceptions (Exception's closed
 * world), or of their types, is split over more types than other unions
 * when trimming, still one case per type. */
#define EXCEPTION_UNION_LIMIT 128

static bool all_exceptions(Type **ts, int n) {
  Binding *eb = module_lookup(core_module, sym("Exception"));
  if (!eb || eb->kind != BIND_CONST) return false;
  for (int i = 0; i < n; i++) {
    Type *t = ts[i]->kind == TY_DATATYPE && ts[i]->name == tn_type ? ts[i]->params[0] : ts[i];   /* typeof(e) too */
    if (!subtype(t, eb->value.ty)) return false;
  }
  return true;
}

bool union_within_limit(int n) {
  return n <= CLOSED_WORLD_LIMIT;
}

bool union_splits(Type **members, int n) {
  return n <= split_limit || (n <= EXCEPTION_UNION_LIMIT && all_exceptions(members, n));
}

Type *type_closed_world(Type *t) {
  if (t == t_any) {
    any_expanded = true;
    if (!union_within_limit(flowed_into_any.len)) return t;
    return union_type(flowed_into_any.items, flowed_into_any.len);
  }
  /* (a bare parametric type, Rational, is all its instances) */
  if (t->kind != TY_DATATYPE || t->is_concrete || t->name == tn_tuple || t->name == tn_type ||
      !names_one_type(t))
    return t;
  register_in(&expanded, t);
  VEC(Type *) subs = {0};
  for (int i = 0; i < stored.len; i++)
    if (subtype(stored.items[i], t)) vec_push(subs, stored.items[i]);
  if (!union_within_limit(subs.len)) return t;
  return union_type(subs.items, subs.len);
}

/* Can a value of this type be held without boxing: a concrete type, a tuple
 * of such (Tuple{Union{Int64, String}, Int64}), a small union of them, or an
 * abstract type with few types stored under it. */
bool type_is_representable(Type *t) {
  /* a type is only a compile-time value (a Type{T} or a constant), never
   * one the running program holds: Vector{DataType} */
  if (t == t_datatype || t == t_unionall || t == t_uniontype || t == t_typeofbottom) return false;
  if (t->is_concrete) return true;
  if (t->kind == TY_DATATYPE && t->name != tn_tuple) {
    Type *u = type_closed_world(t);
    return u != t && (u->kind != TY_UNION || union_within_limit(u->nmembers));
  }
  if (t->kind == TY_UNION) {
    if (!union_within_limit(t->nmembers)) return false;
    for (int i = 0; i < t->nmembers; i++)
      if (!type_is_representable(t->members[i])) return false;
    return true;
  }
  if (t->kind == TY_DATATYPE && t->name == tn_tuple) {
    for (int i = 0; i < t->nparams; i++)
      if (t->params[i]->kind == TY_VARARG || !type_is_representable(t->params[i])) return false;
    return true;
  }
  return false;
}

bool type_is_tuple(Type *t) { return t->kind == TY_DATATYPE && t->name == tn_tuple; }

Type *type_vatuple_elem(Type *t) {
  return type_is_tuple(t) && t->is_concrete && t->nparams == 1 && t->params[0]->kind == TY_VARARG ? t->params[0]->va_elem
                                                                                                  : NULL;
}

/* Can field k of a value of type x be unset: a partial new() of x leaves it
 * out, and it holds no bits value (which is always there, as in Julia)? */
bool type_field_may_be_undef(Type *x, int k) {
  return x->kind == TY_DATATYPE && x->name->has_partial_new && k >= x->name->new_min_fields &&
         !type_is_isbits(x->field_types[k]);
}

bool type_is_isbits(Type *t) {
  if (t->kind != TY_DATATYPE || !t->is_concrete) return false;
  if (t->name->is_primitive) return true;
  if (t->name->is_mutable || t == t_string || type_is_array(t) || t == t_symbol || t == t_module) return false;
  for (int i = 0; i < t->nfields; i++)
    if (!type_is_isbits(t->field_types[i])) return false;
  return true;
}

/* ---- subtyping ---- */
/* Element by element. A Vararg on the left may stand for no element at all,
 * so the left must require at least as many elements as the right; and for
 * any number of them, so Vararg against Vararg is checked twice (as Julia
 * does, for the diagonal rule: Tuple{Vararg{Any}} is not within
 * Tuple{Vararg{T}} where T). */
static bool tuple_subtype(Type *a, Type *b) {
  int na = a->nparams, nb = b->nparams;
  bool ava = na && a->params[na - 1]->kind == TY_VARARG;
  bool bva = nb && b->params[nb - 1]->kind == TY_VARARG;
  int fa = na - ava, fb = nb - bva;   /* elements that every tuple of the type has */
  if (!bva && (ava || na != nb)) return false;
  if (fa < fb) return false;
  for (int i = 0; i < fa; i++)
    if (!subtype(a->params[i], i < fb ? b->params[i] : b->params[nb - 1]->va_elem)) return false;
  return !ava || (subtype(a->params[na - 1]->va_elem, b->params[nb - 1]->va_elem) &&
                  subtype(a->params[na - 1]->va_elem, b->params[nb - 1]->va_elem));
}

/* A <: B as Julia decides it. A free variable of B stands for some type (B is
 * `B where T`), one of A for every type within its bounds.
 *
 * One query keeps, for each variable of B that occurs at two or more places
 * (Tuple{T, T}, Tuple{T, Vector{T}}, Vararg{T}), what the places ask of it: a
 * type parameter fixes it (parameters are invariant), a tuple element bounds
 * it from below, and one met only in tuple elements, more than once, must be
 * concrete: Julia's diagonal rule. A variable found at one place only (a bare
 * Vector or Ptr, however often it is used, or Vector{<:Integer}) has only to
 * respect its bounds there. A variable of A met on B's side is opaque.
 * (A `where` is not kept as a node, so its scope is the whole of B.) */
/* Is a K{v} (or Type{K{v}}), b the carrier K{<rt>} (or Type{K{<rt>}}) of
 * its family? A K{<rt>} value may be any K{n}: a union of both is the
 * carrier. (Not a subtype: as a type value, K{<rt>} is one K{n}, and
 * x isa K{N} tests n.) */
Type *type_family_param(Type *t, Type *carrier) {
  if (t->kind == TY_DATATYPE && t->name == tn_type) t = t->params[0];
  int p = type_rt_param(carrier);
  if (t->kind != TY_DATATYPE || t->name != carrier->name || t->nparams != carrier->nparams) return NULL;
  for (int i = 0; i < t->nparams; i++)
    if (i != p && t->params[i] != carrier->params[i]) return NULL;
  Type *v = t->params[p];
  return v->kind == TY_VALUE && v->value.type == carrier->params[p]->value.type ? v : NULL;
}

bool type_rt_instance_of(Type *a, Type *b) {
  Type *carrier = type_rt_carrier(b);
  if (!carrier || a->kind != TY_DATATYPE || (a->name == tn_type) != (b->name == tn_type)) return false;
  Type *v = type_family_param(a, carrier);
  return v && !v->rt_value;
}

Type *split_union(Type **members, int n) {
  Type *t = type_new(TY_UNION);
  t->nmembers = n;
  t->members = NEW_ARRAY(Type *, n);
  memcpy(t->members, members, sizeof(Type *) * (size_t)n);
  return t;
}

bool subtype(Type *a, Type *b) {
  enum { MAXV = 64, MAXSLOTS = 128 };
  static struct { Type *var, *lb, *eq; int cov, inv; } env[MAXV];
  static Type *rigid[MAXV];
  static int nenv, envbase, nrigid;
  static bool in_query, inv;   /* inside a query; comparing type parameters */
  /* a separate question asked inside a query (bounds, lower bounds) */
#define SUBTYPE_FRESH(x, y) __extension__({ bool q_ = in_query; in_query = false; \
      bool r_ = subtype((x), (y)); in_query = q_; r_; })

  if (a == b) return true;

  if (!in_query) {
    if (a->kind == TY_BOTTOM || b == t_any) return true;
    if (a->kind == TY_UNION) {                     /* every member */
      for (int i = 0; i < a->nmembers; i++)
        if (!subtype(a->members[i], b)) return false;
      return true;
    }
    bool bfree = type_has_free_vars(b);
    /* Tuple{Union{X, Y}, Z} is Union{Tuple{X, Z}, Tuple{Y, Z}}: one member at
     * a time, when B's union or variables need it */
    if (type_is_tuple(a) && (bfree || b->kind == TY_UNION)) {
      for (int i = 0; i < a->nparams; i++) {
        Type *u = a->params[i];
        if (u->kind != TY_UNION) continue;
        if (!bfree) {
          for (int j = 0; j < b->nmembers; j++)
            if (subtype(a, b->members[j])) return true;
        }
        Type **ps = NEW_ARRAY(Type *, a->nparams);
        memcpy(ps, a->params, sizeof(Type *) * (size_t)a->nparams);
        for (int k = 0; k < u->nmembers; k++) {
          ps[i] = u->members[k];
          if (!subtype(tuple_type(ps, a->nparams), b)) return false;
        }
        return true;
      }
    }
    int saved_base = envbase, saved_nenv = nenv, saved_nrigid = nrigid;
    bool saved_inv = inv;
    envbase = nenv;
    if (bfree) {
      Type *stack[MAXSLOTS];
      int sp = 0;
      /* A's variables */
      stack[sp++] = a;
      while (sp) {
        Type *t = stack[--sp];
        if (t->kind == TY_TYPEVAR) {
          bool seen = false;
          for (int i = 0; i < nrigid && !seen; i++) seen = rigid[i] == t;
          if (!seen && nrigid < MAXV) rigid[nrigid++] = t;
        } else if (t->kind == TY_VARARG) {
          if (sp < MAXSLOTS) stack[sp++] = t->va_elem;
        } else {
          int nk = t->kind == TY_UNION ? t->nmembers : t->kind == TY_DATATYPE ? t->nparams : 0;
          for (int i = 0; i < nk && sp < MAXSLOTS; i++) stack[sp++] = t->kind == TY_UNION ? t->members[i] : t->params[i];
        }
      }
      /* B's variables and the places they occur at: (parent, position) */
      struct { Type *var, *parent; int pos; } slots[MAXSLOTS];
      int nslots = 0;
      stack[sp++] = b;
      while (sp) {
        Type *t = stack[--sp];
        int nk = t->kind == TY_UNION ? t->nmembers : t->kind == TY_DATATYPE ? t->nparams : t->kind == TY_VARARG ? 2 : 0;
        for (int i = 0; i < nk; i++) {
          Type *c = t->kind == TY_UNION ? t->members[i] : t->kind == TY_DATATYPE ? t->params[i] : t->va_elem;
          if (c->kind != TY_TYPEVAR) {
            if (sp < MAXSLOTS && !(t->kind == TY_VARARG && i)) stack[sp++] = c;
            continue;
          }
          /* Vararg{T}: T at many places, recorded as two. A type met twice
           * is two places (Tuple{Vector{T}, Vector{T}} where T), but a bare
           * Ptr or Vector is a UnionAll of its own each time it is written:
           * its variable counts once */
          bool bare = c->tv_alias || (t->kind == TY_DATATYPE && i < t->name->nparams && c == t->name->params[i]);
          bool seen = false;
          for (int s = 0; s < nslots && !seen && bare; s++) seen = slots[s].var == c && slots[s].parent == t && slots[s].pos == i;
          if (!seen && nslots < MAXSLOTS) slots[nslots++] = (__typeof__(slots[0])){c, t, i};
        }
      }
      for (int s = 0; s < nslots; s++) {
        Type *v = slots[s].var;
        int count = 0;
        for (int r = 0; r < nslots; r++) count += slots[r].var == v;
        bool known = false;
        for (int i = 0; i < nrigid && !known; i++) known = rigid[i] == v;
        for (int i = envbase; i < nenv && !known; i++) known = env[i].var == v;
        if (count > 1 && !known && nenv < MAXV) env[nenv++] = (__typeof__(env[0])){v, t_bottom, NULL, 0, 0};
      }
    }
    in_query = true;
    inv = false;
    bool r = subtype(a, b);
    /* the diagonal rule */
    for (int i = envbase; r && i < nenv; i++) {
      if (env[i].cov < 2 || env[i].inv) continue;
      Type *lb = env[i].lb, *v = env[i].var;
      bool concrete = lb->kind == TY_BOTTOM || lb->is_concrete || type_has_free_vars(lb);
      if (lb->kind == TY_UNION) {                  /* Type{Int64}, Type{Int8}: T is DataType */
        concrete = true;
        for (int m = 0; m < lb->nmembers && concrete; m++) {
          Type *x = lb->members[m];
          concrete = x->kind == TY_DATATYPE && x->name == tn_type && x->params[0]->kind == TY_DATATYPE;
        }
      }
      if (!concrete || (v->tv_lb != t_bottom && !v->tv_lb->is_concrete)) r = false;
    }
    in_query = false;
    inv = saved_inv;
    nenv = saved_nenv;
    envbase = saved_base;
    nrigid = saved_nrigid;
    return r;
  }

  /* ---- inside a query ---- */
  if (b->kind == TY_TYPEVAR) {
    for (int i = 0; i < nrigid; i++)
      if (rigid[i] == b) {                         /* below it: its lower bound, a variable bounded by it */
        if (!inv && a->kind == TY_TYPEVAR && a->tv_ub != t_any && subtype(a->tv_ub, b)) return true;
        return !inv && b->tv_lb != t_bottom && SUBTYPE_FRESH(a, b->tv_lb);
      }
    int e = -1;
    for (int i = envbase; i < nenv && e < 0; i++)
      if (env[i].var == b) e = i;
    if (!SUBTYPE_FRESH(a, b->tv_ub)) return false;
    if (inv && !SUBTYPE_FRESH(b->tv_lb, a)) return false;
    if (e < 0) return true;                        /* at one place: its bounds suffice */
    if (inv) {                                     /* a parameter: T is a */
      if (env[e].eq) return env[e].eq == a;
      Type *lb = env[e].lb;
      if (!(lb->kind == TY_BOTTOM || lb == a || (a->kind != TY_TYPEVAR && SUBTYPE_FRESH(lb, a)))) return false;
      env[e].eq = a;
      env[e].inv++;
      return true;
    }
    if (env[e].eq && !SUBTYPE_FRESH(a, env[e].eq)) return false;
    in_query = false;                              /* a tuple element: T is at least a */
    env[e].lb = union_type((Type *[]){env[e].lb, a}, 2);
    in_query = true;
    env[e].cov++;
    return true;
  }
  if (inv) {                                       /* the same type, solving B's variables */
    if (!type_has_free_vars(b)) return false;
    if (b->kind == TY_DATATYPE && b->nparams && b == b->name->wrapper) return false;   /* Type{Ptr}: Ptr itself */
    if (b->kind == TY_UNION) {
      inv = false;
      bool r = subtype(a, b);
      inv = true;
      for (int i = 0; r && i < b->nmembers; i++)
        if (!type_has_free_vars(b->members[i])) r = SUBTYPE_FRESH(b->members[i], a);
      return r;
    }
    if (a->kind != TY_DATATYPE || b->kind != TY_DATATYPE || a->name != b->name || a->nparams != b->nparams)
      return false;
    for (int i = 0; i < a->nparams; i++) {
      Type *x = a->params[i], *y = b->params[i];
      if ((x->kind == TY_VARARG) != (y->kind == TY_VARARG)) return false;
      if (x->kind == TY_VARARG) { x = x->va_elem; y = y->va_elem; }
      if (!subtype(x, y)) return false;
    }
    return true;
  }
  if (a->kind == TY_BOTTOM || b == t_any) return true;
  if (a->kind == TY_UNION) {
    for (int i = 0; i < a->nmembers; i++)
      if (!subtype(a->members[i], b)) return false;
    return true;
  }
  if (a->kind == TY_TYPEVAR) return subtype(a->tv_ub, b);
  if (b->kind == TY_UNION) {
    /* members without variables first: they bind nothing */
    for (int i = 0; i < b->nmembers; i++)
      if (!type_has_free_vars(b->members[i]) && subtype(a, b->members[i])) return true;
    int n = nenv - envbase;
    __typeof__(env[0]) saved[MAXV];
    memcpy(saved, env + envbase, sizeof(env[0]) * (size_t)n);
    for (int i = 0; i < b->nmembers; i++) {
      if (!type_has_free_vars(b->members[i])) continue;
      if (subtype(a, b->members[i])) return true;
      memcpy(env + envbase, saved, sizeof(env[0]) * (size_t)n);
    }
    return false;
  }
  if (b->kind == TY_BOTTOM || a->kind != TY_DATATYPE || b->kind != TY_DATATYPE) return false;
  if (b->name == tn_tuple) return a->name == tn_tuple && tuple_subtype(a, b);
  if (a->name == tn_type) {
    Type *x = a->params[0];
    if (b->name == tn_type) {
      inv = true;
      bool r = subtype(x, b->params[0]);
      inv = false;
      return r;
    }
    /* Type{X} is a DataType, a UnionAll, a Union or Union{}'s type, as X is */
    if (x->kind == TY_TYPEVAR) return false;
    return subtype(type_kind_of(x), b);
  }
  if (b->name == tn_type) {                        /* DataType <: Type */
    Type *y = b->params[0];
    return a == t_datatype && y->kind == TY_TYPEVAR && y->tv_ub == t_any && y->tv_lb == t_bottom;
  }
  for (Type *s = a; s; s = s->super) {
    if (s->name != b->name) continue;
    for (int i = 0; i < b->nparams; i++) {
      if (s->params[i] == b->params[i]) continue;
      inv = true;
      bool r = subtype(s->params[i], b->params[i]);
      inv = false;
      if (!r) return false;
    }
    return true;
  }
  return false;
#undef SUBTYPE_FRESH
}

/* A join that widens to Any makes the other side's values Any's: they join
 * Any's closed world. A re-run of inference that this calls for is noted in
 * any_flow_grew, since a join's callers only want the type. */
bool any_flow_grew;

static Type *join_into_any(Type *t) {
  if (t != t_any && type_register_any_flow(t)) any_flow_grew = true;
  return t_any;
}

Type *type_join(Type *a, Type *b) {
  if (b == t_any) return join_into_any(a);
  if (a == t_any) return join_into_any(b);
  /* b first: where each is a subtype of the other, two spellings of one
   * type (Tuple{Bool, Union{Nothing, String}} and the union of its two
   * tuples), the type joined into stays, or inference, joining them over
   * and over, would never see it settle */
  if (subtype(b, a)) return a;
  if (subtype(a, b)) return b;
  Type *pair[2] = {a, b};
  Type *u = union_type(pair, 2);
  if (u->kind == TY_UNION && u->nmembers > max_union_length) {
    /* widen to Any, whose values these become; but types as values (the
     * results of typeof) cannot be Any's, so such a union stays as it is */
    bool has_types = false;
    for (int i = 0; i < u->nmembers; i++)
      has_types |= u->members[i]->kind == TY_DATATYPE && u->members[i]->name == tn_type;
    if (has_types) return u;
    return join_into_any(u);
  }
  return u;
}

/* Julia's typejoin: the nearest common supertype, tuples element by
 * element; NULL where Julia's answer is a UnionAll (Vector{Int64} and
 * Vector{Float64} join to Vector), which has no representation here. */
Type *type_supertype_join(Type *a, Type *b) {
  if (subtype(a, b)) return b;
  if (subtype(b, a)) return a;
  if (a->kind == TY_UNION || b->kind == TY_UNION) {
    Type *u = a->kind == TY_UNION ? a : b, *other = u == a ? b : a;
    Type *j = other;
    for (int i = 0; i < u->nmembers && j; i++) j = type_supertype_join(j, u->members[i]);
    return j;
  }
  if (a->kind != TY_DATATYPE || b->kind != TY_DATATYPE) return t_any;
  if (type_is_tuple(a) && type_is_tuple(b) && a->nparams == b->nparams) {
    Type **ps = NEW_ARRAY(Type *, a->nparams + 1);
    for (int i = 0; i < a->nparams; i++)
      if (!(ps[i] = type_supertype_join(a->params[i], b->params[i]))) return NULL;
    return tuple_type(ps, a->nparams);
  }
  for (Type *s = a; s; s = s->super) {
    if (s->name == b->name && s != b && s->nparams) return NULL;
    if (subtype(b, s)) return s;
  }
  return t_any;
}

/* The part of a that can be b: Julia's typeintersect where it is exact here
 * (unions member by member, tuples element by element, disjoint leaves);
 * where variables are involved, a itself (never too small). */
Type *type_meet_narrow(Type *a, Type *b) {
  if (subtype(a, b)) return a;
  if (subtype(b, a) || type_rt_instance_of(b, a)) return b;     /* (a K{<rt>} known to be a K{2}) */
  if (type_rt_instance_of(a, b)) return a;                       /* (a K{2} known to be the K{N} of a run-time N) */
  if (a->kind == TY_UNION || b->kind == TY_UNION) {
    Type *u = a->kind == TY_UNION ? a : b;
    VEC(Type *) keep = {0};
    for (int i = 0; i < u->nmembers; i++)
      vec_push(keep, u == a ? type_meet_narrow(u->members[i], b) : type_meet_narrow(a, u->members[i]));
    return union_type(keep.items, keep.len);
  }
  if (type_has_free_vars(a) || type_has_free_vars(b)) return a;
  if (type_is_tuple(a) && type_is_tuple(b)) {
    bool va = (a->nparams && a->params[a->nparams - 1]->kind == TY_VARARG) ||
              (b->nparams && b->params[b->nparams - 1]->kind == TY_VARARG);
    if (va) return a;
    if (a->nparams != b->nparams) return t_bottom;
    Type **ps = NEW_ARRAY(Type *, a->nparams);
    for (int i = 0; i < a->nparams; i++)
      if ((ps[i] = type_meet_narrow(a->params[i], b->params[i]))->kind == TY_BOTTOM) return t_bottom;
    return tuple_type(ps, a->nparams);
  }
  return t_bottom;
}

int type_field_index(Type *t, Sym name) {
  if (t->kind != TY_DATATYPE || !t->field_names) return -1;
  for (int i = 0; i < t->nfields; i++)
    if (t->field_names[i] == name) return i;
  return -1;
}

/* ---- printing, as Julia's show(::Type) ---- */
static void type_print(StrBuf *out, Type *t);
#define put sb_puts

/* A Symbol as Julia shows it, as Base's show(io, ::Symbol) does at run
 * time (base/expr.jl; the same rules, runtime/symbol_syntax.h): :a, :+, :.+,
 * :(==) for the few whose :s would read as other syntax, else
 * Symbol("a b") with the name as a string literal. Here a character past
 * ASCII is a letter unless jlc's lexer reads it as an operator (there is
 * no Unicode table in the compiler). */
static void symbol_show(StrBuf *out, const char *s) {
  int form = symbol_show_form(s, strlen(s), NULL);
  if (form) {
    sb_printf(out, form == 2 ? ":(%s)" : ":%s", s);
    return;
  }
  size_t n = strlen(s);
  char *text = malloc(4 * n + 1);
  if (!text) fatal("out of memory");
  symbol_escape(text, s, n, NULL);
  sb_printf(out, "Symbol(\"%s\")", text);
  free(text);
}

/* As Julia shows the value: 1, true, 'a', :a, (:a, :b), (:a,) */
static void value_param_print(StrBuf *out, Type *t) {
  Const *c = &t->value;
  if (t->rt_value) {
    sb_printf(out, "::%s", type_str(c->type));   /* (in diagnostics; emit_c.c prints the value) */
  } else if (t->nparams || type_is_tuple(c->type)) {
    put(out, "(");
    for (int i = 0; i < t->nparams; i++) {
      if (i) put(out, ", ");
      value_param_print(out, t->params[i]);
    }
    put(out, t->nparams == 1 ? ",)" : ")");
  } else if (c->type == t_symbol) {
    symbol_show(out, c->sym);
  } else if (c->type == t_bool) {
    put(out, c->i ? "true" : "false");
  } else if (c->type == t_char) {
    uint32_t u = (uint32_t)c->u;   /* Julia's Char: UTF-8 bytes, left-aligned */
    put(out, "'");
    for (int k = 3; k >= 0; k--)
      if ((u >> (8 * k)) & 0xff) sb_printf(out, "%c", (int)((u >> (8 * k)) & 0xff));
    put(out, "'");
  } else if (c->type == t_float64 || c->type == t_float32) {
    sb_put_float(out, c->f, c->type == t_float32);
  } else if (c->type->name->module == core_module && c->type->name->name[0] == 'U') {
    sb_printf(out, "0x%0*llx", c->type->name->nbits / 4, (unsigned long long)c->u);
  } else {
    sb_printf(out, "%lld", (long long)c->i);
  }
}

/* While a type prints, the variables it quantifies that print by name
 * (used twice, or unbounded where a parameter cannot be left out), for a
 * ` where {T, S<:Real}` after it; the others print as their bound, as
 * Julia's do: Vector{T} where T<:Real is Vector{<:Real}. */
static struct { Type *counted[32], *named[32]; int uses[32], ncounted, nnamed; } where_vars;

static void count_where_uses(Type *t) {
  switch (t->kind) {
  case TY_TYPEVAR:
    if (!t->tv_bound || t->tv_name == sym("_")) return;
    for (int i = 0; i < where_vars.ncounted; i++)
      if (where_vars.counted[i] == t) { where_vars.uses[i]++; return; }
    if (where_vars.ncounted < 32) {
      where_vars.counted[where_vars.ncounted] = t;
      where_vars.uses[where_vars.ncounted++] = 1;
    }
    return;
  case TY_VARARG: count_where_uses(t->va_elem); if (t->va_count) count_where_uses(t->va_count); return;
  case TY_UNION: for (int i = 0; i < t->nmembers; i++) count_where_uses(t->members[i]); return;
  case TY_DATATYPE: for (int i = 0; i < t->nparams; i++) count_where_uses(t->params[i]); return;
  default: return;
  }
}

static bool prints_by_name(Type *v) {
  if (v->tv_name == sym("_")) return false;
  for (int i = 0; i < where_vars.ncounted; i++)
    if (where_vars.counted[i] == v) return where_vars.uses[i] > 1 || (v->tv_lb->kind == TY_BOTTOM && v->tv_ub == t_any);
  return true;
}

/* A parameter of a UnionAll that Julia's printing leaves out when it is
 * among the last: the definition's own variable (Point, Dict{String}) or
 * an unbounded one the type quantifies (Vector{T} where T is Vector). */
static bool param_left_out(Type *t, int i) {
  Type *p = t->params[i];
  return p == t->name->params[i] ||
         (p->kind == TY_TYPEVAR && p->tv_bound && p->tv_lb->kind == TY_BOTTOM && p->tv_ub == t_any);
}

/* How many of t's parameters are printed: all but a UnionAll's trailing ones
 * that param_left_out (Julia prints Point, not Point{T} where T<:Real). */
static int params_shown(Type *t) {
  int k = t->nparams;
  if (t->name == tn_tuple || !type_has_free_vars(t) || type_kind_of(t) != t_unionall) return k;
  while (k > 0 && param_left_out(t, k - 1)) k--;
  return k;
}

/* Julia qualifies the types Base does not export, as seen from Main:
 * Base.OneTo{Int64}, Base.Iterators.Take{Vector{Int64}}. */
static const char *base_qualifier(TypeName *tn) {
  static const char *const unexported[] = {
    "KeySet", "ValueIterator", "TwicePrecision", "Generator", "Fix1", "Fix2", "Splat", "OneTo", "Slice", "Pairs",
    "SkipMissing", "SplitIterator", "EachLine", "CodeUnits", "EachStringIndex", "RegexMatchIterator", "IOError",
    "SizeUnknown", "HasLength", "HasShape", "IsInfinite", "EltypeUnknown", "HasEltype"};
  static const char *const iterators[] = {
    "Filter", "Enumerate", "Zip", "ProductIterator", "Flatten", "Take", "Drop", "TakeWhile", "DropWhile",
    "Count", "Cycle", "Rest", "Reverse", "PartitionIterator"};
  if (tn->module != base_module && tn->module->parent != base_module) return "";
  for (size_t i = 0; i < sizeof unexported / sizeof *unexported; i++)
    if (tn->name == sym(unexported[i])) return "Base.";
  for (size_t i = 0; i < sizeof iterators / sizeof *iterators; i++)
    if (tn->name == sym(iterators[i])) return "Base.Iterators.";
  /* base/sort.jl's module Sort: all but PartialQuickSort, which Base exports */
  if (tn->module->name == sym("Sort") && tn->name != sym("PartialQuickSort")) return "Base.Sort.";
  return "";
}

static void type_print(StrBuf *out, Type *t) {
  switch (t->kind) {
  case TY_BOTTOM: put(out, "Union{}"); return;
  case TY_TYPEVAR:
    if (t->tv_bound && prints_by_name(t)) {
      bool seen = false;
      for (int i = 0; i < where_vars.nnamed && !seen; i++) seen = where_vars.named[i] == t;
      if (!seen && where_vars.nnamed < 32) where_vars.named[where_vars.nnamed++] = t;
    } else if (t->tv_bound) {
      /* Vector{<:Integer}: a variable used once, written as its bound */
      if (t->tv_lb->kind != TY_BOTTOM) { put(out, ">:"); type_print(out, t->tv_lb); }
      else { put(out, "<:"); type_print(out, t->tv_ub); }
      return;
    }
    put(out, t->tv_name);
    return;
  case TY_VARARG:
    put(out, "Vararg{");
    type_print(out, t->va_elem);
    if (t->va_count) {
      put(out, ", ");
      type_print(out, t->va_count);
    }
    put(out, "}");
    return;
  case TY_UNION:
    put(out, "Union{");
    for (int i = 0; i < t->nmembers; i++) {
      if (i) put(out, ", ");
      type_print(out, t->members[i]);
    }
    put(out, "}");
    return;
  case TY_VALUE: value_param_print(out, t); return;
  case TY_DATATYPE: break;
  }
  const char *array_alias = t->name == tn_array ? "" : t->name->module != core_module ? NULL
                          : t->name->name == sym("AbstractArray") ? "Abstract"
                          : t->name->name == sym("DenseArray") ? "Dense" : NULL;
  if (array_alias && t->params[1]->kind == TY_VALUE && (t->params[1]->value.i == 1 || t->params[1]->value.i == 2)) {
    /* Array{T,1} prints as Vector{T} and Array{T,2} as Matrix{T} (and the
     * UnionAll Vector{T} where T as Vector); AbstractArray{T,1} as
     * AbstractVector{T}, DenseArray{T,2} as DenseMatrix{T} */
    sb_printf(out, "%s%s", array_alias, t->params[1]->value.i == 1 ? "Vector" : "Matrix");
    if (type_has_free_vars(t) && type_kind_of(t) == t_unionall && param_left_out(t, 0)) return;
    put(out, "{");
    type_print(out, t->params[0]);
    put(out, "}");
    return;
  }
  if (t->name->module == base_module && t->name->name == sym("BitArray") && t->params[0]->kind == TY_VALUE &&
      (t->params[0]->value.i == 1 || t->params[0]->value.i == 2)) {
    /* Base's aliases BitVector and BitMatrix */
    put(out, t->params[0]->value.i == 1 ? "BitVector" : "BitMatrix");
    return;
  }
  if (t->name->module == base_module && t->name->name == sym("Complex") && t->params[0]->kind == TY_DATATYPE &&
      t->params[0]->name->is_primitive && t->params[0]->name->module == core_module &&
      t->params[0]->name->name[0] == 'F') {
    /* Base's aliases ComplexF64, ComplexF32, ComplexF16 name these types */
    sb_printf(out, "ComplexF%d", t->params[0]->name->nbits);
    return;
  }
  if (t->name == tn_namedtuple && t->field_names && !type_has_free_vars(t->params[1])) {
    /* @NamedTuple{a::Int64, b}: as Julia 1.10 and later print them */
    put(out, "@NamedTuple{");
    for (int i = 0; i < t->nfields; i++) {
      sb_printf(out, "%s%s", i ? ", " : "", t->field_names[i]);
      if (t->field_types[i] != t_any) { put(out, "::"); type_print(out, t->field_types[i]); }
    }
    put(out, "}");
    return;
  }
  int repeated = 0;   /* a tuple's trailing elements equal to its last */
  if (t->name == tn_tuple && t->nparams && t->params[t->nparams - 1]->kind != TY_VARARG &&
      t->params[t->nparams - 1]->kind != TY_VALUE)
    while (repeated < t->nparams && t->params[t->nparams - 1 - repeated] == t->params[t->nparams - 1]) repeated++;
  if (repeated == t->nparams && repeated > 3) {
    /* Tuple{Int64, Int64, Int64, Int64} is NTuple{4, Int64} */
    sb_printf(out, "NTuple{%d, ", repeated);
    type_print(out, t->params[0]);
    put(out, "}");
    return;
  }
  put(out, base_qualifier(t->name));
  /* a closure's type is named #1 or #g#2, not an identifier: var"#1", as Julia writes it */
  if (t->name->name[0] == '#') sb_printf(out, "var\"%s\"", t->name->name);
  else put(out, t->name->name);
  /* Base's exceptions whose fields Julia types Any are parametric here, to
   * hold their values as themselves (base/errors.jl): named bare, as Julia's */
  static const char *const bare_exceptions[] = {"BoundsError", "KeyError", "InexactError", "DomainError"};
  if (t->name->module == base_module)
    for (size_t i = 0; i < sizeof bare_exceptions / sizeof *bare_exceptions; i++)
      if (t->name->name == sym(bare_exceptions[i])) return;
  if (!t->nparams) {
    if (t->name == tn_tuple) put(out, "{}");
    return;
  }
  int shown = repeated > 3 ? t->nparams - repeated : params_shown(t);
  if (!shown && !repeated) return;
  put(out, "{");
  for (int i = 0; i < shown; i++) {
    if (i) put(out, ", ");
    type_print(out, t->params[i]);
  }
  if (repeated > 3) {
    /* ... and a run of more than three as Vararg{T, n} */
    put(out, shown ? ", Vararg{" : "Vararg{");
    type_print(out, t->params[t->nparams - 1]);
    sb_printf(out, ", %d}", repeated);
  }
  put(out, "}");
}

/* a as Julia's MethodError for convert shows it beside b (errorshow.jl's
 * print_with_compare): where both are of one type name, the name and then
 * each parameter compared in turn, joined by a bare comma (Array{Any,1});
 * else as a prints. */
static void type_print_compared(StrBuf *out, Type *a, Type *b) {
  if (a->kind != TY_DATATYPE || b->kind != TY_DATATYPE || a->name != b->name) {
    put(out, type_str(a));
    return;
  }
  put(out, base_qualifier(a->name));
  put(out, a->name->name);
  if (!a->nparams) return;
  put(out, "{");
  for (int i = 0; i < a->nparams; i++) {
    if (i) put(out, ",");
    if (i < b->nparams) type_print_compared(out, a->params[i], b->params[i]);
    else put(out, type_str(a->params[i]));
  }
  put(out, "}");
}

const char *type_compared_str(Type *a, Type *b) {
  StrBuf out = {0};
  type_print_compared(&out, a, b);
  const char *r = arena_strndup(sb_str(&out), (size_t)out.len);
  free(out.items);
  return r;
}

const char *type_str(Type *t) {
  if (t->str) return t->str;
  StrBuf out = {0};
  __typeof__(where_vars) saved = where_vars;
  where_vars.ncounted = where_vars.nnamed = 0;
  count_where_uses(t);
  type_print(&out, t);
  for (int i = 0; i < where_vars.nnamed; i++) {
    Type *v = where_vars.named[i];
    sb_printf(&out, "%s%s", i ? ", " : where_vars.nnamed > 1 ? " where {" : " where ", v->tv_name);
    if (v->tv_lb->kind != TY_BOTTOM) sb_printf(&out, ">:%s", type_str(v->tv_lb));
    if (v->tv_ub != t_any) sb_printf(&out, "<:%s", type_str(v->tv_ub));
  }
  if (where_vars.nnamed > 1) put(&out, "}");
  where_vars = saved;
  t->str = arena_strndup(sb_str(&out), (size_t)out.len);
  free(out.items);
  return t->str;
}

Type *box_type_new(Loc loc) {
  TypeName *tn = typename_new(sym("Core.Box"), core_module, 0, NULL, t_any, loc);
  tn->is_mutable = true;
  /* contents, and whether they were ever set: a box shared before its
   * variable is assigned reads as UndefVarError until then */
  tn->nfields = 2;
  tn->field_names = NEW_ARRAY(Sym, 2);
  tn->field_names[0] = sym("contents");
  tn->field_names[1] = sym("assigned");
  tn->field_types = NEW_ARRAY(Type *, 2);
  tn->field_types[0] = t_bottom;
  tn->field_types[1] = t_bool;
  tn->wrapper = type_apply(tn, NULL, 0, loc);
  return tn->wrapper;
}

/* The types the compiler itself must know before any Julia source is read.
 * A parametric one is bound to its instance over its own variables
 * (Ptr means Ptr{T} with T free). */
static TypeName *core_type(Sym name, Type *super, int nparams, bool is_abstract) {
  Type **params = NULL;
  if (nparams) {
    params = NEW_ARRAY(Type *, nparams);
    for (int i = 0; i < nparams; i++) params[i] = typevar_new(i ? sym("N") : sym("T"), NULL, NULL);
  }
  TypeName *tn = typename_new(name, core_module, nparams, params, super, (Loc){0});
  tn->is_abstract = is_abstract;
  Type *w = type_apply(tn, params, nparams, (Loc){0});
  tn->wrapper = w;
  Binding *b = module_binding(core_module, name);
  b->kind = BIND_CONST;
  b->value.type = type_of_type(w);
  b->value.ty = w;
  return tn;
}

void types_init(void) {
  core_module = module_new(sym("Core"), NULL);
  t_bottom = type_new(TY_BOTTOM);
  /* Any and Type need each other; build them by hand */
  TypeName *any_tn = typename_new(sym("Any"), core_module, 0, NULL, NULL, (Loc){0});
  any_tn->is_abstract = true;
  t_any = type_apply(any_tn, NULL, 0, (Loc){0});
  any_tn->wrapper = t_any;
  Type *tvT = typevar_new(sym("T"), NULL, NULL);
  tn_type = typename_new(sym("Type"), core_module, 1, NEW_ARRAY(Type *, 1), t_any, (Loc){0});
  tn_type->params[0] = tvT;
  tn_type->is_abstract = true;
  Binding *b = module_binding(core_module, sym("Any"));
  b->kind = BIND_CONST;
  b->value.type = type_of_type(t_any);
  b->value.ty = t_any;
  tn_tuple = typename_new(sym("Tuple"), core_module, 0, NULL, t_any, (Loc){0});
  t_empty_tuple = tuple_type(NULL, 0);
  tn_tuple->wrapper = t_empty_tuple;
  t_datatype = core_type(sym("DataType"), t_any, 0, false)->wrapper;
  /* the types of the other types: typeof(Vector) is UnionAll, typeof(Union{Int64,
   * String}) is Union (only a type here: the name Union is the special form) */
  t_unionall = core_type(sym("UnionAll"), t_any, 0, false)->wrapper;
  TypeName *union_tn = typename_new(sym("Union"), core_module, 0, NULL, t_any, (Loc){0});
  t_uniontype = union_tn->wrapper = type_apply(union_tn, NULL, 0, (Loc){0});
  t_typeofbottom = core_type(sym("TypeofBottom"), t_any, 0, false)->wrapper;
  t_typeofbottom->name->name = sym("Core.TypeofBottom");   /* as Julia prints it: not exported */
  t_function = core_type(sym("Function"), t_any, 0, true)->wrapper;
  t_module = core_type(sym("Module"), t_any, 0, false)->wrapper;
  t_symbol = core_type(sym("Symbol"), t_any, 0, false)->wrapper;
  t_string = core_type(sym("String"), t_any, 0, false)->wrapper;
  t_string->is_singleton = false;
  t_module->is_singleton = false;
  t_symbol->is_singleton = false;
  t_datatype->is_singleton = false;
  t_unionall->is_singleton = false;
  t_uniontype->is_singleton = false;
  tn_ptr = core_type(sym("Ptr"), t_any, 1, false);
  tn_ptr->is_primitive = true;
  tn_ptr->nbits = 64;
  tn_array = core_type(sym("Array"), t_any, 2, false);
  tn_array->is_mutable = true;
  /* Memory{T} stands for Julia's GenericMemory{:not_atomic, T, Core.CPU} */
  tn_memory = core_type(sym("Memory"), t_any, 1, false);
  tn_memory->is_mutable = true;
  tn_namedtuple = core_type(sym("NamedTuple"), t_any, 2, false);   /* fields: see type_apply */
  /* Tuple, Type, Union and Vararg are bound like types; eval_type_expr
   * gives Union and Vararg their meaning */
  Type *va_any = vararg_type(t_any);
  Binding *tb = module_binding(core_module, sym("Tuple"));
  tb->kind = BIND_CONST;
  tb->value.type = type_of_type(t_empty_tuple);
  tb->value.ty = tuple_type(&va_any, 1);
  tb->value.type = type_of_type(tb->value.ty);
  Type *type_T = type_apply(tn_type, tn_type->params, 1, (Loc){0});
  Binding *ty = module_binding(core_module, sym("Type"));
  ty->kind = BIND_CONST;
  ty->value.ty = type_T;
  ty->value.type = type_of_type(type_T);
  /* bare, Union is the type of unions (`x isa Union`); Vararg is not a value */
  const char *special[] = {"Union", "Vararg"};
  for (int i = 0; i < 2; i++) {
    Binding *b = module_binding(core_module, sym(special[i]));
    b->kind = BIND_CONST;
    b->value.ty = i == 0 ? t_uniontype : t_bottom;
    b->value.type = type_of_type(b->value.ty);
  }
}

bool module_in_base(Module *m) {
  for (; m; m = m->parent)
    if (m == base_module) return true;
  return false;
}
