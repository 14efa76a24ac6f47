/* un-objects.c: allocation sites as variables of their own, followed through copies. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * An object is what one call returns into a pointer (`p = malloc (n)`,
 * `f = fopen (..)`): each such call site gets an IR variable of kind
 * IR_VAR_OBJECT, named after the pointer it is first stored in.  A
 * forward must-analysis says which pointers surely hold which object at
 * each node: the call's result holds it, a plain copy `q = p` makes q hold
 * what p holds, and any other definition of a pointer makes it hold
 * nothing known.  At a join a pointer keeps its object only if every
 * predecessor agrees.
 *
 * Every event that passes, dereferences, reads or returns a pointer that
 * holds object k, or copies it elsewhere, gets a synthetic twin naming the
 * object, and the call site gets `call G(..) -> OBJ`.  A rule whose
 * metavariable is of kind `object` is bound to these variables, so it
 * sees the block itself whatever pointer reaches it: after `q = p;
 * free (q);` the object is freed, and `*p` uses it.
 */

enum { MAX_PTRS = 64, MAX_OBJECTS = 64, NONE = 0xff };

typedef struct obj_ctx {
  ir_function *fn;
  uint32_t nptr, nobj;
  uint32_t *slot;     /* per variable: tracked pointer index or IR_NONE */
  uint32_t *var_of;   /* per pointer index: the variable */
  uint32_t *site;     /* per event: the object it allocates, or IR_NONE */
  uint32_t obj_var[MAX_OBJECTS];
  uint8_t *in;        /* per node: nptr bytes, the object each holds */
  bool *seen;
} obj_ctx;

static bool trackable(const ir_var *v)
{
  return v->tclass == IR_TY_POINTER && !(v->flags & IR_VF_ADDR_TAKEN) &&
         (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM ||
          v->kind == IR_VAR_TEMP);
}

static void track(obj_ctx *c, uint32_t v)
{
  if (v != IR_NONE && c->slot[v] == IR_NONE && c->nptr < MAX_PTRS &&
      trackable(&c->fn->vars[v])) {
    c->slot[v] = c->nptr;
    c->var_of[c->nptr++] = v;
  }
}

/* The call sites (one per node and result) and the pointers to follow:
   their results, and copies of tracked pointers, transitively. */
static void choose(obj_ctx *c)
{
  ir_function *fn = c->fn;
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      uint32_t ei = node->first_event + i;
      const ir_event *e = &fn->events[ei];
      /* Synthetic calls restate a call (a summary) or a copy: no site. */
      if (e->kind != IR_EV_CALL || e->result == IR_NONE ||
          (e->flags & IR_EVF_SYNTHETIC) ||
          !trackable(&fn->vars[e->result]) || c->nobj == MAX_OBJECTS)
        continue;
      track(c, e->result);
      if (c->slot[e->result] == IR_NONE)
        continue;
      ir_var o;
      memset(&o, 0, sizeof o);
      o.name = fn->vars[e->result].name;
      o.kind = IR_VAR_OBJECT;
      o.tclass = IR_TY_POINTER;
      o.base = IR_NONE;
      o.decl = e->loc;
      o.bits = fn->vars[e->result].bits;
      c->site[ei] = c->nobj;
      c->obj_var[c->nobj++] = ir_add_var(fn, &o);
    }
  }
  for (bool grew = true; grew;) {
    grew = false;
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
          e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET) &&
          c->slot[e->value.var] != IR_NONE && c->slot[e->var] == IR_NONE &&
          trackable(&fn->vars[e->var]) && c->nptr < MAX_PTRS) {
        track(c, e->var);
        grew = true;
      }
    }
  }
}

/* Is event ei the `def r` that ends a call into r earlier in its node
   (`call malloc(4) -> p`, then `def p`)? */
static bool defined_by_call(const obj_ctx *c, uint32_t first, uint32_t ei)
{
  const ir_event *e = &c->fn->events[ei];
  if (e->kind != IR_EV_DEF || (e->flags & IR_EVF_COPY) || e->arith)
    return false;
  for (uint32_t j = ei; j-- > first;) {
    const ir_event *p = &c->fn->events[j];
    if (p->kind == IR_EV_CALL && p->result == e->var)
      return true;
    if (p->kind == IR_EV_DEF && p->var == e->var)
      return false;
  }
  return false;
}

/* The state after event ei of a node whose events start at `first`
   (s: the object each pointer holds). */
static void step(const obj_ctx *c, uint32_t first, uint32_t ei, uint8_t *s)
{
  const ir_event *e = &c->fn->events[ei];
  uint32_t def = e->kind == IR_EV_DEF ? e->var
                 : e->kind == IR_EV_CALL ? e->result : IR_NONE;
  if (def == IR_NONE || c->slot[def] == IR_NONE)
    return;
  uint8_t held = NONE;
  if (defined_by_call(c, first, ei))
    return;
  if (c->site[ei] != IR_NONE)
    held = (uint8_t)c->site[ei];
  else if (e->kind == IR_EV_CALL && (e->flags & IR_EVF_SYNTHETIC))
    held = s[c->slot[def]]; /* a summary restating the same call */
  else if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
           e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET) &&
           c->slot[e->value.var] != IR_NONE)
    held = s[c->slot[e->value.var]];
  s[c->slot[def]] = held;
}

/* Apply node's events to s, the object each pointer holds (the transfer
   function of the analysis, for ut_dataflow_solve). */
static void transfer(void *ctx, uint32_t node, void *s)
{
  const obj_ctx *c = ctx;
  const ir_node *n = &c->fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++)
    step(c, n->first_event, n->first_event + i, s);
}

/* A pointer keeps its object only where both states agree. */
static bool meet(void *ctx, void *dst_state, const void *src_state)
{
  const obj_ctx *c = ctx;
  uint8_t *dst = dst_state;
  const uint8_t *src = src_state;
  bool changed = false;
  for (uint32_t k = 0; k < c->nptr; k++)
    if (dst[k] != src[k] && dst[k] != NONE) {
      dst[k] = NONE;
      changed = true;
    }
  return changed;
}

/* The state at every node reached from ENTRY, where no pointer holds an
   object. */
static void solve(obj_ctx *c)
{
  un_csr g;
  un_csr_build(c->fn, &g);
  memset(c->in, NONE, c->nptr);
  ut_dataflow df = {c->fn->nnodes, g.off, g.succ, c->nptr, transfer, meet, c};
  ut_dataflow_solve(&df, 0, c->in, c->seen);
  un_csr_free(&g);
}

/* A copy of `def v = p` naming object obj instead of p (`copy _ = o`). */
static bool copy_twin(const ir_event *e, uint32_t from, uint32_t obj,
                      ir_event *t)
{
  if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY) ||
      e->value.kind != IR_OP_VAR || e->value.var != from ||
      (e->value.flags & IR_OPF_OFFSET))
    return false;
  *t = *e;
  t->flags |= IR_EVF_SYNTHETIC;
  t->flags &= ~(uint32_t)IR_EVF_INIT;
  t->value.var = obj;
  return true;
}

/* Twins of node n's events for the objects its pointers hold. */
static void rewrite_node(const obj_ctx *c, uint32_t n, twins *tw)
{
  ir_function *fn = c->fn;
  uint8_t *s = ut_malloc(c->nptr);
  memcpy(s, c->in + (size_t)n * c->nptr, c->nptr);
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    uint32_t ei = node->first_event + i;
    const ir_event *e = &fn->events[ei];
    ir_event t;
    /* Each tracked pointer the event mentions, once. */
    for (uint32_t k = 0; k < c->nptr; k++) {
      if (s[k] == NONE)
        continue;
      uint32_t from = c->var_of[k], obj = c->obj_var[s[k]];
      ir_operand *args = e->nargs ? ir_alloc(fn, e->nargs * sizeof *args)
                                  : NULL;
      if (un_twin(e, from, obj, &t, args) || copy_twin(e, from, obj, &t)) {
        t.flags &= ~(uint32_t)IR_EVF_INIT;
        un_push_twin(tw, n, i + 1, &t);
      }
    }
    if (c->site[ei] != IR_NONE) { /* the allocation: call G(..) -> OBJ */
      t = *e;
      t.flags |= IR_EVF_SYNTHETIC;
      t.result = c->obj_var[c->site[ei]];
      un_push_twin(tw, n, i + 1, &t);
    }
    step(c, node->first_event, ei, s);
  }
  free(s);
}

uint32_t un_objects_rewrite(ir_function *fn)
{
  obj_ctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  c.slot = un_var_slots(fn);
  c.var_of = ut_malloc(MAX_PTRS * sizeof *c.var_of);
  c.site = ut_malloc(((size_t)fn->nevents + 1) * sizeof *c.site);
  for (uint32_t i = 0; i < fn->nevents; i++)
    c.site[i] = IR_NONE;
  choose(&c);
  twins tw = {0};
  if (c.nobj) {
    c.in = ut_malloc((size_t)fn->nnodes * c.nptr);
    c.seen = ut_calloc(fn->nnodes, sizeof *c.seen);
    solve(&c);
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (c.seen[n])
        rewrite_node(&c, n, &tw);
    un_twins_apply(fn, &tw);
    free(c.in);
    free(c.seen);
  }
  free(c.slot);
  free(c.var_of);
  free(c.site);
  return c.nobj;
}
