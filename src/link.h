/* link.h — driving the C compiler (link.c). */
#ifndef JLC_LINK_H
#define JLC_LINK_H

#include "common.h"

/* A machine other than this one (--target=TRIPLE): the C compiler that
 * builds for it, its flags, and its runtime: built beside libjlrt.a by
 * `make MAKE_TARGET` (WebAssembly), or compiled from the runtime's sources
 * with the program (a Linux whose C library Debian's cross packages hold). */
typedef struct Target {
  const char *triple;
  const char *cc;
  const char *cflags[8];        /* generated code's, as the runtime's (Makefile); --target= first */
  const char *exe_flags[8];     /* linking a program ... */
  const char *lib_flags[8];     /* ... or a library */
  const char *runtime_lib;      /* file name, beside libjlrt.a; NULL: compiled with the program */
  const char *make_target;      /* builds it, or NULL */
  const char *libc_probe;       /* a file of the target's C library (clang -print-file-name) */
  const char *libc_package;     /* the Debian package that has it */
  bool foreign_libs;            /* GMP, MPFR and PCRE2 exist for it (BigInt, BigFloat, Regex) */
  bool wasm_libs;               /* a library is a WebAssembly module: its exports are named in the
                                   code (export_name), no ELF version script or SONAME */
} Target;
const Target *link_find_target(const char *triple);   /* NULL if unknown */
const char *link_target_names(void);                   /* "a, b" */
bool link_check_target(const Target *t, const char *runtime_lib);   /* a clear error if something is missing */

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
  const Target *target;         /* --target=TRIPLE; NULL: this machine */
  const char *runtime_sources;  /* the runtime's C files, compiled for a target of their own */
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
