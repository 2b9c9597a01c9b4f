/* test_macros.c — the macros of the Test standard library (stdlib/Test.jl):
 * @test, @test_throws, @test_broken, @test_skip, @test_warn, @test_nowarn,
 * @test_logs, @test_deprecated, @inferred and @testset, expanded before
 * scopes are worked out into calls of ordinary functions of Test, as
 * Julia's own macros expand.
 *
 * These expansions stand in for the `macro` definitions of Julia's Test.jl:
 * written in Julia, they would cost every test suite a round of the macro
 * expander (src/macros.c, seconds of compile time). Each takes the macro
 * call's syntax and returns the syntax it means.
 *
 * The expression under test becomes a closure (so that Test catches what it
 * throws); its source text, as Julia prints the expression, and its place
 * become string literals. Test's functions are reached through `#Test`, a
 * hidden name bound to the Test module in the module using the macros. */
#include "ir.h"

typedef VEC(Node *) NodeList;

static Module *test_module;      /* the package Test, once loaded */

static Node *str_lit(Loc loc, const char *s) {
  Node *n = node_new(N_STR, loc, 0);
  n->str = s;
  n->len = strlen(s);
  return n;
}

static Node *bool_lit(Loc loc, bool b) {
  Node *n = node_new(N_BOOL, loc, 0);
  n->i = b;
  return n;
}

/* Test.name, through the hidden binding */
static Node *test_fn(Loc loc, const char *name) {
  Node *d = node_of(N_DOT, loc, 1, node_ident(loc, "#Test"));
  d->sym = sym(name);
  return d;
}

static Node *call_test(Loc loc, const char *name, int nargs, Node **args) {
  Node *c = node_new(N_CALL, loc, nargs + 1);
  c->kids[0] = test_fn(loc, name);
  for (int i = 0; i < nargs; i++) c->kids[i + 1] = args[i];
  return c;
}

/* () -> body */
static Node *thunk(Loc loc, Node *body) {
  return node_of(N_ARROW, loc, 2, node_new(N_TUPLE, loc, 0), node_of(N_BLOCK, loc, 1, body));
}

static const char *source_text(Node *n) {
  const char *s = ast_julia_source(n);
  if (!s) error_at(n->loc, "not supported yet: printing this expression form in a test report");
  return s;
}

/* "file:line", as the reports name the test's place */
static Node *place(Node *macrocall) {
  Loc l = macrocall->loc;
  return str_lit(l, arena_printf("%s:%d", l.file->path, l.line));
}

static bool is_kw_assign(Node *n) {
  return (n->kind == N_ASSIGN || n->kind == N_KW) && n->kids[0]->kind == N_IDENT;
}

/* Julia's DISPLAY_FAILED: calls whose arguments a failure shows evaluated */
static bool shows_evaluated_call(Node *ex) {
  static const char *const names[] = {"≈", "contains", "endswith", "isapprox", "isempty",
                                      "isequal", "occursin", "startswith"};
  if (ex->kind != N_CALL || ex->kids[0]->kind != N_IDENT) return false;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (ex->kids[0]->sym == sym(names[i])) return true;
  return false;
}

static bool is_splat(Node *n) { return n->kind == N_SPLAT; }

/* a local of the generated code: `#t<expansion>_<i>` clashes neither with
 * the program's names nor with those of another expansion it nests in */
static int expansion;
static Node *hidden(Loc loc, const char *name, int i) {
  return node_ident(loc, arena_printf("#%s%d_%d", name, expansion, i));
}

/* a block that assigns each of terms to a hidden local, then the value */
static Node *assign_terms(Loc loc, Node **terms, int n, Node *value) {
  Node *b = node_new(N_BLOCK, loc, n + 1);
  for (int i = 0; i < n; i++) b->kids[i] = node_of(N_ASSIGN, terms[i]->loc, 2, hidden(loc, "t", i), terms[i]);
  b->kids[n] = value;
  return b;
}

static Node *terms_tuple(Loc loc, int n) {
  Node *t = node_new(N_TUPLE, loc, n);
  for (int i = 0; i < n; i++) t->kids[i] = hidden(loc, "t", i);
  return t;
}

/* The call that runs the test of `ex`, shown as `orig`:
 *   a comparison (a == b, a < b <= c, x isa T, possibly under !): the terms
 *     evaluated once, each, and shown evaluated on failure;
 *   a call of isempty, occursin, ≈, ... : likewise its arguments;
 *   anything else: its value. */
static Node *test_call(Node *mc, Node *ex, const char *runner) {
  Loc loc = mc->loc;
  Node *orig = str_lit(loc, source_text(ex));
  bool negate = false;
  Node *e = ex;
  if (strcmp(runner, "do_test") == 0 && e->kind == N_CALL && e->nkids == 2 && e->kids[0]->kind == N_IDENT &&
      e->kids[0]->sym == sym("!")) {
    negate = true;
    e = e->kids[1];
  }
  bool binary = e->kind == N_CALL && e->nkids == 3 && e->kids[0]->kind == N_IDENT && e->kids[0]->sym[0] != '.' &&
                ast_is_comparison_op(e->kids[0]->sym) && !is_splat(e->kids[1]) && !is_splat(e->kids[2]) &&
                e->kids[1]->kind != N_PARAMS && e->kids[1]->kind != N_KW && e->kids[2]->kind != N_KW;
  if (strcmp(runner, "do_test") == 0 && (binary || e->kind == N_COMPARISON)) {
    int nterms = binary ? 2 : (e->nkids + 1) / 2;
    Node **terms = NEW_ARRAY(Node *, nterms);
    Node *ops = node_new(N_TUPLE, loc, nterms - 1);
    for (int i = 0; i < nterms; i++) terms[i] = binary ? e->kids[i + 1] : e->kids[2 * i];
    for (int i = 0; i < nterms - 1; i++) ops->kids[i] = str_lit(loc, binary ? e->kids[0]->sym : e->kids[2 * i + 1]->sym);
    /* the result: each operator applied to its neighbours, left to right */
    Node *result = NULL;
    for (int i = 0; i < nterms - 1; i++) {
      Sym op = binary ? e->kids[0]->sym : e->kids[2 * i + 1]->sym;
      Node *c = node_of(N_CALL, loc, 3, node_ident(loc, op), hidden(loc, "t", i), hidden(loc, "t", i + 1));
      result = result ? node_of(N_AND, loc, 2, result, c) : c;
    }
    Node *body = assign_terms(loc, terms, nterms, node_of(N_TUPLE, loc, 2, result, terms_tuple(loc, nterms)));
    Node *args[] = {thunk(loc, body), ops, bool_lit(loc, negate), orig, place(mc)};
    return call_test(loc, "do_test_comparison", 5, args);
  }
  if (strcmp(runner, "do_test") == 0 && shows_evaluated_call(e)) {
    VEC(Node *) pos = {0};
    VEC(Node *) kws = {0};
    for (int i = 1; i < e->nkids; i++) {
      Node *a = e->kids[i];
      if (a->kind == N_KW) vec_push(kws, a);
      else if (a->kind == N_PARAMS) {
        for (int k = 0; k < a->nkids; k++) {
          if (a->kids[k]->kind != N_KW) error_at(a->kids[k]->loc, "not supported yet: this keyword argument form in @test");
          vec_push(kws, a->kids[k]);
        }
      } else if (is_splat(a)) error_at(a->loc, "not supported yet: splatting in a @test of %s", e->kids[0]->sym);
      else vec_push(pos, a);
    }
    int np = pos.len, nk = kws.len;
    /* #t0... the arguments, #t<np>... the keyword values */
    Node **terms = NEW_ARRAY(Node *, np + nk);
    for (int i = 0; i < np; i++) terms[i] = pos.items[i];
    for (int i = 0; i < nk; i++) terms[np + i] = kws.items[i]->kids[1];
    Node *call = node_new(N_CALL, loc, 1 + np + (nk ? 1 : 0));
    call->kids[0] = e->kids[0];
    for (int i = 0; i < np; i++) call->kids[1 + i] = hidden(loc, "t", i);
    Node *names = node_new(N_TUPLE, loc, nk), *kwvals = node_new(N_TUPLE, loc, nk);
    if (nk) {
      Node *params = node_new(N_PARAMS, loc, nk);
      for (int i = 0; i < nk; i++) {
        params->kids[i] = node_of(N_KW, loc, 2, kws.items[i]->kids[0], hidden(loc, "t", np + i));
        names->kids[i] = str_lit(loc, kws.items[i]->kids[0]->sym);
        kwvals->kids[i] = hidden(loc, "t", np + i);
      }
      call->kids[1 + np] = params;
    }
    Node *args_tuple = node_new(N_TUPLE, loc, np);
    for (int i = 0; i < np; i++) args_tuple->kids[i] = hidden(loc, "t", i);
    Node *body = assign_terms(loc, terms, np + nk, node_of(N_TUPLE, loc, 3, call, args_tuple, kwvals));
    Node *args[] = {thunk(loc, body), str_lit(loc, e->kids[0]->sym), names, bool_lit(loc, negate), orig, place(mc)};
    return call_test(loc, "do_test_call", 6, args);
  }
  Node *args[] = {thunk(loc, ex), orig, place(mc)};
  return call_test(loc, runner, 3, args);
}

/* @test ex [key=val...] [broken=cond] [skip=cond]: a call f(args) with
 * trailing key=val means f(args; key=val) (`a ≈ b atol=0.1`) */
static Node *expand_test(Node *mc, const char *name) {
  if (mc->nkids < 2) error_at(mc->loc, "invalid test macro call: @%s needs an expression", name);
  Node *ex = mc->kids[1];
  Node *broken = NULL, *skip = NULL;
  VEC(Node *) kws = {0};
  for (int i = 2; i < mc->nkids; i++) {
    Node *kw = mc->kids[i];
    if (!is_kw_assign(kw)) {              /* Julia's message: the macro call's arguments */
      char *args = "";
      for (int k = 1; k < mc->nkids; k++) args = arena_printf("%s %s", args, source_text(mc->kids[k]));
      error_at(kw->loc, "invalid test macro call: @%s%s", name, args);
    }
    Sym key = kw->kids[0]->sym;
    if (strcmp(name, "test") == 0 && (key == sym("broken") || key == sym("skip"))) {
      Node **slot = key == sym("broken") ? &broken : &skip;
      if (*slot) error_at(kw->loc, "invalid test macro call: cannot set %s keyword multiple times", key);
      *slot = kw->kids[1];
      continue;
    }
    vec_push(kws, kw);
  }
  if (broken && skip) error_at(mc->loc, "invalid test macro call: cannot set both skip and broken keywords");
  if (kws.len) {
    if (ex->kind != N_CALL) error_at(ex->loc, "invalid test macro call: @%s %s with keywords", name, source_text(ex));
    Node *c = node_new(N_CALL, ex->loc, ex->nkids + kws.len);
    for (int i = 0; i < ex->nkids; i++) c->kids[i] = ex->kids[i];
    for (int i = 0; i < kws.len; i++) c->kids[ex->nkids + i] = node_of(N_KW, kws.items[i]->loc, 2, kws.items[i]->kids[0], kws.items[i]->kids[1]);
    ex = c;
  }
  Loc loc = mc->loc;
  if (strcmp(name, "test_skip") == 0) return call_test(loc, "record_broken", 0, NULL);
  if (strcmp(name, "test_broken") == 0) return test_call(mc, ex, "do_broken_test");
  Node *run = test_call(mc, ex, "do_test");
  if (skip) return node_of(N_IF, loc, 3, skip, call_test(loc, "record_broken", 0, NULL), run);
  if (broken) return node_of(N_IF, loc, 3, broken, test_call(mc, ex, "do_broken_test"), run);
  return run;
}

/* @test_throws T|value ex */
static Node *expand_test_throws(Node *mc) {
  if (mc->nkids != 3) error_at(mc->loc, "invalid test macro call: @test_throws takes an exception and an expression");
  Node *ex = mc->kids[2];
  Node *args[] = {thunk(mc->loc, ex), mc->kids[1], str_lit(mc->loc, source_text(ex)), place(mc)};
  return call_test(mc->loc, "do_test_throws", 4, args);
}

/* @test_logs patterns... [match_mode=:any] ex */
static Node *expand_test_logs(Node *mc) {
  if (mc->nkids < 2) error_at(mc->loc, "ArgumentError: `@test_logs` needs at least one arguments.");
  Loc loc = mc->loc;
  Node *ex = mc->kids[mc->nkids - 1];
  bool match_any = false;
  Node *min_level = NULL;
  VEC(Node *) pats = {0};
  char *text = "";
  for (int i = 1; i < mc->nkids - 1; i++) {
    Node *p = mc->kids[i];
    if (is_kw_assign(p)) {
      if (p->kids[0]->sym == sym("match_mode") && p->kids[1]->kind == N_QUOTESYM &&
          (p->kids[1]->sym == sym("any") || p->kids[1]->sym == sym("all"))) {
        match_any = p->kids[1]->sym == sym("any");
        continue;
      }
      if (p->kids[0]->sym == sym("min_level")) {
        min_level = p->kids[1];
        continue;
      }
      error_at(p->loc, "not supported yet: @test_logs option %s", source_text(p));
    }
    if (p->kind != N_TUPLE || p->nkids < 1 || p->nkids > 2)
      error_at(p->loc, "not supported yet: a @test_logs pattern other than (level,) or (level, message)");
    vec_push(pats, p);
    text = arena_printf("%s%s%s", text, *text ? " " : "", source_text(p));
  }
  Node *patterns = node_new(N_TUPLE, loc, pats.len);
  for (int i = 0; i < pats.len; i++) patterns->kids[i] = pats.items[i];
  if (!min_level) {
    min_level = node_new(N_INT, loc, 0);         /* Info */
    min_level->i = 0;
  }
  Node *args[] = {thunk(loc, ex), patterns, bool_lit(loc, match_any), min_level, str_lit(loc, source_text(ex)),
                  str_lit(loc, text), place(mc)};
  return call_test(loc, "do_test_logs", 7, args);
}

/* @test_warn msg expr: as Julia's, whose report shows the @test it makes */
static Node *expand_test_warn(Node *mc) {
  if (mc->nkids != 3) error_at(mc->loc, "invalid test macro call: @test_warn takes a message and an expression");
  const char *orig = arena_printf("contains_warn(read(fname, String), %s)", source_text(mc->kids[1]));
  Node *args[] = {thunk(mc->loc, mc->kids[2]), mc->kids[1], str_lit(mc->loc, orig), place(mc)};
  return call_test(mc->loc, "do_test_warn", 4, args);
}

static Node *expand_test_nowarn(Node *mc) {
  if (mc->nkids != 2) error_at(mc->loc, "invalid test macro call: @test_nowarn takes one expression");
  Node *args[] = {thunk(mc->loc, mc->kids[1]), place(mc)};
  return call_test(mc->loc, "do_test_nowarn", 2, args);
}

/* @inferred f(args...): f's value, checked to be of the type inference
 * gives the call (Core._return_type of the call on the arguments' types) */
static Node *expand_inferred(Node *mc) {
  if (mc->nkids != 2) error_at(mc->loc, "not supported yet: @inferred with an allowed type");
  Node *ex = mc->kids[1];
  Loc loc = mc->loc;
  if (ex->kind != N_CALL) error_at(ex->loc, "@inferred requires a call expression");
  /* keywords: their values as a named tuple, the last term */
  NodeList kws = {0}, pos = {0};
  for (int i = 1; i < ex->nkids; i++) {
    Node *a = ex->kids[i];
    if (is_splat(a)) error_at(a->loc, "not supported yet: splatted arguments in @inferred");
    if (a->kind == N_PARAMS)
      for (int k = 0; k < a->nkids; k++) vec_push(kws, a->kids[k]);
    else if (a->kind == N_KW) vec_push(kws, a);
    else vec_push(pos, a);
  }
  if (kws.len) {
    Node *params = node_new(N_PARAMS, loc, kws.len);
    for (int k = 0; k < kws.len; k++) params->kids[k] = kws.items[k];
    Node *nt = node_of(N_TUPLE, loc, 1, params);
    ex = node_new(N_CALL, ex->loc, pos.len + 2);
    ex->kids[0] = mc->kids[1]->kids[0];
    for (int i = 0; i < pos.len; i++) ex->kids[i + 1] = pos.items[i];
    ex->kids[pos.len + 1] = nt;
  }
  int n = ex->nkids - 1;
  /* #t0 = f, #t1... = the arguments; then check_inferred(f(args...),
   * _return_type(splat_call, typeof((f, (args...,))))) */
  Node **terms = NEW_ARRAY(Node *, n + 1);
  for (int i = 0; i <= n; i++) terms[i] = ex->kids[i];
  int npos = n - (kws.len > 0);
  Node *call = node_new(N_CALL, loc, npos + 1 + (kws.len > 0));
  Node *argt = node_new(N_TUPLE, loc, npos);
  for (int i = 0; i <= npos; i++) call->kids[i] = hidden(loc, "t", i);
  for (int i = 0; i < npos; i++) argt->kids[i] = hidden(loc, "t", i + 1);
  if (kws.len) {              /* f(args...; kws...) */
    Node *splat = node_of(N_SPLAT, loc, 1, hidden(loc, "t", n));
    call->kids[npos + 1] = node_of(N_PARAMS, loc, 1, splat);
  }
  Node *pair = kws.len ? node_of(N_TUPLE, loc, 3, hidden(loc, "t", 0), argt, hidden(loc, "t", n))
                       : node_of(N_TUPLE, loc, 2, hidden(loc, "t", 0), argt);
  Node *core_rt = node_of(N_DOT, loc, 1, node_ident(loc, "Core"));
  core_rt->sym = sym("_return_type");
  Node *rt = node_of(N_CALL, loc, 3, core_rt, test_fn(loc, "splat_call"), node_of(N_CALL, loc, 2, node_ident(loc, "typeof"), pair));
  Node *args[] = {call, rt};
  Node *body = assign_terms(loc, terms, n + 1, call_test(loc, "check_inferred", 2, args));
  return node_of(N_LET, loc, 2, node_new(N_BLOCK, loc, 0), body);
}

/* try body catch; record_nontest_error(place) finally finish_testset() end,
 * after push_testset(desc; options...) */
static Node *testset_run(Node *mc, Node *desc, NodeList *opts, Node *body) {
  Loc loc = mc->loc;
  Node *push = node_new(N_CALL, loc, opts->len ? 3 : 2);
  push->kids[0] = test_fn(loc, "push_testset");
  push->kids[1] = desc;
  if (opts->len) {
    Node *params = node_new(N_PARAMS, loc, opts->len);
    for (int i = 0; i < opts->len; i++)
      params->kids[i] = node_of(N_KW, loc, 2, opts->items[i]->kids[0], opts->items[i]->kids[1]);
    push->kids[2] = params;
  }
  Node *record_args[] = {place(mc)};
  Node *handler = node_of(N_BLOCK, loc, 1, call_test(loc, "record_nontest_error", 1, record_args));
  Node *finally = node_of(N_BLOCK, loc, 1, call_test(loc, "finish_testset", 0, NULL));
  Node *scoped = node_of(N_LET, loc, 2, node_new(N_BLOCK, loc, 0), body);
  Node *try_ = node_of(N_TRY, loc, 4, node_of(N_BLOCK, loc, 1, scoped), NULL, handler, finally);
  return node_of(N_BLOCK, loc, 2, push, try_);
}

/* @testset let v = x ... end: a transparent test set, whose failures show
 * "Context: v = x": let v = x; push_context("v", v); try body finally
 * pop_context() end end */
static Node *testset_context(Node *mc, bool customized, Node *let) {
  Loc loc = mc->loc;
  if (customized) error_at(mc->loc, "@testset with a `let` argument cannot be customized");
  Node *binds = let->kids[0];          /* a block of the bindings */
  Node *assign = binds->nkids == 1 ? binds->kids[0] : NULL;
  if (!assign || assign->kind != N_ASSIGN) error_at(let->loc, "`@testset let` must have exactly one assignment");
  Node *push_args[] = {str_lit(loc, source_text(assign->kids[0])), assign->kids[0]};
  Node *finally = node_of(N_BLOCK, loc, 1, call_test(loc, "pop_context", 0, NULL));
  Node *try_ = node_of(N_TRY, loc, 4, let->kids[1], NULL, NULL, finally);
  Node *body = node_of(N_BLOCK, loc, 2, call_test(loc, "push_context", 2, push_args), try_);
  return node_of(N_LET, let->loc, 2, binds, body);
}

/* @testset ["description"] [option=value...] begin ... end | for ... end | f() */
static Node *expand_testset(Node *mc) {
  if (mc->nkids < 2) error_at(mc->loc, "No arguments to @testset");
  Node *tests = mc->kids[mc->nkids - 1];
  Node *desc = NULL;
  NodeList opts = {0};
  for (int i = 1; i < mc->nkids - 1; i++) {
    Node *a = mc->kids[i];
    if (a->kind == N_STR || a->kind == N_STRING) {
      desc = a;
    } else if (is_kw_assign(a)) {
      Sym k = a->kids[0]->sym;
      if (k != sym("verbose") && k != sym("showtiming"))
        error_at(a->loc, "not supported yet: the @testset option %s", k);
      vec_push(opts, a);
    } else if (a->kind == N_IDENT || a->kind == N_DOT) {
      error_at(a->loc, "not supported yet: a custom test set type");
    } else {
      error_at(a->loc, "Unexpected argument %s to @testset", source_text(a));
    }
  }
  if (tests->kind == N_LET) return testset_context(mc, desc || opts.len, tests);
  if (tests->kind == N_FOR) {
    int nspecs = tests->nkids - 1;
    if (!desc) {             /* "i = $i, j = $j" */
      Node *s = node_new(N_STRING, tests->loc, 2 * nspecs);
      for (int i = 0; i < nspecs; i++) {
        Node *var = tests->kids[i]->kids[0];
        if (var->kind != N_IDENT) error_at(var->loc, "not supported yet: a destructuring loop variable in @testset for without a description");
        s->kids[2 * i] = str_lit(var->loc, arena_printf("%s%s = ", i ? ", " : "", var->sym));
        s->kids[2 * i + 1] = var;
      }
      desc = s;
    }
    Node *loop = node_new(N_FOR, tests->loc, tests->nkids);
    for (int i = 0; i < nspecs; i++) loop->kids[i] = tests->kids[i];
    loop->kids[nspecs] = testset_run(mc, desc, &opts, tests->kids[nspecs]);
    return loop;
  }
  if (tests->kind == N_CALL) {
    if (!desc) desc = str_lit(tests->loc, source_text(tests->kids[0]));
  } else if (tests->kind != N_BLOCK) {
    error_at(tests->loc, "Expected function call, begin/end block or for loop as argument to @testset");
  }
  if (!desc) desc = str_lit(mc->loc, "test set");
  return testset_run(mc, desc, &opts, tests);
}

/* Is Test's macro @name visible in m: Test used or imported there? */
static bool test_macros_visible(Node *mc, Module *m) {
  if (!test_module) return false;
  if (mc->kids[0]) {                     /* Test.@test */
    return mc->kids[0]->kind == N_IDENT && module_lookup(m, mc->kids[0]->sym) &&
           module_lookup(m, mc->kids[0]->sym)->kind == BIND_CONST &&
           module_lookup(m, mc->kids[0]->sym)->value.type == t_module &&
           module_lookup(m, mc->kids[0]->sym)->value.mod == test_module;
  }
  for (int i = 0; i < m->usings.len; i++)
    if (m->usings.items[i] == test_module) return true;
  Binding *b = module_lookup(m, sym("#Test"));
  return b && b->kind == BIND_CONST && b->value.type == t_module && b->value.mod == test_module;
}

static Node *expand_one(Node *mc) {
  const char *name = mc->sym;
  expansion++;
  if (!strcmp(name, "test") || !strcmp(name, "test_broken") || !strcmp(name, "test_skip")) return expand_test(mc, name);
  if (!strcmp(name, "test_throws")) return expand_test_throws(mc);
  if (!strcmp(name, "testset")) return expand_testset(mc);
  if (!strcmp(name, "test_logs")) return expand_test_logs(mc);
  if (!strcmp(name, "test_nowarn")) return expand_test_nowarn(mc);
  if (!strcmp(name, "test_warn")) return expand_test_warn(mc);
  if (!strcmp(name, "inferred")) return expand_inferred(mc);
  if (!strcmp(name, "test_deprecated")) {
    /* as Julia runs a program, with --depwarn=no: the expression's value, no test */
    if (mc->nkids < 2 || mc->nkids > 3) error_at(mc->loc, "Usage: @test_deprecated [pattern] expression");
    return mc->kids[mc->nkids - 1];
  }
  return NULL;
}

void test_macros_loaded(Module *test) { test_module = test; }

/* `using Test: @test, @testset`: the macros become visible in `into` (all of
 * Test's at once, as they are not bindings of their own yet) */
bool test_macro_import(Module *from, Sym name, Module *into) {
  if (!test_module || from != test_module) return false;
  static const char *const names[] = {"test", "test_broken", "test_skip", "test_throws", "testset",
                                      "test_logs", "test_warn", "test_nowarn", "inferred", "test_deprecated"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (name == sym(names[i]) || name == sym(arena_printf("@%s", names[i]))) {
      bind_module(into, sym("#Test"), test_module);
      return true;
    }
  return false;
}

void expand_test_macros(Node *n, Module *m) {
  if (!n || !test_module) return;
  if (n->kind == N_MACROCALL && test_macros_visible(n, m)) {
    Node *e = expand_one(n);
    if (e) {
      bind_module(m, sym("#Test"), test_module);
      *n = *e;
    }
  }
  for (int i = 0; i < n->nkids; i++) expand_test_macros(n->kids[i], m);
}
