/* printf.h — Printf format strings, parsed when the program is compiled
 * (printf.c), for @printf, @sprintf and Printf.Format in lower.c. */
#ifndef JLC_PRINTF_H
#define JLC_PRINTF_H

#include "common.h"

/* One conversion %[flags][width][.precision][length]conv, as Julia's Printf.Spec. */
typedef struct PrintfSpec {
  char conv;                   /* d i o u x X e E f F g G a A c C s S */
  bool leftalign, plus, space, zero, hash;
  bool dynamic_width, dynamic_precision;   /* `*`: taken from the arguments */
  int width;
  int precision;               /* -1: none given (%s %c %a); %e %f %g default to 6 */
} PrintfSpec;

typedef struct PrintfFormat {
  int nspecs;
  PrintfSpec *specs;
  const char **pieces;         /* nspecs + 1 literal texts around the specs, "%%" made "%" */
  size_t *piece_lens;
  int numarguments;            /* values plus dynamic widths and precisions */
} PrintfFormat;

/* Parse s[0..len). NULL when it is a valid format, else the text of Julia's
 * InvalidFormatStringError; *unsupported set means the conversion (%p %n %D
 * %O %U) is valid in Julia but not supported by jlc yet. */
const char *printf_parse(const char *s, size_t len, PrintfFormat *out, char *unsupported);

#endif
