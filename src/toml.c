/* toml.c — the TOML reader toml.h describes: a recursive descent over the
 * file's text, building tables of values. */
#include <errno.h>
#include <setjmp.h>
#include "toml.h"

typedef struct Reader {
  const char *p;
  int line;
  const char *error;
  jmp_buf fail;
} Reader;

static void sb_putc(StrBuf *b, char c) { sb_putn(b, &c, 1); }

static __attribute__((noreturn)) void fail(Reader *r, const char *msg) {
  r->error = msg;
  longjmp(r->fail, 1);
}

static TomlValue *value_new(TomlKind kind) {
  TomlValue *v = NEW(TomlValue);
  v->kind = kind;
  return v;
}

static void push_item(TomlValue *v, const char *key, TomlValue *item) {
  if (v->n == v->cap) {
    int cap = v->cap ? v->cap * 2 : 8;
    const char **keys = NEW_ARRAY(const char *, cap);
    TomlValue **items = NEW_ARRAY(TomlValue *, cap);
    for (int i = 0; i < v->n; i++) { keys[i] = v->keys ? v->keys[i] : NULL; items[i] = v->items[i]; }
    v->keys = keys;
    v->items = items;
    v->cap = cap;
  }
  v->keys[v->n] = key;
  v->items[v->n++] = item;
}

static TomlValue *lookup(TomlValue *table, const char *key) {
  for (int i = 0; i < table->n; i++)
    if (!strcmp(table->keys[i], key)) return table->items[i];
  return NULL;
}

TomlValue *toml_get(TomlValue *table, const char *key) {
  TomlValue *v = table ? lookup(table, key) : NULL;
  return v && v->kind == TOML_TABLE ? v : NULL;
}

const char *toml_get_string(TomlValue *table, const char *key) {
  TomlValue *v = table ? lookup(table, key) : NULL;
  return v && v->kind == TOML_STRING ? v->str : NULL;
}

/* spaces and tabs; with newlines, also comments and line breaks */
static void skip_space(Reader *r, bool newlines) {
  for (;;) {
    if (*r->p == ' ' || *r->p == '\t' || *r->p == '\r') r->p++;
    else if (*r->p == '#') { while (*r->p && *r->p != '\n') r->p++; }
    else if (newlines && *r->p == '\n') { r->p++; r->line++; }
    else return;
  }
}

static void expect_line_end(Reader *r) {
  skip_space(r, false);
  if (*r->p && *r->p != '\n') fail(r, "expected the end of the line");
}

static const char *string_lit(Reader *r) {
  char quote = *r->p++;
  bool multi = r->p[0] == quote && r->p[1] == quote;
  if (multi) {
    r->p += 2;
    if (*r->p == '\n') { r->p++; r->line++; }     /* a newline right after the quotes is dropped */
  }
  StrBuf b = {0};
  for (;;) {
    char c = *r->p;
    if (!c) fail(r, "unterminated string");
    if (c == quote && (!multi || (r->p[1] == quote && r->p[2] == quote))) { r->p += multi ? 3 : 1; break; }
    if (c == '\n') {
      if (!multi) fail(r, "unterminated string");
      r->line++;
    }
    if (c == '\\' && quote == '"') {
      char e = *++r->p;
      r->p++;
      switch (e) {
      case 'n': sb_putc(&b, '\n'); break;
      case 't': sb_putc(&b, '\t'); break;
      case 'r': sb_putc(&b, '\r'); break;
      case '"': sb_putc(&b, '"'); break;
      case '\\': sb_putc(&b, '\\'); break;
      case 'u': case 'U': {
        int digits = e == 'u' ? 4 : 8;
        uint32_t cp = 0;
        for (int i = 0; i < digits; i++, r->p++) {
          char h = *r->p;
          int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
          if (d < 0) fail(r, "invalid \\u escape");
          cp = cp * 16 + (uint32_t)d;
        }
        if (cp < 0x80) sb_putc(&b, (char)cp);
        else if (cp < 0x800) { sb_putc(&b, (char)(0xC0 | cp >> 6)); sb_putc(&b, (char)(0x80 | (cp & 63))); }
        else if (cp < 0x10000) { sb_putc(&b, (char)(0xE0 | cp >> 12)); sb_putc(&b, (char)(0x80 | (cp >> 6 & 63))); sb_putc(&b, (char)(0x80 | (cp & 63))); }
        else { sb_putc(&b, (char)(0xF0 | cp >> 18)); sb_putc(&b, (char)(0x80 | (cp >> 12 & 63))); sb_putc(&b, (char)(0x80 | (cp >> 6 & 63))); sb_putc(&b, (char)(0x80 | (cp & 63))); }
        break;
      }
      default: fail(r, "invalid escape in a string");
      }
      continue;
    }
    sb_putc(&b, c);
    r->p++;
  }
  return arena_printf("%s", sb_str(&b));
}

static bool bare_key_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* one part of a key */
static const char *key_part(Reader *r) {
  skip_space(r, false);
  if (*r->p == '"' || *r->p == '\'') return string_lit(r);
  const char *start = r->p;
  while (bare_key_char(*r->p)) r->p++;
  if (r->p == start) fail(r, "expected a key");
  return arena_printf("%.*s", (int)(r->p - start), start);
}

/* the table a dotted key's leading parts name under t, made on demand */
static TomlValue *subtable(Reader *r, TomlValue *t, const char *key) {
  TomlValue *v = lookup(t, key);
  if (!v) { v = value_new(TOML_TABLE); push_item(t, key, v); }
  if (v->kind == TOML_ARRAY && v->n && v->items[v->n - 1]->kind == TOML_TABLE) return v->items[v->n - 1];
  if (v->kind != TOML_TABLE) fail(r, "a key is both a value and a table");
  return v;
}

static TomlValue *value(Reader *r);

/* key = value into table t */
static void key_value(Reader *r, TomlValue *t) {
  const char *key = key_part(r);
  skip_space(r, false);
  while (*r->p == '.') {
    r->p++;
    t = subtable(r, t, key);
    key = key_part(r);
    skip_space(r, false);
  }
  if (*r->p != '=') fail(r, "expected `=` after a key");
  r->p++;
  skip_space(r, false);
  if (lookup(t, key)) fail(r, "a key is defined twice");
  push_item(t, key, value(r));
}

static TomlValue *value(Reader *r) {
  char c = *r->p;
  if (c == '"' || c == '\'') {
    TomlValue *v = value_new(TOML_STRING);
    v->str = string_lit(r);
    return v;
  }
  if (c == '[') {
    r->p++;
    TomlValue *a = value_new(TOML_ARRAY);
    for (;;) {
      skip_space(r, true);
      if (*r->p == ']') { r->p++; return a; }
      push_item(a, "", value(r));
      skip_space(r, true);
      if (*r->p == ',') r->p++;
      else if (*r->p != ']') fail(r, "expected `,` or `]` in an array");
    }
  }
  if (c == '{') {
    r->p++;
    TomlValue *t = value_new(TOML_TABLE);
    t->defined = true;
    skip_space(r, false);
    if (*r->p == '}') { r->p++; return t; }
    for (;;) {
      key_value(r, t);
      skip_space(r, false);
      if (*r->p == '}') { r->p++; return t; }
      if (*r->p != ',') fail(r, "expected `,` or `}` in an inline table");
      r->p++;
    }
  }
  /* a number, a boolean, a date: its text up to a separator (a date and
   * time apart by a space is read as the date, then refused) */
  const char *start = r->p;
  while (*r->p && !strchr(" \t\r\n,]}#", *r->p)) r->p++;
  const char *end = r->p;
  if (end == start) fail(r, "expected a value");
  TomlValue *v = value_new(TOML_OTHER);
  v->str = arena_printf("%.*s", (int)(end - start), start);
  return v;
}

/* [a.b] or [[a.b]]: the table later keys go into */
static TomlValue *header(Reader *r, TomlValue *root) {
  bool array = r->p[1] == '[';
  r->p += array ? 2 : 1;
  TomlValue *t = root;
  const char *key = key_part(r);
  skip_space(r, false);
  while (*r->p == '.') {
    r->p++;
    t = subtable(r, t, key);
    key = key_part(r);
    skip_space(r, false);
  }
  if (*r->p != ']' || (array && r->p[1] != ']')) fail(r, "expected `]` after a table name");
  r->p += array ? 2 : 1;
  expect_line_end(r);
  TomlValue *v = lookup(t, key);
  if (array) {
    if (!v) { v = value_new(TOML_ARRAY); push_item(t, key, v); }
    if (v->kind != TOML_ARRAY) fail(r, "a key is both a table and an array of tables");
    TomlValue *item = value_new(TOML_TABLE);
    item->defined = true;
    push_item(v, "", item);
    return item;
  }
  if (!v) { v = value_new(TOML_TABLE); push_item(t, key, v); }
  if (v->kind != TOML_TABLE || v->defined) fail(r, "a table is defined twice");
  v->defined = true;
  return v;
}

static void parse_lines(Reader *r, TomlValue *root) {
  TomlValue *current = root;
  for (;;) {
    skip_space(r, true);
    if (!*r->p) return;
    if (*r->p == '[') current = header(r, root);
    else {
      key_value(r, current);
      expect_line_end(r);
    }
  }
}

TomlValue *toml_parse_file(const char *path, const char **error, int *error_line) {
  SourceFile *sf = source_load(path);
  *error = NULL;
  if (!sf) return NULL;
  Reader r = {.p = sf->text, .line = 1};
  TomlValue *volatile root = value_new(TOML_TABLE);   /* (kept across the longjmp) */
  if (setjmp(r.fail)) {
    *error = r.error;
    *error_line = r.line;
    return NULL;
  }
  parse_lines(&r, root);
  return root;
}
