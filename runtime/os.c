/* os.c — the process's environment, the clock, and making directories:
 * what base/os.jl asks of the operating system. */
#ifndef __wasm__
#include <dlfcn.h>
#endif
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "jlrt.h"

bool jlrt_hasenv(jl_string_t *key) { return getenv(key->data) != NULL; }

/* (only called after jlrt_hasenv said yes) */
jl_string_t *jlrt_getenv(jl_string_t *key) {
  const char *v = getenv(key->data);
  return jlrt_string_new(v, (int64_t)strlen(v));
}

void jlrt_setenv(jl_string_t *key, jl_string_t *value) { setenv(key->data, value->data, 1); }
void jlrt_unsetenv(jl_string_t *key) { unsetenv(key->data); }

/* seconds since the epoch, as Julia's time() */
double jlrt_time(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* nanoseconds from an arbitrary start, never going back, as Julia's time_ns() */
uint64_t jlrt_time_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* 0 or the errno of the failure */
int32_t jlrt_mkdir(jl_string_t *path, int64_t mode) { return mkdir(path->data, (mode_t)mode) == 0 ? 0 : errno; }

int32_t jlrt_getpid(void) { return (int32_t)getpid(); }

#ifdef __wasm__
/* WebAssembly has no dynamic libraries: opening one is Julia's error. */
#define RTLD_LAZY 1     /* (no dlfcn.h; the flags are not used) */
void *jlrt_dlopen(const char *lib, int32_t flags, bool throw_error) {
  (void)flags;
  if (throw_error) {
    char msg[1024];
    snprintf(msg, sizeof msg, "could not load library \"%s\"\nWebAssembly has no dynamic libraries", lib);
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  return NULL;
}
void *jlrt_dlsym(void *h, const char *name, bool throw_error) {
  (void)h;
  if (throw_error) {
    char msg[1024];
    snprintf(msg, sizeof msg, "could not load symbol \"%s\":\nWebAssembly has no dynamic libraries", name);
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  return NULL;
}
#else
/* Libdl.dlopen: the library as given, or with ".so" added, as Julia's
 * dlopen tries; NULL, or Julia's error when throw_error, if it is not there. */
void *jlrt_dlopen(const char *lib, int32_t flags, bool throw_error) {
  void *h = dlopen(lib, flags);
  char msg[1024];
  if (!h && !strstr(lib, ".so")) {
    snprintf(msg, sizeof msg, "%s.so", lib);
    h = dlopen(msg, flags);
  }
  if (!h && throw_error) {
    snprintf(msg, sizeof msg, "could not load library \"%s\"\n%s", lib, dlerror());
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  return h;
}

/* Libdl.dlsym: the address of `name` in the library h. */
void *jlrt_dlsym(void *h, const char *name, bool throw_error) {
  void *f = dlsym(h, name);
  if (!f && throw_error) {
    char msg[1024];
    snprintf(msg, sizeof msg, "could not load symbol \"%s\":\n%s", name, dlerror());
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  return f;
}

#endif

/* The function `name` of a library, for ccall((:name, "lib"), ...): the
 * library is opened when the program first calls into it; a library or
 * symbol that is not there is Julia's error, when the call is reached. */
void *jlrt_ccall_symbol(const char *lib, const char *name) {
  return jlrt_dlsym(jlrt_dlopen(lib, RTLD_LAZY, true), name, true);
}
