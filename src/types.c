/* types.c — type objects: construction (interned), subtyping, joins and
 * printing. The rules follow Julia's: parameters are invariant, tuples are
 * covariant, Union{} is below everything and Any above. */
#include "types.h"

Type *t_any, *t_bottom, *t_nothing, *t_bool, *t_int64, *t_int32, *t_uint8, *t_uint32, *t_uint64,
    *t_uint16, *t_int8, *t_int16, *t_float64, *t_float32, *t_char, *t_string, *t_symbol, *t_module,
    *t_datatype, *t_function, *t_ptr_void, *t_empty_tuple;
TypeName *tn_tuple, *tn_type, *tn_ptr, *tn_array;
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

bool type_has_free_vars(Type *t) {
  switch (t->kind) {
  case TY_TYPEVAR: return true;
  case TY_VARARG: return type_has_free_vars(t->va_elem);
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

Type *type_apply(TypeName *tn, Type **params, int nparams, Loc loc) {
  if (tn != tn_tuple && nparams != tn->nparams)
    error_at(loc, "too %s parameters for type %s", nparams > tn->nparams ? "many" : "few", tn->name);
  for (int i = 0; i < tn->instances.len; i++) {
    Type *t = tn->instances.items[i];
    if (t->nparams != nparams) continue;
    bool same = true;
    for (int j = 0; j < nparams && same; j++) same = t->params[j] == params[j];
    if (same) return t;
  }
  Type *t = type_new(TY_DATATYPE);
  t->name = tn;
  t->nparams = nparams;
  t->params = NEW_ARRAY(Type *, nparams);
  if (nparams) memcpy(t->params, params, sizeof(Type *) * (size_t)nparams);
  vec_push(tn->instances, t);
  t->super = tn->super ? type_subst(tn->super, tn->params, t->params, tn->nparams) : NULL;
  if (tn->nfields) {
    t->field_types = NEW_ARRAY(Type *, tn->nfields);
    for (int i = 0; i < tn->nfields; i++)
      t->field_types[i] = type_subst(tn->field_types[i], tn->params, t->params, tn->nparams);
  }
  bool free_vars = false;
  for (int i = 0; i < nparams; i++) free_vars |= type_has_free_vars(params[i]);
  if (tn == tn_tuple) {
    t->is_concrete = true;
    for (int i = 0; i < nparams; i++)
      if (!params[i]->is_concrete) t->is_concrete = false;
    t->field_types = t->params;
    t->is_singleton = nparams == 0;
  } else if (tn == tn_type) {
    /* Type{X} has one value, X; that includes a bare parametric type (Point,
     * the wrapper over its own variables), but not a pattern like Type{T} */
    Type *x = params[0];
    bool bare = x->kind == TY_DATATYPE && x->nparams && x == x->name->wrapper;
    t->is_concrete = !free_vars || bare;
    t->is_singleton = t->is_concrete;
  } else {
    t->is_concrete = !tn->is_abstract && !free_vars;
    t->is_singleton = t->is_concrete && !tn->is_mutable && !tn->is_primitive && tn->nfields == 0;
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

Type *vararg_type(Type *elem) {
  for (int i = 0; i < varargs.len; i++)
    if (varargs.items[i]->va_elem == elem) return varargs.items[i];
  Type *t = type_new(TY_VARARG);
  t->va_elem = elem;
  vec_push(varargs, t);
  return t;
}

Type *intparam_type(int64_t v) {
  static VEC(Type *) ints;
  for (int i = 0; i < ints.len; i++)
    if (ints.items[i]->ival == v) return ints.items[i];
  Type *t = type_new(TY_INTPARAM);
  t->ival = v;
  vec_push(ints, t);
  return t;
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
  /* drop members that are subtypes of other members */
  int w = 0;
  for (int i = 0; i < k; i++) {
    bool covered = false;
    for (int j = 0; j < k && !covered; j++)
      if (i != j && flat.items[i] != flat.items[j] && subtype(flat.items[i], flat.items[j])) covered = true;
    if (!covered) flat.items[w++] = flat.items[i];
  }
  if (w == 1) return flat.items[0];
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
  case TY_VARARG: return vararg_type(type_subst(t->va_elem, vars, vals, n));
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

/* Can a value of this type be held without boxing: a concrete type, a tuple
 * of such (Tuple{Union{Int64, String}, Int64}), or a small union of them. */
bool type_is_representable(Type *t) {
  if (t->is_concrete) return true;
  if (t->kind == TY_UNION) {
    if (t->nmembers > max_union_length) return false;
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

bool type_is_isbits(Type *t) {
  if (t->kind != TY_DATATYPE || !t->is_concrete) return false;
  if (t->name->is_primitive) return true;
  if (t->name->is_mutable || t == t_string || t->name == tn_array || t == t_symbol || t == t_module) return false;
  int nf = type_is_tuple(t) ? t->nparams : t->name->nfields;
  for (int i = 0; i < nf; i++)
    if (!type_is_isbits(t->field_types[i])) return false;
  return true;
}

/* ---- subtyping ---- */
static bool tuple_subtype(Type *a, Type *b) {
  int na = a->nparams, nb = b->nparams;
  bool bva = nb && b->params[nb - 1]->kind == TY_VARARG;
  bool ava = na && a->params[na - 1]->kind == TY_VARARG;
  if (!bva && (ava || na != nb)) return false;
  if (bva && na < nb - 1) return false;
  for (int i = 0; i < na; i++) {
    Type *ai = a->params[i];
    Type *bi = i < nb - (bva ? 1 : 0) ? b->params[i] : b->params[nb - 1]->va_elem;
    if (ai->kind == TY_VARARG) ai = ai->va_elem;
    if (!subtype(ai, bi)) return false;
  }
  return true;
}

bool subtype(Type *a, Type *b) {
  if (a == b || a->kind == TY_BOTTOM || b == t_any) return true;
  if (a->kind == TY_UNION) {
    for (int i = 0; i < a->nmembers; i++)
      if (!subtype(a->members[i], b)) return false;
    return true;
  }
  if (b->kind == TY_UNION) {
    for (int i = 0; i < b->nmembers; i++)
      if (subtype(a, b->members[i])) return true;
    return false;
  }
  if (a->kind == TY_TYPEVAR) return subtype(a->tv_ub, b);
  if (b->kind == TY_TYPEVAR) return subtype(a, b->tv_ub) && subtype(b->tv_lb, a);
  if (b->kind == TY_BOTTOM || a->kind != TY_DATATYPE || b->kind != TY_DATATYPE) return false;
  if (b->name == tn_tuple) return a->name == tn_tuple && tuple_subtype(a, b);
  if (a->name == tn_type) {
    if (b->name == tn_type) {
      Type *x = a->params[0], *y = b->params[0];
      if (y->kind == TY_TYPEVAR) return subtype(x, y->tv_ub) && subtype(y->tv_lb, x);
      return x == y;
    }
    Type *x = a->params[0];
    if (x->kind == TY_DATATYPE) return subtype(t_datatype, b);
    return false;
  }
  for (Type *s = a; s; s = s->super) {
    if (s->name != b->name) continue;
    for (int i = 0; i < b->nparams; i++) {
      Type *bp = b->params[i];
      Type *sp = s->params[i];
      if (bp->kind == TY_TYPEVAR) {
        if (!(subtype(sp, bp->tv_ub) && subtype(bp->tv_lb, sp))) return false;
      } else if (sp != bp) {
        return false;
      }
    }
    return true;
  }
  return false;
}

Type *type_join(Type *a, Type *b) {
  if (subtype(a, b)) return b;
  if (subtype(b, a)) return a;
  Type *pair[2] = {a, b};
  Type *u = union_type(pair, 2);
  if (u->kind == TY_UNION && u->nmembers > max_union_length) return t_any;
  return u;
}

Type *type_meet_narrow(Type *a, Type *b) {
  if (subtype(a, b)) return a;
  if (a->kind == TY_UNION) {
    VEC(Type *) keep = {0};
    for (int i = 0; i < a->nmembers; i++)
      if (subtype(a->members[i], b) || subtype(b, a->members[i])) vec_push(keep, subtype(a->members[i], b) ? a->members[i] : b);
    return union_type(keep.items, keep.len);
  }
  if (subtype(b, a)) return b;
  return t_bottom;
}

int type_field_index(Type *t, Sym name) {
  if (t->kind != TY_DATATYPE || type_is_tuple(t)) return -1;
  for (int i = 0; i < t->name->nfields; i++)
    if (t->name->field_names[i] == name) return i;
  return -1;
}

/* ---- printing, as Julia's show(::Type) ---- */
static void type_print(StrBuf *out, Type *t);
#define put sb_puts

static void type_print(StrBuf *out, Type *t) {
  switch (t->kind) {
  case TY_BOTTOM: put(out, "Union{}"); return;
  case TY_TYPEVAR: put(out, t->tv_name); return;
  case TY_VARARG: put(out, "Vararg{"); type_print(out, t->va_elem); put(out, "}"); return;
  case TY_UNION:
    put(out, "Union{");
    for (int i = 0; i < t->nmembers; i++) {
      if (i) put(out, ", ");
      type_print(out, t->members[i]);
    }
    put(out, "}");
    return;
  case TY_INTPARAM: sb_printf(out, "%lld", (long long)t->ival); return;
  case TY_DATATYPE: break;
  }
  if (t->name == tn_array && t->params[1]->kind == TY_INTPARAM &&
      (t->params[1]->ival == 1 || t->params[1]->ival == 2)) {
    /* Array{T,1} prints as Vector{T} and Array{T,2} as Matrix{T} */
    put(out, t->params[1]->ival == 1 ? "Vector{" : "Matrix{");
    type_print(out, t->params[0]);
    put(out, "}");
    return;
  }
  put(out, t->name->name);
  if (!t->nparams) {
    if (t->name == tn_tuple) put(out, "{}");
    return;
  }
  put(out, "{");
  for (int i = 0; i < t->nparams; i++) {
    if (i) put(out, ", ");
    type_print(out, t->params[i]);
  }
  put(out, "}");
}

const char *type_str(Type *t) {
  if (t->str) return t->str;
  StrBuf out = {0};
  type_print(&out, t);
  t->str = arena_strndup(sb_str(&out), (size_t)out.len);
  free(out.items);
  return t->str;
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
  t_function = core_type(sym("Function"), t_any, 0, true)->wrapper;
  t_module = core_type(sym("Module"), t_any, 0, false)->wrapper;
  t_symbol = core_type(sym("Symbol"), t_any, 0, false)->wrapper;
  t_string = core_type(sym("String"), t_any, 0, false)->wrapper;
  t_string->is_singleton = false;
  t_module->is_singleton = false;
  t_symbol->is_singleton = false;
  t_datatype->is_singleton = false;
  tn_ptr = core_type(sym("Ptr"), t_any, 1, false);
  tn_ptr->is_primitive = true;
  tn_ptr->nbits = 64;
  tn_array = core_type(sym("Array"), t_any, 2, false);
  tn_array->is_mutable = true;
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
  const char *special[] = {"Union", "Vararg"};
  for (int i = 0; i < 2; i++) {
    Binding *b = module_binding(core_module, sym(special[i]));
    b->kind = BIND_CONST;
    b->value.ty = t_bottom;
    b->value.type = type_of_type(t_bottom);
  }
}
