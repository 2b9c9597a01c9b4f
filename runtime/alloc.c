/* alloc.c — the allocation interface every generated program uses.
 * For now a bump allocator over large chunks; the garbage collector (its
 * own issue) replaces this file without changing generated code. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define CHUNK (1u << 20)
static char *cur, *end;

void *jlrt_alloc(size_t size) {
  size = (size + 15) & ~(size_t)15;
  if ((size_t)(end - cur) < size) {
    size_t n = size > CHUNK ? size : CHUNK;
    cur = calloc(1, n);
    if (!cur) jlrt_error("OutOfMemoryError()");
    end = cur + n;
  }
  void *p = cur;
  cur += size;
  return p;
}
