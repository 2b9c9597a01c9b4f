/* io.c — output to stdout, stderr, files and IOBuffer, buffered; flushed at exit.
 * (Opening files and reading are in file.c.) */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "float_print.h"
#include "internal.h"

static char stdout_buf[1 << 16];
static char stderr_buf[1 << 12];
static jlrt_io out_stream = {.fd = 1, .writable = true, .buf = stdout_buf, .cap = sizeof stdout_buf};
static jlrt_io err_stream = {.fd = 2, .writable = true, .buf = stderr_buf, .cap = sizeof stderr_buf};
jlrt_io *jlrt_open_files;

void *jlrt_stdout(void) { return &out_stream; }
void *jlrt_stderr(void) { return &err_stream; }

/* Julia's IOError text is libuv's: "no such file or directory (ENOENT)".
 * The length of the text written to buf. (The table holds its strings, not
 * pointers, which would each need a relocation in every program.) */
int jlrt_uv_text(int errnum, char *buf, size_t size) {
  static const struct { int code; char name[13], msg[36]; } table[] = {
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
    {EPIPE, "EPIPE", "broken pipe"},
    {ENOSPC, "ENOSPC", "no space left on device"},
    {EIO, "EIO", "i/o error"},
    {EBADF, "EBADF", "bad file descriptor"},
    {EAGAIN, "EAGAIN", "resource temporarily unavailable"},
    {EFBIG, "EFBIG", "file too large"},
    {ECONNRESET, "ECONNRESET", "connection reset by peer"},
    {EINVAL, "EINVAL", "invalid argument"},
  };
  int n = -1;
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
    if (table[i].code == errnum) n = snprintf(buf, size, "%s (%s)", table[i].msg, table[i].name);
  if (n < 0) n = snprintf(buf, size, "Unknown system error %d (Unknown system error %d)", -errnum, -errnum);
  return n < (int)size ? n : (int)size - 1;
}

/* The buffered bytes are dropped even when writing them fails. The error
 * returned is that of this write or of an earlier one deferred (below). */
int jlrt_io_flush(jlrt_io *io) {
  size_t off = 0;
  int err = 0;
  while (off < io->len && !err) {
    ssize_t n = write(io->fd, io->buf + off, io->len - off);
    if (n > 0) off += (size_t)n;
    else if (n == 0 || errno != EINTR) err = n ? errno : EIO;
  }
  io->len = 0;
  if (!err) err = io->deferred_err;
  io->deferred_err = 0;
  return err;
}

/* A flush the program did not ask for, on the way to something else
 * (writing to stderr, reading stdin): a failure waits for the stream's
 * next flush to be reported, rather than interrupting that. */
void jlrt_io_flush_deferred(jlrt_io *io) {
  int err = jlrt_io_flush(io);
  if (err && !io->deferred_err) io->deferred_err = err;
}

/* Julia's stdout is a libuv stream when it is a pipe, a socket or a
 * terminal, and a failed write to it an IOError worded as libuv's ("write:
 * broken pipe (EPIPE)"); otherwise, as every file a program opens, it is an
 * IOStream, whose failures are SystemErrors ("flush: No space left on
 * device"). */
static bool is_uv_stream(int fd) {
  struct stat st;
  return fd == 1 && (isatty(fd) || (fstat(fd, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))));
}

/* Flush io, raising the error of a failed write: what names the operation
 * of a SystemError. A failure on stderr is not reported: that is where
 * reports go. */
/* A failed write's error (none for stderr, whose failures Julia ignores) */
static void raise_write_error(jlrt_io *io, int err, const char *what) {
  if (!err || io->fd == 2) return;
  if (is_uv_stream(io->fd)) jlrt_raise(JLRT_IO_ERROR, "write", NULL, NULL, err);
  jlrt_raise(JLRT_SYSTEM_ERROR, what, NULL, NULL, err);
}

static void flush_checked(jlrt_io *io, const char *what) { raise_write_error(io, jlrt_io_flush(io), what); }

void jlrt_flush(void *h) {
  jlrt_io *io = h;
  if (io->fd >= 0) flush_checked(io, "flush");
}

/* Julia closes its streams at exit, reporting a failure to write what they
 * still buffer (a full disk, a reader gone): so does the program, which
 * then exits with status 1. These reports cannot be caught: the program
 * has ended. False if anything failed. */
static bool flushed_at_exit(jlrt_io *io) {
  int err = jlrt_io_flush(io);
  if (!err) return true;
  bool uv = is_uv_stream(io->fd);
  jlrt_report_error(uv ? JLRT_IO_ERROR : JLRT_SYSTEM_ERROR, uv ? "write" : "close", NULL, NULL, err);
  return false;
}

bool jlrt_close_at_exit(void) {
  bool ok = true;
  for (jlrt_io *f = jlrt_open_files; f; f = f->next_open) ok &= flushed_at_exit(f);
  ok &= flushed_at_exit(&out_stream);
  jlrt_io_flush(&err_stream);
  return ok;
}

/* For a fatal signal's report: no error is reported any more. */
void jlrt_flush_all(void) {
  for (jlrt_io *f = jlrt_open_files; f; f = f->next_open) jlrt_io_flush(f);
  jlrt_io_flush(&out_stream);
  jlrt_io_flush(&err_stream);
}

/* An IOBuffer writes at its position, over what is there and on past the end. */
static void buffer_write(jlrt_io *io, const char *p, size_t n) {
  size_t end = io->rpos + n;
  if (end > io->cap) io->grow(io, end);
  memcpy(io->buf + io->rpos, p, n);
  io->rpos = end;
  if (end > io->len) io->len = end;
  io->rbuf = io->buf;
  io->rlen = io->len;
}

/* bytes written to stderr so far: Test's @test_nowarn compares them */
static int64_t stderr_bytes;
int64_t jlrt_stderr_bytes(void) { return stderr_bytes; }

/* Test's @test_warn: while set, what the program writes to stderr goes to
 * this IOBuffer instead (its caller keeps the buffer alive) */
static jlrt_io *stderr_capture;
void *jlrt_stderr_capture(void *buffer) {
  void *previous = stderr_capture;
  stderr_capture = buffer;
  return previous;
}

void jlrt_io_write(jlrt_io *io, const char *p, size_t n) {
  if (!io->writable)
    jlrt_raise(JLRT_ARGUMENT_ERROR, io->is_buffer ? "ensureroom failed, IOBuffer is not writeable" : "write failed, IOStream is not writeable",
               NULL, NULL, 0);
  if (n == 0) return;                     /* a fresh IOBuffer has no buffer yet to memcpy into */
  if (io->is_buffer) {
    buffer_write(io, p, n);
    return;
  }
  if (io->fd == 2 && stderr_capture) {
    buffer_write(stderr_capture, p, n);
    return;
  }
  if (io->fd == 2) {
    jlrt_io_flush_deferred(&out_stream);   /* keep stdout and stderr in order */
    stderr_bytes += n;
  }
  /* threads print to a stream one write at a time (an error is raised
   * once the stream is free again) */
  if (jlrt_threads_io_lock) jlrt_threads_io_lock();
  int err = 0;
  if (io->len + n > io->cap) err = jlrt_io_flush(io);
  if (!err && n > io->cap) {
    jlrt_io direct = {.fd = io->fd, .buf = (char *)p, .len = n, .cap = n};
    err = jlrt_io_flush(&direct);
  } else if (!err) {
    memcpy(io->buf + io->len, p, n);
    io->len += n;
  }
  if (jlrt_threads_io_unlock) jlrt_threads_io_unlock();
  raise_write_error(io, err, "flush");
}

void jlrt_write_string(void *io, jl_string_t *s) { jlrt_io_write(io, s->data, (size_t)s->len); }
/* the bytes s[off+1 : off+len]: printing a SubString */
void jlrt_write_substring(void *io, jl_string_t *s, int64_t off, int64_t len) {
  jlrt_io_write(io, s->data + off, (size_t)len);
}

void jlrt_write_symbol(void *io, const char *s) { jlrt_io_write(io, s, strlen(s)); }

/* Char holds its UTF-8 bytes left-aligned: write the non-zero leading bytes. */
void jlrt_write_char(void *h, uint32_t c) {
  jlrt_io *io = h;
  /* one ASCII byte into a buffer with room: the common case, stored
   * directly. An IOBuffer writes at its position (buffer_write's rule);
   * stderr goes the long way, which first flushes stdout; a closed file's
   * fd is -1. */
  if ((c & 0x00ffffff) == 0) {
    if (io->is_buffer) {
      if (io->writable && io->rpos < io->cap) {
        io->buf[io->rpos++] = (char)(c >> 24);
        if (io->rpos > io->len) io->len = io->rlen = io->rpos;
        return;
      }
    } else if (io->len < io->cap && (io->fd == 1 || io->fd > 2)) {
      io->buf[io->len++] = (char)(c >> 24);
      return;
    }
  }
  char b[4];
  int n = 0;
  b[n++] = (char)(c >> 24);
  for (int shift = 16; shift >= 0 && (c << (24 - shift)) != 0; shift -= 8) b[n++] = (char)(c >> shift);
  jlrt_io_write(io, b, (size_t)n);
}

void jlrt_write_uint64(void *io, uint64_t x) {
  char b[24];
  int i = 24;
  do { b[--i] = (char)('0' + x % 10); x /= 10; } while (x);
  jlrt_io_write(io, b + i, (size_t)(24 - i));
}

void jlrt_write_int64(void *io, int64_t x) {
  if (x < 0) {
    jlrt_io_write(io, "-", 1);
    jlrt_write_uint64(io, 0 - (uint64_t)x);
  } else {
    jlrt_write_uint64(io, (uint64_t)x);
  }
}

void jlrt_write_float64(void *io, double x, bool compact) {
  char b[40];
  int n = compact ? jlrt_format_float64_compact(x, b) : jlrt_format_float64(x, b);
  jlrt_io_write(io, b, (size_t)n);
}

/* Grow geometrically, so building a string of n bytes costs O(n). */
static void iobuffer_grow(jlrt_io *io, size_t need) {
  size_t cap = io->cap ? io->cap * 2 : 64;
  while (cap < need) cap *= 2;
  io->buf = jlrt_gc_grow_bytes(io->buf, io->len, cap);
  jlrt_gc_wb(io);
  io->cap = cap;
}

void jlrt_write_float32(void *io, float x, bool shown, bool typed, bool compact) {
  char b[40];
  int n = jlrt_format_float32_styled(x, b, shown, typed, compact);
  jlrt_io_write(io, b, (size_t)n);
}

void jlrt_write_float16(void *io, uint16_t bits, bool typed) {
  char b[40];
  int n = jlrt_format_float16(bits, b, typed);
  jlrt_io_write(io, b, (size_t)n);
}

void *jlrt_iobuffer_new(void) {
  jlrt_io *io = jlrt_alloc(sizeof *io);
  io->fd = -1;
  io->is_buffer = io->readable = io->writable = true;
  io->grow = iobuffer_grow;
  return io;
}

/* IOBuffer(s) or IOBuffer(v): reading the bytes in place, never writing them */
static jlrt_io *iobuffer_over(char *p, size_t n) {
  jlrt_io *io = jlrt_alloc(sizeof *io);
  io->fd = -1;
  io->is_buffer = io->readable = true;
  io->buf = io->rbuf = p;
  io->len = io->rlen = io->cap = n;
  return io;
}

/* s[off+1 : off+len], a String or the bytes of a SubString */
void *jlrt_iobuffer_from_string(jl_string_t *s, int64_t off, int64_t len) { return iobuffer_over(s->data + off, (size_t)len); }
void *jlrt_iobuffer_from_bytes(jl_array_t *a) { return iobuffer_over(a->data, (size_t)a->length); }

/* take! hands over everything written and empties a buffer that can be
 * written (a read-only one keeps its bytes and position, as in Julia). */
static void iobuffer_taken(jlrt_io *io) {
  if (io->writable) io->len = io->rlen = io->rpos = 0;
}

jl_string_t *jlrt_iobuffer_take_string(void *h) {
  jlrt_io *io = h;
  jl_string_t *s = jlrt_string_new(io->buf, (int64_t)io->len);
  iobuffer_taken(io);
  return s;
}

jl_array_t *jlrt_iobuffer_take(void *h) {
  jlrt_io *io = h;
  jl_array_t *a = jlrt_byte_array_unzeroed((int64_t)io->len);
  if (io->len) memcpy(a->data, io->buf, io->len);
  iobuffer_taken(io);
  return a;
}

/* write(io, v::Vector{UInt8}) */
void jlrt_write_bytes(void *io, jl_array_t *a) { jlrt_io_write(io, a->data, (size_t)a->length); }
/* write(io, view(v, i:j)): the n bytes after the first off */
void jlrt_write_bytes_range(void *io, jl_array_t *a, int64_t off, int64_t n) { jlrt_io_write(io, (char *)a->data + off, (size_t)n); }
