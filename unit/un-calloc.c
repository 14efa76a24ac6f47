/* un-calloc.c: a block an allocator returns zero-filled holds 0 in every place the function names in it. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * `buf = calloc (2, 2); ... if (buf[1] == 0) free (buf);` always frees:
 * calloc's memory is zero.  After a call of the family `zero-alloc` that
 * stores its result in p (and after that store), each number or pointer
 * the function names in the block (p[1], *p, p->f, p->s.f: reached from
 * p through parts of the block only, not through another pointer) gets
 * a synthetic `def P = 0` (NULL for a pointer).  The product's store
 * forgets such places at the next call or write through a pointer, as
 * it forgets every place in memory.
 */

/* Is v a scalar place in the block p points to: a path from p through
   parts of aggregates only, not a summary of many places (a[i])? */
static bool scalar_in_block(const ir_function *fn, uint32_t v, uint32_t p)
{
  const ir_var *x = &fn->vars[v];
  if (x->kind != IR_VAR_PATH || (x->flags & (IR_VF_SUMMARY | IR_VF_VOLATILE)) ||
      (x->tclass != IR_TY_INTEGER && x->tclass != IR_TY_POINTER))
    return false;
  for (uint32_t b = x->base, n = 0; b != IR_NONE && n <= fn->nvars;
       b = fn->vars[b].base, n++) {
    if (b == p)
      return true;
    if (fn->vars[b].tclass != IR_TY_AGGREGATE ||
        (fn->vars[b].flags & IR_VF_SUMMARY))
      return false;
  }
  return false;
}

/* Queue `def v = 0` for every scalar place of the block p points to,
   into node `node` before position pos. */
static uint32_t fill(ir_function *fn, uint32_t node, uint32_t pos,
                     const ir_event *call, uint32_t p, twins *tw)
{
  uint32_t done = 0;
  for (uint32_t v = 0; v < fn->nvars; v++) {
    if (!scalar_in_block(fn, v, p))
      continue;
    ir_event d = {0};
    d.kind = IR_EV_DEF;
    d.flags = IR_EVF_SYNTHETIC | IR_EVF_COPY;
    d.var = v;
    d.result = IR_NONE;
    d.loc = call->loc;
    d.value = (ir_operand){IR_OP_CONST,
                           fn->vars[v].tclass == IR_TY_POINTER ? IR_OPF_NULL : 0,
                           IR_NONE, ir_strdup(fn, "0")};
    un_push_twin(tw, node, pos, &d);
    done++;
  }
  return done;
}

uint32_t un_zero_alloc_fill(ir_function *fn, const rl_set *rules)
{
  twins tw = {0};
  uint32_t done = 0;
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC) ||
          e->result == IR_NONE ||
          fn->vars[e->result].tclass != IR_TY_POINTER ||
          !rl_set_family_arg(rules, "zero-alloc", e->callee))
        continue;
      /* After `def p`, the call's own store of its result. */
      uint32_t pos = i + 1;
      if (pos < node->nevents && e[1].kind == IR_EV_DEF && e[1].var == e->result)
        pos++;
      done += fill(fn, n, pos, e, e->result, &tw);
    }
  }
  un_twins_apply(fn, &tw);
  return done;
}
