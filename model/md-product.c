/* md-product.c: the product model: CFG locations times an abstract store, explored on the fly. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/model.h"
#include "ctlcheck/values.h"
#include "ctlcheck/util.h"

enum {
  MAX_TRACKED = 64, /* variables in the store; the rest are unknown */
  WIDEN_AFTER = 32, /* generations of a location before widening there */
  MAX_TRIES = 4,    /* explorations, each with fewer variables, per function */
  MANY_VALUES = 8   /* a variable seen with more values drives the growth */
};

/* Everything exploration needs; one per function. */
typedef struct pctx {
  const ir_function *fn;
  md_vals *vals;
  uint32_t ntracked;
  uint32_t *slot;      /* per IR variable: slot in the store or IR_NONE */
  uint32_t *var_of;    /* per slot: the variable */
  md_vtype *type;     /* per slot: its C type's range */
  bool *pinned;        /* per slot: a unit constant (never clobbered) */
  uint32_t *gen;       /* per location: successors generated into it */
  uint32_t *succ;      /* scratch: one state being built */
  uint32_t *cur;       /* scratch: the state being expanded */
  bool *excluded;      /* per IR variable: never tracked (a later try) */
  uint64_t *sketch;    /* per slot: one bit per hash of each value seen */
  md_product *out;
  uint32_t cap;
  bool branches;       /* MD_PRODUCT_BRANCHES */
} pctx;

bool md_edge_is_conditional(const ir_edge *e)
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
  if (var == IR_NONE || c->slot[var] != IR_NONE || c->excluded[var] ||
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

/* Is o a variable of kind path or global (if want_far) or of another
   kind (if not)? */
static bool operand_far(const pctx *c, const ir_operand *o, bool want_far)
{
  if (o->kind != IR_OP_VAR)
    return false;
  ir_var_kind k = c->fn->vars[o->var].kind;
  return (k == IR_VAR_PATH || k == IR_VAR_GLOBAL) == want_far;
}

/* Track what branches test, then what those values are computed from.
   Switches and the function's own variables come first: the store has
   room for MAX_TRACKED, and large functions test more than that. */
static void choose_tracked(pctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].switch_var != IR_NONE)
      track(c, fn->edges[i].switch_var);
  for (int far = 0; far < 2; far++)
    for (uint32_t i = 0; i < fn->nevents; i++)
      if (fn->events[i].kind == IR_EV_CMP) {
        if (operand_far(c, &fn->events[i].lhs, far))
          track_operand(c, &fn->events[i].lhs);
        if (operand_far(c, &fn->events[i].rhs, far))
          track_operand(c, &fn->events[i].rhs);
      }
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
  for (uint32_t i = 0; !c->branches && i < entry->nevents; i++) {
    const ir_event *e = &fn->events[entry->first_event + i];
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_SYNTHETIC) &&
        c->slot[e->var] != IR_NONE)
      c->pinned[c->slot[e->var]] = true;
  }
}

/* --------------------------------------------------------------- transfer */

/* The value of an operand in a store, seen in type t. */
static uint32_t eval(pctx *c, const uint32_t *store, const ir_operand *o,
                     md_vtype t)
{
  switch (o->kind) {
  case IR_OP_CONST:
    return md_vals_const(c->vals, t, o->text);
  case IR_OP_ADDR:
  case IR_OP_STRING:
    return md_vals_range(c->vals, t, "1", NULL); /* non-null */
  case IR_OP_VAR: {
    uint32_t s = c->slot[o->var];
    if (s == IR_NONE || (o->flags & IR_OPF_OFFSET))
      return MD_VAL_TOP;
    if (c->type[s].bits == t.bits && c->type[s].is_signed == t.is_signed)
      return store[s];
    return md_vals_convert(c->vals, store[s], t);
  }
  default:
    return MD_VAL_TOP;
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
      store[s] = MD_VAL_TOP;
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

/* The variable at the end of v's base chain. */
static uint32_t root_of(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; fn->vars[v].base != IR_NONE && n < fn->nvars; n++)
    v = fn->vars[v].base;
  return v;
}

/* Is an index written in a path name a number (a[3]) rather than an
   expression (a[i])? */
static bool const_index(const char *from, const char *to)
{
  if (from == to)
    return false;
  for (const char *p = from; p < to; p++)
    if (*p < '0' || *p > '9')
      return false;
  return true;
}

/* May paths a and b (of one root) name the same memory?  Their names
   must agree except inside brackets, where only two different numbers
   keep them apart (a[j] may be a[0]; a[0] is not a[1]). */
static bool may_alias(const ir_function *fn, uint32_t a, uint32_t b)
{
  if (a == b)
    return true;
  if (root_of(fn, a) != root_of(fn, b))
    return false;
  const char *x = fn->vars[a].name, *y = fn->vars[b].name;
  while (*x && *y) {
    if (*x == '[' && *y == '[') {
      const char *ex = strchr(x, ']'), *ey = strchr(y, ']');
      if (!ex || !ey)
        return true;
      if (const_index(x + 1, ex) && const_index(y + 1, ey) &&
          (ex - x != ey - y || strncmp(x, y, (size_t)(ex - x)) != 0))
        return false;
      x = ex + 1;
      y = ey + 1;
      continue;
    }
    if (*x != *y)
      return false;
    x++;
    y++;
  }
  /* One is a prefix of the other: a part of it (a and a.f). */
  return true;
}

/* Does writing variable w change tracked variable v: v is w, a part of
   w, or reached through a place that may be w (a[j] = .. changes a[0]
   and a[0]->f)? */
static bool changed_by(const ir_function *fn, uint32_t v, uint32_t w)
{
  if (fn->vars[w].kind != IR_VAR_PATH)
    return v != w && reached_through(fn, v, w);
  for (uint32_t q = v, n = 0; q != IR_NONE && n < fn->nvars;
       q = fn->vars[q].base, n++)
    if (q != v || v != w)
      if (fn->vars[q].kind == IR_VAR_PATH && may_alias(fn, q, w))
        return true;
  return false;
}

static void define(pctx *c, uint32_t *store, const ir_event *e, bool widen)
{
  /* a[i] is another place once i changes. */
  if (e->var != IR_NONE && c->fn->vars[e->var].kind != IR_VAR_PATH)
    for (uint32_t s = 0; s < c->ntracked; s++)
      if (ir_index_depends(c->fn, c->var_of[s], e->var))
        store[s] = MD_VAL_TOP;
  for (uint32_t s = 0; s < c->ntracked; s++)
    if (e->var != IR_NONE && changed_by(c->fn, c->var_of[s], e->var))
      store[s] = MD_VAL_TOP;
  uint32_t s = e->var == IR_NONE ? IR_NONE : c->slot[e->var];
  if (s == IR_NONE)
    return;
  md_vtype t = c->type[s];
  static const md_varith ops[] = {MD_VAR_ADD, MD_VAR_ADD, MD_VAR_SUB,
                                   MD_VAR_MUL, MD_VAR_NEG};
  /* Branches only: a value that comes from no variable is not known. */
  if (c->branches && (e->flags & IR_EVF_SYNTHETIC ||
                      (e->value.kind != IR_OP_VAR &&
                       (e->arith == IR_AR_NONE || e->arith == IR_AR_NEG ||
                        e->rhs.kind != IR_OP_VAR))))
    store[s] = MD_VAL_TOP;
  else if (e->flags & IR_EVF_COPY)
    store[s] = eval(c, store, &e->value, t);
  else if (e->arith != IR_AR_NONE && !widen)
    store[s] = md_vals_arith(c->vals, t, ops[e->arith],
                              eval(c, store, &e->value, t),
                              e->arith == IR_AR_NEG
                                  ? MD_VAL_TOP
                                  : eval(c, store, &e->rhs, t));
  else
    store[s] = MD_VAL_TOP;
}

/* Execute node n's events on a store. */
static void execute(pctx *c, uint32_t *store, uint32_t n, bool widen)
{
  const ir_node *node = &c->fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &c->fn->events[node->first_event + i];
    switch (e->kind) {
    case IR_EV_DEF:
      /* A twin naming an object (objects.c) restates the copy before it. */
      if ((e->flags & IR_EVF_SYNTHETIC) && e->value.kind == IR_OP_VAR &&
          c->fn->vars[e->value.var].kind == IR_VAR_OBJECT)
        break;
      define(c, store, e, widen);
      break;
    case IR_EV_CALL:
      if (e->flags & IR_EVF_SYNTHETIC)
        break;
      clobber(c, store, true);
      if (e->result != IR_NONE && c->slot[e->result] != IR_NONE)
        store[c->slot[e->result]] = MD_VAL_TOP;
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

static md_vcmp vcmp(ir_cmp c)
{
  static const md_vcmp map[] = {MD_VCMP_EQ, MD_VCMP_NE, MD_VCMP_LT,
                                 MD_VCMP_LE, MD_VCMP_GT, MD_VCMP_GE};
  return map[c];
}

/* The type a comparison is made in: that of a tracked operand, or a type
   wide enough for any constant when both operands are constants. */
static bool cmp_type(pctx *c, const ir_event *cmp, md_vtype *t)
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
                     md_vtype t, uint32_t *slot, uint32_t *below,
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
        !md_vals_assume(c->vals, t, store[s], MD_VCMP_LT, kv, &lo, &b) ||
        !md_vals_assume(c->vals, t, store[s], MD_VCMP_GT, kv, &hi, &a))
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
  md_vtype t;
  if (!cmp_type(c, cmp, &t))
    return true;
  uint32_t a = eval(c, store, &cmp->lhs, t), b = eval(c, store, &cmp->rhs, t);
  uint32_t na, nb;
  if (!md_vals_assume(c->vals, t, a, vcmp(op), b, &na, &nb))
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
  md_vtype t = c->type[s];
  if (e->kind == IR_EDGE_SWITCH) {
    uint32_t in = md_vals_meet(c->vals, t, store[s],
                                md_vals_range(c->vals, t, e->case_lo,
                                               e->case_hi));
    if (in == MD_VAL_BOTTOM)
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
    uint32_t range = md_vals_range(c->vals, t, k->case_lo, k->case_hi);
    if (range != MD_VAL_TOP &&
        md_vals_meet(c->vals, t, store[s], range) == store[s] &&
        store[s] != MD_VAL_TOP)
      return false;
  }
  return true;
}

/* ------------------------------------------------------------ exploration */

static void record(void *ctx, uint32_t index, const void *state, size_t len)
{
  pctx *c = ctx;
  md_product *p = c->out;
  uint32_t loc;
  memcpy(&loc, state, sizeof loc);
  (void)len;
  if (index >= c->cap) {
    c->cap = c->cap ? 2 * c->cap : 256;
    p->node = ut_realloc(p->node, c->cap * sizeof *p->node);
    p->edge = ut_realloc(p->edge, c->cap * sizeof *p->edge);
  }
  /* How many values each variable takes, roughly: one bit per hash. */
  const uint32_t *store = (const uint32_t *)state + 1;
  for (uint32_t t = 0; t < c->ntracked; t++)
    c->sketch[t] |= UINT64_C(1) << ((store[t] * UINT32_C(2654435761)) >> 26);
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
    md_vtype t;
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
  uint32_t loc, *store = c->cur;
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
      if (md_edge_is_conditional(&fn->edges[k]))
        to_edge(c, store + 1, k, e);
      else
        to_node(c, store + 1, fn->edges[k].to, e);
    }
  }
}

/* One exploration with the variables not in c->excluded. */
static bool explore_once(pctx *c, uint64_t max_states, md_product *out)
{
  const ir_function *fn = c->fn;
  memset(out, 0, sizeof *out);
  c->out = out;
  c->cap = 0;
  c->ntracked = 0;
  for (uint32_t v = 0; v < fn->nvars; v++)
    c->slot[v] = IR_NONE;
  memset(c->pinned, 0, MAX_TRACKED * sizeof *c->pinned);
  memset(c->sketch, 0, MAX_TRACKED * sizeof *c->sketch);
  memset(c->gen, 0, ((size_t)fn->nnodes + fn->nedges) * sizeof *c->gen);
  choose_tracked(c);
  out->ntracked = c->ntracked;

  /* The initial state: ENTRY, everything unknown, then ENTRY's events
     (the unit's constants). */
  uint32_t *init = ut_calloc(1 + (size_t)c->ntracked, sizeof *init);
  execute(c, init + 1, 0, false);
  ctl_explorer x;
  memset(&x, 0, sizeof x);
  x.on_new = record;
  x.successors = successors;
  x.ctx = c;
  x.max_states = max_states;
  x.mode = CTL_VISITED_COMPACT;
  out->res = ctl_explore(&x, init, (1 + (size_t)c->ntracked) * sizeof *init,
                         &out->k);
  free(init);
  if (getenv("CTLCHECK_DEBUG_PRODUCT")) {
    for (uint32_t t = 0; t < c->ntracked; t++)
      fprintf(stderr, "tracked %s (%d values)\n", fn->vars[c->var_of[t]].name,
              __builtin_popcountll(c->sketch[t]));
    fprintf(stderr, "%s: %u states, %s\n", fn->name, out->nstates,
            out->res.status == CTL_EXPLORE_DONE ? "done" : "over budget");
  }
  return out->res.status == CTL_EXPLORE_DONE;
}

/* After a try over budget, exclude the variables that drive the growth.
   Try 2 leaves out counters (variables computed by arithmetic, which
   take a new value on every turn of a loop) and whatever was seen with
   many values; try 3 keeps only the function's own flags and status
   codes (variables given a constant somewhere, and their copies) and
   pointers, which are what correlated branches test; try 4 keeps the
   flags alone.  False when nothing changes. */
static bool exclude_growth(pctx *c, int try)
{
  const ir_function *fn = c->fn;
  bool changed = false;
  if (c->out->res.status != CTL_EXPLORE_STATE_BUDGET)
    return false;
  if (try == 0) {
    /* A switch's variable takes one value per case, but each at the
       case's own locations: it does not multiply the states. */
    bool *switched = ut_calloc(fn->nvars + 1, sizeof *switched);
    for (uint32_t i = 0; i < fn->nedges; i++)
      if (fn->edges[i].switch_var != IR_NONE)
        switched[fn->edges[i].switch_var] = true;
    for (uint32_t t = 0; t < c->ntracked; t++)
      if (__builtin_popcountll(c->sketch[t]) > MANY_VALUES &&
          !switched[c->var_of[t]]) {
        c->excluded[c->var_of[t]] = true;
        changed = true;
      }
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind == IR_EV_DEF && e->arith != IR_AR_NONE && e->var != IR_NONE &&
          !c->excluded[e->var]) {
        c->excluded[e->var] = true;
        changed = true;
      }
    }
    free(switched);
    return changed;
  }
  /* Flags: given a constant somewhere, or a copy of a flag (n = iftmp);
     pointers: their null-ness is what most rules need.  Never counters. */
  bool *flag = ut_calloc(fn->nvars + 1, sizeof *flag);
  bool *counter = ut_calloc(fn->nvars + 1, sizeof *counter);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var != IR_NONE && e->arith != IR_AR_NONE)
      counter[e->var] = true;
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
        e->value.kind == IR_OP_CONST && e->var != IR_NONE)
      flag[e->var] = true;
  }
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) && e->var != IR_NONE &&
        e->value.kind == IR_OP_VAR && flag[e->value.var])
      flag[e->var] = true;
  }
  for (uint32_t v = 0; v < fn->nvars; v++) {
    const ir_var *x = &fn->vars[v];
    bool keep = x->kind != IR_VAR_PATH && x->kind != IR_VAR_GLOBAL &&
                !counter[v] &&
                (flag[v] || (try == 1 && x->tclass == IR_TY_POINTER));
    if (!c->excluded[v] && !keep) {
      c->excluded[v] = true;
      changed |= c->slot[v] != IR_NONE;
    }
  }
  free(counter);
  free(flag);
  return changed;
}

bool md_product_build(const ir_function *fn, uint64_t max_states,
                      md_product *out)
{
  return md_product_build_flags(fn, max_states, 0, out);
}

bool md_product_build_flags(const ir_function *fn, uint64_t max_states,
                            unsigned flags, md_product *out)
{
  pctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  c.branches = (flags & MD_PRODUCT_BRANCHES) != 0;
  c.vals = md_vals_new();
  c.slot = ut_calloc(fn->nvars + 1, sizeof *c.slot);
  c.excluded = ut_calloc(fn->nvars + 1, sizeof *c.excluded);
  c.var_of = ut_calloc(MAX_TRACKED, sizeof *c.var_of);
  c.type = ut_calloc(MAX_TRACKED, sizeof *c.type);
  c.pinned = ut_calloc(MAX_TRACKED, sizeof *c.pinned);
  c.sketch = ut_calloc(MAX_TRACKED, sizeof *c.sketch);
  c.gen = ut_calloc((size_t)fn->nnodes + fn->nedges, sizeof *c.gen);
  c.succ = ut_calloc(1 + (size_t)MAX_TRACKED, sizeof *c.succ);
  c.cur = ut_calloc(1 + (size_t)MAX_TRACKED, sizeof *c.cur);
  uint32_t first = 0;
  bool done = false;
  for (int try = 0; try < MAX_TRIES; try++) {
    done = explore_once(&c, max_states, out);
    if (try == 0)
      first = c.ntracked;
    if (done || try + 1 == MAX_TRIES || !exclude_growth(&c, try))
      break;
    md_product_free(out);
  }
  out->dropped = first - c.ntracked;
  free(c.slot); free(c.excluded); free(c.var_of); free(c.type);
  free(c.pinned); free(c.sketch); free(c.gen); free(c.succ); free(c.cur);
  md_vals_free(c.vals);
  if (!done) {
    md_product_free(out);
    return false;
  }
  return true;
}

void md_product_free(md_product *p)
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
