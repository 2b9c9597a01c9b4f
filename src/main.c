/* main.c — the jlc driver: juliac's command line, the pipeline in order,
 * and output hygiene (temporaries removed, no half-built outputs). */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "ir.h"
#include "link.h"

#define JLC_VERSION "0.1.0"


static char tmpdir[PATH_MAX];
static char partial_output[PATH_MAX];

static void remove_temporaries(void) {
  if (partial_output[0]) unlink(partial_output);
  if (tmpdir[0]) {
    /* the C files (one or several units), objects, the output */
    DIR *d = opendir(tmpdir);
    for (struct dirent *e; d && (e = readdir(d));) {
      if (e->d_name[0] == '.') continue;
      char p[PATH_MAX + 300];
      snprintf(p, sizeof p, "%s/%s", tmpdir, e->d_name);
      unlink(p);
    }
    if (d) closedir(d);
    rmdir(tmpdir);
  }
}

static void usage(FILE *f) {
  fputs("usage: jlc --output-exe NAME [options] FILE.jl\n"
        "       jlc --output-lib NAME.so [options] FILE.jl\n"
        "       jlc check [--trim[=MODE]] FILE.jl\n"
        "       jlc run FILE.jl [ARGS...]      build in a temporary folder and run\n"
        "       jlc parse FILE.jl              print the syntax tree\n"
        "       jlc test DIR                   build and run DIR/test/runtests.jl with the package\n"
        "                                      in DIR (Project.toml, src/NAME.jl) loadable\n"
        "\n"
        "FILE.jl may be a package folder: its src/NAME.jl is loaded and its @main is the entry point.\n"
        "\n"
        "Compile a Julia program ahead of time into a small native executable.\n"
        "\n"
        "options:\n"
        "  --output-exe NAME     write an executable\n"
        "  --output-lib NAME     write a library exporting every Base.@ccallable, and NAME.h\n"
        "                        (NAME.so shared, NAME.a a static archive)\n"
        "  --output-c FILE       also write the generated C\n"
        "  --project=DIR         the project whose [deps] `using` finds (Project.toml, with\n"
        "                        [sources] paths or a Manifest.toml with path entries)\n"
        "  --target=TRIPLE       build for another machine: wasm32-wasi (WebAssembly; docs/wasm.md),\n"
        "                        or Linux on aarch64 and others (docs/libraries.md)\n"
        "  --output-wasm NAME    the same as --target=wasm32-wasi --output-exe NAME\n"
        "  --trim[=MODE]         safe (the default for bare --trim), unsafe, unsafe-warn, no\n"
        "  --compile-ccallable   compile every Base.@ccallable function (always on)\n"
        "  --experimental        accepted, as juliac requires it with --trim; nothing here is experimental\n"
        "  --verbose             show the method instances compiled and the C compiler run,\n"
        "                        and the size report\n"
        "  --report=size         after the build, the machine code of each method instance\n"
        "                        compiled, by module, with the caller that pulled it in\n"
        "  -g                    debug information; do not strip\n"
        "  -O0 | -O2 | -Os       C optimization level (default -O2)\n"
        "  --cc=\"CC ARGS\"        the C compiler to use, with arguments (default: $CC or cc)\n"
        "  --static              a fully static executable (musl when musl-tools is installed)\n"
        "  --export-abi FILE     also write the exported functions and their types as JSON (JuliaC's)\n"
        "  -j N                  run up to N C compilers at once on a large program\n"
        "                        (default: the number of cores)\n"
        "  --help, --version\n", f);
}

static __attribute__((noreturn)) void usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "jlc: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\nTry `jlc --help`.\n");
  exit(2);
}

/* The file name given to option opt (NULL: none was) */
static const char *option_file(const char *opt, const char *name) {
  if (!name || !*name) usage_error("%s needs a file name", opt);
  return name;
}

/* path made absolute through its folder (the file itself need not exist) */
static const char *resolved(const char *path, char *buf) {
  char dir[PATH_MAX];
  const char *slash = strrchr(path, '/');
  snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + 1 : 1, slash ? path : ".");
  char *real = realpath(dir, NULL);
  if (!real) return path;
  snprintf(buf, PATH_MAX, "%s/%s", real, slash ? slash + 1 : path);
  free(real);
  return buf;
}

/* Whether a and b name one file: the same device and inode when both exist
 * (./x.jl, a symbolic or a hard link), else the same name in the same folder. */
static bool same_file(const char *a, const char *b) {
  struct stat sa, sb;
  if (stat(a, &sa) == 0 && stat(b, &sb) == 0) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  char ra[PATH_MAX], rb[PATH_MAX];
  return !strcmp(resolved(a, ra), resolved(b, rb));
}

/* No file written may be a source read (`jlc --output-exe x.jl x.jl` would
 * replace the program with its binary) or another file written: a usage
 * error, before anything is written. arg: the executable or library, its
 * header, the C file and the ABI's JSON, each maybe NULL. */
static void check_outputs(void *arg) {
  const char *const *outputs = arg;
  int n = 4;
  int nsources;
  SourceFile *const *sources = sources_loaded(&nsources);
  char msg[2 * PATH_MAX + 64];
  for (int i = 0; i < n; i++) {
    if (!outputs[i]) continue;
    for (int k = 0; k < nsources; k++)
      if (same_file(outputs[i], sources[k]->path)) {
        snprintf(msg, sizeof msg, "the output `%s` is the input file `%s`: it would be overwritten", outputs[i], sources[k]->path);
        usage_error("%s", msg);
      }
    for (int j = 0; j < i; j++)
      if (outputs[j] && same_file(outputs[i], outputs[j])) {
        snprintf(msg, sizeof msg, "the outputs `%s` and `%s` are the same file", outputs[j], outputs[i]);
        usage_error("%s", msg);
      }
  }
}

/* Where base/ and the runtime live: beside the executable, in the build tree
 * (build/jlc next to ../base) or an install (bin/jlc next to ../lib/jlc). */
static char home_base[PATH_MAX + 64], home_include[PATH_MAX + 64], home_lib[PATH_MAX + 64];

static bool is_dir(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static void find_home(void) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) fatal("cannot locate the jlc executable");
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  *slash = 0;                                   /* exe is now the folder */
  snprintf(home_base, sizeof home_base, "%s/../lib/jlc/base", exe);
  if (is_dir(home_base)) {
    snprintf(home_include, sizeof home_include, "%s/../lib/jlc", exe);
    snprintf(home_lib, sizeof home_lib, "%s/../lib/jlc/libjlrt.a", exe);
    return;
  }
  snprintf(home_base, sizeof home_base, "%s/../base", exe);
  if (!is_dir(home_base)) fatal("cannot find base/ next to the jlc executable (looked in %s)", home_base);
  snprintf(home_include, sizeof home_include, "%s/../runtime", exe);
  snprintf(home_lib, sizeof home_lib, "%s/libjlrt.a", exe);
}

static SourceFile *read_user_file(const char *file) {
  SourceFile *sf = source_load(file);
  if (!sf) {
    fprintf(stderr, "jlc: error: cannot read %s: %s\n", file, strerror(errno));
    exit(1);
  }
  return sf;
}

/* jlc run: the program's own exit status (128 + signal when killed). */
static int run_program(char **argv) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid < 0) fatal("cannot run the program: %s", strerror(errno));
  if (pid == 0) {
    execv(argv[0], argv);
    _exit(127);
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) fatal("cannot wait for the program: %s", strerror(errno));
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static void copy_file(const char *from, const char *to) {
  FILE *in = fopen(from, "rb");
  FILE *out = in ? fopen(to, "wb") : NULL;
  if (!in || !out) fatal("cannot write %s: %s", to, strerror(errno));
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, in)) > 0)
    if (fwrite(buf, 1, n, out) != n) fatal("cannot write %s: %s", to, strerror(errno));
  fclose(in);
  if (fclose(out) != 0) fatal("cannot write %s: %s", to, strerror(errno));
}

/* Unit k of the emitted C (or, with header, the units' shared header) to path. */
static void write_c_file(const char *path, int unit, bool header) {
  FILE *f = fopen(path, "w");
  if (!f) fatal("cannot write %s: %s", path, strerror(errno));
  if (header) emit_write_header(f);
  else emit_write(f, unit);
  if (fclose(f) != 0) fatal("cannot write %s: %s", path, strerror(errno));
}

/* --report=size: the functions of the unstripped link, matched to the
 * method instances compiled (trim.c); output is the file written. */
static void report_sizes(const char *symbols, const char *output) {
  LinkSymbol *syms;
  int n = link_read_symbols(symbols, &syms);
  if (n < 0) { fprintf(stderr, "jlc: warning: no size report: %s is not an ELF64 file\n", symbols); return; }
  struct stat st;
  trim_report_sizes(syms, n, stat(output, &st) == 0 ? (long)st.st_size : -1L);
}

/* The macro expander (macros.c): the loaded helper program, emitted and
 * linked quickly (-O0: it runs once, on a few calls). */
static const char *build_cc;
static bool build_macro_helper(const char *dir, const char *exe) {
  char c_path[PATH_MAX + 16];
  snprintf(c_path, sizeof c_path, "%s/prog0.c", dir);
  emit_program(false, NULL, "");
  emit_units(1);
  write_c_file(c_path, 0, false);
  const char *c_files[] = {c_path};
  LinkOptions lo = {.cc = build_cc, .opt = "-O0", .c_files = c_files, .nfiles = 1, .jobs = 1,
                    .runtime_include = home_include, .runtime_lib = home_lib, .output = exe};
  lo.ccalls = emit_ccall_names(&lo.nccalls, &lo.ccall_sites);
  return link_executable(&lo);
}

/* --verbose: the stages after inference (compile_program reports loading
 * and inference), processor time for jlc's own and the C compiler's, whose
 * runs are children, and the clock for the build as a whole. */
static double wall_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
static double children_cpu_seconds(void) {
  struct rusage u;
  getrusage(RUSAGE_CHILDREN, &u);
  return (double)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (double)(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}
static void report_build_stages(clock_t front_done, clock_t emitted, double wall_start) {
  if (!verbose) return;
  fprintf(stderr, "jlc: emitted C in %.3f s; jlc's own processor time %.3f s; the C compiler and linker %.3f s "
                  "of processor time; %.3f s on the clock in all\n",
          (double)(emitted - front_done) / CLOCKS_PER_SEC, (double)clock() / CLOCKS_PER_SEC,
          children_cpu_seconds(), wall_seconds() - wall_start);
}

int main(int argc, char **argv) {
  const char *output = NULL, *output_c = NULL, *input = NULL, *export_abi = NULL;
  const char *cc = getenv("CC");
  const char *opt = "-O2";
  int jobs = (int)sysconf(_SC_NPROCESSORS_ONLN);
  bool debug = false, check_only = false, is_lib = false, report_size = false, static_exe = false;
  const Target *target = NULL;   /* --target=TRIPLE; NULL: this machine */
  char **run_argv = NULL;        /* jlc run: the program's argv (its path replaced) */
  const char *project = NULL;    /* --project=DIR, a package folder as input, jlc test DIR */
  bool testing = false;          /* jlc test */
  trim_mode = TRIM_NO;
  if (argc < 2) { usage(stderr); return 2; }
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) { usage(stdout); return 0; }
    if (!strcmp(a, "--version")) { printf("jlc " JLC_VERSION " (Julia 1.12 language, juliac-compatible command line)\n"); return 0; }
    if (!strcmp(a, "check") && i == 1) { check_only = true; continue; }
    if (!strcmp(a, "run") && i == 1) {        /* jlc run FILE.jl ARGS...: build, then run */
      if (argc < 3) usage_error("%s", "usage: jlc run FILE.jl [ARGS...]");
      input = argv[2];
      run_argv = argv + 2;
      break;
    }
    if (!strcmp(a, "test") && i == 1) {       /* jlc test DIR: the package's tests, as Pkg.test runs them */
      if (argc != 3) usage_error("%s", "usage: jlc test DIR");
      project = argv[2];
      input = arena_printf("%s/test/runtests.jl", argv[2]);
      static char *test_argv[2];
      test_argv[0] = (char *)input;
      run_argv = test_argv;
      testing = true;
      break;
    }
    if (!strcmp(a, "parse") && i == 1) {      /* jlc parse FILE.jl: print the syntax tree */
      if (argc != 3) usage_error("%s", "usage: jlc parse FILE.jl");
      ast_print_file(parse_file(read_user_file(argv[2])), stdout);
      return 0;
    }
    if (!strcmp(a, "--output-exe")) {
      output = option_file(a, ++i < argc ? argv[i] : NULL);
    } else if (!strncmp(a, "--output-exe=", 13)) {
      output = option_file("--output-exe", a + 13);
    } else if (!strncmp(a, "--project=", 10)) {
      project = a + 10;
    } else if (!strcmp(a, "--project")) {
      project = option_file(a, ++i < argc ? argv[i] : NULL);
    } else if (!strcmp(a, "--output-wasm") || !strncmp(a, "--output-wasm=", 14)) {
      output = option_file("--output-wasm", a[13] == '=' ? a + 14 : ++i < argc ? argv[i] : NULL);
      target = link_find_target("wasm32-wasi");
    } else if (!strncmp(a, "--target=", 9)) {
      target = link_find_target(a + 9);
      if (!target) {
        char msg[512];
        snprintf(msg, sizeof msg, "unknown target `%s` (known: %s)", a + 9, link_target_names());
        usage_error("%s", msg);
      }
    } else if (!strcmp(a, "--output-c")) {
      output_c = option_file(a, ++i < argc ? argv[i] : NULL);
    } else if (!strcmp(a, "--output-lib")) {
      output = option_file(a, ++i < argc ? argv[i] : NULL);
      is_lib = true;
    } else if (!strcmp(a, "--output-o") || !strcmp(a, "--output-sysimage") || !strcmp(a, "--output-bc")) {
      fprintf(stderr, "jlc: error: %s is not supported yet (use --output-exe or --output-lib)\n", a);
      return 1;
    } else if (!strcmp(a, "--trim") || !strcmp(a, "--trim=safe")) {
      trim_mode = TRIM_SAFE;
    } else if (!strcmp(a, "--trim=unsafe")) {
      trim_mode = TRIM_UNSAFE;
    } else if (!strcmp(a, "--trim=unsafe-warn")) {
      trim_mode = TRIM_UNSAFE_WARN;
    } else if (!strcmp(a, "--trim=no")) {
      trim_mode = TRIM_NO;
    } else if (!strncmp(a, "--trim=", 7)) {
      usage_error("unknown --trim mode `%s` (expected safe, unsafe, unsafe-warn or no)", a + 7);
    } else if (!strcmp(a, "--compile-ccallable")) {
      /* every @ccallable is an entry point already */
    } else if (!strcmp(a, "--experimental")) {
      /* juliac (Julia 1.12) asks for it with --trim: a build script passes it */
    } else if (!strcmp(a, "--verbose")) {
      verbose = true;
    } else if (!strcmp(a, "--report=size")) {
      report_size = true;
    } else if (!strncmp(a, "--report=", 9)) {
      usage_error("unknown report `%s` (expected --report=size)", a + 9);
    } else if (!strcmp(a, "-g")) {
      debug = true;
    } else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3") || !strcmp(a, "-Os")) {
      opt = a;
    } else if (!strncmp(a, "--cc=", 5)) {
      cc = a + 5;
    } else if (!strcmp(a, "--static")) {
      static_exe = true;
    } else if (!strcmp(a, "--export-abi")) {
      export_abi = option_file(a, ++i < argc ? argv[i] : NULL);
    } else if (!strncmp(a, "--export-abi=", 13)) {
      export_abi = option_file("--export-abi", a + 13);
    } else if (!strncmp(a, "-j", 2)) {
      const char *v = a[2] ? a + 2 : ++i < argc ? argv[i] : "";
      char *end;
      long j = strtol(v, &end, 10);
      if (!*v || *end || j < 1 || j > 256) usage_error("-j needs a number of jobs from 1 to 256, not `%s`", v);
      jobs = (int)j;
    } else if (a[0] == '-' && a[1]) {
      usage_error("unknown option `%s`", a);
    } else if (input) {
      usage_error("more than one input file (`%s`)", a);
    } else {
      input = a;
    }
  }
  if (!input) usage_error("%s", "no input file");
  if (static_exe && is_lib) usage_error("%s", "--static makes an executable: it cannot be combined with --output-lib "
                                              "(a static library is --output-lib NAME.a)");
  if (static_exe && target) usage_error("--static with --target=%s is not supported yet", target->triple);
  if (run_argv && target) usage_error("%s", "jlc run builds for this machine: --target is for --output-exe or --output-lib");
  bool is_archive = is_lib && strlen(output) > 2 && !strcmp(output + strlen(output) - 2, ".a");
  if (is_archive && target) usage_error("%s", "a static archive (--output-lib NAME.a) with --target is not supported yet");
  if (!output && !check_only && !output_c && !run_argv) usage_error("%s", "no output: give --output-exe NAME or --output-lib NAME");
  if (!cc || !*cc) cc = "cc";
  diag_set_cleanup(remove_temporaries);
  find_home();
  diag_set_cleanup(remove_temporaries);
  find_home();
  build_cc = target ? "cc" : cc;   /* the macro helper runs here, whatever the target */
  macro_helper_build = build_macro_helper;
  target_wasm = target && !strncmp(target->triple, "wasm", 4);
  /* the runtime built for the target: beside libjlrt.a */
  char target_lib[PATH_MAX + 64];
  if (target && target->runtime_lib) {
    snprintf(target_lib, sizeof target_lib, "%s", home_lib);
    char *slash = strrchr(target_lib, '/');
    snprintf(slash ? slash + 1 : target_lib, sizeof target_lib - (size_t)(slash ? slash + 1 - target_lib : 0), "%s", target->runtime_lib);
  }
  if (target && !check_only && output && !link_check_target(target, target_lib)) return 1;
  if (target && report_size) fprintf(stderr, "jlc: warning: no size report for --target=%s (it reads ELF files)\n", target->triple);

  /* a library's header, NAME.h beside NAME.so */
  char h_path[PATH_MAX + 16];
  if (is_lib) {
    snprintf(h_path, sizeof h_path, "%s", output);
    char *dot = strrchr(h_path, '.'), *slash = strrchr(h_path, '/');
    if (dot && (!slash || dot > slash)) *dot = 0;
    strcat(h_path, ".h");
  }
  /* the program on top of Core and Base; its outputs checked against every
   * file it reads, once they are all read */
  clock_t started = clock();
  double wall_start = wall_seconds();
  program_boot(home_base);
  const char *outputs[] = {output, is_lib ? h_path : NULL, output_c, export_abi};
  SourceFile *program_source = NULL;
  struct stat input_st;
  if (stat(input, &input_st) == 0 && S_ISDIR(input_st.st_mode)) {
    /* a package folder: the program is `using NAME` in its project */
    if (project && strcmp(project, input)) usage_error("a package folder as input is its own project (drop --project=%s)", project);
    project_activate(input);
    if (!project_name()) { fprintf(stderr, "jlc: error: %s/Project.toml has no name\n", input); return 1; }
    program.entry_package = sym(project_name());
    program_source = NEW(SourceFile);
    program_source->path = arena_printf("%s/Project.toml", input);
    program_source->text = arena_printf("using %s\n", project_name());
    program_source->len = strlen(program_source->text);
  } else {
    if (project) project_activate(project);
    program_source = read_user_file(input);
  }
  if (testing) fprintf(stderr, "     Testing %s\n", project_name() ? project_name() : project);
  if (!compile_program(program_source, started, check_outputs, outputs)) return 1;
  if (check_only) return 0;
  clock_t front_done = clock();

  if (!mkdtemp(strcpy(tmpdir, "/tmp/jlc-XXXXXX"))) { tmpdir[0] = 0; fatal("cannot create a temporary folder: %s", strerror(errno)); }
  char symbols_path[PATH_MAX + 16];        /* the build linked again, unstripped, for its symbols */
  snprintf(symbols_path, sizeof symbols_path, "%s/out.symbols", tmpdir);
  char h_tmp[PATH_MAX + 16], guard[256];
  FILE *h = NULL;
  if (is_lib) {
    if (!inference.ccallable_mis.len) fatal("--output-lib: the program defines no Base.@ccallable function to export");
    snprintf(h_tmp, sizeof h_tmp, "%s/prog.h", tmpdir);
    const char *base = strrchr(h_path, '/') ? strrchr(h_path, '/') + 1 : h_path;
    int g = 0;
    for (const char *p = base; *p && g < 250; p++)
      guard[g++] = (*p >= 'a' && *p <= 'z') ? (char)(*p - 32) : ((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ? *p : '_';
    guard[g] = 0;
    h = fopen(h_tmp, "w");
    if (!h) fatal("cannot write %s: %s", h_tmp, strerror(errno));
  }
  emit_program(debug, h, guard);
  clock_t emitted = clock();
  if (h && fclose(h) != 0) fatal("cannot write %s: %s", h_tmp, strerror(errno));
  if (output_c) {                /* always the whole program in one file */
    emit_units(1);
    write_c_file(output_c, 0, false);
  }
  if (!output && !run_argv) { remove_temporaries(); return 0; }
  /* the build: one C file, or for a large program units compiled in parallel */
  int units = emit_units(jobs);
  char unit_paths[256][PATH_MAX + 16];
  const char *c_files[256];
  for (int k = 0; k < units; k++) {
    snprintf(unit_paths[k], sizeof unit_paths[k], "%s/prog%d.c", tmpdir, k);
    write_c_file(unit_paths[k], k, false);
    c_files[k] = unit_paths[k];
  }
  if (units > 1) {
    char hp[PATH_MAX + 16];
    snprintf(hp, sizeof hp, "%s/units.h", tmpdir);
    write_c_file(hp, 0, true);
  }
  if (run_argv) {
    char exe[PATH_MAX + 16];
    snprintf(exe, sizeof exe, "%s/out", tmpdir);
    LinkOptions lo = {.cc = cc, .opt = opt, .debug = debug, .c_files = c_files, .nfiles = units, .jobs = jobs,
                      .runtime_include = home_include, .runtime_lib = home_lib, .output = exe,
                      .static_exe = static_exe, .target = target, .runtime_sources = home_include};
    lo.ccalls = emit_ccall_names(&lo.nccalls, &lo.ccall_sites);
    if (report_size || verbose) lo.symbols_output = symbols_path;
    if (!link_executable(&lo)) { remove_temporaries(); return 1; }
    if (lo.symbols_output) report_sizes(symbols_path, exe);
    run_argv[0] = exe;
    int status = run_program(run_argv);
    remove_temporaries();
    if (testing) {
      const char *name = project_name() ? project_name() : project;
      if (status == 0) fprintf(stderr, "     Testing %s tests passed\n", name);
      else fprintf(stderr, "ERROR: Package %s errored during testing\n", name);
    }
    return status;
  }
  if (output) {
    char out_tmp[PATH_MAX + 16];
    snprintf(out_tmp, sizeof out_tmp, "%s/out", tmpdir);
    LinkOptions lo = {.cc = cc, .opt = opt, .debug = debug, .c_files = c_files, .nfiles = units, .jobs = jobs,
                      .runtime_include = home_include, .runtime_lib = target && target->runtime_lib ? target_lib : home_lib, .output = out_tmp, .shared = is_lib,
                      .archive = is_archive, .static_exe = static_exe, .target = target, .runtime_sources = home_include};
    VEC(Sym) exports = {0};
    for (int i = 0; i < inference.ccallable_mis.len; i++) vec_push(exports, inference.ccallable_mis.items[i]->method->c_name);
    lo.exports = exports.items;
    lo.nexports = exports.len;
    lo.soname = strrchr(output, '/') ? strrchr(output, '/') + 1 : output;
    lo.ccalls = emit_ccall_names(&lo.nccalls, &lo.ccall_sites);
    if ((report_size || verbose) && !target) lo.symbols_output = symbols_path;   /* (an ELF file's) */
    if (!link_executable(&lo)) { remove_temporaries(); return 1; }
    report_build_stages(front_done, emitted, wall_start);
    if (lo.symbols_output) report_sizes(symbols_path, out_tmp);
    /* place the result atomically: a failed build leaves no file behind */
    snprintf(partial_output, sizeof partial_output, "%s.jlc-partial", output);
    copy_file(out_tmp, partial_output);
    chmod(partial_output, 0755);
    if (rename(partial_output, output) != 0) fatal("cannot write %s: %s", output, strerror(errno));
    partial_output[0] = 0;
    if (is_lib) copy_file(h_tmp, h_path);
  }
  if (export_abi && !cabi_write_json(export_abi)) fatal("cannot write %s: %s", export_abi, strerror(errno));
  remove_temporaries();
  return 0;
}
