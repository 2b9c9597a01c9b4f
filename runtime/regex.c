/* regex.c — Regex over PCRE2 (8-bit code units): what base/regex.jl calls by
 * ccall. A program that calls none of these links neither this file nor
 * libpcre2-8 (src/link.c adds -lpcre2-8 when it sees a jlrt_pcre_ call).
 *
 * Memory: PCRE2 allocates through a general context whose functions take
 * from the collected heap (scanned, since a match data block points to its
 * pattern and work frames). A Regex holds its compiled code and match data
 * in fields, which keep them alive; freeing is the collector's business. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <string.h>
#include "internal.h"

/* PCRE2 stores pointers to the blocks it allocates into blocks it made
 * before, which may be old by then (a match data's work frames, a JIT
 * stack): its blocks are born OLD, so that no such pointer needs a card
 * (see gc.c, generations). */
static void *gc_malloc(size_t n, void *data) { (void)data; return jlrt_alloc_old(n); }
static void gc_free(void *p, void *data) { (void)p; (void)data; }

/* made on first use; these statics are roots the collector scans */
static pcre2_general_context *general;
static pcre2_compile_context *compile_ctx;
static pcre2_match_context *match_ctx;
static char compile_error[256];

static void contexts(void) {
  if (general) return;
  general = pcre2_general_context_create(gc_malloc, gc_free, NULL);
  compile_ctx = pcre2_compile_context_create(general);
  match_ctx = pcre2_match_context_create(general);
  /* JIT code recurses on a stack of its own: as Julia's, 32 KB growing to
   * 1 MB, so a pattern that backtracks deeply matches as the interpreter would */
  pcre2_jit_stack *stack = pcre2_jit_stack_create(32 * 1024, 1024 * 1024, general);
  if (stack) pcre2_jit_stack_assign(match_ctx, NULL, stack);
}

/* The compiled pattern, or NULL with jlrt_pcre_compile_error's message. */
void *jlrt_pcre_compile(jl_string_t *pattern, uint32_t options) {
  contexts();
  int err;
  PCRE2_SIZE offset;
  pcre2_code *code = pcre2_compile((PCRE2_SPTR)pattern->data, (PCRE2_SIZE)pattern->len, options, &err, &offset, compile_ctx);
  if (!code) {
    /* Julia's words: PCRE compilation error: <PCRE2's message> at offset N */
    char msg[200];
    pcre2_get_error_message(err, (PCRE2_UCHAR *)msg, sizeof msg);
    snprintf(compile_error, sizeof compile_error, "PCRE compilation error: %s at offset %zu", msg, (size_t)offset);
    return NULL;
  }
  /* Compiled to machine code, as Julia does. Not only faster: the
   * interpreter checks the UTF-8 of the whole rest of the subject on every
   * call of a pattern made with PCRE2_MATCH_INVALID_UTF, which makes a loop
   * over the matches quadratic; JIT code checks only what it reads. Where
   * there is no JIT (or it fails), pcre2_match interprets. */
  pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
  return code;
}
jl_string_t *jlrt_pcre_compile_error(void) { return jlrt_string_new(compile_error, (int64_t)strlen(compile_error)); }

void *jlrt_pcre_match_data(void *code) { return pcre2_match_data_create_from_pattern(code, general); }

/* Match against the len bytes of s from byte off (a SubString's view), the
 * search starting at byte start of that view: the number of pairs set in
 * the match data's offsets, 0 for no match, or PCRE2's (negative) error. */
int64_t jlrt_pcre_exec(void *code, jl_string_t *s, int64_t off, int64_t len, int64_t start, uint32_t options, void *md) {
  int rc = pcre2_match(code, (PCRE2_SPTR)s->data + off, (PCRE2_SIZE)len, (PCRE2_SIZE)start, options, md, match_ctx);
  jlrt_gc_wb_range(md, pcre2_get_match_data_size(md));   /* it points into s now */
  return rc == PCRE2_ERROR_NOMATCH ? 0 : rc;
}
jl_string_t *jlrt_pcre_error_message(int64_t err) {
  char msg[200];
  pcre2_get_error_message((int)err, (PCRE2_UCHAR *)msg, sizeof msg);
  return jlrt_string_new(msg, (int64_t)strlen(msg));
}

/* Offset i of the last match (2k and 2k+1 bound group k), -1 when unset. */
int64_t jlrt_pcre_ovector(void *md, int64_t i) {
  PCRE2_SIZE v = pcre2_get_ovector_pointer(md)[i];
  return v == PCRE2_UNSET ? -1 : (int64_t)v;
}

int64_t jlrt_pcre_capture_count(void *code) {
  uint32_t n = 0;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &n);
  return n;
}

/* the number of the group called name, or a negative number if none is */
int64_t jlrt_pcre_group_number(void *code, jl_string_t *name) {
  return pcre2_substring_number_from_name(code, (PCRE2_SPTR)name->data);
}

/* the name of group i, "" if it has none: PCRE2's name table holds entries
 * of a two-byte big-endian group number and the NUL-terminated name */
jl_string_t *jlrt_pcre_group_name(void *code, int64_t i) {
  uint32_t count = 0, size = 0;
  PCRE2_SPTR table = NULL;
  pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
  pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &size);
  pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
  for (uint32_t k = 0; k < count; k++) {
    PCRE2_SPTR e = table + (size_t)k * size;
    if ((e[0] << 8 | e[1]) == i) return jlrt_string_new((const char *)e + 2, (int64_t)strlen((const char *)e + 2));
  }
  return jlrt_string_new("", 0);
}

/* r"..." literals: one Regex object per literal, as Julia makes it once when
 * the macro expands; the compiler numbers the literals. The table is on the
 * collected heap, reached from a static: it keeps its Regex objects alive. */
static void **literals;
static int64_t literals_cap;

void *jlrt_pcre_literal(int64_t site) { return site < literals_cap ? literals[site] : NULL; }
void jlrt_pcre_literal_add(int64_t site, void *regex) {
  if (site >= literals_cap) {
    int64_t cap = literals_cap ? 2 * literals_cap : 16;
    while (cap <= site) cap *= 2;
    void **bigger = jlrt_alloc(sizeof(void *) * (size_t)cap);
    if (literals_cap) memcpy(bigger, literals, sizeof(void *) * (size_t)literals_cap);
    literals = bigger;
    literals_cap = cap;
  }
  literals[site] = regex;
  jlrt_gc_wb(&literals[site]);
}
