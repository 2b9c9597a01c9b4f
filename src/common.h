/* common.h — what every stage of jlc shares: arenas, interned symbols,
 * source locations, growable arrays and the diagnostics interface (diag.c). */
#ifndef JLC_COMMON_H
#define JLC_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- memory: one arena for the whole compilation, freed at exit ---- */
void *arena_alloc(size_t size);            /* zeroed */
char *arena_strndup(const char *s, size_t n);
char *arena_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void arena_reset(void);                    /* free everything, symbols too (test/fuzz) */
#define NEW(T) ((T *)arena_alloc(sizeof(T)))
#define NEW_ARRAY(T, n) ((T *)arena_alloc(sizeof(T) * (size_t)(n)))

/* Growable array of any element type: `VEC(Node *) kids;` */
#define VEC(T) struct { T *items; int len, cap; }
#define vec_push(v, x)                                                        \
  do {                                                                        \
    if ((v).len == (v).cap) {                                                 \
      int newcap_ = (v).cap ? (v).cap * 2 : 8;                                \
      void *p_ = arena_alloc(sizeof(*(v).items) * (size_t)newcap_);           \
      if ((v).len) memcpy(p_, (v).items, sizeof(*(v).items) * (size_t)(v).len); \
      (v).items = p_;                                                         \
      (v).cap = newcap_;                                                      \
    }                                                                         \
    (v).items[(v).len++] = (x);                                               \
  } while (0)

/* A growable byte string (the emitter writes C through these). */
typedef struct StrBuf { char *items; int len, cap; } StrBuf;
void sb_puts(StrBuf *b, const char *s);
void sb_putn(StrBuf *b, const char *s, size_t n);
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* a Float64 (or, f32, a Float32) as Julia prints it: 1.5, 1.0e6, 1.5f0 */
void sb_put_float(StrBuf *b, double f, bool f32);
const char *sb_str(StrBuf *b);   /* NUL-terminated view (stays valid until the next write) */

/* ---- symbols: interned strings, compared by pointer ---- */
typedef const char *Sym;
Sym sym_n(const char *s, size_t n);
Sym sym(const char *s);

/* ---- source files and locations ---- */
typedef struct SourceFile {
  const char *path;    /* as given on the command line (used in messages) */
  const char *text;    /* NUL-terminated contents */
  size_t len;
} SourceFile;

typedef struct Loc {
  SourceFile *file;
  int line, col;       /* 1-based; col counts characters, not bytes */
} Loc;

SourceFile *source_load(const char *path);   /* NULL when unreadable */
SourceFile *const *sources_loaded(int *n);   /* every file source_load has read */

/* ---- diagnostics (diag.c) ----
 * Errors print chibicc-style: `file:line:col: error: msg`, then the source
 * line and a caret. error_at does not return: a compile error ends the run. */
void error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
void report_error_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));   /* and go on */
void note_at(Loc loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* An error inside Base, with a note at the user's line that led there. */
void error_reached_from(Loc loc, Loc from, const char *msg) __attribute__((noreturn));
void fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
void show_source_line(Loc loc, int width);
/* Recursive walks call this at each node: an error at loc when the C stack
 * is nearly used up (diag.c). */
void stack_guard(Loc loc);
/* Called by fatal paths so a failed build leaves nothing behind. */
void diag_set_cleanup(void (*fn)(void));
extern bool verbose;
/* --target=wasm32-wasi: generated code keeps its heap pointers where the
 * collector can see them (JLRT_GC_ROOT) and exports by export_name */
extern bool target_wasm;

#endif
