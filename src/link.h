/* link.h — driving the C compiler (link.c). */
#ifndef JLC_LINK_H
#define JLC_LINK_H

#include "common.h"

typedef struct LinkOptions {
  const char *cc;               /* the C compiler, e.g. "cc" */
  const char *opt;              /* -O2, -Os, -O0 */
  bool debug;                   /* -g, and no stripping */
  const char *const *c_files;   /* one, or the units of a split program (emit_units) */
  int nfiles;
  int jobs;                     /* C compilers run at once */
  const char *runtime_include;  /* folder holding jlrt.h */
  const char *runtime_lib;      /* libjlrt.a */
  const char *output;
  bool shared;                  /* a shared library (-shared -fPIC) */
  const Sym *ccalls;            /* the C functions the program calls: they pick the libraries */
  const Loc *ccall_sites;       /* where each is first called */
  int nccalls;
  const char *symbols_output;   /* also link, unstripped, to this file (--report=size) */
} LinkOptions;

bool link_executable(const LinkOptions *o);

/* A function in a linked file: its name, source file (NULL for a global
 * symbol) and machine-code size. */
typedef struct LinkSymbol {
  const char *name;
  const char *file;
  uint64_t size;
} LinkSymbol;
int link_read_symbols(const char *path, LinkSymbol **out);   /* how many; -1 if not ELF64 */

#endif
