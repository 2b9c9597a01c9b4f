/* internal.h — what the runtime's own files share (not seen by generated code). */
#ifndef JLRT_INTERNAL_H
#define JLRT_INTERNAL_H

#include "jlrt.h"

/* A symbol the generated code defines only when the program needs it: a
 * weak reference, and hidden, so that in a library it never binds to
 * another jlc library's (or the host program's) definition. */
#define JLRT_OPTIONAL __attribute__((weak, visibility("hidden")))

/* The body of a spin loop: tells the processor, which then spins cheaper
 * and lets a sibling hyperthread run. */
static inline void jlrt_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ volatile("yield");
#endif
}

/* A stream: stdout, stderr, stdin, a file or an IOBuffer.
 * An IOBuffer's bytes are buf[0:len] (cap allocated), and rpos is its
 * position, where reads and writes both happen (Julia's ptr - 1); rbuf and
 * rlen always equal buf and len, so reading one is reading a file whose
 * whole contents are already buffered. */
typedef struct jlrt_io {
  int fd;                /* -1 for an IOBuffer or a closed file */
  bool readable, writable, is_buffer;
  char *buf;             /* output buffer */
  size_t len, cap;
  /* IOBuffer growth, reached through the stream so that a program printing
   * only to stdout links no allocator */
  void (*grow)(struct jlrt_io *io, size_t need);
  char *rbuf;            /* input buffer, made on first read */
  size_t rpos, rlen;
  struct jlrt_io *next_open;   /* the list of open files (see jlrt_open_files) */
  int deferred_err;      /* a failed write not yet reported (jlrt_io_flush_deferred) */
} jlrt_io;

void jlrt_io_write(jlrt_io *io, const char *p, size_t n);
void *jlrt_gc_grow_bytes(void *p, size_t used, size_t size);
void *jlrt_alloc_bytes_unzeroed(size_t size);
void *jlrt_alloc_old(size_t size);
jl_array_t *jlrt_byte_array_unzeroed(int64_t length);   /* its bytes for the caller to write (array.c) */
void jlrt_prefault(void *p, size_t size);   /* map memory about to be written whole (gc.c) */
jl_string_t *jlrt_string_alloc(int64_t len);   /* its bytes for the caller to write (string.c) */
int jlrt_io_flush(jlrt_io *io);            /* 0, or the errno of a failed write */
void jlrt_io_flush_deferred(jlrt_io *io);
void jlrt_flush_all(void);
bool jlrt_close_at_exit(void);             /* false if a stream failed (reported) */
int jlrt_uv_text(int errnum, char *buf, size_t size);
/* Print ERROR: and the message of an error jlrt_raise would raise, without
 * raising it */
void jlrt_report_error(int kind, const char *a, const char *b, const char *c, int64_t n);
/* Files not yet closed: flushed at exit. The list is also what keeps an open
 * file's stream alive for the collector (the head is in static data). */
extern jlrt_io *jlrt_open_files;
extern char *jlrt_stack_base;            /* set at start, read by the collector */
void *jlrt_gc_object_start(void *p);     /* of the object p points into; NULL if none */
extern void (*jlrt_exit_hook)(void);     /* set by the collector (stats at exit) */
/* A local of the runtime's holding a new object while it allocates
 * another: on WebAssembly it must be in linear memory to be seen
 * (JLRT_GC_ROOT, wasm.c); a native stack scan sees registers too. */
#ifdef __wasm__
char *jlrt_wasm_reserve(size_t *size);    /* the heap's range (wasm.c); NULL if none */
#define JLRT_KEEP(x) JLRT_GC_ROOT(x)
#else
#define JLRT_KEEP(x) ((void)0)
#endif
/* Defined by generated code that compiled Base.throw_runtime_error (see
 * jlrt_raise); weak, so that a program without it links. Does not return. */
extern void jlrt_throw_hook(int32_t kind, const char *a, const char *b, const char *c, int64_t n)
    JLRT_OPTIONAL;

/* The running thread's innermost try (jlrt_handlers, but each thread's own
 * in a program with threads: threads.c's, which generated code there
 * names directly, see jlrt.h) */
jlrt_handler **jlrt_thread_handler_top(void) JLRT_OPTIONAL;
static inline jlrt_handler **jlrt_handler_top(void) {
  return jlrt_thread_handler_top ? jlrt_thread_handler_top() : &jlrt_handlers;
}

void jlrt_take_thread_args(void);   /* (start.c; see threads.c) */
/* threads.c's lock of the streams' buffers, in a program with threads */
void jlrt_threads_io_lock(void) JLRT_OPTIONAL;
void jlrt_threads_io_unlock(void) JLRT_OPTIONAL;

/* BigInt and BigFloat objects (gmp.c, mpfr.c): the type tag every mutable
 * object starts with, then the fields base/ declares in the order of GMP's
 * mpz_t or MPFR's mpfr_t, which the library works on in place. */
#define JLRT_BIG_FIELDS(obj) ((void *)((uint64_t *)(obj) + 1))
void jlrt_gmp_memory(void);   /* GMP and MPFR allocate from the collected heap */
extern bool jlrt_gmp_malloc;  /* set: they allocate with malloc instead (mpfr.c) */

#endif
