/* packages.c — where `using Name` finds a package: the active project
 * (a directory with Project.toml, given as input, by --project=DIR or by
 * `jlc test DIR`), its [deps] found through [sources] path entries or the
 * `path` entries of its Manifest.toml, the same for each package loaded
 * from a path, and jlc's own standard libraries (stdlib/Name.jl).
 * Nothing is downloaded: a dependency without a path is an error naming it. */
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ir.h"
#include "toml.h"

typedef struct Package {
  Sym name;
  const char *dir;          /* the package's folder; NULL: declared in [deps] without a path */
  const char *declared_in;  /* the Project.toml that named it */
  bool project_read;        /* its own Project.toml's dependencies registered */
} Package;

static VEC(Package *) packages;
static Package *active;     /* the active project, NULL without one */

static Package *package_find(Sym name) {
  for (int i = 0; i < packages.len; i++)
    if (packages.items[i]->name == name) return packages.items[i];
  return NULL;
}

static bool is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static const char *join_path(const char *dir, const char *rel) {
  if (rel[0] == '/') return rel;
  return arena_printf("%s/%s", dir, rel);
}

static TomlValue *read_toml(const char *path, bool required) {
  const char *error;
  int line = 0;
  TomlValue *t = toml_parse_file(path, &error, &line);
  if (t) return t;
  if (error) {
    fprintf(stderr, "%s:%d: error: invalid TOML: %s\n", path, line, error);
    exit(1);
  }
  if (required) {
    fprintf(stderr, "jlc: error: cannot read %s: %s\n", path, strerror(errno));
    exit(1);
  }
  return NULL;
}

/* the `path` of a package in a Manifest.toml ([[deps.Name]], or the older
 * top-level [[Name]]), relative to the manifest's folder */
static const char *manifest_path(TomlValue *manifest, const char *dir, Sym name) {
  if (!manifest) return NULL;
  TomlValue *deps = toml_get(manifest, "deps");
  TomlValue *entries = NULL;
  for (TomlValue *t = deps ? deps : manifest; t && !entries; t = t == manifest ? NULL : manifest)
    for (int i = 0; i < t->n; i++)
      if (!strcmp(t->keys[i], name) && t->items[i]->kind == TOML_ARRAY) entries = t->items[i];
  if (!entries || !entries->n || entries->items[0]->kind != TOML_TABLE) return NULL;
  const char *path = toml_get_string(entries->items[0], "path");
  return path ? join_path(dir, path) : NULL;
}

/* Register the [deps] of the project in dir: each found through [sources]
 * or the manifest; a name already known keeps what it had. */
static void register_deps(const char *dir) {
  const char *project_file = arena_printf("%s/Project.toml", dir);
  TomlValue *project = read_toml(project_file, true);
  TomlValue *deps = toml_get(project, "deps");
  TomlValue *sources = toml_get(project, "sources");
  TomlValue *manifest = deps ? read_toml(arena_printf("%s/Manifest.toml", dir), false) : NULL;
  for (int i = 0; deps && i < deps->n; i++) {
    Sym name = sym(deps->keys[i]);
    if (package_find(name)) continue;
    Package *p = NEW(Package);
    p->name = name;
    p->declared_in = project_file;
    const char *path = toml_get_string(toml_get(sources, name), "path");
    p->dir = path ? join_path(dir, path) : manifest_path(manifest, dir, name);
    vec_push(packages, p);
  }
}

void project_activate(const char *dir) {
  if (!is_dir(dir)) {
    fprintf(stderr, "jlc: error: project %s is not a folder\n", dir);
    exit(1);
  }
  TomlValue *project = read_toml(arena_printf("%s/Project.toml", dir), true);
  const char *name = toml_get_string(project, "name");
  if (name) {
    active = NEW(Package);
    active->name = sym(name);
    active->dir = dir;
    active->declared_in = arena_printf("%s/Project.toml", dir);
    active->project_read = true;
    vec_push(packages, active);
  }
  register_deps(dir);
}

const char *project_name(void) { return active ? active->name : NULL; }
const char *project_dir(void) { return active ? active->dir : NULL; }

const char *package_entry_file(Sym name, Loc loc, const char *stdlib_file) {
  Package *p = package_find(name);
  if (p && p->dir) {
    if (!p->project_read) {
      p->project_read = true;
      if (access(arena_printf("%s/Project.toml", p->dir), R_OK) == 0) register_deps(p->dir);
    }
    const char *entry = arena_printf("%s/src/%s.jl", p->dir, name);
    if (access(entry, R_OK) != 0)
      error_at(loc, "ArgumentError: Package %s: cannot read %s (from %s)", name, entry, p->declared_in);
    return entry;
  }
  if (access(stdlib_file, R_OK) == 0) return stdlib_file;
  if (p)
    error_at(loc, "ArgumentError: Package %s is required but does not seem to be installed: %s names it in [deps], "
             "but neither its [sources] nor a Manifest.toml beside it gives its path", name, p->declared_in);
  error_at(loc, "ArgumentError: Package %s not found in current path", name);
}
