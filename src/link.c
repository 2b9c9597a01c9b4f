/* link.c — turning the emitted C into an executable: the system C compiler,
 * libjlrt, and the linker's garbage collection of unused sections. */
#include <errno.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "link.h"

static int run(char **argv) {
  if (verbose) {
    fputs("jlc:", stderr);
    for (char **a = argv; *a; a++) fprintf(stderr, " %s", *a);
    fputc('\n', stderr);
  }
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execvp(argv[0], argv);
    fprintf(stderr, "jlc: error: cannot run the C compiler `%s`: %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
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
static const struct { const char *prefix, *flags[2]; } foreign_libs[] = {
  {"jlrt_mpfr_", {"-lmpfr", "-lgmp"}},
  {"jlrt_gmp_", {"-lgmp", NULL}},
  {"jlrt_pcre_", {"-lpcre2-8", NULL}},
};

static int add_foreign_libs(const LinkOptions *o, char **argv, int n) {
  int first = n;
  for (size_t k = 0; k < sizeof foreign_libs / sizeof foreign_libs[0]; k++) {
    bool used = false;
    for (int i = 0; i < o->nccalls && !used; i++) used = !strncmp(o->ccalls[i], foreign_libs[k].prefix, strlen(foreign_libs[k].prefix));
    for (int f = 0; used && f < 2 && foreign_libs[k].flags[f]; f++) {
      bool have = false;
      for (int j = first; j < n; j++) have |= !strcmp(argv[j], foreign_libs[k].flags[f]);
      if (!have) argv[n++] = (char *)foreign_libs[k].flags[f];
    }
  }
  return n;
}

bool link_executable(const LinkOptions *o) {
  char *argv[72];
  int n = 0;
  argv[n++] = (char *)o->cc;
  argv[n++] = "-std=gnu11";
  argv[n++] = (char *)o->opt;
  argv[n++] = "-ffp-contract=off";      /* Julia's floating point, bit for bit */
  argv[n++] = "-fno-math-errno";
  argv[n++] = "-ffunction-sections";
  argv[n++] = "-fdata-sections";
  argv[n++] = "-fno-asynchronous-unwind-tables";
  argv[n++] = "-fno-stack-protector";
  if (o->debug) argv[n++] = "-g";
  if (o->shared) {
    argv[n++] = "-shared";
    argv[n++] = "-fPIC";
  }
  char *cflags, *ldflags;
  n = add_env_flags(argv, n, 50, "JLC_CFLAGS", &cflags);
  argv[n++] = "-I";
  argv[n++] = (char *)o->runtime_include;
  argv[n++] = (char *)o->c_file;
  argv[n++] = (char *)o->runtime_lib;
  argv[n++] = "-o";
  argv[n++] = (char *)o->output;
  argv[n++] = "-Wl,--gc-sections";
  if (!o->debug) argv[n++] = "-s";
  n = add_foreign_libs(o, argv, n);
  argv[n++] = "-lm";
  n = add_env_flags(argv, n, 70, "JLC_LDFLAGS", &ldflags);
  argv[n] = NULL;
  int rc = run(argv);
  free(cflags);
  free(ldflags);
  if (rc != 0) {
    fprintf(stderr, "jlc: error: the C compiler failed (exit status %d) on the generated code; this is a bug in jlc\n", rc);
    return false;
  }
  return true;
}
