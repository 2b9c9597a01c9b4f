/* trim.c — the reachable set, and the trim verifier.
 *
 * Reachability starts at the entry points (top-level code, main, every
 * @ccallable and Base.Experimental.entrypoint) and follows the final call
 * cases of inference, so a method instance that a wider type once suggested
 * but no case calls now is left out. The verifier then reports every call in
 * the reachable set that could not be resolved to known methods: the
 * statement, the chain of calls leading to it, the source line, why the call
 * is dynamic and what to write instead. */
#include "ir.h"
#include "link.h"

int trim_mode = TRIM_NO;

static void reach(MI *mi, bool *seen) {
  if (!mi || seen[mi->id]) return;
  seen[mi->id] = true;
  vec_push(inference.reachable, mi);
  reach(mi->tie_fallback, seen);
  for (int i = 0; i < mi->ir->code.len; i++) {
    CallInfo *ci = &mi->calls[i];
    if (mi->ir->code.items[i].kind != I_CALL) continue;
    for (int k = 0; k < ci->ncases; k++) reach(ci->cases[k].target, seen);
  }
}

void trim_collect(void) {
  bool *seen = NEW_ARRAY(bool, inference.instances.len + 1);
  inference.reachable.len = 0;
  for (int i = 0; i < inference.toplevel.len; i++) {      /* the parts up to one that never returns */
    reach(inference.toplevel.items[i], seen);
    if (inference.toplevel.items[i]->rettype->kind == TY_BOTTOM) break;
  }
  for (int i = 0; i < inference.reachable.len; i++) inference.reachable.items[i]->from_toplevel = true;
  reach(inference.main_mi, seen);
  for (int i = 0; i < inference.ccallable_mis.len; i++) reach(inference.ccallable_mis.items[i], seen);
  for (int i = 0; i < inference.entry_mis.len; i++) reach(inference.entry_mis.items[i], seen);
  for (int i = 0; i < inference.cfunctions.len; i++) reach(inference.cfunctions.items[i].mi, seen);
  reach(inference.runtime_error_mi, seen);
  reach(inference.exit_finalizers_mi, seen);
  for (int i = 0; i < inference.task_runner_mis.len; i++) reach(inference.task_runner_mis.items[i], seen);
}

static const char *file_of(Loc loc) { return loc.file ? file_shown(loc.file) : "?"; }

/* ---- what a statement looks like ---- */

static Type *type_of_val(MI *mi, Val v) {
  switch (v.kind) {
  case V_SSA: return mi->ssa_types[v.idx];
  case V_SLOT: return mi->slot_types[v.idx];
  case V_CONST: return v.c->type;
  case V_GLOBAL: return v.g->type ? v.g->type : t_bottom;
  case V_TYPE: return template_type(mi, v);
  default: return t_nothing;
  }
}

/* The name a value has in the source: a local variable or a global. */
static Sym val_name(MI *mi, Val v) {
  if (v.kind == V_SSA) {     /* f(xs...): lowering passed xs through Base.splat_arg */
    Instr *def = &mi->ir->code.items[v.idx];
    Val f = def->nargs == 2 ? def->args[0] : (Val){0};
    if (def->kind == I_CALL && f.kind == V_CONST && f.c->type->func &&
        f.c->type->func->name == sym("splat_arg"))
      return val_name(mi, def->args[1]);
  }
  if (v.kind == V_SLOT && v.idx < mi->ir->slot_names.len) return mi->ir->slot_names.items[v.idx];
  if (v.kind == V_GLOBAL) return v.g->name;
  return NULL;
}

/* One argument as Julia's verifier shows it: a constant as written, else
 * `name::T` or `::T`. */
static void show_arg(StrBuf *b, MI *mi, Val v) {
  Type *t = type_of_val(mi, v);
  if (v.kind == V_CONST && t == t_module) { sb_puts(b, v.c->mod->name); return; }
  if (v.kind == V_CONST && t == t_symbol) { sb_printf(b, ":%s", v.c->sym); return; }
  if (v.kind == V_CONST && t == t_int64) { sb_printf(b, "%lld", (long long)v.c->i); return; }
  Sym name = val_name(mi, v);
  sb_printf(b, "%s::%s", name ? name : "", type_str(t));
}

/* f(x::Int64, ::String), (g::Any)(::Float64), f(xs::Vector{Any}...) */
const char *trim_statement(MI *mi, Instr *in, CallInfo *ci) {
  StrBuf b = {0};
  if (ci->func && !ci->func->functor_of) sb_puts(&b, func_display_name(ci->func));    /* a constructor: its type's name */
  else {
    sb_puts(&b, "(");
    show_arg(&b, mi, in->args[0]);
    sb_puts(&b, ")");
  }
  sb_puts(&b, "(");
  for (int i = 1; i < in->nargs; i++) {
    if (i > 1) sb_puts(&b, ", ");
    show_arg(&b, mi, in->args[i]);
    if (instr_splats(in, i)) sb_puts(&b, "...");
  }
  sb_puts(&b, ")");
  const char *s = arena_strndup(sb_str(&b), (size_t)b.len);
  free(b.items);
  return s;
}

/* One case of a call, with the types it has: f(::Shape) */
const char *trim_case_statement(MI *mi, Instr *in, CallInfo *ci, CallCase *c) {
  CallInfo *cv = c->view ? c->view : ci;
  return ci->func ? call_str(ci->func, c->argtypes, cv->nflat, cv) : trim_statement(mi, in, ci);
}

/* ---- why a call is dynamic, and what to do ---- */

typedef struct Finding {
  const char *statement;
  const char *reason;
  const char *help;
  bool always_error;      /* no mode can build it: jlc puts no compiler in the binary */
  /* a lookup by a run-time name, which no mode can make work: but for
   * --trim=safe, it is built without its callee, as the run-time error,
   * and --trim=no warns of it as unsafe-warn does */
  bool by_name;
  bool silent;            /* not reported (another report covers it), but trimmed alike */
} Finding;

static bool is_call_to(MI *mi, Instr *in, Sym name) {
  CallInfo *ci = &mi->calls[in - mi->ir->code.items];
  return in->kind == I_CALL && ci->func && ci->func->name == name && ci->func->module == base_module;
}

/* Is the value `def` computes an argument of a getglobal call? */
static bool feeds_getglobal(MI *mi, Instr *def) {
  int idx = (int)(def - mi->ir->code.items);
  for (int i = 0; i < mi->ir->code.len; i++) {
    Instr *in = &mi->ir->code.items[i];
    if (!is_call_to(mi, in, sym("getglobal"))) continue;
    for (int a = 1; a < in->nargs; a++)
      if (in->args[a].kind == V_SSA && in->args[a].idx == idx) return true;
  }
  return false;
}

/* Does some case of the call have a method to run? */
static bool call_can_succeed(CallInfo *ci) {
  for (int k = 0; k < ci->ncases; k++)
    if (!ci->cases[k].error) return true;
  return false;
}

/* The calls of base/reflection.jl: they resolve, so that the verifier can
 * name them, but no program that reaches them can be compiled. */
static bool refuse_closed_world(MI *mi, Instr *in, CallInfo *ci, CallCase *c, Finding *out) {
  if (!c->target || !c->target->method) return false;
  if (c->view) ci = c->view;     /* a case of a splat of run-time length has its own arguments */
  Method *m = c->target->method;
  Module *mod = m->module;
  Sym name = m->func->name;
  bool in_base = mod == base_module, in_meta = mod->parent == base_module && mod->name == sym("Meta");
  const char *call = call_str(m->func, c->argtypes + c->first_arg, ci->nflat - c->first_arg, ci);
  if ((in_base && (name == sym("eval") || name == sym("include_string"))) || (in_meta && name == sym("parse"))) {
    out->statement = in_meta ? arena_printf("Meta.%s", call) : call;
    out->reason = arena_printf("%s%s runs code that does not exist until the program runs, and jlc "
                               "compiles ahead of time and puts no compiler in the binary",
                               in_meta ? "Meta." : "", name);
    out->help = "write the code in the program itself; to choose among known operations by "
                "input, branch on it (if op == \"add\" ...) or use a Dict{String,Function} of them";
    out->always_error = true;
    return true;
  }
  if (in_base && name == sym("getglobal")) {
    Const *k = ci->nflat == 2 ? known_const(mi, ci->flat_vals[1]) : NULL;
    Const *mk = ci->nflat == 2 ? known_const(mi, ci->flat_vals[0]) : NULL;
    out->statement = trim_statement(mi, in, ci);
    out->by_name = true;
    if (k && k->type == t_symbol) {
      out->reason = "jlc resolves every global at compile time and keeps no table of names in the binary";
      out->help = arena_printf("the name is a constant: write %s.%s instead", mk && mk->type == t_module ? mk->mod->name : "M", k->sym);
    } else {
      out->reason = "the global's name is only known at run time, and the binary keeps no table of global names";
      out->help = "call the function directly, or map names to functions with a Dict{String,Function} of known entries";
    }
    return true;
  }
  if (in_base && m->func->ctor_of && m->func->ctor_of->name == sym("Symbol") && m->nargs &&
      m->argtypes[m->nargs - 1] == t_string && feeds_getglobal(mi, in)) {
    /* Symbol(s::String) naming a global to look up: the getglobal's report
     * covers it (a Symbol built for an Expr is an ordinary call) */
    out->silent = true;
    out->statement = trim_statement(mi, in, ci);
    out->reason = "a Symbol made from a run-time string only serves to look names up at run time, "
                  "which a compiled program cannot do";
    out->help = "compare the strings themselves (name == \"sin\"), or map them to values with a Dict{String,...}";
    out->by_name = true;
    return true;
  }
  return false;
}

/* A call whose callee is not known: where its type came from. */
static void explain_callee(MI *mi, Instr *in, Finding *f) {
  Val v = in->args[0];
  Type *t = type_of_val(mi, v);
  Sym name = val_name(mi, v);
  const char *who = name ? arena_printf("`%s`", name) : "the called value";
  CallInfo *made = v.kind == V_SSA && mi->calls && mi->ir->code.items[v.idx].kind == I_CALL ? &mi->calls[v.idx] : NULL;
  if (made && made->ncases == 1 && made->cases[0].builtin && made->cases[0].error) {
    f->reason = made->cases[0].error;      /* the callee could not be made: K{x} of an x it cannot take */
    return;
  }
  if (v.kind == V_GLOBAL) {
    f->reason = arena_printf("the function called is the global %s, which is not constant (its type is %s)", who, type_str(t));
    f->help = arena_printf("declare it `const %s = ...`, or pass the function as an argument", name);
  } else if (t->kind == TY_UNION) {
    /* (a union of functions, builtins too, is split over them: only a member
     * that is not callable is reported) */
    f->reason = arena_printf("%s is one of several values, chosen at run time, and not all of them can be called: %s",
                             who, type_str(t));
    f->help = "call the function in the branch that chooses it, so that every call has a function as its callee; "
              "with --trim=no, calling the other value throws Julia's MethodError";
  } else {
    f->reason = arena_printf("%s has type %s: which function it is, is only known at run time", who, type_str(t));
    f->help = "keep functions in a tuple (fs = (sin, cos)) or a const global rather than a Vector{Any}, "
              "or branch on the choice and call each function directly";
  }
}

static const char *wide_arg_help = "give the value a concrete type where it is stored (a typed field or "
                                   "Vector{Float64}), or a small union of the types it can have";

/* An argument of abstract type that the closed world could not split. */
static void explain_abstract(Type **at, int n, Finding *f) {
  for (int i = 0; i < n; i++) {
    Type *t = at[i];
    if (!call_arg_resolved(t)) {
      f->reason = wide_arg_reason(i, t);
      f->help = wide_arg_help;
      return;
    }
  }
}

static bool find_problem(MI *mi, Instr *in, CallInfo *ci, Finding *f) {
  memset(f, 0, sizeof *f);
  for (int k = 0; k < ci->ncases; k++)
    if (refuse_closed_world(mi, in, ci, &ci->cases[k], f)) return true;
  if (ci->dynamic) {
    f->statement = trim_statement(mi, in, ci);
    f->reason = ci->dynamic;
    /* infer.c sets `dynamic` for an unknown callee, a splat it cannot
     * expand, or a union split with too many cases */
    if (!ci->func) explain_callee(mi, in, f);
    else if (!strncmp(ci->dynamic, "too many", 8)) {
      f->reason = arena_printf("the arguments' types combine into more than %d cases, too many to split the call over", MAX_SPLIT_CASES);
      f->help = in->splat ? "splat fewer values of several types at once, or loop over the elements"
                          : "give the values one concrete type where they are created (x::Float64 = ...), or convert them before the call";
    } else if (in->splat) {
      Type *t = NULL;
      for (int a = 1; a < in->nargs && !t; a++)
        if (instr_splats(in, a)) t = type_of_val(mi, in->args[a]);
      /* a Vector splats (one case per length and element types); others are the dynamic reason */
      if (!strncmp(ci->dynamic, "splatting a value", 17))
        f->reason = arena_printf("splatting a %s: its length and element types are only known at run time", type_str(t));
      f->help = "splat a tuple or a Vector, or loop over the elements";
    } else if (ci->func->builtin && !strncmp(ci->dynamic, "argument ", 9)) {
      f->help = wide_arg_help;         /* infer.c's wide_arg_reason */
    }
    return true;
  }
  for (int k = 0; k < ci->ncases; k++) {
    CallCase *c = &ci->cases[k];
    if (!c->error || (c->builtin && !c->no_method)) continue;
    /* a value of several types (a union, a Function from a container) may be
     * one no method takes: that case throws the MethodError when reached, as
     * in Julia; only a call that can never succeed is reported */
    if (c->no_method && call_can_succeed(ci)) continue;
    CallInfo *cv = c->view ? c->view : ci;
    f->statement = trim_case_statement(mi, in, ci, c);
    f->reason = c->error;
    if (c->no_method)
      f->help = "no method accepts these argument types: define one, or convert the argument; with --trim=no "
                "the call builds and throws this MethodError when it is reached, as in Julia";
    else if (c->ambiguous)
      f->help = "define the more specific method that resolves the ambiguity; built without --trim=safe, the call "
                "throws this MethodError when it is reached, as in Julia";
    else
      explain_abstract(c->argtypes, cv->nflat, f);
    return true;
  }
  return false;
}

/* ---- the report ---- */

/* Stacktrace in Julia's shape: the frame with the call, then its callers. */
static void print_chain(MI *mi, Loc call_loc) {
  fprintf(stderr, "Stacktrace:\n");
  int frame = 1;
  Loc loc = call_loc;
  for (MI *m = mi; m; m = m->caller) {
    fprintf(stderr, " [%d] %s\n", frame++, mi_display(m));
    fprintf(stderr, "   @ %s %s:%d\n", (m->method ? m->method->module : main_module)->name, file_of(loc), loc.line);
    if (!m->caller) break;
    loc = m->caller->ir->code.items[m->caller_instr].loc;
    if (frame > 20) { fprintf(stderr, "   ...\n"); break; }
  }
}

/* `label: text`, the text wrapped at 90 columns under its first word */
static void print_wrapped(const char *label, const char *text) {
  int indent = 4 + (int)strlen(label), col = indent;
  fprintf(stderr, "  %s: ", label);
  const char *p = text;
  while (*p) {
    const char *e = p;
    while (*e && *e != ' ' && *e != '\n') e++;
    int len = (int)(e - p);
    if (col > indent && col + 1 + len > 90) { fprintf(stderr, "\n%*s", indent, ""); col = indent; }
    else if (col > indent) { fputc(' ', stderr); col++; }
    fprintf(stderr, "%.*s", len, p);
    col += len;
    if (*e == '\n') { fprintf(stderr, "\n%*s", indent, ""); col = indent - 1; }
    p = *e ? e + 1 : e;
  }
  fputc('\n', stderr);
}

int trim_verify(void) {
  int errors = 0, warnings = 0;
  bool trimmed = false;
  for (int r = 0; r < inference.reachable.len; r++) {
    MI *mi = inference.reachable.items[r];
    for (int i = 0; i < mi->ir->code.len; i++) {
      Instr *in = &mi->ir->code.items[i];
      if (in->kind != I_CALL || (mi->live && !mi->live[i])) continue;
      CallInfo *ci = &mi->calls[i];
      Finding f;
      if (!find_problem(mi, in, ci, &f)) continue;
      /* --trim=no: a missing method is a MethodError at run time, as in Julia */
      bool error = f.always_error || trim_mode == TRIM_SAFE;
      if (f.by_name && !error) {
        /* built without its callee (base/reflection.jl's stand-in), which
         * has no code: reaching the call is the trim error (emit_c.c) */
        ci->dynamic = f.reason;
        ci->ncases = 0;
        ci->trimmed = true;
        trimmed = true;
      }
      bool report = !f.silent && (error || trim_mode == TRIM_UNSAFE_WARN || (f.by_name && trim_mode == TRIM_NO));
      if (!report) continue;
      int n = error ? ++errors : ++warnings;
      fprintf(stderr, "Verifier %s #%d: unresolved call from statement %s\n", error ? "error" : "warning", n, f.statement);
      print_chain(mi, in->loc);
      /* the line is the program's unless it says otherwise: a call in Base names its file */
      if (in->loc.file && file_in_base(in->loc.file)) fprintf(stderr, "  --> %s:%d:%d\n", file_of(in->loc), in->loc.line, in->loc.col);
      show_source_line(in->loc, in->width > 0 ? in->width : 1);
      print_wrapped("reason", f.reason);
      if (f.help) print_wrapped("help", f.help);
      fputc('\n', stderr);
    }
  }
  if (errors || warnings)
    fprintf(stderr, "Trim verify finished with %d error%s, %d warning%s.\n", errors, errors == 1 ? "" : "s",
            warnings, warnings == 1 ? "" : "s");
  if (trimmed) trim_collect();       /* without the stand-ins no call reaches now */
  return errors;
}

/* ---- --report=size: what went into the binary, and why ---- */

/* Main.Geometry, Base, Base.Math */
static const char *module_path(Module *m) {
  if (!m->parent || m->parent == m) return m->name;
  return arena_printf("%s.%s", module_path(m->parent), m->name);
}

static bool in_main(Module *m) {
  while (m->parent && m != main_module) m = m->parent;
  return m == main_module;
}

/* The linked size of the C function `cname`: the compiler may have split
 * it (f.part.0, f.cold) or inlined it everywhere (0). Each symbol counted
 * is marked, so what is left over is the runtime's and the C start-up's. */
static uint64_t linked_size(const char *cname, const LinkSymbol *syms, int n, bool *counted) {
  uint64_t size = 0;
  size_t len = strlen(cname);
  for (int i = 0; i < n; i++)
    if (!counted[i] && !strncmp(syms[i].name, cname, len) && (!syms[i].name[len] || syms[i].name[len] == '.')) {
      size += syms[i].size;
      counted[i] = true;
    }
  return size;
}

typedef struct SizedMI { MI *mi; uint64_t size; const char *module; } SizedMI;

static int by_module_then_size(const void *a, const void *b) {
  const SizedMI *x = a, *y = b;
  bool ux = in_main(x->mi->method ? x->mi->method->module : main_module);
  bool uy = in_main(y->mi->method ? y->mi->method->module : main_module);
  if (ux != uy) return ux ? -1 : 1;           /* the program's own modules first */
  int c = strcmp(x->module, y->module);
  if (c) return c;
  return x->size < y->size ? 1 : x->size > y->size ? -1 : x->mi->id - y->mi->id;
}

static int by_size(const void *a, const void *b) {
  const LinkSymbol *x = *(const LinkSymbol *const *)a, *y = *(const LinkSymbol *const *)b;
  return x->size < y->size ? 1 : x->size > y->size ? -1 : strcmp(x->name, y->name);
}

/* One group of method instances (items[from..to), one module): those with
 * code of their own, then how many the C compiler inlined away. */
static void print_group(SizedMI *items, int from, int to) {
  uint64_t sum = 0;
  for (int j = from; j < to; j++) sum += items[j].size;
  fprintf(stderr, "\n%s: %d method instance%s, %llu bytes\n", items[from].module, to - from, to - from == 1 ? "" : "s",
          (unsigned long long)sum);
  int inlined = 0;
  for (int j = from; j < to; j++) {
    MI *mi = items[j].mi;
    if (!items[j].size) { inlined++; continue; }
    bool consts = false;       /* specialized on a constant argument too: one of several alike */
    for (int a = 0; mi->arg_consts && a < mi->nargs; a++) consts |= mi->arg_consts[a] != NULL;
    fprintf(stderr, "  %8llu  %s%s   <- %s\n", (unsigned long long)items[j].size, mi_display(mi),
            consts ? " (constants propagated)" : "", mi->caller ? mi_display(mi->caller) : "entry point");
  }
  if (inlined) fprintf(stderr, "            (and %d inlined into their callers)\n", inlined);
}

void trim_report_sizes(const LinkSymbol *syms, int n, long file_size) {
  bool *counted = NEW_ARRAY(bool, n + 1);
  int nmi = inference.reachable.len;
  SizedMI *items = NEW_ARRAY(SizedMI, nmi + 1);
  int k = 0;
  for (int i = 0; i < nmi; i++) {
    MI *mi = inference.reachable.items[i];
    if (!mi->cname) continue;                 /* nothing emitted: a builtin's stand-in */
    items[k].mi = mi;
    items[k].module = module_path(mi->method ? mi->method->module : main_module);
    items[k].size = linked_size(mi->cname, syms, n, counted);
    k++;
  }
  qsort(items, (size_t)k, sizeof *items, by_module_then_size);
  uint64_t user = 0, base = 0, runtime = 0, glue = 0, other = 0;
  fprintf(stderr, "Size report: the machine code of each method instance compiled, in bytes, and its first caller\n");
  for (int i = 0, j; i < k; i = j) {
    for (j = i; j < k && !strcmp(items[j].module, items[i].module); j++)
      *(in_main(items[j].mi->method ? items[j].mi->method->module : main_module) ? &user : &base) += items[j].size;
    print_group(items, i, j);
  }
  /* the rest: libjlrt's functions (jlrt_*, and the locals of its files),
   * the generated code's own helpers, and the C library's start-up code */
  const LinkSymbol **rt = NEW_ARRAY(const LinkSymbol *, n + 1);
  int nrt = 0;
  for (int i = 0; i < n; i++) {
    if (counted[i]) continue;
    const char *file = syms[i].file;
    bool generated = file && !strncmp(file, "prog", 4);
    if (!strncmp(syms[i].name, "jlrt_", 5) || (file && !generated && !strstr(file, "crt"))) {
      runtime += syms[i].size;
      rt[nrt++] = &syms[i];
    } else if (generated || !strcmp(syms[i].name, "main")) glue += syms[i].size;
    else other += syms[i].size;
  }
  qsort(rt, (size_t)nrt, sizeof *rt, by_size);
  fprintf(stderr, "\nruntime (libjlrt): %d functions, %llu bytes\n", nrt, (unsigned long long)runtime);
  for (int i = 0; i < nrt; i++)
    fprintf(stderr, "  %8llu  %s%s%s%s\n", (unsigned long long)rt[i]->size, rt[i]->name, rt[i]->file ? " (" : "",
            rt[i]->file ? rt[i]->file : "", rt[i]->file ? ")" : "");
  fprintf(stderr, "\ngenerated glue (main, conversions between unions): %llu bytes\n", (unsigned long long)glue);
  fprintf(stderr, "C start-up code: %llu bytes\n", (unsigned long long)other);
  uint64_t total = user + base + runtime + glue + other;
  fprintf(stderr, "\nTotal: %llu bytes of machine code = user code %llu + Base %llu + runtime %llu + glue %llu + C start-up %llu;"
          " the file is %ld bytes\n", (unsigned long long)total, (unsigned long long)user, (unsigned long long)base,
          (unsigned long long)runtime, (unsigned long long)glue, (unsigned long long)other, file_size);
}
