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

/* 0 or the errno of the failure */
int32_t jlrt_mkdir(jl_string_t *path, int64_t mode) { return mkdir(path->data, (mode_t)mode) == 0 ? 0 : errno; }

int32_t jlrt_getpid(void) { return (int32_t)getpid(); }

/* The function `name` of a library, for ccall((:name, "lib"), ...): the
 * library is opened (as given, or with ".so" added, as Julia's dlopen
 * tries) when the program first calls into it; a library or symbol that is
 * not there is Julia's error, when the call is reached. */
void *jlrt_ccall_symbol(const char *lib, const char *name) {
#ifdef __wasm__
  (void)name;
  char msg[1024];
  snprintf(msg, sizeof msg, "could not load library \"%s\"\nWebAssembly has no dynamic libraries", lib);
  jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
#else
  void *h = dlopen(lib, RTLD_LAZY);
  char msg[1024];
  if (!h && !strstr(lib, ".so")) {
    snprintf(msg, sizeof msg, "%s.so", lib);
    h = dlopen(msg, RTLD_LAZY);
  }
  if (!h) {
    snprintf(msg, sizeof msg, "could not load library \"%s\"\n%s", lib, dlerror());
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  void *f = dlsym(h, name);
  if (!f) {
    snprintf(msg, sizeof msg, "could not load symbol \"%s\":\n%s", name, dlerror());
    jlrt_raise(JLRT_ERROR_EXCEPTION, msg, NULL, NULL, 0);
  }
  return f;
#endif
}
