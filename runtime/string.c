/* string.c — String objects: length-prefixed UTF-8 (any bytes allowed). */
#include <string.h>
#include "internal.h"

jl_string_t *jlrt_string_new(const char *bytes, int64_t len) {
  jl_string_t *s = jlrt_alloc_atomic(sizeof(jl_string_t) + (size_t)len + 1);
  s->len = len;
  if (len) memcpy(s->data, bytes, (size_t)len);
  s->data[len] = 0;
  return s;
}

bool jlrt_string_egal(jl_string_t *a, jl_string_t *b) {
  return a == b || (a->len == b->len && memcmp(a->data, b->data, (size_t)a->len) == 0);
}

int64_t jlrt_string_sizeof(jl_string_t *s) { return s->len; }

/* s[off+1 : off+len] as a new String (Base has checked the bounds). */
jl_string_t *jlrt_string_slice(jl_string_t *s, int64_t off, int64_t len) {
  return jlrt_string_new(s->data + off, len);
}

/* String(v::Vector{UInt8}): a copy of the bytes. */
jl_string_t *jlrt_string_from_bytes(jl_array_t *a) {
  return jlrt_string_new((const char *)a->data, a->length);
}

jl_string_t *jlrt_cstring(const char *s) {
  static const struct { int64_t len; char data[1]; } empty = {0, ""};
  return s && *s ? jlrt_string_new(s, (int64_t)strlen(s)) : (jl_string_t *)&empty;
}
