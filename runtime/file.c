/* file.c — files: opening and closing, reading (files and stdin), and the
 * file system calls Base needs (isfile, rm, ...). Writing goes through io.c
 * like any stream. Failures return an errno for Base to turn into Julia's
 * SystemError or IOError. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "internal.h"

#define FILE_BUF_SIZE (64 * 1024)

static jlrt_io stdin_stream = {.fd = 0, .readable = true};

void *jlrt_stdin(void) { return &stdin_stream; }

/* Modes in the order Base numbers them: "r" "r+" "w" "w+" "a" "a+". */
void *jlrt_file_open(jl_string_t *path, int64_t mode) {
  static const int flags[] = {
    O_RDONLY, O_RDWR,
    O_WRONLY | O_CREAT | O_TRUNC, O_RDWR | O_CREAT | O_TRUNC,
    O_WRONLY | O_CREAT | O_APPEND, O_RDWR | O_CREAT | O_APPEND,
  };
  int fd = open(path->data, flags[mode] | O_CLOEXEC, 0666);
  if (fd < 0) return NULL;
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) && (flags[mode] & O_ACCMODE) == O_RDONLY) {
    /* open(2) lets a directory be opened for reading; Julia's open does not */
    close(fd);
    errno = EISDIR;
    return NULL;
  }
  jlrt_io *io = jlrt_alloc(sizeof *io);
  io->fd = fd;
  io->readable = mode != 2 && mode != 4;
  io->writable = mode != 0;
  if (io->writable) {
    io->buf = jlrt_alloc_atomic(FILE_BUF_SIZE);
    io->cap = FILE_BUF_SIZE;
  }
  io->next_open = jlrt_open_files;
  jlrt_open_files = io;
  return io;
}

int32_t jlrt_errno(void) { return errno; }

jl_string_t *jlrt_strerror(int32_t errnum) {
  const char *s = strerror(errnum);
  return jlrt_string_new(s, (int64_t)strlen(s));
}

void jlrt_file_close(void *h) {
  jlrt_io *io = h;
  if (io->fd < 0) return;                 /* closing twice is allowed, as in Julia */
  int err = jlrt_io_flush(io);
  if (close(io->fd) != 0 && !err) err = errno;
  io->fd = -1;
  io->readable = io->writable = false;
  for (jlrt_io **p = &jlrt_open_files; *p; p = &(*p)->next_open)
    if (*p == io) { *p = io->next_open; break; }
  io->next_open = NULL;
  if (err) jlrt_raise(JLRT_SYSTEM_ERROR, "close", NULL, NULL, err);
}

bool jlrt_isopen(void *h) { return ((jlrt_io *)h)->fd >= 0; }

/* ---- reading ---- */

/* Refill the input buffer; false at end of file (or on an error, as Julia's
 * IOStream reads report no more data). Reading stdin first flushes stdout,
 * so a prompt appears before the program waits. */
static bool refill(jlrt_io *io) {
  if (!io->readable) return false;
  if (!io->rbuf) io->rbuf = jlrt_alloc_atomic(FILE_BUF_SIZE);
  if (io->fd == 0) jlrt_io_flush(jlrt_stdout());
  if (io->writable) jlrt_io_flush(io);    /* "r+"/"w+": reads see earlier writes */
  ssize_t n;
  do n = read(io->fd, io->rbuf, FILE_BUF_SIZE); while (n < 0 && errno == EINTR);
  io->rpos = 0;
  io->rlen = n > 0 ? (size_t)n : 0;
  return n > 0;
}

bool jlrt_eof(void *h) {
  jlrt_io *io = h;
  return io->rpos == io->rlen && !refill(io);
}

/* The next byte (-1 at end of file), taken or left to be read again. */
int32_t jlrt_read_byte(void *h) {
  jlrt_io *io = h;
  return jlrt_eof(io) ? -1 : (unsigned char)io->rbuf[io->rpos++];
}

int32_t jlrt_peek_byte(void *h) {
  jlrt_io *io = h;
  return jlrt_eof(io) ? -1 : (unsigned char)io->rbuf[io->rpos];
}

/* Bytes gathered across refills, in a malloc'd buffer freed once the String is made. */
typedef struct { char *p; size_t len, cap; } Bytes;

static void bytes_add(Bytes *b, const char *p, size_t n) {
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 256;
    while (cap < b->len + n) cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
    b->p = q;
    b->cap = cap;
  }
  memcpy(b->p + b->len, p, n);
  b->len += n;
}

static jl_string_t *bytes_to_string(Bytes *b) {
  jl_string_t *s = jlrt_string_new(b->p ? b->p : "", (int64_t)b->len);
  free(b->p);
  return s;
}

/* One line without its "\n" or "\r\n" (readline's keep=false); "" at end of
 * file. A line lying within the buffer is made into a String without a copy. */
jl_string_t *jlrt_read_line(void *h) {
  jlrt_io *io = h;
  Bytes b = {0};
  while (io->rpos < io->rlen || refill(io)) {
    char *start = io->rbuf + io->rpos;
    size_t avail = io->rlen - io->rpos;
    char *nl = memchr(start, '\n', avail);
    if (!nl) {
      bytes_add(&b, start, avail);
      io->rpos = io->rlen;
      continue;
    }
    size_t take = (size_t)(nl - start);
    io->rpos += take + 1;
    if (!b.len) {
      if (take && start[take - 1] == '\r') take--;
      return jlrt_string_new(start, (int64_t)take);
    }
    bytes_add(&b, start, take);
    if (b.p[b.len - 1] == '\r') b.len--;
    break;
  }
  return bytes_to_string(&b);
}

/* Everything up to end of file. */
jl_string_t *jlrt_read_all(void *h) {
  jlrt_io *io = h;
  Bytes b = {0};
  while (io->rpos < io->rlen || refill(io)) {
    bytes_add(&b, io->rbuf + io->rpos, io->rlen - io->rpos);
    io->rpos = io->rlen;
  }
  return bytes_to_string(&b);
}

/* ---- the file system ---- */

static int stat_mode(jl_string_t *path) {
  struct stat st;
  return stat(path->data, &st) == 0 ? (int)st.st_mode : 0;
}

bool jlrt_isfile(jl_string_t *path) { return S_ISREG(stat_mode(path)); }
bool jlrt_isdir(jl_string_t *path) { return S_ISDIR(stat_mode(path)); }

int64_t jlrt_filesize(jl_string_t *path) {
  struct stat st;
  return stat(path->data, &st) == 0 ? (int64_t)st.st_size : 0;
}

/* 0 or the errno of the failure */
int32_t jlrt_unlink(jl_string_t *path) { return unlink(path->data) == 0 ? 0 : errno; }
int32_t jlrt_rmdir(jl_string_t *path) { return rmdir(path->data) == 0 ? 0 : errno; }

/* Julia's IOError text is libuv's: "no such file or directory (ENOENT)". */
jl_string_t *jlrt_uv_strerror(int32_t errnum) {
  static const struct { int code; const char *name, *msg; } table[] = {
    {ENOENT, "ENOENT", "no such file or directory"},
    {EACCES, "EACCES", "permission denied"},
    {EPERM, "EPERM", "operation not permitted"},
    {EEXIST, "EEXIST", "file already exists"},
    {EISDIR, "EISDIR", "illegal operation on a directory"},
    {ENOTDIR, "ENOTDIR", "not a directory"},
    {ENOTEMPTY, "ENOTEMPTY", "directory not empty"},
    {EBUSY, "EBUSY", "resource busy or locked"},
    {EROFS, "EROFS", "read-only file system"},
    {ENAMETOOLONG, "ENAMETOOLONG", "name too long"},
    {ELOOP, "ELOOP", "too many symbolic links encountered"},
  };
  char buf[96];
  int n = -1;
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (table[i].code == errnum) n = snprintf(buf, sizeof buf, "%s (%s)", table[i].msg, table[i].name);
  if (n < 0) n = snprintf(buf, sizeof buf, "Unknown system error %d (Unknown system error %d)", -errnum, -errnum);
  return jlrt_string_new(buf, n);
}
