/* fixture.h — what the compiler's unit tests share: booting Core and Base
 * (program_boot) with a test's own Julia source, and evaluating a type
 * written as Julia text. Included by test_subtype.c and test_dispatch.c. */
#ifndef JLC_TEST_FIXTURE_H
#define JLC_TEST_FIXTURE_H

#include <limits.h>
#include <unistd.h>
#include "types.h"

/* ---------------- boot: program_boot (methods.c), then the test's source ---------------- */
static char base_dir[PATH_MAX + 16];

static void find_base(void) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 16);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = 0;                                   /* build/unit */
      snprintf(base_dir, sizeof base_dir, "%s/../../base", exe);
      if (access(base_dir, R_OK) == 0) return;
    }
  }
  snprintf(base_dir, sizeof base_dir, "base");      /* run from the repository root */
}

static Node *parse_text(const char *name, const char *text) {
  SourceFile *sf = NEW(SourceFile);
  sf->path = name;
  sf->text = text;
  sf->len = strlen(text);
  return parse_file(sf);
}

static void boot(const char *prelude) {
  find_base();
  program_boot(base_dir);
  load_source(parse_text("prelude.jl", prelude), main_module);
}

/* ---------------- evaluating type expressions ---------------- */
/* eval_type_expr does the work; the one form it does not take, `typeof(f)`
 * for a function f, is handled here around it (with any `where` and curly
 * braces that enclose it). */
static bool needs_own(Node *e) {
  if (!e) return false;
  if (e->kind == N_CALL) return true;
  if (e->kind != N_CURLY && e->kind != N_WHERE && e->kind != N_SUBTYPE && e->kind != N_SUPERTYPE) return false;
  for (int i = 0; i < e->nkids; i++)
    if (needs_own(e->kids[i])) return true;
  return false;
}

static Type *eval_type(Node *e, Type **tvars, int ntvars) {
  if (!needs_own(e)) return eval_type_expr(e, main_module, tvars, ntvars);
  if (e->kind == N_CALL) {
    Const c;
    if (e->nkids != 2 || e->kids[0]->kind != N_IDENT || e->kids[0]->sym != sym("typeof") ||
        !eval_const_expr(e->kids[1], main_module, &c) || !c.type->func)
      fatal("only typeof(f) of a function f is taken as a type");
    return c.type;
  }
  if (e->kind == N_WHERE) {
    Type **vars = NEW_ARRAY(Type *, ntvars + e->nkids);
    int n = ntvars;
    memcpy(vars, tvars, sizeof(Type *) * (size_t)ntvars);
    for (int i = 1; i < e->nkids; i++) {
      Node *d = e->kids[i];
      if (d->kind == N_IDENT) vars[n++] = typevar_new(d->sym, NULL, NULL);
      else if (d->kind == N_SUBTYPE) { Type *ub = eval_type(d->kids[1], vars, n); vars[n++] = typevar_new(d->kids[0]->sym, NULL, ub); }
      else if (d->kind == N_SUPERTYPE) { Type *lb = eval_type(d->kids[1], vars, n); vars[n++] = typevar_new(d->kids[0]->sym, lb, NULL); }
      else fatal("bad type variable");
    }
    return eval_type(e->kids[0], vars, n);
  }
  if (e->kind == N_CURLY && e->kids[0]->kind == N_IDENT) {
    int n = e->nkids - 1;
    Type **ps = NEW_ARRAY(Type *, n + 1);
    for (int i = 0; i < n; i++) ps[i] = eval_type(e->kids[i + 1], tvars, ntvars);
    Sym head = e->kids[0]->sym;
    if (head == sym("Union")) return union_type(ps, n);
    if (head == sym("Tuple")) return tuple_type(ps, n);
    if (head == sym("Vararg")) return vararg_type(ps[0]);
    Binding *b = module_lookup(main_module, head);
    if (b && b->kind == BIND_ALIAS) return type_subst(b->alias_body, b->alias_params, ps, n);
    if (b && b->kind == BIND_CONST && b->value.type->name == tn_type && b->value.ty->kind == TY_DATATYPE)
      return type_apply(b->value.ty->name, ps, n, e->loc);
  }
  fatal("cannot evaluate this type expression");
}

static Type *ty(const char *text) {
  Node *block = parse_text("case", text);
  if (block->nkids != 1) fatal("`%s` is not one expression", text);
  return eval_type(block->kids[0], NULL, 0);
}

#endif
