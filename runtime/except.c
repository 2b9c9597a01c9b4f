/* except.c — the handler stack of try/catch (see jlrt.h). */
#include "jlrt.h"

jlrt_handler *jlrt_handlers;

void jlrt_rethrow(void) {
  jlrt_handler *h = jlrt_handlers;
  jlrt_handlers = h->prev;
  longjmp(h->buf, 1);
}
