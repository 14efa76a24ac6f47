/* md-product.c: the product model: CFG locations times an abstract store, explored on the fly. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "md-private.h"
#include "ctlcheck/util.h"

enum {
  WIDEN_AFTER = 32, /* generations of a location before widening there */
  MAX_TRIES = 4,    /* explorations, each with fewer variables, per function */
  MANY_VALUES = 8   /* a variable seen with more values drives the growth */
};

/* Everything exploration needs; one per function. */
typedef struct pctx {
  const ir_function *fn;
  md_store st;         /* the tracked variables and the transfer functions */
  uint32_t *gen;       /* per location: successors generated into it */
  bool *exits;         /* per edge: it narrows after widening too
                          (md_constant_exits) */
  uint32_t *succ;      /* scratch: one state being built */
  uint32_t *succ2;     /* scratch: the other half of a split */
  const uint32_t *cur; /* the state being expanded (the explorer's copy) */
  bool *excluded;      /* per IR variable: never tracked (a later try) */
  bool *must;          /* per IR variable: always tracked (never excluded) */
  const uint32_t *must_list; /* the same, in the caller's order */
  uint32_t nmust;
  bool only_must;      /* track the `must` variables alone */
  uint64_t *sketch;    /* per slot: one bit per hash of each value seen
                          (the first try only: the later ones do not
                          look at it) */
  bool sketching;
  uint64_t expect;     /* states the explorer makes room for: the budget
                          once a try ran over it (0 before) */
  bool expanding;      /* record: c->cur is the new state's parent */
  md_product *out;
  uint32_t cap;
  uint32_t *def_off;   /* per IR variable: its DEF events are def_ev[def_off[v]
                          .. def_off[v + 1]), in event order */
  uint32_t *def_ev;
  ctl_explore_scratch *scratch; /* the explorer's buffers, kept from one
                                   try (and build) to the next */
} pctx;

/* Does conditional edge e compare with a constant (`i < 10`, a switch
   case)? */
static bool narrows_by_constant(const ir_function *fn, const ir_edge *e)
{
  if (e->kind == IR_EDGE_SWITCH || e->kind == IR_EDGE_DEFAULT)
    return true;
  if (e->cond == IR_NONE)
    return false;
  const ir_event *cmp = &fn->events[e->cond];
  return cmp->lhs.kind == IR_OP_CONST || cmp->rhs.kind == IR_OP_CONST;
}

bool *md_constant_exits(const ir_function *fn)
{
  bool *exits = ut_calloc((size_t)fn->nedges + 1, sizeof *exits);
  uint32_t *off = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *off);
  uint32_t *succ = ut_malloc(((size_t)fn->nedges + 1) * sizeof *succ);
  for (uint32_t n = 0; n < fn->nnodes; n++)
    off[n] = fn->nodes[n].first_succ;
  off[fn->nnodes] = fn->nedges;
  for (uint32_t k = 0; k < fn->nedges; k++)
    succ[k] = fn->edges[k].to;
  ut_scc scc;
  ut_scc_build(fn->nnodes, off, succ, &scc);
  /* A node is in a loop when its component has another node or it is
     its own successor. */
  bool *cyclic = ut_calloc((size_t)fn->nnodes + 1, sizeof *cyclic);
  for (uint32_t k = 0; k < fn->nedges; k++) {
    const ir_edge *e = &fn->edges[k];
    if (scc.comp[e->from] == scc.comp[e->to])
      cyclic[e->from] = true;
  }
  for (uint32_t k = 0; k < fn->nedges; k++) {
    const ir_edge *e = &fn->edges[k];
    exits[k] = cyclic[e->from] && scc.comp[e->from] != scc.comp[e->to] &&
               md_edge_is_conditional(e) && narrows_by_constant(fn, e);
  }
  free(cyclic);
  ut_scc_free(&scc);
  free(off);
  free(succ);
  return exits;
}

/* ------------------------------------------------------ tracked variables */

static void track(pctx *c, uint32_t var)
{
  if (var != IR_NONE && !c->excluded[var] &&
      md_store_relation_ok(&c->st, var, c->excluded))
    md_store_track(&c->st, var);
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

/* Index each variable's DEF events (in event order) into c->def_off and
   c->def_ev: choose_tracked follows the definitions of every tracked
   variable, on every try, and a scan of all events per variable was
   quadratic in large functions. */
static void index_defs(pctx *c)
{
  const ir_function *fn = c->fn;
  c->def_off = ut_calloc((size_t)fn->nvars + 2, sizeof *c->def_off);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var < fn->nvars)
      c->def_off[e->var + 1]++;
  }
  for (uint32_t v = 0; v < fn->nvars; v++)
    c->def_off[v + 1] += c->def_off[v];
  c->def_ev = ut_malloc(((size_t)c->def_off[fn->nvars] + 1) *
                        sizeof *c->def_ev);
  uint32_t *fill = ut_malloc(((size_t)fn->nvars + 1) * sizeof *fill);
  memcpy(fill, c->def_off, (size_t)fn->nvars * sizeof *fill);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var < fn->nvars)
      c->def_ev[fill[e->var]++] = i;
  }
  free(fill);
}

/* Track the variables the caller requires, then what branches test, then
   what those values are computed from.  Switches and the function's own
   variables come first: the store has room for MD_MAX_TRACKED, and large
   functions test more than that. */
static void choose_tracked(pctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < c->nmust; i++)
    md_store_track(&c->st, c->must_list[i]);
  if (!c->only_must) {
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
    for (uint32_t done = 0; done < c->st.ntracked; done++) {
      uint32_t var = c->st.var_of[done];
      if (var >= fn->nvars)
        continue;
      for (uint32_t i = c->def_off[var]; i < c->def_off[var + 1]; i++) {
        const ir_event *e = &fn->events[c->def_ev[i]];
        track_operand(c, &e->value);
        track_operand(c, &e->rhs);
      }
    }
  }
  /* A synthetic definition at entry marks a unit constant. */
  md_store_pin_constants(&c->st);
}

/* ------------------------------------------------------------ exploration */

static void record(void *ctx, uint32_t index, const void *state, size_t len)
{
  pctx *c = ctx;
  md_product *p = c->out;
  uint32_t loc;
  memcpy(&loc, state, sizeof loc);
  (void)len;
  if (index >= c->cap) { /* a try after one over budget: room for it */
    c->cap = c->cap ? 2 * c->cap : c->expect ? (uint32_t)c->expect + 1 : 256;
    p->node = ut_realloc(p->node, c->cap * sizeof *p->node);
    p->edge = ut_realloc(p->edge, c->cap * sizeof *p->edge);
  }
  /* How many values each variable takes, roughly: one bit per hash.  A
     new state holds its parent's values but where the step changed them,
     and the parent's are in the sketch already (it was new once). */
  const uint32_t *store = (const uint32_t *)state + 1;
  const uint32_t *parent = c->expanding ? c->cur + 1 : NULL;
  uint32_t nt = c->st.ntracked;
  if (c->sketching &&
      !(parent && memcmp(store, parent, nt * sizeof *store) == 0))
    for (uint32_t t = 0; t < nt; t++)
      if (!parent || store[t] != parent[t])
        c->sketch[t] |= UINT64_C(1) << ((store[t] * UINT32_C(2654435761)) >> 26);
  bool is_node = loc < c->fn->nnodes;
  p->node[index] = is_node ? loc : IR_NONE;
  p->edge[index] = is_node ? IR_NONE : loc - c->fn->nnodes;
  if (index + 1 > p->nstates)
    p->nstates = index + 1;
}

/* Emit location `loc` with the store in buf + 1. */
static void emit(pctx *c, ctl_emit *e, uint32_t *buf, uint32_t loc)
{
  buf[0] = loc;
  ctl_emit_state(e, buf, (1 + (size_t)md_store_width(&c->st)) * sizeof *buf);
}

/* Successor node n (entered through an edge without condition). */
static void to_node(pctx *c, const uint32_t *store, uint32_t n, ctl_emit *e)
{
  size_t len = (1 + (size_t)md_store_width(&c->st)) * sizeof *store;
  uint32_t *succ = ctl_emit_reserve(e, len); /* built in the frontier */
  succ[0] = n;
  memcpy(succ + 1, store, len - sizeof *store);
  bool widen = ++c->gen[n] > WIDEN_AFTER;
  md_store_execute(&c->st, succ + 1, NULL, n, widen);
  ctl_emit_reserved(e, len);
}

/* Successor edge states for conditional edge k: none when infeasible,
   two when `v != K` splits v's interval. */
static void to_edge(pctx *c, const uint32_t *store, uint32_t k, ctl_emit *e)
{
  uint32_t loc = c->fn->nnodes + k;
  bool fresh = ++c->gen[loc] <= WIDEN_AFTER;
  /* After widening, a loop's exit still narrows, without a split: no
     more states leave than enter.  So does, for values, a test with a
     constant: the bounds it leaves are the function's constants, towards
     which a widened counter moves (md_vals_widen: `if (n == 5)` in the
     loop).  The branches model keeps to exits: more narrowing there
     made more states, and a large function over its budget lost a dead
     region its exits alone had shown (dnsmasq's one_opt). */
  bool narrow = fresh || c->exits[k] ||
                (!c->st.branches &&
                 narrows_by_constant(c->fn, &c->fn->edges[k]));
  int n = md_store_edge(&c->st, store, NULL, k, narrow, fresh, c->succ + 1,
                        NULL, c->succ2 + 1, NULL);
  if (n >= 1)
    emit(c, e, c->succ, loc);
  if (n == 2)
    emit(c, e, c->succ2, loc);
}

static void successors(void *ctx, const void *state, size_t len, ctl_emit *e)
{
  pctx *c = ctx;
  const ir_function *fn = c->fn;
  const uint32_t *store = state; /* stays put while it is expanded */
  (void)len;
  c->cur = store;
  c->expanding = true;
  uint32_t loc = store[0];
  if (loc >= fn->nnodes) { /* an edge state leads to the edge's target */
    to_node(c, store + 1, fn->edges[loc - fn->nnodes].to, e);
  } else if (loc == 1) { /* EXIT loops on itself */
    memcpy(c->succ + 1, store + 1, md_store_width(&c->st) * sizeof *store);
    emit(c, e, c->succ, 1);
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
  md_store_reset(&c->st);
  c->expanding = false;
  memset(c->sketch, 0, MD_MAX_TRACKED * sizeof *c->sketch);
  memset(c->gen, 0, ((size_t)fn->nnodes + fn->nedges) * sizeof *c->gen);
  choose_tracked(c);
  uint32_t n = c->st.ntracked;
  out->ntracked = n;
  out->tracked = ut_calloc(n + 1, sizeof *out->tracked);
  memcpy(out->tracked, c->st.var_of, n * sizeof *out->tracked);

  /* The initial state: ENTRY, everything unknown, then ENTRY's events
     (the unit's constants). */
  size_t width = md_store_width(&c->st);
  uint32_t *init = ut_calloc(1 + width, sizeof *init);
  md_store_execute(&c->st, init + 1, NULL, 0, false);
  ctl_explorer x;
  memset(&x, 0, sizeof x);
  x.on_new = record;
  x.successors = successors;
  x.ctx = c;
  x.max_states = max_states;
  x.expect_states = c->expect;
  x.mode = CTL_VISITED_COMPACT;
  x.scratch = c->scratch;
  out->res = ctl_explore(&x, init, (1 + width) * sizeof *init, &out->k);
  if (out->res.status == CTL_EXPLORE_STATE_BUDGET)
    c->expect = max_states; /* the next tries are likely as large */
  free(init);
  if (getenv("CTLCHECK_DEBUG_PRODUCT")) {
    for (uint32_t t = 0; t < n; t++)
      fprintf(stderr, "tracked %s (%d values)\n", fn->vars[c->st.var_of[t]].name,
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
    for (uint32_t t = 0; t < c->st.ntracked; t++)
      if (__builtin_popcountll(c->sketch[t]) > MANY_VALUES &&
          !switched[c->st.var_of[t]] && !c->must[c->st.var_of[t]]) {
        c->excluded[c->st.var_of[t]] = true;
        changed = true;
      }
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind == IR_EV_DEF && e->arith != IR_AR_NONE &&
          e->arith != IR_AR_RANGE && e->var != IR_NONE &&
          !c->excluded[e->var] && !c->must[e->var]) {
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
    if (e->kind == IR_EV_DEF && e->var != IR_NONE && e->arith != IR_AR_NONE &&
        e->arith != IR_AR_RANGE)
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
    bool keep = (x->kind != IR_VAR_PATH || (x->flags & IR_VF_PURE)) &&
                x->kind != IR_VAR_GLOBAL &&
                !counter[v] &&
                (flag[v] || (try == 1 && x->tclass == IR_TY_POINTER));
    if (!c->excluded[v] && !keep && !c->must[v]) {
      c->excluded[v] = true;
      changed |= c->st.slot[v] != IR_NONE;
    }
  }
  free(counter);
  free(flag);
  return changed;
}

static bool build(const ir_function *fn, uint64_t max_states,
                  const uint32_t *must, uint32_t nmust, bool only,
                  unsigned flags, ctl_explore_scratch *scratch,
                  md_product *out);

bool md_product_build(const ir_function *fn, uint64_t max_states,
                      ctl_explore_scratch *scratch, md_product *out)
{
  return build(fn, max_states, NULL, 0, false, 0, scratch, out);
}

bool md_product_build_flags(const ir_function *fn, uint64_t max_states,
                            unsigned flags, ctl_explore_scratch *scratch,
                            md_product *out)
{
  return build(fn, max_states, NULL, 0, false, flags, scratch, out);
}

bool md_product_build_tracking(const ir_function *fn, uint64_t max_states,
                               const uint32_t *must, uint32_t nmust,
                               bool only, ctl_explore_scratch *scratch,
                               md_product *out)
{
  return build(fn, max_states, must, nmust, only, 0, scratch, out);
}

/* Every way of building the product: required variables, flags; the
   explorer's buffers the caller's (scratch) or this build's own. */
static bool build(const ir_function *fn, uint64_t max_states,
                  const uint32_t *must, uint32_t nmust, bool only,
                  unsigned flags, ctl_explore_scratch *scratch,
                  md_product *out)
{
  pctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  md_vals *vals = md_vals_new();
  md_store_init(&c.st, fn, vals);
  c.st.branches = (flags & MD_PRODUCT_BRANCHES) != 0;
  c.excluded = ut_calloc(fn->nvars + 1, sizeof *c.excluded);
  c.must = ut_calloc(fn->nvars + 1, sizeof *c.must);
  for (uint32_t i = 0; i < nmust; i++)
    if (must[i] < fn->nvars)
      c.must[must[i]] = true;
  c.must_list = must;
  c.nmust = nmust;
  c.only_must = only;
  c.sketch = ut_calloc(MD_MAX_TRACKED, sizeof *c.sketch);
  c.gen = ut_calloc((size_t)fn->nnodes + fn->nedges, sizeof *c.gen);
  c.exits = md_constant_exits(fn);
  index_defs(&c);
  c.scratch = scratch ? scratch : ctl_explore_scratch_new();
  c.succ = ut_calloc(1 + (size_t)MD_MAX_TRACKED + MD_ESC_WORDS,
                     sizeof *c.succ);
  c.succ2 = ut_calloc(1 + (size_t)MD_MAX_TRACKED + MD_ESC_WORDS,
                     sizeof *c.succ2);
  uint32_t first = 0;
  bool done = false;
  double first_end = 0;
  for (int try = 0; try < MAX_TRIES; try++) {
    c.sketching = try == 0;
    done = explore_once(&c, max_states, out);
    if (!done && c.st.nesc &&
        out->res.status == CTL_EXPLORE_STATE_BUDGET) {
      /* The escaped masks may multiply the states: the same variables
         without them (calls forget every address-taken local) before
         fewer variables, so that no product is coarser than one without
         flow-sensitive escape; the next try has them again. */
      c.st.no_escape = true;
      md_product_free(out);
      done = explore_once(&c, max_states, out);
      c.st.no_escape = false;
    }
    if (try == 0) {
      first = c.st.ntracked;
      first_end = ut_seconds();
    }
    if (done || only || try + 1 == MAX_TRIES || !exclude_growth(&c, try))
      break;
    md_product_free(out);
  }
  double narrow = ut_seconds() - first_end;
  out->dropped = first - c.st.ntracked;
  md_store_free(&c.st);
  free(c.excluded); free(c.must); free(c.sketch); free(c.gen);
  free(c.exits);
  free(c.def_off); free(c.def_ev);
  free(c.succ); free(c.succ2);
  if (!scratch)
    ctl_explore_scratch_free(c.scratch);
  md_vals_free(vals);
  if (!done) {
    md_product_free(out);
    out->narrow_seconds = narrow;
    return false;
  }
  out->narrow_seconds = narrow;
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
  free(p->tracked);
  memset(p, 0, sizeof *p);
  p->res = res;
  p->res.status = st;
}
