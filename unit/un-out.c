/* un-out.c: out-parameters, locals whose address a library call writes through and does not keep. */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/unit.h"

/*
 * `getaddrinfo (host, port, &hints, &res)` writes res and keeps no copy
 * of &res: after the call, no other call can change res.  The address
 * event of such an out-parameter (the argument the family `alloc-out`
 * lists, given as `&x` of a local or parameter) gets IR_EVF_OUT_PARAM,
 * and the product's store makes x any value there but does not let it
 * escape (tinyproxy's opensock: `res` stays not NULL past `connect`).
 */

/* Is operand o `&x` of a local or parameter that is no static? */
static bool local_address(const ir_function *fn, const ir_operand *o)
{
  if (o->kind != IR_OP_ADDR || (o->flags & IR_OPF_OFFSET) ||
      o->var >= fn->nvars)
    return false;
  const ir_var *v = &fn->vars[o->var];
  return (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM) &&
         !(v->flags & IR_VF_STATIC);
}

uint32_t un_out_param_mark(ir_function *fn, const rl_set *rules)
{
  uint32_t marked = 0;
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t j = 0; j < node->nevents; j++) {
      const ir_event *e = &fn->events[node->first_event + j];
      if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC) || !e->callee)
        continue;
      uint32_t a = rl_set_family_arg(rules, "alloc-out", e->callee);
      if (!a || a > e->nargs || !local_address(fn, &e->args[a - 1]) ||
          (e->result != IR_NONE && fn->vars[e->result].tclass == IR_TY_POINTER))
        continue;
      uint32_t x = e->args[a - 1].var;
      for (uint32_t k = 0; k < j; k++) {
        ir_event *t = &fn->events[node->first_event + k];
        if (t->kind == IR_EV_ADDR && t->var == x &&
            !(t->flags & IR_EVF_OUT_PARAM)) {
          t->flags |= IR_EVF_OUT_PARAM;
          marked++;
        }
      }
    }
  }
  return marked;
}
