/* array.c — Vector storage: a length, a capacity and inline elements. */
#include <stdio.h>
#include <string.h>
#include "internal.h"

/* Element storage: the collector scans it as elem's layout repeated. */
static void *alloc_elements(int64_t n, jlrt_layout *elem) {
  return jlrt_alloc_layout((size_t)n * elem->size, elem);
}

jl_array_t *jlrt_array_new(int64_t length, jlrt_layout *elem) {
  jl_array_t *a = jlrt_alloc(sizeof *a);
  a->length = length;
  a->capacity = length;
  a->data = length ? alloc_elements(length, elem) : NULL;
  a->nrows = length;
  return a;
}

jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, jlrt_layout *elem) {
  jl_array_t *a = jlrt_array_new(nrows * ncols, elem);
  a->nrows = nrows;
  return a;
}

/* An N-d header: the Vector header and then the N dimensions. */
static jl_array_t *nd_header(int64_t ndims, const int64_t *dims) {
  jl_array_t *a = jlrt_alloc(sizeof *a + (size_t)ndims * sizeof(int64_t));
  memcpy(a->dims, dims, (size_t)ndims * sizeof(int64_t));
  a->nrows = dims[0];
  return a;
}

jl_array_t *jlrt_array_nd_new(int64_t ndims, const int64_t *dims, jlrt_layout *elem) {
  int64_t length = 1;
  for (int64_t k = 0; k < ndims; k++) length *= dims[k];
  jl_array_t *a = nd_header(ndims, dims);
  a->length = a->capacity = length;
  a->data = length ? alloc_elements(length, elem) : NULL;
  return a;
}

jl_array_t *jlrt_array_nd_share(jl_array_t *a, int64_t ndims, const int64_t *dims) {
  jl_array_t *b = nd_header(ndims, dims);
  b->length = a->length;
  b->capacity = a->capacity;
  b->data = a->data;
  return b;
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
void jlrt_array_resize(jl_array_t *a, int64_t length, jlrt_layout *elem) {
  int64_t size = elem->size;
  if (length > a->capacity) {
    int64_t cap = a->capacity ? a->capacity * 2 : 4;
    while (cap < length) cap *= 2;
    char *data = alloc_elements(cap, elem);
    if (a->length) memcpy(data, a->data, (size_t)(a->length * size));
    a->data = data;
    a->capacity = cap;
  } else if (length < a->length) {
    memset((char *)a->data + length * size, 0, (size_t)((a->length - length) * size));
  }
  a->length = length;
  a->nrows = length;
}

/* pushfirst!/popfirst! are amortised O(1) as push!/pop! are: the elements
 * may start anywhere in their block (the collector recognises the interior
 * pointer), so dropping elements at the front moves the start forward, and
 * adding some uses the room before the start, or moves the elements to a
 * new block with as much room before them as they take. Room before the
 * start is kept zeroed, as room after the end is. */
void jlrt_array_resize_front(jl_array_t *a, int64_t length, jlrt_layout *elem) {
  int64_t size = elem->size;
  int64_t d = length - a->length;
  char *data = a->data;
  if (d <= 0) {
    memset(data, 0, (size_t)(-d * size));
  } else {
    char *start = data ? jlrt_gc_object_start(data) : NULL;
    if (!start || (data - start) / size < d) {
      int64_t room = length, back = a->capacity - a->length;
      char *block = alloc_elements(room + length + back, elem);
      if (a->length) memcpy(block + (room + d) * size, data, (size_t)(a->length * size));
      data = block + (room + d) * size;
      a->capacity = a->length + back;
    }
  }
  a->data = data - d * size;
  a->capacity += d;
  a->length = a->nrows = length;
}

jl_vatuple_t jlrt_vatuple_from_array(jl_array_t *v, int64_t from, jlrt_layout *elem) {
  int64_t n = v->length - from;
  int64_t size = elem->size;
  jl_array_t *a = jlrt_array_new(n, elem);
  if (n) memcpy(a->data, (char *)v->data + from * size, (size_t)(n * size));
  return (jl_vatuple_t){a, 0, n};
}

/* Julia names a tuple type by its elements, a run of more than three
 * equal ones as NTuple{n, T}: Tuple{Int64, Int64}, NTuple{5, Int64}. */
void jlrt_vatuple_bounds_error(const char *elem, int64_t n, int64_t i) {
  size_t len = strlen(elem);
  char *name = jlrt_alloc_atomic((size_t)(n > 3 ? 3 : n) * (len + 2) + len + 40);
  if (n > 3) {
    sprintf(name, "NTuple{%lld, %s}", (long long)n, elem);
  } else {
    char *p = name + sprintf(name, "Tuple{");
    for (int64_t k = 0; k < n; k++) p += sprintf(p, "%s%s", k ? ", " : "", elem);
    strcpy(p, "}");
  }
  jlrt_raise(JLRT_BOUNDS_ERROR, name, NULL, NULL, i);
}

/* "no method matching f(::Int64, ::Int64, ::Int64)": before is "f(" and the
 * arguments ahead of the splatted ones, each followed by ", " */
void jlrt_splat_method_error(const char *before, const char *const *elem_types, const uint8_t *tags, int64_t n,
                             const char *after) {
  size_t len = strlen(before) + strlen(after) + 32;
  for (int64_t k = 0; k < n; k++) len += strlen(elem_types[tags ? tags[k] : 0]) + 2;
  char *msg = jlrt_alloc_atomic(len);
  char *p = msg + sprintf(msg, "no method matching %s", before);
  for (int64_t k = 0; k < n; k++) p += sprintf(p, "%s, ", elem_types[tags ? tags[k] : 0]);
  if (!*after && p[-2] == ',') p -= 2;     /* no ", " before the closing parenthesis */
  strcpy(p, after);
  strcat(p, ")");
  jlrt_raise(JLRT_METHOD_ERROR, msg, NULL, NULL, 0);
}
