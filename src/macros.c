/* macros.c — user macros, expanded at compile time by running real Julia.
 *
 * A macro is a function from syntax to syntax, written in Julia, that may
 * call any function of the program. So jlc runs it the only way that keeps
 * one Base and one semantics: each `macro m(args) body end` is the function
 * `var"@m"(__source__, __module__, args)` of its module, and a call is
 * expanded, as its statement is about to be loaded, by a helper program
 * built with the same pipeline (forked from this process, so with everything
 * loaded before the statement, and built under --trim=no), whose top-level
 * code calls each macro of the block's remaining statements on its call's
 * quoted arguments and writes the result through Base.macro_result
 * (hygiene, then the code as source text). The texts are parsed back into
 * the tree in place of the calls; calls the results contain are expanded in
 * another round.
 *
 * A program without a macro definition pays one look at the top level of
 * each block it loads. */
#include <dirent.h>
#include <errno.h>
#include <sys/wait.h>
#include <unistd.h>
#include "ast.h"
#include "ir.h"

bool (*macro_helper_build)(const char *dir, const char *exe);

typedef struct {
  Node *site;           /* the N_MACROCALL, replaced in place by its expansion */
  Node *call;           /* the user macro's call (site itself, or @macroexpand's argument) */
  bool as_value;        /* @macroexpand: the expansion as an Expr value */
  int module;           /* the macro's module, an index in macro_modules; -1: the caller's own */
} MacroSite;

typedef VEC(Node *) NodeList;
typedef VEC(Sym) SymList;
typedef VEC(MacroSite) SiteList;

static bool macros_exist;   /* a macro is defined somewhere in what is loaded */
static bool in_helper;      /* this process compiles the helper: its code is expanded already */

/* The modules whose macros are called from another module: the helper and
 * the expansions name module k as the hidden binding #module#k. */
static VEC(Module *) macro_modules;

static Sym module_ref(int k) { return sym(arena_printf("#module#%d", k)); }

static int macro_module_index(Module *mod) {
  for (int i = 0; i < macro_modules.len; i++)
    if (macro_modules.items[i] == mod) return i;
  vec_push(macro_modules, mod);
  return macro_modules.len - 1;
}

static bool has_sym(SymList *l, Sym s) {
  for (int i = 0; i < l->len; i++)
    if (l->items[i] == s) return true;
  return false;
}

static Node *definition_of(Node *n) { return n->kind == N_DOC ? n->kids[1] : n; }

static Sym macro_def_name(Node *d) {
  return d->kind == N_MACRODEF && d->kids[0]->kind == N_CALL && d->kids[0]->kids[0]->kind == N_IDENT
             ? d->kids[0]->kids[0]->sym : NULL;
}

/* The statements from the one being loaded to the end of its block, expanded
 * together (one helper for all of them), in module m. Their macros are
 * `now` (definitions free of macro calls, compiled into this round's helper)
 * or `later` (their bodies call macros still to be expanded). */
typedef struct {
  Node **stmts;
  int n;
  Module *m;
  SymList now, later;
} Batch;

/* M in `M.@m`, as seen from m */
static Module *module_of_path(Node *p, Module *m) {
  Binding *b = NULL;
  if (p->kind == N_IDENT) b = module_lookup(m, p->sym);
  else if (p->kind == N_DOT && p->kids[0]) {
    Module *outer = module_of_path(p->kids[0], m);
    b = outer ? module_lookup(outer, p->sym) : NULL;
  }
  return b && b->kind == BIND_CONST && b->value.type == t_module ? b->value.mod : NULL;
}

/* The loaded macro a call names, seen from m: `@m` (m's own, imported or
 * used) or `M.@m`; NULL when there is none (a built-in macro, or one not
 * defined yet). */
static Binding *macro_binding(Node *call, Module *m) {
  Module *in = call->kids[0] ? module_of_path(call->kids[0], m) : m;
  Binding *b = in ? module_lookup(in, sym(arena_printf("@%s", call->sym))) : NULL;
  return b && b->kind == BIND_CONST && b->value.type->func ? b : NULL;
}

typedef enum { NOT_USER, USER_NOW, USER_LATER } CallKind;

static CallKind call_kind(Node *n, Batch *B, Binding **bound) {
  *bound = NULL;
  if (!n || n->kind != N_MACROCALL) return NOT_USER;
  if (!n->kids[0] && has_sym(&B->later, n->sym)) return USER_LATER;
  if (!n->kids[0] && has_sym(&B->now, n->sym)) return USER_NOW;
  *bound = macro_binding(n, B->m);
  return *bound ? USER_NOW : NOT_USER;
}

static void add_site(SiteList *out, Node *site, Node *call, bool as_value, Binding *bound, Module *m) {
  int module = bound && bound->module != m ? macro_module_index(bound->module) : -1;
  vec_push(*out, ((MacroSite){site, call, as_value, module}));
}

/* The calls of user macros under n that this round expands, outermost first
 * (a call's arguments are the macro's to look at, not expanded before it);
 * *pending is set when n holds calls only a later round can expand. Quoted
 * code is data, and a module's body is expanded when the module is loaded. */
static void find_sites(Node *n, Batch *B, SiteList *out, bool *pending) {
  if (!n || n->kind == N_QUOTE || n->kind == N_MODULE) return;
  Binding *bound;
  switch (call_kind(n, B, &bound)) {
  case USER_NOW: add_site(out, n, n, false, bound, B->m); return;
  case USER_LATER: *pending = true; return;
  case NOT_USER: break;
  }
  if (n->kind == N_MACROCALL && !n->kids[0] && (n->sym == sym("macroexpand") || n->sym == sym("macroexpand1")) &&
      n->nkids == 2) {
    CallKind k = call_kind(n->kids[1], B, &bound);
    if (k == USER_NOW) { add_site(out, n, n->kids[1], true, bound, B->m); return; }
    if (k == USER_LATER) { *pending = true; return; }
  }
  for (int i = 0; i < n->nkids; i++) find_sites(n->kids[i], B, out, pending);
}

static bool calls_user_macros(Node *n, Batch *B) {
  SiteList l = {0};
  bool pending = false;
  find_sites(n, B, &l, &pending);
  return l.len > 0 || pending;
}

/* @eval code at top level: Base's var"@eval" gives the code back,
 * interpolated with the values of the program's constants. */
static bool is_toplevel_eval(Node *n) {
  return n->kind == N_MACROCALL && !n->kids[0] && n->sym == sym("eval") && n->nkids == 2;
}

/* Which of the batch's macros this round can compile: those whose bodies
 * call no user macro (a macro's body may use one defined before it). */
static void classify_macros(Batch *B) {
  B->now.len = B->later.len = 0;
  for (int i = 0; i < B->n; i++) {
    Sym name = macro_def_name(definition_of(B->stmts[i]));
    if (name) vec_push(B->now, name);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < B->n; i++) {
      Node *d = definition_of(B->stmts[i]);
      Sym name = macro_def_name(d);
      if (!name || has_sym(&B->later, name) || !calls_user_macros(d->kids[1], B)) continue;
      for (int k = 0; k < B->now.len; k++)
        if (B->now.items[k] == name) B->now.items[k] = B->now.items[--B->now.len];
      vec_push(B->later, name);
      changed = true;
    }
  }
}

static void batch_sites(Batch *B, SiteList *out) {
  bool pending = false;
  for (int i = 0; i < B->n; i++) {
    Node *s = B->stmts[i];
    if (is_toplevel_eval(s)) add_site(out, s, s, false, NULL, B->m);
    else find_sites(s, B, out, &pending);
  }
}

static Node *base_fn(const char *name, Loc loc) {
  Node *n = node_new(N_DOT, loc, 1);
  n->kids[0] = node_ident(loc, "Base");
  n->sym = sym(name);
  return n;
}

static Node *symbol_lit(Sym s, Loc loc) {
  Node *n = node_new(N_QUOTESYM, loc, 0);
  n->sym = s;
  return n;
}

/* macro m(a, b) body end  as  function var"@m"(__source__, __module__, a, b) body end */
Node *macro_as_function(Node *def) {
  Node *sig = def->kids[0];
  if (!macro_def_name(def)) error_at(def->loc, "not supported yet: this form of macro definition");
  Node *fsig = node_new(N_CALL, sig->loc, sig->nkids + 2);
  fsig->kids[0] = node_ident(sig->loc, arena_printf("@%s", sig->kids[0]->sym));
  fsig->kids[1] = node_ident(sig->loc, "__source__");
  fsig->kids[2] = node_ident(sig->loc, "__module__");
  for (int i = 1; i < sig->nkids; i++) fsig->kids[i + 2] = sig->kids[i];
  Node *f = node_new(N_FUNCTION, def->loc, 2);
  f->kids[0] = fsig;
  f->kids[1] = def->kids[1];
  return f;
}

/* The helper's top level: the batch's definitions, then one
 * Base.macro_result(path, var"@m"(__source__, __module__, quoted args...), qualifier)
 * per call, where qualifier names the macro's module when it is not the
 * caller's (the expansion's free names are that module's globals). */
static Node *helper_program(Batch *B, SiteList *sites, const char *out_path) {
  NodeList items = {0};
  for (int i = 0; i < B->n; i++) {
    Node *d = definition_of(B->stmts[i]);
    switch (d->kind) {
    case N_MACRODEF:
      if (has_sym(&B->now, macro_def_name(d))) vec_push(items, macro_as_function(d));
      break;
    case N_FUNCTION: case N_STRUCT: case N_ABSTRACT: case N_PRIMITIVE: case N_CONST: case N_USING: case N_IMPORT:
      if (!calls_user_macros(d, B)) vec_push(items, d);
      break;
    default: break;                             /* statements run in the program, not at expansion */
    }
  }
  for (int k = 0; k < sites->len; k++) {
    MacroSite *s = &sites->items[k];
    Node *c = s->call;
    Loc loc = c->loc;
    Node *line = node_new(N_INT, loc, 0);
    line->i = loc.line;
    Node *source = node_new(N_CALL, loc, 3);
    source->kids[0] = base_fn("LineNumberNode", loc);
    source->kids[1] = line;
    source->kids[2] = symbol_lit(sym(loc.file ? loc.file->path : "none"), loc);
    Node *callee;
    if (is_toplevel_eval(c)) callee = base_fn("@eval", loc);
    else if (s->module < 0) callee = node_ident(loc, arena_printf("@%s", c->sym));
    else {
      callee = node_new(N_DOT, loc, 1);
      callee->kids[0] = node_ident(loc, module_ref(s->module));
      callee->sym = sym(arena_printf("@%s", c->sym));
    }
    Node *call = node_new(N_CALL, loc, c->nkids + 2);
    call->kids[0] = callee;
    call->kids[1] = source;
    call->kids[2] = node_ident(loc, module_ref(macro_module_index(B->m)));     /* __module__: the caller's */
    for (int i = 1; i < c->nkids; i++) {
      Node *q = node_new(N_QUOTE, c->kids[i]->loc, 1);
      q->kids[0] = c->kids[i];
      q->flag = is_toplevel_eval(c) ? QUOTE_WRITTEN : QUOTE_ARGUMENT;   /* @eval interpolates */
      call->kids[i + 2] = q;
    }
    Node *path = node_new(N_STR, loc, 0);
    path->str = out_path;
    path->len = strlen(out_path);
    Node *emit = node_new(N_CALL, loc, 4);
    emit->kids[0] = base_fn("macro_result", loc);
    emit->kids[1] = path;
    emit->kids[2] = call;
    const char *qualifier = s->module < 0 ? "" : module_ref(s->module);
    emit->kids[3] = node_new(N_STR, loc, 0);
    emit->kids[3]->str = qualifier;
    emit->kids[3]->len = strlen(qualifier);
    vec_push(items, emit);
  }
  Node *h = node_new(N_BLOCK, B->stmts[0]->loc, items.len);
  for (int i = 0; i < items.len; i++) h->kids[i] = items.items[i];
  return h;
}

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  StrBuf b = {0};
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_printf(&b, "%.*s", (int)n, buf);
  fclose(f);
  *len = (size_t)b.len;
  char *s = arena_strndup(b.len ? sb_str(&b) : "", (size_t)b.len);
  free(b.items);
  return s;
}

static int wait_for(pid_t pid) {
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) fatal("cannot wait for the macro expander: %s", strerror(errno));
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The helper's folder and what it holds, removed once expansion ends (or fails) */
static void remove_helper_dir(const char *dir) {
  DIR *d = opendir(dir);
  for (struct dirent *e; d && (e = readdir(d));)
    if (e->d_name[0] != '.') unlink(arena_printf("%s/%s", dir, e->d_name));
  if (d) closedir(d);
  rmdir(dir);
}

static const char *const result_end = "\n#=jlc:end=#\n";

/* The helper compiled by a fork of this process, which holds everything
 * loaded before the batch: the program's top-level code so far is not the
 * helper's to run (Julia ran it before, jlc's program runs it later), save
 * the start-up values of its constants, which a macro may read. */
static void build_helper(Batch *B, SiteList *sites, const char *dir, const char *exe, const char *out_path) {
  in_helper = true;
  trim_mode = TRIM_NO;
  split_limit = 255;
  verbose = false;
  int kept = 0;
  for (int i = 0; i < program.toplevel.len; i++) {
    Node *s = program.toplevel.items[i];
    Module *mod = program.toplevel_mod.items[i];
    Binding *b = s->kind == N_ASSIGN && s->kids[0]->kind == N_IDENT ? module_lookup(mod, s->kids[0]->sym) : NULL;
    if (!b || !b->runtime_const) continue;
    program.toplevel.items[kept] = s;
    program.toplevel_mod.items[kept++] = mod;
  }
  program.toplevel.len = program.toplevel_mod.len = kept;
  program.ccallables.len = program.entrypoints.len = program.entrypoint_mod.len = 0;
  Node *helper = helper_program(B, sites, out_path);
  for (int i = 0; i < macro_modules.len; i++) bind_module(B->m, module_ref(i), macro_modules.items[i]);
  load_source(helper, B->m);
  program.main_method = NULL;         /* a main() among the definitions is not the helper's */
  program.entry_package = NULL;
  infer_program();
  trim_collect();
  trim_verify();
  _exit(macro_helper_build(dir, exe) ? 0 : 1);
}

/* Build and run the helper; returns the expansions it wrote. */
static char *run_expansions(Batch *B, SiteList *sites, const char *dir) {
  char exe[4200], err_path[4200];
  snprintf(exe, sizeof exe, "%s/expand", dir);
  const char *out_path = arena_printf("%s/expanded", dir);
  snprintf(err_path, sizeof err_path, "%s/errors", dir);
  unlink(out_path);
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) fatal("cannot start the macro expander: %s", strerror(errno));
  if (pid == 0) build_helper(B, sites, dir, exe, out_path);
  if (wait_for(pid) != 0) {           /* the compile errors are printed */
    remove_helper_dir(dir);
    exit(1);
  }
  fflush(stdout);
  pid = fork();
  if (pid < 0) fatal("cannot run the macro expander: %s", strerror(errno));
  if (pid == 0) {
    if (!freopen(err_path, "wb", stderr)) _exit(127);
    execl(exe, exe, (char *)NULL);
    _exit(127);
  }
  int status = wait_for(pid);
  size_t len;
  char *out = read_all(out_path, &len);
  if (!out) out = "";
  if (status != 0) {             /* the call whose result is missing failed */
    int done = 0;
    for (const char *p = out; (p = strstr(p, result_end)); p += strlen(result_end)) done++;
    Node *c = sites->items[done < sites->len ? done : sites->len - 1].call;
    size_t elen;
    char *err = read_all(err_path, &elen);
    const char *msg = err && !strncmp(err, "ERROR: ", 7) ? err + 7 : err ? err : "";
    remove_helper_dir(dir);
    error_at(c->loc, "error in macro expansion of @%s: %s", c->sym, msg);
  }
  return out;
}

static void relocate(Node *n, Loc loc) {
  if (!n) return;
  n->loc = loc;
  for (int i = 0; i < n->nkids; i++) relocate(n->kids[i], loc);
}

/* One expansion's text as a tree at the call's location. */
static Node *parse_expansion(const char *text, size_t len, Node *call) {
  SourceFile *sf = NEW(SourceFile);
  sf->path = arena_printf("expansion of @%s at %s:%d", call->sym, call->loc.file ? call->loc.file->path : "none", call->loc.line);
  sf->text = arena_strndup(text, len);
  sf->len = len;
  Node *b = parse_file(sf);
  relocate(b, call->loc);
  if (b->nkids == 1) return b->kids[0];
  return b;                       /* several statements: a block */
}

/* Rounds of expansion over the batch: an expansion, or a macro's body, may
 * call the program's macros again. */
static void expand_batch(Batch *B) {
  char dir[] = "/tmp/jlc-macros-XXXXXX";
  if (!mkdtemp(dir)) fatal("cannot create a temporary folder: %s", strerror(errno));
  for (int round = 0;; round++) {
    classify_macros(B);
    SiteList sites = {0};
    batch_sites(B, &sites);
    if (!sites.len) break;
    if (round == 16) error_at(sites.items[0].site->loc, "macro expansion does not end (16 rounds of @%s)", sites.items[0].call->sym);
    char *out = run_expansions(B, &sites, dir);
    const char *p = out;
    for (int k = 0; k < sites.len; k++) {
      const char *end = strstr(p, result_end);
      if (!end) fatal("internal: the macro expander's output ends early");
      MacroSite *s = &sites.items[k];
      if (s->module >= 0) bind_module(B->m, module_ref(s->module), macro_modules.items[s->module]);
      Node *e = parse_expansion(p, (size_t)(end - p), s->call);
      if (s->as_value) {         /* @macroexpand: the code as a value */
        Node *q = node_new(N_QUOTE, s->site->loc, 1);
        q->kids[0] = e;
        q->flag = QUOTE_MADE;
        e = q;
      }
      *s->site = *e;
      p = end + strlen(result_end);
    }
  }
  remove_helper_dir(dir);
}

void macros_expand_statement(Node *block, int i, Module *m) {
  if (in_helper) return;
  if (i == 0)
    for (int k = 0; k < block->nkids && !macros_exist; k++)
      macros_exist = definition_of(block->kids[k])->kind == N_MACRODEF;
  Node *s = block->kids[i];
  if (!macros_exist && !is_toplevel_eval(s)) return;
  Batch B = {block->kids + i, block->nkids - i, m, {0}, {0}};
  if (!is_toplevel_eval(s)) {       /* expanded when a statement needs it */
    classify_macros(&B);
    SiteList here = {0};
    bool pending = false;
    find_sites(s, &B, &here, &pending);
    if (!here.len) return;
  }
  if (!macro_helper_build) error_at(s->loc, "not supported yet: macros in this build of the compiler");
  expand_batch(&B);
}
