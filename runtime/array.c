/* array.c — Vector storage: a length, a capacity and inline elements. */
#include <string.h>
#include "internal.h"

jl_array_t *jlrt_array_new(int64_t length, int64_t elsize) {
  jl_array_t *a = jlrt_alloc(sizeof *a);
  a->length = length;
  a->capacity = length;
  a->data = length ? jlrt_alloc((size_t)(length * elsize)) : NULL;
  a->nrows = length;
  return a;
}

jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, int64_t elsize) {
  jl_array_t *a = jlrt_array_new(nrows * ncols, elsize);
  a->nrows = nrows;
  return a;
}

/* Growth doubles the capacity, so n push! calls cost O(n) in all. */
void jlrt_array_resize(jl_array_t *a, int64_t length, int64_t elsize) {
  if (length > a->capacity) {
    int64_t cap = a->capacity ? a->capacity * 2 : 4;
    while (cap < length) cap *= 2;
    char *data = jlrt_alloc((size_t)(cap * elsize));
    if (a->length) memcpy(data, a->data, (size_t)(a->length * elsize));
    a->data = data;
    a->capacity = cap;
  } else if (length < a->length) {
    memset((char *)a->data + length * elsize, 0, (size_t)((a->length - length) * elsize));
  }
  a->length = length;
  a->nrows = length;
}
