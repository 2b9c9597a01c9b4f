/* array.c — Vector storage: a length, a capacity and inline elements. */
#include <string.h>
#include "internal.h"

/* Element storage: scanned by the collector only if elements hold pointers. */
static void *alloc_elements(int64_t n, int64_t elsize) {
  return elsize > 0 ? jlrt_alloc_atomic((size_t)(n * elsize)) : jlrt_alloc((size_t)(n * -elsize));
}

jl_array_t *jlrt_array_new(int64_t length, int64_t elsize) {
  jl_array_t *a = jlrt_alloc(sizeof *a);
  a->length = length;
  a->capacity = length;
  a->data = length ? alloc_elements(length, elsize) : NULL;
  a->nrows = length;
  return a;
}

jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, int64_t elsize) {
  jl_array_t *a = jlrt_array_new(nrows * ncols, elsize);
  a->nrows = nrows;
  return a;
}

/* reshape and vec: a second header over the same elements, so writes
 * through either show in both, as in Julia. */
jl_array_t *jlrt_array_share(jl_array_t *a, int64_t nrows) {
  jl_array_t *b = jlrt_alloc(sizeof *b);
  *b = *a;
  b->nrows = nrows;
  return b;
}

/* Growth doubles the capacity, so n push! calls cost O(n) in all. */
void jlrt_array_resize(jl_array_t *a, int64_t length, int64_t elsize) {
  int64_t size = elsize > 0 ? elsize : -elsize;
  if (length > a->capacity) {
    int64_t cap = a->capacity ? a->capacity * 2 : 4;
    while (cap < length) cap *= 2;
    char *data = alloc_elements(cap, elsize);
    if (a->length) memcpy(data, a->data, (size_t)(a->length * size));
    a->data = data;
    a->capacity = cap;
  } else if (length < a->length) {
    memset((char *)a->data + length * size, 0, (size_t)((a->length - length) * size));
  }
  a->length = length;
  a->nrows = length;
}
