/* md-range.c: the interval of values a function returns, found by exploring its locations on the abstract store. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "md-private.h"
#include "ctlcheck/util.h"

enum {
  RANGE_WIDEN_AFTER = 8 /* visits of a location before widening there */
};

/* The states seen so far: (location, store) words, in a hash set. */
typedef struct rstates {
  uint32_t width;   /* words per state: 1 + the store's */
  uint32_t *words;  /* n states of `width` words */
  uint32_t n, cap;
  uint32_t *slots;  /* open addressing: state index + 1, 0 = empty */
  uint32_t nslots;
} rstates;

/* The slot hash of a state: the explorer's word-wise hash (FNV-1a, a
   byte at a time, was most of add_state; slots only find equal words). */
static uint32_t state_hash(const uint32_t *w, uint32_t width)
{
  return (uint32_t)ctl_hash64(w, width * sizeof *w, 0);
}

/* Add state w unless it was seen; true when it is new. */
static bool add_state(rstates *r, const uint32_t *w)
{
  if (2 * (r->n + 1) > r->nslots) {
    free(r->slots);
    r->nslots = r->nslots ? 2 * r->nslots : 256;
    r->slots = ut_calloc(r->nslots, sizeof *r->slots);
    for (uint32_t i = 0; i < r->n; i++) {
      uint32_t j = state_hash(r->words + (size_t)i * r->width, r->width) &
                   (r->nslots - 1);
      while (r->slots[j])
        j = (j + 1) & (r->nslots - 1);
      r->slots[j] = i + 1;
    }
  }
  uint32_t j = state_hash(w, r->width) & (r->nslots - 1);
  for (; r->slots[j]; j = (j + 1) & (r->nslots - 1))
    if (!memcmp(r->words + (size_t)(r->slots[j] - 1) * r->width, w,
                r->width * sizeof *w))
      return false;
  if (r->n == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 64;
    r->words = ut_realloc(r->words, (size_t)r->cap * r->width * sizeof *w);
  }
  memcpy(r->words + (size_t)r->n * r->width, w, r->width * sizeof *w);
  r->slots[j] = ++r->n;
  return true;
}

/* Track what branches test, then what those are computed from (as the
   product chooses; the caller tracked what it asks about first). */
static void choose_tests(md_store *s, const ir_function *fn)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_CMP)
      continue;
    if (e->lhs.kind == IR_OP_VAR && !(e->lhs.flags & IR_OPF_OFFSET))
      md_store_track(s, e->lhs.var);
    if (e->rhs.kind == IR_OP_VAR && !(e->rhs.flags & IR_OPF_OFFSET))
      md_store_track(s, e->rhs.var);
  }
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].switch_var != IR_NONE)
      md_store_track(s, fn->edges[i].switch_var);
  for (uint32_t done = 0; done < s->ntracked; done++)
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind != IR_EV_DEF || e->var != s->var_of[done])
        continue;
      if (e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET))
        md_store_track(s, e->value.var);
      if (e->rhs.kind == IR_OP_VAR && !(e->rhs.flags & IR_OPF_OFFSET))
        md_store_track(s, e->rhs.var);
    }
  md_store_pin_constants(s);
}

/* Track what the returns give, then what branches test; false when a
   returned variable cannot be tracked. */
static bool choose(md_store *s, const ir_function *fn)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR) {
      md_store_track(s, e->value.var);
      if (s->slot[e->value.var] == IR_NONE)
        return false;
    }
  }
  choose_tests(s, fn);
  return true;
}

/* Join into *acc what node n's return gives in store w; false when it
   returns something the store cannot bound. */
static bool join_return(md_store *s, const uint32_t *w, uint32_t n,
                        md_vtype t, uint32_t *acc)
{
  const ir_function *fn = s->fn;
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind != IR_EV_RETURN)
      continue;
    uint32_t v = MD_VAL_TOP;
    if (e->value.kind == IR_OP_CONST)
      v = md_vals_const(s->vals, t, e->value.text);
    else if (e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET))
      v = md_vals_convert(s->vals, w[s->slot[e->value.var]], t);
    *acc = md_vals_join(s->vals, t, *acc, v);
    if (*acc == MD_VAL_TOP)
      return false;
  }
  return true;
}

/* The type every return's value is seen in: the first returned
   variable's, else a 64-bit signed integer (constants alone); returned
   variables are integers, or pointers when `pointers`. */
static bool return_type(const md_store *s, const ir_function *fn,
                        ir_type_class want, md_vtype *t)
{
  *t = (md_vtype){64, true};
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_RETURN)
      continue;
    if (e->value.kind == IR_OP_VAR) {
      if (fn->vars[e->value.var].tclass != want ||
          (e->value.flags & IR_OPF_OFFSET))
        return false;
      *t = s->type[s->slot[e->value.var]];
      return true;
    }
    if (e->value.kind != IR_OP_CONST)
      return false;
  }
  return true;
}

/* What an exploration reports: each state (node, store after the node's
   events), and each edge taken into a node, with the store before that
   node's events; either returns false to stop (a failure). */
typedef struct rvisit {
  bool (*state)(md_store *s, const uint32_t *store, uint32_t n, void *ctx);
  bool (*enter)(md_store *s, const uint32_t *store, uint32_t n, void *ctx);
  void *ctx;
} rvisit;

/* Explore fn's locations on store s breadth first from ENTRY (everything
   unknown, then ENTRY's events), widened by location visits; false when
   a visit fails or more than max_states states are needed. */
static bool explore(md_store *s, uint32_t max_states, const rvisit *v)
{
  const ir_function *fn = s->fn;
  rstates r = {.width = 1 + md_store_width(s)};
  uint32_t *cur = ut_calloc(2 * r.width, sizeof *cur), *next = cur + r.width;
  uint32_t *split = ut_calloc(r.width, sizeof *split);
  uint32_t *visits = ut_calloc((size_t)fn->nnodes + fn->nedges, sizeof *visits);
  bool *exits = md_constant_exits(fn);
  md_store_execute(s, cur + 1, NULL, 0, false);
  add_state(&r, cur);
  bool ok = true;
  for (uint32_t at = 0; ok && at < r.n; at++) {
    if (r.n > max_states) {
      ok = false;
      break;
    }
    memcpy(cur, r.words + (size_t)at * r.width, r.width * sizeof *cur);
    uint32_t n = cur[0];
    if (n == 1)
      continue;
    const ir_node *node = &fn->nodes[n];
    if (n > 1 && v->state && !v->state(s, cur + 1, n, v->ctx)) {
      ok = false;
      break;
    }
    for (uint32_t i = 0; ok && i < node->nsucc; i++) {
      uint32_t k = node->first_succ + i;
      const ir_edge *e = &fn->edges[k];
      int outs = 1;
      memcpy(next, cur, r.width * sizeof *cur);
      if (md_edge_is_conditional(e)) {
        bool narrow = ++visits[fn->nnodes + k] <= RANGE_WIDEN_AFTER ||
                      exits[k];
        outs = md_store_edge(s, cur + 1, NULL, k, narrow, false, next + 1,
                             NULL, split + 1, NULL);
      }
      if (outs == 0)
        continue;
      if (v->enter && !v->enter(s, next + 1, e->to, v->ctx)) {
        ok = false;
        break;
      }
      bool widen = ++visits[e->to] > RANGE_WIDEN_AFTER;
      next[0] = e->to;
      md_store_execute(s, next + 1, NULL, e->to, widen);
      add_state(&r, next);
    }
  }
  free(cur);
  free(split);
  free(visits);
  free(exits);
  free(r.words);
  free(r.slots);
  return ok;
}

/* The bounds of interval a (neither TOP nor BOTTOM) into *lo, *hi. */
static void bounds_of(const md_vals *vals, uint32_t a, char **lo, char **hi)
{
  const char *key = md_vals_key(vals, a);
  const char *colon = strchr(key + 1, ':');
  *lo = ut_strndup(key, (size_t)(colon - key));
  *hi = ut_strdup(colon + 1);
}

/* What a return range's exploration needs at each state. */
typedef struct rret {
  md_vtype t;
  uint32_t acc;
} rret;

static bool visit_return(md_store *s, const uint32_t *store, uint32_t n,
                         void *ctx)
{
  rret *r = ctx;
  return join_return(s, store, n, r->t, &r->acc);
}

/* md_return_range for returned variables of class `want`. */
static bool return_bounds(const ir_function *fn, uint32_t max_states,
                          ir_type_class want, char **lo, char **hi)
{
  md_vals *vals = md_vals_new();
  md_store s;
  md_store_init(&s, fn, vals);
  rret r = {.acc = MD_VAL_BOTTOM};
  rvisit v = {visit_return, NULL, &r};
  bool ok = choose(&s, fn) && return_type(&s, fn, want, &r.t) &&
            explore(&s, max_states, &v) && r.acc != MD_VAL_BOTTOM &&
            r.acc != MD_VAL_TOP;
  if (ok)
    bounds_of(vals, r.acc, lo, hi);
  md_store_free(&s);
  md_vals_free(vals);
  return ok;
}

bool md_return_range(const ir_function *fn, uint32_t max_states, char **lo,
                     char **hi)
{
  return return_bounds(fn, max_states, IR_TY_INTEGER, lo, hi);
}

bool md_return_null(const ir_function *fn, uint32_t max_states)
{
  char *lo = NULL, *hi = NULL;
  bool null = return_bounds(fn, max_states, IR_TY_POINTER, &lo, &hi) &&
              !strcmp(lo, "0") && !strcmp(hi, "0");
  free(lo);
  free(hi);
  return null;
}

/* ------------------------------------------------------ call arguments */

/* What an exploration for call arguments needs: the calls asked about,
   per node the first of them there (IR_NONE: none), and per call and
   argument the interval joined so far. */
typedef struct rargs {
  md_call_args *calls; /* in event order */
  uint32_t ncalls;
  uint32_t *first;   /* per node: index into calls, or IR_NONE */
  uint32_t *node_of; /* per call: its node */
  uint32_t **acc;    /* per call: per argument */
} rargs;

/* Can node n's events before call event `ev` change variable v (so the
   store before the node no longer holds it at the call)?  Reads and
   tests cannot; taking the address of another variable changes no
   local (`f (&size, len)`). */
static bool changes_before(const ir_function *fn, uint32_t n, uint32_t ev,
                           uint32_t v)
{
  for (uint32_t i = fn->nodes[n].first_event; i < ev; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_USE || e->kind == IR_EV_CMP ||
        (e->kind == IR_EV_DEREF && !(e->flags & IR_EVF_WRITE)))
      continue;
    if (e->kind != IR_EV_ADDR || e->var == v ||
        fn->vars[v].kind == IR_VAR_PATH)
      return true;
  }
  return false;
}

/* An edge into node n with this store (before n's events): join the
   arguments of the calls asked about there. */
static bool visit_args(md_store *s, const uint32_t *store, uint32_t n,
                       void *ctx)
{
  rargs *r = ctx;
  const ir_function *fn = s->fn;
  for (uint32_t c = r->first[n]; c < r->ncalls && r->node_of[c] == n; c++) {
    const md_call_args *ca = &r->calls[c];
    const ir_event *e = &fn->events[ca->event];
    for (uint32_t a = 0; a < ca->nargs && a < e->nargs; a++) {
      md_vtype t = ca->type[a];
      if (!t.bits || r->acc[c][a] == MD_VAL_TOP)
        continue;
      const ir_operand *o = &e->args[a];
      uint32_t v = MD_VAL_TOP;
      if (o->kind == IR_OP_CONST)
        v = md_vals_const(s->vals, t, o->text);
      else if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
               s->slot[o->var] != IR_NONE &&
               !changes_before(fn, n, ca->event, o->var))
        v = md_vals_convert(s->vals, store[s->slot[o->var]], t);
      r->acc[c][a] = md_vals_join(s->vals, t, r->acc[c][a], v);
    }
  }
  return true;
}

/* Track, with what is tracked, the variables its values are computed
   from and those compared with it, until nothing changes: what can
   bound an argument, not every test of the function. */
static void choose_related(md_store *s, const ir_function *fn)
{
  for (uint32_t before = 0; before != s->ntracked;) {
    before = s->ntracked;
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      const ir_operand *a = &e->value, *b = &e->rhs;
      if (e->kind == IR_EV_CMP) {
        a = &e->lhs;
      } else if (e->kind != IR_EV_DEF || e->var == IR_NONE ||
                 s->slot[e->var] == IR_NONE) {
        continue;
      }
      bool near = e->kind == IR_EV_DEF ||
                  (a->kind == IR_OP_VAR && s->slot[a->var] != IR_NONE) ||
                  (b->kind == IR_OP_VAR && s->slot[b->var] != IR_NONE);
      if (near && a->kind == IR_OP_VAR && !(a->flags & IR_OPF_OFFSET))
        md_store_track(s, a->var);
      if (near && b->kind == IR_OP_VAR && !(b->flags & IR_OPF_OFFSET))
        md_store_track(s, b->var);
    }
  }
  md_store_pin_constants(s);
}

/* Join the interval `v` found for one argument into what earlier
   explorations gave it (ca's bounds; `any` once unbounded). */
static void join_into(md_vals *vals, md_call_args *ca, uint32_t a, uint32_t v)
{
  md_vtype t = ca->type[a];
  if (ca->any[a] || v == MD_VAL_BOTTOM)
    return;
  if (ca->lo[a])
    v = md_vals_join(vals, t, v, md_vals_range(vals, t, ca->lo[a], ca->hi[a]));
  free(ca->lo[a]);
  free(ca->hi[a]);
  ca->lo[a] = ca->hi[a] = NULL;
  if (v == MD_VAL_TOP)
    ca->any[a] = true;
  else
    bounds_of(vals, v, &ca->lo[a], &ca->hi[a]);
}

bool md_call_arg_ranges(const ir_function *fn, uint32_t max_states,
                        md_call_args *calls, uint32_t ncalls)
{
  md_vals *vals = md_vals_new();
  md_store s;
  md_store_init(&s, fn, vals);
  rargs r = {calls, ncalls, ut_malloc(((size_t)fn->nnodes + 1) * sizeof *r.first),
             ut_calloc(ncalls + 1, sizeof *r.node_of),
             ut_calloc(ncalls + 1, sizeof *r.acc)};
  uint32_t *at = ut_malloc(((size_t)fn->nevents + 1) * sizeof *at);
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    r.first[n] = IR_NONE;
    for (uint32_t i = 0; i < fn->nodes[n].nevents; i++)
      at[fn->nodes[n].first_event + i] = n;
  }
  for (uint32_t c = ncalls; c-- > 0;) {
    r.node_of[c] = at[calls[c].event];
    r.first[r.node_of[c]] = c; /* calls in event order: the first wins */
  }
  free(at);
  for (uint32_t c = ncalls; c-- > 0;) {
    const ir_event *e = &fn->events[calls[c].event];
    r.acc[c] = ut_calloc(calls[c].nargs + 1, sizeof **r.acc);
    for (uint32_t a = 0; a < calls[c].nargs; a++) {
      r.acc[c][a] = MD_VAL_BOTTOM;
      if (calls[c].type[a].bits && a < e->nargs &&
          e->args[a].kind == IR_OP_VAR && !(e->args[a].flags & IR_OPF_OFFSET))
        md_store_track(&s, e->args[a].var);
    }
  }
  choose_related(&s, fn);
  rvisit v = {NULL, visit_args, &r};
  bool ok = explore(&s, max_states, &v);
  for (uint32_t c = 0; c < ncalls; c++) {
    for (uint32_t a = 0; a < calls[c].nargs; a++)
      if (calls[c].type[a].bits)
        join_into(vals, &calls[c], a, ok ? r.acc[c][a] : MD_VAL_TOP);
    free(r.acc[c]);
  }
  free(r.acc);
  free(r.node_of);
  free(r.first);
  md_store_free(&s);
  md_vals_free(vals);
  return ok;
}
