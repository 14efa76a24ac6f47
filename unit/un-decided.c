/* un-decided.c: branches a constant decides (`if (staticTrue)` of a never-written static) are left out of the must-analyses' graph. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * A variable is fixed in a function when every definition of it there
 * gives one integer constant K: a local or temporary whose address is not
 * taken, or a global whose only definitions are the unit's constants at
 * ENTRY (un_prepare's `def V = K` of a never-written static, which no call
 * changes).  A call whose summary gives its result a constant (`def r =
 * K` after it in its node) counts as that constant.  A branch comparing
 * fixed variables and constants has one outcome; the other edge is
 * never taken, so a must-analysis need not meet what flows along it.
 */

/* The constant event e of node n gives var, if it is a definition:
   *k = its text, or NULL for a value that is not constant (returns
   false when e does not define var). */
static bool defines(const ir_function *fn, const ir_node *n, uint32_t i,
                    uint32_t var, const char **k)
{
  const ir_event *e = &fn->events[n->first_event + i];
  if (e->kind == IR_EV_DEF && e->var == var) {
    *k = (e->flags & IR_EVF_COPY) && e->value.kind == IR_OP_CONST &&
                 !(e->value.flags & IR_OPF_OFFSET)
             ? e->value.text : NULL;
    return true;
  }
  if (e->kind != IR_EV_CALL || e->result != var)
    return false;
  *k = NULL;
  for (uint32_t j = i + 1; j < n->nevents; j++) { /* a summary's `def r = K` */
    const ir_event *d = &fn->events[n->first_event + j];
    if (d->kind == IR_EV_DEF && d->var == var) {
      if ((d->flags & IR_EVF_SYNTHETIC) && (d->flags & IR_EVF_COPY) &&
          d->value.kind == IR_OP_CONST)
        *k = d->value.text;
      break;
    }
  }
  return true;
}

static const char not_fixed[] = "";

/* Per variable, the constant it always holds in fn, or NULL (one pass
   over the events; free the table). */
static const char **fixed_values(const ir_function *fn)
{
  const char **val = ut_calloc((size_t)fn->nvars + 1, sizeof *val);
  for (uint32_t var = 0; var < fn->nvars; var++) {
    const ir_var *v = &fn->vars[var];
    if (v->tclass != IR_TY_INTEGER || (v->flags & IR_VF_ADDR_TAKEN) ||
        (v->kind != IR_VAR_GLOBAL && v->kind != IR_VAR_LOCAL &&
         v->kind != IR_VAR_TEMP))
      val[var] = not_fixed;
  }
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      uint32_t var = e->kind == IR_EV_DEF    ? e->var
                     : e->kind == IR_EV_CALL ? e->result
                                             : IR_NONE;
      const char *k;
      if (var == IR_NONE || val[var] == not_fixed ||
          !defines(fn, node, i, var, &k))
        continue;
      if (!k || (fn->vars[var].kind == IR_VAR_GLOBAL && n != 0) ||
          (val[var] && strcmp(val[var], k) != 0))
        val[var] = not_fixed;
      else
        val[var] = k;
    }
  }
  for (uint32_t var = 0; var < fn->nvars; var++)
    if (val[var] == not_fixed)
      val[var] = NULL;
  return val;
}

/* The integer operand o always is, into *x; false when not known. */
static bool operand_value(const char *const *val, const ir_operand *o,
                          long long *x)
{
  const char *k = o->kind == IR_OP_CONST                        ? o->text
                  : o->kind == IR_OP_VAR && o->var != IR_NONE &&
                          !(o->flags & IR_OPF_OFFSET)
                      ? val[o->var]
                      : NULL;
  if (!k)
    return false;
  char *end;
  *x = strtoll(k, &end, 10);
  return *end == '\0';
}

/* Is edge e one that a constant comparison never takes? */
static bool never_taken(const ir_function *fn, const char *const *val,
                        const ir_edge *e)
{
  if ((e->kind != IR_EDGE_TRUE && e->kind != IR_EDGE_FALSE) ||
      e->cond == IR_NONE)
    return false;
  const ir_event *c = &fn->events[e->cond];
  long long a, b;
  if (c->kind != IR_EV_CMP || !operand_value(val, &c->lhs, &a) ||
      !operand_value(val, &c->rhs, &b))
    return false;
  bool holds = c->cmp == IR_CMP_EQ   ? a == b
               : c->cmp == IR_CMP_NE ? a != b
               : c->cmp == IR_CMP_LT ? a < b
               : c->cmp == IR_CMP_LE ? a <= b
               : c->cmp == IR_CMP_GT ? a > b
                                     : a >= b;
  return holds != (e->kind == IR_EDGE_TRUE);
}

void un_csr_build_decided(const ir_function *fn, un_csr *g)
{
  const char **val = fixed_values(fn);
  g->off = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *g->off);
  g->succ = ut_malloc(((size_t)fn->nedges + 1) * sizeof *g->succ);
  uint32_t k = 0;
  for (uint32_t v = 0; v < fn->nnodes; v++) {
    const ir_node *node = &fn->nodes[v];
    g->off[v] = k;
    for (uint32_t i = 0; i < node->nsucc; i++) {
      const ir_edge *e = &fn->edges[node->first_succ + i];
      if (!never_taken(fn, val, e))
        g->succ[k++] = e->to;
    }
  }
  g->off[fn->nnodes] = k;
  free(val);
}
