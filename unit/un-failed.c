/* un-failed.c: the branch on which a lock call's result says it failed gets an event that says so. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * `if (pthread_mutex_trylock (&m) != 0) pthread_mutex_unlock (&m);`
 * unlocks a mutex the thread did not take, and `if
 * (pthread_mutex_destroy (&m) != 0) pthread_mutex_lock (&m);` locks one
 * that is still there: the functions of the family `trylock-zero`, and
 * those of `lock-destroy` and `lock-init` that give a result, return 0
 * when they did their work and an error otherwise.  The rules cannot
 * tell the two outcomes apart at the call, so where a branch tests such
 * a call's result against 0, the node the failing edge leads to (r != 0,
 * r > 0, r < 0) starts with a synthetic call with the call's arguments:
 * `ctlcheck:trylock-failed` (the family `trylock-failed`),
 * `ctlcheck:destroy-failed` (`lock-destroy-failed`) or
 * `ctlcheck:init-failed` (`lock-init-failed`).  Only when that node has
 * no other predecessor, and the result is a variable nothing else
 * defines.
 */

/* Each family of calls that return 0 on success, and the name of the
   synthetic call on their failing branches. */
static const struct {
  const char *family, *failed;
} kinds[] = {
    {"trylock-zero", "ctlcheck:trylock-failed"},
    {"lock-destroy", "ctlcheck:destroy-failed"},
    {"lock-init", "ctlcheck:init-failed"},
};

/* Does anything in fn but event `call` define var? */
static bool defined_elsewhere(const ir_function *fn, uint32_t var,
                              const ir_event *call)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e == call)
      continue;
    /* `def r` right after `call f () -> r` is the call's own store. */
    bool own = e->kind == IR_EV_DEF && e > fn->events && e[-1].kind == IR_EV_CALL &&
               &e[-1] == call;
    if ((e->kind == IR_EV_DEF && e->var == var && !own) ||
        (e->kind == IR_EV_CALL && e->result == var))
      return true;
  }
  return false;
}

/* Does edge ed lead where var is not 0 (var compared with 0)? */
static bool edge_nonzero(const ir_function *fn, const ir_edge *ed, uint32_t var)
{
  ir_cmp op;
  const ir_operand *k;
  return un_edge_compares(fn, ed, var, &op, &k) && k->kind == IR_OP_CONST &&
         k->text && !strcmp(k->text, "0") &&
         (op == IR_CMP_NE || op == IR_CMP_GT || op == IR_CMP_LT);
}

/* How many edges lead to node n? */
static uint32_t predecessors(const ir_function *fn, uint32_t n)
{
  uint32_t k = 0;
  for (uint32_t i = 0; i < fn->nedges; i++)
    k += fn->edges[i].to == n;
  return k;
}

/* Queue the failure event `failed` of `call` (result r) on every edge
   that finds r not 0. */
static uint32_t mark_failures(ir_function *fn, const ir_event *call,
                              uint32_t r, const char *failed, twins *tw)
{
  uint32_t done = 0;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    const ir_edge *ed = &fn->edges[i];
    if (!edge_nonzero(fn, ed, r) || ed->to < 2 || predecessors(fn, ed->to) != 1)
      continue;
    ir_event t = *call;
    t.flags = IR_EVF_SYNTHETIC;
    t.callee = ir_strdup(fn, failed);
    ir_operand *args = ir_alloc(fn, (call->nargs + 1) * sizeof *args);
    if (call->nargs)
      memcpy(args, call->args, call->nargs * sizeof *args);
    t.args = args;
    t.result = IR_NONE;
    t.nattrs = 0;
    t.attrs = NULL;
    un_push_twin(tw, ed->to, 0, &t);
    done++;
  }
  return done;
}

/* The synthetic call for a failure of callee, or NULL. */
static const char *failure_of(const rl_set *rules, const char *callee)
{
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
    if (rl_set_family_arg(rules, kinds[k].family, callee))
      return kinds[k].failed;
  return NULL;
}

uint32_t un_failed_mark(ir_function *fn, const rl_set *rules)
{
  twins tw = {0};
  uint32_t done = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    const char *failed = e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
                                 e->result != IR_NONE
                             ? failure_of(rules, e->callee) : NULL;
    if (failed && !defined_elsewhere(fn, e->result, e))
      done += mark_failures(fn, e, e->result, failed, &tw);
  }
  un_twins_apply(fn, &tw);
  return done;
}
