/* macros.c — user macros, expanded at compile time by running real Julia.
 *
 * A macro is a function from syntax to syntax, written in Julia, that may
 * call any function of the program. So jlc runs it the only way that keeps
 * one Base and one semantics: it compiles the program's definitions, each
 * `macro m(args) body end` as `function var"@m"(__source__, __module__,
 * args) body end`, into a helper program with the same pipeline (forked
 * from this process after Base is loaded, built under --trim=no), whose
 * top-level code calls each macro on its call's quoted arguments and writes
 * the result through Base.macro_result (hygiene, then the code as source
 * text). The texts are parsed back into the tree in place of the calls;
 * calls the results contain are expanded in another round.
 *
 * A program without a macro definition pays one walk of its top level. */
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
} MacroSite;

typedef VEC(Node *) NodeList;
typedef VEC(Sym) SymList;
typedef VEC(MacroSite) SiteList;

static bool has_sym(SymList *l, Sym s) {
  for (int i = 0; i < l->len; i++)
    if (l->items[i] == s) return true;
  return false;
}

static Node *definition_of(Node *n) { return n->kind == N_DOC ? n->kids[1] : n; }

static bool is_user_call(Node *n, SymList *names) {
  return n && n->kind == N_MACROCALL && !n->kids[0] && has_sym(names, n->sym);
}

/* The calls of the program's macros under n, outermost first (a call's
 * arguments are the macro's to look at, not expanded before it). */
static void find_sites(Node *n, SymList *names, SiteList *out) {
  if (!n || n->kind == N_MACRODEF) return;
  if (is_user_call(n, names)) {
    vec_push(*out, ((MacroSite){n, n, false}));
    return;
  }
  if (n->kind == N_MACROCALL && !n->kids[0] && (n->sym == sym("macroexpand") || n->sym == sym("macroexpand1")) &&
      n->nkids == 2 && is_user_call(n->kids[1], names)) {
    vec_push(*out, ((MacroSite){n, n->kids[1], true}));
    return;
  }
  for (int i = 0; i < n->nkids; i++) find_sites(n->kids[i], names, out);
}

static bool has_user_call(Node *n, SymList *names) {
  SiteList l = {0};
  find_sites(n, names, &l);
  return l.len > 0;
}

static Node *ident(Sym s, Loc loc) {
  Node *n = node_new(N_IDENT, loc, 0);
  n->sym = s;
  return n;
}

static Node *base_fn(const char *name, Loc loc) {
  Node *n = node_new(N_DOT, loc, 1);
  n->kids[0] = ident(sym("Base"), loc);
  n->sym = sym(name);
  return n;
}

/* macro m(a, b) body end  as  function var"@m"(__source__, __module__, a, b) body end */
static Node *macro_as_function(Node *def) {
  Node *sig = def->kids[0];
  if (sig->kind != N_CALL || sig->kids[0]->kind != N_IDENT) error_at(def->loc, "not supported yet: this form of macro definition");
  Node *fsig = node_new(N_CALL, sig->loc, sig->nkids + 2);
  fsig->kids[0] = ident(sym(arena_printf("@%s", sig->kids[0]->sym)), sig->loc);
  fsig->kids[1] = ident(sym("__source__"), sig->loc);
  fsig->kids[2] = ident(sym("__module__"), sig->loc);
  for (int i = 1; i < sig->nkids; i++) fsig->kids[i + 2] = sig->kids[i];
  Node *f = node_new(N_FUNCTION, def->loc, 2);
  f->kids[0] = fsig;
  f->kids[1] = def->kids[1];
  return f;
}

/* The helper's top level: the program's definitions, then one
 * Base.macro_result(var"@m"(__source__, nothing, quoted args...)) per call. */
static Node *helper_program(Node *file, SymList *names, SiteList *sites, const char *out_path) {
  NodeList items = {0};
  for (int i = 0; i < file->nkids; i++) {
    Node *d = definition_of(file->kids[i]);
    switch (d->kind) {
    case N_MACRODEF: vec_push(items, macro_as_function(d)); break;
    case N_FUNCTION: case N_STRUCT: case N_ABSTRACT: case N_PRIMITIVE: case N_CONST: case N_USING: case N_IMPORT:
      if (!has_user_call(d, names)) vec_push(items, d);
      break;
    default: break;                             /* statements run in the program, not at expansion */
    }
  }
  for (int k = 0; k < sites->len; k++) {
    Node *c = sites->items[k].call;
    Loc loc = c->loc;
    Node *line = node_new(N_INT, loc, 0);
    line->i = loc.line;
    Node *file_sym = node_new(N_QUOTESYM, loc, 0);
    file_sym->sym = sym(loc.file ? loc.file->path : "none");
    Node *source = node_new(N_CALL, loc, 3);
    source->kids[0] = base_fn("LineNumberNode", loc);
    source->kids[1] = line;
    source->kids[2] = file_sym;
    Node *call = node_new(N_CALL, loc, c->nkids + 2);
    call->kids[0] = ident(sym(arena_printf("@%s", c->sym)), loc);
    call->kids[1] = source;
    call->kids[2] = ident(sym("nothing"), loc);
    for (int i = 1; i < c->nkids; i++) {
      Node *q = node_new(N_QUOTE, c->kids[i]->loc, 1);
      q->kids[0] = c->kids[i];
      call->kids[i + 2] = q;
    }
    Node *path = node_new(N_STR, loc, 0);
    path->str = out_path;
    path->len = strlen(out_path);
    Node *emit = node_new(N_CALL, loc, 3);
    emit->kids[0] = base_fn("macro_result", loc);
    emit->kids[1] = path;
    emit->kids[2] = call;
    vec_push(items, emit);
  }
  Node *h = node_new(N_BLOCK, file->loc, items.len);
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

static const char *const result_end = "\n#=jlc:end=#\n";

/* Build and run the helper; returns its standard output (the expansions). */
static char *run_expansions(Node *file, SymList *names, SiteList *sites, const char *dir) {
  char exe[4200], err_path[4200];
  snprintf(exe, sizeof exe, "%s/expand", dir);
  const char *out_path = arena_printf("%s/expanded", dir);
  snprintf(err_path, sizeof err_path, "%s/errors", dir);
  unlink(out_path);
  Node *helper = helper_program(file, names, sites, out_path);
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) fatal("cannot start the macro expander: %s", strerror(errno));
  if (pid == 0) {                 /* the helper compiled by this process's copy */
    trim_mode = TRIM_NO;
    split_limit = 255;
    verbose = false;
    load_source(helper, main_module);
    infer_program();
    trim_collect();
    trim_verify();
    _exit(macro_helper_build(dir, exe) ? 0 : 1);
  }
  if (wait_for(pid) != 0) exit(1);   /* the compile errors are printed */
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

void macros_expand(Node *file) {
  SymList names = {0};
  for (int i = 0; i < file->nkids; i++) {
    Node *d = definition_of(file->kids[i]);
    if (d->kind == N_MACRODEF && d->kids[0]->kind == N_CALL && d->kids[0]->kids[0]->kind == N_IDENT)
      vec_push(names, d->kids[0]->kids[0]->sym);
  }
  if (!names.len) return;
  if (!macro_helper_build) error_at(file->loc, "not supported yet: macros in this build of the compiler");
  char dir[] = "/tmp/jlc-macros-XXXXXX";
  if (!mkdtemp(dir)) fatal("cannot create a temporary folder: %s", strerror(errno));
  /* rounds: an expansion may call the program's macros again */
  for (int round = 0;; round++) {
    SiteList sites = {0};
    find_sites(file, &names, &sites);
    if (!sites.len) break;
    if (round == 16) error_at(sites.items[0].site->loc, "macro expansion does not end (16 rounds of @%s)", sites.items[0].call->sym);
    char *out = run_expansions(file, &names, &sites, dir);
    const char *p = out;
    for (int k = 0; k < sites.len; k++) {
      const char *end = strstr(p, result_end);
      if (!end) fatal("internal: the macro expander's output ends early");
      MacroSite *s = &sites.items[k];
      Node *e = parse_expansion(p, (size_t)(end - p), s->call);
      if (s->as_value) {         /* @macroexpand: the code as a value */
        Node *q = node_new(N_QUOTE, s->site->loc, 1);
        q->kids[0] = e;
        q->flag = 1;             /* the code as the macro made it: no line numbers */
        e = q;
      }
      *s->site = *e;
      p = end + strlen(result_end);
    }
  }
  const char *leftovers[] = {"expand", "expanded", "errors", "prog0.c"};
  for (size_t i = 0; i < sizeof leftovers / sizeof *leftovers; i++) unlink(arena_printf("%s/%s", dir, leftovers[i]));
  rmdir(dir);
  /* the definitions were for the expander only */
  for (int i = 0; i < file->nkids; i++)
    if (definition_of(file->kids[i])->kind == N_MACRODEF) file->kids[i] = node_new(N_BLOCK, file->kids[i]->loc, 0);
}
