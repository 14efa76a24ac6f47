/* un-regrow.c: getline given &p while p holds the address of an object marks that object as handed to realloc. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * getline (&p, &n, f), getdelim and the rest of the family `line-alloc`
 * (at `*1`) give *&p to realloc when the line does not fit: p must be
 * NULL or a heap block.  `char buf[64], *p = buf; getline (&p, &n, f);`
 * hands a local array to realloc.  p's address is taken, so the copies
 * of un-alias.c do not follow it; here a backward walk from the call
 * finds the definitions of p that reach it.  When nothing but calls of
 * the family takes p's address (so nothing else can change p), and the
 * definitions that reach the call with an address name one object x
 * (`p = buf`, `p = &s`, `p = (char *) f`), the call is preceded by the
 * synthetic `ctlcheck:line-regrow (&x)` (the family `line-regrow`, which
 * free-non-heap reads).  A path where the family's call itself defined p
 * (a loop around getline) brings a heap block or NULL, not x.
 */

/* Is operand o the address of var (no offset)? */
static bool addr_of(const ir_operand *o, uint32_t var)
{
  return o->kind == IR_OP_ADDR && o->var == var && !(o->flags & IR_OPF_OFFSET);
}

/* The position (from 1) of the family line-alloc in call e, or 0. */
static uint32_t line_arg(const rl_set *rules, const ir_event *e)
{
  if (e->kind != IR_EV_CALL || !e->callee || (e->flags & IR_EVF_SYNTHETIC))
    return 0;
  uint32_t k = rl_set_family_arg(rules, "line-alloc", e->callee);
  return k <= e->nargs ? k : 0;
}

/* Is p's address taken only as the line argument of line-alloc calls? */
static bool only_line_calls_take(const rl_set *rules, const ir_function *fn,
                                 uint32_t p)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    uint32_t k = line_arg(rules, e);
    if (e->kind == IR_EV_CALL)
      for (uint32_t a = 0; a < e->nargs; a++)
        if (e->args[a].kind == IR_OP_ADDR && e->args[a].var == p && a + 1 != k)
          return false;
    if (e->value.kind == IR_OP_ADDR && e->value.var == p)
      return false;
    if ((e->lhs.kind == IR_OP_ADDR && e->lhs.var == p) ||
        (e->rhs.kind == IR_OP_ADDR && e->rhs.var == p))
      return false;
  }
  return true;
}

/* How event e defines p: 0 not at all, 1 with the address of *x, 2
   otherwise (a line-alloc call given &p, any other value). */
static int defines(const rl_set *rules, const ir_event *e, uint32_t p,
                   uint32_t *x)
{
  uint32_t k = line_arg(rules, e);
  if (k && addr_of(&e->args[k - 1], p))
    return 2;
  if (e->kind == IR_EV_CALL && e->result == p)
    return 2;
  if (e->kind != IR_EV_DEF || e->var != p)
    return 0;
  if ((e->flags & IR_EVF_COPY) && e->value.kind == IR_OP_ADDR &&
      !(e->value.flags & IR_OPF_OFFSET)) {
    *x = e->value.var;
    return 1;
  }
  return 2;
}

typedef struct walk {
  const rl_set *rules;
  const ir_function *fn;
  const uint32_t *poff, *pred; /* predecessors, CSR */
  bool *seen;
  uint32_t p, x;               /* x: IR_NONE, the object, or UINT32_MAX
                                  when two objects reach */
} walk;

/* Record object o as reaching. */
static void reach(walk *w, uint32_t o)
{
  if (w->x == IR_NONE)
    w->x = o;
  else if (w->x != o)
    w->x = UINT32_MAX;
}

/* The definition of p in node n before event `before` (the node's
   number of events: all of them), searched backwards; returns whether
   one was found. */
static bool def_in_node(walk *w, uint32_t n, uint32_t before)
{
  const ir_node *node = &w->fn->nodes[n];
  for (uint32_t i = before; i-- > 0;) {
    uint32_t x = IR_NONE;
    int d = defines(w->rules, &w->fn->events[node->first_event + i], w->p, &x);
    if (d == 1)
      reach(w, x);
    if (d)
      return true;
  }
  return false;
}

/* Walk back from the entry of node n to the definitions of p. */
static void walk_back(walk *w, uint32_t n)
{
  uint32_t *stack = ut_malloc(((size_t)w->fn->nnodes + 1) * sizeof *stack);
  uint32_t top = 0;
  stack[top++] = n;
  while (top) {
    uint32_t v = stack[--top];
    for (uint32_t j = w->poff[v]; j < w->poff[v + 1]; j++) {
      uint32_t u = w->pred[j];
      if (w->seen[u])
        continue;
      w->seen[u] = true;
      if (!def_in_node(w, u, w->fn->nodes[u].nevents))
        stack[top++] = u;
    }
  }
  free(stack);
}

uint32_t un_line_regrow_mark(ir_function *fn, const rl_set *rules)
{
  if (!rules)
    return 0;
  twins tw = {0};
  uint32_t *poff = NULL, *pred = NULL;
  bool *seen = NULL;
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      uint32_t k = line_arg(rules, e);
      if (!k || e->args[k - 1].kind != IR_OP_ADDR ||
          (e->args[k - 1].flags & IR_OPF_OFFSET))
        continue;
      uint32_t p = e->args[k - 1].var;
      if (fn->vars[p].tclass != IR_TY_POINTER ||
          fn->vars[p].kind != IR_VAR_LOCAL ||
          !only_line_calls_take(rules, fn, p))
        continue;
      if (!poff) {
        ir_predecessors(fn, &poff, &pred);
        seen = ut_malloc(fn->nnodes);
      }
      memset(seen, 0, fn->nnodes);
      walk w = {rules, fn, poff, pred, seen, p, IR_NONE};
      if (!def_in_node(&w, n, i))
        walk_back(&w, n);
      if (w.x == IR_NONE || w.x == UINT32_MAX)
        continue;
      ir_event t = un_synthetic(IR_EV_CALL, e->loc);
      t.callee = ir_strdup(fn, "ctlcheck:line-regrow");
      t.nargs = 1;
      t.args = ir_alloc(fn, sizeof *t.args);
      memset(t.args, 0, sizeof *t.args);
      t.args[0].kind = IR_OP_ADDR;
      t.args[0].var = w.x;
      un_push_twin(&tw, n, i, &t);
    }
  }
  free(poff);
  free(pred);
  free(seen);
  uint32_t added = (uint32_t)tw.count;
  if (added)
    un_twins_apply(fn, &tw);
  return added;
}
