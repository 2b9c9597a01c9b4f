/* file.c — files: opening and closing, reading (files and stdin), and the
 * file system calls Base needs (isfile, rm, ...). Writing goes through io.c
 * like any stream. Failures return an errno for Base to turn into Julia's
 * SystemError or IOError. */
#define _GNU_SOURCE     /* nftw */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#ifndef __wasm__
#include <pwd.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef __wasm__
#include <sys/random.h>
#endif
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
  if (flags[mode] & O_APPEND) lseek(fd, 0, SEEK_END);   /* position() starts at the end, as Julia's open seeks there */
  jlrt_io *io = jlrt_alloc(sizeof *io);
  JLRT_KEEP(io);
  io->fd = fd;
  io->readable = mode != 2 && mode != 4;
  io->writable = mode != 0;
  if (io->writable) {
    io->buf = jlrt_alloc_atomic(FILE_BUF_SIZE);
    jlrt_gc_wb(io);           /* (the allocation may have collected, io surviving) */
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
  if (io->is_buffer) {                    /* a closed IOBuffer is empty and can be neither read nor written */
    io->readable = io->writable = false;
    io->len = io->rlen = io->rpos = 0;
    return;
  }
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

bool jlrt_isreadable(void *h) { return ((jlrt_io *)h)->readable; }
bool jlrt_iswritable(void *h) { return ((jlrt_io *)h)->writable; }

bool jlrt_isopen(void *h) {
  jlrt_io *io = h;
  return io->is_buffer ? io->readable || io->writable : io->fd >= 0;
}

/* ---- reading ---- */

/* Refill the input buffer; false at end of file (or on an error, as Julia's
 * IOStream reads report no more data). Reading stdin first flushes stdout,
 * so a prompt appears before the program waits. */
static bool refill(jlrt_io *io) {
  if (!io->readable || io->is_buffer) return false;   /* a buffer's bytes are all there already */
  if (!io->rbuf) {
    io->rbuf = jlrt_alloc_atomic(FILE_BUF_SIZE);
    jlrt_gc_wb(io);
  }
  if (io->fd == 0) jlrt_io_flush_deferred(jlrt_stdout());
  if (io->writable) jlrt_io_flush_deferred(io);    /* "r+"/"w+": reads see earlier writes */
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

/* Reading bytes from a closed IOBuffer is an error, as in Julia (a file's
 * reads, and an IOBuffer's readline and readuntil, find the end instead). */
static void check_readable(jlrt_io *io) {
  if (io->is_buffer && !io->readable) jlrt_raise(JLRT_ARGUMENT_ERROR, "read failed, IOBuffer is not readable", NULL, NULL, 0);
}

/* The next byte (-1 at end of file), taken or left to be read again. */
int32_t jlrt_read_byte(void *h) {
  jlrt_io *io = h;
  check_readable(io);
  return jlrt_eof(io) ? -1 : (unsigned char)io->rbuf[io->rpos++];
}

int32_t jlrt_peek_byte(void *h) {
  jlrt_io *io = h;
  check_readable(io);
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

/* What readuntil does with the delimiter it finds: drops it, keeps it, or
 * (readline) drops a "\n" and a "\r" before it. */
enum { UNTIL_DROP, UNTIL_KEEP, UNTIL_CHOMP };

/* The length of the result of n bytes read up to delim (found: they end with it). */
static size_t until_length(const char *p, size_t n, bool found, size_t dlen, int32_t mode) {
  if (!found || mode == UNTIL_KEEP) return n;
  n -= dlen;
  if (mode == UNTIL_CHOMP && n && p[n - 1] == '\r') n--;
  return n;
}

/* readuntil(io, delim) and readline: the bytes up to the first delim, or to
 * end of file. A result lying within the buffer is made into a String
 * straight from it; one across refills is gathered first. Each search stops
 * at delim's last byte and checks for the rest before it. */
jl_string_t *jlrt_read_until(void *h, jl_string_t *delim, int32_t mode) {
  jlrt_io *io = h;
  size_t dlen = (size_t)delim->len;
  char last = delim->data[dlen - 1];
  Bytes b = {0};
  while (io->rpos < io->rlen || refill(io)) {
    char *start = io->rbuf + io->rpos;
    size_t avail = io->rlen - io->rpos;
    char *hit = memchr(start, last, avail);
    size_t take = hit ? (size_t)(hit - start) + 1 : avail;
    io->rpos += take;
    if (!b.len && take >= dlen && hit && !memcmp(hit + 1 - dlen, delim->data, dlen))
      return jlrt_string_new(start, (int64_t)until_length(start, take, true, dlen, mode));
    bytes_add(&b, start, take);
    if (hit && b.len >= dlen && !memcmp(b.p + b.len - dlen, delim->data, dlen)) {
      b.len = until_length(b.p, b.len, true, dlen, mode);
      break;
    }
  }
  return bytes_to_string(&b);
}

/* Up to max bytes, fewer at end of file. */
static Bytes read_upto(jlrt_io *io, size_t max) {
  check_readable(io);
  Bytes b = {0};
  while (b.len < max && (io->rpos < io->rlen || refill(io))) {
    size_t n = io->rlen - io->rpos;
    if (n > max - b.len) n = max - b.len;
    bytes_add(&b, io->rbuf + io->rpos, n);
    io->rpos += n;
  }
  return b;
}

/* read(io, String): everything up to end of file. The rest of a regular
 * file opened for reading only is known (fstat), so it is read straight
 * into the String; a file that grew meanwhile has the rest gathered after
 * it, one that shrank gives a shorter String. Other streams are gathered
 * as they come. */
jl_string_t *jlrt_read_all(void *h) {
  jlrt_io *io = h;
  check_readable(io);
  struct stat st;
  off_t at;
  if (io->is_buffer || io->writable || io->fd == 0 || fstat(io->fd, &st) != 0 || !S_ISREG(st.st_mode) ||
      (at = lseek(io->fd, 0, SEEK_CUR)) < 0 || st.st_size <= at) {
    Bytes b = read_upto(io, SIZE_MAX);
    return bytes_to_string(&b);
  }
  size_t held = io->rlen - io->rpos, want = held + (size_t)(st.st_size - at), got = held;
  jl_string_t *s = jlrt_string_alloc((int64_t)want);
  jlrt_prefault(s->data, want);
  if (held) memcpy(s->data, io->rbuf + io->rpos, held);
  io->rpos = io->rlen;
  while (got < want) {
    ssize_t n = read(io->fd, s->data + got, want - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += (size_t)n;
  }
  if (got < want) {
    s->len = (int64_t)got;
    s->data[got] = 0;
  } else if (refill(io)) {
    Bytes b = {0};
    bytes_add(&b, s->data, got);
    Bytes more = read_upto(io, SIZE_MAX);
    bytes_add(&b, more.p, more.len);
    free(more.p);
    return bytes_to_string(&b);
  }
  return s;
}

/* read(io, n) and read(io): a Vector{UInt8} of up to n bytes (n >= 0) */
jl_array_t *jlrt_read_bytes(void *h, int64_t n) {
  Bytes b = read_upto(h, (size_t)n);
  jl_array_t *a = jlrt_byte_array_unzeroed((int64_t)b.len);
  if (b.len) memcpy(a->data, b.p, b.len);
  free(b.p);
  return a;
}

/* bytes that can be read without waiting: all that is left of an IOBuffer,
 * what a file has buffered */
int64_t jlrt_bytesavailable(void *h) {
  jlrt_io *io = h;
  return (int64_t)(io->rlen - io->rpos);
}

/* filesize(io): an IOBuffer's bytes, a file's size with what it has
 * written so far; -1 with errno set on failure */
int64_t jlrt_stream_size(void *h) {
  jlrt_io *io = h;
  if (io->is_buffer) return (int64_t)io->len;
  struct stat st;
  int err = io->len ? jlrt_io_flush(io) : 0;
  if (err) { errno = err; return -1; }
  return fstat(io->fd, &st) == 0 ? (int64_t)st.st_size : -1;
}

/* ---- positions ---- */

/* position(io), or -1 with errno set (a pipe has none) */
int64_t jlrt_position(void *h) {
  jlrt_io *io = h;
  if (io->is_buffer) return (int64_t)io->rpos;
  off_t at = lseek(io->fd, 0, SEEK_CUR);
  return at < 0 ? -1 : (int64_t)at + (int64_t)io->len - (int64_t)(io->rlen - io->rpos);
}

/* seek (whence SEEK_SET), skip (SEEK_CUR) and seekend (SEEK_END, off 0):
 * 0, or the errno of the failure. An IOBuffer stays within its bytes, as
 * Julia's clamps; a file flushes what it has written and drops what it has
 * read ahead. */
int32_t jlrt_seek(void *h, int64_t off, int32_t whence) {
  jlrt_io *io = h;
  if (io->is_buffer) {
    int64_t from = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (int64_t)io->rpos : (int64_t)io->len;
    int64_t to = off > (int64_t)io->len - from ? (int64_t)io->len : from + off;   /* (no overflow) */
    io->rpos = to < 0 ? 0 : (size_t)to;
    return 0;
  }
  int err = io->len ? jlrt_io_flush(io) : 0;
  if (err) return err;
  if (whence == SEEK_CUR) off -= (int64_t)(io->rlen - io->rpos);
  if (lseek(io->fd, (off_t)off, whence) < 0) return errno;
  io->rpos = io->rlen = 0;
  return 0;
}

/* truncate(io, n): 0, or the errno of the failure (Base has checked n >= 0
 * and that an IOBuffer can be written). An IOBuffer grows with zeros. */
int32_t jlrt_truncate(void *h, int64_t n) {
  jlrt_io *io = h;
  size_t size = (size_t)n;
  if (io->is_buffer) {
    if (size > io->cap) io->grow(io, size);
    if (size > io->len) memset(io->buf + io->len, 0, size - io->len);
    io->len = io->rlen = size;
    io->rbuf = io->buf;
    if (io->rpos > size) io->rpos = size;
    return 0;
  }
  int err = jlrt_seek(io, 0, SEEK_CUR);
  if (!err && ftruncate(io->fd, (off_t)n) != 0) err = errno;
  return err;
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

bool jlrt_ispath(jl_string_t *path) {
  struct stat st;
  return stat(path->data, &st) == 0;
}

bool jlrt_islink(jl_string_t *path) {
  struct stat st;
  return lstat(path->data, &st) == 0 && S_ISLNK(st.st_mode);
}

/* do both name one file (or directory)? */
bool jlrt_samefile(jl_string_t *a, jl_string_t *b) {
  struct stat sa, sb;
  return stat(a->data, &sa) == 0 && stat(b->data, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

int32_t jlrt_rename(jl_string_t *from, jl_string_t *to) { return rename(from->data, to->data) == 0 ? 0 : errno; }
int32_t jlrt_chdir(jl_string_t *path) { return chdir(path->data) == 0 ? 0 : errno; }

/* pwd(): "" on failure, with errno set (a working directory is never "") */
jl_string_t *jlrt_getcwd(void) {
  char *p = getcwd(NULL, 0);
  jl_string_t *s = jlrt_cstring(p);
  free(p);
  return s;
}

/* $HOME, else the password database's, as libuv's uv_os_homedir */
jl_string_t *jlrt_homedir(void) {
  const char *h = getenv("HOME");
#ifdef __wasm__
  if (!h || !*h) h = "/";       /* (WASI has no users) */
#else
  if (!h || !*h) {
    struct passwd *pw = getpwuid(getuid());
    h = pw ? pw->pw_dir : "/";
  }
#endif
  return jlrt_cstring(h);
}

/* readdir: the names in path but . and .., pushed onto names in the
 * system's order (Base sorts them); 0 or the errno of the failure. */
int32_t jlrt_readdir(jl_string_t *path, jl_array_t *names) {
  DIR *d = opendir(path->data);
  if (!d) return errno;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    jl_string_t *name = jlrt_cstring(e->d_name);
    jlrt_array_resize(names, names->length + 1, &jlrt_layout_pointers);
    ((jl_string_t **)names->data)[names->length - 1] = name;
    jlrt_gc_wb((jl_string_t **)names->data + names->length - 1);
  }
  closedir(d);
  return 0;
}

/* n random letters and digits, for tempname */
jl_string_t *jlrt_random_name(int64_t n) {
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  unsigned char r[64];
  if (n > (int64_t)sizeof r) n = sizeof r;
#ifdef __wasm__
  if (getentropy(r, (size_t)n) != 0)
#else
  if (getrandom(r, (size_t)n, 0) != (ssize_t)n)
#endif
    for (int64_t i = 0; i < n; i++) r[i] = (unsigned char)(rand() ^ getpid() ^ (int)i);
  char b[64];
  for (int64_t i = 0; i < n; i++) b[i] = letters[r[i] % (sizeof letters - 1)];
  return jlrt_string_new(b, n);
}

/* mktemp and mktempdir: the template's XXXXXX filled in with the file or
 * directory made there; "" on failure, with errno set */
jl_string_t *jlrt_mktemp(jl_string_t *template, bool dir) {
  jl_string_t *path = jlrt_string_new(template->data, template->len);
#ifdef __wasm__
  (void)path, (void)dir;
  errno = ENOTSUP;              /* (not in wasi-libc) */
  return jlrt_cstring(NULL);
#else
  if (dir) return mkdtemp(path->data) ? path : jlrt_cstring(NULL);
  int fd = mkstemp(path->data);
  if (fd < 0) return jlrt_cstring(NULL);
  close(fd);
  return path;
#endif
}

/* ---- file descriptors, for cp and touch (Base's Filesystem.open): the
 * fd or minus the errno ---- */

int32_t jlrt_fd_open(jl_string_t *path, int32_t flags, int32_t mode) {
  int fd = open(path->data, flags | O_CLOEXEC, (mode_t)mode);
  return fd < 0 ? -errno : fd;
}

void jlrt_fd_close(int32_t fd) { close(fd); }

/* the st_mode of an open file, as Julia's filemode */
int64_t jlrt_fd_mode(int32_t fd) {
  struct stat st;
  return fstat(fd, &st) == 0 ? (int64_t)st.st_mode : 0;
}

/* the modification time set to now: 0 or the errno */
int32_t jlrt_fd_touch(int32_t fd) { return futimens(fd, NULL) == 0 ? 0 : errno; }

/* all of from into to: 0 or the errno */
int32_t jlrt_fd_copy(int32_t from, int32_t to) {
  char buf[FILE_BUF_SIZE];
  for (;;) {
    ssize_t n = read(from, buf, sizeof buf);
    if (n == 0) return 0;
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    jlrt_io out = {.fd = to, .buf = buf, .len = (size_t)n, .cap = (size_t)n};
    int err = jlrt_io_flush(&out);
    if (err) return err;
  }
}

/* ---- temporary files, removed at exit as Julia's cleanup=true does ---- */

static char **temp_paths;
static size_t temp_count;

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  remove(path);
  return 0;
}

static void temp_cleanup(void) {
  for (size_t i = 0; i < temp_count; i++) nftw(temp_paths[i], remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

void jlrt_temp_cleanup_later(jl_string_t *path) {
  char **p = realloc(temp_paths, (temp_count + 1) * sizeof *p);
  char *copy = strdup(path->data);
  if (!p || !copy) jlrt_raise(JLRT_OUT_OF_MEMORY_ERROR, NULL, NULL, NULL, 0);
  if (!temp_count) atexit(temp_cleanup);
  temp_paths = p;
  temp_paths[temp_count++] = copy;
}

jl_string_t *jlrt_uv_strerror(int32_t errnum) {
  char buf[96];
  int n = jlrt_uv_text(errnum, buf, sizeof buf);
  return jlrt_string_new(buf, n);
}
