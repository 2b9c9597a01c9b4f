/* timeit — run a command once and print "WALL CPU" in seconds, where CPU is
 * the user + system time of the command alone (from wait4's rusage), which a
 * busy machine disturbs far less than wall time.  The command's stdin and
 * stdout are /dev/null; its stderr is inherited.  Exit status: the
 * command's (128 + signal if it was killed, 127 if it could not be run).
 * Built and used by bench/run.sh:  timeit PROGRAM [ARG...] */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6; }

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs("usage: timeit PROGRAM [ARG...]\n", stderr);
    return 2;
  }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid < 0) { perror("timeit: fork"); return 127; }
  if (pid == 0) {
    int null = open("/dev/null", O_RDWR);
    if (null >= 0) { dup2(null, 0); dup2(null, 1); }
    execvp(argv[1], argv + 1);
    perror("timeit: exec");
    _exit(127);
  }
  int status;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno == EINTR) continue;
    perror("timeit: wait4");
    return 127;
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  double cpu = seconds(ru.ru_utime) + seconds(ru.ru_stime);
  printf("%.6f %.6f\n", wall, cpu);
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 128 + WTERMSIG(status);
}
