/* link.c — turning the emitted C into an executable: the system C compiler,
 * libjlrt, and the linker's garbage collection of unused sections. */
#define _GNU_SOURCE      /* pipe2, memmem */
#include <elf.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "link.h"

static void show_command(char **argv) {
  if (!verbose) return;
  fputs("jlc:", stderr);
  for (char **a = argv; *a; a++) fprintf(stderr, " %s", *a);
  fputc('\n', stderr);
}

/* What the C compiler says goes to a log beside the output (log_fd), read
 * back to tell why it failed, and shown on stderr in any case. */
static int log_fd = -1;

/* Start argv[0]; -1 if it could not be started (said on stderr). An exec
 * that fails is told through a pipe closed by a successful one, so that a
 * missing compiler is reported as that, not as a failed build. */
static pid_t start(char **argv) {
  show_command(argv);
  int fds[2];
  pid_t pid = pipe2(fds, O_CLOEXEC) == 0 ? fork() : -1;
  if (pid < 0) {
    fprintf(stderr, "jlc: error: cannot start the C compiler `%s`: %s\n", argv[0], strerror(errno));
    return -1;
  }
  if (pid == 0) {
    if (log_fd >= 0) dup2(log_fd, 2);
    execvp(argv[0], argv);
    int err = errno;
    ssize_t w = write(fds[1], &err, sizeof err);
    (void)w;
    _exit(127);
  }
  close(fds[1]);
  int err;
  ssize_t r;
  while ((r = read(fds[0], &err, sizeof err)) < 0 && errno == EINTR) {}
  close(fds[0]);
  if (r != sizeof err) return pid;
  while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
  fprintf(stderr, "jlc: error: cannot run the C compiler `%s`: %s\n", argv[0], strerror(err));
  return -1;
}

/* The exit status of a finished child (pid -1: any), in the shell's terms. */
static int wait_for(pid_t pid) {
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The exit status, or -1 if the compiler could not be run (said already) */
static int run(char **argv) {
  pid_t pid = start(argv);
  return pid < 0 ? -1 : wait_for(pid);
}

/* Words of the environment variable NAME (split at spaces) appended to argv:
 * JLC_CFLAGS and JLC_LDFLAGS, so that e.g. a sanitizer build can instrument
 * the programs it compiles. */
static int add_env_flags(char **argv, int n, int max, const char *name, char **copy) {
  const char *v = getenv(name);
  *copy = v ? strdup(v) : NULL;   /* argv points into it; freed after the run */
  if (!*copy) return n;
  for (char *w = strtok(*copy, " \t"); w && n < max; w = strtok(NULL, " \t")) argv[n++] = w;
  return n;
}

/* The libraries behind parts of libjlrt, each linked only when the program
 * calls into that part (so hello world links neither GMP nor PCRE2): a
 * ccall to a runtime function with one of these prefixes needs the flags.
 * MPFR is built on GMP, so it comes first. */
static const struct { const char *prefix, *flags[2], *source, *what; } foreign_libs[] = {
  {"jlrt_mpfr_", {"-lmpfr", "-lgmp"}, "mpfr.c", "BigFloat"},
  {"jlrt_gmp_", {"-lgmp", NULL}, "gmp.c", "BigInt"},
  {"jlrt_pcre_", {"-lpcre2-8", NULL}, "regex.c", "Regex"},
  {"jlrt_thread_", {"-pthread", NULL}, "threads.c", "Threads"},
  {"utf8proc_", {"-lutf8proc", NULL}, NULL, "Unicode.normalize"},   /* base/strings/unicode.jl calls it directly */
  /* (no library: coroutines, which wasm and musl do not have) */
  {"jlrt_task_", {NULL, NULL}, "tasks.c", "Tasks"},
};
#define NFOREIGN (sizeof foreign_libs / sizeof foreign_libs[0])

static bool uses_foreign_lib(const LinkOptions *o, size_t k) {
  for (int i = 0; i < o->nccalls; i++)
    if (!strncmp(o->ccalls[i], foreign_libs[k].prefix, strlen(foreign_libs[k].prefix))) return true;
  return false;
}

static bool uses_any_foreign_lib(const LinkOptions *o) {
  for (size_t k = 0; k < NFOREIGN; k++)
    if (uses_foreign_lib(o, k)) return true;
  return false;
}

/* -1 when the program needs one that the target does not have (reported) */
static int add_foreign_libs(const LinkOptions *o, char **argv, int n) {
  int first = n;
  for (size_t k = 0; k < NFOREIGN; k++) {
    int site = -1;
    for (int i = 0; i < o->nccalls && site < 0; i++)
      if (!strncmp(o->ccalls[i], foreign_libs[k].prefix, strlen(foreign_libs[k].prefix))) site = i;
    bool used = site >= 0;
    if (used && o->target && !o->target->foreign_libs) {
      report_error_at(o->ccall_sites[site], "not supported yet: %s on %s (jlc's runtime there has no %s)",
                      foreign_libs[k].what, o->target->triple,
                      foreign_libs[k].flags[0] ? foreign_libs[k].flags[0] + 2 : "coroutines");
      return -1;
    }
    for (int f = 0; used && f < 2 && foreign_libs[k].flags[f]; f++) {
      bool have = false;
      for (int j = first; j < n; j++) have |= !strcmp(argv[j], foreign_libs[k].flags[f]);
      if (!have) argv[n++] = (char *)foreign_libs[k].flags[f];
    }
  }
  return n;
}

/* ---- targets (--target=TRIPLE) ---- */

/* wasm32-wasi: clang and wasi-libc; setjmp/longjmp become WebAssembly
 * exceptions (runtime/wasm.c); an 8 MB stack placed first, so that a
 * recursion too deep traps instead of running over the static data; a
 * library is a reactor module (its constructors run from _initialize)
 * whose exports are the @ccallable functions (emit_c.c's export_name).
 * Linux on other machines: clang with lld, and the C library of Debian's
 * cross packages (libc6-dev-ARCH-cross, with gcc-ARCH's start files),
 * which clang finds by itself; the runtime is compiled from its sources,
 * with the program. */
#define CROSS_LINUX(triple, package) \
  {triple, "clang", {"--target=" triple, "-fPIC"}, {"-fuse-ld=lld"}, {"-fuse-ld=lld", "-shared"}, NULL, NULL, "crt1.o", package, false, false}
static const Target targets[] = {
  {"wasm32-wasi", "clang",
   {"--target=wasm32-wasi", "-mllvm", "-wasm-enable-sjlj", "-mexception-handling", "-D_WASI_EMULATED_GETPID"},
   {"-Wl,-z,stack-size=8388608", "-Wl,--stack-first", "-lwasi-emulated-getpid"},
   {"-mexec-model=reactor", "-Wl,-z,stack-size=8388608", "-Wl,--stack-first", "-lwasi-emulated-getpid"},
   "libjlrt-wasm32.a", "wasm", "libc.a", "wasi-libc", false, true},
  CROSS_LINUX("aarch64-linux-gnu", "gcc-aarch64-linux-gnu"),
  CROSS_LINUX("arm-linux-gnueabihf", "gcc-arm-linux-gnueabihf"),
  CROSS_LINUX("riscv64-linux-gnu", "gcc-riscv64-linux-gnu"),
  CROSS_LINUX("powerpc64le-linux-gnu", "gcc-powerpc64le-linux-gnu"),
  CROSS_LINUX("s390x-linux-gnu", "gcc-s390x-linux-gnu"),
};
#define NTARGETS (sizeof targets / sizeof targets[0])

const Target *link_find_target(const char *triple) {
  for (size_t i = 0; i < NTARGETS; i++)
    if (!strcmp(triple, targets[i].triple)) return &targets[i];
  return NULL;
}

const char *link_target_names(void) {
  static char names[512];
  size_t len = 0;
  for (size_t i = 0; i < NTARGETS && len < sizeof names; i++)
    len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", i ? ", " : "", targets[i].triple);
  return names;
}

/* What the target's C compiler prints for -print-file-name=FILE: FILE's
 * path in its sysroot, or FILE itself when it has none. */
static bool target_has_file(const Target *t, const char *file) {
  char cmd[512], out[1024] = "";
  snprintf(cmd, sizeof cmd, "%s %s -print-file-name=%s 2>/dev/null", t->cc, t->cflags[0], file);
  FILE *p = popen(cmd, "r");
  if (!p) return false;
  bool got = fgets(out, sizeof out, p) != NULL;
  pclose(p);
  out[strcspn(out, "\n")] = 0;
  return got && strcmp(out, file) != 0 && access(out, R_OK) == 0;
}

bool link_check_target(const Target *t, const char *runtime_lib) {
  if (!target_has_file(t, t->libc_probe)) {
    fprintf(stderr, "jlc: error: --target=%s needs %s and its C library (Debian: apt-get install %s", t->triple, t->cc,
            t->libc_package);
    if (t->make_target) fprintf(stderr, "; or `make %s` in jlc's source, which installs what it needs", t->make_target);
    fputs(")\n", stderr);
    return false;
  }
  if (t->runtime_lib && access(runtime_lib, R_OK) != 0) {
    fprintf(stderr, "jlc: error: --target=%s needs jlc's runtime built for it, %s: run `make %s` in jlc's source\n",
            t->triple, runtime_lib, t->make_target);
    return false;
  }
  return true;
}

/* --static without --cc or --target: musl's static C library when
 * musl-tools is installed (a small executable), else glibc's. musl has no
 * GMP, MPFR or PCRE2 of its own, so a program using those stays on glibc. */
static bool use_musl(const LinkOptions *o) {
  if (!o->static_exe || o->target || strcmp(o->cc, "cc") || uses_any_foreign_lib(o)) return false;
  return access("/usr/bin/musl-gcc", X_OK) == 0 || access("/usr/local/bin/musl-gcc", X_OK) == 0;
}

/* Whether no prebuilt runtime fits (libjlrt.a is built for this machine's
 * C library): the runtime's sources are compiled with the program instead. */
static bool own_runtime(const LinkOptions *o) { return (o->target && !o->target->runtime_lib) || use_musl(o); }

/* The runtime's C files for own_runtime: all but those of foreign
 * libraries the program does not use (their headers may not exist for the
 * target), as paths in the arena, added to argv. */
static int add_runtime_sources(const LinkOptions *o, char **argv, int n, int max) {
  DIR *d = opendir(o->runtime_sources);
  for (struct dirent *e; d && (e = readdir(d)) && n < max;) {
    size_t len = strlen(e->d_name);
    if (len < 3 || strcmp(e->d_name + len - 2, ".c") || !strcmp(e->d_name, "wasm.c")) continue;
    bool skip = false;
    for (size_t k = 0; k < NFOREIGN; k++) skip |= foreign_libs[k].source && !strcmp(e->d_name, foreign_libs[k].source) && !uses_foreign_lib(o, k);
    if (!skip) argv[n++] = (char *)arena_printf("%s/%s", o->runtime_sources, e->d_name);
  }
  if (d) closedir(d);
  return n;
}

/* The words of --cc="CC ARGS" (split at spaces), each call the same; a
 * target's own compiler and flags instead. */
static int cc_words(const LinkOptions *o, char **argv) {
  static char *copy;
  static char *words[32];
  static int nwords;
  if (o->target) {
    int n = 0;
    argv[n++] = (char *)o->target->cc;
    argv[n++] = (char *)o->target->cflags[0];    /* (names the target, which every step needs) */
    return n;
  }
  if (!copy) {
    copy = strdup(use_musl(o) ? "musl-gcc" : o->cc);
    for (char *w = strtok(copy, " \t"); w && nwords < 32; w = strtok(NULL, " \t")) words[nwords++] = w;
  }
  for (int i = 0; i < nwords; i++) argv[i] = words[i];
  return nwords;
}

/* The C compiler's options for generated code: argv[0..n); without the
 * optimization level when only linking (clang would run binaryen's
 * wasm-opt on a WebAssembly module, which fails on its exceptions). */
static int compile_flags(const LinkOptions *o, char **argv, bool compiling) {
  int n = cc_words(o, argv);
  for (int i = 1; o->target && compiling && i < 8 && o->target->cflags[i]; i++) argv[n++] = (char *)o->target->cflags[i];
  if (o->static_exe) argv[n++] = "-static";
  argv[n++] = "-std=gnu11";
  if (compiling) argv[n++] = (char *)o->opt;
  argv[n++] = "-ffp-contract=off";      /* Julia's floating point, bit for bit */
  argv[n++] = "-fwrapv";                 /* Julia's integer arithmetic wraps (emit_c.c) */
  argv[n++] = "-fno-math-errno";
  argv[n++] = "-ffunction-sections";
  argv[n++] = "-fdata-sections";
  argv[n++] = "-fno-asynchronous-unwind-tables";
  argv[n++] = "-fno-omit-frame-pointer";   /* backtraces walk the frames (runtime/backtrace.c) */
  argv[n++] = "-fno-stack-protector";
  if (!o->target) argv[n++] = "-fno-plt";   /* calls to libc through the GOT: no .plt section (a page of hello world) */
  if (o->debug) {
    argv[n++] = "-g";
    argv[n++] = "-fno-optimize-sibling-calls";   /* a tail call would take its caller's frame away */
  }
  if (o->shared && !o->target) {
    if (!o->archive) argv[n++] = "-shared";
    argv[n++] = "-fPIC";
    argv[n++] = "-fvisibility=hidden";   /* the exported functions say otherwise */
  }
  return n;
}

/* The target's options for the link */
static int target_link_flags(const LinkOptions *o, char **argv, int n) {
  const char *const *flags = !o->target ? NULL : o->shared ? o->target->lib_flags : o->target->exe_flags;
  for (int i = 0; flags && i < 8 && flags[i]; i++) argv[n++] = (char *)flags[i];
  return n;
}

/* The log's undefined symbols (GNU ld: undefined reference to `f', lld:
 * undefined symbol: f) that the program's own ccalls name are its errors,
 * reported at the call: true if there were any. A missing symbol of the
 * runtime's (jlrt_) is jlc's. */
static bool report_undefined_ccalls(const LinkOptions *o, const char *log, bool *jlc_bug) {
  static const char *const forms[][2] = {{"undefined reference to `", "'"}, {"undefined symbol: ", "\n"}};
  VEC(Sym) reported = {0};   /* each reference to a symbol is a line of the log */
  for (size_t f = 0; f < 2; f++)
    for (const char *p = log; (p = strstr(p, forms[f][0])); ) {
      p += strlen(forms[f][0]);
      Sym name = sym_n(p, strcspn(p, forms[f][1]));
      int k = 0;
      while (k < o->nccalls && o->ccalls[k] != name) k++;
      if (k == o->nccalls || !strncmp(name, "jlrt_", 5)) { *jlc_bug = true; continue; }
      bool seen = false;
      for (int i = 0; i < reported.len; i++) seen |= reported.items[i] == name;
      if (seen) continue;
      vec_push(reported, name);
      report_error_at(o->ccall_sites[k], "ccall: `%s` is not defined by any library the program links "
                      "(the C library, libm and jlc's runtime)", name);
    }
  return reported.len > 0;
}

/* Whether the C compiler reports an error in the generated code (the C
 * files beside c_files[0]): jlc's bug, not the program's or the machine's. */
static bool generated_code_error(const LinkOptions *o, const char *log) {
  const char *dir = o->c_files[0];
  size_t dirlen = (size_t)(strrchr(dir, '/') ? strrchr(dir, '/') - dir + 1 : 0);
  for (const char *line = log; *line; line += strcspn(line, "\n") + (line[strcspn(line, "\n")] != 0)) {
    size_t len = strcspn(line, "\n");
    if (dirlen && !strncmp(line, dir, dirlen) && memmem(line, len, ": error:", 8)) return true;
  }
  return false;
}

/* Why the build failed, rc being the C compiler's exit status (-1: it could
 * not be run, said already): what was wrong with the program, with the
 * machine, or with jlc. */
static void report_failure(const LinkOptions *o, const char *log, int rc) {
  if (rc < 0) return;
  if (rc > 128) {
    fprintf(stderr, "jlc: error: the C compiler `%s` was killed by signal %d (%s)\n", o->cc, rc - 128, strsignal(rc - 128));
    return;
  }
  bool jlc_bug = false;
  if (report_undefined_ccalls(o, log, &jlc_bug) && !jlc_bug) return;
  fputs(log, stderr);
  if (jlc_bug || generated_code_error(o, log))
    fprintf(stderr, "jlc: error: the C compiler failed (exit status %d) on the generated code; this is a bug in jlc\n", rc);
  else
    fprintf(stderr, "jlc: error: the C compiler `%s` failed (exit status %d)%s\n", o->cc, rc,
            strstr(log, "fatal error:") ? ": is it installed with the C library's headers?" : "");
}

/* Units of a split program, each to its object file objs[k], with up to
 * o->jobs compilers running at once; after a failure no more are started.
 * 0, or the first failure's status (as run's). */
static int compile_units(const LinkOptions *o, char **objs) {
  char *argv[72], *cflags;
  int n = compile_flags(o, argv, true);
  n = add_env_flags(argv, n, 60, "JLC_CFLAGS", &cflags);
  argv[n++] = "-I";
  argv[n++] = (char *)o->runtime_include;
  argv[n++] = "-c";
  int file_at = n;
  argv[n + 3] = NULL;
  int running = 0, next = 0, rc = 0;
  while ((next < o->nfiles && rc == 0) || running) {
    if (next < o->nfiles && rc == 0 && running < o->jobs) {
      argv[file_at] = (char *)o->c_files[next];
      argv[file_at + 1] = "-o";
      argv[file_at + 2] = objs[next++];
      if (start(argv) < 0) rc = -1;
      else running++;
      continue;
    }
    int r = wait_for(-1);
    running--;
    if (r != 0 && rc == 0) rc = r;
  }
  free(cflags);
  return rc;
}

/* Everything the log holds (then closed), NUL-terminated, in the arena */
static char *read_log(void) {
  VEC(char) text = {0};
  char buf[4096];
  ssize_t n;
  if (log_fd >= 0 && lseek(log_fd, 0, SEEK_SET) == 0)
    while ((n = read(log_fd, buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
      for (ssize_t i = 0; i < n; i++) vec_push(text, buf[i]);
  vec_push(text, 0);
  if (log_fd >= 0) close(log_fd);
  log_fd = -1;
  return text.items;
}

/* A library's version script: the exported functions global, everything
 * else (the runtime's symbols too) local. NULL if it cannot be written. */
static const char *write_version_script(const LinkOptions *o) {
  const char *path = arena_printf("%s.map", o->output);
  FILE *f = fopen(path, "w");
  if (!f) return NULL;
  fputs("{\n  global:\n", f);
  for (int i = 0; i < o->nexports; i++) fprintf(f, "    %s;\n", o->exports[i]);
  fputs("  local: *;\n};\n", f);
  return fclose(f) == 0 ? path : NULL;
}

/* A static library: the program's objects and the runtime's members they
 * need, linked into one relocatable object whose only global definitions
 * are the exported functions (objcopy), archived. */
static int archive_objects(const LinkOptions *o, char **objs) {
  char *argv[64 + 256];
  int n = cc_words(o, argv);
  argv[n++] = "-r";
  argv[n++] = "-nostdlib";
  argv[n++] = "-Wl,--gc-sections";
  for (int i = 0; i < o->nexports && n < 40; i++) argv[n++] = (char *)arena_printf("-Wl,--undefined=%s", o->exports[i]);
  for (int k = 0; k < o->nfiles; k++) argv[n++] = objs[k];
  argv[n++] = (char *)o->runtime_lib;
  const char *combined = arena_printf("%s.o", o->output);
  argv[n++] = "-o";
  argv[n++] = (char *)combined;
  argv[n] = NULL;
  int rc = run(argv);
  const char *keep = arena_printf("%s.exports", o->output);
  FILE *f = rc == 0 ? fopen(keep, "w") : NULL;
  for (int i = 0; f && i < o->nexports; i++) fprintf(f, "%s\n", o->exports[i]);
  if (f && fclose(f) != 0) rc = 1;
  if (rc == 0) {
    char *oc[] = {"objcopy", (char *)arena_printf("--keep-global-symbols=%s", keep),
                  o->debug ? "--keep-file-symbols" : "--strip-debug", (char *)combined, NULL};
    rc = run(oc);
  }
  if (rc == 0) {
    unlink(o->output);
    char *ar[] = {"ar", "rcs", (char *)o->output, (char *)combined, NULL};
    rc = run(ar);
  }
  return rc;
}

bool link_executable(const LinkOptions *o) {
  char *argv[120 + 256];
  char *cflags = NULL, *ldflags = NULL;
  /* compiled to objects first when split, or when the symbols are wanted
   * too (then the objects are linked twice, stripped and not), or for an
   * archive or another machine */
  bool split = o->nfiles > 1 || o->symbols_output || o->archive || o->target;
  char *objs[256];                   /* a split program's objects: FILE.c to FILE.o */
  for (int k = 0; split && k < o->nfiles; k++) {
    objs[k] = strdup(o->c_files[k]);
    objs[k][strlen(objs[k]) - 1] = 'o';
  }
  int n = compile_flags(o, argv, !split);
  if (split) {
    for (int k = 0; k < o->nfiles; k++) argv[n++] = objs[k];
  } else {
    n = add_env_flags(argv, n, 50, "JLC_CFLAGS", &cflags);
    argv[n++] = "-I";
    argv[n++] = (char *)o->runtime_include;
    argv[n++] = (char *)o->c_files[0];
  }
  if (own_runtime(o)) {
    if (split) {
      argv[n++] = "-I";
      argv[n++] = (char *)o->runtime_include;
    }
    n = add_runtime_sources(o, argv, n, 100);
  } else {
    argv[n++] = (char *)o->runtime_lib;
  }
  argv[n++] = "-o";
  int output_at = n;
  argv[n++] = (char *)o->output;
  argv[n++] = "-Wl,--gc-sections";
  if (o->shared && !o->archive && !(o->target && o->target->wasm_libs)) {
    const char *map = write_version_script(o);
    if (!map) { fprintf(stderr, "jlc: error: cannot write %s.map: %s\n", o->output, strerror(errno)); return false; }
    argv[n++] = (char *)arena_printf("-Wl,--version-script=%s", map);
    argv[n++] = "-Wl,-z,defs";         /* an undefined ccall is an error now, not at load */
    if (o->soname) argv[n++] = (char *)arena_printf("-Wl,-soname,%s", o->soname);
  }
  int strip_at = n;
  if (!o->debug) argv[n++] = "-s";
  n = add_foreign_libs(o, argv, n);
  if (n < 0) {
    for (int k = 0; split && k < o->nfiles; k++) free(objs[k]);
    free(cflags);
    return false;
  }
  n = target_link_flags(o, argv, n);
  argv[n++] = "-lm";
  n = add_env_flags(argv, n, 118 + 256, "JLC_LDFLAGS", &ldflags);
  argv[n] = NULL;
  char log_path[PATH_MAX + 16];
  snprintf(log_path, sizeof log_path, "%s.log", o->output);
  log_fd = open(log_path, O_CREAT | O_TRUNC | O_RDWR | O_APPEND | O_CLOEXEC, 0600);
  int rc = split ? compile_units(o, objs) : 0;
  if (rc == 0 && o->archive) rc = archive_objects(o, objs);
  else if (rc == 0) rc = run(argv);
  if (rc == 0 && o->symbols_output && !o->archive) {
    argv[output_at] = (char *)o->symbols_output;
    if (!o->debug) memmove(&argv[strip_at], &argv[strip_at + 1], sizeof *argv * (size_t)(n - strip_at));   /* no -s */
    rc = run(argv);
  }
  for (int k = 0; split && k < o->nfiles; k++) free(objs[k]);
  free(cflags);
  free(ldflags);
  char *log = read_log();
  if (rc == 0) fputs(log, stderr);   /* warnings, JLC_CFLAGS's sanitizers' reports */
  else report_failure(o, log, rc);
  return rc == 0;
}

/* ---- reading back what was linked (--report=size) ---- */

/* The functions of an ELF64 file, from its symbol table: each with its size
 * and, for a local one, the source file of the STT_FILE symbol before it
 * (the linker keeps each object's locals after its file's name). */
int link_read_symbols(const char *path, LinkSymbol **out) {
  *out = NULL;
  FILE *f = fopen(path, "rb");
  if (!f) return -1;
  fseek(f, 0, SEEK_END);
  long len = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *data = len > 0 ? malloc((size_t)len) : NULL;
  bool ok = data && fread(data, 1, (size_t)len, f) == (size_t)len;
  fclose(f);
  Elf64_Ehdr *eh = (Elf64_Ehdr *)data;
  ok = ok && (size_t)len >= sizeof *eh && !memcmp(eh->e_ident, ELFMAG, SELFMAG) && eh->e_ident[EI_CLASS] == ELFCLASS64 &&
       eh->e_shoff + (uint64_t)eh->e_shnum * sizeof(Elf64_Shdr) <= (uint64_t)len;
  if (!ok) { free(data); return -1; }
  Elf64_Shdr *sh = (Elf64_Shdr *)(data + eh->e_shoff);
  VEC(LinkSymbol) syms = {0};
  for (int s = 0; s < eh->e_shnum; s++) {
    if (sh[s].sh_type != SHT_SYMTAB || sh[s].sh_link >= eh->e_shnum) continue;
    Elf64_Shdr *strtab = &sh[sh[s].sh_link];
    if (sh[s].sh_offset + sh[s].sh_size > (uint64_t)len || strtab->sh_offset + strtab->sh_size > (uint64_t)len) break;
    const char *names = (const char *)data + strtab->sh_offset;
    Elf64_Sym *sym = (Elf64_Sym *)(data + sh[s].sh_offset);
    size_t n = sh[s].sh_size / sizeof *sym;
    const char *file = NULL;
    for (size_t i = 0; i < n; i++) {
      if (sym[i].st_name >= strtab->sh_size) continue;
      const char *name = names + sym[i].st_name;
      int type = ELF64_ST_TYPE(sym[i].st_info);
      if (type == STT_FILE) file = arena_strndup(name, strlen(name));
      if (type != STT_FUNC || !sym[i].st_size || sym[i].st_shndx == SHN_UNDEF) continue;
      bool local = ELF64_ST_BIND(sym[i].st_info) == STB_LOCAL;
      LinkSymbol ls = {arena_strndup(name, strlen(name)), local ? file : NULL, sym[i].st_size};
      vec_push(syms, ls);
    }
  }
  free(data);
  *out = syms.items;
  return syms.len;
}
