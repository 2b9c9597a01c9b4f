/* diag.c — compile-time diagnostics: `file:line:col: error: ...`, the source
 * line, and a caret under the column. */
#include <stdarg.h>
#include "common.h"

bool verbose;
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
