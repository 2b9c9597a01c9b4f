/*
 * Unit test of the TOML reader (src/toml.c) on what Project.toml and
 * Manifest.toml hold, with the answers the TOML 1.0 specification gives
 * (toml.io: keys, strings, tables, inline tables, arrays of tables) and
 * its rules for invalid documents (a key or table defined twice).
 *
 * Prints one line per failure; exits 1 if any case fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "toml.h"

static int failures;

static void check(bool ok, const char *what) {
  if (!ok) {
    printf("FAIL: %s\n", what);
    failures++;
  }
}

static TomlValue *parse(const char *text, const char **error, int *line) {
  char path[] = "/tmp/jlc-toml-XXXXXX";
  int fd = mkstemp(path);
  FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (!f) { printf("FAIL: cannot write a temporary file\n"); exit(1); }
  fputs(text, f);
  fclose(f);
  TomlValue *t = toml_parse_file(arena_printf("%s", path), error, line);
  remove(path);
  return t;
}

static bool str_is(const char *s, const char *want) { return s && !strcmp(s, want); }

static void check_error(const char *text, const char *want, int want_line) {
  const char *error;
  int line = 0;
  TomlValue *t = parse(text, &error, &line);
  check(!t && str_is(error, want) && line == want_line, arena_printf("error `%s` at line %d for: %s", want, want_line, text));
}

int main(void) {
  const char *error;
  int line;
  TomlValue *p = parse(
      "# a project\n"
      "name = \"WordCount\"\n"
      "uuid = \"6f2c3a1e-8d4b-4c1a-9f7e-2b5d8e4a1c30\"\n"
      "authors = [\"A <a@b.c>\",\n"
      "           \"B\"]   # two\n"
      "version = \"0.1.0\"\n"
      "\n"
      "[deps]\n"
      "TextStats = \"a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d\"\n"
      "\"Quoted.Name\" = 'literal\\n'\n"
      "\n"
      "[sources]\n"
      "TextStats = {path = \"lib/TextStats\", rev = \"main\"}\n"
      "\n"
      "[compat]\n"
      "julia = \"1.11\"\n"
      "numbers.answer = 42\n"
      "flag = true\n",
      &error, &line);
  check(p != NULL, "the project parses");
  if (p) {
    check(str_is(toml_get_string(p, "name"), "WordCount"), "name");
    check(str_is(toml_get_string(p, "version"), "0.1.0"), "version");
    TomlValue *deps = toml_get(p, "deps");
    check(deps && deps->n == 2 && str_is(deps->keys[0], "TextStats"), "[deps] in order");
    check(str_is(toml_get_string(deps, "Quoted.Name"), "literal\\n"), "a quoted key; a literal string keeps its backslash");
    check(str_is(toml_get_string(toml_get(toml_get(p, "sources"), "TextStats"), "path"), "lib/TextStats"), "an inline table");
    TomlValue *compat = toml_get(p, "compat");
    TomlValue *numbers = toml_get(compat, "numbers");
    check(numbers && numbers->n == 1 && str_is(numbers->keys[0], "answer") && str_is(numbers->items[0]->str, "42"),
          "a dotted key makes a table");
    check(toml_get_string(compat, "flag") == NULL, "a boolean is not a string");
    check(toml_get(p, "authors") == NULL, "an array is not a table");
  }
  TomlValue *m = parse(
      "julia_version = \"1.11.0\"\n"
      "manifest_format = \"2.0\"\n"
      "\n"
      "[[deps.Dep]]\n"
      "path = \"../dep\"\n"
      "uuid = \"11111111-2222-3333-4444-555555555555\"\n"
      "\n"
      "[[deps.Dep]]\n"
      "path = \"second\"\n"
      "\n"
      "[deps.Other]\n"
      "s = \"tab\\there \\u00e9 \\\"q\\\"\"\n",
      &error, &line);
  check(m != NULL, "the manifest parses");
  if (m) {
    TomlValue *deps = toml_get(m, "deps");
    TomlValue *dep = NULL;
    for (int i = 0; deps && i < deps->n; i++)
      if (!strcmp(deps->keys[i], "Dep")) dep = deps->items[i];
    check(dep && dep->kind == TOML_ARRAY && dep->n == 2, "an array of two tables");
    check(dep && str_is(toml_get_string(dep->items[0], "path"), "../dep"), "the first table's key");
    check(str_is(toml_get_string(toml_get(deps, "Other"), "s"), "tab\there \xc3\xa9 \"q\""), "escapes in a basic string");
  }
  check_error("name = \"unterminated\n", "unterminated string", 1);
  check_error("a = 1\na = 2\n", "a key is defined twice", 2);
  check_error("[t]\nx = 1\n[t]\n", "a table is defined twice", 3);
  check_error("\n\nkey value\n", "expected `=` after a key", 3);
  check_error("a = [1, 2\n", "expected `,` or `]` in an array", 2);
  check_error("a = 1 b\n", "expected the end of the line", 1);
  if (failures) printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
