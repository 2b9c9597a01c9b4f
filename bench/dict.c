/* C twin of dict.jl: an open-addressing hash table from strings to int64
 * (linear probing, FNV-1a hash, doubled when half full) with N keys
 * "k1", "k2", ... each built as its own heap string; then every 1000th
 * key looked up. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 1000000 // QUICK=100000

typedef struct {
  char *key;      /* NULL: an empty slot */
  size_t len;
  uint64_t hash;  /* compared first, so that a mismatch rarely reads the key */
  int64_t val;
} Entry;

typedef struct {
  Entry *slots;
  size_t size;    /* a power of two */
  size_t count;
} Table;

static uint64_t fnv1a(const char *s, size_t len) {
  uint64_t h = 0xcbf29ce484222325u;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 0x100000001b3u;
  }
  return h;
}

/* The slot holding key (of that hash), or the empty one where it goes. */
static Entry *find(Table *t, const char *key, size_t len, uint64_t hash) {
  size_t i = hash & (t->size - 1);
  for (;;) {
    Entry *e = &t->slots[i];
    if (!e->key || (e->hash == hash && e->len == len && memcmp(e->key, key, len) == 0)) return e;
    i = (i + 1) & (t->size - 1);
  }
}

static void grow(Table *t) {
  Entry *old = t->slots;
  size_t oldsize = t->size;
  t->size *= 2;
  t->slots = calloc(t->size, sizeof(Entry));
  if (!t->slots) abort();
  for (size_t i = 0; i < oldsize; i++)
    if (old[i].key) *find(t, old[i].key, old[i].len, old[i].hash) = old[i];
  free(old);
}

/* Takes ownership of key. */
static void set(Table *t, char *key, size_t len, int64_t val) {
  uint64_t hash = fnv1a(key, len);
  Entry *e = find(t, key, len, hash);
  if (e->key) {
    free(key);
    e->val = val;
    return;
  }
  *e = (Entry){key, len, hash, val};
  if (++t->count * 2 > t->size) grow(t);
}

static int64_t get(Table *t, const char *key, size_t len) {
  Entry *e = find(t, key, len, fnv1a(key, len));
  if (!e->key) abort();
  return e->val;
}

/* "k" followed by the decimal digits of i > 0, in a new heap string. */
static char *make_key(int64_t i, size_t *len) {
  char digits[20];
  size_t n = 0;
  for (; i > 0; i /= 10) digits[n++] = (char)('0' + i % 10);
  char *s = malloc(n + 2);
  if (!s) abort();
  s[0] = 'k';
  for (size_t j = 0; j < n; j++) s[1 + j] = digits[n - 1 - j];
  s[n + 1] = '\0';
  *len = n + 1;
  return s;
}

int main(void) {
  Table t = {calloc(16, sizeof(Entry)), 16, 0};
  if (!t.slots) return 1;
  for (int64_t i = 1; i <= N; i++) {
    size_t len;
    char *key = make_key(i, &len);
    set(&t, key, len, i);
  }
  int64_t s = 0;
  for (int64_t i = 1; i <= N; i += 1000) {
    size_t len;
    char *key = make_key(i, &len);
    s += get(&t, key, len) * (i & 7);
    free(key);
  }
  printf("%zu %lld\n", t.count, (long long)s);
  return 0;
}
