/*
 * Unit test for runtime/gc.c, through the interface generated code uses
 * (jlrt_alloc, jlrt_alloc_atomic, jlrt_gc_collect, finalizer slots):
 *   - objects reachable from static data, from the stack and only through an
 *     interior pointer survive collections with their contents;
 *   - memory handed out is zeroed, also when it is reused;
 *   - an object referenced only from an atomic object, or from nothing, dies
 *     (a finalizer slot tells);
 *   - a large pointer array is scanned;
 *   - scanning is precise, by layout: a word the layout does not list as a
 *     pointer keeps nothing alive even when it holds an object's address,
 *     in a small object, an array block of mixed elements (small, large,
 *     grown, and with its elements starting inside the block) and a large
 *     object; the words it lists do keep their objects;
 *   - generations: an old object (small, or a large array) written with a
 *     new one, its card marked by jlrt_gc_wb, keeps it through minor
 *     collections; a new object nothing holds dies in a minor collection,
 *     an old one only in a full collection;
 *   - allocating 400 MB of short-lived objects in small and large sizes
 *     keeps the peak RSS bounded.
 * Exit status 0 when every check passes.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "jlrt.h"

static int failures;
#define CHECK(cond)                                                        \
  do {                                                                     \
    if (!(cond)) { fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); failures++; } \
  } while (0)

typedef struct Node { struct Node *next; int64_t value; int64_t pad[3]; } Node;

static Node *root, *kept;       /* in bss: roots */

static Node *make_list(int n) {
  Node *head = NULL;
  for (int i = n - 1; i >= 0; i--) {
    Node *x = jlrt_alloc(sizeof *x);
    x->next = head;
    x->value = i;
    head = x;
  }
  return head;
}

static int64_t list_sum(Node *x) {
  int64_t s = 0;
  for (; x; x = x->next) s += x->value;
  return s;
}

/* Garbage of several sizes, some through the run-time-size path. */
static __attribute__((noinline)) void churn(long bytes) {
  volatile size_t sizes[] = {24, 40, 100, 700, 3000};
  for (long done = 0; done < bytes;) {
    for (int k = 0; k < 5; k++) {
      char *p = jlrt_alloc(sizes[k]);
      for (size_t i = 0; i < sizes[k]; i++) CHECK(p[i] == 0);
      memset(p, 0xab, sizes[k]);           /* dirty it: reuse must zero it again */
      done += (long)sizes[k];
    }
  }
}

/* A finalizer slot for an object reachable only as described; the object's
 * address leaves no copy on this frame (it is cleared below). */
static __attribute__((noinline)) void register_unreachable(void *holder, int64_t slot) {
  Node *x = jlrt_alloc(sizeof *x);
  CHECK(jlrt_gc_add_finalizer(x, slot));
  if (holder) *(Node **)holder = x;
  x = NULL;
}

/* Collect, and tell which of slots first..first+n-1 were found dead (bit k). */
static __attribute__((noinline)) unsigned collect_dead(int64_t first, int n) {
  churn(1 << 20);
  jlrt_gc_collect(true);
  unsigned dead = 0;
  for (int64_t s; (s = jlrt_gc_ready_finalizer());) {
    jlrt_gc_take_finalized();
    if (s >= first && s < first + n) dead |= 1u << (s - first);
  }
  return dead;
}

/* Mixed layouts: a number, then a pointer (as {Int64, String} is); and an
 * object too large for the pages, with one pointer near its end. */
typedef struct { int64_t number; Node *pointer; } Pair;
static jlrt_layout pair_layout = {.size = sizeof(Pair), .npointers = 1, .offsets = (const uint32_t[]){offsetof(Pair, pointer)}};
/* the same as an array's elements: a Memory's, after its header */
static jlrt_layout pair_elements = {
    .size = sizeof(Pair), .npointers = 1, .offsets = (const uint32_t[]){offsetof(Pair, pointer)}, .memory = true};
typedef struct { uint64_t type_tag; int64_t number; int64_t pad[500]; Node *pointer; } Big;
static jlrt_layout big_layout = {.size = sizeof(Big), .npointers = 1, .offsets = (const uint32_t[]){offsetof(Big, pointer)}};

static Pair *pair;              /* roots */
static Big *big_object;
static jl_array_t *pairs_small, *pairs_large, *pairs_grown, *pairs_front;

/* Each of these holds, in a number word, the address of an object that must
 * die (odd slots), and in a pointer word an object that must live (even slots). */
static __attribute__((noinline)) void fill_precise(void) {
  pair = jlrt_alloc_typed(sizeof(Pair), &pair_layout);
  register_unreachable(&pair->number, 11);
  register_unreachable(&pair->pointer, 12);
  big_object = jlrt_alloc_typed(sizeof(Big), &big_layout);
  register_unreachable(&big_object->number, 13);
  register_unreachable(&big_object->pointer, 14);
  pairs_small = jlrt_array_new(10, &pair_elements);
  pairs_large = jlrt_array_new(1000, &pair_elements);          /* 16 KB: a large object */
  pairs_grown = jlrt_array_new(0, &pair_elements);
  for (int i = 0; i < 300; i++) jlrt_array_resize(pairs_grown, i + 1, &pair_elements);
  pairs_front = jlrt_array_new(4, &pair_elements);
  jlrt_array_resize_front(pairs_front, 7, &pair_elements);   /* elements now start inside the block */
  jl_array_t *arrays[] = {pairs_front, pairs_small, pairs_large, pairs_grown};
  for (int k = 0; k < 4; k++) {
    Pair *last = (Pair *)arrays[k]->data + arrays[k]->length - 1;
    register_unreachable(&last->number, 15 + 2 * k);
    register_unreachable(&last->pointer, 16 + 2 * k);
  }
}

static void check_precise(void) {
  CHECK(jlrt_alloc_typed(sizeof(Pair), &pair_layout) != (void *)pair);   /* the inline path's run */
  fill_precise();
  unsigned dead = collect_dead(11, 12);
  for (int k = 0; k < 12; k++) {
    bool must_die = k % 2 == 0;
    if (((dead >> k) & 1) != must_die) {
      fprintf(stderr, "FAIL: slot %d %s\n", 11 + k, must_die ? "kept alive by a number word" : "died, held by a pointer word");
      failures++;
    }
  }
  CHECK(pair->pointer && pair->pointer->next == NULL);
  CHECK(big_object->pointer && ((Pair *)pairs_front->data)[6].pointer);
}

/* The finalizer slots of objects found dead so far, first..first+n-1 as bits. */
static unsigned dead_slots(int64_t first, int n) {
  unsigned dead = 0;
  for (int64_t s; (s = jlrt_gc_ready_finalizer());) {
    jlrt_gc_take_finalized();
    if (s >= first && s < first + n) dead |= 1u << (s - first);
  }
  return dead;
}

static Node *old_holder;        /* roots */
static jl_array_t *old_array;

static __attribute__((noinline)) void check_generations(void) {
  old_holder = jlrt_alloc(sizeof *old_holder);
  old_array = jlrt_array_new(5000, &jlrt_layout_pointers);     /* 40 KB: a large object */
  jlrt_gc_collect(false);
  jlrt_gc_collect(false);                                     /* both OLD now */
  Node **element = (Node **)old_array->data + 4321;
  register_unreachable(&old_holder->next, 30);
  jlrt_gc_wb(&old_holder->next);
  register_unreachable(element, 31);
  jlrt_gc_wb(element);
  register_unreachable(NULL, 32);
  unsigned dead = 0;
  for (int i = 0; i < 3; i++) {
    churn(1 << 20);
    jlrt_gc_collect(false);
    dead |= dead_slots(30, 3);
  }
  CHECK(dead == 4);                                  /* slot 32 only */
  CHECK(old_holder->next && (*element)->next == NULL);
  old_holder->next = NULL;                           /* an old object, unreachable now */
  jlrt_gc_collect(false);
  CHECK(dead_slots(30, 3) == 0);
  jlrt_gc_collect(true);
  CHECK(dead_slots(30, 3) == 1);
}

static bool slot_ready(int64_t slot) {
  for (;;) {
    int64_t s = jlrt_gc_ready_finalizer();
    if (!s) return false;
    jlrt_gc_take_finalized();
    if (s == slot) return true;
  }
}

static long peak_rss_kb(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

int main(int argc, char **argv) {
  jlrt_init(argc, argv);

  root = make_list(10000);
  Node *on_stack = make_list(1000);
  Node *inner = make_list(10);
  char *interior = (char *)inner + 12;  /* only an interior pointer keeps it */
  inner = NULL;
  jl_array_t *big = jlrt_array_new(5000, &jlrt_layout_pointers);   /* a large, scanned block */
  for (int i = 0; i < 5000; i++) ((Node **)big->data)[i] = make_list(1);

  churn(50 << 20);
  jlrt_gc_collect(true);
  churn(50 << 20);
  jlrt_gc_collect(true);

  CHECK(list_sum(root) == 10000LL * 9999 / 2);
  CHECK(list_sum(on_stack) == 1000LL * 999 / 2);
  CHECK(list_sum((Node *)(interior - 12)) == 45);
  for (int i = 0; i < 5000; i++) CHECK(((Node **)big->data)[i]->value == 0);

  /* dead: unreachable, and reachable only from an atomic object */
  char *atomic = jlrt_alloc_atomic(64);
  register_unreachable(NULL, 1);
  register_unreachable((Node **)atomic, 2);
  register_unreachable(&kept, 3);                      /* alive: from a global */
  churn(1 << 20);
  jlrt_gc_collect(true);
  bool dead1 = false, dead2 = false, dead3 = false;
  for (int64_t s; (s = jlrt_gc_ready_finalizer());) {
    jlrt_gc_take_finalized();
    dead1 |= s == 1, dead2 |= s == 2, dead3 |= s == 3;
  }
  CHECK(dead1);
  CHECK(dead2);
  CHECK(!dead3);
  CHECK(!slot_ready(3));
  (void)atomic;

  check_precise();
  check_generations();

  /* bounded memory: 400 MB allocated, a few MB live */
  churn(400L << 20);
  long rss = peak_rss_kb();
  CHECK(rss < 80 * 1024);
  CHECK(kept && list_sum(root) == 10000LL * 9999 / 2);
  printf("test_gc: peak RSS %ld KB after 500 MB allocated\n", rss);
  if (failures) fprintf(stderr, "%d failures\n", failures);
  return failures ? 1 : 0;
}
