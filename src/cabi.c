/* cabi.c — the C side of a library's exported (@ccallable) functions: which
 * Julia types cross the C ABI and how, the header C programs include, and
 * --export-abi's description of the same in JuliaC's JSON format.
 *
 * What crosses: numbers, Bool, Char, Cstring and Ptr{T} as C scalars; an
 * isbits struct by value, its fields laid out as Julia lays them out (the C
 * rules: each field at its alignment, the size rounded up to the largest),
 * which is also how the generated C declares it; a Vector{T} of such
 * elements as two C arguments, a pointer to the first element and the
 * count, wrapped without a copy (unsafe_wrap). The header names a struct as
 * Julia's type with its parameters joined by `_` (CVectorPair{Float32} is
 * CVectorPair_Float32). */
#include "ir.h"

static bool is_named(Type *t, const char *name) {
  return t->kind == TY_DATATYPE && t->name->name == sym(name);
}

static bool is_cvoid(Type *t) { return t == t_nothing; }

static bool is_homogeneous_tuple(Type *t) {
  if (t->kind != TY_DATATYPE || t->name != tn_tuple || t->nfields == 0) return false;
  for (int i = 1; i < t->nfields; i++)
    if (t->field_types[i] != t->field_types[0]) return false;
  return true;
}

/* An isbits struct (not a tuple): passed by value, declared in the header. */
static bool is_c_struct(Type *t) {
  return t->kind == TY_DATATYPE && t->is_concrete && !t->name->is_primitive && !t->name->is_mutable &&
         t->name != tn_tuple && !t->is_singleton && type_is_isbits(t);
}

CAbiKind cabi_kind(Type *t, bool is_return) {
  if (is_return && is_cvoid(t)) return CABI_VOID;
  if (t->kind != TY_DATATYPE || !t->is_concrete) return CABI_UNSUPPORTED;
  if (t->name->is_primitive) return CABI_SCALAR;
  if (is_c_struct(t)) return CABI_STRUCT;
  if (!is_return && t->name == tn_array && t->nparams == 2 && t->params[1]->kind == TY_VALUE &&
      t->params[1]->value.i == 1) {
    Type *e = t->params[0];
    if (e->kind == TY_DATATYPE && (e->name->is_primitive || is_c_struct(e))) return CABI_ARRAY;
  }
  return CABI_UNSUPPORTED;
}

/* ---- layout: Julia's, which for isbits types is C's ---- */

static void layout(Type *t, int64_t *size, int64_t *align) {
  if (is_cvoid(t) || t->is_singleton) { *size = 0; *align = 1; return; }
  if (t->name->is_primitive) {
    *size = t->name->nbits / 8;
    *align = *size > 16 ? 16 : *size < 1 ? 1 : *size;
    return;
  }
  int64_t off = 0, al = 1;
  for (int i = 0; i < t->nfields; i++) {
    int64_t fs, fa;
    layout(t->field_types[i], &fs, &fa);
    off = (off + fa - 1) / fa * fa + fs;
    if (fa > al) al = fa;
  }
  *size = (off + al - 1) / al * al;
  *align = al;
}

static int64_t field_offset(Type *t, int k) {
  int64_t off = 0;
  for (int i = 0; i <= k; i++) {
    int64_t fs, fa;
    layout(t->field_types[i], &fs, &fa);
    off = (off + fa - 1) / fa * fa;
    if (i < k) off += fs;
  }
  return off;
}

/* ---- the header ---- */

/* CVectorPair{Float32} as a C identifier: CVectorPair_Float32 */
static void struct_name_into(StrBuf *b, Type *t) {
  if (t->kind == TY_DATATYPE) {
    for (const char *p = t->name->name; *p; p++)
      sb_printf(b, "%c", ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ? *p : '_');
    for (int i = 0; i < t->nparams; i++) { sb_puts(b, "_"); struct_name_into(b, t->params[i]); }
    return;
  }
  for (const char *p = type_str(t); *p; p++)
    sb_printf(b, "%c", ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ? *p : '_');
}

static const char *struct_name(Type *t) {
  StrBuf b = {0};
  struct_name_into(&b, t);
  const char *s = arena_strndup(sb_str(&b), strlen(sb_str(&b)));
  free(b.items);
  return s;
}

/* The C type naming t in the header (a declarator's base: `float *`). */
static const char *header_type(Type *t) {
  if (is_cvoid(t)) return "void";
  if (t == t_bool) return "bool";
  if (t == t_float64) return "double";
  if (t == t_float32) return "float";
  if (t == t_char) return "uint32_t";
  if (is_named(t, "Cstring")) return "char *";
  if (t->kind == TY_DATATYPE && t->name == tn_ptr) {
    const char *to = header_type(t->params[0]);
    return arena_printf("%s%s*", to, to[strlen(to) - 1] == '*' ? "" : " ");
  }
  if (t->kind == TY_DATATYPE && t->name->is_primitive) {
    bool is_signed = false;
    for (Type *s = t; s; s = s->super) is_signed |= s->name->name == sym("Signed");
    int bits = t->name->nbits;
    if (bits == 128) return is_signed ? "__int128" : "unsigned __int128";
    return arena_printf("%sint%d_t", is_signed ? "" : "u", bits <= 8 ? 8 : bits <= 16 ? 16 : bits <= 32 ? 32 : 64);
  }
  return struct_name(t);
}

static bool is_c_keyword(const char *s) {
  static const char *const words[] = {"auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "bool", NULL};
  for (int i = 0; words[i]; i++)
    if (!strcmp(s, words[i])) return true;
  return false;
}

/* A Julia name as a C identifier in the header (`int_` for `int`; argN
 * for one C cannot spell, such as α). */
static const char *c_ident(Sym name, int k) {
  if (!name) return arena_printf("arg%d", k + 1);
  for (const char *p = name; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
      return arena_printf("arg%d", k + 1);
  return is_c_keyword(name) ? arena_printf("%s_", name) : name;
}

/* `T name` as a declaration: a homogeneous tuple (NTuple{4, Float64}) is
 * a C array. */
static void declare(StrBuf *b, Type *t, const char *name) {
  StrBuf dims = {0};
  while (is_homogeneous_tuple(t)) {
    sb_printf(&dims, "[%d]", t->nfields);
    t = t->field_types[0];
  }
  const char *ty = header_type(t);
  sb_printf(b, "%s%s%s%s", ty, ty[strlen(ty) - 1] == '*' ? "" : " ", name, dims.len ? sb_str(&dims) : "");
  free(dims.items);
}

typedef VEC(Type *) TypeList;

static bool listed(TypeList *l, Type *t) {
  for (int i = 0; i < l->len; i++)
    if (l->items[i] == t) return true;
  return false;
}

/* The structs t needs declared, in an order where each struct a field
 * holds by value comes first (through a pointer, a forward typedef does). */
static void collect_structs(Type *t, TypeList *order, TypeList *seen) {
  while (t->kind == TY_DATATYPE && (t->name == tn_ptr || is_homogeneous_tuple(t)))
    t = t->name == tn_ptr ? t->params[0] : t->field_types[0];
  if (t->kind == TY_DATATYPE && t->name == tn_array) t = t->params[0];
  if (!is_c_struct(t) || listed(seen, t)) return;
  vec_push(*seen, t);
  for (int i = 0; i < t->nfields; i++) collect_structs(t->field_types[i], order, seen);
  vec_push(*order, t);
}

static const char *c_name_of(MI *mi) { return mi->method->c_name ? mi->method->c_name : mi->method->func->name; }

/* The Julia signature, for the header's comment: name(x::Int64)::Float64 */
static const char *julia_signature(MI *mi, bool with_return) {
  StrBuf b = {0};
  sb_printf(&b, "%s(", c_name_of(mi));
  for (int k = 0; k < mi->nargs; k++)
    sb_printf(&b, "%s%s::%s", k ? ", " : "", mi->method->argnames[k] ? mi->method->argnames[k] : "",
              type_str(mi->argtypes[k]));
  sb_puts(&b, ")");
  if (with_return) sb_printf(&b, "::%s", type_str(mi->rettype));
  const char *s = arena_strndup(sb_str(&b), strlen(sb_str(&b)));
  free(b.items);
  return s;
}

void cabi_write_header(FILE *h, const char *guard) {
  fprintf(h, "/* Generated by jlc: the C interface of a library compiled from Julia. */\n"
             "#ifndef %s\n#define %s\n\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n"
             "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n", guard, guard);
  TypeList order = {0}, seen = {0};
  for (int i = 0; i < inference.ccallable_mis.len; i++) {
    MI *mi = inference.ccallable_mis.items[i];
    for (int k = 0; k < mi->nargs; k++) collect_structs(mi->argtypes[k], &order, &seen);
    collect_structs(mi->rettype, &order, &seen);
  }
  for (int i = 0; i < order.len; i++) {
    const char *name = struct_name(order.items[i]);
    fprintf(h, "typedef struct %s %s;\n", name, name);
  }
  if (order.len) fputc('\n', h);
  for (int i = 0; i < order.len; i++) {
    Type *t = order.items[i];
    int64_t size, align;
    layout(t, &size, &align);
    fprintf(h, "/* %s: %lld bytes */\nstruct %s {\n", type_str(t), (long long)size, struct_name(t));
    for (int f = 0; f < t->nfields; f++) {
      if (t->field_types[f]->is_singleton) continue;
      StrBuf b = {0};
      declare(&b, t->field_types[f], c_ident(t->field_names ? t->field_names[f] : NULL, f));
      fprintf(h, "  %s;\n", sb_str(&b));
      free(b.items);
    }
    fprintf(h, "};\n\n");
  }
  for (int i = 0; i < inference.ccallable_mis.len; i++) {
    MI *mi = inference.ccallable_mis.items[i];
    StrBuf b = {0};
    sb_printf(&b, "%s", header_type(cabi_kind(mi->rettype, true) == CABI_VOID ? t_nothing : mi->rettype));
    if (b.items[b.len - 1] != '*') sb_puts(&b, " ");
    sb_printf(&b, "%s(", c_name_of(mi));
    int n = 0;
    for (int k = 0; k < mi->nargs; k++) {
      Type *t = mi->argtypes[k];
      const char *name = c_ident(mi->method->argnames[k], k);
      if (n++) sb_puts(&b, ", ");
      if (cabi_kind(t, false) == CABI_ARRAY) {
        const char *e = header_type(t->params[0]);
        sb_printf(&b, "%s%s*%s, int64_t %s_length", e, e[strlen(e) - 1] == '*' ? "" : " ", name, name);
      } else {
        declare(&b, t, name);
      }
    }
    if (!n) sb_puts(&b, "void");
    fprintf(h, "/* %s */\n%s);\n", julia_signature(mi, true), sb_str(&b));
    free(b.items);
  }
  fprintf(h, "\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n");
}

/* ---- --export-abi: JuliaC's JSON ---- */

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
    else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
    else fputc(*p, f);
  }
  fputc('"', f);
}

/* JuliaC's rule: a type, the types a Ptr points to, and those of its
 * parameters and fields, each once. */
static void add_types(Type *t, TypeList *types) {
  if (listed(types, t)) return;
  while (t->kind == TY_DATATYPE && t->name == tn_ptr) {
    vec_push(*types, t);
    t = t->params[0];
    if (listed(types, t)) return;
  }
  vec_push(*types, t);
  if (t->kind != TY_DATATYPE) return;
  for (int i = 0; i < t->nparams; i++)
    if (t->params[i]->kind == TY_DATATYPE) add_types(t->params[i], types);
  if (!t->name->is_primitive)
    for (int i = 0; i < t->nfields; i++) add_types(t->field_types[i], types);
}

static int type_id(TypeList *types, Type *t) {
  for (int i = 0; i < types->len; i++)
    if (types->items[i] == t) return i + 1;
  return 0;
}

static Type *pointer_to(Type *t) { return type_apply(tn_ptr, &t, 1, (Loc){0}); }

bool cabi_write_json(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return false;
  TypeList types = {0};
  for (int i = 0; i < inference.ccallable_mis.len; i++) {
    MI *mi = inference.ccallable_mis.items[i];
    for (int k = 0; k < mi->nargs; k++) {
      Type *t = mi->argtypes[k];
      if (cabi_kind(t, false) == CABI_ARRAY) {       /* a pointer and a count */
        add_types(pointer_to(t->params[0]), &types);
        add_types(t_int64, &types);
      } else {
        add_types(t, &types);
      }
    }
    add_types(mi->rettype, &types);
  }
  fprintf(f, "{\n  \"functions\": [\n");
  for (int i = 0; i < inference.ccallable_mis.len; i++) {
    MI *mi = inference.ccallable_mis.items[i];
    fprintf(f, "    {\n      \"symbol\": ");
    json_string(f, c_name_of(mi));
    fprintf(f, ",\n      \"name\": ");
    json_string(f, julia_signature(mi, false));
    fprintf(f, ",\n      \"arguments\": [\n");
    int n = 0;
    for (int k = 0; k < mi->nargs; k++) {
      Type *t = mi->argtypes[k];
      const char *name = mi->method->argnames[k] ? mi->method->argnames[k] : "";
      bool array = cabi_kind(t, false) == CABI_ARRAY;
      for (int part = 0; part < (array ? 2 : 1); part++) {
        Type *pt = !array ? t : part ? t_int64 : pointer_to(t->params[0]);
        fprintf(f, "%s        { \"name\": ", n++ ? ",\n" : "");
        json_string(f, part ? arena_printf("%s_length", name) : name);
        fprintf(f, ", \"type_id\": %d }", type_id(&types, pt));
      }
    }
    fprintf(f, "%s      ],\n      \"returns\": { \"type_id\": %d }\n    }%s\n", n ? "\n" : "",
            type_id(&types, mi->rettype), i + 1 < inference.ccallable_mis.len ? "," : "");
  }
  fprintf(f, "  ],\n  \"types\": [\n");
  for (int i = 0; i < types.len; i++) {
    Type *t = types.items[i];
    int64_t size, align;
    layout(t, &size, &align);
    fprintf(f, "    {\n      \"id\": %d,\n", i + 1);
    if (t->name == tn_ptr) {
      fprintf(f, "      \"kind\": \"pointer\",\n      \"name\": ");
      json_string(f, type_str(t));
      fprintf(f, ",\n      \"pointee_type_id\": %d\n", type_id(&types, t->params[0]));
    } else if (is_cvoid(t) || t->name->is_primitive) {
      bool is_signed = false;
      for (Type *s = t; s; s = s->super) is_signed |= s->name->name == sym("Signed");
      fprintf(f, "      \"kind\": \"primitive\",\n      \"name\": ");
      json_string(f, is_cvoid(t) ? "Cvoid" : type_str(t));
      fprintf(f, ",\n      \"signed\": %s,\n      \"bits\": %lld,\n      \"size\": %lld,\n      \"alignment\": %lld\n",
              is_signed ? "true" : "false", (long long)size * 8, (long long)size, (long long)align);
    } else if (is_homogeneous_tuple(t)) {
      fprintf(f, "      \"kind\": \"array\",\n      \"name\": ");
      json_string(f, type_str(t));
      fprintf(f, ",\n      \"element_type_id\": %d,\n      \"count\": %d,\n      \"size\": %lld,\n      \"alignment\": %lld\n",
              type_id(&types, t->field_types[0]), t->nfields, (long long)size, (long long)align);
    } else {
      fprintf(f, "      \"kind\": \"%s\",\n      \"name\": ", t->name->is_mutable ? "mutable struct" : "struct");
      json_string(f, type_str(t));
      fprintf(f, ",\n      \"size\": %lld,\n      \"alignment\": %lld,\n      \"fields\": [\n", (long long)size, (long long)align);
      for (int k = 0; k < t->nfields; k++) {
        fprintf(f, "        { \"name\": ");
        json_string(f, t->field_names ? t->field_names[k] : arena_printf("%d", k + 1));
        fprintf(f, ", \"type_id\": %d, \"offset\": %lld, \"isptr\": %s, \"isfieldatomic\": false }%s\n",
                type_id(&types, t->field_types[k]), (long long)field_offset(t, k),
                type_is_isbits(t->field_types[k]) ? "false" : "true", k + 1 < t->nfields ? "," : "");
      }
      fprintf(f, "      ]\n");
    }
    fprintf(f, "    }%s\n", i + 1 < types.len ? "," : "");
  }
  fprintf(f, "  ]\n}\n");
  return fclose(f) == 0;
}
