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
  /* a library: the C names it exports (all else hidden), its SONAME, and
   * whether it is a static archive (.a) rather than a shared object */
  const Sym *exports;
  int nexports;
  bool archive;
  const char *soname;           /* a shared library's: its file name */
  bool static_exe;              /* --static: no shared libraries at all */
  const char *target;           /* --target=TRIPLE: a clang cross build (link_target) */
  const char *runtime_sources;  /* the runtime's C files, compiled for a target of their own */
} LinkOptions;

bool link_executable(const LinkOptions *o);
/* The sysroot of a --target=TRIPLE jlc knows; NULL for an unknown triple. */
const char *link_target_sysroot(const char *triple);
const char *link_target_known_list(void);   /* for the usage error */

/* A function in a linked file: its name, source file (NULL for a global
 * symbol) and machine-code size. */
typedef struct LinkSymbol {
  const char *name;
  const char *file;
  uint64_t size;
} LinkSymbol;
int link_read_symbols(const char *path, LinkSymbol **out);   /* how many; -1 if not ELF64 */

#endif
