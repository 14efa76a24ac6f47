/* un-fatal.c: the handler a checker function calls on NULL is taken to end the path. */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "ctlcheck/ir.h"
#include "un-rewrite.h"

/*
 * openvpn's `check_malloc_return (p)` does nothing but `if (!p)
 * out_of_memory ();`, and every allocation goes through it before use.
 * When the handler is defined in another unit without `noreturn` (and no
 * facts say what it does), such a checker would be pointless unless the
 * call never returns: it ends the path here, as the unit's facts
 * (facts=DIR) would say of a function that exits, and the checker's
 * summary then says that it returns only when p is not NULL.  Library
 * calls (IR_EVF_LIBRARY: `fprintf (stderr, ..)`, `perror`) are known to
 * return, and are not taken so; nor is a handler a function calls on its
 * own NULL branch before going on (`if (!p) log_msg (..); p->n = 0;`,
 * as often a missing return as a fatal call).
 */

enum { HANDLERS_MAX = 16 }; /* handler nodes followed on the NULL branch */

/* Is node n a handler: only reads and calls, at least one, of functions
   neither in the library nor known (defined in the unit, or in its
   facts), whose results are dropped, and one way on? */
static bool handler_node(const ir_function *fn, uint32_t n,
                         un_known_callee known, const void *ctx)
{
  const ir_node *node = &fn->nodes[n];
  if (n < 2 || node->nsucc != 1 || node->nevents == 0 ||
      (node->flags & IR_NF_NORETURN))
    return false;
  bool calls = false;
  for (uint32_t j = 0; j < node->nevents; j++) {
    const ir_event *e = &fn->events[node->first_event + j];
    if (e->kind == IR_EV_USE)
      continue;
    if (e->kind != IR_EV_CALL || !e->callee || e->result != IR_NONE ||
        (e->flags & (IR_EVF_LIBRARY | IR_EVF_SYNTHETIC)) ||
        known(e->callee, ctx))
      return false;
    calls = true;
  }
  return calls;
}

/* Does node n only read or test pointer p, or return nothing? */
static bool only_tests(const ir_function *fn, uint32_t n, uint32_t p)
{
  const ir_node *node = &fn->nodes[n];
  for (uint32_t j = 0; j < node->nevents; j++) {
    const ir_event *e = &fn->events[node->first_event + j];
    bool ok = (e->kind == IR_EV_USE && e->var == p) ||
              (e->kind == IR_EV_CMP && un_null_tested(e) == p) ||
              (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_NONE);
    if (!ok)
      return false;
  }
  return true;
}

/* Is fn a checker of its parameter p: ENTRY, the test node t, the
   handler nodes (nhandlers of them), and a node m that returns nothing,
   and nothing else? */
static bool checker(const ir_function *fn, uint32_t t, uint32_t m,
                    uint32_t nhandlers, uint32_t p)
{
  return fn->vars[p].kind == IR_VAR_PARAM &&
         fn->nnodes == 2 + 1 + nhandlers + 1 && fn->nodes[0].nsucc == 1 &&
         fn->edges[fn->nodes[0].first_succ].to == t && only_tests(fn, t, p) &&
         only_tests(fn, m, p) && fn->nodes[m].nevents > 0;
}

/* The NULL test node t of pointer p (its last event): if its NULL edge
   leads through handler nodes to the node its other edge leads to, and
   fn does nothing else, end the path at the last handler. */
static bool end_handler(ir_function *fn, uint32_t t, un_known_callee known,
                        const void *ctx)
{
  const ir_node *node = &fn->nodes[t];
  if (node->nsucc != 2 || node->nevents == 0)
    return false;
  const ir_event *cmp = &fn->events[node->first_event + node->nevents - 1];
  uint32_t p = cmp->kind == IR_EV_CMP ? un_null_tested(cmp) : IR_NONE;
  if (p == IR_NONE || fn->vars[p].tclass != IR_TY_POINTER)
    return false;
  const ir_edge *on_null = NULL, *other = NULL;
  for (uint32_t i = 0; i < 2; i++) {
    const ir_edge *e = &fn->edges[node->first_succ + i];
    ir_cmp op;
    const ir_operand *k;
    bool null = un_edge_compares(fn, e, p, &op, &k) &&
                k->kind == IR_OP_CONST && k->text &&
                !strcmp(k->text, "0") && op == IR_CMP_EQ;
    if (null)
      on_null = e;
    else
      other = e;
  }
  if (!on_null || !other)
    return false;
  uint32_t last = IR_NONE, n = on_null->to, count = 0;
  while (count < HANDLERS_MAX && handler_node(fn, n, known, ctx)) {
    last = n;
    count++;
    n = fn->edges[fn->nodes[n].first_succ].to;
  }
  if (last == IR_NONE || n != other->to ||
      !checker(fn, t, n, count, p))
    return false;
  ir_node_end_path(fn, last);
  return true;
}

uint32_t un_fatal_handlers(ir_function *fn, un_known_callee known,
                           const void *ctx)
{
  uint32_t ended = 0;
  for (uint32_t t = 2; t < fn->nnodes; t++)
    ended += end_handler(fn, t, known, ctx);
  return ended;
}
