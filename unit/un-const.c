/* un-const.c: calls of a const function with arguments that never change share one result, so `if (f (a)) ... if (f (a))` is one test twice. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * A function declared `const` (the IR fact `const`) returns a value that
 * depends on its arguments alone.  Two of its calls with the same
 * arguments give the same value when the arguments cannot change in
 * between; here, when each is a constant or a parameter the function
 * never assigns and whose address it gives away only to parameters
 * declared as pointers to const (`f (&x)` for `void f (const int *)`).  Such calls whose
 * results go to temporaries (each defined by its call alone) are
 * grouped by callee and arguments; in a group of two or more, every
 * mention of a member's temporary becomes the first member's, and every
 * call is marked IR_EVF_SAME: it gives that shared variable no new
 * value, so what a test of one call's result learns holds for the others.
 */

/* If operand o is the address of a variable, that variable may be
   changed through it. */
static void address_given(const ir_operand *o, bool *addr)
{
  if (o->kind == IR_OP_ADDR && o->var != IR_NONE)
    addr[o->var] = true;
}

/* Per variable: how many times fn defines it (a definition or a call's
   result), and whether its address goes anywhere it may be written
   through (stored, returned, or passed to a parameter that is not a
   pointer to const)? */
static void count_defs(const ir_function *fn, uint32_t *defs, bool *addr)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var != IR_NONE)
      defs[e->var]++;
    else if (e->kind == IR_EV_CALL && e->result != IR_NONE)
      defs[e->result]++;
    if (e->kind == IR_EV_DEF || e->kind == IR_EV_RETURN) {
      address_given(&e->value, addr);
      address_given(&e->rhs, addr);
    }
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      if (!(e->args[a].flags & IR_OPF_CONST_PARAM))
        address_given(&e->args[a], addr);
  }
}

/* Is operand o one that stays the same through fn: a constant, or an
   unassigned parameter whose address is only lent to pointers to const? */
static bool fixed(const ir_function *fn, const ir_operand *o,
                  const uint32_t *defs, const bool *addr)
{
  if (o->kind == IR_OP_CONST)
    return true;
  return o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
         fn->vars[o->var].kind == IR_VAR_PARAM && !defs[o->var] &&
         !addr[o->var];
}

/* Is event e a call that joins a group: a const function's, not
   synthetic, its result in a temporary it alone defines (and no access
   path goes through), every argument fixed? */
static bool candidate(const ir_function *fn, const ir_event *e,
                      const uint32_t *defs, const bool *addr,
                      const bool *based)
{
  if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC) || !e->callee ||
      e->result == IR_NONE || !ir_event_attr(e, "const"))
    return false;
  uint32_t r = e->result;
  if (fn->vars[r].kind != IR_VAR_TEMP || defs[r] != 1 || addr[r] || based[r])
    return false;
  for (uint32_t a = 0; a < e->nargs; a++)
    if (!fixed(fn, &e->args[a], defs, addr))
      return false;
  return true;
}

static bool same_operand(const ir_operand *a, const ir_operand *b)
{
  if (a->kind != b->kind || a->var != b->var ||
      (a->flags & IR_OPF_NULL) != (b->flags & IR_OPF_NULL))
    return false;
  return a->text == b->text ||
         (a->text && b->text && strcmp(a->text, b->text) == 0);
}

/* Do calls a and b call one function with the same arguments? */
static bool same_call(const ir_event *a, const ir_event *b)
{
  if (strcmp(a->callee, b->callee) != 0 || a->nargs != b->nargs)
    return false;
  for (uint32_t k = 0; k < a->nargs; k++)
    if (!same_operand(&a->args[k], &b->args[k]))
      return false;
  return true;
}

uint32_t un_const_rewrite(ir_function *fn)
{
  uint32_t *defs = ut_calloc((size_t)fn->nvars + 1, sizeof *defs);
  bool *addr = ut_calloc((size_t)fn->nvars + 1, sizeof *addr);
  bool *based = ut_calloc((size_t)fn->nvars + 1, sizeof *based);
  uint32_t *to = un_var_slots(fn);
  uint32_t *first = ut_calloc((size_t)fn->nevents + 1, sizeof *first);
  uint32_t nfirst = 0, renamed = 0;
  count_defs(fn, defs, addr);
  for (uint32_t v = 0; v < fn->nvars; v++)
    if (fn->vars[v].base != IR_NONE)
      based[fn->vars[v].base] = true;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    ir_event *e = &fn->events[i];
    if (!candidate(fn, e, defs, addr, based))
      continue;
    uint32_t k = 0;
    while (k < nfirst && !same_call(&fn->events[first[k]], e))
      k++;
    if (k == nfirst) {
      first[nfirst++] = i;
      continue;
    }
    ir_event *f = &fn->events[first[k]];
    f->flags |= IR_EVF_SAME;
    e->flags |= IR_EVF_SAME;
    to[e->result] = f->result;
    renamed++;
  }
  for (uint32_t i = 0; renamed && i < fn->nevents; i++)
    un_rename_event(&fn->events[i], to);
  for (uint32_t i = 0; renamed && i < fn->nedges; i++)
    if (fn->edges[i].switch_var != IR_NONE && to[fn->edges[i].switch_var] != IR_NONE)
      fn->edges[i].switch_var = to[fn->edges[i].switch_var];
  free(defs);
  free(addr);
  free(based);
  free(to);
  free(first);
  return renamed;
}
