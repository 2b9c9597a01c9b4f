/* infer.c — type inference from the entry points, as Julia does it:
 * abstract interpretation of each method specialized on concrete argument
 * types (a MethodInstance, MI), discovering callees as it goes.
 *
 * Per MI, inference is flow-insensitive over slots: a slot's type is the join
 * of everything assigned to it, and a union-typed value is split at each call
 * into one case per member (union splitting). Inputs only grow (callee return
 * types, global types), so iterating dirty MIs reaches a fixpoint; joins
 * beyond a few members widen to Any, which keeps the lattice finite. */
#include "ir.h"

Inference inference;

/* ---- builtins and intrinsics ---- */
typedef enum {
  IR_SAME,        /* result: type of the first argument (add_int, neg_float...) */
  IR_BOOL,        /* comparisons */
  IR_TYPEARG,     /* first argument is the result type: sitofp(Float64, x) */
  IR_PTRELEM,     /* the element type of the first argument, a Ptr{T}: pointerref */
} IntrinsicRule;

typedef struct IntrinsicInfo {
  const char *name;
  IntrinsicRule rule;
  int nargs;
} IntrinsicInfo;

/* Keep in sync with emit_intrinsic (emit_c.c), which has one case per entry. */
const IntrinsicInfo intrinsic_table[] = {
  {"add_int", IR_SAME, 2}, {"sub_int", IR_SAME, 2}, {"mul_int", IR_SAME, 2},
  {"sdiv_int", IR_SAME, 2}, {"udiv_int", IR_SAME, 2}, {"srem_int", IR_SAME, 2},
  {"urem_int", IR_SAME, 2}, {"neg_int", IR_SAME, 1}, {"and_int", IR_SAME, 2},
  {"or_int", IR_SAME, 2}, {"xor_int", IR_SAME, 2}, {"not_int", IR_SAME, 1},
  {"shl_int", IR_SAME, 2}, {"lshr_int", IR_SAME, 2}, {"ashr_int", IR_SAME, 2},
  {"eq_int", IR_BOOL, 2}, {"ne_int", IR_BOOL, 2}, {"slt_int", IR_BOOL, 2},
  {"sle_int", IR_BOOL, 2}, {"ult_int", IR_BOOL, 2}, {"ule_int", IR_BOOL, 2},
  {"add_float", IR_SAME, 2}, {"sub_float", IR_SAME, 2}, {"mul_float", IR_SAME, 2},
  {"div_float", IR_SAME, 2}, {"rem_float", IR_SAME, 2}, {"neg_float", IR_SAME, 1},
  {"eq_float", IR_BOOL, 2}, {"ne_float", IR_BOOL, 2}, {"lt_float", IR_BOOL, 2},
  {"le_float", IR_BOOL, 2}, {"abs_float", IR_SAME, 1}, {"copysign_float", IR_SAME, 2},
  {"sqrt_llvm", IR_SAME, 1}, {"floor_llvm", IR_SAME, 1}, {"ceil_llvm", IR_SAME, 1},
  {"trunc_llvm", IR_SAME, 1}, {"rint_llvm", IR_SAME, 1}, {"fma_float", IR_SAME, 3},
  {"muladd_float", IR_SAME, 3},
  {"sitofp", IR_TYPEARG, 2}, {"uitofp", IR_TYPEARG, 2}, {"fptosi", IR_TYPEARG, 2},
  {"fptoui", IR_TYPEARG, 2}, {"trunc_int", IR_TYPEARG, 2}, {"sext_int", IR_TYPEARG, 2},
  {"zext_int", IR_TYPEARG, 2}, {"bitcast", IR_TYPEARG, 2}, {"fptrunc", IR_TYPEARG, 2},
  {"fpext", IR_TYPEARG, 2},
  {"ctpop_int", IR_SAME, 1}, {"ctlz_int", IR_SAME, 1}, {"cttz_int", IR_SAME, 1},
  {"pointerref", IR_PTRELEM, 3}, {"pointerset", IR_SAME, 4},     /* (p, [x,] i, align): p[i] */
  {NULL, 0, 0}};

static const struct { const char *name; BuiltinKind kind; } builtin_table[] = {
  {"===", BI_EGAL}, {"typeof", BI_TYPEOF}, {"isa", BI_ISA}, {"getfield", BI_GETFIELD},
  {"setfield!", BI_SETFIELD}, {"tuple", BI_TUPLE}, {"throw", BI_THROW}, {"nfields", BI_NFIELDS},
  {"<:", BI_SUBTYPE}, {"typeassert", BI_TYPEASSERT}, {"ifelse", BI_IFELSE},
  {"fieldtype", BI_FIELDTYPE}, {"_type_string", BI_TYPE_STRING}, {"_fields_tuple", BI_FIELDS_TUPLE}, {"_new", BI_NEW}, {"_setfields!", BI_SETFIELDS},
  {"_array_new", BI_ARRAY_NEW}, {"_arraylen", BI_ARRAYLEN}, {"_arrayref", BI_ARRAYREF},
  {"_arrayset", BI_ARRAYSET}, {"_arraycopy!", BI_ARRAYCOPY}, {"_array_isassigned", BI_ARRAY_ISASSIGNED}, {"_array_resize", BI_ARRAY_RESIZE}, {"_array_resize_front", BI_ARRAY_RESIZE_FRONT},
  {"_array_nrows", BI_ARRAY_NROWS}, {"_array_share", BI_ARRAY_SHARE}, {"_array_dim", BI_ARRAY_DIM}, {"_narrow_isa", BI_NARROW_ISA}, {"_narrow_not", BI_NARROW_NOT},
  {"_codeunit", BI_CODEUNIT}, {"isconcretetype", BI_ISCONCRETE},
  {"_box_new", BI_BOX_NEW}, {"_box_get", BI_BOX_GET}, {"_box_set!", BI_BOX_SET},
  {"_current_exception", BI_CURRENT_EXCEPTION}, {"_return_type", BI_RETURN_TYPE}, {"_sparam_defined", BI_SPARAM_DEFINED},
  {"_slot_defined", BI_SLOT_DEFINED}, {"_field_pointer", BI_FIELD_POINTER}, {"_c_sizeof", BI_C_SIZEOF}, {"_global_defined", BI_GLOBAL_DEFINED},
  {"apply_type", BI_APPLY_TYPE}, {"typejoin", BI_TYPEJOIN}, {"_union_types", BI_UNION_TYPES}, {"_typesplit", BI_TYPESPLIT}, {"isdefined", BI_ISDEFINED}, {"_namedtuple", BI_NAMEDTUPLE},
  {"_merge_namedtuples", BI_MERGE_NAMEDTUPLES}, {"_typeinfo", BI_TYPEINFO}, {NULL, 0}};

/* Create Core's builtins and Core.Intrinsics (called before base/ loads). */
void builtins_init(void) {
  for (int i = 0; builtin_table[i].name; i++) {
    Func *f = func_new(sym(builtin_table[i].name), core_module);
    f->builtin = builtin_table[i].kind;
    Binding *b = module_binding(core_module, f->name);
    b->kind = BIND_CONST;
    b->value.type = f->type;
    b->value.fn = f;
  }
  intrinsics_module = module_new(sym("Intrinsics"), core_module);
  bind_module(core_module, sym("Intrinsics"), intrinsics_module);
  for (int i = 0; intrinsic_table[i].name; i++) {
    Func *f = func_new(sym(intrinsic_table[i].name), intrinsics_module);
    f->builtin = BI_INTRINSIC;
    f->intrinsic = i;
    Binding *b = module_binding(intrinsics_module, f->name);
    b->kind = BIND_CONST;
    b->value.type = f->type;
    b->value.fn = f;
  }
}

/* ---- method instances ---- */
/* First in, first out: callees discovered by a caller are all inferred before
 * the caller runs again, so a function calling n others is re-inferred a few
 * times rather than n times. */
static VEC(MI *) worklist;
static int worklist_head;
typedef VEC(MI *) MIList;
static MIList *callers_of;          /* per MI id: who to re-infer when its return type grows */
static int callers_cap;
/* Who to re-infer when a global's type grows, by global (open addressing:
 * a program may have thousands) */
typedef struct GlobalReaders { Binding *g; MIList readers; } GlobalReaders;
static struct { GlobalReaders *slots; size_t cap, len; } global_readers;

static bool rerun_all;   /* a type newly stored under an abstract type changed what abstract types mean */

static void mark_dirty(MI *mi) {
  if (mi->dirty) return;
  mi->dirty = true;
  vec_push(worklist, mi);
}

/* The pairs (callee or global, reader) entered in the lists above, so that
 * each is entered once without searching a list (a function of Base may
 * have thousands of callers). Returns whether the pair was there. */
static struct { const void **slots; size_t cap, len; } pairs_seen;   /* two words a pair */

static uint64_t pair_hash(const void *a, const void *b) {
  return (((uint64_t)(uintptr_t)a >> 3) * 0x9e3779b97f4a7c15ull) ^ (((uint64_t)(uintptr_t)b >> 3) * 0x100000001b3ull);
}

static bool pair_seen(const void *a, const void *b) {
  if (2 * (pairs_seen.len + 1) > pairs_seen.cap) {
    size_t cap = pairs_seen.cap ? pairs_seen.cap * 2 : 4096;
    const void **slots = NEW_ARRAY(const void *, 2 * cap);
    for (size_t i = 0; i < pairs_seen.cap; i++) {
      if (!pairs_seen.slots[2 * i]) continue;
      size_t j = pair_hash(pairs_seen.slots[2 * i], pairs_seen.slots[2 * i + 1]) & (cap - 1);
      while (slots[2 * j]) j = (j + 1) & (cap - 1);
      slots[2 * j] = pairs_seen.slots[2 * i];
      slots[2 * j + 1] = pairs_seen.slots[2 * i + 1];
    }
    pairs_seen.slots = slots;
    pairs_seen.cap = cap;
  }
  size_t j = pair_hash(a, b) & (pairs_seen.cap - 1);
  for (; pairs_seen.slots[2 * j]; j = (j + 1) & (pairs_seen.cap - 1))
    if (pairs_seen.slots[2 * j] == a && pairs_seen.slots[2 * j + 1] == b) return true;
  pairs_seen.slots[2 * j] = a;
  pairs_seen.slots[2 * j + 1] = b;
  pairs_seen.len++;
  return false;
}

static void add_caller(MI *callee, MI *caller) {
  if (callee->id >= callers_cap) {
    int cap = callers_cap ? callers_cap * 2 : 256;
    while (cap <= callee->id) cap *= 2;
    MIList *n = NEW_ARRAY(MIList, cap);
    if (callers_cap) memcpy(n, callers_of, sizeof(MIList) * (size_t)callers_cap);
    callers_of = n;
    callers_cap = cap;
  }
  if (!pair_seen(callee, caller)) vec_push(callers_of[callee->id], caller);
}

static uint64_t binding_hash(Binding *g) { return ((uint64_t)(uintptr_t)g >> 3) * 0x9e3779b97f4a7c15ull; }

/* g's entry, or the empty one where it goes */
static GlobalReaders *readers_slot(Binding *g) {
  if (2 * (global_readers.len + 1) > global_readers.cap) {
    size_t cap = global_readers.cap ? global_readers.cap * 2 : 1024;
    GlobalReaders *slots = NEW_ARRAY(GlobalReaders, cap);
    for (size_t i = 0; i < global_readers.cap; i++) {
      GlobalReaders *r = &global_readers.slots[i];
      if (!r->g) continue;
      size_t j = binding_hash(r->g) & (cap - 1);
      while (slots[j].g) j = (j + 1) & (cap - 1);
      slots[j] = *r;
    }
    global_readers.slots = slots;
    global_readers.cap = cap;
  }
  size_t j = binding_hash(g) & (global_readers.cap - 1);
  while (global_readers.slots[j].g && global_readers.slots[j].g != g) j = (j + 1) & (global_readers.cap - 1);
  return &global_readers.slots[j];
}

static void add_global_reader(Binding *g, MI *mi) {
  GlobalReaders *r = readers_slot(g);
  if (!r->g) {
    r->g = g;
    global_readers.len++;
    if (g->kind == BIND_GLOBAL) vec_push(inference.globals, g);
  }
  if (!pair_seen(g, mi)) vec_push(r->readers, mi);
}

static void global_widened(Binding *g) {
  GlobalReaders *r = readers_slot(g);
  for (int j = 0; j < r->readers.len; j++) mark_dirty(r->readers.items[j]);
}

static MI *mi_new(Method *m, IR *ir, Type **argtypes, int nargs, Type **sparams) {
  MI *mi = NEW(MI);
  mi->method = m;
  mi->ir = ir;
  mi->nargs = nargs;
  mi->argtypes = argtypes;
  mi->sparams = sparams;
  mi->rettype = t_bottom;
  mi->id = inference.instances.len;
  vec_push(inference.instances, mi);
  mark_dirty(mi);
  return mi;
}

/* The slot types of a call to m with these (flattened) argument types:
 * a vararg method gets its trailing arguments as one Tuple. */
static Type **slot_argtypes(Method *m, Type **flat, int nflat) {
  Type **a = NEW_ARRAY(Type *, m->nargs + 1);
  int fixed = m->is_vararg ? m->nargs - 1 : m->nargs;
  for (int i = 0; i < fixed; i++) a[i] = flat[i];
  if (m->is_vararg) a[fixed] = tuple_type(flat + fixed, nflat - fixed);
  return a;
}

/* Every method instance, by method, argument types and constants: an
 * open-addressing table, since a method may have thousands (convert). */
static struct { MI **slots; size_t cap, len; } mi_table;

static uint64_t mi_hash(Method *m, Type **args, Const **consts) {
  uint64_t h = (uint64_t)m->id * 0x9e3779b97f4a7c15ull;
  for (int j = 0; j < m->nargs; j++) {
    h = (h ^ (uint64_t)args[j]->id) * 0x100000001b3ull;
    Const *c = consts ? consts[j] : NULL;
    if (c) h = (h ^ (c->type == t_symbol ? (uint64_t)(uintptr_t)c->sym : (uint64_t)c->i)) * 0x100000001b3ull;
  }
  return h;
}

static MI *mi_for_consts(Method *m, Type **flat, int nflat, Type **sparams, Const **consts);
static MI *mi_for(Method *m, Type **flat, int nflat, Type **sparams) {
  return mi_for_consts(m, flat, nflat, sparams, NULL);
}

static bool same_const(Const *a, Const *b) {
  if (!a || !b) return a == b;
  return a->type == b->type && (a->type == t_symbol ? a->sym == b->sym : a->i == b->i);
}

static MI *mi_for_slots(Method *m, Type **args, Type **sparams, Const **consts);
static MI *mi_for_consts(Method *m, Type **flat, int nflat, Type **sparams, Const **consts) {
  return mi_for_slots(m, slot_argtypes(m, flat, nflat), sparams, consts);
}

/* The method instance for the types of m's argument slots. */
static MI *mi_for_slots(Method *m, Type **args, Type **sparams, Const **consts) {
  if (2 * (mi_table.len + 1) > mi_table.cap) {
    size_t cap = mi_table.cap ? mi_table.cap * 2 : 4096;
    MI **slots = NEW_ARRAY(MI *, cap);
    for (size_t i = 0; i < mi_table.cap; i++) {
      MI *mi = mi_table.slots[i];
      if (!mi) continue;
      size_t j = mi_hash(mi->method, mi->argtypes, mi->arg_consts) & (cap - 1);
      while (slots[j]) j = (j + 1) & (cap - 1);
      slots[j] = mi;
    }
    mi_table.slots = slots;
    mi_table.cap = cap;
  }
  size_t j = mi_hash(m, args, consts) & (mi_table.cap - 1);
  for (; mi_table.slots[j]; j = (j + 1) & (mi_table.cap - 1)) {
    MI *mi = mi_table.slots[j];
    bool same = mi->method == m;
    for (int k = 0; k < m->nargs && same; k++)
      same = mi->argtypes[k] == args[k] &&
             same_const(mi->arg_consts ? mi->arg_consts[k] : NULL, consts ? consts[k] : NULL);
    if (same) return mi;
  }
  MI *mi = mi_new(m, lower_method(m), args, m->nargs, sparams);
  mi->arg_consts = consts;
  mi_table.slots[j] = mi;
  mi_table.len++;
  return mi;
}

/* ---- constant propagation of indices ----
 * t[2] on a tuple is getindex(t, 2), which calls getfield(t, i): only if i
 * is known to be 2 inside getindex is the result one field's type rather than
 * the union of all. Julia's inference propagates such constants; we do it
 * for an Int or Symbol literal passed to an argument that the callee uses as
 * a getfield index or hands on to another generic call, and never assigns. */
static bool is_builtin_getfield(IR *ir, Val f) {
  (void)ir;
  return f.kind == V_CONST && f.c->type->func && f.c->type->func->builtin == BI_GETFIELD;
}

static bool is_builtin_apply_type(Val f) {
  return f.kind == V_CONST && f.c->type->func && f.c->type->func->builtin == BI_APPLY_TYPE;
}

/* fieldtype(T, name) and setfield!(x, name, v): a name known at compile time */
static bool is_builtin_by_field_name(Val f) {
  return f.kind == V_CONST && f.c->type->func &&
         (f.c->type->func->builtin == BI_FIELDTYPE || f.c->type->func->builtin == BI_SETFIELD);
}

static bool arg_assigned(IR *ir, int slot) {
  for (int i = 0; i < ir->code.len; i++)
    if (ir->code.items[i].kind == I_SLOTSET && ir->code.items[i].target == slot) return true;
  return false;
}

static bool arg_wants_const(IR *ir, int slot) {
  bool used = false;
  for (int i = 0; i < ir->code.len; i++) {
    Instr *in = &ir->code.items[i];
    if (in->kind == I_SLOTSET && in->target == slot) return false;
    if (in->kind != I_CALL) continue;
    Val f = in->args[0];
    bool builtin = f.kind == V_CONST && f.c->type->func && f.c->type->func->builtin;
    for (int k = 1; k < in->nargs; k++) {
      if (in->args[k].kind != V_SLOT || in->args[k].idx != slot) continue;
      if (is_builtin_getfield(ir, f) || is_builtin_by_field_name(f) ? k == 2 : is_builtin_apply_type(f) ? k >= 2 : !builtin) used = true;
    }
  }
  return used;
}

Type *template_type(MI *mi, Val v) {
  Type *t = mi_subst(mi, v.c->ty);
  return t->kind == TY_VALUE ? t->value.type : type_of_type(t);
}

/* A local assigned once, from a constant (x = 2), is that constant wherever
 * it is defined; Julia's inference folds it as well (Val{x}, t[i]). */
static Const *single_assignment_const(IR *ir, int slot) {
  if (!ir->slot_consts) {
    int n = ir->slot_names.len;
    ir->slot_consts = NEW_ARRAY(Const *, n + 1);
    int *count = NEW_ARRAY(int, n + 1);
    for (int i = 0; i < ir->code.len; i++) {
      Instr *in = &ir->code.items[i];
      if (in->kind != I_SLOTSET || in->target >= n) continue;
      count[in->target]++;
      ir->slot_consts[in->target] = in->args[0].kind == V_CONST ? in->args[0].c : NULL;
    }
    for (int s = 0; s < n; s++)
      if (count[s] != 1 || s < ir->nargs) ir->slot_consts[s] = NULL;
  }
  return slot < ir->slot_names.len ? ir->slot_consts[slot] : NULL;
}

int known_condition(MI *mi, Instr *in) {
  Const *c = known_const(mi, in->args[0]);
  return c && c->type == t_bool ? c->i != 0 : -1;
}

Const *known_const(MI *mi, Val v) {
  if (v.kind == V_CONST) return v.c;
  if (v.kind == V_SSA && mi->calls && mi->calls[v.idx].ncases == 1) return mi->calls[v.idx].cases[0].value;
  if (v.kind == V_SLOT && v.idx >= mi->nargs) return single_assignment_const(mi->ir, v.idx);
  if (v.kind == V_TYPE) {
    Type *t = mi_subst(mi, v.c->ty);
    return t->kind == TY_VALUE && !t->nparams && !t->rt_value ? &t->value : NULL;
  }
  if (v.kind == V_SLOT && v.idx < mi->nargs && mi->arg_consts) return mi->arg_consts[v.idx];
  return NULL;
}

/* The constants worth specializing a call on, or NULL. */
static Const **call_consts(MI *caller, Method *m, CallInfo *ci) {
  /* not down a recursion, direct or through other methods (ping calling
   * pong calling ping), which constants would unroll without end */
  if (m->is_vararg) return NULL;
  int depth = 0;
  for (MI *up = caller; up && depth < 256; up = up->caller, depth++)
    if (up->method == m) return NULL;
  IR *ir = lower_method(m);
  Const **consts = NULL;
  /* a call on constants only (N - 1, length(t) == 0) is folded through the
   * callee, whatever it does with them */
  bool all_const = ci->nflat == m->nargs && ci->nflat <= 3;
  for (int i = 0; i < ci->nflat && all_const; i++) {
    Const *c = ci->flat_field[i] < 0 ? known_const(caller, ci->flat_vals[i]) : NULL;
    Type *as_param;
    all_const = c && value_param_of(c, &as_param);
  }
  for (int i = 0; i < ci->nflat && i < m->nargs; i++) {
    if (ci->flat_field[i] >= 0) continue;
    Const *c = known_const(caller, ci->flat_vals[i]);
    Type *as_param;
    if (!c || !value_param_of(c, &as_param) || !(all_const ? !arg_assigned(ir, i) : arg_wants_const(ir, i))) continue;
    if (!consts) consts = NEW_ARRAY(Const *, m->nargs + 1);
    consts[i] = c;
  }
  return consts;
}

/* ---- value types ---- */
static Type *val_type(MI *mi, Val v) {
  switch (v.kind) {
  case V_SSA: return mi->ssa_types[v.idx];
  case V_SLOT: return mi->slot_types[v.idx];
  case V_CONST: return v.c->type;
  case V_GLOBAL:
    add_global_reader(v.g, mi);
    return v.g->type ? v.g->type : t_bottom;
  case V_TYPE: return template_type(mi, v);
  default: return t_nothing;
  }
}

Type *mi_subst(MI *mi, Type *t) {
  if (!mi->method || !mi->method->nsparams || !mi->sparams) return t;
  return type_subst(t, mi->method->sparams, mi->sparams, mi->method->nsparams);
}

/* The constant a value is known to be, when it is one (literals, constant
 * globals, singleton types). */
static bool val_const_type(MI *mi, Val v, Type **out) {
  Type *t = val_type(mi, v);
  if (t->kind == TY_DATATYPE && t->name == tn_type && t->is_singleton) { *out = t->params[0]; return true; }
  return false;
}

/* The members a call splits an argument of type t into, as a union, or NULL:
 * small unions, and abstract types through the closed world. */
static Type *split_members(Type *t) {
  if (t->kind == TY_UNION) return union_splits(t->members, t->nmembers) ? t : NULL;
  if (t->kind == TY_DATATYPE && !t->is_concrete && t->name != tn_tuple) {
    Type *u = type_closed_world(t);
    if (u != t && u->kind == TY_UNION && union_splits(u->members, u->nmembers)) return u;
  }
  return NULL;
}

/* Is a value of type t held as a union (of its members, or of the types
 * stored under an abstract t)? */
static bool rep_is_union(Type *t) {
  if (t->kind == TY_UNION) return true;
  return t->kind == TY_DATATYPE && !t->is_concrete && t->name != tn_tuple && type_closed_world(t)->kind == TY_UNION;
}

const char *wide_arg_reason(int i, Type *t) {
  if (t == t_any)
    return arena_printf("argument %d has type Any: more than %d types of value flow into untyped places (Vector{Any}, "
                        "untyped fields and globals), too many to split the call over", i + 1, split_limit);
  return arena_printf("argument %d has abstract type %s, and the program creates more than %d subtypes of it, "
                      "too many to split the call over", i + 1, type_str(t), split_limit);
}

bool call_arg_resolved(Type *t) {
  return t->is_concrete || (t->kind == TY_UNION && split_members(t) && type_is_representable(t));
}

/* A union's abstract members (x isa Union{Rational, AbstractFloat} on an Any)
 * as the types stored under them, so that calls split over concrete types. */
static Type *members_closed_world(Type *t) {
  if (t->kind != TY_UNION) return t;
  Type **ms = NEW_ARRAY(Type *, t->nmembers);
  for (int i = 0; i < t->nmembers; i++) ms[i] = type_closed_world(t->members[i]);
  return union_type(ms, t->nmembers);
}

/* Can no value of type t exist, since none is ever stored under it (an
 * element of a Vector{Animal}(undef, n) when no Animal is created)? Then
 * reading one is Julia's UndefRefError, and code given one is never reached. */
static bool never_exists(Type *t) {
  return t->kind == TY_DATATYPE && !t->is_concrete && t->name != tn_tuple && type_closed_world(t)->kind == TY_BOTTOM;
}

/* ---- builtin calls ---- */
/* What a catch may get: thrown values are nearly always Exceptions, and
 * Exception's closed world (the exceptions thrown) holds any number of
 * them without widening to Any (which would make every Any hold them). */
static Type *thrown_join(Type *a, Type *b) {
  Binding *eb = module_lookup(core_module, sym("Exception"));
  Type *exception = eb && eb->kind == BIND_CONST ? eb->value.ty : t_any;
  if (subtype(a, exception) && subtype(b, exception)) {
    Type *pair[2] = {a, b};
    Type *u = union_type(pair, 2);
    return u->kind == TY_UNION && u->nmembers > 4 ? exception : u;
  }
  return type_join(a, b);
}

/* A value stored where any value goes (an Any element or field) joins Any's
 * closed world by its type; a tuple with a field of abstract type
 * (Tuple{Int64, Any}) has no concrete type to join it as: each value
 * would be a Tuple{Int64, T} for every T Any holds, that tuple included. */
static const char *any_flow_refused(Type *t) {
  for (int i = 0; i < (t->kind == TY_UNION ? t->nmembers : 1); i++) {
    Type *m = t->kind == TY_UNION ? t->members[i] : t;
    if (m->kind == TY_DATATYPE && m->name == tn_tuple && !m->is_concrete && !type_vatuple_elem(m))
      return arena_printf("not supported yet: a value of type %s stored as Any (a tuple with a field of abstract "
                          "type, where any value goes)", type_str(m));
  }
  return NULL;
}

/* A closure's function name: g for a local `g(y) = ...` (its type #g#2),
 * the type's own name for an anonymous one (#1), as Julia's nameof */
static Sym closure_function_name(Sym type_name) {
  const char *end = type_name[0] == '#' ? strchr(type_name + 1, '#') : NULL;
  return end && end > type_name + 1 ? sym_n(type_name + 1, (size_t)(end - type_name - 1)) : type_name;
}

static int current_instr;   /* the instruction infer_call is working on */

/* Int64 arithmetic and comparisons on constants, evaluated now (Julia's
 * inference folds them too), so Val{N - 1} and `if N == 0` are known. */
static Const *fold_intrinsic(MI *mi, const char *name, int n, Type **at, Val *flat_vals, int *flat_field) {
  int64_t x[2];
  if (n != 2) return NULL;
  for (int i = 0; i < 2; i++) {
    Const *k = flat_field[i] < 0 && at[i] == t_int64 ? known_const(mi, flat_vals[i]) : NULL;
    if (!k || k->type != t_int64) return NULL;
    x[i] = k->i;
  }
  Const *r = NEW(Const);
  r->type = t_bool;
  if (!strcmp(name, "add_int")) { r->type = t_int64; r->u = (uint64_t)x[0] + (uint64_t)x[1]; }
  else if (!strcmp(name, "sub_int")) { r->type = t_int64; r->u = (uint64_t)x[0] - (uint64_t)x[1]; }
  else if (!strcmp(name, "mul_int")) { r->type = t_int64; r->u = (uint64_t)x[0] * (uint64_t)x[1]; }
  else if (!strcmp(name, "eq_int")) r->i = x[0] == x[1];
  else if (!strcmp(name, "ne_int")) r->i = x[0] != x[1];
  else if (!strcmp(name, "slt_int")) r->i = x[0] < x[1];
  else if (!strcmp(name, "sle_int")) r->i = x[0] <= x[1];
  else return NULL;
  return r;
}

static void infer_mi(MI *mi);

/* What g (of type ft) returns for an argument of type t, inferring the
 * method instance now if need be (for BI_RETURN_TYPE); Union{} if no method. */
static Type *return_type_of(MI *mi, Func *g, Type *ft, Type *t) {
  Type *args[2] = {ft, t};
  int self = g->functor_of ? 1 : 0;
  Type **sp;
  bool ambiguous;
  Method *m = method_dispatch(g, args + 1 - self, 1 + self, &sp, &ambiguous);
  if (!m) return t_bottom;
  MI *target = mi_for(m, args + 1 - self, 1 + self, sp);
  add_caller(target, mi);
  if (!target->ssa_types && !target->inferring) {
    int saved = current_instr;
    target->dirty = false;          /* inferred now, as generic_case does */
    infer_mi(target);
    current_instr = saved;
  }
  return target->rettype;
}

/* An array's element type: one a value can have, or Union{} (Union{}[]: an
 * array that can hold nothing, so stays empty). */
static bool array_elem_representable(Type *elem) {
  return type_is_representable(elem) || elem->kind == TY_BOTTOM;
}

/* What a pointer may point to: a primitive type or an isbits struct, both
 * plain C values (a singleton has no bytes to load). */
static bool is_c_value(Type *t) {
  return t->kind == TY_DATATYPE && t->is_concrete && (t->name->is_primitive || (type_is_isbits(t) && !t->is_singleton));
}

/* Why the parameter k of head cannot be a value of type vt only known at run
 * time ("" for a plain "only known at run time"; NULL: it can, K{i} with
 * an Int i). Its values then carry it (Type.rt_value), which needs a type
 * whose layout does not depend on it, and one such parameter. */
static const char *runtime_param_refused(Type *head, int k, Type *vt, Type **before, int nbefore) {
  TypeName *tn = head->name;
  if (tn == tn_tuple || tn == tn_type || tn == tn_array || tn == tn_memory || tn == tn_ptr || tn == tn_namedtuple ||
      tn->is_abstract || tn->is_primitive || k >= tn->nparams)
    return "";
  if (!vt->is_concrete || !value_param_type_ok(vt)) return "";
  if (vt != t_int64 && vt != t_bool) return arena_printf(" (a run-time parameter of type %s)", type_str(vt));
  if (tn->is_mutable) return " (of a mutable type)";
  for (int i = 0; i < nbefore; i++)
    if (before[i]->kind == TY_VALUE && before[i]->rt_value) return " (a second run-time parameter)";
  for (int i = 0; i < tn->nfields; i++)
    if (type_mentions_var(tn->field_types[i], tn->params[k]))
      return arena_printf(" (the field %s's type depends on it)", tn->field_names[i]);
  return NULL;
}

static CallCase builtin_case(MI *mi, Func *f, Type **at, int n, Val *flat_vals, int *flat_field) {
  CallCase c = {0};
  c.builtin = f;
  c.argtypes = at;
  c.result = t_any;
  switch (f->builtin) {
  case BI_EGAL: case BI_ISA: case BI_SUBTYPE:
    if (n != 2) goto arity;
    c.result = t_bool;
    return c;
  case BI_TYPEOF:
    if (n != 1) goto arity;
    /* Julia's answer, Tuple{Int64, Int64, Int64}, would be a type made at run time */
    if (type_vatuple_elem(at[0])) c.error = "typeof of a tuple whose length is only known at run time";
    c.result = at[0]->is_concrete ? type_of_type(at[0]) : t_datatype;
    if (at[0]->kind == TY_DATATYPE && at[0]->name == tn_type && at[0]->is_singleton)
      /* the type of a type: typeof(Float64) is DataType, typeof(Vector) UnionAll */
      c.result = type_of_type(type_kind_of(at[0]->params[0]));
    return c;
  case BI_NFIELDS:
    if (n != 1) goto arity;
    c.result = t_int64;
    if (at[0]->kind == TY_DATATYPE && at[0]->is_concrete && !type_vatuple_elem(at[0])) {   /* known from the type */
      c.value = NEW(Const);
      c.value->type = t_int64;
      c.value->i = at[0]->nfields;
    }
    return c;
  case BI_TUPLE:
    c.result = tuple_type(at, n);
    return c;
  case BI_THROW: {
    if (n != 1) goto arity;
    c.result = t_bottom;
    /* a catch may get it: what catches get widens (as a global's type) */
    Binding *exc = &inference.exception;
    Type *j = thrown_join(exc->type, at[0]);
    if (type_register_stored(at[0], t_any)) rerun_all = true;   /* a catch may get it as an Exception */
    if (j != exc->type) { exc->type = j; global_widened(exc); }
    if (j == t_any && type_register_any_flow(at[0])) rerun_all = true;
    /* with no handler to catch it, a throw ends the program through
     * Base.report_uncaught_exception, compiled for the thrown type */
    Binding *b = module_lookup(base_module, sym("report_uncaught_exception"));
    if (b && b->kind == BIND_CONST && b->value.type->func) {
      Type **sp;
      bool amb;
      Method *m = method_dispatch(b->value.fn, at, 1, &sp, &amb);
      if (m) { c.target = mi_for(m, at, 1, sp); add_caller(c.target, mi); }
    }
    return c;
  }
  case BI_TYPEASSERT: {
    if (n != 2) goto arity;
    Type *t;
    if (!val_const_type(mi, flat_field[1] < 0 ? flat_vals[1] : (Val){0}, &t)) {
      c.error = "typeassert with a type only known at run time";
      return c;
    }
    c.result = subtype(at[0], t) ? at[0] : t_bottom;   /* a failing case throws TypeError */
    return c;
  }
  case BI_IFELSE:
    if (n != 3) goto arity;
    c.result = type_join(at[1], at[2]);
    return c;
  case BI_GETFIELD: {
    if (n != 2) goto arity;
    Type *x = at[0];
    Const *kc = flat_field[1] < 0 ? known_const(mi, flat_vals[1]) : NULL;
    bool key_const = kc != NULL;
    /* a tuple with an element of unsplittable abstract type (the next of a
     * Vector{Shape}'s iterate) still gives that element's type, so that the
     * call on it is the one reported */
    bool fixed_tuple = type_is_tuple(x) && !(x->nparams && x->params[x->nparams - 1]->kind == TY_VARARG);
    if (x->kind != TY_DATATYPE || (!type_is_representable(x) && !fixed_tuple)) {
      c.error = arena_printf("getfield on a value of abstract type %s", type_str(x));
      return c;
    }
    int nf = x->nfields;
    if (at[1] == t_symbol) {
      if (!key_const) { c.error = "getfield with a field name only known at run time"; return c; }
      int idx = type_field_index(x, kc->sym);
      /* no such field, or one that cannot be defined: throws */
      c.result = idx < 0 || never_exists(x->field_types[idx]) ? t_bottom : x->field_types[idx];
      return c;
    }
    if (at[1] != t_int64) { c.result = t_bottom; return c; }
    if (type_vatuple_elem(x)) {          /* any index may be in range */
      c.result = type_vatuple_elem(x);
      return c;
    }
    if (key_const) {
      int64_t i = kc->i;
      /* out of range (BoundsError), or a field that cannot be defined */
      c.result = i >= 1 && i <= nf && !never_exists(x->field_types[i - 1]) ? x->field_types[i - 1] : t_bottom;
      return c;
    }
    Type *r = t_bottom;
    for (int i = 0; i < nf; i++) r = type_join(r, x->field_types[i]);
    /* joined past the union limit, the fields' values flow into Any: each of
     * them, not only those the widening join happened to see */
    for (int i = 0; i < nf && r == t_any; i++)
      if (type_register_any_flow(x->field_types[i])) rerun_all = true;
    c.result = r;
    return c;
  }
  case BI_SETFIELD: {
    if (n != 3) goto arity;
    Type *x = at[0];
    Const *key = flat_field[1] < 0 ? known_const(mi, flat_vals[1]) : NULL;
    if (x->kind != TY_DATATYPE || !x->is_concrete || !x->name->is_mutable) {
      c.result = t_bottom;           /* setfield! on an immutable value throws */
      return c;
    }
    if (!key || at[1] != t_symbol) { c.error = "setfield! with a field name only known at run time"; return c; }
    int idx = type_field_index(x, key->sym);
    if (idx < 0) { c.result = t_bottom; return c; }
    if (x->field_types[idx] == t_any && (c.error = any_flow_refused(at[2]))) return c;
    if (x->field_types[idx] == t_any && type_register_any_flow(at[2])) rerun_all = true;
    if (type_register_stored(at[2], x->field_types[idx])) rerun_all = true;
    if (!subtype(at[2], x->field_types[idx]))
      c.error = arena_printf("assigning a %s to field %s::%s without converting it", type_str(at[2]), key->sym, type_str(x->field_types[idx]));
    c.result = at[2];
    return c;
  }
  case BI_FIELDTYPE: {
    /* fieldtype(T, i) of a type and an index (or name) known at compile time */
    Type *t;
    if (n != 2) goto arity;
    Const *k = flat_field[1] < 0 ? known_const(mi, flat_vals[1]) : NULL;
    if (!val_const_type(mi, flat_vals[0], &t) || t->kind != TY_DATATYPE || !k ||
        (k->type != t_int64 && k->type != t_symbol)) {
      c.error = "fieldtype of a type or field only known at run time";
      return c;
    }
    bool tuple = t->name == tn_tuple;
    int nf = tuple ? t->nparams : t->nfields;
    int i = -1;
    if (k->type == t_int64) i = k->i >= 1 && k->i <= nf ? (int)k->i - 1 : -1;
    else
      for (int j = 0; j < nf && !tuple; j++)
        if (t->field_names[j] == k->sym) i = j;
    if (i < 0 && k->type == t_symbol) {
      /* a FieldError when reached: a split call (x.f = v on a value of
       * abstract type) may try types that lack the field */
      c.result = t_bottom;
      return c;
    }
    if (i < 0 || (tuple && t->params[i]->kind == TY_VARARG)) {
      c.error = arena_printf("fieldtype(%s, ...) of a field it may not have", type_str(t));
      return c;
    }
    c.result = type_of_type(tuple ? t->params[i] : t->field_types[i]);
    return c;
  }
  case BI_ARRAY_NEW: case BI_ARRAY_SHARE: {
    /* _array_new(Array{T,N}, dims...): N Int64 sizes (Vector{T}, n; Matrix{T}, rows, cols;
     * Memory{T}, n);
     * _array_share(Array{T,N}, a::Array{T}, ...): reshape and vec, with the
     * length for a Vector, all N sizes for N >= 2 */
    Type *t;
    bool share = f->builtin == BI_ARRAY_SHARE;
    int first = share ? 2 : 1;
    if (n < 2 || !val_const_type(mi, flat_vals[0], &t) || !type_is_array(t) || !t->is_concrete ||
        (share && t->name != tn_array)) {
      c.error = "_array_new and _array_share need a concrete array type";
      return c;
    }
    int64_t ndims = t->name == tn_memory ? 1 : t->params[1]->value.i;
    int nsizes = (int)ndims;
    bool ok = n == first + nsizes;
    for (int i = first; i < n && ok; i++) ok = at[i] == t_int64;
    if (share && ok) ok = at[1]->kind == TY_DATATYPE && at[1]->name == tn_array && at[1]->params[0] == t->params[0];
    if (!ok) {
      c.error = share ? "_array_share needs an array type, an array of its element type and Int64 sizes"
                      : "_array_new needs an array type and one Int64 size per dimension";
      return c;
    }
    if (!array_elem_representable(t->params[0]))
      c.error = arena_printf("not supported yet: arrays of %s", type_str(t->params[0]));
    c.result = t;
    return c;
  }
  case BI_ARRAY_DIM: {
    Type *a = n == 2 ? at[0] : NULL;
    if (!a || a->kind != TY_DATATYPE || a->name != tn_array || !a->is_concrete || a->params[1]->value.i < 2 || at[1] != t_int64) {
      c.error = "_array_dim needs an array of 2 or more dimensions and an Int64";
      return c;
    }
    c.result = t_int64;
    return c;
  }
  case BI_ARRAYCOPY: {
    bool arrays = n == 4;
    for (int k = 0; k < n && arrays; k += 2)
      arrays = type_is_array(at[k]) && at[k]->is_concrete && at[k + 1] == t_int64;
    if (!arrays || at[0]->params[0] != at[2]->params[0]) {
      c.error = "_arraycopy! needs two arrays of one element type and their indices";
      return c;
    }
    c.result = t_nothing;
    return c;
  }
  case BI_ARRAYLEN: case BI_ARRAYREF: case BI_ARRAYSET: case BI_ARRAY_RESIZE: case BI_ARRAY_RESIZE_FRONT: case BI_ARRAY_NROWS:
  case BI_ARRAY_ISASSIGNED: {
    int want = f->builtin == BI_ARRAYLEN || f->builtin == BI_ARRAY_NROWS ? 1 : f->builtin == BI_ARRAYSET ? 3 : 2;
    if (n != want) goto arity;
    Type *a = at[0];
    /* (Memory{T} has no rows and cannot be resized) */
    bool array_only = f->builtin == BI_ARRAY_RESIZE || f->builtin == BI_ARRAY_RESIZE_FRONT || f->builtin == BI_ARRAY_NROWS;
    if (!type_is_array(a) || !a->is_concrete || (array_only && a->name != tn_array)) { c.error = "array builtin on a non-array"; return c; }
    Type *elem = a->params[0];
    if (f->builtin == BI_ARRAYLEN || f->builtin == BI_ARRAY_NROWS) c.result = t_int64;
    else if (f->builtin == BI_ARRAYREF) c.result = at[1] == t_int64 && !never_exists(elem) ? elem : t_bottom;
    else if (f->builtin == BI_ARRAY_ISASSIGNED) c.result = at[1] == t_int64 ? t_bool : t_bottom;
    else if (f->builtin == BI_ARRAYSET) {
      if (!subtype(at[1], elem) || at[2] != t_int64) { c.error = "_arrayset of a value that is not an element"; return c; }
      if (elem == t_any && (c.error = any_flow_refused(at[1]))) return c;
      if (elem == t_any && type_register_any_flow(at[1])) rerun_all = true;
      if (type_register_stored(at[1], elem)) rerun_all = true;
      c.result = t_nothing;
    } else c.result = at[1] == t_int64 ? t_nothing : t_bottom;
    if (!array_elem_representable(elem)) c.error = arena_printf("not supported yet: arrays of %s (boxed elements)", type_str(elem));
    return c;
  }
  case BI_ISCONCRETE:
    if (n != 1) goto arity;
    c.result = t_bool;
    return c;
  case BI_RETURN_TYPE: {
    /* what f(::T) returns, as inference knows it (Julia's return_type, for
     * the element type of collect over a generator, even an empty one) */
    Type *t;
    if (n != 2) goto arity;
    if (!val_const_type(mi, flat_vals[1], &t)) { c.error = "_return_type with an argument type known only at run time"; return c; }
    Func *g = at[0]->func ? at[0]->func : at[0]->kind == TY_DATATYPE ? at[0]->name->functor : NULL;
    if (!g) { c.error = arena_printf("_return_type of a value of type %s, not a function", type_str(at[0])); return c; }
    /* a union argument is split, as Julia's inference splits it: f(::Union{Missing, Int64}) */
    Type **members = t->kind == TY_UNION ? t->members : &t;
    int nmembers = t->kind == TY_UNION ? t->nmembers : 1;
    Type **results = NEW_ARRAY(Type *, nmembers);
    for (int i = 0; i < nmembers; i++) results[i] = return_type_of(mi, g, at[0], members[i]);
    Type *r = union_type(results, nmembers);
    c.result = type_of_type(r);
    return c;
  }
  case BI_FIELD_POINTER: {
    Const *kc = n == 2 && flat_field[1] < 0 ? known_const(mi, flat_vals[1]) : NULL;
    if (n != 2) goto arity;
    if (at[0]->kind != TY_DATATYPE || !at[0]->is_concrete || !at[0]->name->is_mutable || !kc || kc->type != t_int64 ||
        kc->i < 1 || kc->i > at[0]->nfields) {
      c.error = "_field_pointer of a value that is not a mutable struct, or of a field not known";
      return c;
    }
    Type *p = at[0]->field_types[kc->i - 1];
    c.result = type_apply(tn_ptr, &p, 1, (Loc){0});
    return c;
  }
  case BI_C_SIZEOF: {
    if (n != 1) goto arity;
    Type *t = at[0]->kind == TY_DATATYPE && at[0]->name == tn_type ? at[0]->params[0] : NULL;
    if (!t || t->kind != TY_DATATYPE || !t->is_concrete || !type_is_isbits(t) || t->name == tn_tuple) {
      c.error = "sizeof of a type that is not an isbits struct known at compile time";
      return c;
    }
    c.result = t_int64;
    return c;
  }
  case BI_SLOT_DEFINED: case BI_GLOBAL_DEFINED:
    /* known where it runs (see undef_checks), or the global's flag */
    if (n != (f->builtin == BI_SLOT_DEFINED)) goto arity;
    if (f->builtin == BI_GLOBAL_DEFINED) add_global_reader(mi->ir->code.items[current_instr].global, mi);
    c.result = t_bool;
    return c;
  case BI_SPARAM_DEFINED: {
    /* a `where` variable the arguments leave unbound (eltype(Vector)'s E)
     * holds the argument's own free variable; Julia's is undefined */
    if (n != 1 || at[0]->kind != TY_DATATYPE || at[0]->name != tn_type) goto arity;
    c.result = t_bool;
    c.value = NEW(Const);
    c.value->type = t_bool;
    c.value->i = at[0]->params[0]->kind != TY_TYPEVAR;
    return c;
  }
  case BI_APPLY_TYPE: {
    /* Val{n}, Vector{typeof(x)}: each parameter a type or a value that
     * inference knows (a constant argument, a `where` value) */
    Type *head;
    if (n < 1) goto arity;
    if (!val_const_type(mi, flat_vals[0], &head) || head->kind != TY_DATATYPE) {
      c.error = "apply_type of a value that is not a type known at compile time";
      return c;
    }
    Type **params = NEW_ARRAY(Type *, n);
    for (int i = 1; i < n; i++) {
      if (flat_field[i] < 0 && flat_vals[i].kind == V_TYPE) {   /* a `where` variable, or a value (lower.c) */
        params[i - 1] = mi_subst(mi, flat_vals[i].c->ty);
        continue;
      }
      Const *k = flat_field[i] < 0 ? known_const(mi, flat_vals[i]) : NULL;
      if (!val_const_type(mi, flat_vals[i], &params[i - 1]) && !(k && value_param_of(k, &params[i - 1]))) {
        const char *why = runtime_param_refused(head, i - 1, at[i], params, i - 1);
        if (why) {
          c.error = arena_printf("%sthe type parameter %s of %s is only known at run time%s", *why ? "not supported yet: " : "",
                                 type_str(at[i]), type_str(head), why);
          return c;
        }
        params[i - 1] = runtime_value_param(at[i]);
      }
    }
    TypeName *tn = head->name;
    if (tn == tn_tuple) c.result = type_of_type(tuple_type(params, n - 1));
    else if (n - 1 != tn->nparams) c.error = arena_printf("%s takes %d type parameters, not %d", tn->name, tn->nparams, n - 1);
    else c.result = type_of_type(type_apply(tn, params, n - 1, mi->ir->code.items[current_instr].loc));
    return c;
  }
  case BI_TYPEJOIN: case BI_UNION_TYPES: {
    Type *a, *b;
    if (n != 2) goto arity;
    if (!val_const_type(mi, flat_vals[0], &a) || !val_const_type(mi, flat_vals[1], &b)) {
      c.error = arena_printf("%s of types only known at run time", f->name);
      return c;
    }
    if (f->builtin == BI_UNION_TYPES) {
      c.result = type_of_type(union_type((Type *[]){a, b}, 2));
      return c;
    }
    Type *j = type_supertype_join(a, b);
    if (!j) c.error = arena_printf("not supported yet: typejoin(%s, %s), a UnionAll", type_str(a), type_str(b));
    else c.result = type_of_type(j);
    return c;
  }
  case BI_TYPESPLIT: {
    Type *a, *b;
    if (n != 2) goto arity;
    if (!val_const_type(mi, flat_vals[0], &a) || !val_const_type(mi, flat_vals[1], &b)) {
      c.error = "_typesplit of types only known at run time";
      return c;
    }
    Type **members = a->kind == TY_UNION ? a->members : &a;
    int nmembers = a->kind == TY_UNION ? a->nmembers : 1, kept = 0;
    Type **rest = NEW_ARRAY(Type *, nmembers);
    for (int i = 0; i < nmembers; i++)
      if (!subtype(members[i], b)) rest[kept++] = members[i];
    c.result = type_of_type(union_type(rest, kept));
    return c;
  }
  case BI_NAMEDTUPLE: {
    /* _namedtuple(names, values...): names a `where` value or lower.c's constant */
    if (n < 1) goto arity;
    Type *names = flat_field[0] < 0 && flat_vals[0].kind == V_TYPE ? mi_subst(mi, flat_vals[0].c->ty) : NULL;
    if (!names || names->kind != TY_VALUE || names->nparams != n - 1) {
      c.error = "_namedtuple with names not known at compile time";
      return c;
    }
    Type *params[2] = {names, tuple_type(at + 1, n - 1)};
    c.result = type_apply(tn_namedtuple, params, 2, mi->ir->code.items[current_instr].loc);
    return c;
  }
  case BI_MERGE_NAMEDTUPLES: {
    /* a's names in order, then b's new ones; a name in b takes b's value */
    if (n != 2) goto arity;
    for (int i = 0; i < 2; i++)
      if (at[i]->kind != TY_DATATYPE || at[i]->name != tn_namedtuple || !at[i]->is_concrete) {
        c.error = "_merge_namedtuples of a value that is not a named tuple";
        return c;
      }
    Type *a = at[0], *b = at[1];
    Type **names = NEW_ARRAY(Type *, a->nfields + b->nfields + 1);
    Type **types = NEW_ARRAY(Type *, a->nfields + b->nfields + 1);
    int m = 0;
    for (int i = 0; i < a->nfields; i++) {
      int k = type_field_index(b, a->field_names[i]);
      names[m] = a->params[0]->params[i];
      types[m++] = k >= 0 ? b->field_types[k] : a->field_types[i];
    }
    for (int i = 0; i < b->nfields; i++)
      if (type_field_index(a, b->field_names[i]) < 0) {
        names[m] = b->params[0]->params[i];
        types[m++] = b->field_types[i];
      }
    Type *params[2] = {value_tuple_param(names, m), tuple_type(types, m)};
    c.result = type_apply(tn_namedtuple, params, 2, mi->ir->code.items[current_instr].loc);
    return c;
  }
  case BI_TYPEINFO: {
    /* what reflection asks of a type known at compile time: the answer is
     * a constant (a type, a count, a name, a flag, or the field names) */
    Type *t;
    if (n != 2) goto arity;
    Sym what = flat_vals[0].kind == V_CONST && at[0] == t_symbol ? flat_vals[0].c->sym : NULL;
    bool fn = at[1]->kind == TY_DATATYPE && at[1]->func;        /* nameof(sin) */
    /* a closure value: its struct's name, as Julia's typeof(f).name.mt.name */
    bool closure = !fn && at[1]->kind == TY_DATATYPE && at[1]->is_concrete && subtype(at[1], t_function);
    /* (of a K{N} with N known at run time: what does not depend on N) */
    bool rt = at[1]->kind == TY_DATATYPE && at[1]->name == tn_type && type_contains_rt(at[1]) &&
              (t = at[1]->params[0])->kind == TY_DATATYPE;
    if (!what || !(fn || closure || rt || (val_const_type(mi, flat_vals[1], &t) && t->kind == TY_DATATYPE)) ||
        (rt && what == sym("supertype") && type_contains_rt(t->super))) {
      c.error = "reflection on a type only known at run time";
      return c;
    }
    Const *k = c.value = NEW(Const);
    if (fn || closure) {
      k->type = t_symbol;
      k->sym = fn ? at[1]->func->name : closure_function_name(at[1]->name->name);
    } else if (what == sym("supertype")) {
      c.value = NULL;
      c.result = type_of_type(t->super ? t->super : t_any);
      return c;
    } else if (what == sym("fieldnames")) {
      c.value = NULL;
      Type **syms = NEW_ARRAY(Type *, t->nfields + 1);
      for (int i = 0; i < t->nfields; i++) syms[i] = t_symbol;
      if (type_is_tuple(t) || !t->field_names) c.error = "fieldnames of a tuple type";
      c.result = tuple_type(syms, t->nfields);
      return c;
    } else if (what == sym("fieldcount")) {
      k->type = t_int64;
      k->i = t->nfields;
    } else if (what == sym("nameof")) {
      k->type = t_symbol;
      k->sym = t->name->name;
    } else {
      k->type = t_bool;
      if (what == sym("isbitstype")) k->i = type_is_isbits(t);
      else if (what == sym("partial_new")) k->i = t->name->has_partial_new;   /* (jlc's own) */
      else if (what == sym("isabstracttype")) k->i = t->name->is_abstract;
      else if (what == sym("ismutabletype")) k->i = t->name->is_mutable;
      else if (what == sym("isprimitivetype")) k->i = t->name->is_primitive;
      else c.error = arena_printf("_typeinfo(:%s, ...)", what);
    }
    c.result = k->type;
    return c;
  }
  case BI_CURRENT_EXCEPTION:
    if (n != 0) goto arity;
    add_global_reader(&inference.exception, mi);
    c.result = inference.exception.type;
    return c;
  case BI_BOX_NEW: case BI_BOX_GET: case BI_BOX_SET: {
    /* a shared local's contents are typed as a global is: the join of all
     * it is assigned, its readers rerun as that grows */
    Binding *cell = mi->ir->code.items[current_instr].global;
    Type *box = cell->value.ty;
    if (n != (f->builtin == BI_BOX_NEW ? 0 : f->builtin == BI_BOX_GET ? 1 : 2)) goto arity;
    if (f->builtin == BI_BOX_NEW) {
      c.result = box;
    } else if (f->builtin == BI_BOX_GET) {
      add_global_reader(cell, mi);
      c.result = cell->type;
    } else {
      Type *j = type_join(cell->type, at[1]);
      if (j != cell->type) {
        cell->type = j;
        box->field_types[0] = box->name->field_types[0] = j;
        global_widened(cell);
      }
      if (j == t_any && type_register_any_flow(at[1])) rerun_all = true;
      c.result = t_nothing;
    }
    return c;
  }
  case BI_CODEUNIT:
    if (n != 2) goto arity;
    if (at[0] != t_string || at[1] != t_int64) { c.error = "_codeunit(::String, ::Int64)"; return c; }
    c.result = t_uint8;
    return c;
  case BI_NARROW_ISA: case BI_NARROW_NOT: {
    Type *t;
    if (n != 2) goto arity;
    /* (x isa K{N} of a run-time N: x is a K{n} when it is, maybe when not) */
    bool rt = at[1]->kind == TY_DATATYPE && at[1]->name == tn_type && type_rt_param(at[1]->params[0]) >= 0;
    if (rt) t = at[1]->params[0];
    else if (!val_const_type(mi, flat_vals[1], &t)) { c.error = "isa with a type only known at run time"; return c; }
    Type *x = at[0];
    if (rt && f->builtin == BI_NARROW_NOT) {
      c.result = x;
    } else if (f->builtin == BI_NARROW_ISA) {
      c.result = members_closed_world(type_meet_narrow(x, t));
    } else {
      VEC(Type *) keep = {0};
      int nm = x->kind == TY_UNION ? x->nmembers : 1;
      for (int i = 0; i < nm; i++) {
        Type *m = x->kind == TY_UNION ? x->members[i] : x;
        if (!subtype(m, t)) vec_push(keep, m);
      }
      c.result = union_type(keep.items, keep.len);
    }
    return c;
  }
  case BI_ISDEFINED: {
    /* false only for a field a partial new() may leave unset (a bits field
     * always holds a value, as in Julia) or one the type lacks */
    if (n != 2) goto arity;
    Type *x = at[0];
    Const *kc = flat_field[1] < 0 ? known_const(mi, flat_vals[1]) : NULL;
    if (x == t_module) {
      c.error = "isdefined of a module's global";
      return c;
    }
    if (x->kind != TY_DATATYPE || !x->is_concrete || x->name == tn_type || type_vatuple_elem(x) ||
        !kc || (kc->type != t_symbol && kc->type != t_int64)) {
      c.error = "isdefined of a field named at run time, or of a value of abstract type";
      return c;
    }
    int k = kc->type == t_symbol ? type_field_index(x, kc->sym) : kc->i >= 1 && kc->i <= x->nfields ? (int)kc->i - 1 : -1;
    c.result = t_bool;
    if (k >= 0 && type_field_may_be_undef(x, k)) return c;     /* known when it runs */
    c.value = NEW(Const);
    c.value->type = t_bool;
    c.value->i = k >= 0;
    return c;
  }
  case BI_FIELDS_TUPLE: {
    if (n != 1) goto arity;
    Type *x = at[0];
    if (x->kind != TY_DATATYPE || !x->is_concrete) { c.error = "_fields_tuple of a value of abstract type"; return c; }
    /* Julia shows such a field as #undef */
    if (x->name->has_partial_new) c.error = arena_printf("showing a %s, whose fields new() may leave undefined", type_str(x));
    int nf = x->nfields;
    c.result = tuple_type(x->field_types, nf);
    return c;
  }
  case BI_NEW: case BI_SETFIELDS: {
    Type *t = at[0];
    if (n != 2) goto arity;
    Type *ft = at[1];
    bool ok = f->builtin == BI_NEW ? val_const_type(mi, flat_vals[0], &t) : t->kind == TY_DATATYPE && t->name->is_mutable;
    if (!ok || t->kind != TY_DATATYPE || !t->is_concrete || type_is_tuple(t) || !type_is_tuple(ft) || ft->nfields != t->nfields) {
      c.error = arena_printf("_new and _setfields! need a concrete struct type and a tuple of its fields, not %s and %s", type_str(t), type_str(ft));
      return c;
    }
    for (int i = 0; i < t->nfields; i++) {
      if (!subtype(ft->field_types[i], t->field_types[i])) { c.error = "_new of a value that is not the field's type"; return c; }
      if (t->field_types[i] == t_any && (c.error = any_flow_refused(ft->field_types[i]))) return c;
      if (t->field_types[i] == t_any && type_register_any_flow(ft->field_types[i])) rerun_all = true;
      if (type_register_stored(ft->field_types[i], t->field_types[i])) rerun_all = true;
    }
    c.result = f->builtin == BI_NEW ? t : t_nothing;
    return c;
  }
  case BI_TYPE_STRING:
    if (n != 1) goto arity;
    if (at[0]->kind != TY_DATATYPE || at[0]->name != tn_type) { c.error = "_type_string of a value that is not a type"; return c; }
    c.result = t_string;
    return c;
  case BI_INTRINSIC: {
    const IntrinsicInfo *ii = &intrinsic_table[f->intrinsic];
    if (n != ii->nargs) goto arity;
    /* bitcast also turns a mutable object into its address and back (Base's finalizers) */
    bool address_ok = !strcmp(ii->name, "bitcast");
    for (int i = 0; i < n; i++) {
      if (ii->rule == IR_TYPEARG && i == 0) continue;
      if (address_ok && at[i]->kind == TY_DATATYPE && at[i]->is_concrete && at[i]->name->is_mutable) continue;
      if (!strcmp(ii->name, "pointerset") && i == 1 && is_c_value(at[i])) continue;   /* the value stored */
      if (at[i]->kind != TY_DATATYPE || !at[i]->name->is_primitive) {
        c.error = arena_printf("intrinsic %s: argument %d is a %s, not a primitive type", ii->name, i + 1, type_str(at[i]));
        return c;
      }
    }
    if (ii->rule == IR_SAME) c.result = at[0];
    else if (ii->rule == IR_BOOL) c.result = t_bool;
    else if (ii->rule == IR_PTRELEM) {
      Type *e = at[0]->name == tn_ptr && at[0]->nparams == 1 ? at[0]->params[0] : NULL;
      if (!e || !is_c_value(e)) {
        c.error = arena_printf("intrinsic %s: a pointer to a %s (only to primitive types and isbits structs so far)", ii->name, type_str(at[0]));
        return c;
      }
      c.result = e;
    }
    else {
      Type *t;
      if (!val_const_type(mi, flat_vals[0], &t) || t->kind != TY_DATATYPE ||
          !(t->name->is_primitive || (address_ok && t->is_concrete && t->name->is_mutable))) {
        c.error = arena_printf("intrinsic %s: the first argument must be a primitive type", ii->name);
        return c;
      }
      c.result = t;
    }
    c.value = fold_intrinsic(mi, ii->name, n, at, flat_vals, flat_field);
    return c;
  }
  default: break;
  }
arity:
  c.error = arena_printf("wrong number of arguments (%d) to builtin %s", n, f->name);
  c.result = t_bottom;
  return c;
}

/* ---- calls ---- */

/* The element type of a value splatted element by element at run time
 * (a Vector, or the Tuple{Vararg{T}} one was bound to), or NULL. */
static Type *runtime_length_elem(Type *t) {
  if (t->kind == TY_DATATYPE && t->name == tn_array && t->is_concrete && t->params[1]->value.i == 1) return t->params[0];
  return type_vatuple_elem(t);
}

/* The type a splatted collection's element (or an argument beside it) is
 * held as in the cases of the call: a concrete type, or a union of
 * concrete ones (an abstract type or Any as the types stored under it);
 * NULL when it stands for too many. */
static Type *splat_member_type(Type *t) {
  if (t->is_concrete) return t;
  Type *u = t->kind == TY_UNION ? members_closed_world(t) : type_closed_world(t);
  if (u->is_concrete) return u;
  if (u->kind != TY_UNION || !union_splits(u->members, u->nmembers)) return NULL;
  for (int i = 0; i < u->nmembers; i++)
    if (!u->members[i]->is_concrete) return NULL;
  return u;
}

/* Expand splatted arguments into one list of (value, field) pairs; a
 * constructor gets the called type as its first positional argument, after
 * the keywords (which come first, as args[1..nkw] do). A collection of
 * run-time length is left out, its place noted (ci->splat_at). */
static bool flatten_args(MI *mi, Instr *in, CallInfo *ci, bool with_callee) {
  VEC(Val) vals = {0};
  VEC(int) fields = {0};
  VEC(Type *) types = {0};
  for (int k = with_callee ? 0 : 1; k < in->nargs; k++) {
    int i = !with_callee ? k : k < in->nkw ? k + 1 : k == in->nkw ? 0 : k;
    Type *t = val_type(mi, in->args[i]);
    if (instr_splats(in, i)) {
      bool named = t->kind == TY_DATATYPE && t->name == tn_namedtuple && t->is_concrete;   /* f(; kws...) */
      Type *elem = runtime_length_elem(t);
      if (elem) {
        if (ci->splat_elem) {
          ci->dynamic = "splatting two collections of run-time length into one call";
          return false;
        }
        elem = splat_member_type(elem);
        if (!elem || elem->kind == TY_BOTTOM) {
          ci->dynamic = arena_printf("splatting a %s, whose elements are of %s", type_str(t),
                                     elem ? "no type stored (an empty Any[])" : "too many types");
          return false;
        }
        ci->splat_elem = elem;
        ci->splat_val = in->args[i];
        ci->splat_at = vals.len;
        continue;
      }
      if (!(type_is_tuple(t) && type_is_representable(t)) && !named) {
        if (t->kind == TY_BOTTOM) return false;
        ci->dynamic = arena_printf("splatting a value of type %s (only tuples and vectors can be splatted so far)", type_str(t));
        return false;
      }
      for (int k = 0; k < t->nfields; k++) {
        vec_push(vals, in->args[i]);
        vec_push(fields, k);
        vec_push(types, t->field_types[k]);
      }
    } else {
      vec_push(vals, in->args[i]);
      vec_push(fields, -1);
      vec_push(types, t);
    }
  }
  ci->nflat = vals.len;
  ci->flat_vals = vals.items;
  ci->flat_field = fields.items;
  return true;
}

static Type *flat_type(MI *mi, CallInfo *ci, int i) {
  Type *t = val_type(mi, ci->flat_vals[i]);
  int k = ci->flat_field[i];
  if (k == -1) return t;
  if (k >= 0) return t->field_types[k];
  Type *elem = splat_member_type(runtime_length_elem(t));
  return FLAT_IS_ELEM(k) ? elem : tuple_type(&(Type *){vararg_type(elem)}, 1);
}

/* The keywords of a call, splatted named tuples expanded: false (and
 * ci->dynamic set) if one is given twice. */
static bool flatten_kwnames(MI *mi, Instr *in, CallInfo *ci) {
  VEC(Sym) names = {0};
  for (int i = 0; i < in->nkw; i++) {
    if (in->kwnames[i]) { vec_push(names, in->kwnames[i]); continue; }
    Type *t = val_type(mi, in->args[1 + i]);
    for (int k = 0; k < t->nfields; k++) vec_push(names, t->field_names[k]);
  }
  for (int i = 0; i < names.len; i++)
    for (int j = 0; j < i; j++)
      if (names.items[i] == names.items[j]) {
        ci->dynamic = arena_printf("not supported yet: keyword argument `%s` given twice (through a splat)", names.items[i]);
        return false;
      }
  ci->nkw = names.len;
  ci->kwnames = names.items;
  return true;
}

static int infer_depth;     /* callees being inferred eagerly, nested */
static void infer_mi(MI *mi);
static void infer_mi_body(MI *mi);

/* Does every combination of the split arguments' members dispatch to one
 * vararg method that takes those arguments untyped (so one method instance
 * over the unions does what each combination would)? */
static bool same_method_for_all(Func *f, Type **at, int n, bool split) {
  long combos = 1;
  for (int i = 0; i < n && split; i++) {
    Type *u = split_members(at[i]);
    if (u) combos *= u->nmembers;
    if (combos > 4096) return false;
  }
  Method *first = NULL;
  Type **cat = NEW_ARRAY(Type *, n + 1);
  for (long k = 0; k < combos; k++) {
    long rem = k;
    for (int i = 0; i < n; i++) {
      Type *u = split ? split_members(at[i]) : NULL;
      if (u) { cat[i] = u->members[rem % u->nmembers]; rem /= u->nmembers; }
      else cat[i] = at[i];
    }
    Type **sp;
    bool ambiguous;
    Method *m = method_dispatch(f, cat, n, &sp, &ambiguous);
    if (!m || (first && m != first) || m->nsparams) return false;
    first = m;
  }
  /* only where the unions land in an untyped vararg (print(io, xs...)): the
   * method takes its arguments apart one by one, splitting each in turn */
  if (!first || !first->is_vararg) return false;
  int fixed = first->nargs - 1;
  for (int i = 0; i < n; i++)
    if (split_members(at[i]) && (i < fixed || first->argtypes[fixed] != t_any)) return false;
  return true;
}

/* A call as Julia's MethodError shows it: f(::Int64; k::Float64) */
const char *call_str(Func *f, Type **at, int n, CallInfo *ci) {
  int nkw = ci->nkw;
  const char *pos = call_sig_str(f, at + nkw, n - nkw);
  if (!nkw) return pos;
  StrBuf b = {0};
  sb_printf(&b, "%.*s; ", (int)strlen(pos) - 1, pos);
  for (int i = 0; i < nkw; i++) sb_printf(&b, "%s%s::%s", i ? ", " : "", ci->kwnames[i], type_str(at[i]));
  sb_puts(&b, ")");
  const char *s = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return s;
}

/* The first line of a MethodError, as Julia's showerror writes it: "no
 * method matching f(::A)", but for convert(T, x) what errorshow.jl's
 * show_convert_error says: one line where both are concrete types of
 * different names, else each type on a line of its own, beside the other. */
static const char *no_method_message(Func *f, Type **at, int n, CallInfo *ci) {
  bool convert = f->module == base_module && f->name == sym("convert") && n == 2 && !ci->nkw &&
                 at[0]->kind == TY_DATATYPE && at[0]->name == tn_type && at[0]->nparams == 1;
  if (!convert) return arena_printf("MethodError: no method matching %s", call_str(f, at, n, ci));
  Type *to = at[0]->params[0], *from = at[1];
  if (to->kind == TY_DATATYPE && !type_has_free_vars(to) && from->kind == TY_DATATYPE && to->name != from->name)
    return arena_printf("MethodError: Cannot `convert` an object of type %s to an object of type %s", type_str(from),
                        type_str(to));
  return arena_printf("MethodError: Cannot `convert` an object of type \n  %s to an object of type \n  %s",
                      type_compared_str(from, to), type_compared_str(to, from));
}

/* A tuple with union-typed elements, Tuple{Union{Char, String}, Int64}, can
 * be passed as it is when every tuple it may be selects the same method
 * (then the callee takes it apart as the caller would have). */
static bool tuple_dispatches_alike(Func *f, Type **at, int n, int nkw, int arg) {
  Type *t = at[arg];
  if (!type_is_tuple(t) || !type_is_representable(t)) return false;
  long combos = 1;
  for (int k = 0; k < t->nparams; k++) {
    Type *u = split_members(t->params[k]);
    if (u) combos *= u->nmembers;
    if (combos > 64) return false;
  }
  Type **cat = NEW_ARRAY(Type *, n + 1);
  memcpy(cat, at, sizeof(Type *) * (size_t)n);
  Type **elems = NEW_ARRAY(Type *, t->nparams + 1);
  Method *first = NULL;
  for (long c = 0; c < combos; c++) {
    long rem = c;
    for (int k = 0; k < t->nparams; k++) {
      Type *u = split_members(t->params[k]);
      elems[k] = u ? u->members[rem % u->nmembers] : t->params[k];
      if (u) rem /= u->nmembers;
    }
    cat[arg] = tuple_type(elems, t->nparams);
    Type **sp;
    bool ambiguous;
    Method *m = method_dispatch_kw(f, cat, n, nkw, &sp, &ambiguous);
    if (!m || (first && m != first)) return false;
    first = m;
  }
  return true;
}

/* An argument of abstract type held as a union too wide to split (when
 * trimming) can be passed as it is when the method chosen for the abstract
 * type is the one every type stored under it selects, with the same `where`
 * values: push!(v::Vector{Shape}, s::Shape), Holder(s::Shape). Then no
 * dispatch happens at run time; the callee's own calls on it are checked
 * in their turn. */
static bool wide_dispatches_alike(Func *f, Type **at, int n, int nkw, int arg) {
  Type *u = type_closed_world(at[arg]);
  if (u->kind != TY_UNION) return false;
  Type **sp0, **sp;
  bool ambiguous;
  Method *m = method_dispatch_kw(f, at, n, nkw, &sp0, &ambiguous);
  if (!m) return false;
  Type **cat = NEW_ARRAY(Type *, n + 1);
  memcpy(cat, at, sizeof(Type *) * (size_t)n);
  for (int k = 0; k < u->nmembers; k++) {
    cat[arg] = u->members[k];
    if (method_dispatch_kw(f, cat, n, nkw, &sp, &ambiguous) != m) return false;
    for (int v = 0; v < m->nsparams; v++)
      if (sp[v] != sp0[v]) return false;
  }
  return true;
}

static CallCase method_case(MI *mi, Method *m, Type **sp, Type **at, int n, CallInfo *ci);

/* A Tuple{Vararg{T}} argument (a splatted Vector's elements) selects
 * one method only if every length it may have would: map(f, ::Tuple{}) is
 * not map(f, ::Tuple). The lengths compared reach one past the longest
 * tuple a method of f names (unless m is one made for tuples of run-time
 * length, Method.runtime_length). Returns the first positional argument
 * (after the nkw keywords) that fails, or -1. */
static int length_dependent_arg(Func *f, Method *m, Type **at, int n, int nkw) {
  if (m->runtime_length) return -1;       /* made for every length */
  int longest = -1;     /* found at the first such argument: f may have thousands of methods */
  Type **cat = NEW_ARRAY(Type *, n + 1);
  for (int i = nkw; i < n; i++) {
    Type *elem = type_vatuple_elem(at[i]);
    if (!elem) continue;
    if (longest < 0) {
      longest = 0;
      for (int k = 0; k < f->methods.len; k++) {
        Method *o = f->methods.items[k];
        for (int j = 0; j < o->nargs; j++)
          if (type_is_tuple(o->argtypes[j]) && o->argtypes[j]->nparams > longest) longest = o->argtypes[j]->nparams;
      }
    }
    memcpy(cat, at, sizeof(Type *) * (size_t)n);
    Type **elems = NEW_ARRAY(Type *, longest + 2);
    for (int len = 0; len <= longest + 1; len++) {
      for (int j = 0; j < len; j++) elems[j] = elem;
      cat[i] = tuple_type(elems, len);
      Type **sp;
      bool ambiguous;
      if (method_dispatch_kw(f, cat, n, nkw, &sp, &ambiguous) != m) return i - nkw;
    }
  }
  return -1;
}

static void call_target(MI *mi, CallCase *c);
static Type *declared_at(Method *m, int j);
static Type *declared_value(Type *d, Type *carrier, bool as_type);
static const char *rt_dispatch_refused(Func *f, Method *chosen, Type **sp, Type **at, int n, int nkw, uint64_t split_mask);
static CallCase generic_case(MI *mi, Func *f, Type **at, int n, CallInfo *ci) {
  CallCase c = {0};
  c.argtypes = at;
  for (int i = 0; i < n; i++)
    if (!call_arg_resolved(at[i]) && !tuple_dispatches_alike(f, at, n, ci->nkw, i) &&
        !(i >= ci->nkw && wide_dispatches_alike(f, at, n, ci->nkw, i))) {
      c.error = arena_printf("argument %d of %s is of abstract type %s", i + 1, func_display_name(f), type_str(at[i]));
      c.result = t_any;
      return c;
    }
  Type **sp;
  bool ambiguous;
  int nkw = ci->nkw;      /* keywords come first; dispatch is on the positional arguments */
  Method *m = method_dispatch_kw(f, at, n, nkw, &sp, &ambiguous);
  const char *rt_refused = rt_dispatch_refused(f, m, sp, at, n, nkw, ci->by_value);
  if (rt_refused) {
    c.error = rt_refused;
    c.result = t_any;
    return c;
  }
  int va = m ? length_dependent_arg(f, m, at, n, nkw) : -1;
  if (va >= 0) {
    c.error = arena_printf("%s of a tuple whose length is only known at run time (argument %d, %s), whose "
                           "method depends on the length", func_display_name(f), va + 1, type_str(at[nkw + va]));
    c.result = t_any;
    return c;
  }
  if (m && nkw) {
    /* the method chosen does not take every keyword given: the MethodError
     * Julia's kwcall method throws (its notes are method_error_notes') */
    Method *v = kw_variant(m, ci->kwnames, nkw);
    if (!v) {
      c.error = no_method_message(f, at, n, ci);
      c.no_method = true;
      c.result = t_bottom;
      return c;
    }
    m = v;
  }
  if (!m) {
    c.no_method = !ambiguous;
    c.ambiguous = ambiguous;
    c.error = ambiguous ? arena_printf("MethodError: %s is ambiguous.", call_str(f, at, n, ci))
                        : no_method_message(f, at, n, ci);
    c.result = t_bottom;
    return c;
  }
  return method_case(mi, m, sp, at, n, ci);
}

/* The case calling method m (its `where` values sp) with arguments at. */
/* ---- recursion on growing types ----
 * grow(t, n) = grow((t..., n), n - 1) calls itself on a longer tuple each
 * time: a method instance per length, without end, since n is not known.
 * Julia's inference widens such a signature to an abstract type and
 * dispatches at run time; a closed world has no type to widen to (each
 * tuple is its own layout), so jlc reports the call instead. A call grows
 * when it is one more of a run of calls to the same method, each on
 * strictly larger argument types, along the chain of callers through which
 * the instances were first reached. The run may be a little long: finite
 * growth (a fold building a tuple) is legitimate. */
#define RECURSION_GROWTH_LIMIT 16

/* the number of type nodes in t: Tuple{Int64, Tuple{Int64}} has 4 */
static int type_size(Type *t) {
  int k = 1;
  if (t->kind == TY_DATATYPE)
    for (int i = 0; i < t->nparams; i++) k += type_size(t->params[i]);
  else if (t->kind == TY_UNION)
    for (int i = 0; i < t->nmembers; i++) k += type_size(t->members[i]);
  else if (t->kind == TY_VARARG)
    k += type_size(t->va_elem);
  return k;
}

static int args_size(Type **args, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) k += type_size(args[i]);
  return k;
}

static bool grows_without_bound(MI *caller, Method *m, Type **at, int n) {
  int size = args_size(at, n), run = 0;
  for (MI *a = caller; a; a = a->caller) {
    if (a->method != m) continue;
    int asize = args_size(a->argtypes, a->nargs);
    if (asize >= size) return false;
    if (++run >= RECURSION_GROWTH_LIMIT) return true;
    size = asize;
  }
  return false;
}

/* ---- type parameters known at run time (Type.rt_value) ----
 * A value of type K{<rt>} carries its parameter; a method instance whose
 * `where` variable stands for it (f(::K{N}) where N) finds it in an
 * argument, along a path of tuple and struct fields (rt_sparam_sources). */
int type_rt_field(Type *t) {
  if (t->kind != TY_DATATYPE || type_is_array(t) || t->name == tn_type) return -1;
  for (int k = 0; k < t->nfields; k++)
    if (type_contains_rt(t->field_types[k]) && t->field_types[k]->kind == TY_DATATYPE &&
        (type_rt_carrier(t->field_types[k]) || type_rt_field(t->field_types[k]) >= 0))
      return k;
  return -1;
}

static void rt_walk(Type *decl, Type *actual, Type *var, RtSource *at, int *count, RtSource *out, int max) {
  if (actual->kind != TY_DATATYPE) return;
  Type *carrier = type_rt_carrier(actual);
  bool found = false;
  if (decl == var) found = carrier != NULL || type_rt_field(actual) >= 0;
  else if (decl->kind == TY_DATATYPE && decl->name == actual->name) {
    if (!carrier && actual->name != tn_tuple && actual->name != tn_type) {
      /* W{T} with a field x::T: where the W{K{<rt>}} holds it */
      TypeName *tn = actual->name;
      for (int k = 0; k < actual->nfields && at->nsteps < RT_MAX_STEPS; k++) {
        at->steps[at->nsteps++] = k;
        rt_walk(type_subst(tn->field_types[k], tn->params, decl->params, tn->nparams), actual->field_types[k], var, at, count, out, max);
        at->nsteps--;
      }
      return;
    }
    if (actual->name == tn_tuple) {
      for (int k = 0; k < actual->nfields && at->nsteps < RT_MAX_STEPS; k++) {
        Type *d = k < decl->nparams ? decl->params[k] : NULL;
        if (d && d->kind == TY_VARARG) d = d->va_elem;
        else if (!d && decl->nparams && decl->params[decl->nparams - 1]->kind == TY_VARARG)
          d = decl->params[decl->nparams - 1]->va_elem;
        if (!d) break;
        at->steps[at->nsteps++] = k;
        rt_walk(d, actual->field_types[k], var, at, count, out, max);
        at->nsteps--;
      }
      return;
    }
    if (actual->name == tn_type)      /* the value is the one parameter its type holds */
      found = type_rt_count(actual) == 1 && type_mentions_var(decl->params[0], var);
    else if (carrier)
      found = decl->params[type_rt_param(carrier)] == var;
  }
  if (found && *count < max) out[*count] = *at;
  *count += found;
}

/* The places the arguments of a call to m with slot types args hold the
 * value of m's `where` variable k: how many, and the first in *out. */
int rt_sparam_sources(Method *m, Type **args, int k, RtSource *out, int max) {
  int count = 0;
  for (int i = 0; i < m->nargs; i++) {
    RtSource at = {.arg = i};
    Type *d = m->argtypes[i];
    if (m->is_vararg && i == m->nargs - 1) d = tuple_type(&(Type *){vararg_type(d)}, 1);
    rt_walk(d, args[i], m->sparams[k], &at, &count, out, max);
  }
  return count;
}

/* A method instance whose `where` variable two run-time parameters bind
 * (see MI.tie_fallback): the method to call when they differ. Why it cannot
 * be compiled, or NULL. */
static const char *resolve_ties(MI *caller, MI *target, Type **at, int n, CallInfo *ci) {
  Method *m = target->method;
  target->ties_resolved = true;
  bool tied = false;
  for (int i = 0; i < n; i++) tied |= type_contains_rt(at[i]);
  if (!tied || !target->sparams) return NULL;
  tied = false;
  RtSource src;
  for (int k = 0; k < m->nsparams; k++)
    tied |= target->sparams[k] && type_contains_rt(target->sparams[k]) &&
            rt_sparam_sources(m, target->argtypes, k, &src, 1) > 1;
  if (!tied) return NULL;
  if (ci->nkw) return "not supported yet: keyword arguments to a method that two type parameters known at run time select";
  Type **sp;
  bool ambiguous;
  Method *m2 = method_dispatch_excluding(m->func, at, n, m, &sp, &ambiguous);
  if (!m2) {
    if (ambiguous) return arena_printf("not supported yet: %s, where no one method applies when the type parameters "
                                       "known at run time differ", call_str(m->func, at, n, ci));
    target->tie_no_method = arena_printf("MethodError: no method matching %s%s", call_str(m->func, at, n, ci),
                                         method_error_notes(m->func, at, n, ci->kwnames, ci->nkw));
    return NULL;
  }
  CallCase fb = method_case(caller, m2, sp, at, n, ci);
  if (fb.error) return fb.error;
  bool same = fb.target->nargs == target->nargs && !fb.target->tie_fallback && !fb.target->tie_no_method;
  for (int i = 0; same && i < target->nargs; i++) same = fb.target->argtypes[i] == target->argtypes[i];
  if (!same) return arena_printf("not supported yet: %s, where the method to call when the type parameters known at run "
                                 "time differ is %s", call_str(m->func, at, n, ci), mi_display(fb.target));
  target->tie_fallback = fb.target;
  add_caller(fb.target, target);      /* its return type is target's too (infer_mi_body) */
  return NULL;
}

/* Could a method declaring d apply to some value of the type `actual`, whose
 * run-time parameters may be any value? (As far as it can tell: yes when
 * unsure.) A K{v} at an argument split by value (value_split) cannot: the
 * case for K{<rt>} is for the other values. */
static bool matched_by_value;      /* set when may_match's yes depends on a run-time parameter's value */
static bool may_match(Type *d, Type *actual, bool split_here) {
  if (actual->kind == TY_VALUE) {
    bool may = d->kind == TY_TYPEVAR || d == actual || (actual->rt_value && d->kind == TY_VALUE && d->value.type == actual->value.type);
    matched_by_value |= may && actual->rt_value;
    return may;
  }
  if (d->kind == TY_TYPEVAR || d == t_any) return true;
  if (d->kind == TY_UNION) {
    for (int i = 0; i < d->nmembers; i++)
      if (may_match(d->members[i], actual, split_here)) return true;
    return false;
  }
  if (!type_contains_rt(actual)) return subtype(actual, d) || type_has_free_vars(d);
  Type *carrier = type_rt_carrier(actual);
  if (split_here && carrier && declared_value(d, carrier, carrier != actual)) return false;
  if (d->kind != TY_DATATYPE || actual->kind != TY_DATATYPE) return true;
  while (actual && actual->name != d->name) actual = actual->super;   /* K{N} <: AbstractK{N} */
  if (!actual) return false;
  if (actual->name == tn_tuple && actual->nparams != d->nparams) return true;   /* (varargs: unsure) */
  for (int i = 0; i < d->nparams && i < actual->nparams; i++)
    if (!may_match(d->params[i], actual->params[i], false)) return false;
  return true;
}

/* Does t hold a type parameter known at run time other than as a carrier
 * itself (K{<rt>}, Type{K{<rt>}}), in a tuple or a union of them? Vector{K{N}}
 * would be a type made at run time. */
static bool rt_nested(Type *t) {
  if (!type_contains_rt(t) || type_rt_carrier(t) || type_rt_field(t) >= 0) return false;
  if (t->kind == TY_DATATYPE && t->name == tn_type) return rt_nested(t->params[0]);
  if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++)
      if (rt_nested(t->members[i])) return true;
    return false;
  }
  if (!type_is_tuple(t)) return true;
  for (int i = 0; i < t->nparams; i++)
    if (rt_nested(t->params[i]->kind == TY_VARARG ? t->params[i]->va_elem : t->params[i])) return true;
  return false;
}

/* Why the case of a call to f with arguments at (some carrying run-time
 * type parameters) cannot be compiled, or NULL: chosen is the method
 * dispatch found (NULL: none). Julia picks among methods by the values; a
 * split by value (value_split) covers f(::K{1}) and every other value falls
 * to the method found, unless a method names values elsewhere
 * (f(::Tuple{K{1}})), ties a variable to two arguments (f(::K{N}, ::K{N})),
 * or the values decide a MethodError. */
static const char *rt_dispatch_refused(Func *f, Method *chosen, Type **sp, Type **at, int n, int nkw, uint64_t split_mask) {
  bool any = false;
  for (int i = 0; i < n; i++) any |= type_contains_rt(at[i]);
  if (!any) return NULL;
  for (int i = 0; i < n; i++)
    if (rt_nested(at[i]))
      return arena_printf("not supported yet: %s, a type holding a type whose parameter is only known at run time "
                          "(such a value can be held as itself, in a tuple or in a union, not in a container)", type_str(at[i]));
  for (int k = 0; k < f->methods.len; k++) {
    Method *m2 = f->methods.items[k];
    bool may = m2->is_vararg ? m2->nargs - 1 <= n - nkw : m2->nargs == n - nkw;
    if (!may || m2 == chosen || (chosen && method_applicable(m2, at + nkw, n - nkw, NEW_ARRAY(Type *, m2->nsparams + 1))))
      continue;
    matched_by_value = false;
    for (int i = nkw; i < n && may; i++) {
      Type *d = declared_at(m2, i - nkw);
      may = !d || may_match(d, at[i], i < 64 && (split_mask >> i & 1));
    }
    /* (with a method found, only one that a value could make apply, not one
     * that does not apply for other reasons: a length, say) */
    if (may && (matched_by_value || !chosen))
      return arena_printf("not supported yet: %s called with %s, a type whose parameter is only known at run time, where "
                          "the choice of %s (%s:%d) depends on the parameter's value", func_display_name(f),
                          call_str(f, at, n, &(CallInfo){.nkw = nkw}), call_sig_str(f, m2->argtypes, m2->nargs),
                          m2->loc.file ? m2->loc.file->path : "?", m2->loc.line);
  }
  if (!chosen) return NULL;
  for (int v = 0; v < chosen->nsparams; v++) {
    if (!sp[v] || !type_contains_rt(sp[v])) continue;
    RtSource src;
    if (sp[v]->kind != TY_VALUE && (rt_nested(sp[v]) || type_rt_count(sp[v]) > 1))
      return arena_printf("not supported yet: %s would be %s, a type holding a type whose parameter is only known at run "
                          "time in no one place (in %s)", chosen->sparams[v]->tv_name, type_str(sp[v]), call_sig_str(f, chosen->argtypes, chosen->nargs));
    if (rt_sparam_sources(chosen, slot_argtypes(chosen, at + nkw, n - nkw), v, &src, 1) == 0)
      return arena_printf("not supported yet: %s bound to a type parameter only known at run time, but not found in the "
                          "arguments (in %s)", chosen->sparams[v]->tv_name, call_sig_str(f, chosen->argtypes, chosen->nargs));
  }
  return NULL;
}

static CallCase method_case(MI *mi, Method *m, Type **sp, Type **at, int n, CallInfo *ci) {
  CallCase c = {0};
  c.argtypes = at;
  if (grows_without_bound(mi, m, slot_argtypes(m, at, n), m->nargs)) {
    c.error = arena_printf("recursion of %s on ever larger argument types (%s): a method instance "
                           "for each, without end", func_display_name(m->func), call_str(m->func, at, n, ci));
    c.result = t_any;
    return c;
  }
  c.target = mi_for_consts(m, at, n, sp, call_consts(mi, m, ci));
  const char *why = c.target->ties_resolved ? NULL : resolve_ties(mi, c.target, at, n, ci);
  if (why) {
    c.error = why;
    c.target = NULL;
    c.result = t_any;
    return c;
  }
  call_target(mi, &c);
  return c;
}

/* Is target mi itself or one of the callers up mi's chain? (The chain of
 * first callers must stay a chain: an instance made with no caller, for
 * _return_type, may later be called from below itself, and a cycle would
 * make every walk up the chain endless.) */
static bool in_caller_chain(MI *mi, MI *target) {
  for (MI *a = mi; a; a = a->caller)
    if (a == target) return true;
  return false;
}

/* A case calls c->target: note the caller, infer the callee if it is new,
 * and take its return type. */
static void call_target(MI *mi, CallCase *c) {
  if (!c->target->caller && !in_caller_chain(mi, c->target)) {
    c->target->caller = mi;
    c->target->caller_instr = current_instr;
  }
  add_caller(c->target, mi);
  /* A callee never inferred yet is inferred now, as Julia's inference
   * recurses: otherwise its Union{} return type would cut the caller's code
   * off after the call, and the caller would be redone once per callee. */
  if (!c->target->ssa_types && !c->target->inferring && infer_depth < 400) {
    int saved = current_instr;
    infer_depth++;
    c->target->dirty = false;        /* as if popped: its queue entry is skipped unless re-marked */
    infer_mi(c->target);
    infer_depth--;
    current_instr = saved;
  }
  c->result = c->target->rettype;
  c->value = c->target->ret_const;
}

/* Under --trim=no, a call over more than MAX_SPLIT_CASES (ir.h)
 * combinations is dispatched at run time, by a table of at most
 * MAX_DISPATCH_COMBOS entries. */
#define MAX_DISPATCH_COMBOS 65536
#define MAX_DISPATCH_CASES 65532    /* the table's entries are (up to) 16 bits, three kept for errors */

/* Room for ncases call cases; false (ci->dynamic says why) past what a call splits into. */
static bool alloc_cases(CallInfo *ci, long ncases) {
  if (ncases > MAX_SPLIT_CASES) {
    ci->dynamic = "too many combinations of union-typed arguments to split";
    return false;
  }
  ci->ncases = (int)ncases;
  ci->cases = NEW_ARRAY(CallCase, ncases);
  return true;
}

/* The declared type of f's method m at positional argument j, or NULL. */
static Type *declared_at(Method *m, int j) {
  if (j < 0) return NULL;
  if (j < m->nargs - m->is_vararg) return m->argtypes[j];
  return m->is_vararg ? m->argtypes[m->nargs - 1] : NULL;
}

/* Is d, the declared type of an argument, K{v} (or Type{K{v}}) for the
 * carrier K{<rt>} at its run-time parameter? Then v is the value. */
static Type *declared_value(Type *d, Type *carrier, bool as_type) {
  if (as_type != (d->kind == TY_DATATYPE && d->name == tn_type)) return NULL;
  Type *v = type_family_param(d, carrier);
  return v && !v->rt_value ? v : NULL;
}

/* An argument of type K{<rt>} (or Type{K{<rt>}}) to f, whose methods name
 * some values of the parameter (f(::K{1})), splits as a union would: a case
 * for each such K{v}, and one for every other value, K{<rt>} itself
 * (emit_c.c's split_cond tests the value). NULL: no method names one. */
static Type *value_split(Func *f, Type *t, int j) {
  VEC(Type *) ms = {0};
  bool split = false;
  for (int i = 0; i < (t->kind == TY_UNION ? t->nmembers : 1); i++) {
    Type *m = t->kind == TY_UNION ? t->members[i] : t;
    Type *carrier = type_rt_carrier(m);
    bool as_type = carrier != m;
    for (int k = 0; carrier && k < f->methods.len; k++) {
      Type *d = declared_at(f->methods.items[k], j);
      Type *v = d ? declared_value(d, carrier, as_type) : NULL;
      if (!v) continue;
      Type **ps = NEW_ARRAY(Type *, carrier->nparams);
      memcpy(ps, carrier->params, sizeof(Type *) * (size_t)carrier->nparams);
      ps[type_rt_param(carrier)] = v;
      Type *inst = type_apply(carrier->name, ps, carrier->nparams, (Loc){0});
      if (as_type) inst = type_of_type(inst);
      bool have = false;
      for (int h = 0; h < ms.len; h++) have |= ms.items[h] == inst;
      if (!have) vec_push(ms, inst);
      split = true;
    }
    vec_push(ms, m);
  }
  return split ? split_union(ms.items, ms.len) : NULL;
}

/* Combination k of the members of the split arguments' unions (their
 * cartesian product, the first argument varying fastest). */
static Type **case_argtypes(Type **at, int n, long k, bool split) {
  Type **cat = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) {
    Type *u = split ? split_members(at[i]) : NULL;
    cat[i] = u ? u->members[k % u->nmembers] : at[i];
    if (u) k /= u->nmembers;
  }
  return cat;
}

/* The function a call of the type T (a Type{T} value) calls: T's
 * constructors, NULL for the types we cannot call (Type{...} itself, a
 * Tuple without the constructors Base gives it). */
static Func *type_constructors(Type *ft) {
  if (ft->kind != TY_DATATYPE || ft->name != tn_type || ft->params[0]->kind != TY_DATATYPE) return NULL;
  TypeName *tn = ft->params[0]->name;
  if ((tn == tn_tuple && !tn->constructors) || tn == tn_type) return NULL;
  if (!tn->constructors) {
    tn->constructors = func_new(tn->name, tn->module);
    tn->constructors->ctor_of = tn;
  }
  return tn->constructors;
}

/* The function of a callee of type t (a member of a split callee): its
 * generic function, its type's functor methods, a type's constructors, or
 * NULL. */
static Func *callee_func(Type *t) {
  if (t->func) return t->func;
  if (t->kind == TY_DATATYPE && t->name->functor) return t->name->functor;
  return type_constructors(t);
}

/* Where a callee's arguments start among a split call's flattened values:
 * a functor or a constructor takes the called value itself. */
static int callee_first_arg(Func *cf) {
  return cf && (cf->functor_of || cf->ctor_of) ? 0 : 1;
}

/* f(x) where f may be one of several functions (an element of a
 * Vector{Function}, a closure of a few kinds): one case per combination of
 * the callee's and the arguments' members, the callee flattened first. */
static Type *infer_dispatched(MI *mi, Func *f, Type **at, int n, CallInfo *ci, long ncombos);

static Type *infer_callee_split(MI *mi, Instr *in, CallInfo *ci, Type *callees) {
  /* callees: a union of functions, or the one function stored under an abstract type */
  int nm = callees->kind == TY_UNION ? callees->nmembers : 1;
  Type **members = callees->kind == TY_UNION ? callees->members : &callees;
  bool builtin = false;     /* (=== or getfield): a builtin is called as such */
  for (int k = 0; k < nm; k++) {
    Func *cf = callee_func(members[k]);
    if (!cf && trim_mode == TRIM_NO) continue;     /* a MethodError if it is the one called, as in Julia */
    if (!cf) {
      ci->dynamic = arena_printf("calling a value of type %s, which may be a %s", type_str(val_type(mi, in->args[0])),
                                 type_str(members[k]));
      return t_any;
    }
    builtin |= cf->builtin != 0;
  }
  if (!flatten_args(mi, in, ci, true)) return ci->dynamic ? t_any : t_bottom;
  if (!flatten_kwnames(mi, in, ci)) return t_any;
  if (ci->splat_elem) {
    ci->dynamic = "splatting a collection of run-time length into a call of one of several functions";
    return t_any;
  }
  int n = ci->nflat;
  Type **at = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) {
    at[i] = i ? flat_type(mi, ci, i) : callees;
    if (at[i]->kind == TY_BOTTOM) return t_bottom;
  }
  long ncases = 1;
  for (int i = 0; i < n; i++)
    if (split_members(at[i])) ncases = ncases > MAX_DISPATCH_COMBOS ? ncases : ncases * split_members(at[i])->nmembers;
  if (ncases > MAX_SPLIT_CASES && trim_mode == TRIM_NO && !ci->nkw && !builtin) return infer_dispatched(mi, NULL, at, n, ci, ncases);
  if (builtin && ci->nkw) {
    ci->dynamic = "not supported yet: keyword arguments to a callee that may be a builtin";
    return t_any;
  }
  if (!alloc_cases(ci, ncases)) return t_any;
  Type *result = t_bottom;
  for (int k = 0; k < ncases; k++) {
    Type **cat = case_argtypes(at, n, k, true);
    Func *f = callee_func(cat[0]);
    if (!f) {
      CallCase c = {.argtypes = cat, .no_method = true, .result = t_bottom};
      c.error = arena_printf("MethodError: objects of type %s are not callable", type_str(cat[0]));
      ci->cases[k] = c;
      continue;
    }
    int first = callee_first_arg(f);
    CallCase c = f->builtin ? builtin_case(mi, f, cat + 1, n - 1, ci->flat_vals + 1, ci->flat_field + 1)
                            : generic_case(mi, f, cat + first, n - first, ci);
    c.argtypes = cat;
    c.first_arg = first;
    ci->cases[k] = c;
    result = type_join(result, c.result);
  }
  return result;
}

/* --trim=no: a call whose arguments' members combine into more cases than
 * MAX_SPLIT_CASES is dispatched at run time, as Julia would. Every
 * combination picks its method now; the combinations picking one method
 * (with the same `where` values) share one case, whose arguments are the
 * unions of the members that reach it, compiled in that generic form. At run
 * time a table indexed by the arguments' tags gives the case (emit_c.c), so
 * the code grows with the methods called, not with the combinations. */
/* f NULL: the callee is a value of several types, flattened first (as in
 * infer_callee_split); each combination then names its function too. */
static Type *infer_staged(MI *mi, Func *f, Type **at, int n, CallInfo *ci);

static Type *infer_dispatched(MI *mi, Func *f, Type **at, int n, CallInfo *ci, long ncombos) {
  if (ncombos > MAX_DISPATCH_COMBOS) return infer_staged(mi, f, at, n, ci);
  typedef VEC(Type *) Members;
  typedef struct { Method *m; Type **sp; int first; Members *members; } Group;
  VEC(Group) groups = {0};
  ci->dispatch = NEW_ARRAY(int, ncombos);
  ci->dispatch_by = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) ci->dispatch_by[i] = split_members(at[i]);
  int nkw = ci->nkw;      /* keywords come first; dispatch is on the positional arguments */
  for (long k = 0; k < ncombos; k++) {
    Type **cat = case_argtypes(at, n, k, true), **sp = NULL;
    Func *cf = f ? f : callee_func(cat[0]);
    int first = f ? 0 : callee_first_arg(cf);
    bool ambiguous = false;
    Method *m = cf ? method_dispatch_kw(cf, cat + first, n - first, nkw, &sp, &ambiguous) : NULL;
    if (m && nkw && !(m = kw_variant(m, ci->kwnames, nkw))) {
      ci->dynamic = "not supported yet: a call dispatched at run time to a method that does not take its keywords";
      return t_any;
    }
    int g = m ? -1 : !cf ? DISPATCH_NOT_CALLABLE : ambiguous ? DISPATCH_AMBIGUOUS : DISPATCH_NO_METHOD;
    for (int j = 0; m && j < groups.len && g < 0; j++) {
      Group *gr = &groups.items[j];
      bool same = gr->m == m;
      for (int v = 0; same && v < m->nsparams; v++) same = gr->sp[v] == sp[v];
      if (same) g = j;
    }
    if (m && g < 0) {
      if (groups.len == MAX_DISPATCH_CASES) {
        ci->dispatch = NULL;
        return infer_staged(mi, f, at, n, ci);
      }
      Group gr = {m, sp, first, NEW_ARRAY(Members, n + 1)};
      vec_push(groups, gr);
      g = groups.len - 1;
    }
    ci->dispatch[k] = g;
    for (int i = 0; m && i < n; i++) {
      Members *ms = &groups.items[g].members[i];
      bool have = false;
      for (int j = 0; j < ms->len && !have; j++) have = ms->items[j] == cat[i];
      if (!have) vec_push(*ms, cat[i]);
    }
  }
  ci->ncases = groups.len;
  ci->cases = NEW_ARRAY(CallCase, groups.len + 1);
  Type *result = t_bottom;
  for (int j = 0; j < groups.len; j++) {
    Group *gr = &groups.items[j];
    Type **uat = NEW_ARRAY(Type *, n + 1);
    for (int i = 0; i < n; i++) uat[i] = union_type(gr->members[i].items, gr->members[i].len);
    ci->cases[j] = method_case(mi, gr->m, gr->sp, uat + gr->first, n - gr->first, ci);
    ci->cases[j].argtypes = uat;
    ci->cases[j].first_arg = gr->first;
    result = type_join(result, ci->cases[j].result);
  }
  return result;
}

/* A call dispatched over too many combinations for a table, or to too many
 * method instances: each method of f that may apply is one case, taking
 * every argument type it accepts, compiled in that generic form. At run
 * time the cases are tried in order (emit_c.c), so the code grows with the
 * methods and the arguments, not with their combinations.
 *
 * A method with `where` variables is a case per value of them
 * (staged_where_cases). A callee of several types (f NULL) is taken type
 * by type: its function's methods, each taking that type alone.
 *
 * Taking the first case that applies is Julia's choice when the cases are
 * ordered the more specific first, and two methods that may both apply,
 * neither more specific (an ambiguity), have an error case for the
 * arguments they share, tried before both but after any method more
 * specific than both: where the first case to apply is a method, it beats
 * every other that applies, and where none does, the error case of two of
 * them comes first (Julia's MethodError: f(...) is ambiguous). */
#define MAX_STAGED_CASES 4096

typedef struct Staged {
  Method *m;            /* NULL: the ambiguity of a and b, or (a NULL) a callee that is not a function */
  Method *a, *b;
  Type **sp;
  uint64_t *takes;      /* per flattened argument, the 256 bits of the members it takes */
  int first_arg;        /* the flattened argument m's arguments start at (past a split callee) */
} Staged;

/* Must case o be tried before case x? */
static bool staged_before(Staged *o, Staged *x) {
  if (o->m && x->m) return o->m != x->m && method_more_specific(o->m, x->m);
  if (!o->m && o->a && x->m) return x->m == o->a || x->m == o->b;
  if (o->m && !x->m && x->a) return method_more_specific(o->m, x->a) && method_more_specific(o->m, x->b);
  return false;
}

typedef VEC(Staged) StagedList;

/* The type method m declares for its positional argument i: past its fixed
 * ones, the element of its Vararg (whose count is no argument's own) */
static Type *staged_decl(Method *m, int i) {
  int fixed = m->is_vararg ? m->nargs - 1 : m->nargs;
  Type *t = m->argtypes[i < fixed ? i : fixed];
  return t->kind == TY_VARARG ? t->va_elem : t;
}

static bool mentions_where_vars(Method *m, Type *t) {
  for (int v = 0; v < m->nsparams; v++)
    if (type_mentions_var(t, m->sparams[v])) return true;
  return false;
}

/* The member t of argument i's union by[i] (or, t < 0, its only type) */
static Type *staged_member(Type **by, Type **at, int i, int t) {
  return t < 0 ? at[i] : by[i]->members[t];
}

/* The cases of a method with `where` variables: the values each variable
 * may take are those an argument's type binds it to, alone; for each
 * combination of them, the bound arguments take the members their
 * declared types accept with those values, and the case calls the method
 * instance of those values (as one combination it takes binds them, which
 * also gives a Vararg's count). takes: the other arguments' members. False
 * (ci->dynamic says why) past MAX_STAGED_CASES. */
static bool staged_where_cases(Method *m, Type **at, Type **by, int n, int first, bool *bound, uint64_t *takes,
                               int first_arg, CallInfo *ci, StagedList *out) {
  int nv = m->nsparams, np = n - first;
  size_t words = 4 * (size_t)n;
  typedef VEC(Type *) Values;
  Values *values = NEW_ARRAY(Values, nv + 1);
  Type **cat = NEW_ARRAY(Type *, np + 1), **env = NEW_ARRAY(Type *, nv + 1);
  for (int i = first; i < n; i++) {
    Type *u = by[i];
    for (int t = u ? 0 : -1; bound[i] && t < (u ? u->nmembers : 0); t++) {
      memset(cat, 0, sizeof(Type *) * (size_t)np);      /* (NULL: not matched) */
      cat[i - first] = staged_member(by, at, i, t);
      if (!method_applicable(m, cat, np, env)) continue;
      for (int v = 0; v < nv; v++) {
        bool have = !env[v] || !type_mentions_var(staged_decl(m, i - first), m->sparams[v]);
        for (int j = 0; j < values[v].len && !have; j++) have = values[v].items[j] == env[v];
        if (!have) vec_push(values[v], env[v]);
      }
    }
  }
  long ncombos = 1;
  for (int v = 0; v < nv; v++) {
    if (!values[v].len) vec_push(values[v], m->sparams[v]);      /* bound by no argument's type: stays itself */
    ncombos *= values[v].len;
    if (ncombos > MAX_STAGED_CASES) {
      ci->dynamic = arena_printf("not supported yet: a call dispatched at run time over more than 65,536 combinations, "
                                 "to a method whose `where` variables take more than %d values", MAX_STAGED_CASES);
      return false;
    }
  }
  Type **val = NEW_ARRAY(Type *, nv + 1);
  for (long k = 0; k < ncombos; k++) {
    long rest = k;
    for (int v = 0; v < nv; v++) {
      val[v] = values[v].items[rest % values[v].len];
      rest /= values[v].len;
    }
    uint64_t *vt = NEW_ARRAY(uint64_t, words + 1);
    memcpy(vt, takes, sizeof(uint64_t) * words);
    bool applies = true;
    memset(cat, 0, sizeof(Type *) * (size_t)np);
    for (int i = first; i < n && applies; i++) {
      Type *u = by[i];
      if (!bound[i]) {
        for (int t = 0; u && t < u->nmembers && !cat[i - first]; t++)
          if (vt[4 * i + t / 64] >> (t % 64) & 1) cat[i - first] = u->members[t];
        if (!u) cat[i - first] = at[i];
        continue;
      }
      Type *inst = type_subst(staged_decl(m, i - first), m->sparams, val, nv);
      applies = false;
      for (int t = u ? 0 : -1; t < (u ? u->nmembers : 0); t++) {
        Type *mt = staged_member(by, at, i, t);
        if (!subtype(mt, inst)) continue;
        if (!cat[i - first]) cat[i - first] = mt;
        if (u) vt[4 * i + t / 64] |= 1ull << (t % 64);
        applies = true;
      }
    }
    /* the values, as a combination the case takes binds them */
    Type **sp = NEW_ARRAY(Type *, nv + 1);
    if (!applies || !method_applicable(m, cat, np, sp)) continue;
    if (out->len == MAX_STAGED_CASES) {
      ci->dynamic = arena_printf("not supported yet: a call dispatched at run time over more than 65,536 combinations "
                                 "to more than %d method instances", MAX_STAGED_CASES);
      return false;
    }
    Staged c = {.m = m, .sp = sp, .takes = vt, .first_arg = first_arg};
    vec_push(*out, c);
  }
  return true;
}

/* The cases of method m into out: its arguments are the flattened ones
 * from `first` on, of types at, split over by (NULL: not split); base, the
 * members taken of those before (a split callee's); first_arg, where the
 * method instance's arguments start. False (ci->dynamic says why) when
 * they cannot be made. */
static bool staged_method_cases(Method *m, Type **at, Type **by, int n, int first, const uint64_t *base, int first_arg,
                                CallInfo *ci, StagedList *out) {
  int fixed = m->is_vararg ? m->nargs - 1 : m->nargs, nkw = ci->nkw;
  if (m->is_vararg ? n - first < fixed : n - first != fixed) return true;
  if (nkw && !method_takes_keywords(m)) return true;       /* not a method of Core.kwcall */
  /* the arguments that mention a `where` variable are tested per value
   * of the variables (staged_where_cases); the others take each member
   * their declared type accepts */
  size_t words = 4 * (size_t)n;
  uint64_t *takes = NEW_ARRAY(uint64_t, words + 1);
  memcpy(takes, base, sizeof(uint64_t) * words);
  bool *bound = NEW_ARRAY(bool, n + 1);
  for (int i = first; i < n; i++) {
    Type *decl = staged_decl(m, i - first), *u = by[i];
    bound[i] = mentions_where_vars(m, decl) || (i == first && m->self_exact);
    if (!u && !at[i]->is_concrete && (bound[i] || !subtype(at[i], decl))) {
      ci->dynamic = arena_printf("not supported yet: a call over more than 65,536 combinations of argument types "
                                 "with an argument of type %s, which is not split", type_str(at[i]));
      return false;
    }
    if (bound[i]) continue;
    if (!u && !subtype(at[i], decl)) return true;
    bool applies = !u;
    for (int t = 0; u && t < u->nmembers; t++)
      if (subtype(u->members[t], decl)) {
        takes[4 * i + t / 64] |= 1ull << (t % 64);
        applies = true;
      }
    if (!applies) return true;
  }
  if (nkw && !kw_variant(m, ci->kwnames, nkw)) {
    ci->dynamic = "not supported yet: a call dispatched at run time over more than 65,536 combinations "
                  "or 252 method instances, to a method that does not take its keywords";
    return false;
  }
  if (m->nsparams) return staged_where_cases(m, at, by, n, first, bound, takes, first_arg, ci, out);
  Staged c = {.m = m, .takes = takes, .first_arg = first_arg};
  vec_push(*out, c);
  return true;
}

static Type *infer_staged(MI *mi, Func *f, Type **at, int n, CallInfo *ci) {
  int nkw = ci->nkw;
  if (!f && nkw) {
    ci->dynamic = "not supported yet: keyword arguments to a call of a value of several types over more than 65,536 "
                  "combinations of argument types";
    return t_any;
  }
  ci->dispatch_by = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) ci->dispatch_by[i] = split_members(at[i]);
  size_t words = 4 * (size_t)n;
  /* dispatch is on the positional arguments, after the keywords, or on a
   * split callee (flattened argument 0) and its arguments */
  int from = f ? nkw : 0;
  StagedList cands = {0};
  if (f) {
    uint64_t *none = NEW_ARRAY(uint64_t, words + 1);
    for (int k = 0; k < f->methods.len; k++)
      if (!staged_method_cases(f->methods.items[k], at, ci->dispatch_by, n, nkw, none, 0, ci, &cands)) return t_any;
  } else {
    /* each type the callee may be in turn, as that type alone: its
     * function's methods, or the MethodError of a value not callable */
    Type *callees = ci->dispatch_by[0], **cat = NEW_ARRAY(Type *, n + 1), **by = NEW_ARRAY(Type *, n + 1);
    memcpy(cat, at, sizeof(Type *) * (size_t)n);
    memcpy(by, ci->dispatch_by, sizeof(Type *) * (size_t)n);
    by[0] = NULL;
    for (int c = 0; callees && c < callees->nmembers; c++) {
      uint64_t *base = NEW_ARRAY(uint64_t, words + 1);
      base[c / 64] |= 1ull << (c % 64);
      cat[0] = callees->members[c];
      Func *cf = callee_func(cat[0]);
      if (!cf) {
        for (int i = 1; i < n; i++)
          for (int t = 0; by[i] && t < by[i]->nmembers; t++) base[4 * i + t / 64] |= 1ull << (t % 64);
        Staged e = {.takes = base};
        vec_push(cands, e);
        continue;
      }
      int first = callee_first_arg(cf);
      for (int k = 0; k < cf->methods.len; k++)
        if (!staged_method_cases(cf->methods.items[k], cat, by, n, first, base, first, ci, &cands)) return t_any;
    }
  }
  /* an error case for each two methods that may both apply, neither more specific */
  for (int a = 0, nmethods = cands.len; a < nmethods; a++)
    for (int b = a + 1; b < nmethods; b++) {
      Method *ma = cands.items[a].m, *mb = cands.items[b].m;
      if (!ma || !mb || ma == mb || method_more_specific(ma, mb) || method_more_specific(mb, ma)) continue;
      uint64_t *both = NEW_ARRAY(uint64_t, words + 1);
      bool overlap = true;
      for (int i = from; i < n && overlap; i++) {
        bool any = !ci->dispatch_by[i];
        for (int w = 0; w < 4; w++) {
          both[4 * i + w] = cands.items[a].takes[4 * i + w] & cands.items[b].takes[4 * i + w];
          any |= both[4 * i + w] != 0;
        }
        overlap = any;
      }
      if (!overlap) continue;
      Staged e = {.a = ma, .b = mb, .takes = both};
      vec_push(cands, e);
    }
  /* in order: each next one is one that none of those left must precede */
  for (int a = 0; a < cands.len; a++) {
    int pick = a;
    for (int b = a; b < cands.len; b++) {
      bool preceded = false;
      for (int o = a; o < cands.len && !preceded; o++) preceded = o != b && staged_before(&cands.items[o], &cands.items[b]);
      if (!preceded) { pick = b; break; }
    }
    Staged t = cands.items[a];
    cands.items[a] = cands.items[pick];
    cands.items[pick] = t;
  }
  ci->ncases = cands.len;
  ci->cases = NEW_ARRAY(CallCase, cands.len + 1);
  ci->staged = NEW_ARRAY(uint64_t, words * (size_t)cands.len + 1);
  Type *result = t_bottom;
  for (int k = 0; k < cands.len; k++) {
    Staged *c = &cands.items[k];
    Type **uat = NEW_ARRAY(Type *, n + 1);
    for (int i = 0; i < n; i++) {
      Type *u = ci->dispatch_by[i];
      if (!u || i < from) {       /* keywords (not dispatched on) are taken as they are */
        uat[i] = u ? u : at[i];
        for (int t = 0; u && t < u->nmembers; t++) c->takes[4 * i + t / 64] |= 1ull << (t % 64);
      } else {
        VEC(Type *) ms = {0};
        for (int t = 0; t < u->nmembers; t++)
          if (c->takes[4 * i + t / 64] >> (t % 64) & 1) vec_push(ms, u->members[t]);
        uat[i] = union_type(ms.items, ms.len);
      }
    }
    memcpy(ci->staged + words * (size_t)k, c->takes, sizeof(uint64_t) * words);
    if (!c->m) {             /* thrown with the arguments' run-time types (emit_c.c) */
      ci->cases[k] = (CallCase){.argtypes = uat, .ambiguous = c->a != NULL, .no_method = !c->a, .result = t_bottom,
                                .error = c->a ? "ambiguous" : "not callable"};
      continue;
    }
    Method *m = nkw ? kw_variant(c->m, ci->kwnames, nkw) : c->m;
    ci->cases[k] = method_case(mi, m, c->sp, uat + c->first_arg, n - c->first_arg, ci);
    ci->cases[k].argtypes = uat;
    ci->cases[k].first_arg = c->first_arg;
    result = type_join(result, ci->cases[k].result);
  }
  return result;
}

/* The flattened arguments of one case of a call splatting a collection of
 * run-time length: those before it, its first k elements, (tail) the rest
 * of it as one Tuple{Vararg{T}}, then the arguments after it. */
static CallInfo *splat_view(CallInfo *ci, int k, bool tail) {
  int before = ci->splat_at, after = ci->nflat - before;
  CallInfo *v = NEW(CallInfo);
  *v = *ci;
  v->nflat = before + k + tail + after;
  v->flat_vals = NEW_ARRAY(Val, v->nflat + 1);
  v->flat_field = NEW_ARRAY(int, v->nflat + 1);
  for (int i = 0; i < v->nflat; i++) {
    int from = i - k - tail;              /* an argument after the splat */
    if (i < before) {
      v->flat_vals[i] = ci->flat_vals[i];
      v->flat_field[i] = ci->flat_field[i];
    } else if (i < before + k + tail) {
      v->flat_vals[i] = ci->splat_val;
      v->flat_field[i] = i < before + k ? FLAT_ELEM(i - before) : FLAT_TAIL(k);
    } else {
      v->flat_vals[i] = ci->flat_vals[from];
      v->flat_field[i] = ci->flat_field[from];
    }
  }
  return v;
}

/* How many combinations of members the union-typed arguments among
 * at[lo..hi) have. */
static long member_combos(Type **at, int lo, int hi) {
  long combos = 1;
  for (int i = lo; i < hi; i++)
    if (at[i]->kind == TY_UNION && combos <= MAX_DISPATCH_COMBOS) combos *= at[i]->nmembers;
  return combos;
}

/* Combination k of the members of the union-typed arguments among at[lo..hi). */
static Type **member_combo(Type **at, int n, int lo, int hi, long k) {
  Type **cat = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) {
    cat[i] = at[i];
    if (i < lo || i >= hi || at[i]->kind != TY_UNION) continue;
    cat[i] = at[i]->members[k % at[i]->nmembers];
    k /= at[i]->nmembers;
  }
  return cat;
}

/* The method every combination of the members of at[lo..n) selects, with
 * at[0..lo) as they are; NULL (*same false) when they differ. */
static Method *method_for_all(Func *f, Type **at, int n, int lo, Type ***sp, bool *same) {
  long combos = member_combos(at, lo, n);
  Method *first = NULL;
  *same = combos <= MAX_DISPATCH_COMBOS;
  for (long k = 0; k < combos && *same; k++) {
    Type **s;
    bool ambiguous;
    Method *m = method_dispatch(f, member_combo(at, n, lo, n, k), n, &s, &ambiguous);
    if (ambiguous || (k && m != first)) *same = false;
    if (!k) { first = m; *sp = s; }
  }
  return *same ? first : NULL;
}

/* Are the arguments around the k splatted elements at before.. concrete? */
static bool arguments_concrete(Type **at, int n, int before, int k) {
  for (int i = 0; i < n; i++)
    if ((i < before || i >= before + k) && !at[i]->is_concrete) return false;
  return true;
}

/* The cases of f(a, v...) for a v longer than any method's fixed
 * arguments (cat: the arguments with the first k elements, n in all, the
 * first `most` of them all a method may take before its varargs), which
 * only a varargs method takes: its varargs parameter is bound to the rest of
 * v, with the arguments around it, as one Tuple{Vararg{U}}, U the union of
 * their types. Arguments a method takes before its varargs are split over
 * their members (a case each); the varargs' types, which v's rest only
 * knows at run time, must all select that method. */
static void splat_more_cases(MI *mi, Func *f, CallInfo *ci, Type **cat, int n, int most, void *cases_vec) {
  VEC(CallCase) *cases = cases_vec;
  int before = ci->splat_at, k = n - ci->nflat;
  Type *elem = ci->splat_elem;
  int lo = most < n ? most : n;
  long combos = member_combos(cat, 0, lo);
  for (long j = 0; j < combos; j++) {
    Type **pcat = member_combo(cat, n, 0, lo, j);
    CallCase c = {0};
    c.splat_more = true;
    c.splat_len = k;
    c.argtypes = pcat;
    c.view = splat_view(ci, k, false);
    c.result = t_any;
    Type **sp = NULL;
    bool same;
    Method *m = method_for_all(f, pcat, n, lo, &sp, &same);
    int fixed = m ? m->nargs - 1 : lo;
    /* a combination differing from an earlier one only in what the varargs take is its case */
    bool covered = false;
    for (int i = fixed; i < lo; i++) covered |= cat[i]->kind == TY_UNION && pcat[i] != cat[i]->members[0];
    if (m && covered) continue;
    if (m && fixed < lo) {
      for (int i = fixed; i < lo; i++) pcat[i] = cat[i];
      if (method_for_all(f, pcat, n, fixed, &sp, &same) != m) same = false;
    }
    if (!same || (m && !m->is_vararg)) {
      c.error = arena_printf("%s takes a splatted collection of run-time length, whose method depends on the "
                             "types of the elements", func_display_name(f));
    } else if (!m && !arguments_concrete(pcat, n, before, k)) {
      c.error = arena_printf("the MethodError of %s with an argument of several types beside a splatted collection",
                             func_display_name(f));
    } else if (!m) {
      c = generic_case(mi, f, pcat, n, c.view);    /* the MethodError, raised with v's length */
      c.splat_more = true;
      c.splat_len = k;
      c.view = splat_view(ci, k, false);
    } else {
      /* the elements bound before the varargs parameter; the rest, with the
       * arguments around them that the varargs take, are one tuple */
      int bound = fixed > before ? fixed - before : 0;
      if (bound > k) bound = k;
      c.view = splat_view(ci, bound, true);
      Type **slots = NEW_ARRAY(Type *, m->nargs + 1);
      memcpy(slots, pcat, sizeof(Type *) * (size_t)fixed);
      Type **va = NEW_ARRAY(Type *, n - fixed + 2);
      int nva = 0;
      for (int i = fixed; i < n; i++) va[nva++] = pcat[i];
      va[nva++] = elem;
      Type *u = union_type(va, nva);
      /* (a `where` value may stand for the varargs' type, which differs
       * per element: vect(xs::T...) is not vect(xs...)) */
      if (!subtype(u, m->argtypes[fixed]) || (m->nsparams && !u->is_concrete)) {
        c.error = arena_printf("%s takes a splatted collection of run-time length, whose method depends on the "
                               "types of the elements", func_display_name(f));
      } else {
        slots[fixed] = tuple_type(&(Type *){vararg_type(u)}, 1);
        c.argtypes = NEW_ARRAY(Type *, c.view->nflat + 1);     /* per flattened argument, as in every case */
        for (int i = 0; i < c.view->nflat; i++) c.argtypes[i] = i < fixed ? pcat[i] : flat_type(mi, c.view, i);
        c.target = mi_for_slots(m, slots, sp, NULL);
        call_target(mi, &c);
      }
    }
    vec_push(*cases, c);
  }
}

/* f(a, v...) with v a Vector: one case per length from 0 to the most
 * arguments a method of f names (beyond the others), each a call with that
 * many elements (split over their types when they are of several); and
 * cases for every longer v (splat_more_cases). Emission picks the case by
 * v's length at run time, then by the types. */
static Type *infer_runtime_splat(MI *mi, Func *f, CallInfo *ci, Type **at) {
  Type *elem = ci->splat_elem;
  int n = ci->nflat, before = ci->splat_at;
  Type *rest_type = tuple_type(&(Type *){vararg_type(elem)}, 1);
  if (ci->nkw) {
    ci->dynamic = "keyword arguments beside a splatted collection of run-time length";
    return t_any;
  }
  for (int i = 0; i < n; i++) {
    Type *u = splat_member_type(at[i]);
    if (!u || u->kind == TY_BOTTOM) {
      ci->dynamic = arena_printf("an argument of type %s beside a splatted collection of run-time length",
                                 type_str(at[i]));
      return t_any;
    }
    at[i] = u;
  }
  if (f->builtin) {
    if (f->builtin != BI_TUPLE || n) {
      ci->dynamic = arena_printf("splatting a collection of run-time length into %s", f->name);
      return t_any;
    }
    alloc_cases(ci, 1);
    CallCase *c = &ci->cases[0];
    c->builtin = f;
    c->view = splat_view(ci, 0, true);
    c->argtypes = NEW_ARRAY(Type *, 1);
    c->argtypes[0] = rest_type;
    c->splat_more = true;
    c->result = rest_type;
    return rest_type;
  }
  int most = 0;
  for (int i = 0; i < f->methods.len; i++) {
    Method *m = f->methods.items[i];
    int fixed = m->is_vararg ? m->nargs - 1 : m->nargs;
    if (fixed > most) most = fixed;
  }
  int lengths = most > n ? most - n + 1 : 1;     /* cases for 0 .. lengths-1 elements, then for more */
  VEC(CallCase) cases = {0};
  bool too_many = false;          /* (refused by alloc_cases) */
  for (int k = 0; k <= lengths; k++) {
    Type **cat = NEW_ARRAY(Type *, n + k + 1);
    for (int i = 0; i < n + k; i++) cat[i] = i < before ? at[i] : i < before + k ? elem : at[i - k];
    if (k == lengths) {
      if (member_combos(cat, 0, most < n + k ? most : n + k) > MAX_SPLIT_CASES) too_many = true;
      else splat_more_cases(mi, f, ci, cat, n + k, most, &cases);
      break;
    }
    CallInfo *view = splat_view(ci, k, false);
    long combos = member_combos(cat, 0, n + k);
    for (long j = 0; j < combos && cases.len <= MAX_SPLIT_CASES; j++) {
      CallCase c = generic_case(mi, f, member_combo(cat, n + k, 0, n + k, j), n + k, view);
      c.splat_len = k;
      c.view = view;
      vec_push(cases, c);
    }
  }
  if (!alloc_cases(ci, too_many ? MAX_SPLIT_CASES + 1 : cases.len)) return t_any;
  Type *result = t_bottom;
  for (int k = 0; k < cases.len; k++) {
    ci->cases[k] = cases.items[k];
    result = type_join(result, ci->cases[k].result);
  }
  return result;
}

/* Does builtin f only store or pass on its argument i, whatever type it is
 * (an element into an array, a value into a field), so that a value held
 * as a union too wide to split is taken as it is? */
static bool builtin_stores_arg(Func *f, int i) {
  switch (f->builtin) {
  case BI_ARRAYSET: case BI_BOX_SET: return i == 1;
  case BI_SETFIELD: return i == 2;
  case BI_IFELSE: return i > 0;
  default: return false;
  }
}


/* a === b over more combinations of types than a call splits into, or of
 * a value of more types than a call splits over when trimming: only a pair
 * of one type can be egal, so a case per type both may be, and any other
 * pair is false (the last case, which tests no tag). */
static Type *egal_members(Type *t) {
  if (!t->is_concrete && t->kind == TY_DATATYPE && t->name != tn_tuple) t = type_closed_world(t);   /* every type stored under it */
  return t->kind == TY_UNION ? t : NULL;
}

static Type *infer_egal_split(MI *mi, Func *f, Type **at, CallInfo *ci) {
  Type *ua = egal_members(at[0]), *ub = egal_members(at[1]);
  int na = ua ? ua->nmembers : 1;
  VEC(Type *) both = {0};
  for (int i = 0; i < na; i++) {
    Type *t = ua ? ua->members[i] : at[0];
    bool in_b = !ub && t == at[1];
    for (int j = 0; ub && j < ub->nmembers && !in_b; j++) in_b = ub->members[j] == t;
    if (in_b) vec_push(both, t);
  }
  if (!alloc_cases(ci, both.len + 1)) return t_any;
  for (int k = 0; k < both.len; k++) {
    Type **cat = NEW_ARRAY(Type *, 2);
    cat[0] = cat[1] = both.items[k];
    ci->cases[k] = builtin_case(mi, f, cat, 2, ci->flat_vals, ci->flat_field);
  }
  CallCase other = {.argtypes = NEW_ARRAY(Type *, 2), .builtin = f, .result = t_bool, .value = NEW(Const)};
  other.argtypes[0] = ua ? ua : at[0];
  other.argtypes[1] = ub ? ub : at[1];
  other.value->type = t_bool;
  other.value->i = 0;
  ci->cases[both.len] = other;
  return t_bool;
}

static Type *infer_call(MI *mi, int idx) {
  Instr *in = &mi->ir->code.items[idx];
  CallInfo *ci = &mi->calls[idx];
  memset(ci, 0, sizeof *ci);
  current_instr = idx;
  Type *ft = val_type(mi, in->args[0]);
  if (ft->kind == TY_BOTTOM) return t_bottom;
  Func *f = NULL;
  if (ft->func) f = ft->func;
  else if (ft->kind == TY_DATATYPE && ft->name == tn_type && ft->params[0]->kind == TY_DATATYPE) {
    f = type_constructors(ft);
    if (!f) {
      ci->dynamic = arena_printf("not supported yet: calling the type %s", type_str(ft->params[0]));
      return t_any;
    }
  } else if (ft->kind == TY_DATATYPE && ft->name->functor) {
    f = ft->name->functor;
  } else if (split_members(ft)) {
    return infer_callee_split(mi, in, ci, split_members(ft));
  } else if (ft->kind == TY_DATATYPE && !ft->is_concrete && type_closed_world(ft)->is_concrete) {
    return infer_callee_split(mi, in, ci, type_closed_world(ft));   /* one kind of function stored as a Function */
  } else if (trim_mode == TRIM_NO && ft->kind == TY_DATATYPE && ft->is_concrete) {
    return infer_callee_split(mi, in, ci, ft);     /* not callable: Julia's MethodError when reached */
  } else {
    ci->dynamic = arena_printf("the called value has type %s, not a known function", type_str(ft));
    return t_any;
  }
  ci->func = f;
  bool self_arg = f->ctor_of || f->functor_of;     /* the called value is the first argument */
  if (in->nkw && (f->builtin || f->functor_of)) {
    ci->dynamic = arena_printf("keyword arguments to %s", f->builtin ? "a builtin" : "a callable value");
    return t_any;
  }
  if (!flatten_args(mi, in, ci, self_arg)) return ci->dynamic ? t_any : t_bottom;
  if (!flatten_kwnames(mi, in, ci)) return t_any;
  int n = ci->nflat;
  Type **at = NEW_ARRAY(Type *, n + 1);
  for (int i = 0; i < n; i++) {
    at[i] = flat_type(mi, ci, i);
    if (at[i]->kind == TY_BOTTOM) return t_bottom;     /* not reached yet */
  }
  if (ci->splat_elem) return infer_runtime_splat(mi, f, ci, at);
  /* union splitting: the cartesian product of the split arguments' members
   * (tuple() takes union-typed elements as they are, and narrowing works on
   * the union itself) */
  /* (isa of a union tests its tag against the members that are a T,
   * however many: emit_c.c) */
  bool split = f->builtin != BI_TUPLE && f->builtin != BI_NARROW_ISA && f->builtin != BI_NARROW_NOT &&
               !(f->builtin == BI_ISA && rep_is_union(at[0]));
  /* (when the cases stay few enough to split: otherwise a method for a value
   * makes the call refused, rt_dispatch_refused) */
  bool carried = false;
  for (int i = 0; i < n; i++) carried |= type_contains_rt(at[i]);
  Type **by_value = carried ? NEW_ARRAY(Type *, n + 1) : NULL;
  long nsplit = 1;
  for (int i = 0; i < n && carried && split && !f->builtin && n <= 64; i++) {
    by_value[i] = value_split(f, at[i], i - ci->nkw);
    Type *u = by_value[i] ? by_value[i] : split_members(at[i]);
    if (u && nsplit <= MAX_SPLIT_CASES) nsplit *= u->nmembers;
  }
  for (int i = 0; i < n && carried && nsplit <= MAX_SPLIT_CASES; i++)
    if (by_value[i]) {
      at[i] = by_value[i];
      ci->by_value |= 1ull << i;
    }
  long ncases = 1;
  bool egal_wide = false;
  for (int i = 0; i < n && split; i++) {
    Type *u = split_members(at[i]);
    if (u) ncases = ncases > MAX_DISPATCH_COMBOS ? ncases : ncases * u->nmembers;
    else if (!at[i]->is_concrete && at[i]->kind == TY_DATATYPE && at[i]->name != tn_tuple) {
      Type *one = type_closed_world(at[i]);     /* a single type stored under it */
      /* nothing is ever stored as Any (the elements of an empty Any[]) or as
       * the type (no Animal is created): no such value exists (never_exists) */
      if (one->kind == TY_BOTTOM) return t_bottom;
      if (one->kind != TY_UNION) at[i] = one;
      else if (f->builtin == BI_EGAL) egal_wide = true;     /* (infer_egal_split takes every type) */
      else if (f->builtin && !builtin_stores_arg(f, i)) {
        /* held as a union too wide to split (only when trimming): what the
         * builtin would do depends on the type, known only at run time */
        ci->dynamic = wide_arg_reason(i, at[i]);
        return t_any;
      }
    }
  }
  /* When every combination of members selects the same method, one call
   * with the union-typed arguments does (the callee splits where it must):
   * println(x, typeof(x)) on an x of five types is one method instance, not
   * twenty-five. */
  if (ncases > 1 && !f->builtin && !ci->nkw && same_method_for_all(f, at, n, split)) {
    ci->ncases = 1;
    ci->cases = NEW_ARRAY(CallCase, 1);
    Type **uat = NEW_ARRAY(Type *, n + 1);
    for (int i = 0; i < n; i++) {
      Type *u = split_members(at[i]);
      uat[i] = u ? u : at[i];
    }
    ci->cases[0] = generic_case(mi, f, uat, n, ci);
    return ci->cases[0].result;
  }
  if (ncases > MAX_SPLIT_CASES && trim_mode == TRIM_NO && !f->builtin) return infer_dispatched(mi, f, at, n, ci, ncases);
  if ((ncases > MAX_SPLIT_CASES || egal_wide) && f->builtin == BI_EGAL && n == 2) return infer_egal_split(mi, f, at, ci);
  if (!alloc_cases(ci, ncases)) return t_any;
  Type *result = t_bottom;
  for (int k = 0; k < ncases; k++) {
    Type **cat = case_argtypes(at, n, k, split);
    CallCase c = f->builtin ? builtin_case(mi, f, cat, n, ci->flat_vals, ci->flat_field) : generic_case(mi, f, cat, n, ci);
    ci->cases[k] = c;
    result = type_join(result, c.result);
  }
  return result;
}

static Type *infer_new(MI *mi, Instr *in) {
  Type *t, *tt = val_type(mi, in->args[0]);
  /* new{N}() of a run-time N; new{T}(x) of a T that holds one (a closure over a K{N}) */
  bool rt = tt->kind == TY_DATATYPE && tt->name == tn_type && type_contains_rt(tt->params[0]) && tt->params[0]->kind == TY_DATATYPE &&
            (type_rt_param(tt->params[0]) >= 0 || type_rt_field(tt->params[0]) >= 0);
  if (rt) t = tt->params[0];
  else if (!val_const_type(mi, in->args[0], &t) || !t->is_concrete) error_at(in->loc, "new() of a type only known at run time");
  for (int i = 1; i < in->nargs; i++) {
    Type *a = val_type(mi, in->args[i]);
    if (a->kind == TY_BOTTOM) return t_bottom;
    if (!subtype(a, t->field_types[i - 1])) return t_bottom;   /* convert would have thrown */
    if (t->field_types[i - 1] == t_any && type_register_any_flow(a)) rerun_all = true;
    if (type_register_stored(a, t->field_types[i - 1])) rerun_all = true;
  }
  return t;
}

static void infer_mi(MI *mi) {
  mi->inferring = true;
  infer_mi_body(mi);
  mi->inferring = false;
}

/* The Base function `name` on the argument types `at`, compiled for the
 * runtime to call (NULL if Base does not define it). */
static MI *root_base_function(const char *name, Type **at, int nargs) {
  Binding *b = module_lookup(base_module, sym(name));
  if (!b || b->kind != BIND_CONST || !b->value.type->func) return NULL;
  Type **sp;
  bool ambiguous;
  Method *m = method_dispatch(b->value.fn, at, nargs, &sp, &ambiguous);
  return m ? mi_for(m, at, nargs, sp) : NULL;
}

/* A try may catch the errors the runtime raises: they are thrown by
 * Base.throw_runtime_error, compiled into every program that has a try. */
static void root_runtime_errors(void) {
  if (inference.runtime_error_mi) return;
  Type *at[5] = {t_int32, t_string, t_string, t_string, t_int64};
  inference.runtime_error_mi = root_base_function("throw_runtime_error", at, 5);
}

/* Julia runs every finalizer still registered when the process exits, however
 * it exits: a program that registers one has Base.run_all_finalizers called
 * by jlrt_exit (runtime/start.c). */
/* The Julia types f of @cfunction is called with: a Ref{T} argument's T. */
static Type *cfunction_julia_type(Type *t) {
  return t->kind == TY_DATATYPE && t->name->name == sym("Ref") && t->nparams == 1 ? t->params[0] : t;
}

static void infer_cfunction(CFunction *cf) {
  if (cf->mi) return;
  Type **at = NEW_ARRAY(Type *, cf->nargs + 1);
  for (int i = 0; i < cf->nargs; i++) at[i] = cfunction_julia_type(cf->argtypes[i]);
  Type **sp;
  bool ambiguous;
  Method *m = method_dispatch(cf->fn, at, cf->nargs, &sp, &ambiguous);
  if (!m) error_at(cf->loc, "@cfunction: no method of %s takes %s", cf->fn->name, call_sig_str(cf->fn, at, cf->nargs));
  cf->mi = mi_for(m, at, cf->nargs, sp);
}

static Type *infer_ccall(MI *mi, Instr *in) {
  if (in->ccall_name && !strncmp(in->ccall_name, CFUNCTION_PREFIX, strlen(CFUNCTION_PREFIX)))
    infer_cfunction(&inference.cfunctions.items[atoi(in->ccall_name + strlen(CFUNCTION_PREFIX))]);
  if (in->ccall_name == sym("jlrt_thread_spawn")) inference.starts_threads = true;
  if (in->ccall_name == sym("jlrt_thread_spawn") || in->ccall_name == sym("jlrt_task_schedule") ||
      in->ccall_name == sym("jlrt_task_schedule_after") || in->ccall_name == sym("jlrt_task_yield_to")) {
    /* Base.schedule(t::TaskOf{F, R}) queues t: a thread (or a coroutine,
     * runtime/tasks.c) will run it by its type tag, through
     * run_task_function for that type */
    MI *runner = root_base_function("run_task_function", mi->argtypes, 1);
    bool have = false;
    for (int i = 0; i < inference.task_runner_mis.len; i++) have |= inference.task_runner_mis.items[i] == runner;
    if (runner && !have) vec_push(inference.task_runner_mis, runner);
  }
  if (in->ccall_name == sym("jlrt_gc_add_finalizer") && !inference.exit_finalizers_mi)
    /* (no arguments, but an address: they are copied with memcpy) */
    inference.exit_finalizers_mi = root_base_function("run_all_finalizers", (Type *[1]){NULL}, 0);
  /* (the types may name the method's `where` variables: pointer(a::Array{T})'s Ptr{T}) */
  int nargs = in->nargs - (in->ccall_name ? 0 : 1);
  const char *callee = in->ccall_name ? in->ccall_name : "a function pointer";
  for (int i = 0; i < nargs; i++) {
    Type *t = val_type(mi, in->args[i]), *declared = mi_subst(mi, in->ccall_argtypes[i]);
    if (t->kind != TY_BOTTOM && t != declared)
      error_at(in->loc, "ccall to %s: argument %d is a %s, declared %s (conversion is not supported yet)",
               callee, i + 1, type_str(t), type_str(declared));
  }
  if (!in->ccall_name) {
    Type *p = val_type(mi, in->args[nargs]);
    if (p->kind != TY_BOTTOM && (p->kind != TY_DATATYPE || p->name != tn_ptr))
      error_at(in->loc, "ccall: the function to call is a %s, not a symbol, (symbol, library) or Ptr", type_str(p));
  }
  return mi_subst(mi, in->ccall_ret);
}

static void infer_mi_body(MI *mi) {
  IR *ir = mi->ir;
  int n = ir->code.len;
  int nslots = ir->slot_names.len;
  if (!mi->ssa_types) {
    mi->ssa_types = NEW_ARRAY(Type *, n + 1);
    mi->slot_types = NEW_ARRAY(Type *, nslots + 1);
    mi->calls = NEW_ARRAY(CallInfo, n + 1);
    mi->live = NEW_ARRAY(bool, n + 1);
  }
  memset(mi->live, 0, sizeof(bool) * (size_t)(n + 1));
  mi->live[0] = true;
  for (int i = 0; i < n; i++) mi->ssa_types[i] = t_bottom;
  for (int i = 0; i < nslots; i++) mi->slot_types[i] = i < mi->nargs ? mi->argtypes[i] : t_bottom;
  Type *ret = t_bottom;
  Const *ret_const = NULL;
  bool ret_varies = false;
  for (bool changed = true; changed;) {
    changed = false;
    ret = t_bottom;
    ret_const = NULL;
    ret_varies = false;
    for (int i = 0; i < n; i++) {
      Instr *in = &ir->code.items[i];
      Type *t = t_bottom;
      if (!mi->live[i]) { mi->ssa_types[i] = t_bottom; continue; }
      /* what runs next: liveness grows with the types, like everything else */
      bool falls_through = in->kind != I_GOTO && in->kind != I_RETURN;
      /* a constant condition (while true) takes one way only */
      int cond = in->kind == I_GOTOIFNOT ? known_condition(mi, in) : -1;
      if (cond == 1) {
        /* never jumps */
      } else if ((in->kind == I_GOTO || in->kind == I_GOTOIFNOT || in->kind == I_ENTER) && !mi->live[in->target]) {
        mi->live[in->target] = true;
        if (in->target < i) changed = true;
      }
      if (cond == 0) falls_through = false;
      switch (in->kind) {
      case I_CALL: t = infer_call(mi, i); break;
      case I_CCALL: t = infer_ccall(mi, in); break;
      case I_NEW: t = infer_new(mi, in); break;
      case I_SLOTSET: {
        Type *v = val_type(mi, in->args[0]);
        Type *j = type_join(mi->slot_types[in->target], v);
        if (j != mi->slot_types[in->target]) { mi->slot_types[in->target] = j; changed = true; }
        break;
      }
      case I_GLOBALSET: {
        Binding *g = in->global;
        Type *v = val_type(mi, in->args[0]);
        Type *j = type_join(g->type ? g->type : t_bottom, v);
        if (j != g->type) { g->type = j; global_widened(g); }
        add_global_reader(g, mi);
        break;
      }
      case I_RETURN: {
        ret = type_join(ret, val_type(mi, in->args[0]));
        Const *k = known_const(mi, in->args[0]);
        Type *as_param;
        if (!k || !value_param_of(k, &as_param)) ret_varies = true;
        else if (!ret_const) ret_const = k;
        else if (!same_const(k, ret_const)) ret_varies = true;
        break;
      }
      case I_ENTER: root_runtime_errors(); break;
      default: break;
      }
      mi->ssa_types[i] = t;
      if ((in->kind == I_CALL || in->kind == I_NEW || in->kind == I_CCALL) && t->kind == TY_BOTTOM) falls_through = false;
      if (falls_through) mi->live[i + 1] = true;
    }
  }
  /* a constant return (length(::Tuple)) is folded into callers, so a change
   * of it, as of the type, reruns them; once varying, it stays so */
  if (mi->tie_fallback) {            /* (the call may be the other method's: resolve_ties) */
    ret = type_join(ret, mi->tie_fallback->rettype);
    ret_varies = true;
  }
  mi->ret_varies |= ret_varies;
  if (mi->ret_varies) ret_const = NULL;
  if (ret != mi->rettype || !same_const(ret_const, mi->ret_const)) {
    mi->rettype = type_join(mi->rettype, ret);
    mi->ret_const = ret_const;
    if (mi->id < callers_cap)
      for (int i = 0; i < callers_of[mi->id].len; i++) mark_dirty(callers_of[mi->id].items[i]);
  }
}

/* ---- locals read before assignment ----
 * A forward "definitely assigned" analysis over the live instructions, as
 * Julia's lowering and inference decide where a local needs its UndefVarError
 * check: only reads some path reaches without an assignment are checked, so
 * a local assigned before a loop costs nothing inside it. Only named locals
 * are tracked (the compiler's temporaries are always assigned first); the
 * sets are bitsets over those, kept per basic block. */
#define UNDEF_MAX_WORDS ((size_t)1 << 26)   /* past blocks x words of this, check every read */

static void bits_meet(uint64_t *into, const uint64_t *from, int w, bool *changed) {
  for (int k = 0; k < w; k++) {
    uint64_t m = into[k] & from[k];
    if (m != into[k]) { into[k] = m; *changed = true; }
  }
}

int slot_asked(MI *mi, Instr *in) {
  if (in->kind != I_CALL || in->args[0].kind != V_CONST || !in->args[0].c->type->func ||
      in->args[0].c->type->func->builtin != BI_SLOT_DEFINED)
    return -1;
  int s = (int)in->args[1].c->i;
  return s >= mi->nargs ? s : -1;
}

UndefChecks undef_checks(MI *mi) {
  IR *ir = mi->ir;
  int n = ir->code.len, nslots = ir->slot_names.len;
  UndefChecks uc = {0};
  /* the candidates: named locals (not arguments) read or asked about
   * (@isdefined) somewhere live */
  int *bit = NEW_ARRAY(int, nslots + 1), nbits = 0;
  for (int s = 0; s < nslots; s++) bit[s] = -1;
  for (int i = 0; i < n; i++) {
    if (!mi->live[i]) continue;
    Instr *in = &ir->code.items[i];
    int q = slot_asked(mi, in);
    if (q >= 0 && bit[q] < 0) bit[q] = nbits++;
    for (int k = 0; k < in->nargs; k++) {
      Val v = in->args[k];
      if (v.kind == V_SLOT && v.idx >= mi->nargs && ir->slot_names.items[v.idx] && bit[v.idx] < 0) bit[v.idx] = nbits++;
    }
  }
  if (!nbits) return uc;
  int w = (nbits + 63) / 64;
  /* basic blocks: a block starts at 0, at a jump target and after a jump */
  int *block_of = NEW_ARRAY(int, n + 1);
  bool *leader = NEW_ARRAY(bool, n + 1);
  leader[0] = true;
  for (int i = 0; i < n; i++) {
    Instr *in = &ir->code.items[i];
    if (in->kind == I_GOTO || in->kind == I_GOTOIFNOT || in->kind == I_ENTER) leader[in->target] = true;
    if (in->kind == I_GOTO || in->kind == I_GOTOIFNOT || in->kind == I_ENTER || in->kind == I_RETURN) leader[i + 1] = true;
  }
  int nblocks = 0;
  for (int i = 0; i < n; i++) block_of[i] = leader[i] ? nblocks++ : nblocks - 1;
  int *first = NEW_ARRAY(int, nblocks + 1);
  for (int i = n - 1; i >= 0; i--) first[block_of[i]] = i;
  first[nblocks] = n;
  bool exhaustive = (size_t)nblocks * (size_t)w <= UNDEF_MAX_WORDS;
  /* assigned[b]: definitely assigned where block b starts (all ones: not
   * reached yet, the identity of the meet) */
  uint64_t *assigned = NEW_ARRAY(uint64_t, exhaustive ? (size_t)nblocks * (size_t)w : 1);
  uint64_t *cur = NEW_ARRAY(uint64_t, w);
  if (exhaustive) {
    memset(assigned, 0xff, sizeof(uint64_t) * (size_t)nblocks * (size_t)w);
    memset(assigned, 0, sizeof(uint64_t) * (size_t)w);
    bool *queued = NEW_ARRAY(bool, nblocks + 1);
    int *queue = NEW_ARRAY(int, nblocks + 1), qhead = 0, qlen = 0;   /* a ring of block numbers */
    queue[qlen++] = 0;
    queued[0] = true;
    while (qlen) {
      int b = queue[qhead];
      qhead = (qhead + 1) % (nblocks + 1);
      qlen--;
      queued[b] = false;
      memcpy(cur, assigned + (size_t)b * w, sizeof(uint64_t) * (size_t)w);
      int succ[2], nsucc = 0;
      for (int i = first[b]; i < first[b + 1]; i++) {
        Instr *in = &ir->code.items[i];
        if (!mi->live[i]) break;
        int s = in->kind == I_SLOTSET || in->kind == I_NEWVAR ? bit[in->target] : -1;
        if (s >= 0 && in->kind == I_SLOTSET) cur[s / 64] |= (uint64_t)1 << (s % 64);
        if (s >= 0 && in->kind == I_NEWVAR) cur[s / 64] &= ~((uint64_t)1 << (s % 64));
        if (i + 1 < first[b + 1]) continue;
        /* the block's end: where control goes (an exception inside a try
         * reaches its handler with at least what was assigned at I_ENTER) */
        int cond = in->kind == I_GOTOIFNOT ? known_condition(mi, in) : -1;
        if ((in->kind == I_GOTOIFNOT && cond != 1) || in->kind == I_GOTO || in->kind == I_ENTER) succ[nsucc++] = block_of[in->target];
        if (in->kind != I_GOTO && in->kind != I_RETURN && cond != 0 && i + 1 < n) succ[nsucc++] = block_of[i + 1];
      }
      for (int k = 0; k < nsucc; k++) {
        bool changed = false;
        bits_meet(assigned + (size_t)succ[k] * w, cur, w, &changed);
        if (changed && !queued[succ[k]]) {
          queue[(qhead + qlen++) % (nblocks + 1)] = succ[k];
          queued[succ[k]] = true;
        }
      }
    }
  }
  /* the reads not covered, instruction by instruction */
  VEC(int) slots = {0};
  uc.start = NEW_ARRAY(int, n + 1);
  uc.flagged = NEW_ARRAY(bool, nslots + 1);
  for (int b = 0; b < nblocks; b++) {
    if (exhaustive) memcpy(cur, assigned + (size_t)b * w, sizeof(uint64_t) * (size_t)w);
    else memset(cur, 0, sizeof(uint64_t) * (size_t)w);
    for (int i = first[b]; i < first[b + 1]; i++) {
      Instr *in = &ir->code.items[i];
      uc.start[i] = slots.len;
      if (!mi->live[i]) continue;
      int q = slot_asked(mi, in);      /* @isdefined: the flag answers where it may be unset */
      if (q >= 0 && !(cur[bit[q] / 64] >> (bit[q] % 64) & 1)) uc.flagged[q] = true;
      for (int k = 0; k < in->nargs; k++) {
        Val v = in->args[k];
        int s = v.kind == V_SLOT ? bit[v.idx] : -1;
        if (s < 0 || (cur[s / 64] >> (s % 64) & 1)) continue;
        cur[s / 64] |= (uint64_t)1 << (s % 64);    /* checked once: assigned from here on */
        vec_push(slots, v.idx);
        uc.flagged[v.idx] = true;
      }
      int s = in->kind == I_SLOTSET || in->kind == I_NEWVAR ? bit[in->target] : -1;
      if (s >= 0 && in->kind == I_SLOTSET) cur[s / 64] |= (uint64_t)1 << (s % 64);
      if (s >= 0 && in->kind == I_NEWVAR) cur[s / 64] &= ~((uint64_t)1 << (s % 64));
    }
  }
  uc.start[n] = slots.len;
  uc.slots = slots.items;
  return uc;
}

Func *builtin_func(Sym name) {
  Binding *b = module_lookup(core_module, name);
  return b && b->kind == BIND_CONST ? b->value.fn : NULL;
}

static Type *vector_of_string(void) {
  Type *p[2] = {t_string, int_param(1)};
  return type_apply(tn_array, p, 2, (Loc){0});
}

/* Whether node (top-level code, outside named function definitions) calls
 * `main` or `Main.main`. */
static bool calls_main(Node *n) {
  if (!n || n->kind == N_FUNCTION || n->kind == N_MACRODEF || n->kind == N_QUOTE) return false;
  if ((n->kind == N_CALL || n->kind == N_DOTCALL) && n->nkids > 0) {
    Node *f = n->kids[0];
    if (f && f->kind == N_IDENT && f->sym == sym("main")) return true;
    if (f && f->kind == N_DOT && f->sym == sym("main") && f->kids[0]->kind == N_IDENT && f->kids[0]->sym == sym("Main"))
      return true;
  }
  for (int i = 0; i < n->nkids; i++)
    if (calls_main(n->kids[i])) return true;
  return false;
}

static bool script_calls_main(void) {
  for (int i = 0; i < program.toplevel.len; i++)
    if (program.toplevel_mod.items[i] == program.main_method->module && calls_main(program.toplevel.items[i])) return true;
  return false;
}

void infer_program(void) {
  inference.exception.kind = BIND_BOX;
  inference.exception.name = sym("the current exception");
  inference.exception.type = t_bottom;
  int nparts;
  IR **top = lower_toplevel(&nparts);
  for (int i = 0; i < nparts; i++) vec_push(inference.toplevel, mi_new(NULL, top[i], NULL, 0, NULL));
  /* juliac's rule (a plain main() runs unless the script already calls it)
   * is decided here, before main is inferred as main(ARGS): a script's own
   * `main(n)` is an ordinary function, not an entry point */
  if (program.main_is_juliac_rule && script_calls_main()) program.main_method = NULL;
  Method *mm = program.main_method;
  if (mm) {
    Type *args = vector_of_string();
    int n = mm->nargs;
    if (n > 1 || (n == 1 && !subtype(args, mm->argtypes[0]) && mm->argtypes[0]->kind != TY_TYPEVAR))
      error_at(mm->loc, "the entry point must be main() or main(args::Vector{String})");
    Type **sp = NEW_ARRAY(Type *, mm->nsparams + 1);
    if (n == 1 && !method_applicable(mm, &args, 1, sp)) error_at(mm->loc, "main(args) cannot take a Vector{String}");
    inference.main_mi = mi_for(mm, &args, n, sp);
  }
  for (int i = 0; i < program.entrypoints.len; i++) {
    Node *call = program.entrypoints.items[i];
    Module *m = program.entrypoint_mod.items[i];
    Const fc;
    if (!eval_const_expr(call->kids[1], m, &fc) || !fc.type->func)
      error_at(call->kids[1]->loc, "entrypoint: the first argument must name a function");
    Node *tup = call->kids[2];
    if (tup->kind != N_TUPLE) error_at(tup->loc, "entrypoint: the argument types must be a tuple, as (Int64, Float64)");
    Type **at = NEW_ARRAY(Type *, tup->nkids + 1);
    for (int k = 0; k < tup->nkids; k++) at[k] = eval_type_expr(tup->kids[k], m, NULL, 0);
    Type **sp;
    bool ambiguous;
    Method *em = method_dispatch(fc.fn, at, tup->nkids, &sp, &ambiguous);
    if (!em) error_at(call->loc, "entrypoint: no method of %s takes %s", fc.fn->name, call_sig_str(fc.fn, at, tup->nkids));
    vec_push(inference.entry_mis, mi_for(em, at, tup->nkids, sp));
  }
  for (int i = 0; i < program.ccallables.len; i++) {
    Method *m = program.ccallables.items[i];
    MI *mi = mi_for(m, m->argtypes, m->nargs, NULL);
    vec_push(inference.ccallable_mis, mi);
  }
  for (;;) {
    while (worklist_head < worklist.len) {
      MI *mi = worklist.items[worklist_head++];
      if (!mi->dirty) continue;             /* inferred eagerly since it was queued */
      mi->dirty = false;
      infer_mi(mi);
    }
    if (!rerun_all && !any_flow_grew) break;
    rerun_all = any_flow_grew = false;
    for (int i = 0; i < inference.instances.len; i++) mark_dirty(inference.instances.items[i]);
  }
}

const char *mi_display(MI *mi) {
  if (!mi->method) return "top-level scope";
  StrBuf b = {0};
  Func *f = mi->method->func;
  int first = f->ctor_of || f->functor_of ? 1 : 0;     /* the called type or value */
  /* a closure's own argument is nameless to Julia: (::var"#1")(x::Int64) */
  Sym self = mi->method->argnames[0];
  bool closure = f->functor_of && mi->argtypes[0]->kind == TY_DATATYPE && mi->argtypes[0]->name->name[0] == '#';
  if (f->functor_of) sb_printf(&b, "(%s::%s)", self && !closure ? self : "", type_str(mi->argtypes[0]));
  else sb_puts(&b, first ? type_str(mi->argtypes[0]->params[0]) : func_display_name(f));
  sb_puts(&b, "(");
  for (int i = first; i < mi->nargs; i++) {
    if (i > first) sb_puts(&b, ", ");
    Sym name = mi->method->argnames[i];
    if (name) sb_puts(&b, name);
    sb_puts(&b, "::");
    if (mi->method->is_vararg && i == mi->nargs - 1) {
      /* Julia shows a vararg as its element types: xs::Vararg{Int64} */
      sb_printf(&b, "%s", type_str(mi->argtypes[i]));
    } else {
      sb_puts(&b, type_str(mi->argtypes[i]));
    }
  }
  sb_puts(&b, ")");
  const char *s = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return s;
}
