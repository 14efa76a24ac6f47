/* product.c: explicit product states (location x abstract store) on the fly. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/product.h"
#include "ctlcheck/values.h"

enum {
  MAX_TRACKED = 64, /* variables in the store; the rest are unknown */
  WIDEN_AFTER = 32  /* generations of a location before widening there */
};

/* Everything exploration needs; one per function. */
typedef struct pctx {
  const ir_function *fn;
  ctl_vals *vals;
  uint32_t ntracked;
  uint32_t *slot;      /* per IR variable: slot in the store or IR_NONE */
  uint32_t *var_of;    /* per slot: the variable */
  ctl_vtype *type;     /* per slot: its C type's range */
  bool *pinned;        /* per slot: a unit constant (never clobbered) */
  uint32_t *gen;       /* per location: successors generated into it */
  uint32_t *succ;      /* scratch: one state being built */
  rl_product *out;
  uint32_t cap;
} pctx;

static void *xcalloc(size_t n, size_t size)
{
  void *p = calloc(n ? n : 1, size);
  if (!p)
    abort();
  return p;
}

bool rl_edge_is_conditional(const ir_edge *e)
{
  return e->kind == IR_EDGE_TRUE || e->kind == IR_EDGE_FALSE ||
         e->kind == IR_EDGE_SWITCH || e->kind == IR_EDGE_DEFAULT;
}

/* ------------------------------------------------------ tracked variables */

static bool trackable(const ir_var *v)
{
  /* A summary path (a[...]) is many locations: one value cannot stand
     for all of them. */
  return (v->tclass == IR_TY_INTEGER || v->tclass == IR_TY_POINTER) &&
         !(v->flags & (IR_VF_VOLATILE | IR_VF_SUMMARY));
}

static void track(pctx *c, uint32_t var)
{
  if (var == IR_NONE || c->slot[var] != IR_NONE ||
      c->ntracked == MAX_TRACKED || !trackable(&c->fn->vars[var]))
    return;
  const ir_var *v = &c->fn->vars[var];
  c->slot[var] = c->ntracked;
  c->var_of[c->ntracked] = var;
  c->type[c->ntracked].bits = v->bits ? v->bits : 64;
  c->type[c->ntracked].is_signed = v->tclass == IR_TY_INTEGER && v->is_signed;
  c->ntracked++;
}

static void track_operand(pctx *c, const ir_operand *o)
{
  if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET))
    track(c, o->var);
}

/* Track what branches test, then what those values are computed from. */
static void choose_tracked(pctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_CMP) {
      track_operand(c, &fn->events[i].lhs);
      track_operand(c, &fn->events[i].rhs);
    }
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].switch_var != IR_NONE)
      track(c, fn->edges[i].switch_var);
  for (uint32_t done = 0; done < c->ntracked; done++) {
    uint32_t var = c->var_of[done];
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind != IR_EV_DEF || e->var != var)
        continue;
      track_operand(c, &e->value);
      track_operand(c, &e->rhs);
    }
  }
  /* A synthetic definition at entry marks a unit constant. */
  const ir_node *entry = &fn->nodes[0];
  for (uint32_t i = 0; i < entry->nevents; i++) {
    const ir_event *e = &fn->events[entry->first_event + i];
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_SYNTHETIC) &&
        c->slot[e->var] != IR_NONE)
      c->pinned[c->slot[e->var]] = true;
  }
}

/* --------------------------------------------------------------- transfer */

/* The value of an operand in a store, seen in type t. */
static uint32_t eval(pctx *c, const uint32_t *store, const ir_operand *o,
                     ctl_vtype t)
{
  switch (o->kind) {
  case IR_OP_CONST:
    return ctl_vals_const(c->vals, t, o->text);
  case IR_OP_ADDR:
  case IR_OP_STRING:
    return ctl_vals_range(c->vals, t, "1", NULL); /* non-null */
  case IR_OP_VAR: {
    uint32_t s = c->slot[o->var];
    if (s == IR_NONE || (o->flags & IR_OPF_OFFSET))
      return CTL_VAL_TOP;
    if (c->type[s].bits == t.bits && c->type[s].is_signed == t.is_signed)
      return store[s];
    return ctl_vals_convert(c->vals, store[s], t);
  }
  default:
    return CTL_VAL_TOP;
  }
}

/* Forget what calls or stores through pointers may change. */
static void clobber(pctx *c, uint32_t *store, bool globals)
{
  for (uint32_t s = 0; s < c->ntracked; s++) {
    const ir_var *v = &c->fn->vars[c->var_of[s]];
    if (c->pinned[s])
      continue;
    if (v->kind == IR_VAR_PATH || (v->flags & IR_VF_ADDR_TAKEN) ||
        (globals && v->kind == IR_VAR_GLOBAL))
      store[s] = CTL_VAL_TOP;
  }
}

/* Does path variable p go through variable v? */
static bool reached_through(const ir_function *fn, uint32_t p, uint32_t v)
{
  for (uint32_t b = fn->vars[p].base, n = 0; b != IR_NONE && n < fn->nvars;
       b = fn->vars[b].base, n++)
    if (b == v)
      return true;
  return false;
}

static void define(pctx *c, uint32_t *store, const ir_event *e, bool widen)
{
  for (uint32_t s = 0; s < c->ntracked; s++)
    if (reached_through(c->fn, c->var_of[s], e->var))
      store[s] = CTL_VAL_TOP;
  uint32_t s = e->var == IR_NONE ? IR_NONE : c->slot[e->var];
  if (s == IR_NONE)
    return;
  ctl_vtype t = c->type[s];
  static const ctl_varith ops[] = {CTL_VAR_ADD, CTL_VAR_ADD, CTL_VAR_SUB,
                                   CTL_VAR_MUL, CTL_VAR_NEG};
  if (e->flags & IR_EVF_COPY)
    store[s] = eval(c, store, &e->value, t);
  else if (e->arith != IR_AR_NONE && !widen)
    store[s] = ctl_vals_arith(c->vals, t, ops[e->arith],
                              eval(c, store, &e->value, t),
                              e->arith == IR_AR_NEG
                                  ? CTL_VAL_TOP
                                  : eval(c, store, &e->rhs, t));
  else
    store[s] = CTL_VAL_TOP;
}

/* Execute node n's events on a store. */
static void execute(pctx *c, uint32_t *store, uint32_t n, bool widen)
{
  const ir_node *node = &c->fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &c->fn->events[node->first_event + i];
    switch (e->kind) {
    case IR_EV_DEF:
      define(c, store, e, widen);
      break;
    case IR_EV_CALL:
      if (e->flags & IR_EVF_SYNTHETIC)
        break;
      clobber(c, store, true);
      if (e->result != IR_NONE && c->slot[e->result] != IR_NONE)
        store[c->slot[e->result]] = CTL_VAL_TOP;
      break;
    case IR_EV_DEREF:
      if (e->flags & IR_EVF_WRITE)
        clobber(c, store, false);
      break;
    default:
      break;
    }
  }
}

static ctl_vcmp vcmp(ir_cmp c)
{
  static const ctl_vcmp map[] = {CTL_VCMP_EQ, CTL_VCMP_NE, CTL_VCMP_LT,
                                 CTL_VCMP_LE, CTL_VCMP_GT, CTL_VCMP_GE};
  return map[c];
}

/* The type a comparison is made in: that of a tracked operand, or a type
   wide enough for any constant when both operands are constants. */
static bool cmp_type(pctx *c, const ir_event *cmp, ctl_vtype *t)
{
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  for (int i = 0; i < 2; i++)
    if (o[i]->kind == IR_OP_VAR && c->slot[o[i]->var] != IR_NONE) {
      *t = c->type[c->slot[o[i]->var]];
      return true;
    }
  if (cmp->lhs.kind == IR_OP_CONST && cmp->rhs.kind == IR_OP_CONST) {
    t->bits = 130; /* holds every C constant, signed or not */
    t->is_signed = true;
    return true;
  }
  return false;
}

/* For `v != K` with K strictly inside v's interval, the two intervals on
   either side (an interval cannot leave a hole): *slot, *below, *above. */
static bool ne_split(pctx *c, const uint32_t *store, const ir_event *cmp,
                     ctl_vtype t, uint32_t *slot, uint32_t *below,
                     uint32_t *above)
{
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  for (int i = 0; i < 2; i++) {
    const ir_operand *v = o[i], *k = o[1 - i];
    if (v->kind != IR_OP_VAR || (v->flags & IR_OPF_OFFSET) ||
        c->slot[v->var] == IR_NONE || k->kind != IR_OP_CONST)
      continue;
    uint32_t s = c->slot[v->var], kv = eval(c, store, k, t), a, b, lo, hi;
    if (c->type[s].bits != t.bits || c->type[s].is_signed != t.is_signed ||
        !ctl_vals_assume(c->vals, t, store[s], CTL_VCMP_LT, kv, &lo, &b) ||
        !ctl_vals_assume(c->vals, t, store[s], CTL_VCMP_GT, kv, &hi, &a))
      return false; /* K at an end: plain narrowing does it */
    *slot = s;
    *below = lo;
    *above = hi;
    return true;
  }
  return false;
}

/* Narrow the store by `lhs OP rhs` holding; false if it cannot. */
static bool assume_cmp(pctx *c, uint32_t *store, const ir_event *cmp,
                       ir_cmp op, bool narrow)
{
  ctl_vtype t;
  if (!cmp_type(c, cmp, &t))
    return true;
  uint32_t a = eval(c, store, &cmp->lhs, t), b = eval(c, store, &cmp->rhs, t);
  uint32_t na, nb;
  if (!ctl_vals_assume(c->vals, t, a, vcmp(op), b, &na, &nb))
    return false;
  if (!narrow)
    return true;
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  uint32_t v[2] = {na, nb};
  for (int i = 0; i < 2; i++)
    if (o[i]->kind == IR_OP_VAR && !(o[i]->flags & IR_OPF_OFFSET) &&
        c->slot[o[i]->var] != IR_NONE &&
        c->type[c->slot[o[i]->var]].bits == t.bits &&
        c->type[c->slot[o[i]->var]].is_signed == t.is_signed)
      store[c->slot[o[i]->var]] = v[i];
  return true;
}

/* Does a switch on a known value take edge e (a case or the default)? */
static bool assume_switch(pctx *c, uint32_t *store, const ir_edge *e,
                          bool narrow)
{
  uint32_t s = e->switch_var == IR_NONE ? IR_NONE : c->slot[e->switch_var];
  if (s == IR_NONE)
    return true;
  ctl_vtype t = c->type[s];
  if (e->kind == IR_EDGE_SWITCH) {
    uint32_t in = ctl_vals_meet(c->vals, t, store[s],
                                ctl_vals_range(c->vals, t, e->case_lo,
                                               e->case_hi));
    if (in == CTL_VAL_BOTTOM)
      return false;
    if (narrow)
      store[s] = in;
    return true;
  }
  /* Default: infeasible when the value surely falls in one case. */
  const ir_node *from = &c->fn->nodes[e->from];
  for (uint32_t i = 0; i < from->nsucc; i++) {
    const ir_edge *k = &c->fn->edges[from->first_succ + i];
    if (k->kind != IR_EDGE_SWITCH)
      continue;
    uint32_t range = ctl_vals_range(c->vals, t, k->case_lo, k->case_hi);
    if (range != CTL_VAL_TOP &&
        ctl_vals_meet(c->vals, t, store[s], range) == store[s] &&
        store[s] != CTL_VAL_TOP)
      return false;
  }
  return true;
}

/* ------------------------------------------------------------ exploration */

static void record(void *ctx, uint32_t index, const void *state, size_t len)
{
  pctx *c = ctx;
  rl_product *p = c->out;
  uint32_t loc;
  memcpy(&loc, state, sizeof loc);
  (void)len;
  if (index >= c->cap) {
    c->cap = c->cap ? 2 * c->cap : 256;
    p->node = realloc(p->node, c->cap * sizeof *p->node);
    p->edge = realloc(p->edge, c->cap * sizeof *p->edge);
    if (!p->node || !p->edge)
      abort();
  }
  bool is_node = loc < c->fn->nnodes;
  p->node[index] = is_node ? loc : IR_NONE;
  p->edge[index] = is_node ? IR_NONE : loc - c->fn->nnodes;
  if (index + 1 > p->nstates)
    p->nstates = index + 1;
}

/* Emit location `loc` with the store in c->succ. */
static void emit(pctx *c, ctl_emit *e, uint32_t loc)
{
  c->succ[0] = loc;
  ctl_emit_state(e, c->succ, (1 + (size_t)c->ntracked) * sizeof *c->succ);
}

/* Successor node n (entered through an edge without condition). */
static void to_node(pctx *c, const uint32_t *store, uint32_t n, ctl_emit *e)
{
  memcpy(c->succ + 1, store, c->ntracked * sizeof *store);
  bool widen = ++c->gen[n] > WIDEN_AFTER;
  execute(c, c->succ + 1, n, widen);
  emit(c, e, n);
}

/* Successor edge state for conditional edge k, if feasible. */
static void to_edge(pctx *c, const uint32_t *store, uint32_t k, ctl_emit *e)
{
  const ir_function *fn = c->fn;
  const ir_edge *edge = &fn->edges[k];
  uint32_t loc = fn->nnodes + k;
  bool narrow = ++c->gen[loc] <= WIDEN_AFTER;
  memcpy(c->succ + 1, store, c->ntracked * sizeof *store);
  bool feasible = true;
  if (edge->cond != IR_NONE) {
    const ir_event *cmp = &fn->events[edge->cond];
    ir_cmp op = edge->kind == IR_EDGE_TRUE ? cmp->cmp : ir_cmp_negate(cmp->cmp);
    ctl_vtype t;
    uint32_t slot, below, above;
    if (op == IR_CMP_NE && narrow && cmp_type(c, cmp, &t) &&
        ne_split(c, store, cmp, t, &slot, &below, &above)) {
      c->succ[1 + slot] = below; /* two states: below and above K */
      emit(c, e, loc);
      memcpy(c->succ + 1, store, c->ntracked * sizeof *store);
      c->succ[1 + slot] = above;
      emit(c, e, loc);
      return;
    }
    feasible = assume_cmp(c, c->succ + 1, cmp, op, narrow);
  } else if (edge->kind == IR_EDGE_SWITCH || edge->kind == IR_EDGE_DEFAULT) {
    feasible = assume_switch(c, c->succ + 1, edge, narrow);
  }
  if (feasible)
    emit(c, e, loc);
}

static void successors(void *ctx, const void *state, size_t len, ctl_emit *e)
{
  pctx *c = ctx;
  const ir_function *fn = c->fn;
  uint32_t loc, *store = malloc(len ? len : 1);
  if (!store)
    abort();
  memcpy(store, state, len);
  loc = store[0];
  if (loc >= fn->nnodes) { /* an edge state leads to the edge's target */
    to_node(c, store + 1, fn->edges[loc - fn->nnodes].to, e);
  } else if (loc == 1) { /* EXIT loops on itself */
    memcpy(c->succ + 1, store + 1, c->ntracked * sizeof *store);
    emit(c, e, 1);
  } else {
    const ir_node *n = &fn->nodes[loc];
    for (uint32_t i = 0; i < n->nsucc; i++) {
      uint32_t k = n->first_succ + i;
      if (rl_edge_is_conditional(&fn->edges[k]))
        to_edge(c, store + 1, k, e);
      else
        to_node(c, store + 1, fn->edges[k].to, e);
    }
  }
  free(store);
}

bool rl_product_build(const ir_function *fn, uint64_t max_states,
                      rl_product *out)
{
  pctx c;
  memset(&c, 0, sizeof c);
  memset(out, 0, sizeof *out);
  c.fn = fn;
  c.out = out;
  c.vals = ctl_vals_new();
  c.slot = xcalloc(fn->nvars + 1, sizeof *c.slot);
  for (uint32_t v = 0; v < fn->nvars; v++)
    c.slot[v] = IR_NONE;
  c.var_of = xcalloc(MAX_TRACKED, sizeof *c.var_of);
  c.type = xcalloc(MAX_TRACKED, sizeof *c.type);
  c.pinned = xcalloc(MAX_TRACKED, sizeof *c.pinned);
  choose_tracked(&c);
  c.gen = xcalloc((size_t)fn->nnodes + fn->nedges, sizeof *c.gen);
  c.succ = xcalloc(1 + (size_t)c.ntracked, sizeof *c.succ);
  out->ntracked = c.ntracked;

  /* The initial state: ENTRY, everything unknown, then ENTRY's events
     (the unit's constants). */
  uint32_t *init = xcalloc(1 + (size_t)c.ntracked, sizeof *init);
  execute(&c, init + 1, 0, false);
  ctl_explorer x;
  memset(&x, 0, sizeof x);
  x.on_new = record;
  x.successors = successors;
  x.ctx = &c;
  x.max_states = max_states;
  x.mode = CTL_VISITED_COMPACT;
  out->res = ctl_explore(&x, init, (1 + (size_t)c.ntracked) * sizeof *init,
                         &out->k);
  if (getenv("CTLCHECK_DEBUG_PRODUCT")) {
    for (uint32_t t = 0; t < c.ntracked; t++)
      fprintf(stderr, "tracked %s\n", fn->vars[c.var_of[t]].name);
    for (uint32_t st = 0; st < out->nstates; st++)
      fprintf(stderr, "state %u: node %d edge %d\n", st, (int)out->node[st],
              (int)out->edge[st]);
  }
  free(init);
  free(c.slot); free(c.var_of); free(c.type); free(c.pinned);
  free(c.gen); free(c.succ);
  ctl_vals_free(c.vals);
  if (out->res.status != CTL_EXPLORE_DONE) {
    rl_product_free(out);
    return false;
  }
  return true;
}

void rl_product_free(rl_product *p)
{
  ctl_explore_status st = p->res.status;
  ctl_explore_result res = p->res;
  if (p->k.succ_off || p->k.succ)
    ctl_kripke_free(&p->k);
  free(p->node);
  free(p->edge);
  memset(p, 0, sizeof *p);
  p->res = res;
  p->res.status = st;
}
