/* un-zero.c: calls given a count that may be zero, split on it, so that `memcpy (d, NULL, 0)` and `qsort (NULL, 0, ..)` pass no NULL anywhere. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * With its count argument zero, a function of the `zero-count` family
 * reads and writes nothing through its pointer arguments (C2y, N3322,
 * makes `memcpy (d, NULL, 0)` defined; glibc reads nothing either), so
 * a NULL there on a path where the count is zero is no bug: the array
 * a loop grows with realloc is still NULL when the loop ran no turn, and
 * so is its count.  A call node N whose count is a variable gets an
 * artificial node before it that tests `count != 0` (implicit: rules'
 * `cond` patterns do not see it; decided: the model takes the FALSE edge
 * only where the store knows the count is zero, else the TRUE one, so a
 * count it does not know still passes the pointers): its TRUE edge
 * goes to N, its FALSE edge to a copy of N (IR_NF_ZERO_TWIN) whose call
 * has its pointer arguments flagged IR_OPF_ZERO_COUNT, which no family
 * position matches.  A count that is the constant 0 flags the call in
 * place, whatever its pointers (`setgroups (0, &unused)` reads nothing, so
 * `arg &x const` does not match there either).  Only calls given a
 * pointer that the function sets to NULL or compares with NULL are
 * split: NULL reaches no other one the rules see.
 */

/* Per variable: does fn set it to NULL or compare it with NULL? */
static bool *nullish_vars(const ir_function *fn)
{
  bool *nullish = ut_calloc((size_t)fn->nvars + 1, sizeof *nullish);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    uint32_t v = un_null_tested(e);
    if (e->kind == IR_EV_DEF && e->value.kind == IR_OP_CONST &&
        (e->value.flags & IR_OPF_NULL))
      v = e->var;
    if (v < fn->nvars)
      nullish[v] = true;
  }
  return nullish;
}

/* Is argument a of call e a pointer that count zero keeps from use? */
static bool pointer_arg(const ir_function *fn, const ir_event *e, uint32_t a,
                        uint32_t count)
{
  const ir_operand *o = &e->args[a];
  return a != count &&
         ((o->kind == IR_OP_VAR && fn->vars[o->var].tclass == IR_TY_POINTER) ||
          o->kind == IR_OP_ADDR);
}

/* Flag the pointer arguments of call event ev (count at `count`). */
static void flag_zero(ir_function *fn, uint32_t ev, uint32_t count)
{
  ir_event *e = &fn->events[ev];
  for (uint32_t a = 0; a < e->nargs; a++)
    if (pointer_arg(fn, e, a, count))
      e->args[a].flags |= IR_OPF_ZERO_COUNT;
}

/* The call event of node n that zero-count names, with its count's
   position in *count; IR_NONE if none. */
static uint32_t counted_call(const ir_function *fn, const rl_set *rules,
                             uint32_t n, uint32_t *count)
{
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC))
      continue;
    uint32_t k = rl_set_zero_count_arg(rules, e->callee);
    if (k && k <= e->nargs) {
      *count = k - 1;
      return node->first_event + i;
    }
  }
  return IR_NONE;
}

/* Split node n on call ev's count (a variable): see above. */
static void split(ir_function *fn, uint32_t n, uint32_t ev, uint32_t count)
{
  ir_loc loc = fn->nodes[n].loc;
  ir_operand c = fn->events[ev].args[count];
  uint32_t test = ir_add_node(fn, loc);
  fn->nodes[test].flags |= IR_NF_ARTIFICIAL;
  ir_event cmp = {0};
  cmp.kind = IR_EV_CMP;
  cmp.var = IR_NONE;
  cmp.result = IR_NONE;
  cmp.cmp = IR_CMP_NE;
  cmp.lhs = c;
  cmp.lhs.flags &= ~(uint32_t)(IR_OPF_CONST_PARAM | IR_OPF_ZERO_COUNT);
  cmp.rhs = (ir_operand){IR_OP_CONST, 0, IR_NONE, "0"};
  cmp.loc = fn->events[ev].loc;
  cmp.flags = IR_EVF_IMPLICIT | IR_EVF_DECIDED;
  uint32_t cond = ir_add_event(fn, test, &cmp);

  uint32_t twin = ir_add_node(fn, loc);
  fn->nodes[twin].flags = fn->nodes[n].flags | IR_NF_ZERO_TWIN;
  uint32_t first = fn->nodes[n].first_event, nev = fn->nodes[n].nevents;
  uint32_t twin_first = fn->nevents;
  for (uint32_t i = 0; i < nev; i++) {
    ir_event x = fn->events[first + i];
    ir_add_event(fn, twin, &x);
  }
  flag_zero(fn, twin_first + (ev - first), count);

  /* Into n: into the test now.  Out of n: out of the twin too. */
  uint32_t nedges = fn->nedges;
  for (uint32_t i = 0; i < nedges; i++) {
    ir_edge e = fn->edges[i];
    if (e.to == n) {
      fn->edges[i].to = test;
      e.to = test;
    }
    if (e.from == n) {
      e.from = twin;
      if (e.cond != IR_NONE && e.cond >= first && e.cond < first + nev)
        e.cond = twin_first + (e.cond - first);
      ir_add_edge(fn, &e);
    }
  }
  ir_edge t = {test, n, IR_EDGE_TRUE, cond, NULL, NULL, IR_NONE};
  ir_add_edge(fn, &t);
  ir_edge f = {test, twin, IR_EDGE_FALSE, cond, NULL, NULL, IR_NONE};
  ir_add_edge(fn, &f);
}

uint32_t un_zero_count_split(ir_function *fn, const rl_set *rules)
{
  bool *nullish = NULL;
  uint32_t done = 0, nnodes = fn->nnodes;
  for (uint32_t n = 2; n < nnodes; n++) {
    uint32_t count, ev = counted_call(fn, rules, n, &count);
    if (ev == IR_NONE)
      continue;
    const ir_operand *c = &fn->events[ev].args[count];
    if (c->kind == IR_OP_CONST && c->text && strcmp(c->text, "0") == 0) {
      flag_zero(fn, ev, count); /* nothing goes through any pointer */
      done++;
      continue;
    }
    if (!nullish)
      nullish = nullish_vars(fn);
    const ir_event *e = &fn->events[ev];
    bool any = false;
    for (uint32_t a = 0; a < e->nargs; a++)
      any |= pointer_arg(fn, e, a, count) && e->args[a].kind == IR_OP_VAR &&
             nullish[e->args[a].var];
    if (!any || c->kind != IR_OP_VAR || (c->flags & IR_OPF_OFFSET))
      continue;
    split(fn, n, ev, count);
    done++;
  }
  free(nullish);
  if (done)
    ir_function_finish(fn);
  return done;
}
