/* pipeline.c — the compiler's stages from a program's source to the method
 * instances emit_c.c turns into C, in order. Shared by the driver (main.c)
 * and the whole-compiler fuzzer (test/fuzz/fuzz_compile.c), which runs them
 * on a buffer after booting Base once. */
#include "ast.h"
#include "ir.h"

bool compile_program(SourceFile *sf, clock_t started, void (*on_loaded)(void *), void *arg) {
  /* a split over every concrete type under --trim=no: the program must work */
  if (trim_mode == TRIM_NO) split_limit = 255;
  Node *file = parse_file(sf);
  load_program_source(file, main_module);
  if (on_loaded) on_loaded(arg);
  clock_t loaded = clock();
  infer_program();
  clock_t inferred = clock();
  trim_collect();
  /* --verbose reports the processor time loading and inference take (the
   * time on the clock depends on what else the machine runs) */
  if (verbose) {
    fprintf(stderr, "jlc: loaded in %.3f s, inferred %d method instances in %.3f s (processor time)\n",
            (double)(loaded - started) / CLOCKS_PER_SEC, inference.instances.len,
            (double)(inferred - loaded) / CLOCKS_PER_SEC);
    fprintf(stderr, "jlc: %d method instances compiled:\n", inference.reachable.len);
    for (int i = 0; i < inference.reachable.len; i++) {
      MI *mi = inference.reachable.items[i];
      fprintf(stderr, "  %s::%s\n", mi_display(mi), type_str(mi->rettype));
    }
  }
  return trim_verify() == 0;
}
