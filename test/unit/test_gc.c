/*
 * Unit test for runtime/gc.c, through the interface generated code uses
 * (jlrt_alloc, jlrt_alloc_atomic, jlrt_gc_collect, finalizer slots):
 *   - objects reachable from static data, from the stack and only through an
 *     interior pointer survive collections with their contents;
 *   - memory handed out is zeroed, also when it is reused;
 *   - an object referenced only from an atomic object, or from nothing, dies
 *     (a finalizer slot tells);
 *   - a large pointer array is scanned;
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
static __attribute__((noinline)) void register_unreachable(Node **holder, int64_t slot) {
  Node *x = jlrt_alloc(sizeof *x);
  CHECK(jlrt_gc_add_finalizer(x, slot));
  if (holder) *holder = x;
  x = NULL;
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
  jl_array_t *big = jlrt_array_new(5000, -(int64_t)sizeof(Node *));   /* a large, scanned block */
  for (int i = 0; i < 5000; i++) ((Node **)big->data)[i] = make_list(1);

  churn(50 << 20);
  jlrt_gc_collect();
  churn(50 << 20);
  jlrt_gc_collect();

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
  jlrt_gc_collect();
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

  /* bounded memory: 400 MB allocated, a few MB live */
  churn(400L << 20);
  long rss = peak_rss_kb();
  CHECK(rss < 80 * 1024);
  CHECK(kept && list_sum(root) == 10000LL * 9999 / 2);
  printf("test_gc: peak RSS %ld KB after 500 MB allocated\n", rss);
  if (failures) fprintf(stderr, "%d failures\n", failures);
  return failures ? 1 : 0;
}
