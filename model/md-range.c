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

static uint32_t state_hash(const uint32_t *w, uint32_t width)
{
  return (uint32_t)ut_hash_bytes(UT_HASH_INIT, w, width * sizeof *w);
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

/* Track what the returns give, then what branches test, then what those
   are computed from (as the product chooses, returns first). */
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
   variable's, else a 64-bit signed integer (constants alone). */
static bool return_type(const md_store *s, const ir_function *fn, md_vtype *t)
{
  *t = (md_vtype){64, true};
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_RETURN)
      continue;
    if (e->value.kind == IR_OP_VAR) {
      if (fn->vars[e->value.var].tclass != IR_TY_INTEGER ||
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

bool md_return_range(const ir_function *fn, uint32_t max_states, char **lo,
                     char **hi)
{
  md_vals *vals = md_vals_new();
  md_store s;
  md_store_init(&s, fn, vals);
  md_vtype t;
  bool ok = choose(&s, fn) && return_type(&s, fn, &t);
  rstates r = {.width = 1 + md_store_width(&s)};
  uint32_t *cur = ut_calloc(2 * r.width, sizeof *cur), *next = cur + r.width;
  uint32_t *split = ut_calloc(r.width, sizeof *split);
  uint32_t *visits = ut_calloc((size_t)fn->nnodes + fn->nedges, sizeof *visits);
  uint32_t acc = MD_VAL_BOTTOM;
  if (ok) {
    /* ENTRY with everything unknown, then ENTRY's events (constants). */
    md_store_execute(&s, cur + 1, NULL, 0, false);
    add_state(&r, cur);
  }
  /* Breadth first over the states; widened by location visits. */
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
    if (n > 1 && !join_return(&s, cur + 1, n, t, &acc)) {
      ok = false;
      break;
    }
    for (uint32_t i = 0; i < node->nsucc; i++) {
      uint32_t k = node->first_succ + i;
      const ir_edge *e = &fn->edges[k];
      int outs = 1;
      memcpy(next, cur, r.width * sizeof *cur);
      if (md_edge_is_conditional(e)) {
        bool narrow = ++visits[fn->nnodes + k] <= RANGE_WIDEN_AFTER;
        outs = md_store_edge(&s, cur + 1, NULL, k, narrow, false, next + 1,
                             NULL, split + 1, NULL);
      }
      if (outs == 0)
        continue;
      bool widen = ++visits[e->to] > RANGE_WIDEN_AFTER;
      next[0] = e->to;
      md_store_execute(&s, next + 1, NULL, e->to, widen);
      add_state(&r, next);
    }
  }
  ok = ok && acc != MD_VAL_BOTTOM && acc != MD_VAL_TOP;
  if (ok) {
    const char *key = md_vals_key(vals, acc);
    const char *colon = strchr(key + 1, ':');
    *lo = ut_strndup(key, (size_t)(colon - key));
    *hi = ut_strdup(colon + 1);
  }
  free(cur);
  free(split);
  free(visits);
  free(r.words);
  free(r.slots);
  md_store_free(&s);
  md_vals_free(vals);
  return ok;
}
