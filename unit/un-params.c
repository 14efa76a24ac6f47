/* un-params.c: the bounds of a parameter that every call of a function only the unit calls gives it (see un-rewrite.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/model.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

enum {
  PARAMS_MAX_NODES = 1500, /* larger callers give their arguments no bounds */
  PARAMS_MAX_STATES = 4096 /* states explored per caller */
};

/* What the calls of one function of the unit give its parameters. */
typedef struct callee {
  uint32_t nparams;
  md_vtype *type;    /* per parameter; bits 0: not asked */
  char **lo, **hi;   /* md_call_args's, shared by every call */
  bool *any;
  uint32_t pending;  /* calls in callers not explored yet */
  bool asked;        /* a candidate: some parameter is asked about */
  bool done;         /* its bounds are applied (or given up) */
} callee;

/* Does fn read variable v where a value matters to a branch: a
   comparison, a switch, a computation (which may feed one), or an
   argument (a callee may test it)? */
static bool tested(const ir_function *fn, uint32_t v)
{
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].switch_var == v)
      return true;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      if (e->args[a].kind == IR_OP_VAR && e->args[a].var == v)
        return true;
    const ir_operand *o[2] = {&e->lhs, &e->rhs};
    if (e->kind == IR_EV_DEF) {
      o[0] = &e->value;
    } else if (e->kind != IR_EV_CMP) {
      continue;
    }
    for (int k = 0; k < 2; k++)
      if (o[k]->kind == IR_OP_VAR && o[k]->var == v)
        return true;
  }
  return false;
}

/* Which parameters of fn are worth bounding: integers whose address is
   never taken and that a test reads; false when none is. */
static bool ask(const ir_function *fn, callee *c)
{
  if (!(fn->flags & IR_FF_DIRECT) || (fn->flags & IR_FF_CXX))
    return false;
  while (un_param_var(fn, c->nparams) != IR_NONE)
    c->nparams++;
  c->type = ut_calloc(c->nparams + 1, sizeof *c->type);
  bool some = false;
  for (uint32_t k = 0; k < c->nparams; k++) {
    uint32_t v = un_param_var(fn, k);
    const ir_var *x = &fn->vars[v];
    if (x->tclass != IR_TY_INTEGER || !x->bits ||
        (x->flags & (IR_VF_ADDR_TAKEN | IR_VF_VOLATILE)) || !tested(fn, v))
      continue;
    c->type[k] = (md_vtype){x->bits, x->is_signed != 0};
    some = true;
  }
  if (some) {
    c->lo = ut_calloc(c->nparams + 1, sizeof *c->lo);
    c->hi = ut_calloc(c->nparams + 1, sizeof *c->hi);
    c->any = ut_calloc(c->nparams + 1, sizeof *c->any);
  }
  return some;
}

/* The callee call event e of fns[f] makes when it is a candidate. */
static callee *called(callee *cs, size_t **target, size_t f,
                      const ir_event *e, uint32_t i)
{
  if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC) ||
      target[f][i] == SIZE_MAX || !cs[target[f][i]].asked)
    return NULL;
  return &cs[target[f][i]];
}

/* Count every candidate's calls; a call with too few arguments (an
   unprototyped call) makes its callee no candidate. */
static void count_calls(ir_function **fns, size_t n, callee *cs,
                        size_t **target)
{
  for (size_t f = 0; f < n; f++)
    for (uint32_t i = 0; i < fns[f]->nevents; i++) {
      const ir_event *e = &fns[f]->events[i];
      callee *c = called(cs, target, f, e, i);
      if (c && e->nargs < c->nparams)
        c->asked = false;
      else if (c)
        c->pending++;
    }
}

/* Give fn's parameters the bounds every call gave them: `def p = LO ..
   HI` at ENTRY, and move fn's call targets with its events.  Returns
   how many. */
static uint32_t apply(ir_function *fn, const callee *c, size_t **target)
{
  uint32_t at = fn->nodes[0].first_event + fn->nodes[0].nevents;
  uint32_t before = fn->nevents;
  twins tw = {0};
  uint32_t count = 0;
  for (uint32_t k = 0; k < c->nparams; k++) {
    if (!c->type[k].bits || c->any[k] || !c->lo[k])
      continue;
    ir_event d = un_synthetic(IR_EV_DEF, fn->loc);
    d.var = un_param_var(fn, k);
    d.arith = IR_AR_RANGE;
    d.value = (ir_operand){IR_OP_CONST, 0, IR_NONE, ir_strdup(fn, c->lo[k])};
    d.rhs = (ir_operand){IR_OP_CONST, 0, IR_NONE, ir_strdup(fn, c->hi[k])};
    un_push_twin(&tw, 0, fn->nodes[0].nevents, &d);
    count++;
  }
  un_twins_apply(fn, &tw);
  if (count) {
    *target = ut_realloc(*target, ((size_t)fn->nevents + 1) * sizeof **target);
    memmove(*target + at + count, *target + at,
            (before - at) * sizeof **target);
    for (uint32_t i = at; i < at + count; i++)
      (*target)[i] = SIZE_MAX;
  }
  return count;
}

/* Explore fns[f] once for the arguments of its calls to candidates not
   done yet, and count those calls as seen. */
static void explore_calls(ir_function **fns, size_t f, callee *cs,
                          size_t **target)
{
  const ir_function *fn = fns[f];
  md_call_args *calls = NULL;
  uint32_t ncalls = 0, cap = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    callee *c = called(cs, target, f, &fn->events[i], i);
    if (!c || c->done)
      continue;
    calls = ut_grow32(calls, ncalls, &cap, sizeof *calls);
    calls[ncalls++] = (md_call_args){i, c->nparams, c->type, c->lo, c->hi,
                                     c->any};
    c->pending--;
  }
  if (ncalls && (fn->nnodes > PARAMS_MAX_NODES ||
                 !md_call_arg_ranges(fn, PARAMS_MAX_STATES, calls, ncalls)))
    for (uint32_t k = 0; k < ncalls; k++)
      for (uint32_t a = 0; a < calls[k].nargs; a++)
        calls[k].any[a] = true;
  free(calls);
}

uint32_t un_param_ranges(ir_function **fns, size_t n, const size_t *order,
                         size_t **target)
{
  callee *cs = ut_calloc(n + 1, sizeof *cs);
  for (size_t f = 0; f < n; f++)
    cs[f].asked = ask(fns[f], &cs[f]);
  count_calls(fns, n, cs, target);
  uint32_t count = 0;
  for (size_t i = n; i-- > 0;) {
    size_t f = order[i];
    /* A call not explored yet (a caller in f's cycle of calls) could give
       any value. */
    if (cs[f].asked && !cs[f].pending)
      count += apply(fns[f], &cs[f], &target[f]);
    cs[f].done = true;
    explore_calls(fns, f, cs, target);
  }
  for (size_t f = 0; f < n; f++) {
    for (uint32_t k = 0; cs[f].lo && k < cs[f].nparams; k++) {
      free(cs[f].lo[k]);
      free(cs[f].hi[k]);
    }
    free(cs[f].lo);
    free(cs[f].hi);
    free(cs[f].any);
    free(cs[f].type);
  }
  free(cs);
  return count;
}
