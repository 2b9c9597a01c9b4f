/* trim.c — the reachable set, and the trim verifier.
 *
 * Reachability starts at the entry points (top-level code, main, every
 * @ccallable) and follows the final call cases of inference, so a method
 * instance that a wider type once suggested but no case calls now is left
 * out. The verifier then reports every call in the reachable set that could
 * not be resolved to known methods, with the chain of calls leading to it. */
#include "ir.h"

int trim_mode = TRIM_NO;

static void reach(MI *mi, bool *seen) {
  if (!mi || seen[mi->id]) return;
  seen[mi->id] = true;
  vec_push(inference.reachable, mi);
  for (int i = 0; i < mi->ir->code.len; i++) {
    CallInfo *ci = &mi->calls[i];
    if (mi->ir->code.items[i].kind != I_CALL) continue;
    for (int k = 0; k < ci->ncases; k++) reach(ci->cases[k].target, seen);
  }
}

void trim_collect(void) {
  bool *seen = NEW_ARRAY(bool, inference.instances.len + 1);
  inference.reachable.len = 0;
  reach(inference.toplevel, seen);
  for (int i = 0; i < inference.reachable.len; i++) inference.reachable.items[i]->from_toplevel = true;
  reach(inference.main_mi, seen);
  for (int i = 0; i < inference.ccallable_mis.len; i++) reach(inference.ccallable_mis.items[i], seen);
}

static const char *file_of(Loc loc) { return loc.file ? loc.file->path : "?"; }

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

int trim_verify(void) {
  int errors = 0, warnings = 0;
  bool report = trim_mode == TRIM_SAFE || trim_mode == TRIM_UNSAFE_WARN;
  for (int r = 0; r < inference.reachable.len; r++) {
    MI *mi = inference.reachable.items[r];
    for (int i = 0; i < mi->ir->code.len; i++) {
      Instr *in = &mi->ir->code.items[i];
      if (in->kind != I_CALL) continue;
      CallInfo *ci = &mi->calls[i];
      const char *why = ci->dynamic;
      const char *what = NULL;
      for (int k = 0; !why && k < ci->ncases; k++) {
        CallCase *c = &ci->cases[k];
        if (c->error && (!c->builtin || c->no_method)) { why = c->error; what = ci->func ? call_str(ci->func, c->argtypes, ci->nflat, ci) : NULL; }
      }
      if (!why) continue;
      if (trim_mode == TRIM_NO && !ci->dynamic) continue;      /* a MethodError at run time, as in Julia */
      if (!report) continue;
      int n = trim_mode == TRIM_SAFE ? ++errors : ++warnings;
      fprintf(stderr, "Verifier %s #%d: unresolved call from statement %s\n",
              trim_mode == TRIM_SAFE ? "error" : "warning", n, what ? what : "(unknown callee)");
      fprintf(stderr, "  %s\n", why);
      fprintf(stderr, "%s:%d:%d\n", file_of(in->loc), in->loc.line, in->loc.col);
      show_source_line(in->loc, in->width > 0 ? in->width : 1);
      print_chain(mi, in->loc);
      fputc('\n', stderr);
    }
  }
  if (errors || warnings)
    fprintf(stderr, "Trim verify finished with %d error%s, %d warning%s.\n", errors, errors == 1 ? "" : "s",
            warnings, warnings == 1 ? "" : "s");
  return errors;
}
