/* fuzz_parse.c — libFuzzer harness for the lexer, the parser and the tree
 * printer: any byte string must give a tree or a syntax error, never a crash,
 * a sanitizer report, a hang or unbounded memory.
 *
 * Built and run by `make fuzz SECONDS=N` (clang -fsanitize=fuzzer,address,
 * undefined), seeded with every .jl file of the repository.
 *
 * A syntax error ends jlc with exit(1) after the diagnostics' cleanup hook;
 * here the hook jumps back into the harness instead, and arena_reset frees
 * everything the input allocated, so each input starts from nothing. */
#include <setjmp.h>
#include "ast.h"

static jmp_buf after_error;
static FILE *sink;

static void back_to_harness(void) { longjmp(after_error, 1); }

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  sink = fopen("/dev/null", "w");
  if (!sink) abort();
  diag_set_cleanup(back_to_harness);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  /* The lexer expects what source_load gives: the bytes plus a NUL. */
  char *text = malloc(size + 1);
  if (!text) return 0;
  memcpy(text, data, size);
  text[size] = 0;
  SourceFile file = {"fuzz.jl", text, size};
  if (!setjmp(after_error)) ast_print_file(parse_file(&file), sink);
  arena_reset();
  free(text);
  return 0;
}
