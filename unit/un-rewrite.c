/* un-rewrite.c: synthetic twins of IR events, shared by the rewrites of unit.h. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "un-rewrite.h"

ir_event un_synthetic(ir_event_kind kind, ir_loc loc)
{
  ir_event e;
  memset(&e, 0, sizeof e);
  e.kind = kind;
  e.flags = IR_EVF_SYNTHETIC;
  e.loc = loc;
  e.var = e.result = IR_NONE;
  e.lhs = e.rhs = e.value = (ir_operand){IR_OP_NONE, 0, IR_NONE, NULL};
  return e;
}

/* A copy of event e with variable `from` replaced by `to`. */
bool un_twin(const ir_event *e, uint32_t from, uint32_t to, ir_event *t,
             ir_operand *args)
{
  *t = *e;
  t->flags |= IR_EVF_SYNTHETIC;
  switch (e->kind) {
  case IR_EV_USE:
  case IR_EV_DEREF:
    if (e->var != from)
      return false;
    t->var = to;
    return true;
  case IR_EV_CALL: {
    bool any = false;
    for (uint32_t a = 0; a < e->nargs; a++) {
      args[a] = e->args[a];
      if (args[a].kind == IR_OP_VAR && args[a].var == from) {
        args[a].var = to;
        any = true;
      }
    }
    t->args = args;
    t->result = IR_NONE; /* the result belongs to the original */
    return any;
  }
  case IR_EV_RETURN:
    if (e->value.kind != IR_OP_VAR || e->value.var != from)
      return false;
    t->value.var = to;
    return true;
  default:
    return false;
  }
}

void un_push_twin(twins *tw, uint32_t node, uint32_t pos, const ir_event *t)
{
  if (tw->count == tw->cap) {
    tw->cap = tw->cap ? 2 * tw->cap : 16;
    tw->nodes = ut_realloc(tw->nodes, tw->cap * sizeof *tw->nodes);
    tw->pos = ut_realloc(tw->pos, tw->cap * sizeof *tw->pos);
    tw->evs = ut_realloc(tw->evs, tw->cap * sizeof *tw->evs);
  }
  tw->nodes[tw->count] = node;
  tw->pos[tw->count] = pos;
  tw->evs[tw->count++] = *t;
}

uint32_t un_var_root(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; fn->vars[v].base != IR_NONE && n < fn->nvars; n++)
    v = fn->vars[v].base;
  return v;
}

uint32_t *un_var_slots(const ir_function *fn)
{
  uint32_t *slot = ut_malloc(((size_t)fn->nvars + 1) * sizeof *slot);
  for (uint32_t v = 0; v <= fn->nvars; v++)
    slot[v] = IR_NONE;
  return slot;
}

void un_twins_apply(ir_function *fn, twins *tw)
{
  ir_insert_events(fn, tw->count, tw->nodes, tw->pos, tw->evs);
  free(tw->nodes);
  free(tw->pos);
  free(tw->evs);
  tw->nodes = tw->pos = NULL;
  tw->evs = NULL;
  tw->count = tw->cap = 0;
}

void un_csr_build(const ir_function *fn, un_csr *g)
{
  g->off = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *g->off);
  g->off[0] = 0;
  for (uint32_t v = 0; v < fn->nnodes; v++)
    g->off[v + 1] = g->off[v] + fn->nodes[v].nsucc;
  g->succ = ut_malloc(((size_t)g->off[fn->nnodes] + 1) * sizeof *g->succ);
  for (uint32_t v = 0; v < fn->nnodes; v++) {
    const ir_node *node = &fn->nodes[v];
    for (uint32_t i = 0; i < node->nsucc; i++)
      g->succ[g->off[v] + i] = fn->edges[node->first_succ + i].to;
  }
}

void un_csr_free(un_csr *g)
{
  free(g->off);
  free(g->succ);
  g->off = g->succ = NULL;
}

/* The variable a comparison of v with NULL tests, or IR_NONE. */
uint32_t un_null_tested(const ir_event *e)
{
  if (e->kind != IR_EV_CMP || (e->cmp != IR_CMP_EQ && e->cmp != IR_CMP_NE))
    return IR_NONE;
  if (e->lhs.kind == IR_OP_VAR && !(e->lhs.flags & IR_OPF_OFFSET) &&
      e->rhs.kind == IR_OP_CONST && (e->rhs.flags & IR_OPF_NULL))
    return e->lhs.var;
  if (e->rhs.kind == IR_OP_VAR && !(e->rhs.flags & IR_OPF_OFFSET) &&
      e->lhs.kind == IR_OP_CONST && (e->lhs.flags & IR_OPF_NULL))
    return e->rhs.var;
  return IR_NONE;
}

bool un_node_defines(const ir_function *fn, uint32_t node, uint32_t var)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    if ((e->kind == IR_EV_DEF && e->var == var) ||
        (e->kind == IR_EV_CALL && e->result == var))
      return true;
  }
  return false;
}

bool un_inside(const ir_function *fn, uint32_t v, uint32_t a)
{
  for (uint32_t n = 0; fn->vars[v].base != IR_NONE && n < fn->nvars; n++) {
    v = fn->vars[v].base;
    if (v == a)
      return true;
  }
  return false;
}

int un_opnd_has(const ir_function *fn, const ir_operand *o, uint32_t p)
{
  if ((o->kind != IR_OP_VAR && o->kind != IR_OP_ADDR) || o->var == IR_NONE ||
      (o->var != p && !un_inside(fn, o->var, p)))
    return UN_HAS_NONE;
  if (o->kind == IR_OP_ADDR || (o->flags & IR_OPF_OFFSET))
    return UN_HAS_BAD;
  return o->var == p ? UN_HAS_SELF : UN_HAS_OK;
}

int un_event_has(const ir_function *fn, const ir_event *e, uint32_t p)
{
  bool on = e->var != IR_NONE && (e->var == p || un_inside(fn, e->var, p));
  int k = UN_HAS_NONE;
  switch (e->kind) {
  case IR_EV_USE: case IR_EV_DEREF:
    return on ? UN_HAS_OK : UN_HAS_NONE;
  case IR_EV_ADDR:
    return on ? UN_HAS_BAD : UN_HAS_NONE;
  case IR_EV_CMP: {
    int kl = un_opnd_has(fn, &e->lhs, p), kr = un_opnd_has(fn, &e->rhs, p);
    return kl == UN_HAS_BAD || kr == UN_HAS_BAD ? UN_HAS_BAD
           : kl != UN_HAS_NONE || kr != UN_HAS_NONE ? UN_HAS_OK
           : UN_HAS_NONE;
  }
  case IR_EV_CALL:
    if (e->result == p)
      return UN_HAS_BAD;
    for (uint32_t a = 0; a < e->nargs; a++) {
      int ka = un_opnd_has(fn, &e->args[a], p);
      if (ka == UN_HAS_BAD)
        return UN_HAS_BAD;
      k = ka > k ? ka : k;
    }
    return k == UN_HAS_NONE ? UN_HAS_NONE : UN_HAS_OK;
  case IR_EV_DEF: case IR_EV_RETURN: {
    /* q = p, q = p + 1, return p: p's value goes on */
    int kv = un_opnd_has(fn, &e->value, p), kr = un_opnd_has(fn, &e->rhs, p);
    if (kv == UN_HAS_SELF || kv == UN_HAS_BAD || kr == UN_HAS_SELF ||
        kr == UN_HAS_BAD)
      return UN_HAS_BAD;
    return on || kv == UN_HAS_OK || kr == UN_HAS_OK ? UN_HAS_OK : UN_HAS_NONE;
  }
  }
  return UN_HAS_NONE;
}

uint32_t un_param_var(const ir_function *fn, uint32_t k)
{
  uint32_t seen = 0;
  for (uint32_t v = 0; v < fn->nvars; v++)
    if (fn->vars[v].kind == IR_VAR_PARAM && seen++ == k)
      return v;
  return IR_NONE;
}

/* The comparison of var that edge e's test is, or one of its twins
   (ir_cmp_twin: `ap == 0` before `pp == 0` after `pp = ap`), or NULL. */
static const ir_event *edge_cmp_of(const ir_function *fn, const ir_edge *e,
                                   uint32_t var)
{
  const ir_event *c = &fn->events[e->cond];
  for (uint32_t j = e->cond;; j--) {
    const ir_event *t = &fn->events[j];
    if ((t->lhs.kind == IR_OP_VAR && t->lhs.var == var) ||
        (t->rhs.kind == IR_OP_VAR && t->rhs.var == var))
      return t;
    if (j == 0 || !ir_cmp_twin(&fn->events[j - 1], c))
      return NULL;
  }
}

bool un_edge_compares(const ir_function *fn, const ir_edge *e, uint32_t var,
                      ir_cmp *op, const ir_operand **k)
{
  if (e->cond == IR_NONE)
    return false;
  const ir_event *c = edge_cmp_of(fn, e, var);
  if (!c)
    return false;
  *op = e->kind == IR_EDGE_TRUE ? c->cmp : ir_cmp_negate(c->cmp);
  *k = &c->rhs;
  if (c->rhs.kind == IR_OP_VAR && c->rhs.var == var) {
    *k = &c->lhs;
    *op = ir_cmp_swap(*op);
    return true;
  }
  return c->lhs.kind == IR_OP_VAR && c->lhs.var == var;
}

static void rename_operand(ir_operand *o, const uint32_t *to)
{
  if ((o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) && o->var != IR_NONE &&
      to[o->var] != IR_NONE)
    o->var = to[o->var];
}

void un_rename_event(ir_event *e, const uint32_t *to)
{
  if (e->var != IR_NONE && to[e->var] != IR_NONE)
    e->var = to[e->var];
  if (e->result != IR_NONE && to[e->result] != IR_NONE)
    e->result = to[e->result];
  rename_operand(&e->value, to);
  rename_operand(&e->lhs, to);
  rename_operand(&e->rhs, to);
  for (uint32_t a = 0; a < e->nargs; a++)
    rename_operand(&e->args[a], to);
}
