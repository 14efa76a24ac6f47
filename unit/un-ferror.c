/* un-ferror.c: calls whose failure the code reads back with ferror on every path after them. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * `fwrite (buf, 1, n, f); if (ferror (f)) goto fail;` checks the write:
 * the stream's error indicator says whether any output to it failed, so
 * the dropped result of a call given f is read back when every path from
 * the call gives f to ferror before f changes (bzip2's uncompressStream,
 * bc's dc).  Such calls get IR_EVF_ERROR_TESTED, which unchecked-return's
 * `error-tested` pattern sees.
 */

/* Does node n call ferror (v)? */
static bool tests_error(const ir_function *fn, uint32_t n, uint32_t v)
{
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind == IR_EV_CALL && e->callee && !strcmp(e->callee, "ferror") &&
        e->nargs == 1 && e->args[0].kind == IR_OP_VAR && e->args[0].var == v)
      return true;
  }
  return false;
}

/* Per node: does every path from its start reach ferror (v) before v
   changes or the function returns?  (The least fixpoint: a loop that
   never tests v does not.) */
static bool *tested_from(const ir_function *fn, uint32_t v)
{
  bool *must = ut_calloc((size_t)fn->nnodes + 1, sizeof *must);
  for (bool again = true; again;) {
    again = false;
    for (uint32_t n = fn->nnodes; n-- > 2;) {
      if (must[n])
        continue;
      const ir_node *node = &fn->nodes[n];
      bool all = tests_error(fn, n, v);
      if (!all && node->nsucc && !un_node_defines(fn, n, v)) {
        all = true;
        for (uint32_t k = 0; all && k < node->nsucc; k++)
          all = must[fn->edges[node->first_succ + k].to];
      }
      if (all)
        must[n] = again = true;
    }
  }
  return must;
}

uint32_t un_ferror_mark(ir_function *fn)
{
  uint32_t marked = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *t = &fn->events[i];
    if (t->kind != IR_EV_CALL || !t->callee || strcmp(t->callee, "ferror") ||
        t->nargs != 1 || t->args[0].kind != IR_OP_VAR)
      continue;
    uint32_t v = t->args[0].var;
    bool *must = NULL;
    for (uint32_t n = 2; n < fn->nnodes; n++) {
      const ir_node *node = &fn->nodes[n];
      for (uint32_t j = 0; j < node->nevents; j++) {
        ir_event *e = &fn->events[node->first_event + j];
        bool given = false;
        for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
          given |= e->args[a].kind == IR_OP_VAR && e->args[a].var == v;
        if (!given || e->result != IR_NONE || (e->flags & IR_EVF_SYNTHETIC) ||
            (e->flags & IR_EVF_ERROR_TESTED) || !strcmp(e->callee ? e->callee : "", "ferror"))
          continue;
        if (!must)
          must = tested_from(fn, v);
        bool all = node->nsucc > 0;
        for (uint32_t k = 0; all && k < node->nsucc; k++)
          all = must[fn->edges[node->first_succ + k].to];
        if (all) {
          e->flags |= IR_EVF_ERROR_TESTED;
          marked++;
        }
      }
    }
    free(must);
  }
  return marked;
}
