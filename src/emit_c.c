/* emit_c.c — C for exactly the reachable method instances.
 *
 * Representation of values (by inferred type):
 *   no value: Union{}, and singletons (nothing, functions, Type{T}, empty
 *             structs) — they are known from the type alone ("ghosts");
 *   primitives: the C integer/float of that size (Bool is bool);
 *   String: jl_string_t *;  Symbol: const char *;
 *   immutable structs and tuples: C structs by value (ghost fields omitted);
 *   mutable structs: pointers to the heap;
 *   small unions: a struct of a tag (index into the sorted members) and a
 *             C union of the members' representations; but Union{S, T} of
 *             a singleton S and a T held as a pointer is that pointer, with
 *             JLRT_SINGLETON for S (see one_word_member).
 * Output is assembled in sections (types, prototypes, data, functions) so
 * each piece can be emitted the first time it is needed. */
#include "ir.h"

static StrBuf sec_types, sec_protos;
static bool debug_lines;

/* Data and functions are kept apart until written, because their storage
 * class depends on how the program is split into translation units (see
 * emit_units): `static` in one file; shared between files otherwise. */
typedef struct CData { const char *decl, *init; } CData;   /* init NULL: zeroed */
static VEC(CData) data_defs;
static void data_def(const char *decl, const char *init) {
  vec_push(data_defs, ((CData){decl, init}));
}
typedef struct CFunc {
  const char *comment, *sig;   /* sig without storage class */
  char *body;                  /* from the opening brace */
  int len;
  bool small;                  /* declared inline; split, in the shared header */
  const char *prelude;         /* NULL, or a definition written just before it:
                                  the x86-64-v3 clone of a @multiversioned one */
} CFunc;
static VEC(CFunc) funcs;
#define SMALL_FUNCTION 1200    /* bytes of C body */
static StrBuf entry_code;      /* main(), or a library's exported functions */
/* Who calls whom, for splitting: caller is an index into funcs (-1: the
 * entry code, which goes with the first unit). */
static const char *mi_cname(MI *mi);
typedef struct CallEdge { int caller; MI *callee; } CallEdge;
static VEC(CallEdge) call_edges;
static const char *called(int caller, MI *callee) {
  vec_push(call_edges, ((CallEdge){caller, callee}));
  return mi_cname(callee);
}

/* @multiversioned (types.h): the method is emitted twice, as its clone for
 * x86-64-v3 (AVX2 and FMA: gcc vectorizes for it, and muladd of floats is
 * one FMA there) and as the function itself, which calls the clone when
 * the CPU has those (JLRT_HAVE_X86_64_V3 in runtime/jlrt.h). */
static bool in_fma_clone;       /* emitting the clone */
static const char *fma_clone_name(MI *mi) { return arena_printf("%s_x86_64_v3", mi_cname(mi)); }
/* muladd(x, y, z) of Float64s or Float32s, Base's */
static bool is_float_muladd(MI *t) {
  return t->method && t->method->module == base_module && t->method->func->name == sym("muladd") &&
         t->nargs == 3 && (t->rettype == t_float64 || t->rettype == t_float32) &&
         t->argtypes[0] == t->rettype && t->argtypes[1] == t->rettype && t->argtypes[2] == t->rettype;
}

static const char *basename_of(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}
/* C names given out so far (interned symbols, open addressing), each with
 * the next suffix to try when it is asked for again */
typedef struct NameSlot { Sym name; int next; } NameSlot;
static struct { NameSlot *slots; size_t cap, len; } used_names;

/* ---- names ---- */
static const char *op_word(char c) {
  switch (c) {
  case '+': return "plus"; case '-': return "minus"; case '*': return "times"; case '/': return "slash";
  case '\\': return "bslash"; case '^': return "pow"; case '%': return "rem"; case '<': return "lt";
  case '>': return "gt"; case '=': return "eq"; case '!': return "not"; case '&': return "and";
  case '|': return "or"; case '~': return "tilde"; case ':': return "colon"; case '.': return "dot";
  case '$': return "dollar"; case '\'': return "adjoint"; case '?': return "q";
  default: return NULL;
  }
}

/* A readable C identifier for a Julia name: fib, plus, isless_not ... */
static void sanitize_into(StrBuf *b, const char *s) {
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_') {
      sb_putn(b, (const char *)p, 1);
    } else if (op_word((char)*p)) {
      if (b->len && b->items[b->len - 1] != '_') sb_puts(b, "_");
      sb_puts(b, op_word((char)*p));
      sb_puts(b, "_");
    } else if (*p >= 0x80) {
      sb_printf(b, "x%02x", *p);
    } else if (b->len && b->items[b->len - 1] != '_') {
      sb_puts(b, "_");
    }
  }
  while (b->len && b->items[b->len - 1] == '_') b->items[--b->len] = 0;
}

/* The slot of name in used_names (name == NULL there if it is not in use). */
static NameSlot *name_slot(Sym name) {
  if (2 * (used_names.len + 1) > used_names.cap) {
    size_t cap = used_names.cap ? used_names.cap * 2 : 1024;
    NameSlot *slots = NEW_ARRAY(NameSlot, cap);
    for (size_t i = 0; i < used_names.cap; i++) {
      NameSlot s = used_names.slots[i];
      if (!s.name) continue;
      size_t j = ((uintptr_t)s.name >> 3) & (cap - 1);
      while (slots[j].name) j = (j + 1) & (cap - 1);
      slots[j] = s;
    }
    used_names.slots = slots;
    used_names.cap = cap;
  }
  size_t j = ((uintptr_t)name >> 3) & (used_names.cap - 1);
  while (used_names.slots[j].name && used_names.slots[j].name != name) j = (j + 1) & (used_names.cap - 1);
  return &used_names.slots[j];
}

static Sym claim(NameSlot *s, Sym name) {
  s->name = name;
  s->next = 2;
  used_names.len++;
  return name;
}

/* A name is cut to MAX_NAME bytes before it is made unique: it spells out
 * argument types, and a type nested n deep (a Vector of Vectors ...) would
 * make C quadratic in n, with names of thousands of bytes. */
#define MAX_NAME 96

static const char *unique_name(StrBuf *b) {
  Sym base = sym_n(sb_str(b), (size_t)(b->len < MAX_NAME ? b->len : MAX_NAME));
  free(b->items);
  *b = (StrBuf){0};
  NameSlot *s = name_slot(base);
  if (!s->name) return claim(s, base);
  for (;;) {                       /* base_2, base_3, ...: from where the last one stopped */
    Sym name = sym(arena_printf("%s_%d", base, s->next++));
    NameSlot *t = name_slot(name);
    if (!t->name) return claim(t, name);
    s = name_slot(base);           /* the table may have grown */
  }
}

/* A type or signature as a comment in the C: cut short past MAX_COMMENT
 * bytes (at a character's start), for the reason names are (MAX_NAME). */
#define MAX_COMMENT 160
static const char *comment_text(const char *s) {
  size_t n = strlen(s);
  if (n <= MAX_COMMENT) return s;
  n = MAX_COMMENT;
  while (((unsigned char)s[n] & 0xC0) == 0x80) n--;
  return arena_printf("%.*s...", (int)n, s);
}

/* ---- representation ---- */

/* The type whose representation a value of type t has: an abstract type is
 * the union of the types stored under it (types.c's closed world). */
static Type *rep(Type *t) {
  if (t->kind == TY_UNION) {
    bool any = false;
    for (int i = 0; i < t->nmembers; i++) any |= rep(t->members[i]) != t->members[i];
    if (!any) return t;
    Type **m = NEW_ARRAY(Type *, t->nmembers);
    for (int i = 0; i < t->nmembers; i++) m[i] = rep(t->members[i]);
    return union_type(m, t->nmembers);
  }
  if (t->kind == TY_DATATYPE && !t->is_concrete && t->name != tn_tuple) return type_closed_world(t);
  return t;
}

/* Does an immutable struct contain itself (through unions, inline structs
 * and abstract fields, which hold the union of their subtypes)? Julia stores
 * such a type on the heap; so do we. */
static bool contains_type(Type *t, Type *target, int depth) {
  if (depth > 32) return false;
  t = rep(t);
  if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++)
      if (contains_type(t->members[i], target, depth + 1)) return true;
    return false;
  }
  if (t->kind != TY_DATATYPE || !t->is_concrete || t->name->is_primitive || t->name->is_mutable ||
      type_is_array(t) || t == t_string)
    return false;
  if (t == target && depth > 0) return true;
  int nf = t->nfields;
  for (int i = 0; i < nf; i++)
    if (contains_type(t->field_types[i], target, depth + 1)) return true;
  return false;
}

/* Values of this type are pointers to heap objects with a type tag. A
 * tuple is always a value: one that would hold itself (through Any, which
 * holds the tuple) is boxed as a member of that union instead (member_boxed). */
/* The source of what is being emitted (emit_mi): where no_repr points. */
static Loc emit_loc;

/* The type of the run-time parameter of a carrier K{<rt>} (Type.rt_value). */
static Type *rt_param_type(Type *carrier) { return carrier->params[type_rt_param(carrier)]->value.type; }

static const char *field_expr(const char *e, Type *t, int k);

/* The run-time parameter of e: of a K{<rt>}, its hidden field; of a
 * Type{...}, the value itself; of a struct or tuple holding a K{<rt>} (a
 * W{K{<rt>}} with a field of type K{<rt>}, a closure capturing one), that
 * field's (rt_field). */
static bool is_boxed(Type *t);
static const char *rt_param_expr(const char *e, Type *t) {
  if (t->name == tn_type) return e;
  if (type_rt_carrier(t)) return arena_printf(is_boxed(t) ? "%s->p" : "(%s).p", e);
  int k = type_rt_field(t);
  if (k < 0) error_at(emit_loc, "not supported yet: a value of type %s, which holds a type parameter only known at run time "
                      "in no one place", type_str(t));
  return rt_param_expr(field_expr(e, t, k), t->field_types[k]);
}

/* The carrier (K{<rt>}) a type holding a run-time parameter holds it in. */
static Type *rt_inner_carrier(Type *t) {
  if (t->kind == TY_DATATYPE && t->name == tn_type) t = t->params[0];
  if (type_rt_carrier(t)) return type_rt_carrier(t);
  int k = type_rt_field(t);
  return k < 0 ? NULL : rt_inner_carrier(t->field_types[k]);
}

static bool is_boxed(Type *t) {
  if (t->kind != TY_DATATYPE || !t->is_concrete || t->name->is_primitive || type_is_array(t) ||
      t == t_string || t == t_symbol || t->name == tn_tuple)
    return false;
  return t->name->is_mutable || contains_type(t, t, 0);
}

static bool is_ghost(Type *t);

/* A concrete type whose values are C pointers. */
static bool is_pointer_type(Type *t) {
  return t->kind == TY_DATATYPE && (is_boxed(t) || t == t_string || t == t_symbol || t == t_module || t->name == tn_array);
}

/* Union{S, T} of one ghost S (a singleton: Nothing, Missing, ...) and one T
 * held as a C pointer is held as that pointer, as Julia holds it: a
 * Union{Nothing, Node} field is one word. S's value is JLRT_SINGLETON (a
 * static object's address), so NULL still means #undef. The index of T's
 * member in u; -1 for a union held as a tag and a C union. */
static int one_word_member(Type *u) {
  if (u->kind != TY_UNION || u->nmembers != 2) return -1;
  for (int k = 0; k < 2; k++)
    if (is_pointer_type(u->members[k]) && is_ghost(u->members[1 - k])) return k;
  return -1;
}

/* Values held as a C pointer, NULL while unassigned (a field new() leaves
 * out, an array element before its first store). */
static bool is_pointer_repr(Type *t) {
  t = rep(t);
  return is_pointer_type(t) || one_word_member(t) >= 0;
}

static bool is_ghost(Type *t) {
  t = rep(t);
  if (t->kind == TY_BOTTOM) return true;
  if (t->kind != TY_DATATYPE || !t->is_concrete || type_vatuple_elem(t) || type_rt_carrier(t) ||
      (t->name == tn_type && type_contains_rt(t)))
    return false;
  if (t->is_singleton) return true;
  if (is_boxed(t) || t->name->is_primitive || t == t_string || t == t_symbol || t == t_module ||
      t == t_datatype || type_is_array(t))
    return false;
  int nf = t->nfields;
  for (int i = 0; i < nf; i++)
    if (!is_ghost(t->field_types[i])) return false;
  return true;
}


static const char *ctype(Type *t);

static int member_index(Type *u, Type *m) {
  for (int i = 0; i < u->nmembers; i++)
    if (u->members[i] == m) return i;
  return -1;
}

static const char *ctype(Type *t);

static void type_name_into(StrBuf *b, Type *t) {
  switch (t->kind) {
  case TY_UNION:
    sb_puts(b, "Union");
    for (int i = 0; i < t->nmembers; i++) { sb_puts(b, "_"); type_name_into(b, t->members[i]); }
    return;
  case TY_VALUE: sanitize_into(b, type_str(t)); return;
  case TY_DATATYPE:
    if (t->name->name[0] == '#') sb_puts(b, "closure");    /* #1, #g#2: lower.c's closures */
    sanitize_into(b, t->name->name);
    for (int i = 0; i < t->nparams; i++) { sb_puts(b, "_"); type_name_into(b, t->params[i]); }
    return;
  default: sb_puts(b, "T"); return;
  }
}


/* Called where a value of an abstract type would have to exist at run time:
 * that needs boxing and dynamic dispatch, which come with --trim=no later. */
static __attribute__((noreturn)) void no_repr(Type *t) {
  const char *msg = t == t_module ? "not supported yet: a %s as a run-time value (use its names at compile time: M.f)"
                  : "not supported yet: a run-time value of non-concrete type %s (dynamic typing); "
                    "annotate or restructure so the type is known";
  if (emit_loc.file) error_at(emit_loc, msg, type_str(t));
  fatal(msg, type_str(t));
}

static const char *primitive_ctype(Type *t) {
  if (t == t_bool) return "bool";
  if (t == t_float64) return "double";
  if (t == t_float32) return "float";
  if (t->name == tn_ptr) return "void *";
  bool is_signed = false;
  for (Type *s = t; s; s = s->super)
    if (s->name->name == sym("Signed")) is_signed = true;
  int bits = t->name->nbits;
  if (bits > 128) fatal("not supported yet: %d-bit primitive type %s", bits, type_str(t));
  return arena_printf("%sint%d_t", is_signed ? "" : "u", bits <= 8 ? 8 : bits <= 16 ? 16 : bits <= 32 ? 32 : bits <= 64 ? 64 : 128);
}

/* A boxed struct's body is written once the outermost ctype() call is done:
 * its values are pointers, so nothing before needs it complete, and its
 * fields' types may lead back to a type being defined by value (a Task
 * holding an error that holds a tuple holding the Task). */
typedef struct { Type *t; const char *name; } PendingBody;
static VEC(PendingBody) boxed_bodies_pending;
static int ctype_depth;
static void write_struct_body(Type *t, const char *name);

static const char *ctype_of(Type *t);
static const char *ctype_of_new(Type *t);
static bool member_boxed(Type *u, int k);

static const char *ctype(Type *t) {
  if (t->cname) return t->cname;
  ctype_depth++;
  const char *c = ctype_of(t);
  if (--ctype_depth == 0)
    while (boxed_bodies_pending.len) {
      PendingBody b = boxed_bodies_pending.items[--boxed_bodies_pending.len];
      ctype_depth++;
      write_struct_body(b.t, b.name);
      ctype_depth--;
    }
  return c;
}

static const char *ctype_of(Type *t) {
  if (t->cname) return t->cname;
  /* held by value inside itself: through Any, which is a union of what it
   * holds (an error value holding a tuple that holds Any, stored in Any) */
  if (t->cname_pending)
    fatal("not supported yet: a value of type %s that contains itself by value (through a field of type Any)", type_str(t));
  t->cname_pending = true;
  const char *c = ctype_of_new(t);
  t->cname_pending = false;
  return c;
}

static const char *ctype_of_new(Type *t) {
  if (rep(t) != t) return t->cname = ctype(rep(t));
  if (is_ghost(t)) return "void";
  if (t->kind == TY_UNION) {
    if (!type_is_representable(t)) no_repr(t);
    int p = one_word_member(t);
    if (p >= 0) return t->cname = ctype(t->members[p]);
    /* the members first: a member's fields may name this union again
     * (mutable struct Cell; next::Union{Nothing, Cell}) */
    for (int i = 0; i < t->nmembers; i++)
      if (!member_boxed(t, i)) (void)ctype(t->members[i]);
    if (t->cname) return t->cname;
    StrBuf b = {0};
    type_name_into(&b, t);
    const char *name = unique_name(&b);
    StrBuf def = {0};
    sb_printf(&def, "/* %s */\ntypedef struct {\n  uint8_t tag;\n  union {\n", comment_text(type_str(t)));
    for (int i = 0; i < t->nmembers; i++)
      if (!is_ghost(t->members[i]))
        sb_printf(&def, "    %s m%d;\n", member_boxed(t, i) ? "void *" : ctype(t->members[i]), i);
    sb_printf(&def, "  } u;\n} %s;\n\n", name);
    sb_puts(&sec_types, sb_str(&def));
    free(def.items);
    return t->cname = name;
  }
  if (t->kind != TY_DATATYPE || !type_is_representable(t)) no_repr(t);
  if (t->name->is_primitive) return t->cname = primitive_ctype(t);
  if (t == t_string) return t->cname = "jl_string_t *";
  /* a module at run time: its full name, as a symbol is (modules are
   * never made while a program runs) */
  if (t == t_symbol || t == t_module) return t->cname = "const char *";
  if (t->name == tn_array) return t->cname = "jl_array_t *";
  if (t->name == tn_memory) return t->cname = "jl_memory_t *";
  if (type_vatuple_elem(t)) return t->cname = "jl_vatuple_t";
  if (t == t_datatype) no_repr(t);
  if (t->name != tn_tuple && type_contains_rt(t) && type_rt_param(t) < 0) {
    /* Type{K{N}} of a run-time N is N; a W{K{N}} holds N in a field; a
     * Vector{K{N}} would be a type made at run time */
    Type *carrier = rt_inner_carrier(t);
    if (t->name == tn_type && type_rt_count(t) > 1)
      error_at(emit_loc, "not supported yet: a value of type %s, a type of %d parameters only known at run time (a type "
               "value may hold one)", type_str(t), type_rt_count(t));
    if (!carrier)
      error_at(emit_loc, "not supported yet: a value of type %s, which holds a type parameter only known at run time "
               "in no field", type_str(t));
    if (t->name == tn_type) return t->cname = ctype(rt_param_type(carrier));   /* the parameter itself */
  }
  StrBuf b = {0};
  type_name_into(&b, t);
  const char *name = unique_name(&b);
  if (is_boxed(t)) {
    /* named before its fields, which may point back to it */
    t->cname = arena_printf("struct %s *", name);
    sb_printf(&sec_types, "struct %s;\n", name);
    vec_push(boxed_bodies_pending, ((PendingBody){t, name}));
    return t->cname;
  }
  write_struct_body(t, name);
  return t->cname = name;
}

/* struct name { fields }, or a typedef of it for a type held by value */
static void write_struct_body(Type *t, const char *name) {
  StrBuf def = {0};
  int nf = t->nfields;
  bool boxed = is_boxed(t);
  sb_printf(&def, "/* %s */\n%sstruct %s {\n", comment_text(type_str(t)), boxed ? "" : "typedef ", name);
  if (boxed) sb_puts(&def, "  uint64_t type_tag;\n");
  bool any = false;
  if (type_rt_param(t) >= 0) {
    sb_printf(&def, "  %s p;   /* the type parameter %s */\n", ctype(rt_param_type(t)), t->name->params[type_rt_param(t)]->tv_name);
    any = true;
  }
  for (int i = 0; i < nf; i++)
    if (!is_ghost(t->field_types[i])) {
      sb_printf(&def, "  %s f%d;   /* %s */\n", ctype(t->field_types[i]), i + 1,
                t->field_names ? t->field_names[i] : comment_text(type_str(t->field_types[i])));
      any = true;
    }
  if (!any) sb_puts(&def, "  char unused;\n");
  sb_printf(&def, boxed ? "};\n\n" : "} %s;\n\n", name);
  sb_puts(&sec_types, sb_str(&def));
  free(def.items);
}

/* ---- a union's parts: the one place that knows both layouts ---- */

/* A member of a union that holds the union itself by value cannot be held
 * in it by value: Any is the union of what flows into it, and an error
 * value holding a tuple that holds Any may be stored in an Any. Such a
 * member is held in a box of its own on the heap (a void * in the union, as
 * its struct is defined after the union's), as Julia boxes every value of
 * type Any. */
static bool holds_by_value(Type *t, Type *u, int depth) {
  t = rep(t);
  if (t == u) return true;
  if (depth > 16 || is_ghost(t)) return false;
  if (t->kind == TY_UNION) {
    if (one_word_member(t) >= 0) return false;
    for (int i = 0; i < t->nmembers; i++)
      if (holds_by_value(t->members[i], u, depth + 1)) return true;
    return false;
  }
  if (t->kind != TY_DATATYPE || is_pointer_type(t) || t->name->is_primitive || type_vatuple_elem(t)) return false;
  for (int i = 0; i < t->nfields; i++)
    if (holds_by_value(t->field_types[i], u, depth + 1)) return true;
  return false;
}

static bool member_boxed(Type *u, int k) {
  return u->kind == TY_UNION && one_word_member(u) < 0 && holds_by_value(u->members[k], u, 0);
}

/* The index in u (a rep()'d union) of the member the value e holds. */
static const char *union_tag(const char *e, Type *u) {
  int p = one_word_member(u);
  if (p < 0) return arena_printf("(%s).tag", e);
  return arena_printf("(%s %s JLRT_SINGLETON)", e, p ? "!=" : "==");
}

/* Does e, of union u, hold member k? */
static const char *union_holds(const char *e, Type *u, int k) {
  int p = one_word_member(u);
  if (p < 0) return arena_printf("(%s).tag == %d", e, k);
  return arena_printf("%s %s JLRT_SINGLETON", e, k == p ? "!=" : "==");
}

/* Member k (not a ghost) of e, of union u, known to hold it. */
static const char *union_member(const char *e, Type *u, int k) {
  if (one_word_member(u) >= 0) return e;
  if (member_boxed(u, k)) return arena_printf("(*(%s *)(%s).u.m%d)", ctype(u->members[k]), e, k);
  return arena_printf("(%s).u.m%d", e, k);
}

/* A value of union u holding member k, whose value is m (NULL: a ghost). */
static const char *union_make(Type *u, int k, const char *m) {
  if (one_word_member(u) >= 0) return m ? m : "JLRT_SINGLETON";
  if (!m) return arena_printf("(%s){.tag = %d}", ctype(u), k);
  if (member_boxed(u, k)) {
    const char *mt = ctype(u->members[k]);
    /* (the value made first: made after the box, it could be made in a
     * collection that left the box old) */
    return arena_printf("({ %s m_ = %s; %s *box_ = jlrt_alloc(sizeof(%s)); *box_ = m_; (%s){.tag = %d, .u.m%d = box_}; })", mt, m,
                        mt, mt, ctype(u), k, k);
  }
  return arena_printf("(%s){.tag = %d, .u.m%d = %s}", ctype(u), k, k, m);
}

/* ---- layouts: which words of a heap object the collector scans ----
 * A type allocated on the heap (boxed), and the element type of an array,
 * has a jlrt_layout (runtime/jlrt.h): its size and where its pointers are,
 * as offsetof expressions, so that the C compiler's own struct layout
 * decides them. The collector reads only those words of an object. A word
 * that is a pointer in some members of a union and not in others is
 * listed: the collector checks every word it follows against the heap, so
 * this costs precision at most, never safety. A boxed object's type_tag
 * counts as a pointer word when deciding whether all of its words are
 * pointers: it holds a small type number, never a heap address, and such
 * objects then share the runtime's all-pointer pages instead of pages of
 * their own. */

/* A word the collector must follow: a heap object, or a runtime object
 * held as a Ptr (an IOBuffer's stream). */
static bool is_pointer_word(Type *t) {
  t = rep(t);
  return is_pointer_repr(t) || (t->kind == TY_DATATYPE && t->name == tn_ptr);
}

static bool may_hold_pointer(Type *t);

/* The write barrier after a store of a value of type t into the object
 * field or element `lvalue` (runtime/jlrt.h: an object that may be old
 * then has its card marked for the next minor collection); nothing where
 * t holds no pointer. Stores that initialise an object just allocated need
 * none, unless the value stored was made (boxed) after the object: that
 * allocation may collect and the object survive it (see store_needs_barrier). */
static const char *write_barrier(Type *t, const char *lvalue) {
  return may_hold_pointer(t) ? arena_printf(" jlrt_gc_wb(&%s);", lvalue) : "";
}

/* The barrier after storing the C expression `value` into a field or
 * element `lvalue` of an object just allocated: needed only if making the
 * value may allocate (a conversion that boxes calls the runtime). */
static const char *init_barrier(Type *t, const char *lvalue, const char *value) {
  return strstr(value, "jlrt_") ? write_barrier(t, lvalue) : "";
}

/* Does every word of the fields of struct t hold a pointer (and is there one)? */
static bool fields_all_pointers(Type *t) {
  bool any = false;
  for (int i = 0; i < t->nfields; i++) {
    Type *ft = rep(t->field_types[i]);
    if (is_ghost(ft)) continue;
    if (!is_pointer_word(ft) && (ft->kind != TY_DATATYPE || ft->name->is_primitive || type_vatuple_elem(ft) ||
                                 !fields_all_pointers(ft)))
      return false;
    any = true;
  }
  return any;
}

/* The offsetof(ct, ...) of every pointer word of a value of type t held at
 * `path` in struct ct ("": t is ct itself, an element or a boxed object). */
static void pointer_offsets(StrBuf *out, int *n, const char *ct, const char *path, Type *t) {
  t = rep(t);
  if (is_ghost(t)) return;
  const char *dot = *path ? "." : "";
  const char *word = NULL;                    /* the path of the one pointer word t is */
  if (*path && is_pointer_word(t)) word = path;
  else if (type_vatuple_elem(t)) word = arena_printf("%s%sa", path, dot);
  if (word) {
    sb_printf(out, "%soffsetof(%s, %s)", *n ? ", " : "", ct, word);
    (*n)++;
  } else if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++) {
      const char *member = arena_printf("%s%su.m%d", path, dot, i);
      if (member_boxed(t, i)) sb_printf(out, "%soffsetof(%s, %s)", (*n)++ ? ", " : "", ct, member);
      else pointer_offsets(out, n, ct, member, t->members[i]);
    }
  } else if (t->kind == TY_DATATYPE && !t->name->is_primitive) {
    for (int i = 0; i < t->nfields; i++)
      pointer_offsets(out, n, ct, arena_printf("%s%sf%d", path, dot, i + 1), t->field_types[i]);
  }
}

/* The layout of type t: of its objects if t is boxed, else of an array
 * element of type t. Its C initializer is made once; the data (named
 * jl_layout_...) is emitted when first referred to. */
typedef struct Layout {
  const char *name, *init;
  int npointers;                  /* as jlrt_layout's: 0, -1 (JLRT_ALL_POINTERS) or a count */
  bool emitted;
} Layout;
static Layout *layouts;           /* by type id */
static int layouts_cap;

static Layout *layout_of(Type *t) {
  t = rep(t);
  if (t->id >= layouts_cap) {
    int cap = layouts_cap ? layouts_cap : 256;
    while (cap <= t->id) cap *= 2;
    layouts = realloc(layouts, sizeof(Layout) * (size_t)cap);
    if (!layouts) fatal("out of memory");
    memset(layouts + layouts_cap, 0, sizeof(Layout) * (size_t)(cap - layouts_cap));
    layouts_cap = cap;
  }
  Layout *l = &layouts[t->id];
  if (l->init) return l;
  const char *ct = ctype(t);
  if (is_boxed(t)) ct = arena_strndup(ct, strlen(ct) - 2);    /* "struct X *": the struct */
  StrBuf offs = {0};
  pointer_offsets(&offs, &l->npointers, ct, "", t);
  bool all = is_boxed(t) ? fields_all_pointers(t) : t->kind == TY_DATATYPE && fields_all_pointers(t);
  if (all) l->npointers = -1;
  const char *memory = is_boxed(t) ? "" : ", .memory = true";     /* (an element's) */
  if (l->npointers > 0)
    l->init = arena_printf("{.size = sizeof(%s), .npointers = %d, .offsets = (const uint32_t[]){%s}%s}", ct, l->npointers,
                           sb_str(&offs), memory);
  else
    l->init = arena_printf("{.size = sizeof(%s), .npointers = %s%s}", ct, l->npointers ? "JLRT_ALL_POINTERS" : "0", memory);
  free(offs.items);
  StrBuf b = {0};
  sb_puts(&b, "jl_layout_");
  type_name_into(&b, t);
  l->name = unique_name(&b);
  return l;
}

/* The address of t's layout, emitting it the first time. */
static const char *layout_ref(Type *t) {
  Layout *l = layout_of(t);
  if (!l->emitted) data_def(arena_printf("jlrt_layout %s", l->name), l->init);
  l->emitted = true;
  return arena_printf("&%s", l->name);
}

/* A new object of boxed type t (C size expression `size`): from the pages
 * of its layout's kind. */
static const char *alloc_call(Type *t, const char *size) {
  Layout *l = layout_of(t);
  if (!l->npointers) return arena_printf("jlrt_alloc_atomic(%s)", size);
  if (l->npointers < 0) return arena_printf("jlrt_alloc(%s)", size);
  return arena_printf("jlrt_alloc_typed(%s, %s)", size, layout_ref(t));
}

/* The element layout argument of the runtime's array functions. */
static const char *array_layout(Type *elem) {
  if (is_ghost(elem)) return "&jlrt_layout_bytes";
  if (is_pointer_word(elem)) return "&jlrt_layout_pointers";
  return layout_ref(elem);
}

/* ---- converting between representations ---- */
typedef struct Conv { Type *from, *to; const char *fn; } Conv;
static VEC(Conv) conv_done;

static void c_string_literal(StrBuf *b, const char *s, size_t n) {
  sb_puts(b, "\"");
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') sb_printf(b, "\\%c", c);
    else if (c >= 32 && c < 127 && c != '?') sb_putn(b, (const char *)&c, 1);
    else sb_printf(b, "\\%03o", c);
  }
  sb_puts(b, "\"");
}

/* s as a C string literal */
static const char *c_quoted(const char *s) {
  StrBuf b = {0};
  c_string_literal(&b, s, strlen(s));
  const char *e = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return e;
}

static const char *convert_repr(const char *e, Type *from, Type *to);

/* The helper converting from -> to, NULL if not made yet */
static const char *conv_helper(Type *from, Type *to) {
  for (int i = 0; i < conv_done.len; i++)
    if (conv_done.items[i].from == from && conv_done.items[i].to == to) return conv_done.items[i].fn;
  return NULL;
}

/* A new helper's name, convert_FROM_to_TO, noted for from -> to (named by
 * the types: a one-word union's C type is a pointer type) */
static const char *conv_helper_new(Type *from, Type *to) {
  StrBuf b = {0};
  sb_puts(&b, "convert_");
  type_name_into(&b, from);
  sb_puts(&b, "_to_");
  type_name_into(&b, to);
  const char *fn = unique_name(&b);
  vec_push(conv_done, ((Conv){from, to, fn}));
  return fn;
}

/* A tuple with a union field into a union of tuples that together hold it,
 * none alone (Tuple{Bool, Union{Nothing, String}} into Union{Tuple{Bool,
 * Nothing}, Tuple{Bool, String}}, the same type spelt two ways): a helper
 * switches on the first union field's tag and converts the tuple narrowed
 * to that member, which may split again on a later field. */
static const char *convert_tuple_to_union(const char *e, Type *from, Type *to) {
  int k = 0;
  while (k < from->nparams && rep(from->params[k])->kind != TY_UNION) k++;
  if (k == from->nparams) fatal("internal: %s is not a member of %s", type_str(from), type_str(to));
  const char *fn = conv_helper(from, to);
  if (!fn) {
    fn = conv_helper_new(from, to);
    Type *field = rep(from->params[k]);
    sb_printf(&sec_protos, "static inline %s %s(%s x) {\n  switch (%s) {\n", ctype(to), fn, ctype(from),
              union_tag(arena_printf("(x).f%d", k + 1), field));
    for (int i = 0; i < field->nmembers; i++) {
      Type **ps = NEW_ARRAY(Type *, from->nparams + 1);
      memcpy(ps, from->params, sizeof(Type *) * (size_t)from->nparams);
      ps[k] = field->members[i];
      Type *narrowed = tuple_type(ps, from->nparams);
      sb_printf(&sec_protos, "  case %d: return %s;\n", i, convert_repr(convert_repr("x", from, narrowed), narrowed, to));
    }
    sb_printf(&sec_protos, "  }\n  return (%s){0};\n}\n\n", ctype(to));
  }
  return arena_printf("%s(%s)", fn, e);
}

static const char *value_param_expr(Type *p);
static const char *field_expr(const char *e, Type *t, int k);

/* A K{v} into the carrier of its family, K{<rt>}: v, and its fields */
static const char *to_carrier(const char *e, Type *from, Type *to) {
  Type *carrier = type_rt_carrier(to), *inner = from->name == tn_type ? from->params[0] : from;
  if (!type_rt_instance_of(from, to)) fatal("internal: %s is not a %s", type_str(from), type_str(to));
  const char *v = value_param_expr(inner->params[type_rt_param(carrier)]);
  if (to->name == tn_type) return v;
  StrBuf b = {0};
  sb_printf(&b, "(%s){%s", ctype(to), v);
  for (int i = 0; i < to->nfields; i++)
    if (!is_ghost(to->field_types[i])) sb_printf(&b, ", %s", field_expr(e, from, i));
  sb_puts(&b, "}");
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* A carrier K{<rt>} known to be the K{v} `to` (a case split by value): its fields */
static const char *from_carrier(const char *e, Type *from, Type *to) {
  if (!type_rt_instance_of(to, from)) fatal("internal: %s is not a %s", type_str(to), type_str(from));
  StrBuf b = {0};
  sb_printf(&b, "(%s){", ctype(to));
  bool first = true;
  for (int i = 0; i < to->nfields; i++)
    if (!is_ghost(to->field_types[i])) {
      sb_printf(&b, "%s%s", first ? "" : ", ", field_expr(e, from, i));
      first = false;
    }
  sb_puts(&b, "}");
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

static const char *convert_repr(const char *e, Type *from, Type *to) {
  from = rep(from);
  to = rep(to);
  if (from == to || is_ghost(to)) return e;
  if (from->kind == TY_BOTTOM) return e;
  if (type_rt_carrier(to) && from->kind != TY_UNION) return to_carrier(e, from, to);
  if (type_rt_carrier(from) && to->kind != TY_UNION) return from_carrier(e, from, to);
  Type *elem = type_vatuple_elem(to);
  if (elem && type_is_tuple(from) && !type_vatuple_elem(from)) {
    /* a tuple of known length joined with ones of run-time length: its
     * elements copied into an array of their own */
    if (!from->nparams) return "((jl_vatuple_t){0})";
    StrBuf b = {0};
    sb_printf(&b, "({ jl_array_t *a_ = jlrt_array_new(%d, %s); ", from->nparams, array_layout(elem));
    for (int i = 0; i < from->nparams && !is_ghost(elem); i++) {
      const char *slot = arena_printf("((%s *)a_->data)[%d]", ctype(elem), i);
      const char *x = convert_repr(is_ghost(from->params[i]) ? NULL : arena_printf("(%s).f%d", e, i + 1), from->params[i], elem);
      sb_printf(&b, "%s = %s;%s ", slot, x, init_barrier(elem, slot, x));
    }
    sb_printf(&b, "(jl_vatuple_t){a_, 0, %d}; })", from->nparams);
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  if (type_is_tuple(from) && type_is_tuple(to) && from->nparams == to->nparams && !type_vatuple_elem(from)) {
    /* a tuple into a tuple type with wider fields: field by field */
    StrBuf b = {0};
    sb_printf(&b, "(%s){", ctype(to));
    bool first = true;
    for (int i = 0; i < to->nparams; i++) {
      if (is_ghost(to->params[i])) continue;
      const char *fe = is_ghost(from->params[i]) ? NULL : arena_printf("(%s).f%d", e, i + 1);
      sb_printf(&b, "%s%s", first ? "" : ", ", convert_repr(fe, from->params[i], to->params[i]));
      first = false;
    }
    sb_puts(&b, "}");
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  if (to->kind == TY_UNION && from->kind != TY_UNION) {
    /* into the member it is (or, for Tuple{Int64, Int64} into a member
     * Tuple{Union{Int64, String}, Int64}, the member it fits) */
    int j = member_index(to, from);
    for (int i = 0; i < to->nmembers && j < 0; i++)
      if (subtype(from, to->members[i]) || type_rt_instance_of(from, to->members[i])) j = i;
    if (j < 0 && type_is_tuple(from)) return convert_tuple_to_union(e, from, to);
    if (j < 0) fatal("internal: %s is not a member of %s", type_str(from), type_str(to));
    Type *m = to->members[j];
    return union_make(to, j, is_ghost(m) ? NULL : convert_repr(e, from, m));
  }
  if (to->kind == TY_UNION && from->kind == TY_UNION) {
    /* one union into another: a helper per pair remaps the tag. Members
     * missing from `to` cannot occur (a test has excluded them). */
    const char *fn = conv_helper(from, to);
    if (!fn) {
      fn = conv_helper_new(from, to);
      sb_printf(&sec_protos, "static inline %s %s(%s x) {\n  switch (%s) {\n", ctype(to), fn, ctype(from), union_tag("x", from));
      for (int i = 0; i < from->nmembers; i++) {
        Type *m = from->members[i];
        if (!subtype(m, to)) continue;
        sb_printf(&sec_protos, "  case %d: return %s;\n", i, convert_repr(is_ghost(m) ? NULL : union_member("x", from, i), m, to));
      }
      sb_printf(&sec_protos, "  }\n  return (%s){0};\n}\n\n", ctype(to));
    }
    return arena_printf("%s(%s)", fn, e);
  }
  if (from->kind == TY_UNION) {
    int j = member_index(from, to);
    /* a member the union lacks: code a test excluded, which inference could
     * not see was dead; were it reached, it is the failed typeassert */
    if (j < 0)
      return arena_printf("(jlrt_raise(JLRT_TYPE_ERROR, \"typeassert\", %s, %s, 0), (%s){0})",
                          c_quoted(type_str(to)), c_quoted(type_str(from)), ctype(to));
    return union_member(e, from, j);
  }
  fatal("internal: cannot convert %s to %s", type_str(from), type_str(to));
}

/* ---- elements of arrays and Memory ---- */

/* An Array's or Memory's elements of an isbits union are stored as Julia
 * stores them: a value array and a selector byte array (a union of ghosts
 * only, whose C struct is its tag alone, is that already). */
static bool has_selectors(Type *elem) {
  elem = rep(elem);
  if (elem->kind != TY_UNION || is_pointer_repr(elem) || layout_of(elem)->npointers) return false;
  for (int i = 0; i < elem->nmembers; i++)
    if (!is_ghost(elem->members[i])) return true;
  return false;
}

/* For an isbits-union element type U: U_value, the C union of its members'
 * values, U_load/U_store, which read and write element i (0-based) of a
 * MemoryRef (data, mem) as a tagged U, and U_elements, the layout of a
 * Memory of them. Returns "U". */
static VEC(Type *) union_elements_done;
static const char *union_element_helpers(Type *elem) {
  elem = rep(elem);     /* (Any and the union it stands for share them) */
  const char *u = ctype(elem);
  for (int i = 0; i < union_elements_done.len; i++)
    if (union_elements_done.items[i] == elem) return u;
  vec_push(union_elements_done, elem);
  data_def(arena_printf("jlrt_layout %s_elements", u),
           arena_printf("{.size = sizeof(((%s *)0)->u), .memory = true, .selectors = true}", u));
  sb_printf(&sec_protos, "/* %s as an element: its value, and its selector byte after all values */\n", comment_text(type_str(elem)));
  sb_printf(&sec_protos, "typedef __typeof__(((%s *)0)->u) %s_value;\n", u, u);
  sb_printf(&sec_protos, "static inline %s %s_load(void *data, jl_memory_t *mem, int64_t i) {\n", u, u);
  sb_printf(&sec_protos, "  return (%s){.tag = jlrt_selectors(data, mem, sizeof(%s_value))[i], .u = ((%s_value *)data)[i]};\n}\n", u, u, u);
  sb_printf(&sec_protos, "static inline void %s_store(void *data, jl_memory_t *mem, int64_t i, %s x) {\n", u, u);
  sb_printf(&sec_protos, "  jlrt_selectors(data, mem, sizeof x.u)[i] = x.tag;\n  ((%s_value *)data)[i] = x.u;\n}\n\n", u);
  return u;
}

/* The element layout argument of the runtime's functions for an Array's or
 * a Memory's elements */
static const char *memory_layout(Type *elem) {
  if (!has_selectors(elem)) return array_layout(elem);
  return arena_printf("&%s_elements", union_element_helpers(elem));
}

/* The MemoryRef of an Array or a Memory: its elements' address, their Memory */
static const char *memref_args(const char *e, Type *t) {
  return arena_printf(t->name == tn_memory ? "%s->data, %s" : "%s->data, %s->mem", e, e);
}

/* Julia holds an element of this type as a pointer (it is neither isbits
 * nor an isbits union), so the element is #undef until assigned; where jlc
 * holds it as a tag and a value instead (a Vector{Any} of the types the
 * program stores there, a Union{Int64, String}), the tag is stored plus
 * one, so that zeroed room reads as #undef. */
static bool tag_marks_undef(Type *elem) {
  Type *r = rep(elem);
  if (r->kind != TY_UNION || is_pointer_repr(r)) return false;
  if (elem->kind != TY_UNION) return true;
  for (int i = 0; i < elem->nmembers; i++)
    if (!type_is_isbits(elem->members[i])) return true;
  return false;
}

/* Element k (0-based) of an Array or a Memory e of type t, as stored */
static const char *element_raw(const char *e, Type *t, const char *k) {
  Type *elem = t->params[0];
  if (has_selectors(elem)) return arena_printf("%s_load(%s, %s)", union_element_helpers(elem), memref_args(e, t), k);
  return arena_printf("((%s *)%s->data)[%s]", ctype(elem), e, k);
}

static const char *raise_call(const char *kind, const char *a, const char *b, const char *c_expr, const char *n);
static const char *raise_call_c(const char *kind, const char *a_expr, const char *b_expr, const char *c_expr, const char *n);

/* Element k (a 0-based index) of an Array, a Memory or a Tuple{Vararg{T}} e
 * of type t; UndefRefError for an #undef one held as a tag */
static const char *element_at(const char *e, Type *t, const char *k) {
  Type *elem = type_vatuple_elem(t);
  if (elem) return arena_printf("((%s *)(%s).a->data + (%s).off)[%s]", ctype(elem), e, e, k);
  elem = t->params[0];
  const char *x = element_raw(e, t, k);
  if (!tag_marks_undef(elem)) return x;
  return arena_printf("({ %s x_ = %s; if (__builtin_expect(!x_.tag, 0)) %s; x_.tag--; x_; })", ctype(elem), x,
                      raise_call("JLRT_UNDEFREF_ERROR", NULL, NULL, NULL, NULL));
}

/* Element i (1-based) of an Array or Memory e of type t */
static const char *element_load(const char *e, Type *t, const char *i) {
  return element_at(e, t, arena_printf("%s - 1", i));
}

/* The statement setting element i (1-based) to x as stored */
static const char *element_store_raw(const char *e, Type *t, const char *i, const char *x) {
  Type *elem = t->params[0];
  if (has_selectors(elem)) return arena_printf("%s_store(%s, %s - 1, %s);", union_element_helpers(elem), memref_args(e, t), i, x);
  const char *slot = arena_printf("((%s *)%s->data)[%s - 1]", ctype(elem), e, i);
  return arena_printf("%s = %s;%s", slot, x, write_barrier(elem, slot));
}

/* The statement setting element i (1-based) to x, already of the element type */
static const char *element_store(const char *e, Type *t, const char *i, const char *x) {
  Type *elem = t->params[0];
  if (!tag_marks_undef(elem)) return element_store_raw(e, t, i, x);
  return arena_printf("{ %s x_ = %s; x_.tag++; %s }", ctype(elem), x, element_store_raw(e, t, i, "x_"));
}

/* ---- constants ---- */
static VEC(Const *) strings_done;
static VEC(const char *) string_names;


static const char *const_expr(Const *c) {
  Type *t = c->type;
  if (is_ghost(t)) return NULL;
  if (t == t_string) {
    for (int i = 0; i < strings_done.len; i++) {
      Const *d = strings_done.items[i];
      if (d->len == c->len && !memcmp(d->str, c->str, c->len)) return string_names.items[i];
    }
    const char *name = arena_printf("str_%d", strings_done.len);
    StrBuf init = {0};
    sb_printf(&init, "{%zu, ", c->len);
    c_string_literal(&init, c->str, c->len);
    sb_puts(&init, "}");
    data_def(arena_printf("const jl_string_t %s_lit", name), arena_strndup(sb_str(&init), (size_t)init.len));
    free(init.items);
    const char *e = arena_printf("((jl_string_t *)&%s_lit)", name);
    vec_push(strings_done, c);
    vec_push(string_names, e);
    return e;
  }
  if (t == t_symbol) {
    StrBuf b = {0};
    c_string_literal(&b, c->sym, strlen(c->sym));
    const char *e = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return e;
  }
  if (t == t_bool) return c->i ? "true" : "false";
  if (t == t_float64 || t == t_float32) {
    const char *cast = t == t_float32 ? "(float)" : "";
    if (c->f != c->f) return arena_printf("%s__builtin_nan(\"\")", cast);
    if (c->f == 1.0 / 0.0) return arena_printf("%s__builtin_inf()", cast);
    if (c->f == -1.0 / 0.0) return arena_printf("%s(-__builtin_inf())", cast);
    return arena_printf("%s%a /* %.9g */", cast, c->f, c->f);
  }
  if (t == t_int64) {
    if (c->i == INT64_MIN) return "INT64_MIN";
    return arena_printf("INT64_C(%lld)", (long long)c->i);
  }
  if (t->kind == TY_DATATYPE && t->name->is_primitive)
    return arena_printf("((%s)UINT64_C(%llu))", ctype(t), (unsigned long long)c->u);
  if (t == t_module) {
    const char *name = module_full_name(c->mod);
    StrBuf b = {0};
    c_string_literal(&b, name, strlen(name));
    const char *e = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return e;
  }
  fatal("internal: constant of type %s", type_str(t));
}

/* ---- per-function emission state ---- */
typedef struct Fn {
  MI *mi;
  StrBuf body;
  int indent;
  bool *ssa_used;       /* per instruction: its value is read by live code */
  bool *slot_read;      /* per slot: read by live code (else it gets no variable) */
  UndefChecks undef;    /* where a local may be read unassigned (infer.c) */
  int call_sites_from;  /* its entries in call_sites start here */
} Fn;

static const char *mi_cname(MI *mi);

static void line(Fn *F, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static void line(Fn *F, const char *fmt, ...) {
  for (int i = 0; i < F->indent; i++) sb_puts(&F->body, "  ");
  char buf[4096];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n >= (int)sizeof buf) {
    char *big = malloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sb_puts(&F->body, big);
    free(big);
  } else {
    sb_puts(&F->body, buf);
  }
  sb_puts(&F->body, "\n");
}

static Type *vtype(MI *mi, Val v) {
  switch (v.kind) {
  case V_SSA: return rep(mi->ssa_types[v.idx]);
  case V_SLOT: return rep(mi->slot_types[v.idx]);
  case V_CONST: return v.c->type;
  case V_GLOBAL: return rep(v.g->type);
  case V_TYPE: return template_type(mi, v);
  default: return t_nothing;
  }
}

/* The value being thrown: a global of the type of all thrown values. */
static const char *exception_var(void) {
  static bool declared;
  /* (each thread's own where threads run: JLRT_THREAD_LOCAL, jlrt.h) */
  if (!declared) data_def(arena_printf("JLRT_THREAD_LOCAL %s jl_exception", ctype(inference.exception.type)), NULL);
  declared = true;
  return "jl_exception";
}

static const char *global_name(Binding *g) {
  if (g->cname) return g->cname;
  StrBuf b = {0};
  sb_puts(&b, "g_");
  if (g->module != main_module) { sanitize_into(&b, g->module->name); sb_puts(&b, "_"); }
  sanitize_into(&b, g->name);
  const char *name = unique_name(&b);
  if (!is_ghost(g->type)) data_def(arena_printf("%s %s", ctype(g->type), name), NULL);
  data_def(arena_printf("bool %s_defined", name), NULL);
  return g->cname = name;
}

/* A `where` variable standing for a value: 3, :a, (:a, :b) */
static const char *value_param_expr(Type *p) {
  if (!type_is_tuple(p->value.type)) return const_expr(&p->value);
  StrBuf b = {0};
  sb_printf(&b, "((%s){", ctype(p->value.type));
  for (int i = 0; i < p->nparams; i++) sb_printf(&b, "%s%s", i ? ", " : "", value_param_expr(p->params[i]));
  sb_puts(&b, "})");
  const char *s = arena_printf("%s", sb_str(&b));
  free(b.items);
  return s;
}

static const char *raise_expr(const char *kind, const char *a, const char *b, const char *c, const char *n);

/* Is `where` variable k of mi bound to a type parameter only known at run
 * time (N of f(::K{N}) called with a K{<rt>}, or T of f(::T) with T a K{<rt>})? */
static bool rt_sparam(MI *mi, int k) {
  return mi->method && mi->sparams && mi->sparams[k] && type_contains_rt(mi->sparams[k]);
}

/* The local holding the run-time parameter a type over mi's `where`
 * variables stands for (N, K{N}): sp<k>, set from the arguments on entry. */
static const char *rt_sparam_name(MI *mi, Type *tmpl) {
  int found = -1;
  for (int k = 0; k < mi->method->nsparams; k++)
    if (rt_sparam(mi, k) && type_mentions_var(tmpl, mi->method->sparams[k])) {
      if (found >= 0) error_at(emit_loc, "not supported yet: a type of two parameters known at run time");
      found = k;
    }
  if (found < 0) fatal("internal: no run-time parameter for %s", type_str(tmpl));
  return arena_printf("sp%d", found);
}

/* The run-time parameter an argument holds at src, of the argument
 * values slot of types types (the carrier's type in *carrier) */
static const char *rt_source_expr(const char **slot, Type **types, RtSource *src, Type **carrier) {
  const char *e = slot[src->arg];
  Type *t = types[src->arg];
  for (int i = 0; i < src->nsteps; i++) {
    e = field_expr(e, t, src->steps[i]);
    t = t->field_types[src->steps[i]];
  }
  *carrier = rt_inner_carrier(t);
  return rt_param_expr(e, t);
}

/* sp<k> = the argument's parameter, for each such variable (rt_sparam_name);
 * (where two arguments hold it, the caller has made sure they are equal:
 * emit_tie_test) */
static void emit_rt_sparams(Fn *F, MI *mi) {
  const char **slot = NEW_ARRAY(const char *, mi->nargs + 1);
  for (int i = 0; i < mi->nargs; i++) slot[i] = arena_printf("p%d", i);
  for (int k = 0; mi->method && k < mi->method->nsparams; k++) {
    if (!rt_sparam(mi, k)) continue;
    RtSource src;
    if (rt_sparam_sources(mi->method, mi->argtypes, k, &src, 1) < 1) fatal("internal: no place for %s", mi->method->sparams[k]->tv_name);
    Type *carrier;
    const char *e = rt_source_expr(slot, mi->argtypes, &src, &carrier);
    line(F, "%s sp%d = %s; (void)sp%d;   /* %s */", ctype(rt_param_type(carrier)), k, e, k, mi->method->sparams[k]->tv_name);
  }
}

/* A call of t, whose `where` variable two run-time parameters of its
 * arguments bind (MI.tie_fallback): the arguments (slot) into locals, and
 * the test that the values differ, where the method does not apply; with no
 * other method then, Julia's MethodError, thrown here. */
static const char *rt_method_error_call(const char *msg, Type **at, const char **args, int n);
static const char *emit_tie_test(Fn *F, MI *t, const char **slot) {
  static int ntie;
  int id = ntie++;
  for (int i = 0; i < t->nargs; i++)
    if (slot[i]) {
      line(F, "%s ta%d_%d = %s;", ctype(t->argtypes[i]), id, i, slot[i]);
      slot[i] = arena_printf("ta%d_%d", id, i);
    }
  StrBuf differ = {0};
  for (int k = 0; k < t->method->nsparams; k++) {
    if (!rt_sparam(t, k)) continue;
    RtSource src[8];
    int n = rt_sparam_sources(t->method, t->argtypes, k, src, 8);
    if (n > 8) error_at(emit_loc, "not supported yet: a `where` variable bound in more than 8 places");
    Type *carrier;
    const char *first = rt_source_expr(slot, t->argtypes, &src[0], &carrier);
    for (int j = 1; j < n; j++)
      sb_printf(&differ, "%s%s != %s", differ.len ? " || " : "", first, rt_source_expr(slot, t->argtypes, &src[j], &carrier));
  }
  const char *cond = arena_strndup(sb_str(&differ), (size_t)differ.len);
  free(differ.items);
  if (t->tie_no_method)
    line(F, "if (%s) %s;", cond, rt_method_error_call(t->tie_no_method, t->argtypes, slot, t->nargs));
  return cond;
}

/* The C expression of a value, or NULL when the value is a ghost. */
static const char *val_expr(MI *mi, Val v) {
  Type *t = vtype(mi, v);
  if (is_ghost(t)) return NULL;
  switch (v.kind) {
  case V_SSA: return arena_printf("v%d", v.idx);
  case V_SLOT: return arena_printf("s%d", v.idx);
  case V_CONST: return const_expr(v.c);
  case V_TYPE:   /* the N of Val{N}; K{N} with N known at run time; (others are ghosts) */
    return type_contains_rt(mi_subst(mi, v.c->ty)) ? rt_sparam_name(mi, v.c->ty) : value_param_expr(mi_subst(mi, v.c->ty));
  case V_GLOBAL: {
    const char *g = global_name(v.g);
    /* a const is set by top-level code, which has finished before main runs */
    if (v.g->runtime_const && !mi->from_toplevel) return g;
    return arena_printf("((void)(%s_defined || (%s, 0)), %s)", g, raise_expr("JLRT_UNDEFVAR_ERROR", v.g->name, v.g->module->name, NULL, NULL), g);
  }
  default: return NULL;
  }
}

/* field access on a struct/tuple value expression */
static const char *field_expr(const char *e, Type *t, int k) {
  if (is_ghost(t->field_types[k])) return NULL;
  return arena_printf(is_boxed(t) ? "%s->f%d" : "(%s).f%d", e, k + 1);
}

/* A Vector or Tuple{Vararg{T}}'s element type and the C expression of its
 * length (a splat of run-time length); element_at reads its elements. */
static Type *elements_of(const char *e, Type *t, const char **len) {
  Type *elem = type_vatuple_elem(t);
  if (elem) {
    *len = arena_printf("(%s).len", e);
    return elem;
  }
  *len = arena_printf("%s->length", e);
  return t->params[0];
}

/* Flattened argument i of a call, as the raw (unsplit) expression and type. */
static const char *flat_raw(MI *mi, CallInfo *ci, int i, Type **type) {
  Val v = ci->flat_vals[i];
  Type *t = vtype(mi, v);
  const char *e = val_expr(mi, v);
  int k = ci->flat_field[i];
  if (k >= 0) {
    *type = t->field_types[k];
    return e ? field_expr(e, t, k) : NULL;
  }
  if (k < -1) {               /* an element of a splat of run-time length, or its rest */
    const char *len;
    Type *elem = elements_of(e, t, &len);
    int j = FLAT_INDEX(k);
    if (FLAT_IS_ELEM(k)) {
      *type = elem;
      return is_ghost(elem) ? NULL : element_at(e, t, arena_printf("%d", j));
    }
    *type = tuple_type(&(Type *){vararg_type(rep(elem))}, 1);   /* (a Vector{Any}'s: of the types stored) */
    if (type_vatuple_elem(t)) return arena_printf("(jl_vatuple_t){(%s).a, (%s).off + %d, (%s).len - %d}", e, e, j, e, j);
    if (has_selectors(elem) || tag_marks_undef(elem))      /* into tagged values, as a tuple of run-time length holds them */
      return arena_printf("({ jl_array_t *v_ = %s; int64_t n_ = v_->length - %d; jl_array_t *r_ = jlrt_array_new(n_, %s); "
                          "for (int64_t k_ = 0; k_ < n_; k_++) ((%s *)r_->data)[k_] = %s; (jl_vatuple_t){r_, 0, n_}; })",
                          e, j, array_layout(elem), ctype(elem), element_at("v_", t, arena_printf("%d + k_", j)));
    return arena_printf("jlrt_vatuple_from_array(%s, %d, %s)", e, j, array_layout(elem));
  }
  *type = t;
  return e;
}

/* Flattened argument i as a value of the case's (concrete) type. */
static const char *flat_arg(MI *mi, CallInfo *ci, int i, Type *want) {
  Type *t;
  const char *e = flat_raw(mi, ci, i, &t);
  if (is_ghost(want)) return NULL;
  return convert_repr(e, t, want);
}

static const char *loc_str(Loc loc) {
  if (!loc.file) return "?";
  return arena_printf("%s:%d", file_shown(loc.file), loc.line);
}

static const char *c_quote(const char *s) {
  StrBuf b = {0};
  c_string_literal(&b, s, strlen(s));
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* ---- intrinsics ---- */
static const char *unsigned_of(Type *t) {
  const char *c = ctype(t);
  if (c[0] == 'u' || t == t_bool) return c;
  return arena_printf("u%s", c);
}

static bool bits128(Type *t) { return t->kind == TY_DATATYPE && t->name->is_primitive && t->name->nbits > 64; }

static const char *emit_intrinsic(Func *f, const char **a, Type **at, Type *rt) {
  const char *name = f->name;
  const char *T = ctype(rt->kind == TY_BOTTOM ? at[0] : rt);
#define IS(s) (!strcmp(name, s))
  int bits = at[0]->kind == TY_DATATYPE && at[0]->name->is_primitive ? at[0]->name->nbits : 64;
  /* integer arithmetic wraps: the generated C is compiled with -fwrapv (see
   * link.c), so plain signed operations wrap as Julia's do, truncated to the
   * type. (Computing in uint64_t instead would also wrap, but the casts leave
   * gcc two copies of a counter and keep it from turning `if c; n += 1; end`
   * into a branch-free add.) */
  if (IS("add_int")) return arena_printf("(%s)(%s + %s)", T, a[0], a[1]);
  if (IS("sub_int")) return arena_printf("(%s)(%s - %s)", T, a[0], a[1]);
  if (IS("mul_int")) return arena_printf("(%s)(%s * %s)", T, a[0], a[1]);
  if (IS("neg_int")) return arena_printf("(%s)(-%s)", T, a[0]);
  if (IS("sdiv_int")) return arena_printf("(%s / %s)", a[0], a[1]);
  if (IS("srem_int")) return arena_printf("(%s %% %s)", a[0], a[1]);
  if (IS("udiv_int")) return arena_printf("(%s)((%s)%s / (%s)%s)", T, unsigned_of(at[0]), a[0], unsigned_of(at[0]), a[1]);
  if (IS("urem_int")) return arena_printf("(%s)((%s)%s %% (%s)%s)", T, unsigned_of(at[0]), a[0], unsigned_of(at[0]), a[1]);
  if (IS("and_int")) return arena_printf("(%s)(%s & %s)", T, a[0], a[1]);
  if (IS("or_int")) return arena_printf("(%s)(%s | %s)", T, a[0], a[1]);
  if (IS("xor_int")) return arena_printf("(%s)(%s ^ %s)", T, a[0], a[1]);
  if (IS("not_int")) return at[0] == t_bool ? arena_printf("(!%s)", a[0]) : arena_printf("(%s)~%s", T, a[0]);
  /* shifts by the width or more give 0 (or the sign) in Julia, unlike C */
  if (IS("shl_int") || IS("lshr_int") || IS("ashr_int")) {
    const char *N = bits128(at[1]) ? "uint128_t" : "uint64_t";   /* the count, in its own width */
    const char *W = bits > 64 ? "uint128_t" : "uint64_t";        /* a left shift, done unsigned */
    if (IS("shl_int"))
      return arena_printf("((%s)%s >= %d ? (%s)0 : (%s)((%s)%s << %s))", N, a[1], bits, T, T, W, a[0], a[1]);
    if (IS("lshr_int"))
      return arena_printf("((%s)%s >= %d ? (%s)0 : (%s)((%s)%s >> %s))", N, a[1], bits, T, T, unsigned_of(at[0]), a[0], a[1]);
    return arena_printf("((%s)%s >= %d ? (%s)(%s < 0 ? -1 : 0) : (%s)(%s >> %s))", N, a[1], bits, T, a[0], T, a[0], a[1]);
  }
  if (IS("eq_int") || IS("eq_float")) return arena_printf("(%s == %s)", a[0], a[1]);
  if (IS("ne_int") || IS("ne_float")) return arena_printf("(%s != %s)", a[0], a[1]);
  if (IS("slt_int") || IS("lt_float")) return arena_printf("(%s < %s)", a[0], a[1]);
  if (IS("sle_int") || IS("le_float")) return arena_printf("(%s <= %s)", a[0], a[1]);
  if (IS("ult_int")) return arena_printf("((%s)%s < (%s)%s)", unsigned_of(at[0]), a[0], unsigned_of(at[1]), a[1]);
  if (IS("ule_int")) return arena_printf("((%s)%s <= (%s)%s)", unsigned_of(at[0]), a[0], unsigned_of(at[1]), a[1]);
  if (IS("add_float")) return arena_printf("(%s + %s)", a[0], a[1]);
  if (IS("sub_float")) return arena_printf("(%s - %s)", a[0], a[1]);
  if (IS("mul_float")) return arena_printf("(%s * %s)", a[0], a[1]);
  if (IS("div_float")) return arena_printf("(%s / %s)", a[0], a[1]);
  if (IS("neg_float")) return arena_printf("(-%s)", a[0]);
  const char *fsuf = rt == t_float32 ? "f" : "";
  if (IS("rem_float")) return arena_printf("__builtin_fmod%s(%s, %s)", fsuf, a[0], a[1]);
  if (IS("abs_float")) return arena_printf("__builtin_fabs%s(%s)", fsuf, a[0]);
  if (IS("copysign_float")) return arena_printf("__builtin_copysign%s(%s, %s)", fsuf, a[0], a[1]);
  if (IS("sqrt_llvm")) return arena_printf("__builtin_sqrt%s(%s)", fsuf, a[0]);
  if (IS("floor_llvm")) return arena_printf("__builtin_floor%s(%s)", fsuf, a[0]);
  if (IS("ceil_llvm")) return arena_printf("__builtin_ceil%s(%s)", fsuf, a[0]);
  if (IS("trunc_llvm")) return arena_printf("__builtin_trunc%s(%s)", fsuf, a[0]);
  if (IS("rint_llvm")) return arena_printf("__builtin_rint%s(%s)", fsuf, a[0]);
  if (IS("fma_float")) return arena_printf("__builtin_fma%s(%s, %s, %s)", fsuf, a[0], a[1], a[2]);
  if (IS("muladd_float")) return arena_printf("(%s * %s + %s)", a[0], a[1], a[2]);
  /* conversions: a[0] is the (ghost) target type; the operand is a[1] */
  if (IS("sitofp") || IS("fptosi") || IS("trunc_int") || IS("sext_int") || IS("fptrunc") || IS("fpext"))
    return arena_printf("((%s)%s)", T, a[1]);
  if (IS("uitofp") || IS("zext_int"))
    return arena_printf("((%s)(%s)%s)", T, unsigned_of(at[1]), a[1]);
  if (IS("fptoui")) return arena_printf("((%s)%s)", T, a[1]);
  if (IS("bitcast"))
    return arena_printf("({ %s bc_; %s bc_in_ = %s; __builtin_memcpy(&bc_, &bc_in_, sizeof bc_); bc_; })", T, ctype(at[1]), a[1]);
  if (IS("pointerref")) return arena_printf("((%s *)%s)[%s - 1]", T, a[0], a[1]);
  if (IS("pointerset")) {
    const char *slot = arena_printf("((%s *)%s)[%s - 1]", ctype(at[1]), a[0], a[2]);
    return arena_printf("(%s = %s,%s %s)", slot, a[1],
                        may_hold_pointer(at[1]) ? arena_printf(" jlrt_gc_wb(&%s),", slot) : "", a[0]);
  }
  if (bits > 64 && (IS("ctpop_int") || IS("ctlz_int") || IS("cttz_int")))   /* jlrt.h's 128-bit forms */
    return arena_printf("((%s)jlrt_%s128((uint128_t)%s))", T, name, a[0]);
  if (IS("ctpop_int")) return arena_printf("((%s)__builtin_popcountll((uint64_t)(%s)%s))", T, unsigned_of(at[0]), a[0]);
  if (IS("ctlz_int"))
    return arena_printf("((%s)(%s == 0 ? %d : __builtin_clzll((uint64_t)(%s)%s) - %d))", T, a[0], bits, unsigned_of(at[0]), a[0], 64 - bits);
  if (IS("cttz_int")) return arena_printf("((%s)(%s == 0 ? %d : __builtin_ctzll((uint64_t)%s)))", T, a[0], bits, a[0]);
#undef IS
  fatal("internal: intrinsic %s has no C form", name);
}

/* === between two values of the given concrete types */
static const char *egal_helper(Type *t);

static const char *rt_egal_expr(const char *a, Type *ta, const char *b, Type *tb);
static const char *rt_isa_expr(const char *e, Type *u, Type *t);
static const char *isa_rt_type_expr(const char *e, Type *u, const char *te, Type *t);
static const char *fields_egal_expr(const char *a, Type *ta, const char *b, Type *tb, const char *also);
static const char *egal_expr(const char *a, Type *ta, const char *b, Type *tb) {
  if (type_rt_carrier(ta) || type_rt_carrier(tb)) return rt_egal_expr(a, ta, b, tb);
  if (ta != tb) return "false";
  if (is_ghost(ta)) return "true";
  if (ta == t_float64 || ta == t_float32) return arena_printf("jlrt_egal_f64(%s, %s)", a, b);
  if (ta == t_symbol || ta == t_module) return arena_printf("jlrt_symbol_egal(%s, %s)", a, b);
  if (ta->name->is_primitive || ta->name->is_mutable) return arena_printf("(%s == %s)", a, b);
  if (ta == t_string) return arena_printf("jlrt_string_egal(%s, %s)", a, b);
  return fields_egal_expr(a, ta, b, tb, "true");
}

/* a === b of immutable structs of the same fields (and `also`), field by field */
static const char *fields_egal_expr(const char *a, Type *ta, const char *b, Type *tb, const char *also) {
  StrBuf s = {0};
  sb_printf(&s, "(%s", also);
  for (int i = 0; i < ta->nfields; i++) {
    Type *ft = ta->field_types[i];
    if (is_ghost(ft)) continue;
    const char *fa = field_expr(a, ta, i), *fb = field_expr(b, tb, i);
    Type *r = rep(ft);
    int p = one_word_member(r);
    Type *pt = p >= 0 ? r->members[p] : is_pointer_type(r) ? r : NULL;
    if (pt && pt->name->is_mutable) {
      sb_printf(&s, " && %s == %s", fa, fb);           /* the same object, or both the singleton */
    } else if (pt) {
      /* a String, or an immutable struct held by pointer (one that holds
       * itself, say): the same object, or neither the singleton and equal */
      sb_printf(&s, " && (%s == %s || (%s != JLRT_SINGLETON && %s != JLRT_SINGLETON && %s))", fa, fb, fa, fb,
                pt->name->is_primitive || pt == t_string || pt == t_symbol || pt == t_module
                    ? egal_expr(fa, pt, fb, pt)
                    : arena_printf("%s(%s, %s)", egal_helper(pt), fa, fb));
    } else if (r->kind == TY_UNION) {
      sb_printf(&s, " && %s(%s, %s)", egal_helper(r), fa, fb);
    } else {
      sb_printf(&s, " && %s", egal_expr(fa, ft, fb, ft));
    }
  }
  sb_puts(&s, ")");
  const char *r = arena_strndup(sb_str(&s), (size_t)s.len);
  free(s.items);
  return r;
}

/* The run-time parameter of a value e of type t: a carrier's, or a K{v}'s v;
 * NULL when t is of another family than the carrier's (ts its parameter's
 * position). */
static const char *family_param(const char *e, Type *t, Type *carrier) {
  Type *v = type_family_param(t, carrier);
  return !v ? NULL : v->rt_value ? rt_param_expr(e, t) : value_param_expr(v);
}

/* a === b where one carries a run-time parameter (K{<rt>}, Type{K{<rt>}}):
 * of one family, both types or both values, the parameters and fields equal */
static const char *rt_egal_expr(const char *a, Type *ta, const char *b, Type *tb) {
  Type *carrier = type_rt_carrier(ta) ? type_rt_carrier(ta) : type_rt_carrier(tb);
  bool ta_type = ta->kind == TY_DATATYPE && ta->name == tn_type, tb_type = tb->kind == TY_DATATYPE && tb->name == tn_type;
  const char *pa = family_param(a, ta, carrier), *pb = family_param(b, tb, carrier);
  if (!pa || !pb || ta_type != tb_type) return "false";
  const char *same = arena_printf("%s == %s", pa, pb);
  return ta_type ? arena_printf("(%s)", same) : fields_egal_expr(a, ta, b, tb, same);
}

/* x isa t for an x of type u, a carrier K{<rt>} that is not always a t: is
 * x's parameter the v of t = K{v}? (Other tests on the parameter are not
 * supported yet.) */
static const char *rt_isa_expr(const char *e, Type *u, Type *t) {
  const char *v = family_param("", t, type_rt_carrier(u));
  if (v && !(t->kind == TY_DATATYPE && t->name == tn_type) && !(u->name == tn_type)) return arena_printf("(%s == %s)", rt_param_expr(e, u), v);
  if (t->kind != TY_UNION && !type_has_free_vars(t) && !type_contains_rt(t) &&
      !(t->kind == TY_DATATYPE && (t->name == u->name || t->name == tn_type)))
    return "false";
  error_at(emit_loc, "not supported yet: isa(::%s, %s) of a type parameter known at run time", type_str(u), type_str(t));
}

/* x isa T where T, a K{N} of a run-time N, is the value te: x's parameter
 * is N (x a K{v} or a K{<rt>}, or a union holding them) */
static const char *isa_rt_type_expr(const char *e, Type *u, const char *te, Type *t) {
  Type *carrier = type_rt_carrier(t);
  if (!carrier || t->name == tn_type) error_at(emit_loc, "not supported yet: isa(::%s, %s), a type with a parameter only known at run time", type_str(u), type_str(t));
  if (u->kind != TY_UNION) {
    const char *p = family_param(e, u, carrier);
    return p ? arena_printf("(%s == %s)", p, te) : "false";
  }
  StrBuf any = {0};
  for (int k = 0; k < u->nmembers; k++) {
    const char *p = family_param(union_member(e, u, k), u->members[k], carrier);
    if (p) sb_printf(&any, "%s(%s && %s == %s)", any.len ? " || " : "", union_holds(e, u, k), p, te);
  }
  const char *r = any.len ? arena_printf("(%s)", sb_str(&any)) : "false";
  free(any.items);
  return r;
}

/* === as a function of its own, made once per type: for a union (the tags,
 * then the member's values) and for an immutable struct held by pointer,
 * which may hold itself, so that the comparison recurses at run time and
 * not here. Prototyped first, as its body may need helpers made meanwhile. */
typedef struct EgalFn { Type *t; const char *fn; } EgalFn;
static VEC(EgalFn) egal_done;

static const char *egal_helper(Type *t) {
  for (int i = 0; i < egal_done.len; i++)
    if (egal_done.items[i].t == t) return egal_done.items[i].fn;
  StrBuf b = {0};
  sb_puts(&b, "egal_");
  type_name_into(&b, t);
  const char *fn = unique_name(&b);
  vec_push(egal_done, ((EgalFn){t, fn}));
  const char *ct = ctype(t);
  sb_printf(&sec_protos, "static bool %s(%s a, %s b);\n", fn, ct, ct);
  StrBuf body = {0};
  sb_printf(&body, "static bool %s(%s a, %s b) {\n", fn, ct, ct);
  if (t->kind == TY_UNION) {
    sb_printf(&body, "  if (%s != %s) return false;\n  switch (%s) {\n", union_tag("a", t), union_tag("b", t),
              union_tag("a", t));
    for (int i = 0; i < t->nmembers; i++) {
      Type *m = t->members[i];
      sb_printf(&body, "  case %d: return %s;\n", i,
                is_ghost(m) ? "true" : egal_expr(union_member("a", t, i), m, union_member("b", t, i), m));
    }
    sb_puts(&body, "  }\n  return false;\n}\n\n");
  } else {
    sb_printf(&body, "  return a == b || %s;\n}\n\n", egal_expr("a", t, "b", t));
  }
  sb_putn(&sec_protos, sb_str(&body), (size_t)body.len);
  free(body.items);
  return fn;
}

static bool can_throw;   /* some code raises or throws: the program gets a frame table */
/* Calls are marked with the line of the statement being emitted, for
 * backtraces (runtime/jlrt.h): cur_mark_line is 0 where the statement has
 * no line of its function's own. A mark is an asm statement, which the C
 * compiler may not move code across: where it lands in a loop (before a
 * call the compiler then inlines) it costs as much as half the loop's
 * speed. So only what never runs in a loop's normal course is always
 * marked: a throw, a raise, a call that cannot return; with -g, which
 * keeps the program's functions out of line, every call is. */
static int cur_mark_line;
static MI *cur_mark_mi;  /* whose statement it is */
static bool *marked;     /* by MI id: the function marks a call, so it gets a row in the frame table */

/* The mark for a call about to be emitted to `callee` (NULL: to the
 * runtime, or to C; JLRT_THROW_SITE: a throw or a raise; JLRT_UNCAUGHT_SITE:
 * a throw no try catches, which calls Base's report), or "" for none. */
#define JLRT_THROW_SITE ((MI *)&cur_mark_line)
#define JLRT_UNCAUGHT_SITE ((MI *)&cur_mark_mi)
static const char *mark_for(MI *callee) {
  bool site = callee == JLRT_THROW_SITE || callee == JLRT_UNCAUGHT_SITE;
  bool cold = site || (callee && callee->rettype->kind == TY_BOTTOM);
  if (!cur_mark_line || (!cold && !debug_lines)) return "";
  marked[cur_mark_mi->id] = true;
  int id = callee == JLRT_THROW_SITE ? -2 : callee == JLRT_UNCAUGHT_SITE ? -3 : callee ? callee->id : -1;
  return arena_printf("JLRT_AT(%d, %d, %d);", cur_mark_line, cur_mark_mi->id, id);
}

/* A call raising one of the runtime's errors (runtime/jlrt.h, enum
 * jlrt_error_kind): string arguments a, b (NULL: none), c_expr a C
 * expression for the third (or NULL), and n one for the number some kinds
 * take (or NULL). */
static const char *raise_call(const char *kind, const char *a, const char *b, const char *c_expr, const char *n) {
  return raise_call_c(kind, a ? c_quote(a) : "NULL", b ? c_quote(b) : "NULL", c_expr, n);
}

/* ... of C expressions a_expr and b_expr for its texts */
static const char *raise_call_c(const char *kind, const char *a_expr, const char *b_expr, const char *c_expr, const char *n) {
  /* reading a global before it is assigned is the one error hello world
   * could raise (stdout is a global): alone, it earns no frame table */
  if (strcmp(kind, "JLRT_UNDEFVAR_ERROR")) can_throw = true;
  const char *call = arena_printf("jlrt_raise(%s, %s, %s, %s, %s)", kind, a_expr, b_expr, c_expr ? c_expr : "NULL", n ? n : "0");
  /* in the same block as the call, wherever the C compiler moves the block */
  const char *mark = mark_for(JLRT_THROW_SITE);
  return *mark ? arena_printf("({ %s %s; })", mark, call) : call;
}
/* Where the program's own functions call each function, for backtraces
 * (runtime/backtrace.c): where the C compiler inlined a callee whose call
 * was not marked, its caller's line is known still if the caller calls it
 * from one line only. A static table: it costs no instruction. */
typedef struct { MI *caller, *callee; int line; } CallSite;
static bool is_user_mi(MI *mi);
static VEC(CallSite) call_sites;   /* line -1: called from several lines */

static void note_call_site(Fn *F, MI *callee) {
  if (!cur_mark_line || cur_mark_mi != F->mi || in_fma_clone || !is_user_mi(F->mi)) return;
  for (int i = F->call_sites_from; i < call_sites.len; i++)
    if (call_sites.items[i].callee == callee) {
      if (call_sites.items[i].line != cur_mark_line) call_sites.items[i].line = -1;
      return;
    }
  vec_push(call_sites, ((CallSite){F->mi, callee, cur_mark_line}));
}

/* A mark before a call statement. */
static void put_mark(Fn *F, MI *callee) {
  const char *mark = mark_for(callee);
  if (*mark) line(F, "%s", mark);
}

/* The same as raise_call with a third string argument c. */
static const char *raise_expr(const char *kind, const char *a, const char *b, const char *c, const char *n) {
  return raise_call(kind, a, b, c ? c_quote(c) : NULL, n);
}
static const char *raise_stmt(const char *kind, const char *a, const char *b, const char *c) {
  return arena_printf("%s;", raise_expr(kind, a, b, c, NULL));
}

/* Field k of a mutable object: checked when a new() may have left it undefined. */
static const char *mutable_field_expr(const char *obj, Type *x, int k) {
  const char *fe = field_expr(obj, x, k);
  if (!fe || !type_field_may_be_undef(x, k) || !is_pointer_repr(x->field_types[k])) return fe;
  can_throw = true;
  return arena_printf("({ %s f_ = %s; if (!f_) %s; f_; })", ctype(x->field_types[k]), fe,
                      raise_call("JLRT_UNDEFREF_ERROR", NULL, NULL, NULL, NULL));
}

/* Reaching a call built without its callee: one --trim=unsafe trimmed, or
 * (`why`) a lookup by name, which --trim=no cannot compile either. */
static const char *trimmed_stmt(const char *call, const char *why, Loc loc) {
  if (trim_mode == TRIM_UNSAFE || trim_mode == TRIM_UNSAFE_WARN) why = "built with --trim=unsafe";
  return raise_stmt("JLRT_ERROR_EXCEPTION", arena_printf("%s was not compiled into this program (%s); called from %s", call, why, loc_str(loc)), NULL, NULL);
}

/* The varargs of a case of a call splatting a Vector: flattened arguments
 * from..nflat-1, one of them the rest of the Vector (a Tuple{Vararg{T}}),
 * the others T's around it, copied together into one tuple. */
static const char *varargs_tuple(MI *mi, CallInfo *ci, int from, Type *tt) {
  Type *elem = type_vatuple_elem(tt), *rest_type = NULL;
  const char *rest = NULL;
  for (int i = from; i < ci->nflat; i++)
    if (ci->flat_field[i] < -1) rest = flat_raw(mi, ci, i, &rest_type);
  Type *rest_elem = rep(type_vatuple_elem(rest_type));
  bool same = rest_elem == rep(elem);      /* else each element goes into the wider union */
  if (from == ci->nflat - 1 && same) return rest;
  StrBuf b = {0};
  int extra = ci->nflat - from - 1;
  if (is_ghost(elem)) return arena_printf("({ jl_vatuple_t r_ = %s; r_.len += %d; r_; })", rest, extra);   /* only a length */
  sb_printf(&b, "({ jl_vatuple_t r_ = %s; jl_array_t *a_ = jlrt_array_new(r_.len + %d, %s); %s *d_ = a_->data; int64_t i_ = 0; ",
            rest, extra, array_layout(elem), ctype(elem));
  for (int i = from; i < ci->nflat; i++) {
    if (ci->flat_field[i] >= -1) {
      const char *x = flat_arg(mi, ci, i, elem);
      sb_printf(&b, "d_[i_] = %s;%s i_++; ", x, init_barrier(elem, "d_[i_]", x));
    } else if (same)
      /* (an empty one may have no data: memcpy from NULL is undefined even for 0 bytes) */
      sb_printf(&b, "if (r_.len) __builtin_memcpy(d_ + i_, (%s *)r_.a->data + r_.off, sizeof *d_ * r_.len); i_ += r_.len; ", ctype(elem));
    else if (is_ghost(rest_elem))
      sb_printf(&b, "for (int64_t j_ = 0; j_ < r_.len; j_++) d_[i_++] = %s; ", convert_repr(NULL, rest_elem, elem));
    else {
      const char *x = convert_repr(arena_printf("((%s *)r_.a->data)[r_.off + j_]", ctype(rest_elem)), rest_elem, elem);
      sb_printf(&b, "for (int64_t j_ = 0; j_ < r_.len; j_++) { d_[i_] = %s;%s i_++; } ", x, init_barrier(elem, "d_[i_]", x));
    }
  }
  sb_puts(&b, "(jl_vatuple_t){a_, 0, i_}; })");
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* The MethodError of a call with no method: the message without its prefix. */
static const char *method_error_stmt(const char *msg) {
  const char *prefix = "MethodError: ";
  return raise_stmt("JLRT_METHOD_ERROR", strncmp(msg, prefix, strlen(prefix)) ? msg : msg + strlen(prefix), NULL, NULL);
}

/* The String of text, which names the carriers ts[0..n) in order (K{::Int64},
 * as type_str prints them), with their run-time parameters vals shown. */
static const char *rt_text_expr(const char *text, Type **ts, const char **vals, int n) {
  StrBuf fmt = {0}, args = {0};
  uint64_t bools = 0;
  const char *rest = text;
  for (int i = 0; i < n; i++) {
    const char *name = type_str(ts[i]), *shown = arena_printf("::%s", type_str(rt_param_type(ts[i])));
    const char *at = strstr(rest, name);
    if (!at || i >= 64) fatal("internal: %s not in \"%s\"", name, text);
    at += strstr(name, shown) - name;
    sb_printf(&fmt, "%.*s\001", (int)(at - rest), rest);
    sb_printf(&args, "%s(int64_t)%s", i ? ", " : "", vals[i]);
    if (rt_param_type(ts[i]) == t_bool) bools |= 1ull << i;
    rest = at + strlen(shown);
  }
  sb_puts(&fmt, rest);
  const char *r = arena_printf("jlrt_type_string_params(%s, (const int64_t[]){%s}, %lluull)", c_quoted(sb_str(&fmt)),
                               sb_str(&args), (unsigned long long)bools);
  free(fmt.items);
  free(args.items);
  return r;
}

/* The MethodError of case c, whose message may name argument types K{N} of a
 * run-time N (f(::K{5})): made as the program runs. */
static const char *rt_method_error_stmt(MI *mi, CallInfo *ci, CallCase *c, const char *msg) {
  const char **args = NEW_ARRAY(const char *, ci->nflat + 1);
  bool any = false;
  for (int i = 0; i < ci->nflat; i++)
    if (type_rt_carrier(c->argtypes[i])) {
      args[i] = flat_arg(mi, ci, i, c->argtypes[i]);
      any = true;
    }
  return any ? arena_printf("%s;", rt_method_error_call(msg, c->argtypes, args, ci->nflat)) : method_error_stmt(msg);
}

/* The raise of Julia's MethodError msg about arguments args of types at,
 * showing the run-time parameters of those that carry one. */
static const char *rt_method_error_call(const char *msg, Type **at, const char **args, int n) {
  Type **ts = NEW_ARRAY(Type *, n + 1);
  const char **vals = NEW_ARRAY(const char *, n + 1);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (type_rt_carrier(at[i])) {
      ts[k] = type_rt_carrier(at[i]);
      vals[k++] = rt_param_expr(args[i], at[i]);
    }
  if (!strncmp(msg, "MethodError: ", 13)) msg += 13;
  return raise_call_c("JLRT_METHOD_ERROR", arena_printf("%s->data", rt_text_expr(msg, ts, vals, k)), "NULL", NULL, NULL);
}

/* "a, b, c": C expressions as the elements of an array literal */
static const char *c_arg_list(const char **a, int n) {
  StrBuf b = {0};
  for (int i = 0; i < n; i++) sb_printf(&b, "%s%s", i ? ", " : "", a[i]);
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* A construct jlc cannot compile, met at loc in mi. Inside Base, the user
 * also learns which line of theirs led there: the first caller outside. */
static __attribute__((noreturn)) void unsupported_in(MI *mi, Loc loc, const char *msg) {
  Loc from = {0};
  if (loc.file && file_in_base(loc.file))
    for (MI *m = mi; m && m->caller && !from.file; m = m->caller) {
      Loc at = m->caller->ir->code.items[m->caller_instr].loc;
      if (at.file && !file_in_base(at.file)) from = at;
    }
  error_reached_from(loc, from, msg);
}

/* Emit one call case. Returns the C expression of its result (NULL when the
 * result is a ghost or the case does not return); statements go to F. */

static const char *emit_case(Fn *F, Instr *in, CallInfo *ci, CallCase *c) {
  MI *mi = F->mi;
  int n = ci->nflat;
  if (c->error || (c->no_method && !c->target)) {
    if (c->no_method || c->ambiguous) {      /* thrown when reached, as in Julia */
      /* (a split callee's function is the case's) */
      bool notes = ci->func && !c->first_arg;
      const char *more = !notes ? "" : c->no_method ? method_error_notes(ci->func, c->argtypes, n, ci->kwnames, ci->nkw)
                                                    : method_ambiguity_notes(ci->func, c->argtypes + ci->nkw, n - ci->nkw);
      line(F, "%s", rt_method_error_stmt(mi, ci, c, arena_printf("%s%s", c->error, more)));
    }
    else if (trim_mode == TRIM_UNSAFE || trim_mode == TRIM_UNSAFE_WARN)
      line(F, "%s", trimmed_stmt(trim_case_statement(mi, in, ci, c), c->error, in->loc));
    else unsupported_in(mi, in->loc, strncmp(c->error, "not supported yet", 17) == 0 ? c->error
                                     : arena_printf("not supported yet: %s", c->error));
    return NULL;
  }
  if (c->builtin && c->first_arg) {
    /* a split callee that is this builtin: its arguments follow the callee */
    CallInfo *args = NEW(CallInfo);
    *args = *ci;
    args->nflat--;
    args->flat_vals++;
    args->flat_field++;
    CallCase bc = *c;
    bc.argtypes++;
    bc.first_arg = 0;
    return emit_case(F, in, args, &bc);
  }
  if (c->target) {
    MI *t = c->target;
    if (c->builtin && c->builtin->builtin == BI_THROW) {
      /* to the innermost handler, or, with none, report and exit */
      const char *e = flat_arg(mi, ci, 0, c->argtypes[0]);
      Type *exc = inference.exception.type;
      const char *store = is_ghost(exc) ? "" : arena_printf("%s = %s; ", exception_var(), convert_repr(e, c->argtypes[0], exc));
      line(F, "if (jlrt_handlers) { %sjlrt_rethrow(); }", store);
      can_throw = true;
      put_mark(F, JLRT_UNCAUGHT_SITE);
      line(F, "%s(%s);", called(funcs.len, t), e ? e : "");
      line(F, "__builtin_unreachable();");
      return NULL;
    }
    /* the value of each argument slot (NULL: a ghost) */
    const char **slot = NEW_ARRAY(const char *, t->nargs + 1);
    int fixed = t->method->is_vararg ? t->nargs - 1 : t->nargs;
    int skip = c->first_arg;    /* a split callee, not an argument of this target */
    for (int i = 0; i < fixed; i++) slot[i] = flat_arg(mi, ci, skip + i, t->argtypes[i]);
    if (t->method->is_vararg && type_vatuple_elem(t->argtypes[fixed])) {
      /* the rest of a splatted Vector (see infer_runtime_splat), or it with
       * the arguments around it */
      slot[fixed] = varargs_tuple(mi, ci, skip + fixed, t->argtypes[fixed]);
    } else if (t->method->is_vararg && !is_ghost(t->argtypes[fixed])) {
      Type *tt = t->argtypes[fixed];
      StrBuf tuple = {0};
      sb_printf(&tuple, "(%s){", ctype(tt));
      bool f2 = true;
      for (int i = fixed; i < n - skip; i++) {
        const char *e = flat_arg(mi, ci, skip + i, tt->params[i - fixed]);
        if (!e) continue;
        sb_printf(&tuple, "%s%s", f2 ? "" : ", ", e);
        f2 = false;
      }
      sb_puts(&tuple, "}");
      slot[fixed] = arena_strndup(sb_str(&tuple), (size_t)tuple.len);
      free(tuple.items);
    }
    const char *tie = t->tie_fallback || t->tie_no_method ? emit_tie_test(F, t, slot) : NULL;
    StrBuf args = {0};
    for (int i = 0; i < t->nargs; i++)
      if (slot[i]) sb_printf(&args, "%s%s", args.len ? ", " : "", slot[i]);
    const char *call = in_fma_clone && is_float_muladd(t)
                     ? arena_printf("__builtin_fma%s(%s)", t->rettype == t_float32 ? "f" : "", sb_str(&args))
                     : arena_printf("%s(%s)", called(funcs.len, t), sb_str(&args));
    if (tie && t->tie_fallback) {     /* the values differ: the next method's call */
      const char *other = arena_printf("%s(%s)", called(funcs.len, t->tie_fallback), sb_str(&args));
      call = is_ghost(t->rettype) ? arena_printf("((%s) ? %s : %s)", tie, other, call)
                                  : arena_printf("((%s) ? %s : %s)", tie, convert_repr(other, t->tie_fallback->rettype, t->rettype), call);
    }
    free(args.items);
    put_mark(F, t);
    note_call_site(F, t);
    if (t->rettype->kind == TY_BOTTOM) {
      line(F, "%s;", call);
      line(F, "__builtin_unreachable();");
      return NULL;
    }
    if (is_ghost(t->rettype)) { line(F, "%s;", call); return NULL; }
    return call;
  }
  Func *f = c->builtin;
  Type **at = c->argtypes;
  /* (its argument, a `where` variable maybe unbound, has no value to emit) */
  if (f->builtin == BI_SPARAM_DEFINED) return const_expr(c->value);
  if (f->builtin == BI_SLOT_DEFINED) {    /* its flag, if some path leaves it unassigned */
    int s = slot_asked(mi, in);
    return s >= 0 && F->undef.start && F->undef.flagged[s] ? arena_printf("d%d", s) : "true";
  }
  if (f->builtin == BI_GLOBAL_DEFINED) return arena_printf("%s_defined", global_name(in->global));
  /* (as many as the call has: an N-d array's constructor takes N sizes) */
  const char **a = NEW_ARRAY(const char *, n + 1);
  for (int i = 0; i < n; i++) a[i] = flat_arg(mi, ci, i, at[i]);
  switch (f->builtin) {
  case BI_EGAL: return c->value ? const_expr(c->value) : egal_expr(a[0], at[0], a[1], at[1]);
  case BI_ISA: {
    Type *t = at[1]->name == tn_type ? at[1]->params[0] : NULL;
    if (!t) fatal("not supported yet: isa with a type known only at run time");
    Type *u = rep(at[0]);
    Type *carrier = type_rt_carrier(u);
    if (type_contains_rt(t)) return isa_rt_type_expr(a[0], u, a[1], t);
    if (carrier && !subtype(u, t)) return rt_isa_expr(a[0], u, t);
    if (u->kind == TY_UNION && !subtype(at[0], t)) {      /* the members that are a t */
      StrBuf any = {0};
      for (int k = 0; k < u->nmembers; k++)
        if (subtype(u->members[k], t)) sb_printf(&any, "%s%s", any.len ? " || " : "", union_holds(a[0], u, k));
        else if (type_rt_carrier(u->members[k]) && strcmp(rt_isa_expr("", u->members[k], t), "false"))
          /* a K{<rt>} member that is a K{v} when its parameter is v */
          sb_printf(&any, "%s(%s && %s)", any.len ? " || " : "", union_holds(a[0], u, k),
                    rt_isa_expr(union_member(a[0], u, k), u->members[k], t));
      const char *r = any.len ? arena_printf("(%s)", sb_str(&any)) : "false";
      free(any.items);
      return r;
    }
    return subtype(at[0], t) ? "true" : "false";
  }
  case BI_SUBTYPE:
    return subtype(at[0]->params[0], at[1]->params[0]) ? "true" : "false";
  case BI_TYPEOF: return type_contains_rt(at[0]) ? rt_param_expr(a[0], at[0]) : NULL;   /* K{N} of a run-time N: N */
  case BI_NFIELDS:
    if (type_vatuple_elem(at[0])) return arena_printf("(%s).len", a[0]);
    return arena_printf("INT64_C(%d)", at[0]->nfields);
  case BI_ISDEFINED: {
    if (c->value) return const_expr(c->value);
    Const *key = known_const(mi, ci->flat_vals[1]);
    int k = key->type == t_symbol ? type_field_index(at[0], key->sym) : (int)key->i - 1;
    if (!is_pointer_repr(at[0]->field_types[k])) return "true";   /* a field that is never NULL */
    return arena_printf("(%s != NULL)", field_expr(a[0], at[0], k));
  }
  case BI_ISCONCRETE:
  {
    /* (a type of types, Type{Int64}, is not concrete: its values are DataTypes) */
    Type *t = at[0]->kind == TY_DATATYPE && at[0]->name == tn_type ? at[0]->params[0] : NULL;
    return t && t->is_concrete && !(t->kind == TY_DATATYPE && t->name == tn_type) ? "true" : "false";
  }
  case BI_CODEUNIT: return arena_printf("((uint8_t)%s->data[%s - 1])", a[0], a[1]);
  case BI_NARROW_ISA: case BI_NARROW_NOT:
    if (c->result->kind == TY_BOTTOM || is_ghost(c->result)) return NULL;
    return convert_repr(a[0], at[0], c->result);
  case BI_ARRAY_NEW: {
    const char *layout = memory_layout(c->result->params[0]);
    if (c->result->name == tn_memory) return arena_printf("jlrt_memory_new(%s, %s)", a[1], layout);
    if (n == 2) return arena_printf("jlrt_array_new(%s, %s)", a[1], layout);
    if (n == 3) return arena_printf("jlrt_matrix_new(%s, %s, %s)", a[1], a[2], layout);
    return arena_printf("jlrt_array_nd_new(%d, (int64_t[]){%s}, %s)", n - 1, c_arg_list(a + 1, n - 1), layout);
  }
  case BI_ARRAYLEN: return arena_printf("%s->length", a[0]);
  case BI_ARRAY_NROWS: return arena_printf("%s->nrows", a[0]);
  case BI_ARRAY_DIM: return arena_printf("%s->dims[%s - 1]", a[0], a[1]);
  case BI_ARRAY_SHARE:
    if (n == 3) return arena_printf("jlrt_array_share(%s, %s)", a[1], a[2]);
    return arena_printf("jlrt_array_nd_share(%s, %d, (int64_t[]){%s})", a[1], n - 2, c_arg_list(a + 2, n - 2));
  case BI_ARRAYREF: {
    Type *elem = at[0]->params[0];
    if (c->result->kind == TY_BOTTOM && at[1] == t_int64) {    /* an element no value can be (infer.c, never_exists) */
      line(F, "%s;", raise_call("JLRT_UNDEFREF_ERROR", NULL, NULL, NULL, NULL));
      return NULL;
    }
    if (is_ghost(elem)) return NULL;
    const char *ref = element_load(a[0], at[0], a[1]);
    if (!is_pointer_repr(elem)) return ref;
    /* an element held as a pointer is NULL until assigned (undef, resize!) */
    can_throw = true;
    return arena_printf("({ %s e_ = %s; if (__builtin_expect(!e_, 0)) %s; e_; })", ctype(elem), ref,
                        raise_call("JLRT_UNDEFREF_ERROR", NULL, NULL, NULL, NULL));
  }
  case BI_ARRAY_ISASSIGNED: {
    Type *elem = at[0]->params[0];
    if (tag_marks_undef(elem)) return arena_printf("(%s.tag != 0)", element_raw(a[0], at[0], arena_printf("%s - 1", a[1])));
    if (!is_pointer_repr(elem)) return "true";
    return arena_printf("(((%s *)%s->data)[%s - 1] != NULL)", ctype(elem), a[0], a[1]);
  }
  case BI_ARRAYCOPY: {
    Type *elem = at[0]->params[0];
    /* (as stored: an #undef element stays #undef) */
    if (!is_ghost(elem)) line(F, "%s", element_store_raw(a[0], at[0], a[1], element_raw(a[2], at[2], arena_printf("%s - 1", a[3]))));
    return NULL;
  }
  case BI_ARRAYSET: {
    Type *elem = at[0]->params[0];
    if (!is_ghost(elem)) line(F, "%s", element_store(a[0], at[0], a[2], convert_repr(a[1], at[1], elem)));
    return NULL;
  }
  case BI_ARRAY_RESIZE: {
    /* (growing within the room after the end, or shrinking, is inline) */
    Type *elem = at[0]->params[0];
    if (has_selectors(elem)) line(F, "jlrt_array_resize(%s, %s, %s);", a[0], a[1], memory_layout(elem));
    else line(F, "jlrt_array_set_length(%s, %s, %s, %s);", a[0], a[1], is_ghost(elem) ? "1" : arena_printf("sizeof(%s)", ctype(elem)),
              memory_layout(elem));
    return NULL;
  }
  case BI_ARRAY_RESIZE_FRONT:
    line(F, "jlrt_array_resize_front(%s, %s, %s);", a[0], a[1], memory_layout(at[0]->params[0]));
    return NULL;
  case BI_FIELDS_TUPLE: case BI_MERGE_NAMEDTUPLES: {
    /* each field of the result is a field of an argument: in order of a's
     * fields, or (merge) by name, from b where b has it */
    Type *tt = c->result;
    if (is_ghost(tt)) return NULL;
    StrBuf b = {0};
    sb_printf(&b, "(%s){", ctype(tt));
    bool first = true;
    for (int i = 0; i < tt->nfields; i++) {
      int from = 0, k = i;
      if (f->builtin == BI_MERGE_NAMEDTUPLES) {
        k = type_field_index(at[1], tt->field_names[i]);
        if (k >= 0) from = 1;
        else k = type_field_index(at[0], tt->field_names[i]);
      }
      const char *fe = field_expr(a[from], at[from], k);
      if (!fe) continue;
      sb_printf(&b, "%s%s", first ? "" : ", ", fe);
      first = false;
    }
    sb_puts(&b, "}");
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  case BI_SETFIELDS:
    for (int i = 0; i < at[0]->nfields; i++) {
      const char *fe = field_expr(a[1], at[1], i);
      if (!is_ghost(at[0]->field_types[i]))
        line(F, "%s->f%d = %s;%s", a[0], i + 1, convert_repr(fe, at[1]->field_types[i], at[0]->field_types[i]),
             write_barrier(at[0]->field_types[i], arena_printf("%s->f%d", a[0], i + 1)));
    }
    return NULL;
  case BI_NEW: {
    /* as emit_new, from the fields of a tuple */
    Type *t = c->result;
    if (is_ghost(t)) return NULL;
    StrBuf b = {0};
    if (is_boxed(t)) {
      sb_printf(&b, "({ %s p = %s; p->type_tag = %d; ", ctype(t), alloc_call(t, "sizeof *p"), t->id);
      for (int i = 0; i < t->nfields; i++) {
        const char *fe = field_expr(a[1], at[1], i);
        if (is_ghost(t->field_types[i])) continue;
        const char *x = convert_repr(fe, at[1]->field_types[i], t->field_types[i]);
        sb_printf(&b, "p->f%d = %s;%s ", i + 1, x, init_barrier(t->field_types[i], arena_printf("p->f%d", i + 1), x));
      }
      sb_puts(&b, "p; })");
    } else {
      sb_printf(&b, "(%s){", ctype(t));
      bool first = true;
      for (int i = 0; i < t->nfields; i++) {
        const char *fe = field_expr(a[1], at[1], i);
        if (is_ghost(t->field_types[i])) continue;
        sb_printf(&b, "%s%s", first ? "" : ", ", convert_repr(fe, at[1]->field_types[i], t->field_types[i]));
        first = false;
      }
      sb_puts(&b, "}");
    }
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  case BI_TYPE_STRING: {
    if (type_contains_rt(at[0])) {   /* K{3}: its parameter known at run time */
      Type *carrier = rt_inner_carrier(at[0]);
      if (!carrier || type_rt_count(at[0]) > 1) (void)ctype(at[0]);   /* (which says why it is not supported) */
      return rt_text_expr(type_str(at[0]->params[0]), &carrier, &a[0], 1);
    }
    Const *k = NEW(Const);
    k->type = t_string;
    k->str = type_str(at[0]->params[0]);
    k->len = strlen(k->str);
    return const_expr(k);
  }
  case BI_TUPLE: case BI_NAMEDTUPLE: {
    /* the arguments as fields (a named tuple's follow its names); tuple(v...)
     * of a Vector v, its elements */
    Type *tt = c->result;
    if (type_vatuple_elem(tt)) return a[0];
    if (is_ghost(tt)) return NULL;
    StrBuf b = {0};
    sb_printf(&b, "(%s){", ctype(tt));
    bool first = true;
    for (int i = f->builtin == BI_NAMEDTUPLE; i < n; i++) {
      const char *e = flat_arg(mi, ci, i, at[i]);
      if (!e) continue;
      sb_printf(&b, "%s%s", first ? "" : ", ", e);
      first = false;
    }
    sb_puts(&b, "}");
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  case BI_THROW:
    line(F, "%s", raise_stmt("JLRT_ERROR_EXCEPTION", "uncaught exception", NULL, NULL));
    return NULL;
  case BI_TYPEINFO: {
    if (c->value) return const_expr(c->value);
    if (is_ghost(c->result)) return NULL;           /* supertype: a type */
    StrBuf b = {0};                                 /* fieldnames: a tuple of symbols */
    Type *t = at[1]->params[0];
    sb_printf(&b, "(%s){", ctype(c->result));
    for (int i = 0; i < t->nfields; i++)
      sb_printf(&b, "%s%s", i ? ", " : "", const_expr(&(Const){.type = t_symbol, .sym = t->field_names[i]}));
    sb_puts(&b, "}");
    const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
    free(b.items);
    return r;
  }
  case BI_FIELDTYPE:
    if (c->result->kind == TY_BOTTOM) {      /* a field the type lacks */
      Type *t = at[0]->params[0];         /* at[0] is Type{t} */
      line(F, "%s", raise_stmt("JLRT_FIELD_ERROR", t->name->name, known_const(mi, ci->flat_vals[1])->sym, NULL));
    }
    return NULL;
  case BI_APPLY_TYPE:          /* K{i} of a run-time i: i */
    return is_ghost(c->result) ? NULL : a[1 + type_rt_param(type_rt_carrier(c->result))];
  case BI_RETURN_TYPE: case BI_TYPEJOIN: case BI_UNION_TYPES: case BI_TYPESPLIT: return NULL;      /* a type: no run-time value */
  case BI_CURRENT_EXCEPTION:
    return is_ghost(c->result) ? NULL : exception_var();
  case BI_TYPEASSERT:
    if (c->result->kind == TY_BOTTOM) {
      line(F, "%s", raise_stmt("JLRT_TYPE_ERROR", "typeassert", type_str(at[1]->params[0]), type_str(at[0])));
      return NULL;
    }
    return a[0];
  case BI_IFELSE:
    if (at[0] != t_bool) { line(F, "%s", raise_stmt("JLRT_TYPE_ERROR", "ifelse", "Bool", type_str(at[0]))); return NULL; }
    if (is_ghost(c->result)) return NULL;
    return arena_printf("(%s ? %s : %s)", a[0], convert_repr(a[1], at[1], c->result), convert_repr(a[2], at[2], c->result));
  case BI_GETFIELD: {
    Type *x = at[0];
    const char *obj = a[0];
    Const *key = ci->flat_field[1] < 0 ? known_const(mi, ci->flat_vals[1]) : NULL;
    int nf = x->nfields;
    Type *elem = type_vatuple_elem(x);
    if (elem) {
      /* t[i] of a tuple of run-time length: checked against its length */
      const char *len;
      elements_of(obj, x, &len);
      const char *i = arena_printf("gi%d", (int)(in - mi->ir->code.items));
      can_throw = true;
      line(F, "int64_t %s = %s;", i, a[1]);
      line(F, "if ((uint64_t)(%s - 1) >= (uint64_t)%s) jlrt_vatuple_bounds_error(%s, %s, %s);", i, len, c_quote(type_str(elem)), len, i);
      return is_ghost(elem) ? NULL : element_load(obj, x, i);
    }
    if (c->result->kind == TY_BOTTOM) {
      int k = !key ? -1 : at[1] == t_symbol ? type_field_index(x, key->sym) : key->i >= 1 && key->i <= nf ? (int)key->i - 1 : -1;
      if (k >= 0)        /* a field no value can be (infer.c, never_exists) */
        line(F, "%s;", raise_call("JLRT_UNDEFREF_ERROR", NULL, NULL, NULL, NULL));
      else if (at[1] == t_symbol && key)
        line(F, "%s", raise_stmt("JLRT_FIELD_ERROR", x->name->name, key->sym, NULL));
      else if (at[0] == t_nothing || !type_is_tuple(x))
        line(F, "%s", raise_stmt("JLRT_ERROR_EXCEPTION", arena_printf("type %s has no field %lld", type_str(x), (long long)(key ? key->i : 0)), NULL, NULL));
      else
        line(F, "%s;", raise_expr("JLRT_BOUNDS_ERROR", type_str(x), NULL, NULL, key ? arena_printf("%lld", (long long)key->i) : a[1]));
      return NULL;
    }
    if (key) {
      int k = at[1] == t_symbol ? type_field_index(x, key->sym) : (int)key->i - 1;
      return obj ? mutable_field_expr(obj, x, k) : NULL;
    }
    /* run-time index into a tuple: a switch, joined into the result type */
    Type *rt = c->result;
    const char *tmp = NULL;
    if (!is_ghost(rt)) {
      tmp = arena_printf("gf%d", (int)(in - mi->ir->code.items));
      line(F, "%s %s;", ctype(rt), tmp);
    }
    line(F, "switch (%s) {", a[1]);
    for (int k = 0; k < nf; k++) {
      const char *fe = obj ? field_expr(obj, x, k) : NULL;
      if (tmp) line(F, "case %d: %s = %s; break;", k + 1, tmp, convert_repr(fe, x->field_types[k], rt));
      else line(F, "case %d: break;", k + 1);
    }
    line(F, "default: %s;", raise_expr("JLRT_BOUNDS_ERROR", type_str(x), NULL, NULL, a[1]));
    line(F, "}");
    return tmp;
  }
  case BI_BOX_NEW:
    return arena_printf("({ %s b_ = %s; b_->type_tag = %d; b_; })", ctype(c->result), alloc_call(c->result, "sizeof *b_"),
                        c->result->id);
  case BI_FIELD_POINTER: {
    const char *fe = field_expr(a[0], at[0], (int)known_const(mi, ci->flat_vals[1])->i - 1);
    return fe ? arena_printf("((void *)&%s)", fe) : arena_printf("((void *)%s)", a[0]);
  }
  case BI_C_SIZEOF: {
    Type *t = at[0]->params[0];
    return is_ghost(t) ? "INT64_C(0)" : arena_printf("((int64_t)sizeof(%s))", ctype(t));
  }
  case BI_BOX_GET:
    line(F, "if (!%s) %s", field_expr(a[0], at[0], 1), raise_stmt("JLRT_UNDEFVAR_ERROR", in->global->name, "local", NULL));
    can_throw = true;
    return is_ghost(c->result) ? NULL : field_expr(a[0], at[0], 0);
  case BI_BOX_SET:
    if (!is_ghost(at[0]->field_types[0]))
      line(F, "%s = %s;%s", field_expr(a[0], at[0], 0), convert_repr(a[1], at[1], at[0]->field_types[0]),
           write_barrier(at[0]->field_types[0], field_expr(a[0], at[0], 0)));
    line(F, "%s = true;", field_expr(a[0], at[0], 1));
    return NULL;
  case BI_SETFIELD: {
    Type *x = at[0];
    if (c->result->kind == TY_BOTTOM) {
      line(F, "%s", raise_stmt("JLRT_ERROR_EXCEPTION", arena_printf("setfield!: immutable struct of type %s cannot be changed", type_str(x)), NULL, NULL));
      return NULL;
    }
    int k = type_field_index(x, known_const(mi, ci->flat_vals[1])->sym);
    if (!is_ghost(x->field_types[k]))
      line(F, "%s->f%d = %s;%s", a[0], k + 1, convert_repr(a[2], at[2], x->field_types[k]),
           write_barrier(x->field_types[k], arena_printf("%s->f%d", a[0], k + 1)));
    return a[2];
  }
  case BI_INTRINSIC: {
    for (int i = 0; i < n; i++) if (!a[i]) a[i] = "0";
    return emit_intrinsic(f, a, at, c->result);
  }
  default:
    fatal("internal: builtin %s has no C form", f->name);
  }
}

/* Store a case result into the instruction's SSA variable. */
static void store_result(Fn *F, int idx, const char *e, Type *from) {
  Type *to = rep(F->mi->ssa_types[idx]);
  if (from->kind == TY_BOTTOM) return;           /* the case does not return */
  if (!e && !is_ghost(from)) return;             /* nor does one that raised an error (emit_case) */
  if (!F->ssa_used[idx]) {
    if (e) line(F, "(void)%s;", e);
    return;
  }
  if (is_ghost(from) || is_ghost(to)) {
    if (e) line(F, "(void)%s;", e);              /* keep side effects */
    if (!is_ghost(to)) line(F, "v%d = %s;", idx, convert_repr(NULL, from, to));
    return;
  }
  line(F, "v%d = %s;", idx, convert_repr(e, from, to));
}

/* The tag of a split argument (expression e, held as the union `held`) as
 * the index of its member in `by`, the union the call's table counts in. */
static const char *dispatch_index(const char *e, Type *held, Type *by) {
  bool same = held == by;
  StrBuf map = {0};
  for (int t = 0; t < held->nmembers; t++) {
    int j = member_index(by, held->members[t]);
    for (int k = 0; k < by->nmembers && j < 0; k++)
      if (subtype(held->members[t], by->members[k])) j = k;
    same &= j == t;
    sb_printf(&map, "%s%d", t ? ", " : "", j);
  }
  const char *r = same ? union_tag(e, held)
                       : arena_printf("((const uint8_t[]){%s})[%s]", sb_str(&map), union_tag(e, held));
  free(map.items);
  return r;
}

/* The name a MethodError gives the function a callee of type t is: sin,
 * (::Poly) for a callable struct, or for a value that is not callable its
 * type (objects of type Int64 are not callable). */
static const char *callee_name(Type *t) {
  if (t->func) return func_display_name(t->func);
  if (t->kind == TY_DATATYPE && t->name->functor) return arena_printf("(::%s)", type_str(t));
  return type_str(t);
}

/* A C expression naming, by its tag, what a value e (held as `held`) is. */
static const char *tag_names_expr(const char *e, Type *held, const char *(*name_of)(Type *)) {
  if (held->kind != TY_UNION) return c_quote(name_of(held));
  StrBuf b = {0};
  sb_puts(&b, "((const char *const[]){");
  for (int t = 0; t < held->nmembers; t++) sb_printf(&b, "%s%s", t ? ", " : "", c_quote(name_of(held->members[t])));
  sb_printf(&b, "})[%s]", union_tag(e, held));
  const char *r = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return r;
}

/* A call dispatched at run time (infer.c, infer_dispatched): the split
 * arguments' tags index a table of cases; a combination no method takes
 * (255, or 65535 in a table of 16 bits), two take alike (254) or whose
 * callee is not a function (253)
 * throws Julia's MethodError, naming the values' run-time types. A staged
 * one (infer_staged) tries its cases in order, testing each argument's tag
 * against the bits of the members the case takes. */
static void emit_dispatched(Fn *F, int idx) {
  MI *mi = F->mi;
  CallInfo *ci = &mi->calls[idx];
  StrBuf key = {0}, names = {0}, kwtypes = {0}, kwnames = {0}, table = {0}, tags = {0}, test = {0};
  int nsplit = 0;
  int errors = ci->ncases <= 252 ? 255 : 65535;     /* a table of bytes if it can, the top three for errors */
  const char *fname = ci->func ? c_quote(func_display_name(ci->func)) : NULL;
  /* the first flattened argument is the callee: a split one, the type a
   * constructor makes (Point{Int64}) or a callable value (::Poly) */
  bool callee_first = !ci->func || ci->func->ctor_of || ci->func->functor_of;
  long combos = 1;
  for (int i = 0; i < ci->nflat; i++) {
    Type *held;
    const char *e = flat_raw(mi, ci, i, &held);
    held = rep(held);
    Type *by = ci->dispatch_by[i];
    if (by && ci->staged) {
      /* staged: each case's bits for this argument, tested at its tag */
      sb_printf(&tags, "  uint8_t t%d_ = %s;", nsplit, dispatch_index(e, held, by));
      sb_printf(&test, "%s(takes_[case_][%d][t%d_ >> 6] >> (t%d_ & 63) & 1)", nsplit ? " && " : "", nsplit, nsplit, nsplit);
      nsplit++;
    } else if (by) {
      sb_printf(&key, "%s%s * %ld", key.len ? " + " : "", dispatch_index(e, held, by), combos);
      combos *= by->nmembers;
    }
    /* for the message: the value's type, or the callee's name */
    if (i == 0 && !ci->func) fname = tag_names_expr(e, held, callee_name);
    else if (i == 0 && ci->func->ctor_of) fname = c_quote(type_str(held->params[0]));
    else if (i == 0 && callee_first) fname = tag_names_expr(e, held, callee_name);
    else if (i < ci->nkw) {
      sb_printf(&kwnames, "%s%s", kwnames.len ? ", " : "", c_quote(ci->kwnames[i]));
      sb_printf(&kwtypes, "%s%s", kwtypes.len ? ", " : "", tag_names_expr(e, held, type_str));
    } else sb_printf(&names, "%s%s", names.len ? ", " : "", tag_names_expr(e, held, type_str));
  }
  line(F, "{");
  if (ci->staged && ci->ncases) {
    /* the first case (the more specific first) that takes every argument */
    for (int k = 0; k < ci->ncases; k++) {
      sb_printf(&table, "%s{", k ? ",\n    " : "");
      for (int i = 0, j = 0; i < ci->nflat; i++) {
        if (!ci->dispatch_by[i]) continue;
        const uint64_t *w = ci->staged + 4 * ((size_t)k * (size_t)ci->nflat + (size_t)i);
        sb_printf(&table, "%s{%#llxull, %#llxull, %#llxull, %#llxull}", j++ ? ", " : "", (unsigned long long)w[0],
                  (unsigned long long)w[1], (unsigned long long)w[2], (unsigned long long)w[3]);
      }
      sb_puts(&table, "}");
    }
    line(F, "  static const uint64_t takes_[%d][%d][4] = {%s};", ci->ncases, nsplit, sb_str(&table));
    line(F, "%s", sb_str(&tags));
    line(F, "  int case_ = 0;");
    line(F, "  while (case_ < %d && !(%s)) case_++;", ci->ncases, sb_str(&test));
  } else if (ci->staged) {
    line(F, "  int case_ = 0;      /* no method may apply */");
  } else {
    for (long k = 0; k < combos; k++) {
      int d = ci->dispatch[k];
      sb_printf(&table, "%s%d", k ? "," : "", d == DISPATCH_NO_METHOD ? errors : d == DISPATCH_AMBIGUOUS ? errors - 1 : d == DISPATCH_NOT_CALLABLE ? errors - 2 : d);
    }
    line(F, "  static const uint%d_t cases_[%ld] = {%s};", errors == 255 ? 8 : 16, combos, sb_str(&table));
    line(F, "  int case_ = cases_[%s];", sb_str(&key));
  }
  /* the MethodError, but for its kind (0: no method, 1: ambiguous, 2: not callable) */
  const char *raise = arena_printf("jlrt_raise_method_error(%s, %d, (const char *const[]){%s}, %d, (const char *const[]){%s}, "
                                   "(const char *const[]){%s}", fname, ci->nflat - ci->nkw - callee_first,
                                   names.len ? sb_str(&names) : "NULL", ci->nkw, ci->nkw ? sb_str(&kwnames) : "NULL",
                                   ci->nkw ? sb_str(&kwtypes) : "NULL");
  line(F, "  switch (case_) {");
  for (int k = 0; k < ci->ncases; k++) {
    CallCase *c = &ci->cases[k];
    line(F, "  case %d: {", k);
    F->indent += 2;
    if (ci->staged && !c->target) line(F, "%s, %d);", raise, c->ambiguous ? 1 : 2);    /* ambiguous, or not callable */
    else store_result(F, idx, emit_case(F, &mi->ir->code.items[idx], ci, c), c->result);
    line(F, "break;");
    F->indent -= 2;
    line(F, "  }");
  }
  line(F, "  default:");
  line(F, "    %s, %s);", raise, ci->staged ? "0" : arena_printf("%d - case_", errors));      /* staged: no case applies, no method does */
  line(F, "  }");
  line(F, "}");
  can_throw = true;
  free(key.items);
  free(names.items);
  free(kwnames.items);
  free(kwtypes.items);
  free(table.items);
  free(tags.items);
  free(test.items);
}

/* The MethodError of f(a, v...) for a v longer than any method takes, its
 * message written at run time with v's length (v of type vt: its elements,
 * of type elem, whose tags name the types of a union's). */
static const char *splat_method_error_stmt(CallInfo *ci, CallCase *c, const char *nelems, const char *v, Type *vt, Type *elem) {
  int before = ci->splat_at, after = ci->nflat - before;
  const char *head = call_sig_str(ci->func, c->argtypes, before);
  head = arena_printf("%.*s%s", (int)strlen(head) - 1, head, before ? ", " : "");
  StrBuf tail = {0};
  for (int i = 0; i < after; i++) sb_printf(&tail, "%s::%s", i ? ", " : "", type_str(c->argtypes[before + c->splat_len + i]));
  elem = rep(elem);
  StrBuf names = {0};
  const char *tags = "NULL";
  if (elem->kind == TY_UNION) {
    for (int i = 0; i < elem->nmembers; i++) sb_printf(&names, "%s%s", i ? ", " : "", c_quote(arena_printf("::%s", type_str(elem->members[i]))));
    tags = arena_printf("({ uint8_t *t_ = jlrt_alloc_atomic(%s + 1); for (int64_t j_ = 0; j_ < %s; j_++) t_[j_] = %s; t_; })",
                        nelems, nelems, union_tag(element_at(v, vt, "j_"), elem));
  } else {
    sb_puts(&names, c_quote(arena_printf("::%s", type_str(elem))));
  }
  can_throw = true;
  const char *r = arena_printf("jlrt_splat_method_error(%s, (const char *const[]){%s}, %s, %s, %s);", c_quote(head), sb_str(&names),
                               tags, nelems, c_quote(sb_str(&tail)));
  free(tail.items);
  free(names.items);
  return r;
}

/* The test selecting case c of a call split over its union-typed
 * arguments: the tags of those the case takes as one member ("" if none). */
/* The value a case of a call split by value (infer.c's value_split) takes
 * at argument i, K{v} or Type{K{v}}, or NULL for the case of every other. */
static Type *split_value(CallCase *c, int i, Type *raw) {
  Type *ct = c->argtypes[i];
  if (ct == raw) return NULL;
  if (raw->name == tn_type) ct = ct->params[0];
  return ct->params[type_rt_param(type_rt_carrier(raw))];
}

/* The test of a run-time parameter p for case c at argument i: p == v, or
 * for the case of the other values, p differs from each the others take. */
static const char *value_split_cond(CallInfo *ci, CallCase *c, int i, const char *p, Type *raw) {
  Type *v = split_value(c, i, raw);
  if (v) return arena_printf("%s == %s", p, value_param_expr(v));
  StrBuf b = {0};
  for (int k = 0; k < ci->ncases; k++) {
    Type *w = split_value(&ci->cases[k], i, raw);
    if (w && !strstr(sb_str(&b), arena_printf("%s != %s)", p, value_param_expr(w))))
      sb_printf(&b, "%s(%s != %s)", b.len ? " && " : "", p, value_param_expr(w));
  }
  const char *r = arena_strndup(b.len ? sb_str(&b) : "", (size_t)b.len);
  free(b.items);
  return r;
}

static const char *split_cond(MI *mi, CallInfo *ci, CallCase *c) {
  StrBuf cond = {0};
  for (int i = 0; i < ci->nflat; i++) {
    Type *raw;
    const char *e = flat_raw(mi, ci, i, &raw);
    raw = rep(raw);                 /* an abstract type is held as the union of its subtypes */
    if (type_rt_carrier(raw)) {     /* split by the value of a run-time parameter (value_split) */
      const char *vc = value_split_cond(ci, c, i, rt_param_expr(e, raw), raw);
      if (*vc) sb_printf(&cond, "%s%s", cond.len ? " && " : "", vc);
      continue;
    }
    /* a case for the whole union (infer_egal_split's last, whose union may
     * be spelled otherwise than this one) tests nothing */
    if (raw->kind != TY_UNION || rep(c->argtypes[i]) == raw || rep(c->argtypes[i])->kind == TY_UNION) continue;
    int k = member_index(raw, c->argtypes[i]);
    if (k < 0) fatal("internal: a split case for %s, not a member of %s", type_str(c->argtypes[i]), type_str(raw));
    sb_printf(&cond, "%s%s", cond.len ? " && " : "", union_holds(e, raw, k));
  }
  const char *r = arena_strndup(cond.len ? sb_str(&cond) : "", (size_t)cond.len);
  free(cond.items);
  return r;
}

/* A call splatting a collection of run-time length: a case per length,
 * and within one, per type of the elements and arguments it splits over. */
static void emit_splat_call(Fn *F, int idx) {
  MI *mi = F->mi;
  Instr *in = &mi->ir->code.items[idx];
  CallInfo *ci = &mi->calls[idx];
  const char *len, *v = val_expr(mi, ci->splat_val);
  Type *vt = vtype(mi, ci->splat_val);
  Type *elem = elements_of(v, vt, &len);
  const char *nv = arena_printf("sn%d", idx);
  line(F, "int64_t %s = %s;", nv, len);
  for (int k = 0; k < ci->ncases; k++) {
    CallCase *c = &ci->cases[k];
    bool first = !k || ci->cases[k - 1].splat_len != c->splat_len || ci->cases[k - 1].splat_more != c->splat_more;
    if (first && c->splat_more) line(F, "} else {");
    else if (first) line(F, "%s (%s == %d) {", k ? "} else if" : "if", nv, c->splat_len);
    bool last = k == ci->ncases - 1 || ci->cases[k + 1].splat_len != c->splat_len || ci->cases[k + 1].splat_more != c->splat_more;
    F->indent++;
    const char *cond = split_cond(mi, c->view, c);
    /* (the cases of one length all test tags when there are several) */
    if (*cond) line(F, "%sif (%s) {", first ? "" : "} else ", cond), F->indent++;
    if (c->splat_more && c->no_method) line(F, "%s", splat_method_error_stmt(ci, c, nv, v, vt, elem));
    else store_result(F, idx, emit_case(F, in, c->view, c), c->result);
    if (*cond) F->indent--;
    if (*cond && last) line(F, "} else __builtin_unreachable();   /* the tags tested are all there are */");
    F->indent--;
  }
  line(F, "}");
}

/* A call --trim=no could not build; infer.c's reason may say "not supported yet" itself. */
static __attribute__((noreturn)) void unsupported_dynamic(Loc loc, const char *why) {
  const char *prefix = "not supported yet: ";
  if (!strncmp(why, prefix, strlen(prefix))) why += strlen(prefix);
  error_at(loc, "%s%s (dynamic dispatch)", prefix, why);
}

static void emit_call(Fn *F, int idx) {
  MI *mi = F->mi;
  Instr *in = &mi->ir->code.items[idx];
  CallInfo *ci = &mi->calls[idx];
  if (ci->dynamic) {
    if (trim_mode == TRIM_UNSAFE || trim_mode == TRIM_UNSAFE_WARN || ci->trimmed) {
      line(F, "%s", trimmed_stmt(trim_statement(mi, in, ci), ci->dynamic, in->loc));
      return;
    }
    unsupported_dynamic(in->loc, ci->dynamic);
  }
  if (ci->dispatch || ci->staged) {
    emit_dispatched(F, idx);
    return;
  }
  if (ci->ncases == 0) {              /* an argument never has a value: unreachable */
    line(F, "__builtin_unreachable();");
    return;
  }
  if (ci->ncases == 1) {
    CallCase *c = &ci->cases[0];
    store_result(F, idx, emit_case(F, in, c->view ? c->view : ci, c), c->result);
    return;
  }
  if (ci->splat_elem) {
    emit_splat_call(F, idx);
    return;
  }
  /* union splitting: test the tags of the union-typed arguments; a last
   * case that tests none takes what the others do not (infer_egal_split) */
  for (int k = 0; k < ci->ncases; k++) {
    CallCase *c = &ci->cases[k];
    const char *cond = split_cond(mi, ci, c);
    if (*cond) line(F, "%s (%s) {", k == 0 ? "if" : "} else if", cond);
    else line(F, "} else {");
    F->indent++;
    store_result(F, idx, emit_case(F, in, ci, c), c->result);
    F->indent--;
    if (!*cond) {
      line(F, "}");
      return;
    }
  }
  line(F, "} else {");
  line(F, "  __builtin_unreachable();   /* the tags above are all there are */");
  line(F, "}");
}

/* Every C function the program calls by ccall, once each: link.c picks the
 * libraries (GMP, MPFR, PCRE2) from these names. */
static VEC(Sym) ccalled;
static VEC(Loc) ccalled_at;    /* the first call of each, for a link error */
/* A program that starts threads (it calls threads.c) is compiled with
 * JLRT_THREADS (runtime/jlrt.h); the others pay nothing. */
static bool uses_threads(void) {
  for (int i = 0; i < ccalled.len; i++)
    if (!strncmp(ccalled.items[i], "jlrt_thread_", strlen("jlrt_thread_"))) return true;
  return false;
}

static void write_include(FILE *out) {
  fprintf(out, "%s#include \"jlrt.h\"\n", uses_threads() ? "#define JLRT_THREADS 1\n" : "");
}

const Sym *emit_ccall_names(int *n, const Loc **sites) {
  *n = ccalled.len;
  *sites = ccalled_at.items;
  return ccalled.items;
}

/* the C declarations of ccalled functions: a name and a signature each */
typedef struct FfiDecl { Sym name; const char *decl; int k; } FfiDecl;
static VEC(FfiDecl) ffi_decls;

static void emit_ccall(Fn *F, int idx) {
  MI *mi = F->mi;
  Instr *in = &mi->ir->code.items[idx];
  int nargs = in->nargs - (in->ccall_name ? 0 : 1);     /* (a pointer's call: the pointer is the last) */
  bool linked = in->ccall_name && !in->ccall_lib, have = false;
  for (int i = 0; linked && i < ccalled.len; i++) have |= ccalled.items[i] == in->ccall_name;
  if (linked && !have) {
    vec_push(ccalled, in->ccall_name);
    vec_push(ccalled_at, in->loc);
  }
  /* A C function is declared with the types the ccall gives, under a C name
   * of its own bound to the symbol (asm label), so that strlen taking a
   * Cstring does not clash with the C compiler's idea of strlen; one
   * declaration per name and signature; default visibility: a split
   * program's header declares its own functions hidden, and a C library's
   * (libm's ldexp) must stay found. The runtime's are declared by jlrt.h.
   * A library's is looked up when first called, through a pointer. */
  StrBuf params = {0};
  int nparams = in->ccall_nfixed >= 0 ? in->ccall_nfixed : nargs;    /* a varargs function's fixed ones, then `...` */
  if (in->ccall_nfixed == 0) error_at(in->loc, "not supported yet: a C varargs function without a fixed argument");
  for (int i = 0; i < nparams; i++) sb_printf(&params, "%s%s", i ? ", " : "", ctype(mi_subst(mi, in->ccall_argtypes[i])));
  if (in->ccall_nfixed >= 0) sb_puts(&params, ", ...");
  if (!nparams) sb_puts(&params, "void");
  Type *rt = mi_subst(mi, in->ccall_ret);
  const char *ret = is_ghost(rt) ? "void" : ctype(rt);
  const char *target = in->ccall_name;
  if (!in->ccall_name) {
    const char *fptr = val_expr(mi, in->args[nargs]);
    target = arena_printf("((%s (*)(%s))(%s))", ret, sb_str(&params), fptr ? fptr : "0");
  } else if (in->ccall_lib) {
    const char *cache = arena_printf("ffi_%s_%d", in->ccall_name, idx);
    data_def(arena_printf("void *%s", cache), NULL);
    target = arena_printf("((%s (*)(%s))(%s ? %s : (%s = jlrt_ccall_symbol(%s, %s))))", ret, sb_str(&params), cache, cache,
                          cache, c_quote(in->ccall_lib), c_quote(in->ccall_name));
    can_throw = true;
  } else if (module_in_base(mi->ir->module) && strncmp(in->ccall_name, "jlrt_", 5) != 0) {
    /* Base's ccalls give C's own types: declared as themselves, so the C
     * compiler knows libm's functions as its builtins (and folds them) */
    if (!have) sb_printf(&sec_protos, "extern __attribute__((visibility(\"default\"))) %s %s(%s);\n", ret, in->ccall_name, sb_str(&params));
  } else if (strncmp(in->ccall_name, "jlrt_", 5) != 0) {
    const char *decl = arena_printf("%s (%s)", ret, sb_str(&params));
    int k = 0, found = -1;
    for (int i = 0; i < ffi_decls.len; i++)
      if (ffi_decls.items[i].name == in->ccall_name) {
        if (!strcmp(ffi_decls.items[i].decl, decl)) found = ffi_decls.items[i].k;
        k++;
      }
    if (found < 0) {
      vec_push(ffi_decls, ((FfiDecl){in->ccall_name, decl, k}));
      found = k;
      sb_printf(&sec_protos, "extern __attribute__((visibility(\"default\"))) %s ffi_%s%s(%s) __asm__(%s);\n", ret,
                in->ccall_name, found ? arena_printf("_%d", found) : "", sb_str(&params), c_quote(in->ccall_name));
    }
    target = arena_printf("ffi_%s%s", in->ccall_name, found ? arena_printf("_%d", found) : "");
  }
  free(params.items);
  StrBuf args = {0};
  for (int i = 0; i < nargs; i++) {
    const char *e = val_expr(mi, in->args[i]);
    sb_printf(&args, "%s%s", i ? ", " : "", e ? e : "0");
  }
  const char *call = arena_printf("%s(%s)", target, sb_str(&args));
  free(args.items);
  put_mark(F, NULL);
  if (is_ghost(rt)) line(F, "%s;", call);
  else line(F, "v%d = %s;%s", idx, call, F->ssa_used[idx] ? "" : arena_printf(" (void)v%d;", idx));
}

static void emit_new(Fn *F, int idx) {
  MI *mi = F->mi;
  Instr *in = &mi->ir->code.items[idx];
  Type *t = rep(mi->ssa_types[idx]);
  if (t->kind == TY_BOTTOM) { line(F, "__builtin_unreachable();"); return; }
  if (is_ghost(t)) return;
  /* fields new() leaves out are zero: NULL for a pointer (checked where read), 0 for bits */
  for (int i = in->nargs - 1; i < t->nfields; i++)
    if (!is_pointer_repr(t->field_types[i]) && !type_is_isbits(t->field_types[i]) && !is_ghost(t->field_types[i]))
      error_at(in->loc, "new() leaving the field %s::%s undefined is not supported yet", t->field_names[i],
               type_str(t->field_types[i]));
  if (is_boxed(t)) {
    const char *ct = ctype(t);
    line(F, "v%d = %s;", idx, alloc_call(t, arena_printf("sizeof *v%d", idx)));
    (void)ct;
    line(F, "v%d->type_tag = %d;", idx, t->id);
    if (type_rt_param(t) >= 0) line(F, "v%d->p = %s;", idx, val_expr(mi, in->args[0]));   /* new{N}(...) of a run-time N */
    if (!F->ssa_used[idx]) line(F, "(void)v%d;", idx);
    /* (a ghost argument may still be stored: nothing into a Union{Nothing, T}) */
    for (int i = 1; i < in->nargs; i++) {
      const char *e = val_expr(mi, in->args[i]);
      if (is_ghost(t->field_types[i - 1])) continue;
      const char *x = convert_repr(e, vtype(mi, in->args[i]), t->field_types[i - 1]);
      line(F, "v%d->f%d = %s;%s", idx, i, x, init_barrier(t->field_types[i - 1], arena_printf("v%d->f%d", idx, i), x));
    }
    return;
  }
  StrBuf b = {0};
  bool first = true;
  if (type_rt_carrier(t)) {        /* new{N}(...) of a run-time N: the hidden field first */
    sb_puts(&b, val_expr(mi, in->args[0]));
    first = false;
  }
  for (int i = 1; i < in->nargs; i++) {
    const char *e = val_expr(mi, in->args[i]);
    if (is_ghost(t->field_types[i - 1])) continue;
    sb_printf(&b, "%s%s", first ? "" : ", ", convert_repr(e, vtype(mi, in->args[i]), t->field_types[i - 1]));
    first = false;
  }
  line(F, "v%d = (%s){%s};%s", idx, ctype(t), sb_str(&b), F->ssa_used[idx] ? "" : arena_printf(" (void)v%d;", idx));
  free(b.items);
}

static const char *mi_cname(MI *mi) {
  if (mi->cname) return mi->cname;
  StrBuf b = {0};
  sb_puts(&b, "jl_");     /* keeps Julia names (main, abs, exit) clear of C's */
  if (!mi->method) {
    sb_puts(&b, "toplevel");
  } else {
    Func *f = mi->method->func;
    bool ctor = f->ctor_of != NULL;
    if (ctor) type_name_into(&b, mi->argtypes[0]->params[0]);   /* Point_Int64_new_... */
    else if (f->functor_of) type_name_into(&b, mi->argtypes[0]);  /* Poly_Int64_call_... */
    else sanitize_into(&b, func_display_name(f));
    if (ctor) sb_puts(&b, "_new");
    if (f->functor_of) sb_puts(&b, "_call");
    for (int i = ctor || f->functor_of ? 1 : 0; i < mi->nargs; i++) {
      sb_puts(&b, "_");
      type_name_into(&b, mi->argtypes[i]);
    }
  }
  mi->cname = unique_name(&b);
  return mi->cname;
}

static const char *mi_signature_named(MI *mi, const char *name) {
  StrBuf b = {0};
  /* a method that always throws is an error path: keep it out of hot code */
  if (mi->rettype->kind == TY_BOTTOM) sb_puts(&b, "__attribute__((cold, noinline)) ");
  /* with -g every function of the program's own shows in a backtrace; the
   * parts of top-level code, inlined into main, would be one function again */
  else if ((debug_lines && is_user_mi(mi)) || !mi->method || mi->method->inline_hint == INLINE_NEVER)
    sb_puts(&b, "__attribute__((noinline)) ");
  sb_printf(&b, "%s %s(", ctype(mi->rettype), name);
  bool first = true;
  for (int i = 0; i < mi->nargs; i++) {
    if (is_ghost(mi->argtypes[i])) continue;
    sb_printf(&b, "%s%s p%d", first ? "" : ", ", ctype(mi->argtypes[i]), i);
    first = false;
  }
  if (first) sb_puts(&b, "void");
  sb_puts(&b, ")");
  const char *s = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return s;
}
static const char *mi_signature(MI *mi) { return mi_signature_named(mi, mi_cname(mi)); }

/* Base's, Core's, or generated by the compiler (a default constructor). */
static bool is_base_instance(MI *mi) {
  return !mi->method || mi->method->module == base_module || mi->method->module == core_module ||
         !mi->method->def;
}

/* No loop, and no call into the program's own methods: inlining it cannot
 * start a chain of inlining through the program. */
static bool is_straight_leaf(MI *mi) {
  IR *ir = mi->ir;
  for (int i = 0; i < ir->code.len; i++) {
    Instr *in = &ir->code.items[i];
    if (!mi->live[i]) continue;
    if ((in->kind == I_GOTO || in->kind == I_GOTOIFNOT) && in->target <= i) return false;
    if (in->kind != I_CALL) continue;
    CallInfo *c = &mi->calls[i];
    for (int k = 0; k < c->ncases; k++)
      if (c->cases[k].target && !is_base_instance(c->cases[k].target)) return false;
  }
  return true;
}

/* A value of type t holds a word the collector follows (the words
 * pointer_offsets lists): not a number, nor a struct or tuple of numbers. */
static bool may_hold_pointer(Type *t) {
  t = rep(t);
  if (is_ghost(t)) return false;
  if (is_pointer_word(t) || type_vatuple_elem(t)) return true;
  if (t->kind == TY_UNION) {
    for (int i = 0; i < t->nmembers; i++)
      if (may_hold_pointer(t->members[i])) return true;
    return false;
  }
  if (t->kind != TY_DATATYPE) return true;
  for (int i = 0; !t->name->is_primitive && i < t->nfields; i++)
    if (may_hold_pointer(t->field_types[i])) return true;
  return false;
}

/* WebAssembly: each local declared above that may hold a heap pointer is
 * made address-taken (JLRT_GC_ROOT), so that it lives in the C stack in
 * linear memory, where the collector finds it (runtime/wasm.c). The same
 * conditions as the declarations'. */
static void emit_gc_roots(Fn *F) {
  MI *mi = F->mi;
  IR *ir = mi->ir;
  StrBuf roots = {0};
  for (int i = 0; i < ir->slot_names.len; i++)
    if (F->slot_read[i] && may_hold_pointer(mi->slot_types[i])) sb_printf(&roots, " JLRT_GC_ROOT(s%d);", i);
  for (int i = 0; i < ir->code.len; i++) {
    Instr *in = &ir->code.items[i];
    if (!mi->live[i] || !(in->kind == I_CALL || in->kind == I_CCALL || in->kind == I_NEW) || (in->kind == I_CALL && !F->ssa_used[i]))
      continue;
    if (may_hold_pointer(mi->ssa_types[i])) sb_printf(&roots, " JLRT_GC_ROOT(v%d);", i);
  }
  if (roots.len) line(F, "%s", sb_str(&roots) + 1);
  free(roots.items);
}

static CFunc emit_mi_function(MI *mi);
/* ---- safe points ----
 * In a program that starts threads, a collection waits for every thread
 * to reach a safe point (runtime/threads.c); allocating is one. So that a
 * thread computing without allocating cannot hold the others up, the
 * generated code polls (JLRT_SAFEPOINT, runtime/jlrt.h) where code can run
 * long without returning: on each loop's back edge and on entry to a
 * function that can call itself. */
static bool *polls_on_entry;   /* by MI id; NULL: no polls (no threads) */

/* Tarjan's strongly connected components over the calls of the reachable
 * functions: a function is recursive if its component has another member
 * or it calls itself. */
typedef struct {
  int *index, *low;            /* by MI id: visit order (0: unvisited), lowest index reached */
  bool *on_stack;
  VEC(MI *) stack;
  int next;
} Components;

static void visit_calls(Components *c, MI *mi) {
  c->index[mi->id] = c->low[mi->id] = ++c->next;
  vec_push(c->stack, mi);
  c->on_stack[mi->id] = true;
  for (int i = 0; mi->ir && mi->live && mi->calls && i < mi->ir->code.len; i++) {
    if (!mi->live[i] || mi->ir->code.items[i].kind != I_CALL) continue;
    for (int k = 0; k < mi->calls[i].ncases; k++) {
      MI *t = mi->calls[i].cases[k].target;
      if (!t) continue;
      if (t == mi) polls_on_entry[mi->id] = true;
      if (!c->index[t->id]) {
        visit_calls(c, t);
        if (c->low[t->id] < c->low[mi->id]) c->low[mi->id] = c->low[t->id];
      } else if (c->on_stack[t->id] && c->index[t->id] < c->low[mi->id]) {
        c->low[mi->id] = c->index[t->id];
      }
    }
  }
  if (c->low[mi->id] != c->index[mi->id]) return;
  MI *member;                  /* mi roots a component: pop it */
  int size = 0, from = c->stack.len;
  do {
    member = c->stack.items[--from];
    c->on_stack[member->id] = false;
    size++;
  } while (member != mi);
  for (int k = from; size > 1 && k < c->stack.len; k++) polls_on_entry[c->stack.items[k]->id] = true;
  c->stack.len = from;
}

static void find_recursive_functions(void) {
  int n = inference.instances.len + 1;
  polls_on_entry = NEW_ARRAY(bool, n);
  Components c = {NEW_ARRAY(int, n), NEW_ARRAY(int, n), NEW_ARRAY(bool, n), {0}, 0};
  for (int i = 0; i < inference.reachable.len; i++)
    if (!c.index[inference.reachable.items[i]->id]) visit_calls(&c, inference.reachable.items[i]);
}

/* A poll before the goto at instruction i to `target`, when it closes a loop. */
static void put_backedge_poll(Fn *F, int i, int target) {
  if (polls_on_entry && target <= i) line(F, "JLRT_SAFEPOINT();");
}

static void emit_mi(MI *mi) {
  const char *prelude = NULL;
  if (mi->method && mi->method->multiversioned) {
    in_fma_clone = true;
    CFunc clone = emit_mi_function(mi);
    in_fma_clone = false;
    prelude = arena_printf("#if JLRT_HAVE_X86_64_V3\n%s\nstatic JLRT_X86_64_V3 %s %.*s#endif\n", clone.comment,
                           mi_signature_named(mi, fma_clone_name(mi)), clone.len, clone.body);
  }
  CFunc f = emit_mi_function(mi);
  f.prelude = prelude;
  if (prelude) f.small = false;   /* (the clone goes with it) */
  vec_push(funcs, f);
}

/* The C function of a method instance, from its opening brace. */
static CFunc emit_mi_function(MI *mi) {
  Fn F = {0};
  F.mi = mi;
  F.call_sites_from = call_sites.len;
  IR *ir = mi->ir;
  int n = ir->code.len;
  emit_loc = mi->method ? mi->method->loc : (Loc){0};
  const char *sig = mi_signature(mi);
  const char *comment = arena_printf("/* %s%s%s */", comment_text(mi_display(mi)), mi->method ? " at " : "", mi->method ? loc_str(mi->method->loc) : "");
  line(&F, "{");
  F.indent = 1;
  if (mi->method && mi->method->multiversioned && !in_fma_clone) {
    StrBuf args = {0};
    for (int i = 0; i < mi->nargs; i++)
      if (!is_ghost(mi->argtypes[i])) sb_printf(&args, "%sp%d", args.len ? ", " : "", i);
    sb_puts(&F.body, "#if JLRT_HAVE_X86_64_V3\n");
    if (is_ghost(mi->rettype))
      line(&F, "if (jlrt_cpu_is_x86_64_v3()) { %s(%s); return; }", fma_clone_name(mi), sb_str(&args));
    else
      line(&F, "if (jlrt_cpu_is_x86_64_v3()) return %s(%s);", fma_clone_name(mi), sb_str(&args));
    sb_puts(&F.body, "#endif\n");
    free(args.items);
  }
  /* which values are read, so that nothing is declared in vain (-Wall) */
  F.ssa_used = NEW_ARRAY(bool, n + 1);
  F.slot_read = NEW_ARRAY(bool, ir->slot_names.len + 1);
  for (int i = 0; i < n; i++) {
    if (!mi->live[i]) continue;
    Instr *in = &ir->code.items[i];
    for (int k = 0; k < in->nargs; k++) {
      if (in->args[k].kind == V_SSA) F.ssa_used[in->args[k].idx] = true;
      if (in->args[k].kind == V_SLOT) F.slot_read[in->args[k].idx] = true;
    }
  }
  /* locals live across a setjmp must be volatile to keep their values */
  const char *qual = "";
  for (int i = 0; i < n; i++)
    if (mi->live[i] && ir->code.items[i].kind == I_ENTER) {
      qual = " volatile";
      line(&F, "jlrt_handler h%d;", i);
    }
  /* a local some path reads unassigned has a flag, whatever its type */
  F.undef = undef_checks(mi);
  for (int i = 0; F.undef.start && i < ir->slot_names.len; i++)
    if (F.undef.flagged[i]) line(&F, "bool%s d%d = false;   /* %s is assigned */", qual, i, ir->slot_names.items[i]);
  for (int i = 0; i < ir->slot_names.len; i++) {
    Type *t = rep(mi->slot_types[i]);
    if (is_ghost(t)) continue;
    if (!F.slot_read[i]) {
      if (i < mi->nargs && !is_ghost(mi->argtypes[i])) line(&F, "(void)p%d;", i);
      continue;
    }
    Sym name = ir->slot_names.items[i];
    for (int k = 0; k < n; k++)        /* (a slot's first assignment is where no_repr points) */
      if (ir->code.items[k].kind == I_SLOTSET && ir->code.items[k].target == i) { emit_loc = ir->code.items[k].loc; break; }
    /* (void): a builtin may read a slot at compile time only (nfields) */
    if (i < mi->nargs)
      line(&F, "%s%s s%d = %s; (void)s%d;%s%s%s", ctype(t), qual, i,
           convert_repr(is_ghost(mi->argtypes[i]) ? NULL : arena_printf("p%d", i), mi->argtypes[i], t), i,
           name ? "   /* " : "", name ? name : "", name ? " */" : "");
    else
      line(&F, "%s%s s%d = {0}; (void)s%d;%s%s%s", ctype(t), qual, i, i, name ? "   /* " : "", name ? name : "", name ? " */" : "");
  }
  for (int i = 0; i < n; i++) {
    Instr *in = &ir->code.items[i];
    Type *t = rep(mi->ssa_types[i]);
    if (!mi->live[i] || !(in->kind == I_CALL || in->kind == I_CCALL || in->kind == I_NEW) || is_ghost(t)) continue;
    emit_loc = in->loc;
    if (!type_is_representable(t)) {
      if (in->kind == I_CALL && mi->calls[i].dynamic)
        unsupported_dynamic(in->loc, mi->calls[i].dynamic);
      error_at(in->loc, "not supported yet: a value of type %s here (dynamic typing), in %s", type_str(t), mi_display(mi));
    }
    if (in->kind == I_CALL && !F.ssa_used[i]) continue;
    line(&F, "%s v%d;", ctype(t), i);
  }
  emit_rt_sparams(&F, mi);
  if (target_wasm) emit_gc_roots(&F);
  bool *is_target = NEW_ARRAY(bool, n + 1);
  for (int i = 0; i < n; i++)
    if (mi->live[i] && (ir->code.items[i].kind == I_GOTO || ir->code.items[i].kind == I_GOTOIFNOT || ir->code.items[i].kind == I_ENTER))
      is_target[ir->code.items[i].target] = true;
  if (polls_on_entry && polls_on_entry[mi->id]) line(&F, "JLRT_SAFEPOINT();");
  int last_line = -1;
  SourceFile *last_file = NULL;
  for (int i = 0; i < n; i++) {
    Instr *in = &ir->code.items[i];
    if (is_target[i]) { F.indent = 0; line(&F, "L%d:;", i); F.indent = 1; }
    if (!mi->live[i]) continue;
    emit_loc = in->loc;
    if (in->loc.line && (in->loc.line != last_line || in->loc.file != last_file) && in->kind != I_GOTO) {
      last_line = in->loc.line;
      last_file = in->loc.file;
      /* with -g, #line lets a debugger step through the Julia source */
      if (debug_lines) line(&F, "#line %d %s", in->loc.line, c_quote(in->loc.file->path));
      else line(&F, "/* %s:%d */", basename_of(in->loc.file->path), in->loc.line);
      /* the top-level statement running, for a backtrace (nothing unless the program can throw) */
      if (!mi->method) line(&F, "JLRT_TOPLEVEL_AT(%d);", in->loc.line);
      /* calls are marked with their line (a line of another file, from a
       * macro say, would be read as one of the function's; top-level code
       * marks its calls only as its own, the line is recorded above) */
      bool own_file = !mi->method || in->loc.file == mi->method->loc.file;
      cur_mark_line = own_file ? in->loc.line : 0;
      cur_mark_mi = mi;
    }
    for (int k = F.undef.start ? F.undef.start[i] : 0; F.undef.start && k < F.undef.start[i + 1]; k++) {
      int s = F.undef.slots[k];
      line(&F, "if (!d%d) %s", s, raise_stmt("JLRT_UNDEFVAR_ERROR", ir->slot_names.items[s], "local", NULL));
      can_throw = true;   /* unlike a global's, a local's check earns the frame table */
    }
    switch (in->kind) {
    case I_CALL: emit_call(&F, i); break;
    case I_CCALL: emit_ccall(&F, i); break;
    case I_NEW: emit_new(&F, i); break;
    case I_SLOTSET: {
      Type *st = rep(mi->slot_types[in->target]);
      Type *vt = vtype(mi, in->args[0]);
      if (vt->kind == TY_BOTTOM) break;
      if (F.undef.start && F.undef.flagged[in->target]) line(&F, "d%d = true;", in->target);
      const char *e = val_expr(mi, in->args[0]);
      if (is_ghost(st)) break;
      if (F.slot_read[in->target]) line(&F, "s%d = %s;", in->target, convert_repr(e, vt, st));
      else if (e && in->args[0].kind == V_SSA) line(&F, "(void)%s;", e);
      break;
    }
    case I_GLOBALSET: {
      Binding *g = in->global;
      Type *vt = vtype(mi, in->args[0]);
      if (vt->kind == TY_BOTTOM) break;
      const char *gn = global_name(g);
      const char *e = val_expr(mi, in->args[0]);
      if (!is_ghost(g->type)) line(&F, "%s = %s;", gn, convert_repr(e, vt, g->type));
      line(&F, "%s_defined = true;", gn);
      break;
    }
    case I_GOTO:
      put_backedge_poll(&F, i, in->target);
      line(&F, "goto L%d;", in->target);
      break;
    case I_GOTOIFNOT: {
      put_backedge_poll(&F, i, in->target);
      Type *ct = vtype(mi, in->args[0]);
      const char *e = val_expr(mi, in->args[0]);
      int known = known_condition(mi, in);   /* inference took one way only */
      if (known >= 0) {
        if (!known) line(&F, "goto L%d;", in->target);
      } else if (ct == t_bool) {
        line(&F, "if (!%s) goto L%d;", e, in->target);
      } else if (ct->kind == TY_UNION && member_index(ct, t_bool) >= 0) {
        int j = member_index(ct, t_bool);
        /* the message names the member the value has */
        StrBuf names = {0};
        for (int k = 0; k < ct->nmembers; k++) sb_printf(&names, "%s%s", k ? ", " : "", c_quote(type_str(ct->members[k])));
        line(&F, "if (!(%s)) %s;", union_holds(e, ct, j),
             raise_call("JLRT_TYPE_ERROR", "if", "Bool", arena_printf("((const char *const[]){%s})[%s]", sb_str(&names), union_tag(e, ct)), NULL));
        free(names.items);
        line(&F, "if (!%s) goto L%d;", union_member(e, ct, j), in->target);
      } else if (ct->kind != TY_BOTTOM) {
        line(&F, "%s", raise_stmt("JLRT_TYPE_ERROR", "if", "Bool", type_str(ct)));
      }
      break;
    }
    case I_RETURN: {
      Type *vt = vtype(mi, in->args[0]);
      if (vt->kind == TY_BOTTOM) { line(&F, "__builtin_unreachable();"); break; }
      if (is_ghost(mi->rettype)) { line(&F, "return;"); break; }
      line(&F, "return %s;", convert_repr(val_expr(mi, in->args[0]), vt, mi->rettype));
      break;
    }
    case I_ENTER: line(&F, "if (jlrt_try(&h%d)) goto L%d;", i, in->target); break;
    case I_LEAVE: line(&F, "jlrt_pop_handlers(%d);", in->target); break;
    case I_NEWVAR:
      if (F.undef.start && F.undef.flagged[in->target]) line(&F, "d%d = false;", in->target);
      break;
    case I_NOP: break;
    }
  }
  if (is_target[n]) { F.indent = 0; line(&F, "L%d:;", n); F.indent = 1; }
  if (mi->rettype->kind == TY_BOTTOM || !is_ghost(mi->rettype)) line(&F, "__builtin_unreachable();");
  F.indent = 0;
  line(&F, "}\n");
  /* A small method of Base (or a generated constructor) is declared inline:
   * gcc -O2 inlines others only when they are tiny, but Base is layers of
   * small methods (iterate, next_char, getindex ...) that must disappear
   * into their callers, as Julia's inliner makes them. The program's own
   * functions are left to gcc's judgement (declared inline, a chain of small
   * functions calling each other grows the compile time by half), except a
   * straight-line leaf such as spectralnorm's eval_A: gcc's size estimate
   * counts the checks Base's methods carry (÷'s DivideError) before they
   * fold, so it kept a call in the benchmark's inner loop (not with -g,
   * where each of the program's functions keeps its frame). @inline and
   * @noinline on a definition decide for it.
   * Split, these go to the shared header, so each unit has its own copy. */
  int hint = mi->method ? mi->method->inline_hint : INLINE_NEVER;    /* (top-level parts: see mi_signature) */
  bool small = hint == INLINE_ALWAYS ||
               ((is_base_instance(mi) || (!debug_lines && is_straight_leaf(mi))) && F.body.len < SMALL_FUNCTION);
  if (hint == INLINE_NEVER || mi->rettype->kind == TY_BOTTOM || (debug_lines && is_user_mi(mi))) small = false;
  cur_mark_line = 0;
  return (CFunc){comment, sig, F.body.items, F.body.len, small, NULL};
}

/* The process exit status from main's return value. */
static const char *exit_code_expr(const char *call, Type *rt) {
  if (rt == t_nothing) return NULL;
  if (rt->kind == TY_DATATYPE && rt->name->is_primitive && rt != t_float64 && rt != t_float32) return call;
  fatal("the entry point returns %s; it must return an integer (the exit status) or nothing", type_str(rt));
}

/* The calls running the top-level code: its parts in order, up to one
 * that never returns (trim_collect reaches no further). */
static void call_toplevel(StrBuf *m) {
  for (int i = 0; i < inference.toplevel.len; i++) {
    MI *part = inference.toplevel.items[i];
    sb_printf(m, "  %s();\n", called(-1, part));
    if (part->rettype->kind == TY_BOTTOM) break;
  }
}

/* @cfunction number k: a C function of the signature it gives calling its
 * method instance (a Ref{T} argument is a T * in C, the T to Julia), and
 * jl_cfunction_k, which the @cfunction expression calls for its address. */
static void emit_cfunction(StrBuf *m, int k) {
  CFunction *cf = &inference.cfunctions.items[k];
  if (!cf->mi) return;
  bool returns_nothing = cf->ret == t_nothing;
  if (!returns_nothing && cf->mi->rettype != cf->ret)
    error_at(cf->loc, "not supported yet: @cfunction of %s returning %s where the C function returns %s "
             "(annotate the method's return type)", cf->fn->name, type_str(cf->mi->rettype), type_str(cf->ret));
  StrBuf params = {0}, args = {0};
  for (int i = 0; i < cf->nargs; i++) {
    Type *t = cf->argtypes[i];
    bool by_ref = cf->mi->argtypes[i] != t;
    sb_printf(&params, "%s%s%s a%d", i ? ", " : "", ctype(cf->mi->argtypes[i]), by_ref ? " *" : "", i);
    if (!is_ghost(cf->mi->argtypes[i])) sb_printf(&args, "%s%sa%d", args.len ? ", " : "", by_ref ? "*" : "", i);
  }
  const char *call = arena_printf("%s(%s)", called(-1, cf->mi), sb_str(&args));
  sb_printf(m, "static %s jl_cfunction_%d_entry(%s) {\n  %s%s;\n}\n\n", returns_nothing ? "void" : ctype(cf->ret), k,
            cf->nargs ? sb_str(&params) : "void", returns_nothing ? "" : "return ", call);
  sb_printf(m, "void *jl_cfunction_%d(void) {\n  return (void *)jl_cfunction_%d_entry;\n}\n\n", k, k);
  free(params.items);
  free(args.items);
}

/* A shared library: each @ccallable becomes an exported C function of its
 * C name (cabi.c says how its arguments cross); a constructor starts the
 * runtime and runs the top-level code when the library loads, a destructor
 * flushes the output when it unloads (or the process ends). */
static void emit_library_entries(StrBuf *m, FILE *header, const char *guard) {
  sb_puts(m, "__attribute__((constructor)) static void jl_library_init(void) {\n  jlrt_start(0, NULL, NULL);\n");
  call_toplevel(m);
  sb_puts(m, "}\n\n__attribute__((destructor)) static void jl_library_fini(void) {\n  jlrt_library_unload();\n}\n\n");
  for (int i = 0; i < inference.ccallable_mis.len; i++) {
    MI *mi = inference.ccallable_mis.items[i];
    CAbiKind rk = cabi_kind(mi->rettype, true);
    if (rk == CABI_UNSUPPORTED || rk == CABI_ARRAY)
      error_at(mi->method->loc, "not supported yet: a @ccallable returning %s (numbers, Bool, Char, Ptr, "
               "isbits structs and Nothing cross to C)", type_str(mi->rettype));
    const char *cname = mi->method->c_name;
    bool ident = (*cname < '0' || *cname > '9');
    for (const char *p = cname; *p; p++)
      ident &= (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_';
    if (!ident || !strncmp(cname, "jlrt_", 5) || !strncmp(cname, "jl_library_", 11))
      error_at(mi->method->loc, "not supported yet: the C name `%s` (a C identifier, not starting with jlrt_ or "
               "jl_library_; name it with Base.@ccallable \"cname\" function ...)", cname);
    for (int j = 0; j < i; j++)
      if (inference.ccallable_mis.items[j]->method->c_name == cname)
        error_at(mi->method->loc, "@ccallable: the C name `%s` is exported twice", cname);
    const char *ret = rk == CABI_VOID ? "void" : ctype(mi->rettype);
    StrBuf sig = {0}, args = {0};
    sb_printf(&sig, "%s %s(", ret, mi->method->c_name);
    for (int k = 0; k < mi->nargs; k++) {
      Type *t = mi->argtypes[k];
      CAbiKind kind = cabi_kind(t, false);
      if (kind == CABI_UNSUPPORTED)
        error_at(mi->method->loc, "not supported yet: a @ccallable argument of type %s (numbers, Bool, Char, "
                 "Cstring, Ptr, isbits structs and Vectors of them cross to C)", type_str(t));
      if (kind == CABI_ARRAY) {      /* a pointer and a count, wrapped as the Vector */
        sb_printf(&sig, "%s%s *a%d, int64_t n%d", k ? ", " : "", ctype(t->params[0]), k, k);
        sb_printf(&args, "%sjlrt_array_wrap(a%d, n%d)", k ? ", " : "", k, k);
      } else {
        sb_printf(&sig, "%s%s a%d", k ? ", " : "", ctype(t), k);
        sb_printf(&args, "%sa%d", k ? ", " : "", k);
      }
    }
    if (!mi->nargs) sb_puts(&sig, "void");
    sb_puts(&sig, ")");
    /* the outermost Julia frame is the top of the stack the collector scans;
     * leaving the outermost call flushes the output */
    if (target_wasm)   /* exported to JavaScript under its own name */
      sb_printf(m, "__attribute__((export_name(\"%s\"))) ", mi->method->c_name);
    else
      sb_puts(m, "__attribute__((visibility(\"default\"))) ");
    sb_printf(m, "%s {\n  void *jl_outer = jlrt_enter(__builtin_frame_address(0));\n", sb_str(&sig));
    if (rk == CABI_VOID || is_ghost(mi->rettype)) sb_printf(m, "  %s(%s);\n  jlrt_leave(jl_outer);\n}\n\n", called(-1, mi), sb_str(&args));
    else sb_printf(m, "  %s r = %s(%s);\n  jlrt_leave(jl_outer);\n  return r;\n}\n\n", ret, called(-1, mi), sb_str(&args));
    free(sig.items);
    free(args.items);
  }
  cabi_write_header(header, guard);
}

/* The program's own functions (not Base's), for backtraces: their section
 * and their start are known (runtime/backtrace.c). */
static bool is_user_mi(MI *mi) {
  if (!mi->method) return true;
  Module *m = mi->method->module;
  while (m->parent && m != main_module) m = m->parent;
  return m == main_module;
}

/* The file of the program's top-level code (of Main's last statement). */
static const char *toplevel_file(void) {
  for (int i = program.toplevel.len - 1; i >= 0; i--) {
    Loc loc = program.toplevel.items[i]->loc;
    if (program.toplevel_mod.items[i] == main_module && loc.file) return loc.file->path;
  }
  return "";
}

/* A module as Julia prints it: Base.Broadcast, Main.M. */
static const char *module_path(Module *m) {
  return m->parent ? arena_printf("%s.%s", module_path(m->parent), m->name) : m->name;
}

/* The frame table's strings, each once, and their offsets in it: by
 * interned symbol, in open addressing (a row per function of the program). */
typedef struct { Sym str; int at; } FrameString;
typedef struct { VEC(const char *) strs; int len; FrameString *slots; size_t cap; } FrameStrings;

static int frame_string(FrameStrings *fs, const char *str) {
  if (2 * ((size_t)fs->strs.len + 1) > fs->cap) {
    size_t cap = fs->cap ? fs->cap * 2 : 256;
    FrameString *slots = NEW_ARRAY(FrameString, cap);
    for (size_t i = 0; i < fs->cap; i++) {
      if (!fs->slots[i].str) continue;
      size_t j = ((uintptr_t)fs->slots[i].str >> 3) & (cap - 1);
      while (slots[j].str) j = (j + 1) & (cap - 1);
      slots[j] = fs->slots[i];
    }
    fs->slots = slots;
    fs->cap = cap;
  }
  Sym s = sym(str);
  size_t j = ((uintptr_t)s >> 3) & (fs->cap - 1);
  while (fs->slots[j].str && fs->slots[j].str != s) j = (j + 1) & (fs->cap - 1);
  if (fs->slots[j].str) return fs->slots[j].at;
  fs->slots[j] = (FrameString){s, fs->len};
  vec_push(fs->strs, s);
  fs->len += (int)strlen(s) + 1;
  return fs->slots[j].at;
}

/* A row in the frame table for each of the program's own functions and for
 * each of Base's that marks a call (the others are never a frame): the row
 * of reachable function i, or -1. */
static int frame_row(int i) {
  static int *rows;
  if (!rows) {
    rows = NEW_ARRAY(int, inference.reachable.len + 1);
    for (int k = 0, n = 0; k < inference.reachable.len; k++) {
      MI *mi = inference.reachable.items[k];
      rows[k] = is_user_mi(mi) || marked[mi->id] ? n++ : -1;
    }
  }
  return rows[i];
}

/* The frame table (runtime/backtrace.c), written with the first unit: the
 * rows hold no pointer, only offsets into one string, so that the loader
 * has nothing to relocate; Base's files print as Julia prints them,
 * ./int.jl (file_shown). */
static void emit_frame_table(StrBuf *out) {
  StrBuf rows = {0};
  FrameStrings strings = {0};
  int nrows = 0;
  for (int i = 0; i < inference.reachable.len; i++) {
    MI *mi = inference.reachable.items[i];
    if (frame_row(i) < 0) continue;
    Loc loc = mi->method ? mi->method->loc : (Loc){0};
    const char *file = loc.file ? file_shown(loc.file) : toplevel_file();
    int name = frame_string(&strings, mi_display(mi));
    int module = mi->method ? frame_string(&strings, module_path(mi->method->module)) : -1;
    sb_printf(&rows, "  {%d, %d, %d, %d, %d},\n", mi->id, name, module, frame_string(&strings, file), loc.line);
    nrows++;
  }
  sb_printf(out, "\nconst jlrt_frame_info jlrt_frames[] = {\n%s};\nconst int32_t jlrt_nframes = %d;\n", sb_str(&rows), nrows);
  /* the call sites of functions that can be a frame, from one line each */
  int nsites = 0;
  sb_puts(out, "const jlrt_call_site jlrt_call_sites[] = {\n");
  for (int i = 0; i < call_sites.len; i++) {
    CallSite *c = &call_sites.items[i];
    if (c->line < 0 || !(is_user_mi(c->callee) || marked[c->callee->id])) continue;
    sb_printf(out, "  {%d, %d, %d},\n", c->caller->id, c->callee->id, c->line);
    nsites++;
  }
  sb_printf(out, "%s};\nconst int32_t jlrt_ncall_sites = %d;\n", nsites ? "" : "  {0, 0, 0},\n", nsites);
  sb_puts(out, "const char jlrt_frame_strings[] =");
  for (int i = 0; i < strings.strs.len; i++) sb_printf(out, "\n  %s \"\\0\"", c_quote(strings.strs.items[i]));
  sb_printf(out, ";\nconst bool jlrt_calls_marked = %s;\nJLRT_LINK_BACKTRACE;\n\n", debug_lines ? "true" : "false");
  free(rows.items);
}

void emit_program(bool with_line_directives, FILE *header, const char *guard) {
  debug_lines = with_line_directives;
  /* a library's exported names are taken first: no type or function of the
   * generated C may be named the same */
  for (int i = 0; header && i < inference.ccallable_mis.len; i++) {
    NameSlot *slot = name_slot(inference.ccallable_mis.items[i]->method->c_name);
    if (!slot->name) claim(slot, inference.ccallable_mis.items[i]->method->c_name);
  }
  marked = NEW_ARRAY(bool, inference.instances.len + 1);
  if (inference.starts_threads) find_recursive_functions();
  for (int i = 0; i < inference.reachable.len; i++) emit_mi(inference.reachable.items[i]);
  StrBuf *m = &entry_code;
  /* the runtime's errors become Julia exceptions here (runtime/jlrt.h) */
  if (inference.runtime_error_mi)
    sb_printf(m, "void jlrt_throw_hook(int32_t kind, const char *a, const char *b, const char *c, int64_t n) {\n"
                 "  %s(kind, jlrt_cstring(a), jlrt_cstring(b), jlrt_cstring(c), n);\n  __builtin_unreachable();\n}\n\n",
              called(-1, inference.runtime_error_mi));
  /* the finalizers still registered run at exit (runtime/start.c) */
  if (inference.exit_finalizers_mi)
    sb_printf(m, "void jlrt_finalize_at_exit(void) {\n  %s();\n}\n\n", called(-1, inference.exit_finalizers_mi));
  /* a thread runs a task by its type (runtime/threads.c, base/threads.jl) */
  if (inference.task_runner_mis.len) {
    sb_puts(m, "void jlrt_thread_run_hook(void *task) {\n  switch (*(uint64_t *)task) {\n");
    for (int i = 0; i < inference.task_runner_mis.len; i++) {
      MI *r = inference.task_runner_mis.items[i];
      sb_printf(m, "  case %d: %s((%s)task); break;\n", r->argtypes[0]->id, called(-1, r), ctype(r->argtypes[0]));
    }
    sb_puts(m, "  }\n}\n\n");
  }
  /* the collector scans each thread's exception in flight (runtime/threads.c) */
  if (uses_threads() && inference.exception.type)
    sb_printf(m, "void jlrt_thread_exception_slot(char **from, char **to) {\n"
                 "  *from = (char *)&%s;\n  *to = *from + sizeof jl_exception;\n}\n\n", exception_var());
  for (int i = 0; i < inference.cfunctions.len; i++) emit_cfunction(m, i);
  if (header) {
    emit_library_entries(m, header, guard);
    return;
  }
  sb_puts(m, "int main(int argc, char **argv) {\n  jlrt_init(argc, argv);\n");
  call_toplevel(m);
  MI *entry = inference.main_mi;   /* (none when the script calls its main() itself: infer_program) */
  if (!entry) {
    for (int i = 0; i < inference.ccallable_mis.len; i++) {
      MI *c = inference.ccallable_mis.items[i];
      if (c->method->func->name == sym("main") && c->nargs == 0) entry = c;
    }
  }
  if (entry) {
    const char *call = arena_printf("%s(%s)", called(-1, entry), entry->nargs && !is_ghost(entry->argtypes[0]) ? "jlrt_args()" : "");
    if (entry->rettype->kind == TY_BOTTOM) {
      sb_printf(m, "  %s;\n", call);
    } else {
      const char *code = exit_code_expr(call, entry->rettype);
      if (code) sb_printf(m, "  jlrt_exit((int64_t)%s);\n", code);
      else sb_printf(m, "  %s;\n", call);
    }
  }
  sb_puts(m, "  jlrt_exit(0);\n}\n");
}

/* ---- translation units ----
 * A program whose functions come to more than UNIT_BYTES of C is split into
 * up to `jobs` units that the C compiler builds in parallel: a shared header
 * "units.h" (types, data, the functions called across units, and small Base
 * methods as static inline), and units holding the other functions in
 * emission order, which keeps a caller near its callees, cut into parts of
 * about equal size. A function called only within its unit stays static:
 * gcc takes several times longer on a program whose functions are all
 * external, as it can then neither drop one it has inlined everywhere nor
 * optimize calls knowing all callers. The first unit also defines the data
 * and main(). A smaller program stays one file, compiled as before. */
#define UNIT_BYTES (512 * 1024)
static int unit_count;
static int *unit_of;           /* per function: its unit (-1: in the header) */
static bool *exported;         /* per function: called from another unit */

#define UNPLACED (-2)

/* A small method goes to the unit of its callers when they are all in one
 * unit, else to the header: most of them (a constructor, the `convert` a
 * function of the program needs) serve one caller, and a header copy would
 * be parsed by every unit for nothing. By rounds, as a small method may be
 * called by small methods not yet placed; what is left (callers in several
 * units, recursion) goes to the header. */
static void place_small_functions(int *func_of) {
  /* callers of each function: counts, then one array sliced by callee */
  int *first = NEW_ARRAY(int, funcs.len + 1), *callers = NEW_ARRAY(int, call_edges.len + 1);
  for (int i = 0; i < call_edges.len; i++) first[func_of[call_edges.items[i].callee->id] + 1]++;
  for (int i = 0; i < funcs.len; i++) first[i + 1] += first[i];
  int *fill = NEW_ARRAY(int, funcs.len + 1);
  for (int i = 0; i < call_edges.len; i++) {
    int f = func_of[call_edges.items[i].callee->id];
    callers[first[f] + fill[f]++] = call_edges.items[i].caller;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int f = 0; f < funcs.len; f++) {
      if (unit_of[f] != UNPLACED) continue;
      int home = first[f] == first[f + 1] ? 0 : UNPLACED;   /* never called: the first unit */
      bool ready = true, header = false;
      for (int k = first[f]; k < first[f + 1]; k++) {
        int c = callers[k], u = c < 0 ? 0 : c == f ? home : unit_of[c];
        if (u == UNPLACED) ready = false;
        else if (u < 0 || (home != UNPLACED && u != home)) header = true;
        else home = u;
      }
      if (header) unit_of[f] = -1;
      else if (ready && home != UNPLACED) unit_of[f] = home;
      else continue;
      changed = true;
    }
  }
  for (int f = 0; f < funcs.len; f++)
    if (unit_of[f] == UNPLACED) unit_of[f] = -1;
}

int emit_units(int jobs) {
  long total = 0, split = 0, done = 0;
  for (int i = 0; i < funcs.len; i++) total += funcs.items[i].len;
  long n = total / UNIT_BYTES + 1;
  unit_count = (int)(n < jobs ? n : jobs < 1 ? 1 : jobs);
  unit_of = NEW_ARRAY(int, funcs.len + 1);
  exported = NEW_ARRAY(bool, funcs.len + 1);
  if (unit_count == 1) return 1;
  for (int i = 0; i < funcs.len; i++) {
    if (funcs.items[i].small) unit_of[i] = UNPLACED;
    else split += funcs.items[i].len;
  }
  for (int i = 0; i < funcs.len; i++) {
    if (unit_of[i] == UNPLACED) continue;
    unit_of[i] = (int)(done * unit_count / split);
    done += funcs.items[i].len;
  }
  /* funcs are in the order of inference.reachable: index by MI */
  int *func_of = NEW_ARRAY(int, inference.instances.len + 1);
  for (int i = 0; i < funcs.len; i++) func_of[inference.reachable.items[i]->id] = i;
  place_small_functions(func_of);
  for (int i = 0; i < call_edges.len; i++) {
    CallEdge *e = &call_edges.items[i];
    int f = func_of[e->callee->id];
    int from = e->caller < 0 ? 0 : unit_of[e->caller];
    if (unit_of[f] >= 0 && from != unit_of[f]) exported[f] = true;
  }
  return unit_count;
}

/* The file's opening comment, and gcc's loop vectorizer told to accept the
 * run-time overlap checks that arrays need (two Vector{Float64} may share
 * their data as far as C can tell): at -O2 it vectorizes only loops that
 * need none, which leaves out e.g. c[i, j] += a[i, k] * b (clang's -O2
 * already does this). */
static void write_banner(FILE *out) {
  fputs("/* Generated by jlc from Julia source. Each function is one method\n"
        " * instance: a Julia method specialized on concrete argument types.\n"
        " * Compile with -fwrapv: Julia's integer arithmetic wraps. */\n"
        "#if defined(__GNUC__) && !defined(__clang__)\n"
        "#pragma GCC optimize(\"vect-cost-model=cheap\")\n"
        "#endif\n", out);
}

/* The storage class of function i: static (inline when small), or nothing
 * when a split program calls it from another unit. */
static const char *storage(int i) {
  if (unit_count > 1 && exported[i]) return "";
  return funcs.items[i].small ? "static inline " : "static ";
}

static void write_function(FILE *out, int i) {
  CFunc *f = &funcs.items[i];
  if (f->prelude) fputs(f->prelude, out);
  fprintf(out, "%s\n%s%s ", f->comment, storage(i), f->sig);
  fwrite(f->body, 1, (size_t)f->len, out);
}

static void write_data(FILE *out, const char *storage_class) {
  for (int i = 0; i < data_defs.len; i++) {
    CData *d = &data_defs.items[i];
    fprintf(out, "%s%s%s%s;\n", storage_class, d->decl, d->init ? " = " : "", d->init ? d->init : "");
  }
  fputs("\n", out);
}

/* Where the program's own functions of one unit start, and their rows:
 * each unit lists its own (the header's small ones too: each unit has its
 * copy) in section jl_frame_starts, which the linker gathers. Taking the
 * address of a small Base function would keep a copy of it out of line, so
 * Base's functions are known by their section alone. */
static void emit_frame_starts(FILE *out, int unit) {
  StrBuf starts = {0};
  for (int i = 0; i < inference.reachable.len; i++) {
    MI *mi = inference.reachable.items[i];
    if (is_user_mi(mi) && (unit_of[i] == unit || unit_of[i] < 0))
      sb_printf(&starts, "  {(const void *)%s, %d},\n", mi_cname(mi), frame_row(i));
  }
  if (starts.len)
    fprintf(out, "static const jlrt_frame_start frame_starts[] __attribute__((used, section(\"jl_frame_starts\"))) = {\n%s};\n\n",
            sb_str(&starts));
  free(starts.items);
}

/* The declarations of the functions of `unit` (-1: those the header holds);
 * in a program that can throw, each in the section that tells a backtrace
 * whose it is, the program's own or Base's. */
static void write_prototypes(FILE *out, int unit) {
  for (int i = 0; i < funcs.len; i++) {
    bool in_header = unit_of[i] < 0 || exported[i];
    if (!(unit == -1 ? in_header : unit_of[i] == unit && !in_header)) continue;
    const char *section = !can_throw ? "" : is_user_mi(inference.reachable.items[i]) ? " __attribute__((section(\"jl_user_text\")))"
                                                                                 : " __attribute__((section(\"jl_base_text\")))";
    fprintf(out, "%s%s%s;\n", storage(i), funcs.items[i].sig, section);
  }
  fputs("\n", out);
}

/* Where a program can throw (it has a frame table), top-level code records
 * its line for backtraces and functions mark the lines of their calls;
 * elsewhere these cost nothing. */
static void write_line_macros(FILE *out) {
  bool traced = can_throw;
  fprintf(out, "#define JLRT_TOPLEVEL_AT(line) %s\n", traced ? "(jlrt_toplevel_line = (line))" : "");
  fprintf(out, "#define JLRT_AT(line, frame, callee) %s\n\n", traced ? "JLRT_MARK_LINE(line, frame, callee)" : "");
}

void emit_write_header(FILE *out) {
  write_banner(out);
  fputs("#ifndef JLC_UNITS_H\n#define JLC_UNITS_H\n", out);
  write_include(out);
  fputs("/* one program: nothing here is seen outside it */\n#pragma GCC visibility push(hidden)\n\n", out);
  fputs(sb_str(&sec_types), out);
  for (int i = 0; i < data_defs.len; i++) fprintf(out, "extern %s;\n", data_defs.items[i].decl);
  fputs("\n", out);
  fputs(sb_str(&sec_protos), out);
  write_line_macros(out);
  write_prototypes(out, -1);
  for (int i = 0; i < funcs.len; i++)
    if (unit_of[i] < 0) write_function(out, i);
  fputs("#pragma GCC visibility pop\n#endif\n", out);
}

void emit_write(FILE *out, int unit) {
  write_banner(out);
  if (unit_count > 1) {
    fputs("#include \"units.h\"\n\n", out);
    if (unit == 0) write_data(out, "");
  } else {
    write_include(out);
    fputs("\n", out);
    fputs(sb_str(&sec_types), out);
    write_data(out, "static ");
    fputs(sb_str(&sec_protos), out);
    write_line_macros(out);
  }
  write_prototypes(out, unit);
  if (can_throw) {                /* backtraces: the frame table, and this unit's starts */
    if (unit == 0) {
      StrBuf frames = {0};
      emit_frame_table(&frames);
      fputs(sb_str(&frames), out);
      free(frames.items);
    }
    emit_frame_starts(out, unit);
  }
  for (int i = 0; i < funcs.len; i++)
    if (unit_of[i] == unit) write_function(out, i);
  if (unit == 0) fputs(sb_str(&entry_code), out);
}
