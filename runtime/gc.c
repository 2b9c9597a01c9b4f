/* gc.c — the garbage collector behind jlrt_alloc: mark-sweep, non-moving,
 * generational, precise in the heap, conservative for roots.
 *
 * Layouts. Every object is allocated with a layout (jlrt_layout, jlrt.h):
 * its size and which of its words hold pointers. The compiler emits one per
 * type it allocates (boxed structs, Ref cells) and per array element type;
 * a Memory (an array's elements) is scanned as the element's layout
 * repeated after its header (the room beyond the length is zero, so
 * harmless). A
 * collection reads only the words a layout lists: a number that happens to
 * equal an object's address keeps nothing alive. (A listed word may hold a
 * number at times, a union field's: every word followed is checked against
 * the heap, as a root is, so that costs precision only there.)
 *
 * Pages. Small objects (up to 2 KB) live in 64 KB pages of one size class
 * each, and of one kind ("big bag of pages"): the page, not the object,
 * records the layout, so objects carry no header for it. Layouts with no
 * pointers share one kind per size class, "atomic" pages, never scanned
 * (strings, arrays of numbers, structs of bits); layouts whose words are all
 * pointers share another, scanned word by word (jlrt_alloc: the runtime's
 * own objects, such as streams and array headers, whose other words are
 * lengths and flags, and generated code's objects of pointer fields only);
 * any other ("mixed") layout has kinds of its own, one per size class,
 * made at its first allocation. Larger objects are allocated singly, each
 * with its layout: from malloc if they hold no pointers, else from a range
 * of their own (for the card table: see generations). All pages come from
 * one range of address space reserved at start, so finding the page a word
 * points into is a subtraction and a compare.
 *
 * Allocation inlined in generated code is a compare and an add whatever
 * the layout: the run of free slots it cuts objects from is jlrt_runs[k]
 * for the shared kinds, k a compile-time constant, and for a mixed layout
 * the run stored in the layout itself (jlrt_alloc_typed).
 *
 * Each page keeps a bitmap of its slots, `live` (allocated: reached at the
 * last collection, or allocated since), and a byte per slot, `mark`
 * (reached by the collection under way). Sweeping is therefore lazy and
 * nearly free: a collection ends by making the marks the new `live` of
 * every page (a page with no live slot goes back to the pool), and the
 * allocator finds free slots by searching `live` for clear bits, page by
 * page, as it needs them.
 *
 * Roots are found conservatively: every aligned word of the C stack, the
 * saved registers, and the program's data and bss sections that looks like
 * a pointer into an allocated object (interior pointers included) keeps
 * that object alive. Root finding is this file's only platform-specific
 * part (gc_scan_roots): a WebAssembly target would replace it with a
 * shadow stack; reserving and releasing memory is os_reserve/os_commit/
 * os_release (memory.grow there).
 *
 * Generations (see there): most collections are minor ones, which trace
 * only the objects allocated since the last collection or two, after every
 * `nursery` bytes allocated (8 MB per thread, more after a costly minor
 * collection: next_trigger). Heap growth: a full
 * collection runs once minor collections have made `growth` times as many
 * bytes old as were live after the previous full one (2 unless
 * JLC_GC_GROWTH says otherwise; at least 8 MB; less beyond 128 MB, see
 * next_threshold), so the heap stays near three times the live data (plus
 * the nursery); empty pages that a whole cycle did not need are given back
 * to the system. Without generations a full collection runs once as many
 * bytes have been allocated.
 * WebAssembly has no card table (jlc's wasm runtime reserves its memory
 * whole): there every collection is a full one.
 *
 * Finalizers: the collector holds each registered object weakly. An object
 * found dead is kept alive ("resurrected") and queued; Base then pulls the
 * queue and runs the finalizers in Julia (after GC.gc(), when a finalizer is
 * registered while many are pending, and at exit); the object dies at a
 * later collection.
 *
 * Threads (threads.c, linked only into programs that start threads, so
 * that its hooks below are NULL in every other program): each thread cuts
 * objects from runs of its own (jlrt_thread_runs), so the inline path takes
 * no lock; everything else here runs under one lock, the heap's, which a
 * thread waits for as at a safe point. A collection stops the world: the
 * collecting thread, holding the lock, waits until every other thread is
 * parked at a safe point (waiting for the heap, a task, a lock, or in
 * GC.safepoint()), each with its registers saved and the top of its stack
 * known, and scans all their stacks; it marks on as many threads as the
 * program has (parallel marking, below). Generated code polls for a collection
 * on loops' back edges and recursive functions' entries (JLRT_SAFEPOINT), so
 * a thread computing without allocating parks there within a loop's
 * iteration or a call. In
 * such a program a mixed layout's objects are allocated as if all their
 * words were pointers (their kinds' runs are shared, not per thread): every
 * word is then checked against the heap, which is safe, a little less
 * precise, and keeps the inline path free of per-layout thread state.
 *
 * Knobs: JLC_GC_STRESS=1 collects at every allocation (for tests);
 * JLC_GC_STATS=1 prints collections, heap size and pause times at exit;
 * JLC_GC_GROWTH=F sets the growth factor (a smaller heap for more time
 * collecting, or the reverse); JLC_GC_NURSERY=MB the allocation between
 * minor collections; JLC_GC_VERIFY=1 checks the cards at each minor
 * collection (verify_marks).
 * A program that never allocates links none of this file. */
#ifndef __wasm__
#define _GNU_SOURCE      /* dl_iterate_phdr */
#include <link.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <string.h>
#ifndef __wasm__
#include <setjmp.h>
#include <sys/mman.h>
#endif
#include <time.h>
#include "internal.h"

#define PAGE_SIZE (64 * 1024)
#define GRANULE 16                          /* the smallest size class */
#define CARD_SIZE ((size_t)1 << JLRT_CARD_SHIFT)
#define MAX_SLOTS (PAGE_SIZE / GRANULE)
#define BITMAP_WORDS (MAX_SLOTS / 64)
#define MIN_THRESHOLD ((size_t)8 << 20)
#define DEFAULT_NURSERY ((size_t)8 << 20)

#define LARGE_LIMIT JLRT_LARGE_LIMIT
#define NCLASSES JLRT_NCLASSES
#define size_classes jlrt_size_classes

struct Page;

/* A kind of page: one size class of one layout (see the top of the file);
 * a mixed layout's kinds hang from layout->gc. */
typedef struct Kind {
  jlrt_layout *layout;
  jlrt_alloc_run *run;               /* the inline path's run of this kind */
  uint32_t objsize;                  /* the size class */
  struct Page *current;              /* page to allocate from */
  struct Page *with_free;            /* more pages the last sweep found free slots in */
  jlrt_alloc_run own_run;            /* where run points, but for the shared kinds (jlrt_runs)
                                        and a mixed layout's own size (layout->run) */
} Kind;

typedef struct Page {
  uint32_t objsize;                  /* 0: the page is free (or given back) */
  uint32_t nobjs;
  uint32_t inv;                      /* ceil(2^32 / objsize): slot = offset * inv >> 32 */
  uint32_t cursor;                   /* allocation searches `live` from this slot */
  bool scanned;                      /* its layout has pointers */
  bool touched;                      /* on gc.touched: may hold young objects */
  bool listed;                       /* on its kind's with_free list */
  Kind *kind;
  char *start, *end;                 /* the slots */
  struct Page *next_free;            /* next page of this kind with free slots */
  uint64_t live[BITMAP_WORDS];
  uint8_t mark[];                    /* nobjs bytes, each a slot's state: MARKED, AGED, OLD (see
                                        generations; bytes, not bits: markers on several threads
                                        set them with plain stores, where a bit would take an
                                        atomic one) */
} Page;

typedef struct Large {
  char *start;
  size_t size;
  jlrt_layout *layout;
  uint8_t mark;                      /* its state, as a slot's */
} Large;

/* A slot's (or a large object's) state, in its mark byte. 0: free, or
 * allocated since the last collection (young); MARKED: reached by the
 * collection under way; AGED: young still, but survived one collection;
 * OLD: survived two, or a full collection (see generations). */
enum { MARKED = 1, AGED = 2, OLD = 4 };

/* A free stretch of the large objects' range (whole system pages). */
typedef struct { char *start; size_t size; bool zeroed; } Span;
typedef struct { Span *items; int len, cap; } SpanList;

/* A registered finalizer: the object and Base's slot number for (f, typeof(x)). */
typedef struct { void *obj; int64_t slot; } Finalizer;
typedef struct { Finalizer *items; int len, cap; } FinalizerList;

typedef struct { Page **items; int len, cap; } PageStack;

/* A thread marking: the collecting one, or a helper beside it (parallel
 * marking, below). */
typedef struct Marker {
  void **stack;                      /* objects reached, not yet scanned */
  int len, cap;
} Marker;

/* the shared kinds: size class * 2 + atomic */
#define NSHARED (2 * NCLASSES)

jlrt_alloc_run jlrt_runs[NSHARED];
uint8_t *jlrt_gc_cards;
uintptr_t jlrt_gc_heap_base, jlrt_gc_heap_span;
jlrt_layout jlrt_layout_bytes = {.size = 1, .npointers = 0};
jlrt_layout jlrt_layout_pointers = {.size = sizeof(void *), .npointers = JLRT_ALL_POINTERS};

/* threads.c's, in programs with threads (see the top of the file) */
void jlrt_threads_heap_lock(void) JLRT_OPTIONAL;
void jlrt_threads_heap_unlock(void) JLRT_OPTIONAL;
void jlrt_threads_stop_world(void) JLRT_OPTIONAL;
void jlrt_threads_enter_safe_region(void) JLRT_OPTIONAL;
void jlrt_threads_leave_safe_region(void) JLRT_OPTIONAL;
void jlrt_threads_resume_world(void) JLRT_OPTIONAL;
char *jlrt_threads_scan(void (*scan)(const void *from, const void *to)) JLRT_OPTIONAL;
jlrt_alloc_run *jlrt_threads_own_runs(void) JLRT_OPTIONAL;
/* tasks.c's, in programs with tasks: the suspended tasks' stacks */
void jlrt_tasks_scan(void (*scan)(const void *from, const void *to)) JLRT_OPTIONAL;

static inline void heap_lock(void) {
  if (jlrt_threads_heap_lock) jlrt_threads_heap_lock();
}
static inline void heap_unlock(void) {
  if (jlrt_threads_heap_unlock) jlrt_threads_heap_unlock();
}

static struct {
  bool initialized, stress, stats, verify;
  bool generational;                /* minor collections (not on WebAssembly: see the top) */
  double growth;                    /* allocation between full collections / live data */
  size_t nursery;                   /* allocation between minor collections */
  uint8_t class_of[LARGE_LIMIT / GRANULE + 1];   /* by (size + 15) / 16 */
  char *heap_base;                  /* the reserved range of pages ... */
  size_t heap_reserved;
  size_t heap_used;                 /* ... and its pages handed out so far, */
  size_t heap_committed;            /*   of what is readable and writable (os_commit) */
  char *ahead;                      /* committed ahead of use, not yet mapped in (threads) */
  char *large_base;                 /* the range of large objects with pointers (generational) ... */
  size_t large_reserved;
  size_t large_used;                /* ... handed out so far, and what is free again of that */
  size_t large_committed;
  SpanList free_spans;              /*   (by address; neighbours merged) */
  PageStack touched;                /* pages that may hold young objects (see sweep_minor) */
  PageStack resident, released;     /* pages not in use: still in memory, given back */
  int pages_in_use;
  Kind shared[NSHARED];
  Kind **kinds;                     /* all of them: the shared ones, then the mixed layouts' */
  int nkinds, kinds_cap;
  Large *large;                     /* the first nlarge_sorted sorted by address */
  int nlarge, large_cap, nlarge_sorted;
  uintptr_t large_lo, large_hi;     /* bounds of the malloc'd large objects */
  size_t large_bytes;
  size_t allocated_since_gc, live_after_gc, max_live, peak_heap;
  size_t threshold;                 /* made OLD (generational), else allocated, between full collections */
  size_t promoted;                  /* bytes minor collections made old since the last full one */
  size_t trigger;                   /* allocated before the next collection */
  size_t dirty_cards;               /* scanned by the minor collection under way */
  bool full_due;                    /* the next collection is a full one */
  size_t taken_bytes;               /* runs and large objects handed out, ever (gc_bytes) */
  size_t taken_small, taken_large;   /* objects in them (runs counted whole: @allocations) */
  int resident_low;                 /* fewest resident free pages since the last collection */
  int collections, full_collections;
  double pause_total, pause_max;
  Marker marker;                    /* the collecting thread's */
  char *stack_base;
  bool collecting;
  FinalizerList finalizers;         /* registered, objects held weakly */
  FinalizerList ready;              /* found dead; their objects are roots until taken */
} gc;

/* Julia's OutOfMemoryError, catchable; but a collection cannot stop half
 * way for a handler, so there it ends the program. */
static __attribute__((noreturn)) void out_of_memory(void) {
  if (!gc.collecting) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  static const char msg[] = "ERROR: OutOfMemoryError()\n";
  jlrt_flush_all();
  fwrite(msg, 1, sizeof msg - 1, stderr);
  exit(1);
}

/* ---- memory from the system ---- */
#define HUGE_PAGE ((size_t)2 << 20)        /* (see os_reserve) */
#ifdef __wasm__
static void os_reserve(void) {
  gc.heap_base = jlrt_wasm_reserve(&gc.heap_reserved);
  if (!gc.heap_base) out_of_memory();
}
static void os_commit(void *p, size_t size) { (void)p, (void)size; }
void jlrt_prefault(void *p, size_t size) { (void)p, (void)size; }
static void os_release(void *p, size_t size) { memset(p, 0, size); }   /* memory cannot shrink */
#else
/* Huge pages. The system maps memory written for the first time one 4 KB
 * page at a time, and on a virtual machine each costs microseconds: on
 * this kind of machine a program touched fresh memory at 0.4 GB/s. Where
 * the system backs it with 2 MB pages (transparent huge pages, on request:
 * madvise) the same memory came at 6-12 GB/s (binary_trees 15% faster).
 * So both ranges are committed in whole 2 MB steps, aligned, and beyond
 * the first 2 MB of each (where a small program's whole heap stays, in
 * 4 KB pages) they ask for huge pages. */
static void ask_huge_pages(char *from, size_t size) {
#ifdef MADV_HUGEPAGE
  if (size > HUGE_PAGE) madvise(from + HUGE_PAGE, size - HUGE_PAGE, MADV_HUGEPAGE);
#else
  (void)from, (void)size;
#endif
}

/* Address space only: as much as the system allows, up to 128 GB, half
 * for the pages and half for the large objects with pointers; and the card
 * table over both (zero pages until written). Without room for the table
 * every collection is a full one. */
static void os_reserve(void) {
  for (size_t size = (size_t)1 << 37; size >= ((size_t)128 << 20); size /= 2) {
    void *p = mmap(NULL, size + HUGE_PAGE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) continue;
    gc.heap_base = (char *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    gc.heap_reserved = size;
    void *cards = mmap(NULL, size >> JLRT_CARD_SHIFT, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                       -1, 0);
    if (cards == MAP_FAILED) {
      ask_huge_pages(gc.heap_base, size);
      return;
    }
    gc.heap_reserved = size / 2;
    gc.large_base = gc.heap_base + size / 2;
    gc.large_reserved = size / 2;
    ask_huge_pages(gc.heap_base, size / 2);
    ask_huge_pages(gc.large_base, size / 2);
    gc.generational = true;
    jlrt_gc_cards = cards;
    jlrt_gc_heap_base = (uintptr_t)gc.heap_base;
    jlrt_gc_heap_span = size;
    return;
  }
  out_of_memory();
}

/* Memory about to be written whole: its pages are mapped now, in one call,
 * not one fault each as they are first touched (on a virtual machine a
 * fault costs microseconds; a 64 KB page of the heap is sixteen of them).
 * Not for every large object: an array's pages may never all be touched,
 * and the C library may hand back memory already mapped. */
void jlrt_prefault(void *p, size_t size) {
#ifdef MADV_POPULATE_WRITE   /* (Linux 5.14; older kernels refuse it, harmlessly) */
  uintptr_t from = ((uintptr_t)p + 4095) & ~(uintptr_t)4095, to = ((uintptr_t)p + size) & ~(uintptr_t)4095;
  if (to > from) madvise((void *)from, to - from, MADV_POPULATE_WRITE);
#else
  (void)p, (void)size;
#endif
}

static void os_commit(void *p, size_t size) {
  if (mprotect(p, size, PROT_READ | PROT_WRITE) != 0) out_of_memory();
}

/* Give the memory back but keep the address range: it reads as zeros. */
static void os_release(void *p, size_t size) { madvise(p, size, MADV_DONTNEED); }

#endif

/* [base, base + used) is about to be written: commit what it needs
 * beyond *committed, in whole huge pages (the first 2 MB at once too: one
 * call instead of 32). */
static void commit_through(char *base, size_t *committed, size_t used) {
  if (used <= *committed) return;
  size_t to = (used + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
  os_commit(base + *committed, to - *committed);
  *committed = to;
}

void jlrt_gc_report(void);

static void add_kind(Kind *k) {
  if (gc.nkinds == gc.kinds_cap) {
    gc.kinds_cap = gc.kinds_cap ? gc.kinds_cap * 2 : 2 * NSHARED;
    Kind **n = realloc(gc.kinds, sizeof(Kind *) * (size_t)gc.kinds_cap);
    if (!n) out_of_memory();
    gc.kinds = n;
  }
  gc.kinds[gc.nkinds++] = k;
}

static void find_static_ranges(void);

/* Large objects come from malloc and a sweep frees many at once. glibc
 * gives the top of its heap back to the system past 128 KB free, until a
 * freed mmap'd block raises that threshold, which blocks of under 128 KB
 * never do: each cycle then returned the memory the next one faulted in
 * again (pidigits, whose BigInts are a few KB each: a quarter of its time
 * in page faults). Start at the end state of glibc's own adjustment
 * instead: blocks up to 32 MB from the heap, 64 MB kept free at its top. */
static void keep_freed_memory(void) {
#ifdef __GLIBC__
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

static void gc_init(void) {
  gc.initialized = true;
  find_static_ranges();
  gc.stack_base = jlrt_stack_base;
  jlrt_exit_hook = jlrt_gc_report;
  const char *s = getenv("JLC_GC_STRESS");
  gc.stress = s && *s && *s != '0';
  s = getenv("JLC_GC_STATS");
  gc.stats = s && *s && *s != '0';
  s = getenv("JLC_GC_GROWTH");
  char *end;
  gc.growth = s ? strtod(s, &end) : 0;
  if (!s || end == s || *end || !(gc.growth > 0 && gc.growth <= 1000)) gc.growth = 2;
  s = getenv("JLC_GC_NURSERY");
  double mb = s ? strtod(s, &end) : 0;
  gc.nursery = s && end != s && !*end && mb >= 0 && mb <= 4096 ? (size_t)(mb * (1 << 20)) : DEFAULT_NURSERY;
  s = getenv("JLC_GC_VERIFY");
  gc.verify = s && *s && *s != '0';
  gc.threshold = MIN_THRESHOLD;
  keep_freed_memory();
  for (int g = 0, c = 0; g <= LARGE_LIMIT / GRANULE; g++) {
    while (size_classes[c] < g * GRANULE) c++;
    gc.class_of[g] = (uint8_t)c;
  }
  for (int k = 0; k < NSHARED; k++) {
    bool atomic = k & 1;
    gc.shared[k] = (Kind){.layout = atomic ? &jlrt_layout_bytes : &jlrt_layout_pointers, .run = &jlrt_runs[k],
                          .objsize = size_classes[k / 2]};
    add_kind(&gc.shared[k]);
  }
  os_reserve();
  if (!gc.nursery) gc.generational = false;          /* JLC_GC_NURSERY=0: every collection full */
  gc.trigger = gc.generational ? gc.nursery : gc.threshold;
}

/* ---- pointer lookup: which object (if any) does p point into? ---- */
/* The page p points into, if it is in use. */
static inline Page *page_of(uintptr_t p) {
  if (p - (uintptr_t)gc.heap_base >= gc.heap_used) return NULL;
  Page *pg = (Page *)(p & ~(uintptr_t)(PAGE_SIZE - 1));
  return pg->objsize ? pg : NULL;
}

/* The slot of pg that p points into, or -1 (the header, or the page's tail) */
static inline int slot_of(Page *pg, uintptr_t p) {
  if (p < (uintptr_t)pg->start || p >= (uintptr_t)pg->end) return -1;
  return (int)(((uint64_t)(p - (uintptr_t)pg->start) * pg->inv) >> 32);
}

static inline bool bit(const uint64_t *map, int i) { return map[i >> 6] >> (i & 63) & 1; }

static int large_cmp(const void *a, const void *b) {
  const char *x = ((const Large *)a)->start, *y = ((const Large *)b)->start;
  return (x > y) - (x < y);
}

/* Allocation appends a large object to the list; the list is sorted when
 * next searched or swept, once for all the objects since. Keeping it sorted
 * at each allocation shifted half of it every time: with thousands of
 * arrays of a few KB between collections, allocation went quadratic. */
static void sort_large(void) {
  if (gc.nlarge_sorted == gc.nlarge) return;
  qsort(gc.large, (size_t)gc.nlarge, sizeof(Large), large_cmp);
  gc.nlarge_sorted = gc.nlarge;
}

static Large *find_large(uintptr_t p) {
  sort_large();
  int lo = 0, hi = gc.nlarge - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    Large *l = &gc.large[mid];
    if ((char *)p < l->start) hi = mid - 1;
    else if ((char *)p >= l->start + l->size) lo = mid + 1;
    else return l;
  }
  return NULL;
}

/* The large object p points into, if any (the bounds checked inline:
 * marking asks about every word that is not in a page, most of them no
 * object's). */
static inline Large *large_of(uintptr_t p) {
  bool in_range = p - (uintptr_t)gc.large_base < gc.large_used;
  return in_range || (p >= gc.large_lo && p < gc.large_hi) ? find_large(p) : NULL;
}

/* ---- marking ---- */
/* What a settling of pages found (sweeping, below): each settler's own,
 * added to the collector's at the end. */
typedef struct {
  PageStack emptied;                 /* no slot live: back to the pool */
  PageStack with_free;               /* some slots free: onto their kind's list */
  PageStack young;                   /* holding AGED objects: touched again */
  size_t live, aged, promoted;       /* bytes: live, left AGED, made OLD by a minor collection */
} Settled;

/* Parallel marking (programs with threads: once the roots are marked,
 * jlrt_threads_call_markers asks the other threads, all parked, to help). Each marker scans from a stack of its own; marks are
 * bytes, set with plain stores (see mark_word). A marker whose stack runs dry waits for work at the
 * pool: markers with more than they need give half of their stack (its
 * oldest entries, the biggest unexplored parts of the graph) when they see
 * someone waiting. Marking ends when every marker waits and the pool is
 * empty. The pool's lock is a spinlock: its users hold it for a copy, and
 * the world is stopped, so no marker waits for a descheduled mutator. */
static struct {
  bool parallel;                     /* helpers may join (marking, then settling) */
  bool settling;                     /* the phase helpers join: settling pages, else marking */
  bool done;                         /* every marker waited with the pool empty */
  int markers, waiting;              /* joined this collection; waiting for work */
  int helpers_inside;                /* helpers that joined and have not left yet */
  void **pool;
  int len, cap;
  Page **pages;                      /* settling: these pages (NULL: the heap's, by address) */
  int npages;
  bool full;                         /*   after a full collection */
  Settled settled;                   /*   what the settlers found, together */
  char pad[64];                      /* (the lock's line is written by the waiting markers) */
  int next_page;                     /* settling: the first page no settler has taken */
  bool locked;
} share;

/* threads.c's, in programs with threads: how many threads may help (none
 * until the threads start); ask them to (the world stopped) */
int jlrt_threads_mark_helpers(void) JLRT_OPTIONAL;
void jlrt_threads_call_markers(void) JLRT_OPTIONAL;

static void share_lock(void) {
  while (__atomic_exchange_n(&share.locked, true, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(&share.locked, __ATOMIC_RELAXED)) jlrt_cpu_relax();
}
static void share_unlock(void) { __atomic_store_n(&share.locked, false, __ATOMIC_RELEASE); }

static void push_mark(Marker *m, void *obj) {
  if (m->len == m->cap) {
    m->cap = m->cap ? m->cap * 2 : 4096;
    void **n = realloc(m->stack, sizeof(void *) * (size_t)m->cap);
    if (!n) out_of_memory();
    m->stack = n;
  }
  m->stack[m->len++] = obj;
}

/* Mark what w points into; queue it for scanning if its layout has pointers.
 * Two markers may both find an object unmarked and both scan it: harmless,
 * and rare, where an atomic mark would cost every object. Returns whether
 * w points to an object that stays young after this collection (for the
 * cards: see generations). */
static inline bool mark_word(Marker *m, uintptr_t w) {
  Page *pg = page_of(w);
  uint8_t state;
  if (pg) {
    int i = slot_of(pg, w);
    if (i < 0 || !bit(pg->live, i)) return false;
    state = __atomic_load_n(&pg->mark[i], __ATOMIC_RELAXED);
    if (!(state & (MARKED | OLD))) {
      __atomic_store_n(&pg->mark[i], state | MARKED, __ATOMIC_RELAXED);
      if (pg->scanned) push_mark(m, pg->start + (size_t)i * pg->objsize);
    }
  } else {
    Large *l = large_of(w);
    if (!l) return false;
    state = __atomic_load_n(&l->mark, __ATOMIC_RELAXED);
    if (!(state & (MARKED | OLD))) {
      __atomic_store_n(&l->mark, state | MARKED, __ATOMIC_RELAXED);
      if (l->layout->npointers) push_mark(m, l->start);
    }
  }
  return !(state & (AGED | OLD));
}

/* Conservative scanning reads whole stack frames and data sections, redzones
 * included: not a bug, so AddressSanitizer is told not to check it. Roots
 * are scanned by the collecting thread alone, before any helper starts. */
static __attribute__((no_sanitize_address)) void scan_range(const void *from, const void *to) {
  const uintptr_t w = sizeof(uintptr_t);     /* (4 bytes on wasm32) */
  uintptr_t a = ((uintptr_t)from + w - 1) & ~(w - 1);
  for (; a + w <= (uintptr_t)to; a += w) mark_word(&gc.marker, *(const uintptr_t *)a);
}

/* An object (or a Memory) of `size` bytes is scanned as its elements:
 * words if all are pointers, else the words at the layout's offsets in
 * each successive `layout->size` bytes. A Memory's header holds no
 * pointers; whatever lies beyond the last element (the rest of a slot, the
 * unused capacity of an array) is zero. */
static char *elements_start(char *obj, const jlrt_layout *layout) {
  return layout->memory ? obj + sizeof(jl_memory_t) : obj;
}
static size_t element_size(const jlrt_layout *layout) {
  return layout->npointers == JLRT_ALL_POINTERS ? sizeof(uintptr_t) : layout->size;
}

/* Elements [first, last) of those starting at data. `will_be_old`: they
 * belong to an object old after this collection, whose words that point
 * to objects staying young must have their cards marked (generations). */
static void scan_elements(Marker *m, char *data, size_t first, size_t last, const jlrt_layout *layout,
                          bool will_be_old) {
  if (layout->npointers == JLRT_ALL_POINTERS) {
    for (uintptr_t *w = (uintptr_t *)data + first, *end = (uintptr_t *)data + last; w < end; w++)
      if (mark_word(m, *w) && will_be_old) jlrt_gc_wb(w);
    return;
  }
  const uint32_t *off = layout->offsets;
  int n = layout->npointers;
  for (char *e = data + first * layout->size, *end = data + last * layout->size; e < end; e += layout->size)
    for (int k = 0; k < n; k++)
      if (mark_word(m, *(uintptr_t *)(e + off[k])) && will_be_old) jlrt_gc_wb(e + off[k]);
}

static void scan_layout(Marker *m, char *obj, size_t size, const jlrt_layout *layout, bool will_be_old) {
  char *data = elements_start(obj, layout);
  scan_elements(m, data, 0, (size_t)(obj + size - data) / element_size(layout), layout, will_be_old);
}

/* (an object just marked: it is old after this collection if it was AGED) */
static void scan_object(Marker *m, char *obj) {
  Page *pg = page_of((uintptr_t)obj);
  if (pg) {
    int i = slot_of(pg, (uintptr_t)obj);
    scan_layout(m, obj, pg->objsize, pg->kind->layout, pg->mark[i] & AGED);
  } else {
    Large *l = large_of((uintptr_t)obj);
    scan_layout(m, l->start, l->size, l->layout, l->mark & AGED);
  }
}

/* ---- generations ----
 * Most objects die young; a minor collection looks only at the young ones.
 * An object allocated since the last collection is young; a collection
 * that reaches it makes it AGED, still young; the next one that reaches
 * it makes it OLD, and a full collection makes everything it reaches OLD.
 * (Two collections, not one: binary_trees' tree under construction when a
 * collection comes is garbage soon after, and promoting it at once filled
 * the old generation with such trees.) A minor collection marks from the
 * roots and from the old objects written since the last collection, and
 * stops at OLD objects, so these (a long-lived tree, a program's tables)
 * are not traced again each time; OLD objects that died stay until a full
 * collection, which comes once what minor collections made OLD reaches
 * the allocation a collector of one generation would have collected after
 * (next_threshold). Between minor collections the program allocates
 * `nursery` bytes per thread (with two threads, each tree binary_trees
 * builds was under way for twice as many collections when they shared one
 * nursery, and many more were made OLD).
 *
 * Which OLD objects may point to young ones is the card table's: a byte
 * per 512 bytes of both ranges (the pages, and the large objects with
 * pointers, which therefore come from a range of their own, not from
 * malloc). Each store of a pointer into an object that may be OLD marks
 * the card of the word written (jlrt_gc_wb, jlrt.h): generated code's
 * setfield!, array stores and the like, and the runtime where it writes
 * into an object it did not just allocate. A minor collection scans the
 * OLD objects under each dirty card, a small one whole, a large one the
 * elements under the card, and cleans the card; a word found pointing to
 * an object that stays young (as does one in an object becoming OLD) marks
 * its card again, for the next minor collection. */

/* The OLD objects under the dirty card at addr. */
static void scan_card(char *addr) {
  Page *pg = page_of((uintptr_t)addr);
  if (pg) {
    if (!pg->scanned) return;
    char *from = addr < pg->start ? pg->start : addr, *to = addr + CARD_SIZE > pg->end ? pg->end : addr + CARD_SIZE;
    if (from >= to) return;
    for (int i = slot_of(pg, (uintptr_t)from), last = slot_of(pg, (uintptr_t)to - 1); i <= last; i++)
      if (pg->mark[i] & OLD)
        scan_layout(&gc.marker, pg->start + (size_t)i * pg->objsize, pg->objsize, pg->kind->layout, true);
    return;
  }
  Large *l = large_of((uintptr_t)addr);
  if (!l || !(l->mark & OLD)) return;
  char *data = elements_start(l->start, l->layout);
  size_t esize = element_size(l->layout), count = (size_t)(l->start + l->size - data) / esize;
  size_t first = addr <= data ? 0 : (size_t)(addr - data) / esize;
  size_t last = addr + CARD_SIZE <= data ? 0 : ((size_t)(addr + CARD_SIZE - data) + esize - 1) / esize;
  if (last > count) last = count;
  if (first < last) scan_elements(&gc.marker, data, first, last, l->layout, true);
}

/* Cards [from, to) of the table, each cleaned and, if `scan` (a minor
 * collection) and it was dirty, scanned. Eight at a time where all are clean. */
static void visit_cards(size_t from, size_t to, bool scan) {
  uint8_t *cards = jlrt_gc_cards;
  for (size_t c = from; c < to; c++) {
    if (!(c & 7) && c + 8 <= to) {
      uint64_t eight;
      memcpy(&eight, cards + c, 8);
      if (!eight) { c += 7; continue; }
    }
    if (!cards[c]) continue;
    cards[c] = 0;
    if (!scan) continue;
    gc.dirty_cards++;
    scan_card(gc.heap_base + (c << JLRT_CARD_SHIFT));
  }
}

static void visit_all_cards(bool scan) {
  if (!gc.generational) return;
  visit_cards(0, gc.heap_used >> JLRT_CARD_SHIFT, scan);
  size_t large = (size_t)(gc.large_base - gc.heap_base) >> JLRT_CARD_SHIFT;
  visit_cards(large, large + (gc.large_used >> JLRT_CARD_SHIFT), scan);
}

/* JLC_GC_VERIFY=1 checks, after a minor collection's marking, what the
 * cards promise: every object that lives on leads only to objects that
 * live on, and every word of an object OLD from now on that leads to an
 * object staying young has its card marked. A failure is the sign of a
 * store that did not mark its card. (A union field's word holding a
 * number can look like a pointer: this is a tool for finding a missed
 * barrier, not a check every program must pass.) */
static bool lives_on(uint8_t state) { return state & (MARKED | OLD); }
static bool will_be_old(uint8_t state) { return (state & OLD) || (state & (MARKED | AGED)) == (MARKED | AGED); }

static void verify_word(const char *holder, bool holder_old, const uintptr_t *word) {
  uintptr_t w = *word;
  Page *pg = page_of(w);
  int i = pg ? slot_of(pg, w) : -1;
  Large *l = pg ? NULL : large_of(w);
  if (!(pg && i >= 0 && bit(pg->live, i)) && !l) return;
  uint8_t state = pg ? pg->mark[i] : l->mark;
  const char *wrong = !lives_on(state) ? "an object about to be freed"
                      : holder_old && !will_be_old(state) && !jlrt_gc_cards[((uintptr_t)word - jlrt_gc_heap_base) >> JLRT_CARD_SHIFT]
                          ? "a young object, its card clean"
                          : NULL;
  if (!wrong) return;
  fprintf(stderr, "GC verify: the object at %p points to %s at %p\n", (void *)holder, wrong, (void *)w);
  abort();
}

static void verify_object(char *obj, size_t size, const jlrt_layout *layout, uint8_t state) {
  if (!lives_on(state)) return;
  char *data = elements_start(obj, layout);
  size_t esize = element_size(layout), count = (size_t)(obj + size - data) / esize;
  for (size_t e = 0; e < count; e++) {
    if (layout->npointers == JLRT_ALL_POINTERS) verify_word(obj, will_be_old(state), (uintptr_t *)data + e);
    else
      for (int k = 0; k < layout->npointers; k++)
        verify_word(obj, will_be_old(state), (uintptr_t *)(data + e * esize + layout->offsets[k]));
  }
}

static void verify_fail(const char *what, const void *where) {
  fprintf(stderr, "GC verify: %s at %p\n", what, where);
  abort();
}

/* Also that the pages the minor collection will settle are all those that
 * can hold young objects: every page on gc.touched, and no page holding
 * marked or AGED slots off it (settle_pages rebuilds the list). */
static void verify_marks(void) {
  int touched = 0;
  for (char *p = gc.heap_base; p < gc.heap_base + gc.heap_used; p += PAGE_SIZE) {
    Page *pg = (Page *)p;
    if (!pg->objsize) continue;
    touched += pg->touched;
    if (!pg->touched)
      for (uint32_t i = 0; i < pg->nobjs; i++)
        if (pg->mark[i] & (MARKED | AGED)) verify_fail("a young object in a page not to be settled", pg);
    if (!pg->scanned) continue;
    for (uint32_t i = 0; i < pg->nobjs; i++)
      if (bit(pg->live, (int)i))
        verify_object(pg->start + (size_t)i * pg->objsize, pg->objsize, pg->kind->layout, pg->mark[i]);
  }
  for (int i = 0; i < gc.nlarge; i++)
    if (gc.large[i].layout->npointers)
      verify_object(gc.large[i].start, gc.large[i].size, gc.large[i].layout, gc.large[i].mark);
  if (touched != gc.touched.len) verify_fail("pages to be settled missing from the list", gc.touched.items);
}

/* Half of m's stack, its oldest entries, to the pool. */
static void give_work(Marker *m) {
  share_lock();
  int give = m->len / 2;
  if (share.len + give > share.cap) {
    int cap = share.cap ? share.cap : 1024;
    while (cap < share.len + give) cap *= 2;
    void **n = realloc(share.pool, sizeof(void *) * (size_t)cap);
    if (!n) out_of_memory();
    share.pool = n;
    share.cap = cap;
  }
  memcpy(share.pool + share.len, m->stack, sizeof(void *) * (size_t)give);
  share.len += give;
  m->len -= give;
  memmove(m->stack, m->stack + give, sizeof(void *) * (size_t)m->len);
  share_unlock();
}

/* Scan everything on m's stack. Objects taken off the stack wait in a short
 * FIFO whose entries are prefetched: by the time one is scanned its memory
 * is in the cache (marking is otherwise one cache miss per object). */
#define PREFETCH 8
static void drain(Marker *m) {
  char *ring[PREFETCH];
  int head = 0, n = 0;
  for (;;) {
    while (n < PREFETCH && m->len) {
      char *obj = m->stack[--m->len];   /* the start of a small or a large object */
      __builtin_prefetch(obj);
      ring[(head + n++) % PREFETCH] = obj;
    }
    if (!n) return;
    char *obj = ring[head];
    head = (head + 1) % PREFETCH;
    n--;
    scan_object(m, obj);
    if (m->len > 1 && __atomic_load_n(&share.waiting, __ATOMIC_RELAXED) && !__atomic_load_n(&share.len, __ATOMIC_RELAXED))
      give_work(m);
  }
}

/* m's stack is empty: take work from the pool, waiting for some; false
 * once marking is over. */
static bool take_work(Marker *m) {
  if (!share.parallel) return false;
  share_lock();
  share.waiting++;
  for (;;) {
    if (share.len) {
      int take = share.len / 2 ? share.len / 2 : 1;
      share.len -= take;
      for (int i = 0; i < take; i++) push_mark(m, share.pool[share.len + i]);
      share.waiting--;
      share_unlock();
      return true;
    }
    if (share.done || share.waiting == share.markers) {
      share.done = true;
      share_unlock();
      return false;
    }
    share_unlock();
    while (!__atomic_load_n(&share.len, __ATOMIC_RELAXED) && !__atomic_load_n(&share.done, __ATOMIC_RELAXED) &&
           __atomic_load_n(&share.waiting, __ATOMIC_RELAXED) != __atomic_load_n(&share.markers, __ATOMIC_RELAXED))
      jlrt_cpu_relax();
    share_lock();
  }
}

static void mark_until_done(Marker *m) {
  do drain(m);
  while (take_work(m));
}

static void settle_share(void);

/* A parked thread's part of a collection (threads.c calls it once per
 * round of jlrt_threads_call_markers): marking or settling pages beside
 * the collector; nothing if that is over. */
void jlrt_gc_help(void) {
  share_lock();
  bool settling = share.settling;
  bool join = share.parallel && (settling ? __atomic_load_n(&share.next_page, __ATOMIC_RELAXED) < share.npages : !share.done);
  if (join) share.helpers_inside++;
  if (join && !settling) share.markers++;
  share_unlock();
  if (!join) return;
  if (settling) {
    settle_share();
  } else {
    Marker m = {0};
    mark_until_done(&m);
    free(m.stack);
  }
  __atomic_fetch_sub(&share.helpers_inside, 1, __ATOMIC_RELEASE);
}

/* Ask the parked threads to join the phase set up in share, and once the
 * collector's own part is done, wait for them to finish theirs. */
static void with_helpers(void (*own_part)(void)) {
  jlrt_threads_call_markers();
  own_part();
  while (__atomic_load_n(&share.helpers_inside, __ATOMIC_ACQUIRE)) jlrt_cpu_relax();
  share.parallel = false;
}

static void collector_marks(void) { mark_until_done(&gc.marker); }

/* Mark everything reachable from what the collector's stack holds, with
 * the helpers if there are any. */
static void mark_reachable(void) {
  if (!jlrt_threads_mark_helpers || !jlrt_threads_mark_helpers()) {
    drain(&gc.marker);
    return;
  }
  share_lock();                     /* (a helper woken for an earlier collection may be looking) */
  share.parallel = true;
  share.settling = false;
  share.done = false;
  share.markers = 1;
  share.waiting = share.len = 0;
  share_unlock();
  with_helpers(collector_marks);
}

static bool is_marked(void *obj) {
  Page *pg = page_of((uintptr_t)obj);
  if (pg) {
    int i = slot_of(pg, (uintptr_t)obj);
    return i >= 0 && lives_on(pg->mark[i]);
  }
  Large *l = large_of((uintptr_t)obj);
  return l && lives_on(l->mark);
}

/* The start of the allocated object p points into, NULL if none (an array
 * whose elements begin inside their block: array.c). */
static void *object_start(void *p) {
  if (!gc.initialized) return NULL;
  Page *pg = page_of((uintptr_t)p);
  if (pg) {
    int i = slot_of(pg, (uintptr_t)p);
    return i < 0 || !bit(pg->live, i) ? NULL : pg->start + (size_t)i * pg->objsize;
  }
  Large *l = large_of((uintptr_t)p);
  return l ? l->start : NULL;
}

void *jlrt_gc_object_start(void *p) {
  heap_lock();                        /* (large_of sorts the list) */
  void *start = object_start(p);
  heap_unlock();
  return start;
}

/* ---- finalizers ---- */
static void finalizers_push(FinalizerList *list, Finalizer f) {
  if (list->len == list->cap) {
    list->cap = list->cap ? list->cap * 2 : 16;
    Finalizer *n = realloc(list->items, sizeof(Finalizer) * (size_t)list->cap);
    if (!n) out_of_memory();
    list->items = n;
  }
  list->items[list->len++] = f;
}

/* After marking: queue the finalizers of objects that were not reached, and
 * mark those objects (and what they reference) so they live to be finalized. */
static void queue_dead_finalizers(void) {
  int w = 0;
  for (int i = 0; i < gc.finalizers.len; i++) {
    Finalizer f = gc.finalizers.items[i];
    if (is_marked(f.obj)) gc.finalizers.items[w++] = f;
    else finalizers_push(&gc.ready, f);
  }
  gc.finalizers.len = w;
  for (int i = 0; i < gc.ready.len; i++) mark_word(&gc.marker, (uintptr_t)gc.ready.items[i].obj);
  drain(&gc.marker);
}

/* false if obj is not the start of an object of the collector's */
bool jlrt_gc_add_finalizer(void *obj, int64_t slot) {
  if (!gc.initialized) gc_init();
  heap_lock();
  bool ok = object_start(obj) == obj;
  if (ok) finalizers_push(&gc.finalizers, (Finalizer){obj, slot});
  heap_unlock();
  return ok;
}

/* finalize(x): take x's newest registered finalizer off the list and return
 * its slot, 0 when x has none left (Julia runs them newest first, then never
 * again). */
int64_t jlrt_gc_remove_finalizer(void *obj) {
  FinalizerList *l = &gc.finalizers;
  for (int i = l->len - 1; i >= 0; i--)
    if (l->items[i].obj == obj) {
      int64_t slot = l->items[i].slot;
      memmove(l->items + i, l->items + i + 1, sizeof(Finalizer) * (size_t)(l->len - i - 1));
      l->len--;
      return slot;
    }
  return 0;
}

/* The slot of the next finalizer to run, 0 if none; jlrt_gc_take_finalized
 * then dequeues it and returns its object. */
int64_t jlrt_gc_ready_finalizer(void) { return gc.ready.len ? gc.ready.items[gc.ready.len - 1].slot : 0; }
void *jlrt_gc_take_finalized(void) { return gc.ready.items[--gc.ready.len].obj; }
int64_t jlrt_gc_pending_finalizers(void) { return gc.ready.len; }

/* At exit Julia runs every finalizer still registered, live objects' too. */
void jlrt_gc_finalize_all(void) {
  for (int i = gc.finalizers.len - 1; i >= 0; i--) finalizers_push(&gc.ready, gc.finalizers.items[i]);
  gc.finalizers.len = 0;
}

#ifdef __wasm__
extern char __global_base[], __data_end[];   /* the static data (wasm-ld) */

static void find_static_ranges(void) {}

/* The roots: the C stack in linear memory (where generated code keeps its
 * pointers, see wasm.c) and static data. */
static __attribute__((noinline)) void gc_scan_roots(void) {
  volatile char here = 0;
  scan_range((const void *)&here, gc.stack_base);
  scan_range(__global_base, __data_end);
}
#else
/* The static data holding roots: the writable segments (data, bss, the
 * relocated constants) of the object this file is linked into, an
 * executable or a jlc library, found through the loader's program headers.
 * Linker symbols such as __data_start would name the executable's data
 * whatever object refers to them, and exist only where the C library's
 * start files define them (not in musl's, not in a library). */
#define MAX_STATIC_RANGES 8
static struct { const char *from, *to; } static_ranges[MAX_STATIC_RANGES];
static int nstatic_ranges;

static int find_own_segments(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  uintptr_t self = (uintptr_t)data;
  bool ours = false;
  for (int i = 0; i < info->dlpi_phnum && !ours; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t start = info->dlpi_addr + ph->p_vaddr;
    ours = ph->p_type == PT_LOAD && self >= start && self < start + ph->p_memsz;
  }
  if (!ours) return 0;
  for (int i = 0; i < info->dlpi_phnum && nstatic_ranges < MAX_STATIC_RANGES; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_W)) continue;
    const char *start = (const char *)(info->dlpi_addr + ph->p_vaddr);
    static_ranges[nstatic_ranges].from = start;
    static_ranges[nstatic_ranges++].to = start + ph->p_memsz;
  }
  return 1;
}

static void find_static_ranges(void) { dl_iterate_phdr(find_own_segments, (void *)&gc); }

/* The roots: registers (spilled by setjmp), the C stack, and static data. */
static __attribute__((noinline)) void gc_scan_roots(void) {
  jmp_buf regs;
  setjmp(regs);
  volatile char here = 0;
  scan_range(&regs, (char *)&regs + sizeof regs);
  /* with threads: the others' stacks, and this thread's own base */
  char *base = jlrt_threads_scan ? jlrt_threads_scan(scan_range) : gc.stack_base;
  scan_range((const void *)&here, base);
  if (jlrt_tasks_scan) jlrt_tasks_scan(scan_range);
  for (int i = 0; i < nstatic_ranges; i++) scan_range(static_ranges[i].from, static_ranges[i].to);
}
#endif

/* ---- sweeping ---- */
static void page_push(PageStack *st, Page *pg) {
  if (st->len == st->cap) {
    st->cap = st->cap ? st->cap * 2 : 64;
    Page **n = realloc(st->items, sizeof(Page *) * (size_t)st->cap);
    if (!n) out_of_memory();
    st->items = n;
  }
  st->items[st->len++] = pg;
}

/* A slot's state after a collection, from the one marking left (see
 * generations): a full collection makes whatever it reached OLD. */
static uint8_t next_state(uint8_t state, bool full) {
  if (!(state & (MARKED | OLD))) return 0;                /* dead (or free) */
  if (full || (state & (OLD | AGED))) return OLD;
  return AGED;
}

/* A page's states after a collection, and its live slots those with a
 * state; what it found goes to *out: no slot live (the page goes back to
 * the pool, unless it is on its kind's list of pages with free slots,
 * which the full collection's sweep empties first), some free (onto that
 * list), AGED objects (a page the next minor collection settles again).
 * Writes only the page itself: several threads settle pages at once. */
static void settle_page(Page *pg, bool full, Settled *out) {
  int n = (int)pg->nobjs, count = 0, young = 0;
  size_t newly_old = 0;
  bool all = true;
  for (int w = 0; w < BITMAP_WORDS && w * 64 < n; w++) {
    uint64_t bits = 0;
    int in_word = n - w * 64 > 64 ? 64 : n - w * 64;
    for (int b = 0; b < in_word; b++) {
      uint8_t *state = &pg->mark[w * 64 + b];
      uint8_t next = next_state(*state, full);
      newly_old += next == OLD && !(*state & OLD);
      young += next == AGED;
      *state = next;
      bits |= (uint64_t)(next != 0) << b;
    }
    pg->live[w] = bits;
    count += __builtin_popcountll(bits);
    all &= bits == (in_word == 64 ? ~(uint64_t)0 : ((uint64_t)1 << in_word) - 1);
  }
  out->live += (size_t)count * pg->objsize;
  out->aged += (size_t)young * pg->objsize;
  if (!full) out->promoted += newly_old * pg->objsize;
  pg->touched = young != 0;
  if (young) page_push(&out->young, pg);
  if (!count && !pg->listed) {
    pg->objsize = 0;
    page_push(&out->emptied, pg);
    return;
  }
  pg->cursor = 0;
  if (!all && !pg->listed) {
    pg->listed = true;
    page_push(&out->with_free, pg);
  }
}

/* Settling in parallel: the pages in chunks, taken in turn by the
 * collector and the parked threads (as marking is shared), each settler
 * gathering its findings and adding them to share.settled at the end. */
#define SETTLE_CHUNK 16

static void settle_chunks(Settled *s) {
  for (;;) {
    int i = __atomic_fetch_add(&share.next_page, SETTLE_CHUNK, __ATOMIC_RELAXED);
    if (i >= share.npages) return;
    for (int end = i + SETTLE_CHUNK < share.npages ? i + SETTLE_CHUNK : share.npages; i < end; i++) {
      Page *pg = share.pages ? share.pages[i] : (Page *)(gc.heap_base + (size_t)i * PAGE_SIZE);
      if (pg->objsize) settle_page(pg, share.full, s);
    }
  }
}

static void move_pages(PageStack *to, PageStack *from) {
  for (int i = 0; i < from->len; i++) page_push(to, from->items[i]);
  free(from->items);
  *from = (PageStack){0};
}

static void settle_share(void) {
  Settled s = {0};
  settle_chunks(&s);
  share_lock();
  Settled *to = &share.settled;
  move_pages(&to->emptied, &s.emptied);
  move_pages(&to->with_free, &s.with_free);
  move_pages(&to->young, &s.young);
  to->live += s.live, to->aged += s.aged, to->promoted += s.promoted;
  share_unlock();
}

/* Settle n pages (pages NULL: the heap's first n), with the parked
 * threads when there are many, and put each where its findings say: back
 * to the pool, onto its kind's list, or (AGED objects) on gc.touched,
 * which this replaces. Returns the bytes found live, AGED and promoted. */
static Settled settle_pages(Page **pages, int n, bool full) {
  share.pages = pages;
  share.npages = n;
  share.full = full;
  share.next_page = 0;
  share.settled = (Settled){0};
  if (n >= 4 * SETTLE_CHUNK && jlrt_threads_mark_helpers && jlrt_threads_mark_helpers()) {
    share_lock();
    share.parallel = share.settling = true;
    share_unlock();
    with_helpers(settle_share);
  } else {
    settle_share();
  }
  Settled *s = &share.settled;
  gc.pages_in_use -= s->emptied.len;
  move_pages(&gc.resident, &s->emptied);
  for (int i = 0; i < s->with_free.len; i++) {
    Page *pg = s->with_free.items[i];
    pg->next_free = pg->kind->with_free;
    pg->kind->with_free = pg;
  }
  free(s->with_free.items);
  gc.touched.len = 0;
  move_pages(&gc.touched, &s->young);
  return (Settled){.live = s->live, .aged = s->aged, .promoted = s->promoted};
}

/* A large object dies: back to malloc, or to the free spans of its range. */
static void span_give(char *p, size_t size);
static void free_large(Large *l) {
  gc.large_bytes -= l->size;
  if (l->start >= gc.large_base && l->start < gc.large_base + gc.large_reserved) span_give(l->start, l->size);
  else free(l->start);
}

/* The large objects' states after a collection; the dead ones freed.
 * Returns the bytes live, and adds to *aged those left AGED and to
 * *promoted those made OLD by a minor collection. */
static size_t sweep_large(bool full, size_t *aged, size_t *promoted) {
  size_t live = 0;
  sort_large();   /* (the survivors keep their order) */
  int w = 0;
  for (int i = 0; i < gc.nlarge; i++) {
    Large *l = &gc.large[i];
    uint8_t next = next_state(l->mark, full);
    if (!next) {
      free_large(l);
      continue;
    }
    if (!full && next == OLD && !(l->mark & OLD)) *promoted += l->size;
    if (next == AGED) *aged += l->size;
    l->mark = next;
    live += l->size;
    gc.large[w++] = *l;
  }
  gc.nlarge = gc.nlarge_sorted = w;
  return live;
}

/* After a full collection: every page settled. Returns the bytes live. */
static size_t sweep_full(void) {
  for (int k = 0; k < gc.nkinds; k++) gc.kinds[k]->with_free = NULL;
  for (char *p = gc.heap_base; p < gc.heap_base + gc.heap_used; p += PAGE_SIZE)
    ((Page *)p)->listed = false;
  Settled s = settle_pages(NULL, (int)(gc.heap_used / PAGE_SIZE), true);
  return s.live + sweep_large(true, &s.aged, &s.promoted);
}

/* After a minor collection: only the pages runs were cut from since the
 * last collection, and those holding AGED objects, can hold young ones;
 * the latter are kept for the next. Returns the bytes made OLD, and sets
 * *survived to the bytes of young objects that live on. */
static size_t sweep_minor(size_t *survived) {
  Settled s = settle_pages(gc.touched.items, gc.touched.len, false);
  sweep_large(false, &s.aged, &s.promoted);
  *survived = s.aged + s.promoted;
  return s.promoted;
}

/* A full collection starts from no marks at all. */
static void clear_marks(void) {
  for (char *p = gc.heap_base; p < gc.heap_base + gc.heap_used; p += PAGE_SIZE) {
    Page *pg = (Page *)p;
    if (pg->objsize) memset(pg->mark, 0, pg->nobjs);
  }
  for (int i = 0; i < gc.nlarge; i++) gc.large[i].mark = 0;
}

/* Empty pages that no allocation needed since the last collection (the
 * bottom of the resident stack) go back to the system, but for the first
 * 8 MB of them: a small heap would otherwise give back and fault in the
 * same pages at every collection. */
static int page_address_cmp(const void *a, const void *b) {
  const Page *x = *(Page *const *)a, *y = *(Page *const *)b;
  return (x > y) - (x < y);
}

static void release_pages(void) {
  int n = gc.resident_low - (int)(MIN_THRESHOLD / PAGE_SIZE);
  if (n <= 0) return;
  /* by address, so that neighbours go back in one call: each call costs a
   * flush of every processor's TLB when the program has threads */
  qsort(gc.resident.items, (size_t)n, sizeof(Page *), page_address_cmp);
  for (int i = 0, j; i < n; i = j) {
    for (j = i + 1; j < n && (char *)gc.resident.items[j] == (char *)gc.resident.items[j - 1] + PAGE_SIZE; j++) {}
    os_release(gc.resident.items[i], (size_t)(j - i) * PAGE_SIZE);
  }
  for (int i = 0; i < n; i++) page_push(&gc.released, gc.resident.items[i]);
  memmove(gc.resident.items, gc.resident.items + n, sizeof(Page *) * (size_t)(gc.resident.len - n));
  gc.resident.len -= n;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Zero the stack just below the caller's frame: the collector's own frames
 * will sit there, and a word they leave unwritten would otherwise show a
 * dead frame's stale pointer to the root scan. */
static __attribute__((noinline)) void clear_stack_below(void) {
  volatile char area[4096];
  memset((char *)area, 0, sizeof area);
}

/* How much to allocate before the next collection: `growth` times what is
 * live (by default twice: the heap is then about three times the live data,
 * and the collector's time per allocated byte is low), but only a quarter
 * of that beyond 128 MB of live data, so that a large heap grows by less. */
static size_t next_threshold(size_t live) {
  const double knee = (double)((size_t)128 << 20);
  double t = (double)live <= knee ? gc.growth * (double)live : gc.growth * (knee + ((double)live - knee) / 4);
  return t > (double)MIN_THRESHOLD ? (size_t)t : MIN_THRESHOLD;
}

/* How much to allocate before the next collection, after a minor one
 * that traced and scanned `work` bytes (0 after a full one): the nursery,
 * per thread; but `growth` times that work where that is more, so that
 * minor collections cost no more per byte allocated than full ones would
 * (a large table written all over, as a growing Dict's, has every card
 * of it dirty at each minor collection: 48 collections, 480 ms, where 9
 * full ones took 46 ms), and at most what a full collection waits for. */
static size_t next_trigger(size_t work) {
  if (!gc.generational) return gc.threshold;
  int threads = jlrt_threads_mark_helpers ? 1 + jlrt_threads_mark_helpers() : 1;
  size_t t = gc.nursery * (size_t)threads;
  double w = gc.growth * (double)work;
  if (w > (double)t) t = w < (double)gc.threshold ? (size_t)w : gc.threshold;
  return t;
}

static __attribute__((noinline)) void collect(bool full);

/* (the heap's lock held) A collection where allocation finds it due: a
 * minor one, unless a full one is. */
static void collect_now(bool full) {
  clear_stack_below();
  collect(full);
}

void jlrt_gc_collect(bool full) {   /* GC.gc(full) */
  heap_lock();
  collect_now(full);
  heap_unlock();
}

static void collect(bool full) {
  gc.stack_base = jlrt_stack_base;             /* a library moves it per call */
  if (!gc.initialized || gc.collecting || !gc.stack_base) return;
  if (jlrt_threads_stop_world) jlrt_threads_stop_world();
  gc.collecting = true;
  double t0 = now();
  size_t work = 0;                  /* what a minor collection traced and scanned */
  gc.dirty_cards = 0;
  /* (under JLC_GC_STRESS, one in 16 is full: both kinds are exercised) */
  full = full || !gc.generational || gc.promoted >= gc.threshold || gc.full_due ||
         (gc.stress && gc.collections % 16 == 0);
  /* the rest of each run is free again (its slots count as live until the
   * sweep), and was not allocated after all */
  for (int k = 0; k < gc.nkinds; k++) {
    jlrt_alloc_run *r = gc.kinds[k]->run;
    gc.taken_bytes -= (size_t)(r->limit - r->next);
    gc.taken_small -= (size_t)(r->limit - r->next) / gc.kinds[k]->objsize;
    *r = (jlrt_alloc_run){NULL, NULL};
  }
  sort_large();                                /* (helpers only search the list) */
  if (full) clear_marks();
  gc_scan_roots();
  visit_all_cards(!full);
  for (int i = 0; i < gc.ready.len; i++) mark_word(&gc.marker, (uintptr_t)gc.ready.items[i].obj);
  mark_reachable();
  if (gc.finalizers.len) queue_dead_finalizers();
  if (gc.verify && !full) verify_marks();
  release_pages();
  for (int k = 0; k < gc.nkinds; k++) gc.kinds[k]->current = NULL;
  if (full) {
    gc.live_after_gc = sweep_full();
    gc.threshold = next_threshold(gc.live_after_gc);
    gc.promoted = 0;
    gc.full_collections++;
  } else {
    size_t survived, promoted = sweep_minor(&survived);
    gc.promoted += promoted;
    gc.live_after_gc += promoted;
    work = survived + gc.dirty_cards * CARD_SIZE;
  }
  /* a minor collection that did more than a full one would (most of what
   * it traced lived on: a program building its tables) is not worth the
   * next one's while */
  gc.full_due = !full && work > gc.live_after_gc / 2;
  gc.resident_low = gc.resident.len;
  gc.allocated_since_gc = 0;
  gc.trigger = next_trigger(work);
  if (gc.live_after_gc > gc.max_live) gc.max_live = gc.live_after_gc;
  gc.collections++;
  double dt = now() - t0;
  gc.pause_total += dt;
  if (dt > gc.pause_max) gc.pause_max = dt;
  gc.collecting = false;
  if (jlrt_threads_resume_world) jlrt_threads_resume_world();
}

/* ---- allocation ---- */
/* The heap grows by a page: commit what that needs. With threads, one
 * huge page more is committed, for the thread that committed it to map in
 * (map_ahead) once it has let go of the heap's lock: mapping memory in for
 * the first time is the system zeroing it, 2 MB at a time (1-3 ms on this
 * kind of virtual machine), and under the lock the other threads, soon out
 * of runs, waited for it (binary_trees on 2 threads: 16-20 ms of its 0.18 s,
 * 2 ms once mapped ahead). */
static void commit_heap_ahead(void) {
  bool threads = jlrt_threads_own_runs != NULL;
  size_t before = gc.heap_committed;
  size_t want = gc.heap_used + (threads ? HUGE_PAGE : 0);
  commit_through(gc.heap_base, &gc.heap_committed, want < gc.heap_reserved ? want : gc.heap_reserved);
  if (threads && gc.heap_committed > before && gc.heap_committed > HUGE_PAGE)
    __atomic_store_n(&gc.ahead, gc.heap_base + gc.heap_committed - HUGE_PAGE, __ATOMIC_RELEASE);
}

/* (without the heap's lock) Map in the huge page committed ahead, if no
 * other thread has taken it, as a thread parked: a collection meanwhile
 * need not wait for the system. */
static void map_ahead(void) {
  char *p = __atomic_exchange_n(&gc.ahead, NULL, __ATOMIC_ACQUIRE);
  if (!p) return;
  jlrt_threads_enter_safe_region();
  jlrt_prefault(p, HUGE_PAGE);
  jlrt_threads_leave_safe_region();
}

/* An empty page for objects of a kind: a free one, or one more of the range. */
static Page *new_page(Kind *kind) {
  Page *pg;
  if (gc.resident.len) {
    pg = gc.resident.items[--gc.resident.len];
    if (gc.resident.len < gc.resident_low) gc.resident_low = gc.resident.len;
  } else if (gc.released.len) {
    pg = gc.released.items[--gc.released.len];
    jlrt_prefault(pg, PAGE_SIZE);
  } else {
    if (gc.heap_used + PAGE_SIZE > gc.heap_reserved) out_of_memory();
    pg = (Page *)(gc.heap_base + gc.heap_used);
    gc.heap_used += PAGE_SIZE;
    commit_heap_ahead();
    jlrt_prefault(pg, PAGE_SIZE);
  }
  /* the header, a mark byte per slot, then the slots */
  size_t n = (PAGE_SIZE - sizeof *pg) / (kind->objsize + 1), header;
  while ((header = (sizeof *pg + n + GRANULE - 1) & ~(size_t)(GRANULE - 1)) + n * kind->objsize > PAGE_SIZE) n--;
  memset(pg, 0, header);
  pg->objsize = kind->objsize;
  pg->kind = kind;
  pg->scanned = kind->layout->npointers != 0;
  pg->inv = (uint32_t)((((uint64_t)1 << 32) + pg->objsize - 1) / pg->objsize);
  pg->start = (char *)pg + header;
  pg->nobjs = (uint32_t)n;
  pg->end = pg->start + n * pg->objsize;
  gc.pages_in_use++;
  size_t heap = (size_t)gc.pages_in_use * PAGE_SIZE + gc.large_bytes;
  if (heap > gc.peak_heap) gc.peak_heap = heap;
  return pg;
}

/* The next run of free slots of pg from its cursor on, as [first, end):
 * false if there is none. */
static bool find_run(Page *pg, uint32_t *first, uint32_t *end) {
  uint32_t i = pg->cursor, n = pg->nobjs;
  for (; i < n; i = (i | 63) + 1) {
    uint64_t free = ~pg->live[i >> 6] & (~(uint64_t)0 << (i & 63));
    if (free) { i = (i & ~(uint32_t)63) + (uint32_t)__builtin_ctzll(free); break; }
  }
  if (i >= n) { pg->cursor = n; return false; }
  uint32_t j = i + 1;
  while (j < n) {
    uint64_t used = pg->live[j >> 6] & (~(uint64_t)0 << (j & 63));
    if (used) { j = (j & ~(uint32_t)63) + (uint32_t)__builtin_ctzll(used); break; }
    j = (j | 63) + 1;
  }
  *first = i;
  *end = j < n ? j : n;
  pg->cursor = *end;
  return true;
}

/* Slots [i, j) of pg become allocated. */
static void take_slots(Page *pg, uint32_t i, uint32_t j) {
  for (uint32_t k = i; k < j;) {
    uint32_t w = k >> 6, lo = k & 63, hi = (j - (w << 6)) < 64 ? j - (w << 6) : 64;
    uint64_t bits = (hi == 64 ? ~(uint64_t)0 : (((uint64_t)1 << hi) - 1)) & (~(uint64_t)0 << lo);
    pg->live[w] |= bits;
    k = (w + 1) << 6;
  }
}

/* The inline path's run of this kind is used up: hand out the next one
 * (after collecting, if enough was allocated since the last collection)
 * and its first slot. The run's slots hold whatever their dead objects
 * left: each allocation zeroes its own slot (jlrt.h), which the C compiler
 * drops where the constructor stores every field at once (a Node of two
 * pointers), where zeroing a run in one go wrote each byte twice and, for a
 * long run, evicted from the cache what the program was about to write.
 * A conservative root pointing into the rest of a run has stale words
 * scanned: each is checked against the heap as any word followed is, so
 * that keeps garbage alive until the next collection, never frees a live
 * object. Under JLC_GC_STRESS runs are one slot long, so that every allocation
 * comes here and collects. */
static void *alloc_small(Kind *kind, jlrt_alloc_run *run) {
  if (gc.stress || gc.allocated_since_gc > gc.trigger) collect_now(false);
  Page *pg = kind->current;
  uint32_t i, j;
  while (!pg || !find_run(pg, &i, &j)) {
    pg = kind->with_free;
    if (pg) kind->with_free = pg->next_free, pg->listed = false;
    else pg = new_page(kind);
    kind->current = pg;
  }
  if (!pg->touched) {
    pg->touched = true;
    page_push(&gc.touched, pg);
  }
  if (gc.stress) j = i + 1;
  pg->cursor = j;
  take_slots(pg, i, j);
  gc.allocated_since_gc += (size_t)(j - i) * pg->objsize;
  gc.taken_bytes += (size_t)(j - i) * pg->objsize;
  gc.taken_small += j - i;
  char *obj = pg->start + (size_t)i * pg->objsize;
  *run = (jlrt_alloc_run){obj + pg->objsize, pg->start + (size_t)j * pg->objsize};
  return obj;
}

/* ---- the large objects' range (generational: see there) ----
 * Whole system pages, first fit from the free spans, else the next ones of
 * the range; a span freed goes back to the system if large, and its pages
 * then read as zeros. */
#define SYS_PAGE ((size_t)4096)

static char *span_take(size_t size) {
  size = (size + SYS_PAGE - 1) & ~(SYS_PAGE - 1);
  SpanList *f = &gc.free_spans;
  for (int i = 0; i < f->len; i++) {
    Span *sp = &f->items[i];
    if (sp->size < size) continue;
    char *p = sp->start;
    bool zeroed = sp->zeroed;
    sp->start += size;
    sp->size -= size;
    if (!sp->size) memmove(sp, sp + 1, sizeof(Span) * (size_t)(--f->len - i));
    if (!zeroed) memset(p, 0, size);
    return p;
  }
  if (size > gc.large_reserved - gc.large_used) out_of_memory();
  char *p = gc.large_base + gc.large_used;
  gc.large_used += size;
  commit_through(gc.large_base, &gc.large_committed, gc.large_used);
  return p;
}

static void span_give(char *p, size_t size) {
  size = (size + SYS_PAGE - 1) & ~(SYS_PAGE - 1);
  bool zeroed = size >= ((size_t)256 << 10);
  if (zeroed) os_release(p, size);
  SpanList *f = &gc.free_spans;
  int i = 0;
  while (i < f->len && f->items[i].start < p) i++;
  bool before = i > 0 && f->items[i - 1].start + f->items[i - 1].size == p;
  bool after = i < f->len && p + size == f->items[i].start;
  if (before && after) {
    Span *a = &f->items[i - 1], *b = &f->items[i];
    a->size += size + b->size;
    a->zeroed = a->zeroed && zeroed && b->zeroed;
    memmove(b, b + 1, sizeof(Span) * (size_t)(--f->len - i));
  } else if (before) {
    f->items[i - 1].size += size;
    f->items[i - 1].zeroed = f->items[i - 1].zeroed && zeroed;
  } else if (after) {
    f->items[i] = (Span){p, size + f->items[i].size, zeroed && f->items[i].zeroed};
  } else {
    if (f->len == f->cap) {
      f->cap = f->cap ? f->cap * 2 : 64;
      Span *n = realloc(f->items, sizeof(Span) * (size_t)f->cap);
      if (!n) out_of_memory();
      f->items = n;
    }
    memmove(f->items + i + 1, f->items + i, sizeof(Span) * (size_t)(f->len - i));
    f->items[i] = (Span){p, size, zeroed};
    f->len++;
  }
}

static void *alloc_large(size_t size, jlrt_layout *layout, bool zeroed) {
  char *p = gc.generational && layout->npointers ? span_take(size) : zeroed ? calloc(1, size) : malloc(size);
  if (!p) out_of_memory();
  if (gc.nlarge == gc.large_cap) {
    gc.large_cap = gc.large_cap ? gc.large_cap * 2 : 64;
    Large *n = realloc(gc.large, sizeof(Large) * (size_t)gc.large_cap);
    if (!n) out_of_memory();
    gc.large = n;
  }
  gc.large[gc.nlarge++] = (Large){p, size, layout, 0};
  bool in_range = (uintptr_t)p - (uintptr_t)gc.large_base < gc.large_used;
  if (!in_range && (!gc.large_lo || (uintptr_t)p < gc.large_lo)) gc.large_lo = (uintptr_t)p;
  if (!in_range && (uintptr_t)p + size > gc.large_hi) gc.large_hi = (uintptr_t)p + size;
  gc.large_bytes += size;
  gc.taken_bytes += size;
  gc.taken_large++;
  return p;
}

/* The collector's counters, for Base.gc_num (@time, @timed, @allocated,
 * @allocations): 0 bytes allocated so far, 1 objects of up to 2 KB, 2
 * larger ones, 3 nanoseconds spent collecting, 4 collections. What was
 * handed out less what is left of the inline path's runs, so that path
 * needs no count (in a program with threads, only the calling thread's
 * runs are subtracted: the others' unused rest counts as allocated). */
int64_t jlrt_gc_counter(int64_t which) {
  size_t left = 0, left_objects = 0;
  for (int k = 0; k < gc.nkinds; k++) {
    size_t n = (size_t)(gc.kinds[k]->run->limit - gc.kinds[k]->run->next);
    left += n;
    left_objects += n / gc.kinds[k]->objsize;
  }
  switch (which) {
  case 0: return (int64_t)(gc.taken_bytes - left);
  case 1: return (int64_t)(gc.taken_small - left_objects);
  case 2: return (int64_t)gc.taken_large;
  case 3: return (int64_t)(gc.pause_total * 1e9);
  default: return gc.collections;
  }
}

/* A mixed layout's kinds, one per size class, made at its first object:
 * the class of its own objects takes its run from the layout, where the
 * inline path finds it (jlrt_alloc_typed). */
static Kind *mixed_kinds(jlrt_layout *layout) {
  if (layout->gc) return layout->gc;
  Kind *kinds = calloc(NCLASSES, sizeof(Kind));
  if (!kinds) out_of_memory();
  int own = layout->size <= LARGE_LIMIT ? gc.class_of[(layout->size + GRANULE - 1) / GRANULE] : -1;
  for (int c = 0; c < NCLASSES; c++) {
    kinds[c] = (Kind){.layout = layout, .run = c == own ? &layout->run : &kinds[c].own_run, .objsize = size_classes[c]};
    add_kind(&kinds[c]);
  }
  return layout->gc = kinds;
}

/* A large object, after a collection if one is due, in the state given
 * (0: young; OLD: see jlrt_alloc_old). */
static void *alloc_large_collecting(size_t size, jlrt_layout *layout, bool zeroed, uint8_t state) {
  if (!gc.initialized) gc_init();
  heap_lock();
  gc.allocated_since_gc += size;
  if (gc.stress || gc.allocated_since_gc > gc.trigger) collect_now(false);
  void *p = alloc_large(size, layout, zeroed);
  gc.large[gc.nlarge - 1].mark = state;
  if (state == OLD) gc.promoted += size;
  heap_unlock();
  return p;
}

/* Everything the inline paths in jlrt.h do not do: the first allocation,
 * sizes not known at compile time, large objects, new runs, and array
 * blocks (size: a multiple of the element's layout->size). */
void *jlrt_alloc_layout(size_t size, jlrt_layout *layout) {
  if (!gc.initialized) gc_init();    /* (before a second thread starts: threads.c allocates first) */
  if (size == 0) size = 1;
  void *p;
  if (size > LARGE_LIMIT) return alloc_large_collecting(size, layout, true, 0);
  int c = gc.class_of[(size + GRANULE - 1) / GRANULE];
  bool threads = jlrt_threads_own_runs != NULL;
  int shared = layout->npointers == 0 ? 2 * c + 1 : layout->npointers == JLRT_ALL_POINTERS || threads ? 2 * c : -1;
  jlrt_alloc_run *r;
  Kind *kind;
  if (shared >= 0) {
    kind = &gc.shared[shared];
    r = threads ? &jlrt_threads_own_runs()[shared] : kind->run;
  } else {
    kind = &mixed_kinds(layout)[c];
    r = kind->run;
  }
  if (r->next < r->limit) {
    p = r->next;
    r->next += kind->objsize;
  } else {
    heap_lock();
    p = alloc_small(kind, r);
    heap_unlock();
    if (__atomic_load_n(&gc.ahead, __ATOMIC_RELAXED)) map_ahead();
  }
  return memset(p, 0, kind->objsize);
}

/* A block of bytes (no pointers) from jlrt_alloc_atomic, of which the first
 * used bytes matter, grown to size: a large one in place when the C library
 * can (realloc moves pages instead of copying them; an IOBuffer growing by
 * doubling copied everything it held each time), a small one copied. */
void *jlrt_gc_grow_bytes(void *p, size_t used, size_t size) {
  Large *l = p && size > LARGE_LIMIT ? large_of((uintptr_t)p) : NULL;
  if (!l || l->start != p || l->layout != &jlrt_layout_bytes || size <= l->size) {
    char *q = jlrt_alloc_atomic(size);
    if (used) memcpy(q, p, used);
    return q;
  }
  heap_lock();
  l = large_of((uintptr_t)p);         /* (another thread may have sorted the list) */
  gc.allocated_since_gc += size - l->size;
  if (gc.stress || gc.allocated_since_gc > gc.trigger) {
    collect_now(false);                    /* (p stays: the caller holds it) */
    l = large_of((uintptr_t)p);       /* the sweep compacts the list */
  }
  char *q = realloc(p, size);
  if (!q) out_of_memory();
  gc.large_bytes += size - l->size;
  gc.taken_bytes += size - l->size;
  l->start = q;
  l->size = size;
  if ((uintptr_t)q < gc.large_lo) gc.large_lo = (uintptr_t)q;
  if ((uintptr_t)q + size > gc.large_hi) gc.large_hi = (uintptr_t)q + size;
  if (q != p) gc.nlarge_sorted = 0;
  heap_unlock();
  return q;
}

/* Bytes whose every byte the caller writes before reading (GMP's limbs:
 * each result is written whole, and zeroing a large block first cost
 * pidigits a quarter of its time). Small ones come zeroed all the same. */
void *jlrt_alloc_bytes_unzeroed(size_t size) {
  if (size <= LARGE_LIMIT) return jlrt_alloc_atomic(size);
  return alloc_large_collecting(size, &jlrt_layout_bytes, false, 0);
}

/* n bytes at p were written with references (unsafe_copyto! of pointers):
 * their cards, for a minor collection to see them (see generations) */
void jlrt_gc_written(void *p, size_t n) { jlrt_gc_wb_range(p, n); }

/* A block (zeroed, all words pointers) for a C library that stores
 * pointers to its blocks into blocks it made before, where no barrier can
 * be put (PCRE2: a match data's work frames, a JIT stack): it is OLD from
 * the start, so that no such pointer needs a card, and counts as made OLD
 * (see generations). */
void *jlrt_alloc_old(size_t size) {
  if (size > LARGE_LIMIT) return alloc_large_collecting(size, &jlrt_layout_pointers, true, OLD);
  void *p = jlrt_alloc_layout(size, &jlrt_layout_pointers);
  heap_lock();
  Page *pg = page_of((uintptr_t)p);
  pg->mark[slot_of(pg, (uintptr_t)p)] = OLD;
  gc.promoted += pg->objsize;
  heap_unlock();
  return p;
}

void *jlrt_alloc_slow(size_t size, bool atomic) {
  return jlrt_alloc_layout(size, atomic ? &jlrt_layout_bytes : &jlrt_layout_pointers);
}

void jlrt_gc_report(void) {
  if (!gc.stats) return;
  fprintf(stderr,
          "GC: %d collections (%d full), heap %zu KB (peak %zu KB), live after last %zu KB (most %zu KB), "
          "pauses %.3f ms total, %.3f ms max\n",
          gc.collections, gc.full_collections, ((size_t)gc.pages_in_use * PAGE_SIZE + gc.large_bytes) / 1024, gc.peak_heap / 1024,
          gc.live_after_gc / 1024, gc.max_live / 1024, gc.pause_total * 1e3, gc.pause_max * 1e3);
}
