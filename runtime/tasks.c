/* tasks.c — Julia's tasks on one thread, cooperatively (@async, schedule,
 * yield, wait, and the waiting of base/tasks.jl's Channel): each task runs
 * on a stack of its own (a coroutine, switched with swapcontext), and only
 * when the running task yields, blocks or ends does another run, the
 * runnable ones in FIFO order as Julia's scheduler takes them. Linked only
 * into programs that call it (jlrt_task_*); no pthread.
 *
 * A task is Base's Task object (base/threads.jl), whose first field is its
 * state: 0, then 1 once it has run (this file sets it, Julia reads it). A
 * coroutine runs its task through generated code's jlrt_thread_run_hook,
 * the one threads use, which calls Base's run_task_function for the task's
 * type; that catches what the task throws, for wait/fetch to report.
 *
 * The collector: while a coroutine runs, jlrt_stack_base is the top of its
 * stack, so the collector scans the running stack as it scans the main
 * one (and the stack-overflow handler and backtraces see it too); the
 * suspended stacks, their saved registers and the tasks' objects are
 * scanned by jlrt_tasks_scan.
 *
 * Not supported yet in a program that also uses threads (Threads.@spawn,
 * @threads): a task made there says so; such a program waits for its
 * threads' tasks through here (jlrt_task_wait) into threads.c. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <ucontext.h>
#include <unistd.h>
#include "internal.h"

typedef struct Coroutine {
  void *task;                       /* its Base.Task; NULL for the main task */
  ucontext_t context;               /* suspended: its registers */
  char *stack;                      /* mapped, its lowest page a guard */
  size_t stack_size;
  char *stack_base;                 /* its highest address */
  char *stack_top;                  /* suspended: the lowest in use */
  jlrt_handler *handlers;           /* suspended: its innermost try */
  bool scheduled;                   /* its task was scheduled (it may be waited for before) */
  bool queued;                      /* in the run queue */
  struct Coroutine *next_run;       /* the run queue */
  struct Coroutine *first_waiter, *last_waiter, *next_waiter;   /* who waits for it to end */
  struct Coroutine *prev, *next;    /* every coroutine alive */
} Coroutine;

static Coroutine main_task, *current, *run_head, *run_tail, *all, *dead;

/* Defined by generated code: run a task (threads.c's too) */
void jlrt_thread_run_hook(void *task) JLRT_OPTIONAL;
/* threads.c's, in a program that also spawns tasks on threads */
void jlrt_thread_wait(void *task) JLRT_OPTIONAL;
void jlrt_thread_spawn(void *task) JLRT_OPTIONAL;

static volatile int64_t *task_state(void *task) { return (volatile int64_t *)task + 1; }

static Coroutine *running(void) {
  if (!current) {
    current = &main_task;
    main_task.stack_base = jlrt_stack_base;
    all = &main_task;
  }
  return current;
}

static void enqueue(Coroutine *c) {
  if (c->queued) return;
  c->queued = true;
  c->next_run = NULL;
  if (run_tail) run_tail->next_run = c;
  else run_head = c;
  run_tail = c;
}

static Coroutine *dequeue(void) {
  Coroutine *c = run_head;
  if (!c) return NULL;
  run_head = c->next_run;
  if (!run_head) run_tail = NULL;
  c->queued = false;
  return c;
}

/* (a task's stack is given back by the next one to run: not while on it) */
static void free_dead(void) {
  if (!dead) return;
  munmap(dead->stack, dead->stack_size);
  free(dead);
  dead = NULL;
}

static void switch_to(Coroutine *to) {
  Coroutine *from = current;
  if (to == from) return;
  volatile char here = 0;
  from->stack_top = (char *)&here;
  from->handlers = *jlrt_handler_top();
  current = to;
  *jlrt_handler_top() = to->handlers;
  jlrt_stack_base = to->stack_base;
  swapcontext(&from->context, &to->context);
  free_dead();
}

/* The running task waits (or has ended): the next runnable one runs. With
 * none, Julia would wait forever; this throws an error saying so instead. */
static void run_next(void) {
  Coroutine *next = dequeue();
  if (!next) {
    jlrt_raise(JLRT_ERROR_EXCEPTION, "deadlock: every task is waiting and none can run (Julia would wait forever here)",
               NULL, NULL, 0);
  }
  switch_to(next);
}

static void coroutine_entry(void) {
  free_dead();
  Coroutine *me = current;
  jlrt_thread_run_hook(me->task);
  *task_state(me->task) = 1;
  for (Coroutine *w = me->first_waiter, *next; w; w = next) {
    next = w->next_waiter;
    enqueue(w);
  }
  me->prev->next = me->next;        /* (never the first: the main task is) */
  if (me->next) me->next->prev = me->prev;
  dead = me;
  run_next();
}

/* As Julia's default task stack, within the limit the overflow handler
 * (start.c) measures from a stack's base */
static size_t stack_size(void) {
  size_t size = (size_t)8 << 20;
  struct rlimit rl;
  if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < size) size = rl.rlim_cur;
  return size;
}

static Coroutine *coroutine_of(void *task) {
  for (Coroutine *c = all; c; c = c->next)
    if (c->task == task) return c;
  return NULL;
}

/* Whether schedule may run it: not run, not queued or running already */
bool jlrt_task_started(void *task) {
  Coroutine *c = coroutine_of(task);
  return *task_state(task) || (c && c->scheduled);
}

/* The coroutine of a task, made if the task has none yet */
static Coroutine *coroutine_for(void *task);

static Coroutine *new_coroutine(void *task) {
  if (jlrt_thread_spawn)   /* (the collector would not know a coroutine's stack from a thread's) */
    jlrt_raise(JLRT_ERROR_EXCEPTION,
               "not supported yet: @async, schedule and Channel in a program that also uses Threads.@spawn or @threads",
               NULL, NULL, 0);
  running();
  Coroutine *c = calloc(1, sizeof *c);
  size_t size = stack_size();
  void *stack = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (!c || stack == MAP_FAILED) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  mprotect(stack, (size_t)sysconf(_SC_PAGESIZE), PROT_NONE);
  c->task = task;
  c->stack = stack;
  c->stack_size = size;
  c->stack_base = c->stack_top = (char *)stack + size;
  getcontext(&c->context);
  c->context.uc_stack.ss_sp = stack;
  c->context.uc_stack.ss_size = size;
  c->context.uc_link = NULL;
  makecontext(&c->context, coroutine_entry, 0);
  c->prev = &main_task;
  c->next = main_task.next;
  if (c->next) c->next->prev = c;
  main_task.next = c;
  return c;
}

static Coroutine *coroutine_for(void *task) {
  Coroutine *c = coroutine_of(task);
  return c ? c : new_coroutine(task);
}

/* schedule(t): t runs once the tasks queued before it have had their turn */
void jlrt_task_schedule(void *task) {
  Coroutine *c = coroutine_for(task);
  c->scheduled = true;
  enqueue(c);
}

/* Channel(f)'s closer: run `then` once `task` has ended (Julia's bind) */
void jlrt_task_schedule_after(void *task, void *then) {
  Coroutine *t = coroutine_of(task), *c = new_coroutine(then);
  if (!t && *task_state(task)) {
    enqueue(c);
    return;
  }
  if (!t) t = new_coroutine(task);   /* (scheduled next) */
  c->scheduled = true;
  c->next_waiter = NULL;
  if (t->last_waiter) t->last_waiter->next_waiter = c;
  else t->first_waiter = c;
  t->last_waiter = c;
}

/* yield(t) of a task not yet run: t runs now, this task at the back of
 * the queue (Channel(f) starts f so) */
void jlrt_task_yield_to(void *task) {
  Coroutine *t = coroutine_for(task);
  t->scheduled = true;
  enqueue(running());
  switch_to(t);
}

/* yield(): the running task goes to the back of the queue */
void jlrt_task_yield(void) {
  Coroutine *me = running();
  if (!run_head) return;
  enqueue(me);
  run_next();
}

/* wait(t): until t has run, the others running meanwhile */
void jlrt_task_wait(void *task) {
  if (*task_state(task)) return;
  Coroutine *t = coroutine_of(task);
  if (!t && jlrt_thread_wait) {     /* a task of the threads' pool */
    jlrt_thread_wait(task);
    return;
  }
  if (t == running()) jlrt_raise(JLRT_ERROR_EXCEPTION, "deadlock detected: cannot wait on current task", NULL, NULL, 0);
  if (!t) t = new_coroutine(task);  /* (not scheduled yet: it may be later) */
  Coroutine *me = current;
  me->next_waiter = NULL;
  if (t->last_waiter) t->last_waiter->next_waiter = me;
  else t->first_waiter = me;
  t->last_waiter = me;
  run_next();
}

/* The running task, as a handle for a Channel's queues of waiting tasks;
 * it waits until woken by jlrt_task_wake */
uint64_t jlrt_task_current(void) { return (uint64_t)(uintptr_t)running(); }
void jlrt_task_block(void) { run_next(); }
void jlrt_task_wake(uint64_t handle) { enqueue((Coroutine *)(uintptr_t)handle); }

/* The collector's roots in tasks: every task object, and each suspended
 * coroutine's registers and stack (the running one's is scanned by gc.c). */
void jlrt_tasks_scan(void (*scan)(const void *from, const void *to)) {
  for (Coroutine *c = all; c; c = c->next) {
    scan(&c->task, &c->task + 1);
    if (c == current) continue;
    scan(&c->context, &c->context + 1);
    scan(c->stack_top, c->stack_base);
  }
}
