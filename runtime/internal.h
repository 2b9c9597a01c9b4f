/* internal.h — what the runtime's own files share (not seen by generated code). */
#ifndef JLRT_INTERNAL_H
#define JLRT_INTERNAL_H

#include "jlrt.h"

/* An output stream: a file descriptor with a buffer, or a growing memory buffer. */
typedef struct jlrt_io {
  int fd;                /* -1 for an IOBuffer */
  char *buf;
  size_t len, cap;
  /* IOBuffer growth, reached through the stream so that a program printing
   * only to stdout links no allocator */
  void (*grow)(struct jlrt_io *io, size_t need);
} jlrt_io;

void jlrt_io_write(jlrt_io *io, const char *p, size_t n);
void jlrt_flush_all(void);
extern char *jlrt_stack_base;            /* set at start, read by the collector */
extern void (*jlrt_exit_hook)(void);     /* set by the collector (stats at exit) */

#endif
