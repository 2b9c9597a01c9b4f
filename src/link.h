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
  int nccalls;
} LinkOptions;

bool link_executable(const LinkOptions *o);

#endif
