/* except.c — the handler stack of try/catch (see jlrt.h). */
#include "internal.h"

jlrt_handler *jlrt_handlers;

void jlrt_rethrow(void) {
  jlrt_handler **top = jlrt_handler_top();
  jlrt_handler *h = *top;
  *top = h->prev;
  longjmp(h->buf, 1);
}
