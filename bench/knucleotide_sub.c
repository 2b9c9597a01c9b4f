/* C twin of knucleotide_sub.jl: count every k-mer of the same pseudo-random
 * DNA sequence in an open-addressing hash table (linear probing, power-of-two
 * size, grown at 2/3 full) whose keys point into the sequence: no copies. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 2000000 // QUICK=200000

typedef struct { char *key; int64_t len, count; uint64_t hash; } Entry;
typedef struct { Entry *slots; int64_t size, used; } Table;

static uint64_t hash_bytes(const char *p, int64_t n) {   /* FNV-1a, then a final mix */
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int64_t i = 0; i < n; i++) { h ^= (unsigned char)p[i]; h *= 0x100000001b3ULL; }
  h ^= h >> 33; h *= 0xff51afd7ed558ccdULL; h ^= h >> 33;
  return h;
}

static void table_init(Table *t, int64_t size) {
  t->slots = calloc((size_t)size, sizeof(Entry));
  if (!t->slots) abort();
  t->size = size; t->used = 0;
}

static void grow(Table *t) {
  Table bigger;
  table_init(&bigger, t->size * 4);
  for (int64_t i = 0; i < t->size; i++) {
    Entry *e = &t->slots[i];
    if (!e->key) continue;
    int64_t j = (int64_t)(e->hash & (uint64_t)(bigger.size - 1));
    while (bigger.slots[j].key) j = (j + 1) & (bigger.size - 1);
    bigger.slots[j] = *e;
  }
  bigger.used = t->used;
  free(t->slots);
  *t = bigger;
}

/* The entry for key, inserted with count 0 if absent. */
static Entry *find_or_insert(Table *t, const char *key, int64_t len) {
  uint64_t h = hash_bytes(key, len);
  int64_t j = (int64_t)(h & (uint64_t)(t->size - 1));
  for (;;) {
    Entry *e = &t->slots[j];
    if (!e->key) break;
    if (e->hash == h && e->len == len && memcmp(e->key, key, (size_t)len) == 0) return e;
    j = (j + 1) & (t->size - 1);
  }
  if ((t->used + 1) * 3 > t->size * 2) { grow(t); return find_or_insert(t, key, len); }
  Entry *e = &t->slots[j];
  e->key = (char *)key;
  e->len = len; e->count = 0; e->hash = h;
  t->used++;
  return e;
}

static int64_t lookup(Table *t, const char *key, int64_t len) {
  uint64_t h = hash_bytes(key, len);
  int64_t j = (int64_t)(h & (uint64_t)(t->size - 1));
  for (;;) {
    Entry *e = &t->slots[j];
    if (!e->key) return 0;
    if (e->hash == h && e->len == len && memcmp(e->key, key, (size_t)len) == 0) return e->count;
    j = (j + 1) & (t->size - 1);
  }
}

static void table_free(Table *t) { free(t->slots); }

int main(void) {
  char *seq = malloc(N + 1);
  if (!seq) abort();
  uint64_t seed = 42;
  for (int64_t i = 0; i < N; i++) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    seq[i] = "acgt"[seed >> 62];
  }
  seq[N] = 0;
  const char *probe = "ggtattttaatttatagt";
  static const int ks[] = {1, 2, 3, 4, 6, 12, 18};
  for (size_t q = 0; q < sizeof ks / sizeof ks[0]; q++) {
    int64_t k = ks[q];
    Table t;
    table_init(&t, 16);
    for (int64_t i = 0; i + k <= N; i++) find_or_insert(&t, seq + i, k)->count++;
    int64_t most = 0;
    for (int64_t i = 0; i < t.size; i++)
      if (t.slots[i].key && t.slots[i].count > most) most = t.slots[i].count;
    printf("%lld %lld %lld %lld\n", (long long)k, (long long)t.used, (long long)most,
           (long long)lookup(&t, probe, k));
    table_free(&t);
  }
  free(seq);
  return 0;
}
