/* un-gvalue.c: what a global holds at a call, from the assignment just before it (`flag = 1; sink (p);`). */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

enum {
  MAX_STEPS = 64, /* nodes walked back */
  MAX_DEFS = 32   /* variables assigned on the way */
};

/* The only predecessor of node n, or IR_NONE (none, several, or ENTRY). */
static uint32_t only_pred(const ir_function *fn, uint32_t n)
{
  uint32_t pred = IR_NONE;
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].to == n) {
      if (pred != IR_NONE && pred != fn->edges[i].from)
        return IR_NONE;
      pred = fn->edges[i].from;
    }
  return pred == 0 ? IR_NONE : pred;
}

/* Is v among the ndefs variables of defs? */
static bool among(const uint32_t *defs, uint32_t ndefs, uint32_t v)
{
  for (uint32_t k = 0; k < ndefs; k++)
    if (defs[k] == v)
      return true;
  return false;
}

/* The value `def g = ...` (event e) gives g when the walk may name it:
   a constant, or a local, parameter or temporary (address not taken)
   not assigned since (defs); false otherwise. */
static bool assigned_value(const ir_function *fn, const ir_event *e,
                           const uint32_t *defs, uint32_t ndefs,
                           ir_operand *out)
{
  const ir_operand *v = &e->value;
  if (!(e->flags & IR_EVF_COPY) || (v->flags & IR_OPF_OFFSET))
    return false;
  if (v->kind == IR_OP_CONST) {
    *out = *v;
    return true;
  }
  if (v->kind != IR_OP_VAR || v->var == IR_NONE)
    return false;
  const ir_var *x = &fn->vars[v->var];
  if ((x->kind != IR_VAR_LOCAL && x->kind != IR_VAR_PARAM &&
       x->kind != IR_VAR_TEMP) ||
      (x->flags & (IR_VF_ADDR_TAKEN | IR_VF_STATIC)) ||
      among(defs, ndefs, v->var))
    return false;
  *out = *v;
  return true;
}

bool un_global_value_at(const ir_function *fn, uint32_t node, uint32_t at,
                        uint32_t g,
                        bool (*may_write)(const ir_event *call,
                                          const void *ctx),
                        const void *ctx, ir_operand *out)
{
  if (g == IR_NONE || (fn->vars[g].flags & IR_VF_ADDR_TAKEN))
    return false;
  /* A part of an object (a[2]) also changes with the object, its other
     parts, and through any pointer when the object's address is taken. */
  uint32_t root = un_var_root(fn, g);
  bool part = root != g;
  uint32_t defs[MAX_DEFS], ndefs = 0;
  for (uint32_t step = 0; node != IR_NONE && step < MAX_STEPS; step++) {
    const ir_node *n = &fn->nodes[node];
    for (uint32_t i = at; i-- > 0;) {
      const ir_event *e = &fn->events[n->first_event + i];
      uint32_t d = e->kind == IR_EV_DEF    ? e->var
                   : e->kind == IR_EV_CALL ? e->result
                                           : IR_NONE;
      if (e->kind == IR_EV_DEF && d == g)
        return assigned_value(fn, e, defs, ndefs, out);
      if (d == g || (e->kind == IR_EV_CALL && may_write(e, ctx)))
        return false;
      if (part && ((e->kind == IR_EV_DEREF && (e->flags & IR_EVF_WRITE)) ||
                   (d != IR_NONE && un_var_root(fn, d) == root)))
        return false;
      if (d != IR_NONE && !among(defs, ndefs, d)) {
        if (ndefs == MAX_DEFS)
          return false;
        defs[ndefs++] = d;
      }
    }
    node = only_pred(fn, node);
    at = node != IR_NONE ? fn->nodes[node].nevents : 0;
  }
  return false;
}
