/* os.c — the process's environment, the clock, and making directories:
 * what base/os.jl asks of the operating system. */
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
