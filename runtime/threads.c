/* threads.c — Julia's threads over pthreads: the thread pool that runs
 * tasks (Threads.@spawn, Threads.@threads), waiting for them, atomics, and
 * the collector's side of threads (safe points, stopping the world; see the
 * top of gc.c). Linked only into programs that call it (jlrt_thread_*),
 * which are compiled with JLRT_THREADS (jlrt.h) and linked with -pthread;
 * its hooks in gc.c, except.c and start.c are weak, so no other program
 * pays for any of it.
 *
 * Threads. The thread count is fixed at start, as in Julia: `-t N`,
 * `-tN`, `--threads N` or `--threads=N` before the program's own arguments
 * (taken off ARGS), else JULIA_NUM_THREADS, else 1; "auto" is the number
 * of processors. Thread 1 is the main thread; the others are started at
 * the first spawn and wait for tasks in one FIFO queue.
 *
 * Tasks. A task is Base's Task object (base/threads.jl), whose first field
 * (after the type tag every mutable object starts with) is its state, 0
 * until it has run, then 1: the runtime sets it and Julia reads it. A
 * thread runs a task through generated code's jlrt_thread_run_hook, which
 * calls Base's run_task_function for the task's type; that catches
 * whatever the task throws. A thread waiting for a task that has not run
 * runs queued tasks itself meanwhile ("helping"), so that nested spawns and
 * @threads inside a task cannot leave every thread waiting, and with one
 * thread a task runs when it is waited for.
 *
 * Safe points. A thread is parked while it waits (for the heap's lock, a
 * task, a lock held elsewhere, more work), in GC.safepoint() or at a poll
 * of generated code that finds a collection waiting (jlrt.h): its
 * callee-saved registers are saved in its record and the top of its stack
 * is known, so the collector can scan it. Every lock a thread may block on
 * is taken as a safe point (lock_safely), so that a thread never blocks
 * unparked on another that waits for a collection. */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "internal.h"

typedef struct Thread {
  int id;                          /* 1 for the main thread */
  pthread_t handle;
  char *stack_base;                /* the highest address of its stack the collector scans */
  char *volatile stack_top;        /* parked: the lowest */
  jmp_buf regs;                    /* parked: its callee-saved registers */
  jlrt_alloc_run *runs;            /* where it allocates from: jlrt_runs on the main thread */
  jlrt_alloc_run own_runs[2 * JLRT_NCLASSES];
  char *exc_from, *exc_to;         /* its jl_exception (generated code's, thread-local) */
  void *task;                      /* the task it runs (NULL: its own work) */
  unsigned long mark_round;        /* the last collection it marked for */
} Thread;

static struct {
  int nthreads;                    /* 0 until known */
  bool started;                    /* the other threads are running */
  Thread *threads;
  pthread_mutex_t heap;            /* the collector's lock (gc.c) */
  pthread_mutex_t io;              /* the streams' buffers' (io.c) */
  pthread_mutex_t world;           /* guards running and jlrt_world_stopping */
  pthread_cond_t world_changed;
  int running;                     /* threads not parked */
  pthread_mutex_t queue_lock;      /* guards the queue and tasks' states */
  pthread_cond_t work, finished;   /* a task was queued; a task finished */
  void **queue;                    /* a ring of tasks to run */
  int head, len, cap;
} pool = {
    .heap = PTHREAD_MUTEX_INITIALIZER,
    .io = PTHREAD_MUTEX_INITIALIZER,
    .world = PTHREAD_MUTEX_INITIALIZER,
    .world_changed = PTHREAD_COND_INITIALIZER,
    .running = 1,
    .queue_lock = PTHREAD_MUTEX_INITIALIZER,
    .work = PTHREAD_COND_INITIALIZER,
    .finished = PTHREAD_COND_INITIALIZER,
};
/* a collection is waiting for or running in a stopped world (guarded by
 * pool.world; read unguarded by the polls, jlrt.h's JLRT_SAFEPOINT) */
volatile bool jlrt_world_stopping;


static __thread Thread *self;     /* NULL on the main thread until the pool starts */
__thread jlrt_alloc_run *jlrt_thread_runs = jlrt_runs;
__thread jlrt_handler *jlrt_thread_handlers;

/* Defined by generated code: where the running thread's jl_exception is;
 * run a task (the program's only if it spawns) */
void jlrt_thread_exception_slot(char **from, char **to) JLRT_OPTIONAL;
void jlrt_thread_run_hook(void *task) JLRT_OPTIONAL;

jlrt_handler **jlrt_thread_handler_top(void) { return &jlrt_thread_handlers; }
jlrt_alloc_run *jlrt_threads_own_runs(void) { return jlrt_thread_runs; }

/* ---- the thread count ---- */
static int parse_count(const char *s) {
  if (!strcmp(s, "auto")) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
  }
  char *end;
  long n = strtol(s, &end, 10);
  /* JULIA_NUM_THREADS may name an interactive pool too ("4,1"): the default pool's count */
  if (end == s || (*end && *end != ',') || n < 1 || n > 1024) return 0;
  return (int)n;
}

static __attribute__((noreturn)) void bad_count(const char *s) {
  fprintf(stderr, "ERROR: invalid number of threads specified: \"%s\"\n", s);
  exit(1);
}

int jlrt_threads_take_args(int argc, char **argv) {
  const char *given = NULL;
  int taken = 0;
  const char *a = argv[1];
  if ((!strcmp(a, "-t") || !strcmp(a, "--threads")) && argc > 2) given = argv[2], taken = 2;
  else if (!strncmp(a, "--threads=", 10)) given = a + 10, taken = 1;
  else if (!strncmp(a, "-t", 2) && a[2]) given = a + 2, taken = 1;
  if (given) {
    pool.nthreads = parse_count(given);
    if (!pool.nthreads) bad_count(given);
  }
  return taken;
}

static int thread_count(void) {
  jlrt_take_thread_args();
  if (pool.nthreads) return pool.nthreads;
  const char *env = getenv("JULIA_NUM_THREADS");
  pool.nthreads = env && *env ? parse_count(env) : 1;
  if (!pool.nthreads) pool.nthreads = 1;     /* (Julia ignores a value it cannot read) */
  return pool.nthreads;
}

int64_t jlrt_thread_nthreads(void) { return thread_count(); }
int64_t jlrt_thread_id(void) { return self ? self->id : 1; }

/* ---- safe points ---- */
/* Parked: registers saved, stack top known, counted out of the running. */
static __attribute__((noinline)) void park(void) {
  setjmp(self->regs);
  volatile char here = 0;
  self->stack_top = (char *)&here;
  pthread_mutex_lock(&pool.world);
  __atomic_store_n(&pool.running, pool.running - 1, __ATOMIC_RELEASE);   /* (read unlocked: all_parked) */
  pthread_cond_broadcast(&pool.world_changed);
  pthread_mutex_unlock(&pool.world);
}

/* Parked threads mark. A collection, once it has marked its roots, asks
 * the parked threads to mark beside it (jlrt_threads_call_markers: a new
 * round, and every thread that sleeps woken); each joins a round once
 * (jlrt_gc_help, gc.c). These threads already run on their own
 * processors: marking on extra threads made three threads for two
 * processors, and on a machine whose processors share no cache (as this
 * kind of virtual machine reports them) Linux woke a helper on the
 * collecting thread's processor and left it there for a time slice, so
 * that the two often marked in turns, slower than one alone. */
static unsigned long mark_round;   /* collections that asked for help (guarded by pool.world) */
void jlrt_gc_help(void);

/* Waiting for the world to change: spin for up to a millisecond (about
 * a collection's pause) before sleeping. A thread woken from sleep ran
 * again only 10-80 µs later on this kind of virtual machine, twice per
 * collection (to help mark, and at its end); the processor it would give
 * up has nothing else to do while the world is stopped. (pool.world held,
 * and held again on return.) Returns whether `changed` says so with the
 * lock held again: a change made between the last look and the lock would
 * otherwise be missed, its broadcast sent before the caller waits for it. */
static bool spin_until(bool (*changed)(void)) {
  pthread_mutex_unlock(&pool.world);
  struct timespec start, t;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (int i = 1; !changed(); i++) {
    jlrt_cpu_relax();
    if (i % 64) continue;
    clock_gettime(CLOCK_MONOTONIC, &t);
    if ((t.tv_sec - start.tv_sec) * 1000000000L + (t.tv_nsec - start.tv_nsec) > 1000000L) break;
  }
  pthread_mutex_lock(&pool.world);
  return changed();
}

static bool collection_changed(void) {
  return !__atomic_load_n(&jlrt_world_stopping, __ATOMIC_ACQUIRE) ||
         __atomic_load_n(&mark_round, __ATOMIC_ACQUIRE) != self->mark_round;
}

/* (pool.world held) */
static void sit_out_collection(void) {
  while (jlrt_world_stopping) {
    if (mark_round != self->mark_round) {
      self->mark_round = mark_round;
      pthread_mutex_unlock(&pool.world);
      jlrt_gc_help();
      pthread_mutex_lock(&pool.world);
    } else if (!spin_until(collection_changed)) {
      pthread_cond_wait(&pool.world_changed, &pool.world);
    }
  }
}

/* Back to running, once no collection is under way. */
static void unpark(void) {
  pthread_mutex_lock(&pool.world);
  sit_out_collection();
  __atomic_store_n(&pool.running, pool.running + 1, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&pool.world);
}

/* The locks are held for short times (a run of the heap handed out, a
 * buffer written): a thread finding one held spins a little before it
 * parks, as sleeping and waking cost far more than that. The heap's lock
 * is also held through a collection, which the thread helps with first. */
#define SPINS_BEFORE_PARKING 256

static void lock_safely(pthread_mutex_t *m) {
  if (pthread_mutex_trylock(m) == 0) return;
  if (!self) {                      /* (one thread so far) */
    pthread_mutex_lock(m);
    return;
  }
  for (int i = 0; i < SPINS_BEFORE_PARKING && !jlrt_world_stopping; i++) {
    jlrt_cpu_relax();
    if (pthread_mutex_trylock(m) == 0) return;
  }
  park();
  pthread_mutex_lock(&pool.world);
  sit_out_collection();
  pthread_mutex_unlock(&pool.world);
  pthread_mutex_lock(m);
  unpark();
}

/* GC.safepoint(), and what a thread spinning on a lock calls */
void jlrt_thread_safepoint(void) {
  if (!self || !jlrt_world_stopping) return;
  park();
  unpark();
}

/* Around work that reads and writes no object (mapping memory in: gc.c
 * map_ahead), so that a collection need not wait for it to finish. */
void jlrt_threads_enter_safe_region(void) {
  if (self) park();
}
void jlrt_threads_leave_safe_region(void) {
  if (self) unpark();
}

void jlrt_threads_heap_lock(void) { lock_safely(&pool.heap); }
void jlrt_threads_heap_unlock(void) { pthread_mutex_unlock(&pool.heap); }
void jlrt_threads_io_lock(void) { lock_safely(&pool.io); }
void jlrt_threads_io_unlock(void) { pthread_mutex_unlock(&pool.io); }

static bool all_parked(void) { return __atomic_load_n(&pool.running, __ATOMIC_ACQUIRE) <= 1; }

void jlrt_threads_stop_world(void) {
  if (!pool.started) return;
  pthread_mutex_lock(&pool.world);
  jlrt_world_stopping = true;
  while (pool.running > 1)
    if (!spin_until(all_parked)) pthread_cond_wait(&pool.world_changed, &pool.world);
  pthread_mutex_unlock(&pool.world);
}

void jlrt_threads_resume_world(void) {
  if (!pool.started) return;
  pthread_mutex_lock(&pool.world);
  jlrt_world_stopping = false;
  pthread_cond_broadcast(&pool.world_changed);
  pthread_mutex_unlock(&pool.world);
}

/* The collector's roots beyond its own stack (the world stopped): every
 * other thread's registers and stack, every thread's jl_exception, the
 * queued tasks; the other threads' runs are given up (as gc.c does with
 * the main thread's). Returns the base of the collecting thread's stack. */
char *jlrt_threads_scan(void (*scan)(const void *from, const void *to)) {
  if (!pool.started) {
    if (jlrt_thread_exception_slot) {
      char *from, *to;
      jlrt_thread_exception_slot(&from, &to);
      scan(from, to);
    }
    return jlrt_stack_base;
  }
  for (int i = 0; i < pool.nthreads; i++) {
    Thread *t = &pool.threads[i];
    if (t->exc_from) scan(t->exc_from, t->exc_to);
    if (t->runs != jlrt_runs) memset(t->runs, 0, sizeof t->own_runs);
    if (t == self) continue;
    scan(&t->regs, (char *)&t->regs + sizeof t->regs);
    scan(t->stack_top, t->stack_base);
  }
  for (int i = 0; i < pool.len; i++) {
    void *task = pool.queue[(pool.head + i) % pool.cap];
    scan(&task, &task + 1);
  }
  return self->stack_base;
}

/* ---- parked threads mark (above, sit_out_collection) ---- */
int jlrt_threads_mark_helpers(void) { return pool.started ? pool.nthreads - 1 : 0; }

void jlrt_threads_call_markers(void) {
  pthread_mutex_lock(&pool.world);
  __atomic_store_n(&mark_round, mark_round + 1, __ATOMIC_RELEASE);   /* (read unlocked: collection_changed) */
  pthread_cond_broadcast(&pool.world_changed);
  pthread_mutex_unlock(&pool.world);
  /* and the threads asleep waiting for a task (parked too). Not under the
   * queue's lock, which a thread may hold while it marks (unparking after
   * lock_safely): one about to sleep that misses this only does not help. */
  pthread_cond_broadcast(&pool.work);
  pthread_cond_broadcast(&pool.finished);
}

/* ---- tasks ---- */
static volatile int64_t *task_state(void *task) { return (volatile int64_t *)task + 1; }

static void run_task(void *task) {
  void *outer = self->task;
  self->task = task;
  jlrt_thread_run_hook(task);
  self->task = outer;
  lock_safely(&pool.queue_lock);
  __atomic_store_n(task_state(task), 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&pool.finished);
  pthread_mutex_unlock(&pool.queue_lock);
}

/* The next queued task, or NULL (queue_lock held) */
static void *dequeue(void) {
  if (!pool.len) return NULL;
  void *task = pool.queue[pool.head];
  pool.head = (pool.head + 1) % pool.cap;
  pool.len--;
  return task;
}

static void setup_thread(Thread *t, char *stack_base) {
  self = t;
  t->stack_base = stack_base;
  jlrt_thread_runs = t->runs;
  if (jlrt_thread_exception_slot) jlrt_thread_exception_slot(&t->exc_from, &t->exc_to);
}

#define WORKER_STACK ((size_t)8 << 20)

/* For the fault handler (start.c): a stack overflow on this thread is a
 * StackOverflowError too. */
void jlrt_threads_stack(char **base, size_t *size) {
  if (!self || self->id == 1) return;
  *base = self->stack_base;
  *size = WORKER_STACK;
}

static void *worker(void *arg) {
  volatile char base = 0;
  setup_thread(arg, (char *)&base + 1);
  stack_t ss = {.ss_size = 65536};         /* where the fault handler runs on this thread */
  ss.ss_sp = malloc(ss.ss_size);
  if (ss.ss_sp) sigaltstack(&ss, NULL);
  lock_safely(&pool.queue_lock);
  for (;;) {
    void *task = dequeue();
    if (!task) {
      park();
      pthread_cond_wait(&pool.work, &pool.queue_lock);
      pthread_mutex_unlock(&pool.queue_lock);   /* (unparked without the lock: see lock_safely) */
      unpark();
      lock_safely(&pool.queue_lock);
      continue;
    }
    pthread_mutex_unlock(&pool.queue_lock);
    run_task(task);
    lock_safely(&pool.queue_lock);
  }
  return NULL;
}

/* The main thread's record, and the others started (on the main thread,
 * at the first spawn). The collector is set up first, so that its state is
 * made by one thread. */
static void start_pool(void) {
  int n = thread_count();
  (void)jlrt_alloc_slow(16, true);     /* the collector set up by this thread */
  pool.threads = calloc((size_t)n, sizeof(Thread));
  if (!pool.threads) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  for (int i = 0; i < n; i++) {
    pool.threads[i].id = i + 1;
    pool.threads[i].runs = i ? pool.threads[i].own_runs : jlrt_runs;
  }
  setup_thread(&pool.threads[0], jlrt_stack_base);
  pthread_mutex_lock(&pool.world);
  pool.running = n;            /* each new thread parks when it finds no work */
  pool.started = true;
  pthread_mutex_unlock(&pool.world);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, WORKER_STACK);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  for (int i = 1; i < n; i++)
    if (pthread_create(&pool.threads[i].handle, &attr, worker, &pool.threads[i]) != 0) {
      fprintf(stderr, "ERROR: could not start thread %d of %d\n", i + 1, n);
      exit(1);
    }
  pthread_attr_destroy(&attr);
}

/* schedule(t), for Threads.@spawn and @threads: queue a task */
void jlrt_thread_spawn(void *task) {
  if (!pool.started) start_pool();
  lock_safely(&pool.queue_lock);
  if (pool.len == pool.cap) {
    int cap = pool.cap ? pool.cap * 2 : 64;
    void **q = malloc(sizeof(void *) * (size_t)cap);
    if (!q) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
    for (int i = 0; i < pool.len; i++) q[i] = pool.queue[(pool.head + i) % pool.cap];
    free(pool.queue);
    pool.queue = q;
    pool.cap = cap;
    pool.head = 0;
  }
  int at = (pool.head + pool.len) % pool.cap;
  pool.queue[at] = task;
  pool.len++;
  pthread_cond_signal(&pool.work);
  pthread_mutex_unlock(&pool.queue_lock);
}

/* wait(t): until the task has run, running queued tasks meanwhile */
void jlrt_thread_wait(void *task) {
  if (__atomic_load_n(task_state(task), __ATOMIC_ACQUIRE)) return;
  if (!pool.started) start_pool();
  lock_safely(&pool.queue_lock);
  while (!*task_state(task)) {
    void *other = dequeue();
    if (other) {
      pthread_mutex_unlock(&pool.queue_lock);
      run_task(other);
      lock_safely(&pool.queue_lock);
      continue;
    }
    park();
    pthread_cond_wait(&pool.finished, &pool.queue_lock);
    pthread_mutex_unlock(&pool.queue_lock);
    unpark();
    lock_safely(&pool.queue_lock);
  }
  pthread_mutex_unlock(&pool.queue_lock);
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
}

/* Who holds a ReentrantLock: the task running (or the thread's own work,
 * outside any task), as Julia's locks belong to tasks */
static char main_work;               /* the main thread's, outside any task */
uint64_t jlrt_thread_current_task(void) {
  if (self && self->task) return (uint64_t)self->task;
  return (uint64_t)(self && self->id != 1 ? (void *)self : (void *)&main_work);
}

/* A thread spinning for a lock: let the others (and a collection) run. */
void jlrt_thread_yield(void) {
  jlrt_thread_safepoint();
  sched_yield();
}

/* ---- atomics: Threads.Atomic{T}'s value, of 1, 2, 4 or 8 bytes, as bits ---- */
#define ATOMIC_CASES(OP)                                   \
  switch (size) {                                          \
  case 1: OP(uint8_t);                                     \
  case 2: OP(uint16_t);                                    \
  case 4: OP(uint32_t);                                    \
  default: OP(uint64_t);                                   \
  }

uint64_t jlrt_thread_atomic_load(void *p, int64_t size) {
#define LOAD(T) return __atomic_load_n((T *)p, __ATOMIC_SEQ_CST)
  ATOMIC_CASES(LOAD)
}

void jlrt_thread_atomic_store(void *p, int64_t size, uint64_t x) {
#define STORE(T) __atomic_store_n((T *)p, (T)x, __ATOMIC_SEQ_CST); return
  ATOMIC_CASES(STORE)
}

uint64_t jlrt_thread_atomic_xchg(void *p, int64_t size, uint64_t x) {
#define XCHG(T) return __atomic_exchange_n((T *)p, (T)x, __ATOMIC_SEQ_CST)
  ATOMIC_CASES(XCHG)
}

/* the old value: equal to expected if x was stored */
uint64_t jlrt_thread_atomic_cas(void *p, int64_t size, uint64_t expected, uint64_t x) {
#define CAS(T)                                                                                  \
  {                                                                                             \
    T e = (T)expected;                                                                          \
    __atomic_compare_exchange_n((T *)p, &e, (T)x, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);  \
    return e;                                                                                   \
  }
  ATOMIC_CASES(CAS)
}

/* integer add, sub, and, or, xor (op 0..4) in place: the old value */
uint64_t jlrt_thread_atomic_modify(void *p, int64_t size, int64_t op, uint64_t x) {
#define MODIFY(T)                                                    \
  switch (op) {                                                      \
  case 0: return __atomic_fetch_add((T *)p, (T)x, __ATOMIC_SEQ_CST); \
  case 1: return __atomic_fetch_sub((T *)p, (T)x, __ATOMIC_SEQ_CST); \
  case 2: return __atomic_fetch_and((T *)p, (T)x, __ATOMIC_SEQ_CST); \
  case 3: return __atomic_fetch_or((T *)p, (T)x, __ATOMIC_SEQ_CST);  \
  default: return __atomic_fetch_xor((T *)p, (T)x, __ATOMIC_SEQ_CST); \
  }
  ATOMIC_CASES(MODIFY)
}

void jlrt_thread_atomic_fence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
