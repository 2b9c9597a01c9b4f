/* diag.c — compile-time diagnostics: `file:line:col: error: ...`, the source
 * line, and a caret under the column. */
#define _GNU_SOURCE          /* pthread_getattr_np */
#include <pthread.h>
#include <stdarg.h>
#include "common.h"

bool verbose;
bool target_wasm;
static void (*cleanup)(void);

void diag_set_cleanup(void (*fn)(void)) { cleanup = fn; }

static __attribute__((noreturn)) void die(void) {
  if (cleanup) cleanup();
  exit(1);
}

/* Print the line `loc` is on, and a caret (plus `width-1` tildes) under it. */
void show_source_line(Loc loc, int width) {
  if (!loc.file || loc.line <= 0) return;
  const char *p = loc.file->text;
  for (int l = 1; l < loc.line && *p; p++)
    if (*p == '\n') l++;
  const char *end = p;
  while (*end && *end != '\n') end++;
  fprintf(stderr, "%5d | %.*s\n      | ", loc.line, (int)(end - p), p);
  /* Columns count characters; keep tabs so the caret lines up. */
  int col = 1;
  for (const char *q = p; q < end && col < loc.col; q++) {
    if (((unsigned char)*q & 0xC0) == 0x80) continue;
    fputc(*q == '\t' ? '\t' : ' ', stderr);
    col++;
  }
  fputc('^', stderr);
  for (int i = 1; i < width; i++) fputc('~', stderr);
  fputc('\n', stderr);
}

static void vreport(Loc loc, const char *kind, const char *fmt, va_list ap) {
  if (loc.file)
    fprintf(stderr, "%s:%d:%d: %s: ", loc.file->path, loc.line, loc.col, kind);
  else
    fprintf(stderr, "jlc: %s: ", kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  show_source_line(loc, 1);
}

void error_at(Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(loc, "error", fmt, ap);
  va_end(ap);
  die();
}

void error_reached_from(Loc loc, Loc from, const char *msg) {
  report_error_at(loc, "%s", msg);
  if (from.file) note_at(from, "reached from here");
  die();
}

void report_error_at(Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(loc, "error", fmt, ap);
  va_end(ap);
}

void note_at(Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(loc, "note", fmt, ap);
  va_end(ap);
}

void fatal(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("jlc: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  die();
}

/* The parser's limits keep the syntax tree shallow enough for the recursive
 * walks of later stages; this is their backstop, for a shape of tree the
 * limits misjudge or frames larger than foreseen (a sanitizer's): the walk
 * stops with an error at the node it reached while STACK_MARGIN bytes of
 * the C stack are left, rather than overflow it. */
#define STACK_MARGIN (1024 * 1024)

void stack_guard(Loc loc) {
  static char *floor_;           /* the main thread's stack bottom plus the margin, found once */
  static bool known;
  if (!known) {
    known = true;
    pthread_attr_t a;
    void *base;
    size_t size;
    if (!pthread_getattr_np(pthread_self(), &a)) {
      if (!pthread_attr_getstack(&a, &base, &size) && size > 2 * STACK_MARGIN) floor_ = (char *)base + STACK_MARGIN;
      pthread_attr_destroy(&a);
    }
  }
  /* (a frame elsewhere, on a sanitizer's fake stack say, is not checked) */
  char *here = __builtin_frame_address(0);
  if (floor_ && here < floor_ && here >= floor_ - STACK_MARGIN) error_at(loc, "expression too deeply nested");
}
