/* backtrace.c — the Stacktrace: lines under an uncaught exception's message.
 *
 * Generated code and the runtime keep frame pointers, so the stack is a
 * chain of (saved frame pointer, return address) pairs up to the frame of
 * main (jlrt_stack_base). The program's own functions (not Base's) are
 * compiled into one section, jl_user_text, and listed in jlrt_frames with
 * their Julia signature and where they are defined: a return address in
 * that section belongs to the listed function starting closest below it.
 * Only such frames are printed, as Julia prints them, innermost first; a
 * frame repeated by recursion is printed once with its count. The table
 * exists only in programs that can throw, so the symbols are weak. */
#include <stdio.h>
#include <string.h>
#include "internal.h"

extern const jlrt_frame_info jlrt_frames[] __attribute__((weak));
extern const int32_t jlrt_nframes __attribute__((weak));
extern const char __start_jl_user_text[] __attribute__((weak));
extern const char __stop_jl_user_text[] __attribute__((weak));

static const jlrt_frame_info *frame_of(const char *ret) {
  if (!&jlrt_nframes || ret <= __start_jl_user_text || ret > __stop_jl_user_text) return NULL;
  const jlrt_frame_info *best = NULL;
  /* ret - 1: the call instruction, which may be a function's last */
  for (int i = 0; i < jlrt_nframes; i++)
    if ((const char *)jlrt_frames[i].start < ret && (!best || best->start < jlrt_frames[i].start)) best = &jlrt_frames[i];
  return best;
}

/* Specializations of one method (on constants, say) read as the same frame. */
static bool same_frame(const jlrt_frame_info *a, const jlrt_frame_info *b) {
  return a == b || (a && b && a->line == b->line && !strcmp(a->name, b->name) && !strcmp(a->file, b->file));
}

static void put(const char *s) { jlrt_io_write(jlrt_stderr(), s, strlen(s)); }

static void print_frame(int k, const jlrt_frame_info *f, long repeats) {
  char num[48];
  snprintf(num, sizeof num, " [%d] ", k);
  put(num);
  put(f->name);
  if (repeats > 1) {
    snprintf(num, sizeof num, " (repeats %ld times)", repeats);
    put(num);
  }
  put("\n   @ ");
  if (f->module) { put(f->module); put(" "); }
  put(f->file);
  int line = f->module ? f->line : jlrt_toplevel_line;
  if (line) {
    snprintf(num, sizeof num, ":%d", line);
    put(num);
  }
  put("\n");
}

void jlrt_print_backtrace(void) {
  if (!&jlrt_nframes || !jlrt_stack_base) return;
  void **fp = __builtin_frame_address(0);
  const jlrt_frame_info *last = NULL;
  long repeats = 0;
  int k = 0;
  while (fp && (char *)fp < jlrt_stack_base) {
    const jlrt_frame_info *f = frame_of(fp[1]);
    if (f && same_frame(f, last)) {
      repeats++;
    } else if (f) {
      if (last) print_frame(k, last, repeats);
      else put("Stacktrace:\n");
      last = f;
      repeats = 1;
      k++;
    }
    void **next = fp[0];
    if (next <= fp) break;      /* not a frame of ours: the chain ends */
    fp = next;
  }
  if (last) print_frame(k, last, repeats);
}
