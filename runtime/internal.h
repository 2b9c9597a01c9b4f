/* internal.h — what the runtime's own files share (not seen by generated code). */
#ifndef JLRT_INTERNAL_H
#define JLRT_INTERNAL_H

#include "jlrt.h"

/* An output stream: a file descriptor with a buffer, or a growing memory buffer. */
typedef struct jlrt_io {
  int fd;                /* -1 for an IOBuffer */
  char *buf;
  size_t len, cap;
} jlrt_io;

void jlrt_io_write(jlrt_io *io, const char *p, size_t n);
void jlrt_flush_all(void);

#endif
