/* fuzz_compile.c — libFuzzer harness for the whole compiler: any byte string
 * taken as a program must go through parsing, lowering, inference, the trim
 * verifier and C emission to C or to a diagnostic, never to a crash, a
 * sanitizer report, a hang or unbounded memory.
 *
 * Built and run by `make fuzz SECONDS=N` (clang -fsanitize=fuzzer,address,
 * undefined), seeded with the programs of test/golden, test/errors and
 * test/parse. A first line `# jlc-flags: ...` chooses the trim mode (and -g)
 * as it does for the test suite.
 *
 * The compiler keeps its state in globals and never frees it: it is a
 * short-lived process. Booting Core and Base takes most of a compile, so the
 * harness boots once, then forks a child per input that compiles it from
 * that state and exits; each input starts from the same clean state. The
 * child's coverage counters are copied back through shared memory, so
 * libFuzzer sees what the input reached. The child tells the parent it
 * finished (compiled, or a diagnostic: error_at's cleanup hook) through the
 * same memory; a child that did not is a crash, which the parent reports by
 * aborting, so that libFuzzer saves the input. The child's own sanitizer
 * report comes first on stderr. A hang is libFuzzer's -timeout in the
 * parent (the child dies with it); the child's memory is watched here, up
 * to -rss_limit_mb. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <sanitizer/common_interface_defs.h>
#include "ir.h"

/* The coverage counters of -fsanitize=fuzzer (inline 8-bit counters), as the
 * linker names their section's bounds. This file is compiled without
 * coverage (Makefile): in an instrumented one, clang renames its own
 * references to these names, and libFuzzer would find no counters. */
extern uint8_t __start___sancov_cntrs[], __stop___sancov_cntrs[];

static struct Shared {
  volatile int finished;
  uint8_t counters[];
} *shared;
static size_t ncounters;
static FILE *sink;
static int stderr_fd;                /* the real stderr, for sanitizer reports */
static long rss_limit_mb = 2048;     /* libFuzzer's default */

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  for (int i = 1; i < *argc; i++)
    if (!strncmp((*argv)[i], "-rss_limit_mb=", 14)) rss_limit_mb = atol((*argv)[i] + 14);
  sink = fopen("/dev/null", "w");
  stderr_fd = dup(2);
  ncounters = (size_t)(__stop___sancov_cntrs - __start___sancov_cntrs);
  shared = mmap(NULL, sizeof *shared + ncounters, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (!sink || stderr_fd < 0 || shared == MAP_FAILED) abort();
  program_boot(JLC_BASE_DIR);
  return 0;
}

/* The child's end: its coverage to the parent, then _exit, not exit, which
 * would run libFuzzer's atexit check ("fuzz target exited"). */
static __attribute__((noreturn)) void child_finished(void) {
  memcpy(shared->counters, __start___sancov_cntrs, ncounters);
  shared->finished = 1;
  _exit(0);
}

/* The options of a `# jlc-flags:` first line the fuzzer acts on. */
static bool has_flag(const char *line, size_t len, const char *flag) {
  size_t n = strlen(flag);
  for (const char *p = line; p + n <= line + len; p++)
    if (!memcmp(p, flag, n) && (p + n == line + len || p[n] == ' ' || p[n] == '\t' || p[n] == '\r')) return true;
  return false;
}

static void compile(char *text, size_t size) {
  size_t first = strcspn(text, "\n");
  bool flagged = !strncmp(text, "# jlc-flags:", 12);
  trim_mode = !flagged || has_flag(text, first, "--trim=safe") || has_flag(text, first, "--trim") ? TRIM_SAFE
            : has_flag(text, first, "--trim=unsafe") ? TRIM_UNSAFE
            : has_flag(text, first, "--trim=unsafe-warn") ? TRIM_UNSAFE_WARN
            : TRIM_NO;
  SourceFile file = {"fuzz.jl", text, size};
  if (!compile_program(&file, clock(), NULL, NULL)) return;
  emit_program(flagged && has_flag(text, first, "-g"), NULL, NULL);
  /* two jobs: a large program is split into units and their header */
  int units = emit_units(2);
  for (int k = 0; k < units; k++) emit_write(sink, k);
  if (units > 1) emit_write_header(sink);
}

/* The resident memory of the process whose /proc/PID/statm is open as fd
 * (read, not stdio: polled often, and a FILE's buffer per poll would fill
 * ASan's quarantine). */
static long rss_mb(int fd) {
  char buf[128];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  long pages = 0, resident = 0;
  if (n <= 0) return 0;
  buf[n] = 0;
  if (sscanf(buf, "%ld %ld", &pages, &resident) != 2) return 0;
  return resident * (sysconf(_SC_PAGESIZE) / 1024) / 1024;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* The lexer expects what source_load gives: the bytes plus a NUL. */
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0;
  shared->finished = 0;
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) abort();
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(0);
    /* diagnostics are expected: only sanitizer reports are shown */
    __sanitizer_set_report_fd((void *)(intptr_t)stderr_fd);
    dup2(fileno(sink), 2);
    diag_set_cleanup(child_finished);
    compile(text, size);
    child_finished();
  }
  free(text);
  char statm[64];
  snprintf(statm, sizeof statm, "/proc/%d/statm", (int)pid);
  int statm_fd = open(statm, O_RDONLY);
  int status;
  for (;;) {
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) abort();
    if (rss_mb(statm_fd) > rss_limit_mb) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      fprintf(stderr, "fuzz_compile: the compiler used more than %ld MB on this input\n", rss_limit_mb);
      abort();
    }
    usleep(500);
  }
  if (statm_fd >= 0) close(statm_fd);
  for (size_t i = 0; i < ncounters; i++)
    if (shared->counters[i] > __start___sancov_cntrs[i]) __start___sancov_cntrs[i] = shared->counters[i];
  if (!shared->finished) {
    if (WIFSIGNALED(status)) fprintf(stderr, "fuzz_compile: the compiler was killed by signal %d on this input\n", WTERMSIG(status));
    else fprintf(stderr, "fuzz_compile: the compiler exited with status %d on this input\n", WEXITSTATUS(status));
    abort();
  }
  return 0;
}
