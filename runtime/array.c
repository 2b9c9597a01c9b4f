/* array.c — Memory{T} (a length and inline elements) and Array{T,N} over it. */
#include <stdio.h>
#include <string.h>
#include "internal.h"

jl_memory_t jlrt_empty_memory;

/* A Memory of n elements of layout elem, zeroed: the collector scans its
 * elements as elem's layout repeated (elem->memory tells it to skip the
 * header); selector bytes hold no pointers. */
jl_memory_t *jlrt_memory_new(int64_t n, jlrt_layout *elem) {
  if (!n) return &jlrt_empty_memory;
  size_t bytes = sizeof(jl_memory_t) + (size_t)n * elem->size + (elem->selectors ? (size_t)n : 0);
  jl_memory_t *m = jlrt_alloc_layout(bytes, elem);
  m->length = n;
  return m;
}

static jl_array_t *header_over(int64_t ndims, int64_t length, jl_memory_t *mem) {
  JLRT_KEEP(mem);
  jl_array_t *a = jlrt_alloc(sizeof *a + (size_t)ndims * sizeof(int64_t));
  a->mem = mem;
  a->data = a->mem->data;
  a->length = a->nrows = length;
  return a;
}

static jl_array_t *header(int64_t ndims, int64_t length, jlrt_layout *elem) {
  return header_over(ndims, length, jlrt_memory_new(length, elem));
}

jl_array_t *jlrt_array_new(int64_t length, jlrt_layout *elem) { return header(0, length, elem); }

/* A Vector{UInt8} whose bytes the caller writes at once (take!, read):
 * not zeroed first, as a large one would be. */
jl_array_t *jlrt_byte_array_unzeroed(int64_t length) {
  if (!length) return header_over(0, 0, &jlrt_empty_memory);
  jl_memory_t *m = jlrt_alloc_bytes_unzeroed(sizeof(jl_memory_t) + (size_t)length);
  m->length = length;
  return header_over(0, length, m);
}

jl_array_t *jlrt_matrix_new(int64_t nrows, int64_t ncols, jlrt_layout *elem) {
  jl_array_t *a = header(2, nrows * ncols, elem);
  a->nrows = a->dims[0] = nrows;
  a->dims[1] = ncols;
  return a;
}

jl_array_t *jlrt_array_nd_new(int64_t ndims, const int64_t *dims, jlrt_layout *elem) {
  int64_t length = 1;
  for (int64_t k = 0; k < ndims; k++) length *= dims[k];
  jl_array_t *a = header(ndims, length, elem);
  memcpy(a->dims, dims, (size_t)ndims * sizeof(int64_t));
  a->nrows = dims[0];
  return a;
}

jl_array_t *jlrt_array_nd_share(jl_array_t *a, int64_t ndims, const int64_t *dims) {
  jl_array_t *b = jlrt_alloc(sizeof *b + (size_t)ndims * sizeof(int64_t));
  b->data = a->data;
  b->mem = a->mem;
  b->length = a->length;
  memcpy(b->dims, dims, (size_t)ndims * sizeof(int64_t));
  b->nrows = dims[0];
  return b;
}

/* reshape and vec to a Vector: a second header over the same elements, so
 * writes through either show in both, as in Julia. */
jl_array_t *jlrt_array_share(jl_array_t *a, int64_t length) {
  jl_array_t *b = jlrt_alloc(sizeof *b);
  *b = *a;
  b->nrows = length;
  return b;
}

/* An array over memory the program does not own (unsafe_wrap, a library's
 * argument): its elements are C's, its Memory the empty one, so it has no
 * room to grow into and growing it moves the elements to a Memory of its own. */
jl_array_t *jlrt_array_wrap(void *data, int64_t length) {
  jl_array_t *a = jlrt_alloc(sizeof *a);
  a->mem = &jlrt_empty_memory;
  a->data = length ? data : jlrt_empty_memory.data;
  a->length = a->nrows = length;
  return a;
}

jl_array_t *jlrt_array_nd_wrap(void *data, int64_t ndims, const int64_t *dims) {
  jl_array_t *a = jlrt_alloc(sizeof *a + (size_t)ndims * sizeof(int64_t));
  a->mem = &jlrt_empty_memory;
  a->data = data;
  a->length = 1;
  for (int64_t k = 0; k < ndims; k++) a->length *= dims[k];
  memcpy(a->dims, dims, (size_t)ndims * sizeof(int64_t));
  a->nrows = dims[0];
  return a;
}

static bool is_wrapped(jl_array_t *a) { return a->mem == &jlrt_empty_memory; }

/* Where a's elements start in their Memory, in elements */
static int64_t offset_of(jl_array_t *a, size_t size) {
  return is_wrapped(a) ? 0 : ((char *)a->data - a->mem->data) / (int64_t)size;
}

/* Zero n elements of a's from index k (0-based) on: room is kept zeroed
 * (not C's memory, which the program does not own). */
static void zero_elements(jl_array_t *a, int64_t k, int64_t n, jlrt_layout *elem) {
  if (is_wrapped(a)) return;
  memset((char *)a->data + k * elem->size, 0, (size_t)n * elem->size);
  if (elem->selectors) memset(jlrt_selectors(a->data, a->mem, elem->size) + k, 0, (size_t)n);
}

/* a's elements (values and selectors) moved to a new Memory of cap
 * elements, starting at its index `at`. */
static void move_elements(jl_array_t *a, int64_t cap, int64_t at, jlrt_layout *elem) {
  size_t size = elem->size;
  jl_memory_t *m = jlrt_memory_new(cap, elem);
  char *data = m->data + at * size;
  if (a->length) {
    memcpy(data, a->data, (size_t)a->length * size);
    if (elem->selectors) memcpy(jlrt_selectors(data, m, size), jlrt_selectors(a->data, a->mem, size), (size_t)a->length);
  }
  a->data = data;
  a->mem = m;
  jlrt_gc_wb(a);            /* (a may be old; a card of a small object has it scanned whole) */
}

/* Growth doubles the capacity, so n push! calls cost O(n) in all. */
void jlrt_array_resize(jl_array_t *a, int64_t length, jlrt_layout *elem) {
  int64_t capacity = a->mem->length - offset_of(a, elem->size);
  if (length > capacity) {
    int64_t cap = capacity ? capacity * 2 : 4;
    while (cap < length) cap *= 2;
    move_elements(a, cap, 0, elem);
  } else if (length < a->length) {
    zero_elements(a, length, a->length - length, elem);
  }
  a->length = a->nrows = length;
}

/* pushfirst!/popfirst! are amortised O(1) as push!/pop! are: the elements
 * may start anywhere in their Memory, so dropping elements at the front
 * moves the start forward, and adding some uses the room before the start,
 * or moves the elements to a new Memory with as much room before them as
 * they take. Room before the start is kept zeroed, as room after the end is. */
void jlrt_array_resize_front(jl_array_t *a, int64_t length, jlrt_layout *elem) {
  int64_t d = length - a->length;
  if (d <= 0) {
    zero_elements(a, 0, -d, elem);
  } else {
    int64_t off = offset_of(a, elem->size);
    if (off < d) {
      int64_t room = length, back = is_wrapped(a) ? 0 : a->mem->length - off - a->length;
      move_elements(a, room + length + back, room + d, elem);
    }
  }
  a->data = (char *)a->data - d * (int64_t)elem->size;
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
