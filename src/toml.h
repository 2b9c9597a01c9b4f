/* toml.h — a small TOML reader, for what Project.toml and Manifest.toml
 * hold: tables, arrays of tables, dotted and quoted keys, strings, arrays
 * and inline tables. Numbers, booleans and dates are kept as their text. */
#ifndef JLC_TOML_H
#define JLC_TOML_H

#include "common.h"

typedef enum { TOML_STRING, TOML_TABLE, TOML_ARRAY, TOML_OTHER } TomlKind;

typedef struct TomlValue TomlValue;
struct TomlValue {
  TomlKind kind;
  const char *str;          /* TOML_STRING: the decoded text; TOML_OTHER: the raw text */
  int n;                    /* TOML_TABLE: entries; TOML_ARRAY: items */
  const char **keys;        /* TOML_TABLE */
  TomlValue **items;        /* TOML_TABLE: the values of keys; TOML_ARRAY: the items */
  int cap;
  bool defined;             /* a table given by a [header] or key (redefinition is an error) */
};

/* The file's top-level table; NULL if it cannot be read (errno set) or on a
 * syntax error, then described in *error with its line. */
TomlValue *toml_parse_file(const char *path, const char **error, int *error_line);
TomlValue *toml_get(TomlValue *table, const char *key);   /* NULL if absent or not a table */
const char *toml_get_string(TomlValue *table, const char *key);   /* NULL unless a string */

#endif
