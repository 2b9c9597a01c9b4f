/* gc.c — the garbage collector behind jlrt_alloc: mark-sweep, non-moving.
 *
 * Small objects (up to 2 KB) live in 64 KB pages of one size class each;
 * larger ones are allocated singly. Roots are found conservatively: every
 * aligned word of the C stack, the saved registers, and the program's data
 * and bss sections that looks like a pointer into an object (interior
 * pointers included) keeps that object alive. Objects allocated "atomic"
 * (strings, arrays of plain numbers) are known to hold no pointers and are
 * not scanned; others are scanned word by word.
 *
 * Finalizers: the collector holds each registered object weakly. An object
 * found dead is kept alive ("resurrected") and queued; Base then pulls the
 * queue and runs the finalizers in Julia (after GC.gc(), when a finalizer is
 * registered while many are pending, and at exit); the object dies at a
 * later collection.
 *
 * Knobs: JLC_GC_STRESS=1 collects at every allocation (for tests);
 * JLC_GC_STATS=1 prints collections, heap size and pause times at exit.
 * A program that never allocates links none of this file.
 * Root finding is this file's only platform-specific part (gc_scan_roots):
 * a WebAssembly target would replace it with a shadow stack. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "internal.h"

#define PAGE_SIZE (64 * 1024)
#define LARGE_LIMIT 2048

static const uint32_t size_classes[] = {16, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048};
#define NCLASSES (int)(sizeof size_classes / sizeof size_classes[0])

typedef struct Page {
  struct Page *next_free;            /* next page of this class with free slots */
  uint32_t objsize;
  uint32_t nobjs;
  char *start;                       /* first object (after this header) */
  void *freelist;
  uint8_t mark[PAGE_SIZE / 16];      /* per object slot */
  uint8_t atomic[PAGE_SIZE / 16];
  uint8_t used[PAGE_SIZE / 16];
} Page;

typedef struct Large {
  char *start;
  size_t size;
  bool mark, atomic;
} Large;

/* A registered finalizer: the object and Base's slot number for (f, typeof(x)). */
typedef struct { void *obj; int64_t slot; } Finalizer;
typedef struct { Finalizer *items; int len, cap; } FinalizerList;

static struct {
  bool initialized, stress, stats;
  Page **pages;                     /* sorted by address, for pointer lookup */
  int npages, pages_cap;
  Page *current[NCLASSES];          /* page to allocate from, per class */
  Page *with_free[NCLASSES];        /* pages the last sweep found free slots in */
  Large *large;                     /* sorted by address */
  int nlarge, large_cap;
  size_t allocated_since_gc, threshold, heap_bytes, live_after_gc;
  int64_t total_allocated;          /* bytes ever requested: Base.gc_bytes(), @allocated */
  int collections;
  double pause_total, pause_max;
  void **stack;                     /* mark stack */
  int stack_len, stack_cap;
  char *stack_base;
  bool collecting;
  FinalizerList finalizers;         /* registered, objects held weakly */
  FinalizerList ready;              /* found dead; their objects are roots until taken */
} gc;

static int size_class(size_t size) {
  for (int i = 0; i < NCLASSES; i++)
    if (size <= size_classes[i]) return i;
  return -1;
}

static __attribute__((noreturn)) void out_of_memory(void) {
  static const char msg[] = "ERROR: OutOfMemoryError()\n";
  fwrite(msg, 1, sizeof msg - 1, stderr);
  exit(1);
}

void jlrt_gc_report(void);

static void gc_init(void) {
  gc.initialized = true;
  gc.stack_base = jlrt_stack_base;
  jlrt_exit_hook = jlrt_gc_report;
  const char *s = getenv("JLC_GC_STRESS");
  gc.stress = s && *s && *s != '0';
  s = getenv("JLC_GC_STATS");
  gc.stats = s && *s && *s != '0';
  gc.threshold = 8u << 20;
}

/* ---- pointer lookup: which object (if any) does p point into? ---- */
static Page *page_of(void *p) {
  Page *candidate = (Page *)((uintptr_t)p & ~(uintptr_t)(PAGE_SIZE - 1));
  int lo = 0, hi = gc.npages - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (gc.pages[mid] == candidate) return candidate;
    if ((uintptr_t)gc.pages[mid] < (uintptr_t)candidate) lo = mid + 1;
    else hi = mid - 1;
  }
  return NULL;
}

static Large *large_of(void *p) {
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

/* ---- marking ---- */
static void push_mark(void *obj) {
  if (gc.stack_len == gc.stack_cap) {
    gc.stack_cap = gc.stack_cap ? gc.stack_cap * 2 : 4096;
    void **n = realloc(gc.stack, sizeof(void *) * (size_t)gc.stack_cap);
    if (!n) out_of_memory();
    gc.stack = n;
  }
  gc.stack[gc.stack_len++] = obj;
}

/* Mark what p points into; queue it for scanning unless it is atomic. */
static void mark_word(uintptr_t w) {
  void *p = (void *)w;
  Page *pg = page_of(p);
  if (pg) {
    if ((char *)p < pg->start) return;
    size_t i = (size_t)((char *)p - pg->start) / pg->objsize;
    if (i >= pg->nobjs || !pg->used[i] || pg->mark[i]) return;
    pg->mark[i] = 1;
    if (!pg->atomic[i]) push_mark(pg->start + i * pg->objsize);
    return;
  }
  if (!gc.nlarge) return;
  Large *l = large_of(p);
  if (!l || l->mark) return;
  l->mark = true;
  if (!l->atomic) push_mark(l->start);
}

/* Conservative scanning reads whole stack frames and data sections, redzones
 * included: not a bug, so AddressSanitizer is told not to check it. */
static __attribute__((no_sanitize_address)) void scan_range(const void *from, const void *to) {
  uintptr_t a = ((uintptr_t)from + 7) & ~(uintptr_t)7;
  for (; a + 8 <= (uintptr_t)to; a += 8) mark_word(*(const uintptr_t *)a);
}

static void drain(void) {
  while (gc.stack_len) {
    void *obj = gc.stack[--gc.stack_len];   /* the start of a small or a large object */
    Page *pg = page_of(obj);
    if (pg) {
      scan_range(obj, (char *)obj + pg->objsize);
    } else {
      Large *l = large_of(obj);
      scan_range(l->start, l->start + l->size);
    }
  }
}

static bool is_marked(void *obj) {
  Page *pg = page_of(obj);
  if (pg) return pg->mark[(size_t)((char *)obj - pg->start) / pg->objsize];
  Large *l = large_of(obj);
  return l && l->mark;
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
  for (int i = 0; i < gc.ready.len; i++) mark_word((uintptr_t)gc.ready.items[i].obj);
  drain();
}

/* false if obj is not the start of an object of the collector's */
bool jlrt_gc_add_finalizer(void *obj, int64_t slot) {
  if (!gc.initialized) gc_init();
  Page *pg = page_of(obj);
  if (pg) {
    size_t off = (size_t)((char *)obj - pg->start);
    if ((char *)obj < pg->start || off % pg->objsize || off / pg->objsize >= pg->nobjs || !pg->used[off / pg->objsize]) return false;
  } else {
    Large *l = large_of(obj);
    if (!l || l->start != (char *)obj) return false;
  }
  finalizers_push(&gc.finalizers, (Finalizer){obj, slot});
  return true;
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

extern char __data_start[], _end[];   /* the program's data and bss (GNU linkers) */

/* The roots: registers (spilled by setjmp), the C stack, and static data. */
static __attribute__((noinline)) void gc_scan_roots(void) {
  jmp_buf regs;
  setjmp(regs);
  volatile char here = 0;
  scan_range(&regs, (char *)&regs + sizeof regs);
  scan_range((const void *)&here, gc.stack_base);
  scan_range(__data_start, _end);
}

/* ---- sweeping ---- */
static void sweep(void) {
  size_t live = 0;
  for (int c = 0; c < NCLASSES; c++) gc.with_free[c] = NULL;
  for (int i = 0; i < gc.npages; i++) {
    Page *pg = gc.pages[i];
    pg->freelist = NULL;
    for (int k = (int)pg->nobjs - 1; k >= 0; k--) {
      char *obj = pg->start + (size_t)k * pg->objsize;
      if (pg->used[k] && pg->mark[k]) {
        pg->mark[k] = 0;
        live += pg->objsize;
        continue;
      }
      pg->used[k] = 0;
      *(void **)obj = pg->freelist;
      pg->freelist = obj;
    }
    if (pg->freelist) {
      int c = size_class(pg->objsize);
      pg->next_free = gc.with_free[c];
      gc.with_free[c] = pg;
    }
  }
  int w = 0;
  for (int i = 0; i < gc.nlarge; i++) {
    Large *l = &gc.large[i];
    if (l->mark) {
      l->mark = false;
      live += l->size;
      gc.large[w++] = *l;
    } else {
      gc.heap_bytes -= l->size;
      free(l->start);
    }
  }
  gc.nlarge = w;
  gc.live_after_gc = live;
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

static __attribute__((noinline)) void collect(void);

void jlrt_gc_collect(void) {
  clear_stack_below();
  collect();
}

static void collect(void) {
  gc.stack_base = jlrt_stack_base;             /* a library moves it per call */
  if (!gc.initialized || gc.collecting || !gc.stack_base) return;
  gc.collecting = true;
  double t0 = gc.stats ? now() : 0;
  gc_scan_roots();
  for (int i = 0; i < gc.ready.len; i++) mark_word((uintptr_t)gc.ready.items[i].obj);
  drain();
  if (gc.finalizers.len) queue_dead_finalizers();
  sweep();
  for (int c = 0; c < NCLASSES; c++) gc.current[c] = NULL;
  gc.allocated_since_gc = 0;
  /* grow the heap by a factor: collect again when as much again is allocated */
  size_t next = gc.live_after_gc * 2;
  gc.threshold = next > (8u << 20) ? next : (8u << 20);
  gc.collections++;
  if (gc.stats) {
    double dt = now() - t0;
    gc.pause_total += dt;
    if (dt > gc.pause_max) gc.pause_max = dt;
  }
  gc.collecting = false;
}

/* ---- allocation ---- */
static Page *new_page(int cls) {
  Page *pg = aligned_alloc(PAGE_SIZE, PAGE_SIZE);
  if (!pg) out_of_memory();
  memset(pg, 0, sizeof *pg);
  pg->objsize = size_classes[cls];
  pg->start = (char *)pg + ((sizeof *pg + 15) & ~(size_t)15);
  pg->nobjs = (uint32_t)(((char *)pg + PAGE_SIZE - pg->start) / pg->objsize);
  for (int k = (int)pg->nobjs - 1; k >= 0; k--) {
    char *obj = pg->start + (size_t)k * pg->objsize;
    *(void **)obj = pg->freelist;
    pg->freelist = obj;
  }
  if (gc.npages == gc.pages_cap) {
    gc.pages_cap = gc.pages_cap ? gc.pages_cap * 2 : 64;
    Page **n = realloc(gc.pages, sizeof(Page *) * (size_t)gc.pages_cap);
    if (!n) out_of_memory();
    gc.pages = n;
  }
  int i = gc.npages++;
  while (i > 0 && (uintptr_t)gc.pages[i - 1] > (uintptr_t)pg) { gc.pages[i] = gc.pages[i - 1]; i--; }
  gc.pages[i] = pg;
  gc.heap_bytes += PAGE_SIZE;
  return pg;
}

static void *alloc_small(int cls, bool atomic) {
  Page *pg = gc.current[cls];
  if (!pg || !pg->freelist) {
    pg = gc.with_free[cls];
    if (pg) gc.with_free[cls] = pg->next_free;
    else pg = new_page(cls);
    gc.current[cls] = pg;
  }
  char *obj = pg->freelist;
  pg->freelist = *(void **)obj;
  size_t k = (size_t)(obj - pg->start) / pg->objsize;
  pg->used[k] = 1;
  pg->atomic[k] = atomic;
  memset(obj, 0, pg->objsize);
  return obj;
}

static void *alloc_large(size_t size, bool atomic) {
  char *p = calloc(1, size);
  if (!p) out_of_memory();
  if (gc.nlarge == gc.large_cap) {
    gc.large_cap = gc.large_cap ? gc.large_cap * 2 : 64;
    Large *n = realloc(gc.large, sizeof(Large) * (size_t)gc.large_cap);
    if (!n) out_of_memory();
    gc.large = n;
  }
  int i = gc.nlarge++;
  while (i > 0 && gc.large[i - 1].start > p) { gc.large[i] = gc.large[i - 1]; i--; }
  gc.large[i] = (Large){p, size, false, atomic};
  gc.heap_bytes += size;
  return p;
}

static void *gc_alloc(size_t size, bool atomic) {
  if (!gc.initialized) gc_init();
  if (size == 0) size = 1;
  gc.allocated_since_gc += size;
  gc.total_allocated += (int64_t)size;
  if (gc.stress || gc.allocated_since_gc > gc.threshold) jlrt_gc_collect();
  int cls = size_class(size);
  return cls >= 0 ? alloc_small(cls, atomic) : alloc_large(size, atomic);
}

void *jlrt_alloc(size_t size) { return gc_alloc(size, false); }
void *jlrt_alloc_atomic(size_t size) { return gc_alloc(size, true); }
int64_t jlrt_gc_total_bytes(void) { return gc.total_allocated; }

void jlrt_gc_report(void) {
  if (!gc.stats) return;
  fprintf(stderr, "GC: %d collections, heap %zu KB, live after last %zu KB, pauses %.3f ms total, %.3f ms max\n",
          gc.collections, gc.heap_bytes / 1024, gc.live_after_gc / 1024, gc.pause_total * 1e3, gc.pause_max * 1e3);
}
