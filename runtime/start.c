/* start.c — program start and exit, ARGS, and the errors the runtime and
 * generated code raise (jlrt_raise). An uncaught error prints `ERROR: ` and
 * Julia's message to stderr and exits with status 1, as Julia does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifndef __wasm__
#include <signal.h>
#include <sys/resource.h>
#endif
#include "internal.h"

char *jlrt_stack_base;
const uint64_t jlrt_singleton = 0;   /* only its address is used (jlrt.h) */
int32_t jlrt_toplevel_line;
void (*jlrt_exit_hook)(void);
static int saved_argc;
static char **saved_argv;
static jl_array_t *args_array;

/* Weak: backtrace.c is linked only into programs that can throw (whose
 * frame table refers to it), not into every program that links this file. */
void jlrt_print_backtrace(void) JLRT_OPTIONAL;

#ifndef __wasm__
/* Deep recursion runs into the guard page below the stack: that is Julia's
 * StackOverflowError, not a crash. The handler runs on a stack of its own;
 * a fault anywhere else keeps its default action. With a try to catch it,
 * the error is thrown from the handler, which longjmps out of it (so the
 * signal is not blocked while it runs: the next overflow must be caught
 * too); without one, the handler reports it itself, allocating nothing. */
static char signal_stack[65536];

/* threads.c's, in a program with threads: a thread's own stack, when it
 * is not the main thread */
void jlrt_threads_stack(char **base, size_t *size) JLRT_OPTIONAL;

static void on_segv(int sig, siginfo_t *info, void *context) {
  (void)context;
  static volatile sig_atomic_t reporting;
  if (reporting) _exit(1);        /* the report itself faulted (a frame pointer that was not one) */
  struct rlimit rl;
  size_t limit = 1ul << 30;
  if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) limit = rl.rlim_cur;
  char *addr = info->si_addr, *base = jlrt_stack_base;
  if (jlrt_threads_stack) jlrt_threads_stack(&base, &limit);
  if (addr < base && (size_t)(base - addr) <= limit + 65536) {
    if (*jlrt_handler_top() && jlrt_throw_hook) jlrt_throw_hook(JLRT_STACK_OVERFLOW_ERROR, NULL, NULL, NULL, 0);
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
#endif

void jlrt_start(int argc, char **argv, void *stack_base) {
  jlrt_stack_base = stack_base;
  saved_argc = argc;
  saved_argv = argv;
  if (!stack_base) return;    /* a library (jlrt_library_start): the host's signals stay its own */
#ifndef __wasm__   /* (WebAssembly: the engine stops a runaway recursion itself) */
  stack_t ss = {0};
  ss.ss_sp = signal_stack;
  ss.ss_size = sizeof signal_stack;
  struct sigaction sa = {0};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  if (sigaltstack(&ss, NULL) == 0) sigaction(SIGSEGV, &sa, NULL);
  /* As Julia's (libuv's): writing to a pipe whose reader has gone is an
   * error the program reports (or catches), not a silent death. */
  signal(SIGPIPE, SIG_IGN);
#endif
}

/* Calls into a library: the outermost one's frame bounds the stack to scan. */
void *jlrt_enter(void *frame) {
  void *saved = jlrt_stack_base;
  if (!jlrt_stack_base) jlrt_stack_base = frame;
  return saved;
}

/* The outermost call's return flushes what the Julia code printed: the C
 * program's own output may follow, and it may never call back. */
void jlrt_leave(void *saved) {
  jlrt_stack_base = saved;
  if (!saved) jlrt_flush_all();
}

/* A library unloaded, or its process ending: what is still buffered is written. */
void jlrt_library_unload(void) { jlrt_flush_all(); }

/* The arguments that set the thread count (-t N, --threads N), which come
 * first and which ARGS does not show, taken off by threads.c in a program
 * with threads: at its first use of the count, or here. */
int jlrt_threads_take_args(int argc, char **argv) JLRT_OPTIONAL;

void jlrt_take_thread_args(void) {
  static bool taken;
  if (taken || !jlrt_threads_take_args || saved_argc < 2) return;
  taken = true;
  int n = jlrt_threads_take_args(saved_argc, saved_argv);
  if (!n) return;
  saved_argv[n] = saved_argv[0];
  saved_argv += n;
  saved_argc -= n;
}

/* ARGS, made on first use so a program that ignores it allocates nothing */
jl_array_t *jlrt_args(void) {
  if (args_array) return args_array;
  jlrt_take_thread_args();
  args_array = jlrt_array_new(saved_argc - 1, &jlrt_layout_pointers);
  jl_string_t **items = args_array->data;
  for (int i = 1; i < saved_argc; i++) {
    items[i - 1] = jlrt_string_new(saved_argv[i], (int64_t)strlen(saved_argv[i]));
    jlrt_gc_wb(&items[i - 1]);
  }
  return args_array;
}

/* PROGRAM_FILE: argv[0] (empty in a library, which has no command line) */
jl_string_t *jlrt_program_file(void) {
  const char *name = saved_argv && saved_argc > 0 ? saved_argv[0] : "";
  return jlrt_string_new(name, (int64_t)strlen(name));
}

/* Generated by programs that register finalizers: Julia runs every
 * finalizer still registered when the process exits. */
void jlrt_finalize_at_exit(void) JLRT_OPTIONAL;

void jlrt_exit(int64_t code) {
  static bool exiting;        /* a finalizer that calls exit() ends it there */
  if (jlrt_finalize_at_exit && !exiting) {
    exiting = true;
    jlrt_finalize_at_exit();
  }
  if (!jlrt_close_at_exit()) code = 1;
  if (jlrt_exit_hook) jlrt_exit_hook();
  exit((int)code);
}

/* not inlined: the messages call it some forty times, in every program */
static __attribute__((noinline)) void put(const char *s) { jlrt_io_write(jlrt_stderr(), s, strlen(s)); }

void jlrt_raise(int kind, const char *a, const char *b, const char *c, int64_t n) {
  if (jlrt_throw_hook) jlrt_throw_hook(kind, a, b, c, n);
  jlrt_report_error(kind, a, b, c, n);
  if (jlrt_print_backtrace) jlrt_print_backtrace();
  jlrt_exit(1);
}

/* Julia's message for each kind: what showerror prints for the exceptions
 * base/errors.jl makes of them, for programs that have no hook. */
void jlrt_report_error(int kind, const char *a, const char *b, const char *c, int64_t n) {
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
  case JLRT_UNDEFVAR_ERROR:
    put("UndefVarError: `"); put(a);
    if (b && !strcmp(b, "local"))   /* a local read before it was assigned */
      put("` not defined in local scope\nSuggestion: check for an assignment to a local variable that shadows a global of the same name.");
    else { put("` not defined in `"); put(b ? b : ""); put("`"); }
    break;
  case JLRT_FIELD_ERROR: put("FieldError: type "); put(a); put(" has no field `"); put(b ? b : ""); put("`"); break;
  case JLRT_SYSTEM_ERROR: put("SystemError: "); put(a); put(": "); put(strerror((int)n)); break;
  case JLRT_IO_ERROR: {
    char text[96];
    jlrt_uv_text((int)n, text, sizeof text);
    put("IOError: "); put(a); put(": "); put(text);
    break;
  }
  case JLRT_OUT_OF_MEMORY_ERROR: put("OutOfMemoryError()"); break;
  case JLRT_STACK_OVERFLOW_ERROR: put("StackOverflowError:"); break;
  case JLRT_UNDEFREF_ERROR: put("UndefRefError: access to undefined reference"); break;
  default: put(a); break;
  }
  put("\n");
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
