/* un-null.c: arguments surely NULL where they are passed, made the constant, so `if (!p) free (p)` frees nothing; a temporary surely NULL where it is dereferenced, the null constant's dereference (`new (NULL) T`). */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * A forward must-analysis over the function's graph: after the branch of
 * `p == NULL` (or `p = NULL`) and until p is assigned, p is NULL.  The
 * state is one bit per followed pointer (at most 64): the locals,
 * parameters and parts of local structs that some test compares with
 * NULL, whose address is never taken (no call can change them).  Joins
 * keep what every path says.
 *
 * Temporaries the function sets to NULL (the object `new (NULL) T (..)`
 * hands its constructor, placement new giving back its argument) are
 * followed too, while bits are left; a dereference of one that is NULL
 * there is the null constant's (`deref null`), which null-constant-deref
 * reports: no source variable names it for the other NULL rules.
 */

enum { MAX_NULLS = 64 };

typedef struct null_ctx {
  const ir_function *fn;
  uint32_t n;       /* followed pointers */
  uint32_t *slot;   /* per variable: its bit, or IR_NONE */
  uint32_t *var_of; /* per bit: the variable */
} null_ctx;

/* Is event e the copy of the null pointer constant into a variable? */
static bool null_copy(const ir_event *e)
{
  return e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
         e->value.kind == IR_OP_CONST && (e->value.flags & IR_OPF_NULL);
}

/* The temporary pointer event e sets to NULL (what a call gives back
   for its argument NULL: the object of `new (NULL) T`), or IR_NONE. */
static uint32_t null_temp(const ir_function *fn, const ir_event *e)
{
  return null_copy(e) && e->var != IR_NONE &&
                 fn->vars[e->var].kind == IR_VAR_TEMP &&
                 fn->vars[e->var].tclass == IR_TY_POINTER
             ? e->var
             : IR_NONE;
}

/* Pointers compared with NULL that only the function's own assignments
   change, then temporaries set to NULL while bits are left. */
static void choose(null_ctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->nevents && c->n < MAX_NULLS; i++) {
    uint32_t v = un_null_tested(&fn->events[i]);
    if (v == IR_NONE || c->slot[v] != IR_NONE ||
        fn->vars[v].tclass != IR_TY_POINTER ||
        (fn->vars[un_var_root(fn, v)].flags & IR_VF_ADDR_TAKEN))
      continue;
    ir_var_kind k = fn->vars[v].kind;
    if (k == IR_VAR_LOCAL || k == IR_VAR_PARAM ||
        (k == IR_VAR_PATH && ir_var_is_part(fn, v))) {
      c->slot[v] = c->n;
      c->var_of[c->n++] = v;
    }
  }
  for (uint32_t i = 0; i < fn->nevents && c->n < MAX_NULLS; i++) {
    uint32_t t = null_temp(fn, &fn->events[i]);
    if (t != IR_NONE && c->slot[t] == IR_NONE) {
      c->slot[t] = c->n;
      c->var_of[c->n++] = t;
    }
  }
}

/* The fact after event e: an assignment of p (or of the struct it is a
   part of) forgets it, unless it is `p = NULL`. */
static uint64_t step(const null_ctx *c, uint64_t fact, const ir_event *e)
{
  uint32_t def = e->kind == IR_EV_DEF ? e->var
                 : e->kind == IR_EV_CALL ? e->result : IR_NONE;
  if (def == IR_NONE)
    return fact;
  for (uint32_t k = 0; k < c->n; k++)
    for (uint32_t v = c->var_of[k], n = 0; v != IR_NONE && n <= c->fn->nvars;
         v = c->fn->vars[v].base, n++)
      if (v == def)
        fact &= ~(UINT64_C(1) << k);
  uint32_t d = c->slot[def];
  if (d != IR_NONE && null_copy(e))
    fact |= UINT64_C(1) << d;
  return fact;
}

/* The fact on edge ed out of a node whose events left `fact`. */
static uint64_t on_edge(const null_ctx *c, uint64_t fact, const ir_edge *ed)
{
  if ((ed->kind != IR_EDGE_TRUE && ed->kind != IR_EDGE_FALSE) ||
      ed->cond == IR_NONE)
    return fact;
  const ir_event *e = &c->fn->events[ed->cond];
  uint32_t v = un_null_tested(e);
  if (v == IR_NONE || c->slot[v] == IR_NONE)
    return fact;
  uint64_t bit = UINT64_C(1) << c->slot[v];
  bool null = (e->cmp == IR_CMP_EQ) == (ed->kind == IR_EDGE_TRUE);
  return null ? fact | bit : fact & ~bit;
}

/* The fact at each node's entry (all ones where no path reaches yet). */
static uint64_t *solve(const null_ctx *c)
{
  const ir_function *fn = c->fn;
  uint64_t *in = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *in);
  bool *reached = ut_calloc((size_t)fn->nnodes + 1, sizeof *reached);
  for (uint32_t v = 0; v < fn->nnodes; v++)
    in[v] = ~UINT64_C(0);
  in[0] = 0;
  reached[0] = true;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t v = 0; v < fn->nnodes; v++) {
      if (!reached[v])
        continue;
      const ir_node *node = &fn->nodes[v];
      uint64_t out = in[v];
      for (uint32_t i = 0; i < node->nevents; i++)
        out = step(c, out, &fn->events[node->first_event + i]);
      for (uint32_t s = 0; s < node->nsucc; s++) {
        const ir_edge *ed = &fn->edges[node->first_succ + s];
        uint64_t f = on_edge(c, out, ed) & in[ed->to];
        if (!reached[ed->to] || f != in[ed->to]) {
          reached[ed->to] = true;
          in[ed->to] = f;
          changed = true;
        }
      }
    }
  }
  for (uint32_t v = 0; v < fn->nnodes; v++)
    if (!reached[v])
      in[v] = 0; /* no path: nothing is known */
  free(reached);
  return in;
}

uint32_t un_null_rewrite(ir_function *fn)
{
  null_ctx c = {fn, 0, un_var_slots(fn),
                ut_malloc(MAX_NULLS * sizeof *c.var_of)};
  choose(&c);
  uint32_t count = 0;
  if (c.n) {
    uint64_t *in = solve(&c);
    for (uint32_t v = 2; v < fn->nnodes; v++) {
      const ir_node *node = &fn->nodes[v];
      uint64_t fact = in[v];
      for (uint32_t i = 0; i < node->nevents; i++) {
        ir_event *e = &fn->events[node->first_event + i];
        /* A call whose result is dropped (free, fclose ...) gets the
           NULL it is given: it releases nothing. */
        for (uint32_t a = 0; e->kind == IR_EV_CALL && e->result == IR_NONE &&
                             a < e->nargs; a++) {
          ir_operand *o = &e->args[a];
          if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET) ||
              c.slot[o->var] == IR_NONE || !(fact >> c.slot[o->var] & 1))
            continue;
          *o = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE,
                            ir_strdup(fn, "0")};
          count++;
        }
        /* A temporary that holds NULL dereferenced (by the constructor
           `new (NULL) T (..)` calls): the null constant's dereference. */
        if (e->kind == IR_EV_DEREF && e->var != IR_NONE &&
            fn->vars[e->var].kind == IR_VAR_TEMP && c.slot[e->var] != IR_NONE &&
            (fact >> c.slot[e->var] & 1)) {
          e->var = IR_NONE;
          count++;
        }
        fact = step(&c, fact, e);
      }
    }
    free(in);
  }
  free(c.slot);
  free(c.var_of);
  return count;
}
