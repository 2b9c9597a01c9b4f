/* backtrace.c — the Stacktrace: lines under an uncaught exception's message.
 *
 * Generated code and the runtime keep frame pointers, so the stack is a
 * chain of (saved frame pointer, return address) pairs up to the frame of
 * main (jlrt_stack_base). Generated functions are compiled into two
 * sections, jl_user_text for the program's own and jl_base_text for Base's,
 * and listed in jlrt_frames with their Julia signature and where they are
 * defined. Before each call, generated code leaves a line mark (jlrt.h): a
 * return address belongs to the last mark before it, which names the line
 * and the function that made the call.
 *
 * The C compiler inlines functions into others. A return address in one of
 * the program's own functions (whose starts are known) whose last mark is
 * another function's is inside code inlined there: that function prints as
 * Julia prints an inlined frame (see frames_at); where the call that
 * inlined it was not marked, jlrt_call_sites may still know its line.
 * Top-level code marks its calls too, but its line is the one it records
 * per statement (jlrt_toplevel_line).
 *
 * Frames are printed as Julia's errorshow.jl prints them: innermost first,
 * runs of one frame (same function, same line) once with their count, the
 * numbers right-aligned, and, past 50 frames, cycles of frames (mutual
 * recursion) once with "--- the above N lines are repeated M more times ---".
 * Like Julia's, the trace keeps at most 80000 frames (a stack overflow is
 * deeper). The table exists only in programs that can throw, so the symbols
 * are weak; nothing here allocates on the heap (it runs after a stack
 * overflow, or with the heap exhausted). */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include "internal.h"

extern const jlrt_frame_info jlrt_frames[] JLRT_OPTIONAL;
extern const int32_t jlrt_nframes JLRT_OPTIONAL;
extern const jlrt_frame_start __start_jl_frame_starts[] JLRT_OPTIONAL;   /* each unit's */
extern const jlrt_frame_start __stop_jl_frame_starts[] JLRT_OPTIONAL;
extern const char jlrt_frame_strings[] JLRT_OPTIONAL;
extern const jlrt_call_site jlrt_call_sites[] JLRT_OPTIONAL;
extern const int32_t jlrt_ncall_sites JLRT_OPTIONAL;
extern const bool jlrt_calls_marked JLRT_OPTIONAL;
extern const char __start_jl_user_text[] JLRT_OPTIONAL;
extern const char __stop_jl_user_text[] JLRT_OPTIONAL;
extern const char __start_jl_base_text[] JLRT_OPTIONAL;
extern const char __stop_jl_base_text[] JLRT_OPTIONAL;
extern const jlrt_line_mark __start_jl_lines[] JLRT_OPTIONAL;
extern const jlrt_line_mark __stop_jl_lines[] JLRT_OPTIONAL;

#define MAX_FRAMES 80000          /* Julia's JL_MAX_BT_SIZE */
#define BIG_TRACE 50              /* Julia's BIG_STACKTRACE_SIZE */
#define MAX_INLINED 8             /* frames one return address stands for, at most */
/* frames_at's callee for the frame that throws, and for that frame when
 * the C compiler inlined Base's report of an uncaught exception into it */
#define INNERMOST (-4)
#define REPORT_INLINED (-5)
#define THROW_MARK (-2)           /* jlrt_line_mark's callee codes */
#define UNCAUGHT_MARK (-3)

typedef struct {
  const jlrt_frame_info *f;
  int32_t line;
  bool inlined;
  long count;                     /* a run of this frame */
} Frame;

static const char *place_of(const jlrt_line_mark *m) { return (const char *)&m->place + m->place; }

static bool within(const char *p, const char *start, const char *stop) { return start && p > start && p <= stop; }

/* Whether mark m may be the one of a frame that calls `callee`: a throw's
 * only in the innermost frame; where the report was inlined, only the
 * uncaught throw's (the report's own code has marks too). */
static bool mark_fits(const jlrt_line_mark *m, int32_t callee) {
  if (callee == REPORT_INLINED) return m->callee == UNCAUGHT_MARK;
  return callee == INNERMOST || (m->callee != THROW_MARK && m->callee != UNCAUGHT_MARK);
}

/* The last mark in [from, at] of the function numbered `id` (-1: any)
 * that fits `callee`. Marks with no instruction between them share a
 * place; the last one written (in program order) is the one nearest the
 * call. */
static const jlrt_line_mark *last_mark(const char *from, const char *at, int32_t id, int32_t callee) {
  const jlrt_line_mark *best = NULL;
  for (const jlrt_line_mark *m = __start_jl_lines; m < __stop_jl_lines; m++) {
    const char *p = place_of(m);
    if (p >= from && p <= at && (id < 0 || m->frame == id) && mark_fits(m, callee) && (!best || place_of(best) <= p))
      best = m;
  }
  return best;
}

/* The program's function starting closest below `at`. */
static const jlrt_frame_start *user_function_at(const char *at) {
  const jlrt_frame_start *best = NULL;
  for (const jlrt_frame_start *f = __start_jl_frame_starts; f < __stop_jl_frame_starts; f++) {
    const char *s = f->start;
    if (s <= at && (!best || (const char *)best->start < s)) best = f;
  }
  return best;
}

/* The row of the function a mark names (rows are few and a trace short). */
static const jlrt_frame_info *frame_by_id(int32_t id) {
  for (int i = 0; i < jlrt_nframes; i++)
    if (jlrt_frames[i].id == id) return &jlrt_frames[i];
  return NULL;
}

static const char *str(int32_t offset) { return jlrt_frame_strings + offset; }

/* The last mark in [from, at] of a call to the function numbered `id`. */
static const jlrt_line_mark *last_call_of(const char *from, const char *at, int32_t id) {
  const jlrt_line_mark *best = NULL;
  for (const jlrt_line_mark *m = __start_jl_lines; m < __stop_jl_lines; m++) {
    const char *p = place_of(m);
    if (p >= from && p <= at && m->callee == id && (!best || place_of(best) <= p)) best = m;
  }
  return best;
}

/* The line the function numbered `caller` calls the one numbered `callee`
 * from, if it calls it from one line only; else its definition's line. */
static int32_t call_line(const jlrt_frame_info *caller, int32_t callee) {
  for (int i = 0; &jlrt_ncall_sites && i < jlrt_ncall_sites; i++)
    if (jlrt_call_sites[i].caller == caller->id && jlrt_call_sites[i].callee == callee) return jlrt_call_sites[i].line;
  return caller->line;
}

/* The frames one return address stands for, out[0] innermost: the
 * function that made the call and, when its code was inlined, the
 * functions it was inlined into up to the one the address is in. The call
 * that inlined a function is found by its mark, which names the callee
 * (the last such call in the function: the C compiler may have moved the
 * inlined code, a cold path say, far from it). `callee` is the id of the
 * function the call is to, INNERMOST (a throw's) or REPORT_INLINED.
 * Returns how many. */
static int frames_at(const char *ret, int32_t callee, Frame out[MAX_INLINED]) {
  bool innermost = callee == INNERMOST || callee == REPORT_INLINED;
  const char *at = ret - 1;       /* the call instruction, which may be a function's last */
  bool user = within(ret, __start_jl_user_text, __stop_jl_user_text);
  if (!user && !within(ret, __start_jl_base_text, __stop_jl_base_text)) return 0;
  const jlrt_frame_start *start = user ? user_function_at(at) : NULL;
  const jlrt_frame_info *fn = start ? &jlrt_frames[start->frame] : NULL;
  const char *from = start ? start->start : user ? __start_jl_user_text : __start_jl_base_text;
  const jlrt_line_mark *m = last_mark(from, at, -1, callee);
  /* unless every call is marked, the last mark may be another call's */
  if (m && !innermost && !jlrt_calls_marked && m->callee != callee) m = NULL;
  const jlrt_frame_info *mf = m ? frame_by_id(m->frame) : fn;
  if (!mf) return 0;
  out[0] = (Frame){mf, m ? m->line : mf->line, false, 1};
  /* fn is not the function at all if it marks no call here: a copy the
   * C compiler made of another, which the table does not list */
  if (!fn || mf == fn || (jlrt_calls_marked && !last_mark(from, at, fn->id, innermost ? INNERMOST : callee))) return 1;
  int n = 1;
  for (const jlrt_line_mark *cur = m; n < MAX_INLINED - 1;) {
    out[n - 1].inlined = true;
    const jlrt_line_mark *call = last_call_of(from, at, cur->frame);
    const jlrt_frame_info *caller = call ? frame_by_id(call->frame) : NULL;
    if (!caller) {                /* not found: fn itself, at its one call of cur's function */
      out[n++] = (Frame){fn, call_line(fn, cur->frame), false, 1};
      break;
    }
    out[n++] = (Frame){caller, call->line, false, 1};
    if (caller == fn) break;
    cur = call;
  }
  return n;
}

static bool same_frame(const Frame *a, const Frame *b) {
  return a->line == b->line && a->inlined == b->inlined &&
         (a->f == b->f || (!strcmp(str(a->f->name), str(b->f->name)) && a->f->file == b->f->file));
}

static bool same_run(const Frame *a, const Frame *b) { return same_frame(a, b) && a->count == b->count; }

static void put(const char *s) { jlrt_io_write(jlrt_stderr(), s, strlen(s)); }

static int ndigits(long n) {
  int d = 1;
  while (n >= 10) { n /= 10; d++; }
  return d;
}

/* One frame: ` [k] f(x::Int64)` and `   @ Main file.jl:3`, the number
 * right-aligned in width+2 columns. An inlined frame prints the function's
 * name alone, as Julia does. */
static void print_frame(long k, const Frame *fr, int width) {
  const jlrt_frame_info *f = fr->f;
  char buf[48];
  snprintf(buf, sizeof buf, "[%ld]", k);
  put(" ");
  for (int pad = width + 2 - (int)strlen(buf); pad > 0; pad--) put(" ");
  put(buf);
  put(" ");
  const char *name = str(f->name);
  if (fr->inlined && name[0] != '(') {
    const char *paren = strchr(name, '(');
    jlrt_io_write(jlrt_stderr(), name, paren ? (size_t)(paren - name) : strlen(name));
  } else {
    put(name);
  }
  if (fr->count > 1) {
    snprintf(buf, sizeof buf, " (repeats %ld times)", fr->count);
    put(buf);
  }
  put("\n");
  for (int pad = width + 2; pad > 0; pad--) put(" ");
  put("@ ");
  /* Julia knows no module for an inlined frame */
  if (f->module >= 0 && !fr->inlined) { put(str(f->module)); put(" "); }
  put(str(f->file));
  int line = f->module >= 0 ? fr->line : jlrt_toplevel_line;
  if (line) {
    snprintf(buf, sizeof buf, ":%d", line);
    put(buf);
  }
  if (fr->inlined) put(" [inlined]");
  put("\n");
}

/* Past BIG_TRACE frames, as Julia's show_reduced_backtrace: at each frame
 * seen before, if the frames since then repeat from here, print them once
 * and count the repetitions. `seen` is scratch space for n indices. */
static void print_reduced(const Frame *t, long n, long *seen) {
  int width = ndigits(n);
  long nseen = 0, k = 1;
  for (long i = 0; i < n;) {
    long cycle = 0, reps = 0;
    for (long s = nseen - 1; s >= 0 && !reps; s--) {
      long p = seen[s];
      if (!same_run(&t[p], &t[i])) continue;
      long len = i - p, matched = 0;
      while (i + 1 + matched < n && same_run(&t[i + 1 + matched], &t[p + 1 + matched])) matched++;
      if (matched >= len - 1) { cycle = len; reps = (matched + 1) / len; }
    }
    seen[nseen++] = i;
    if (reps) {
      char buf[96];
      snprintf(buf, sizeof buf, "--- the above %ld lines are repeated %ld more time%s ---\n", cycle, reps, reps > 1 ? "s" : "");
      put(buf);
      k += cycle * reps;
      i += cycle * reps;
    } else {
      print_frame(k++, &t[i], width);
      i++;
    }
  }
}

void jlrt_print_backtrace(void) {
  if (!&jlrt_nframes || !jlrt_stack_base) return;
  /* room for the frames and the cycle search's indices, outside the heap */
  size_t room = MAX_FRAMES * (sizeof(Frame) + sizeof(long));
  Frame *t = mmap(NULL, room, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (t == MAP_FAILED) return;
  long n = 0;
  int32_t callee = 0;             /* the id of the function the next frame calls */
  int32_t innermost = INNERMOST;  /* callee's value until a frame is found */
  void **fp = __builtin_frame_address(0);
  /* called by Base's report of an uncaught exception, in place of throw:
   * the trace starts at the throw, in the report's caller. The C compiler
   * may have inlined the report into the program's function that throws:
   * then this call's frame is the throw's. */
  if (within(fp[1], __start_jl_user_text, __stop_jl_user_text)) innermost = REPORT_INLINED;
  else if (within(fp[1], __start_jl_base_text, __stop_jl_base_text) && fp[0] > (void *)fp) fp = fp[0];
  for (long depth = 0; fp && (char *)fp < jlrt_stack_base && depth < MAX_FRAMES; depth++) {
    Frame got[MAX_INLINED];
    int k = frames_at(fp[1], n ? callee : innermost, got);
    if (k) callee = got[k - 1].f->id;
    for (int j = 0; j < k; j++) {
      if (n && same_frame(&t[n - 1], &got[j])) t[n - 1].count++;
      else t[n++] = got[j];
    }
    void **next = fp[0];
    if (next <= fp) break;        /* not a frame of ours: the chain ends */
    fp = next;
  }
  if (n) {
    put("Stacktrace:\n");
    if (n > BIG_TRACE) print_reduced(t, n, (long *)(t + MAX_FRAMES));
    else
      for (long i = 0; i < n; i++) print_frame(i + 1, &t[i], ndigits(n));
  }
  munmap(t, room);
}
