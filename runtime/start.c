/* start.c — program start and exit, ARGS, and the errors the runtime and
 * generated code raise (jlrt_raise). An uncaught error prints `ERROR: ` and
 * Julia's message to stderr and exits with status 1, as Julia does. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include "internal.h"

char *jlrt_stack_base;
int32_t jlrt_toplevel_line;
void (*jlrt_exit_hook)(void);
static int saved_argc;
static char **saved_argv;
static jl_array_t *args_array;

/* Weak: backtrace.c is linked only into programs that can throw (whose
 * frame table refers to it), not into every program that links this file. */
void jlrt_print_backtrace(void) __attribute__((weak));

/* Deep recursion runs into the guard page below the stack: that is Julia's
 * StackOverflowError, not a crash. The handler runs on a stack of its own;
 * a fault anywhere else keeps its default action. With a try to catch it,
 * the error is thrown from the handler, which longjmps out of it (so the
 * signal is not blocked while it runs: the next overflow must be caught
 * too); without one, the handler reports it itself, allocating nothing. */
static char signal_stack[65536];

static void on_segv(int sig, siginfo_t *info, void *context) {
  (void)context;
  static volatile sig_atomic_t reporting;
  if (reporting) _exit(1);        /* the report itself faulted (a frame pointer that was not one) */
  struct rlimit rl;
  size_t limit = 1ul << 30;
  if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) limit = rl.rlim_cur;
  char *addr = info->si_addr;
  if (addr < jlrt_stack_base && (size_t)(jlrt_stack_base - addr) <= limit + 65536) {
    if (jlrt_handlers && jlrt_throw_hook) jlrt_throw_hook(JLRT_STACK_OVERFLOW_ERROR, NULL, NULL, NULL, 0);
    reporting = 1;
    jlrt_flush_all();
    static const char msg[] = "ERROR: StackOverflowError:\n";
    ssize_t w = write(2, msg, sizeof msg - 1);
    (void)w;
    if (jlrt_print_backtrace) jlrt_print_backtrace();
    jlrt_flush_all();
    _exit(1);
  }
  signal(sig, SIG_DFL);        /* not the stack: fault again, as before */
}

void jlrt_start(int argc, char **argv, void *stack_base) {
  jlrt_stack_base = stack_base;
  saved_argc = argc;
  saved_argv = argv;
  stack_t ss = {0};
  ss.ss_sp = signal_stack;
  ss.ss_size = sizeof signal_stack;
  struct sigaction sa = {0};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  if (sigaltstack(&ss, NULL) == 0) sigaction(SIGSEGV, &sa, NULL);
}

/* Calls into a library: the outermost one's frame bounds the stack to scan. */
void *jlrt_enter(void *frame) {
  void *saved = jlrt_stack_base;
  if (!jlrt_stack_base) jlrt_stack_base = frame;
  return saved;
}

void jlrt_leave(void *saved) { jlrt_stack_base = saved; }

/* ARGS, made on first use so a program that ignores it allocates nothing */
jl_array_t *jlrt_args(void) {
  if (args_array) return args_array;
  args_array = jlrt_array_new(saved_argc - 1, -(int64_t)sizeof(jl_string_t *));
  jl_string_t **items = args_array->data;
  for (int i = 1; i < saved_argc; i++) items[i - 1] = jlrt_string_new(saved_argv[i], (int64_t)strlen(saved_argv[i]));
  return args_array;
}

void jlrt_exit(int64_t code) {
  jlrt_flush_all();
  if (jlrt_exit_hook) jlrt_exit_hook();
  exit((int)code);
}


static void put(const char *s) { jlrt_io_write(jlrt_stderr(), s, strlen(s)); }

/* Julia's message for each kind: what showerror prints for the exceptions
 * base/errors.jl makes of them, for programs that have no hook. */
void jlrt_raise(int kind, const char *a, const char *b, const char *c, int64_t n) {
  if (jlrt_throw_hook) jlrt_throw_hook(kind, a, b, c, n);
  if (!a) a = "";
  if (!c) c = "";
  char num[24];
  put("ERROR: ");
  switch (kind) {
  case JLRT_ARGUMENT_ERROR: put("ArgumentError: "); put(a); break;
  case JLRT_BOUNDS_ERROR:
    if (!b) { snprintf(num, sizeof num, "%lld", (long long)n); b = num; }
    put("BoundsError: attempt to access "); put(a); put(" at index ["); put(b); put("]");
    break;
  case JLRT_METHOD_ERROR: put("MethodError: "); put(a); break;
  case JLRT_TYPE_ERROR:
    if (b && !strcmp(b, "Bool")) { put("TypeError: non-boolean ("); put(c); put(") used in boolean context"); }
    else { put("TypeError: in "); put(a); put(", expected "); put(b ? b : ""); put(", got a value of type "); put(c); }
    break;
  case JLRT_UNDEFVAR_ERROR: put("UndefVarError: `"); put(a); put("` not defined in `"); put(b ? b : ""); put("`"); break;
  case JLRT_FIELD_ERROR: put("FieldError: type "); put(a); put(" has no field `"); put(b ? b : ""); put("`"); break;
  case JLRT_SYSTEM_ERROR: put("SystemError: "); put(a); put(": "); put(strerror((int)n)); break;
  case JLRT_OUT_OF_MEMORY_ERROR: put("OutOfMemoryError()"); break;
  case JLRT_STACK_OVERFLOW_ERROR: put("StackOverflowError:"); break;
  case JLRT_UNDEFREF_ERROR: put("UndefRefError: access to undefined reference"); break;
  default: put(a); break;
  }
  put("\n");
  if (jlrt_print_backtrace) jlrt_print_backtrace();
  jlrt_exit(1);
}

void jlrt_raise_method_error(const char *f, int nargs, const char *const *argtypes, int nkw,
                             const char *const *kwnames, const char *const *kwtypes, int kind) {
  char msg[1024];
  if (kind == 2) {
    snprintf(msg, sizeof msg, "objects of type %s are not callable", f);
    jlrt_raise(JLRT_METHOD_ERROR, msg, NULL, NULL, 0);
  }
  size_t len = (size_t)snprintf(msg, sizeof msg, "%s%s(", kind ? "" : "no method matching ", f);
  for (int i = 0; i < nargs && len < sizeof msg; i++)
    len += (size_t)snprintf(msg + len, sizeof msg - len, "%s::%s", i ? ", " : "", argtypes[i]);
  for (int i = 0; i < nkw && len < sizeof msg; i++)       /* f(::Char; k::Int64) */
    len += (size_t)snprintf(msg + len, sizeof msg - len, "%s%s::%s", i ? ", " : "; ", kwnames[i], kwtypes[i]);
  if (len < sizeof msg) snprintf(msg + len, sizeof msg - len, kind ? ") is ambiguous." : ")");
  jlrt_raise(JLRT_METHOD_ERROR, msg, NULL, NULL, 0);
}
