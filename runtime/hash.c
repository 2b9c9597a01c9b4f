/* hash.c — the byte hash behind Julia's hash(::String) and hash(::Symbol):
 * MurmurHash3_x64_128 (Austin Appleby's public-domain design), of which Julia
 * keeps the second 64-bit half. Dict iteration order follows from these
 * values, so they must be Julia's exactly. */
#include <string.h>
#include "internal.h"

static inline uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t fmix64(uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

static inline uint64_t load_le64(const uint8_t *p) {
  uint64_t v;
  memcpy(&v, p, 8);   /* the targets we build for are little-endian */
  return v;
}

static uint64_t murmur3_x64_128_high(const uint8_t *data, size_t len, uint32_t seed) {
  const uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;
  uint64_t h1 = seed, h2 = seed;
  size_t nblocks = len / 16;
  for (size_t i = 0; i < nblocks; i++) {
    uint64_t k1 = load_le64(data + 16 * i), k2 = load_le64(data + 16 * i + 8);
    k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1;
    h1 = rotl64(h1, 27); h1 += h2; h1 = h1 * 5 + 0x52dce729;
    k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2;
    h2 = rotl64(h2, 31); h2 += h1; h2 = h2 * 5 + 0x38495ab5;
  }
  /* The 0..15 trailing bytes, zero-padded to a block: bytes 8..15 feed k2,
   * bytes 0..7 feed k1 (little-endian, as the reference's byte shifts). */
  size_t rest = len & 15;
  uint8_t tail[16] = {0};
  memcpy(tail, data + 16 * nblocks, rest);
  uint64_t k1 = load_le64(tail), k2 = load_le64(tail + 8);
  if (rest > 8) { k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2; }
  if (rest > 0) { k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1; }
  h1 ^= len; h2 ^= len;
  h1 += h2; h2 += h1;
  h1 = fmix64(h1); h2 = fmix64(h2);
  h1 += h2; h2 += h1;
  return h2;
}

uint64_t jlrt_string_memhash(jl_string_t *s, int64_t offset, int64_t len, uint32_t seed) {
  return murmur3_x64_128_high((const uint8_t *)s->data + offset, (size_t)len, seed);
}

/* A Symbol's name as Julia's memhash sees it (its fixed seed 0xcafe8881). */
uint64_t jlrt_symbol_memhash(const char *name) {
  return murmur3_x64_128_high((const uint8_t *)name, strlen(name), 0xcafe8881u);
}
