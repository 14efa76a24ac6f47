/* mc-label.c: global labelling of CTL formulas, bit-parallel over bindings. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

/*
 * Each subformula of the reduced formula (TRUE, AP, NOT, AND, EX, EU, EG)
 * becomes a sat set: one row of nwords words per state, bit b of a row
 * telling whether the subformula holds for binding b.  EU (a least
 * fixpoint) and EG (a greatest one) first run a few sweeps over the
 * states in decreasing order, which settle CFG-shaped graphs (edges
 * mostly forward) in one or two passes over memory; whatever is left is
 * finished by a worklist of states whose rows changed, which bounds the
 * work by the edges times the words of changes whatever the shape.
 */

static uint64_t edge_visits;

uint64_t ctl_edge_visits(void)
{
  return edge_visits;
}

uint64_t mc_last_mask(uint32_t nbind)
{
  return nbind % 64 ? (UINT64_C(1) << (nbind % 64)) - 1 : ~UINT64_C(0);
}

bool mc_sat_alloc(const ctl_model *m, ctl_sat *s)
{
  s->nstates = m->k->nstates;
  s->nwords = m->nwords;
  s->bits = calloc((size_t)s->nstates * s->nwords + 1, sizeof *s->bits);
  return s->bits != NULL;
}

void ctl_sat_free(ctl_sat *s)
{
  free(s->bits);
  s->bits = NULL;
}

typedef struct labeller {
  const ctl_model *m;
  mc_preds preds;
  bool have_preds;
  uint32_t *queue;  /* worklist of states */
  bool *queued;
} labeller;

static uint64_t *row(const ctl_sat *s, uint32_t st)
{
  return s->bits + (size_t)st * s->nwords;
}

static void fill_true(const ctl_model *m, ctl_sat *s)
{
  uint64_t last = mc_last_mask(m->nbind);
  for (uint32_t st = 0; st < s->nstates; st++) {
    uint64_t *r = row(s, st);
    for (uint32_t w = 0; w < s->nwords; w++)
      r[w] = w + 1 == s->nwords ? last : ~UINT64_C(0);
  }
}

static void negate(const ctl_model *m, ctl_sat *s)
{
  uint64_t last = mc_last_mask(m->nbind);
  size_t n = (size_t)s->nstates * s->nwords;
  for (size_t i = 0; i < n; i++)
    s->bits[i] = ~s->bits[i];
  for (uint32_t st = 0; st < s->nstates; st++)
    row(s, st)[s->nwords - 1] &= last;
}

static void ex(const ctl_model *m, const ctl_sat *f, ctl_sat *out)
{
  const ctl_kripke *k = m->k;
  edge_visits += k->succ_off[k->nstates];
  for (uint32_t s = 0; s < k->nstates; s++) {
    uint64_t *r = row(out, s);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *t = row(f, k->succ[i]);
      for (uint32_t w = 0; w < out->nwords; w++)
        r[w] |= t[w];
    }
  }
}

static void need_preds(labeller *L)
{
  if (!L->have_preds) {
    mc_preds_build(L->m->k, &L->preds);
    L->queue = mc_xmalloc(((size_t)L->m->k->nstates + 1) * sizeof *L->queue);
    L->queued = mc_xcalloc(L->m->k->nstates, sizeof *L->queued);
    L->have_preds = true;
  }
}

/* A circular FIFO of states, each present at most once. */
typedef struct fifo {
  uint32_t *q;
  bool *in;
  uint32_t head, len, cap;
} fifo;

static void push(fifo *f, uint32_t s)
{
  if (f->in[s])
    return;
  f->in[s] = true;
  f->q[(f->head + f->len++) % f->cap] = s;
}

static uint32_t pop(fifo *f)
{
  uint32_t s = f->q[f->head];
  f->head = (f->head + 1) % f->cap;
  f->len--;
  f->in[s] = false;
  return s;
}

enum { SWEEPS = 3 };

/* One sweep of E[f U g] over the states in decreasing order: in a CFG
   most edges go forward, so one sweep carries bits along whole chains.
   Returns whether any bit was added. */
static bool eu_sweep(const ctl_kripke *k, const ctl_sat *f, ctl_sat *out)
{
  uint32_t nw = out->nwords;
  bool changed = false;
  edge_visits += k->succ_off[k->nstates];
  for (uint32_t s = k->nstates; s-- > 0;) {
    uint64_t *rs = row(out, s);
    const uint64_t *fs = row(f, s);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *rt = row(out, k->succ[i]);
      for (uint32_t w = 0; w < nw; w++) {
        uint64_t add = fs[w] & rt[w] & ~rs[w];
        rs[w] |= add;
        changed |= add != 0;
      }
    }
  }
  return changed;
}

/* E[f U g]: a few sweeps (fast on CFGs), then a backward worklist from
   every state that holds bits (linear whatever the shape). */
static void eu(labeller *L, const ctl_sat *f, const ctl_sat *g, ctl_sat *out)
{
  uint32_t n = L->m->k->nstates, nw = out->nwords;
  memcpy(out->bits, g->bits, (size_t)n * nw * sizeof *out->bits);
  for (int i = 0; i < SWEEPS; i++)
    if (!eu_sweep(L->m->k, f, out))
      return;
  need_preds(L);
  fifo q = {L->queue, L->queued, 0, 0, n + 1};
  for (uint32_t s = 0; s < n; s++)
    for (uint32_t w = 0; w < nw; w++)
      if (row(out, s)[w]) {
        push(&q, s);
        break;
      }
  while (q.len) {
    uint32_t t = pop(&q);
    const uint64_t *rt = row(out, t);
    for (uint32_t i = L->preds.pred_off[t]; i < L->preds.pred_off[t + 1]; i++) {
      uint32_t s = L->preds.pred[i];
      uint64_t *rs = row(out, s);
      const uint64_t *fs = row(f, s);
      bool grew = false;
      for (uint32_t w = 0; w < nw; w++) {
        uint64_t add = fs[w] & rt[w] & ~rs[w];
        if (add) {
          rs[w] |= add;
          grew = true;
        }
      }
      if (grew)
        push(&q, s);
    }
  }
}

/* EG f: start from f, drop bits of states none of whose successors keeps
   them, and revisit the predecessors of every state that lost bits. */
static bool eg_sweep(const ctl_kripke *k, ctl_sat *out, uint64_t *any)
{
  uint32_t nw = out->nwords;
  bool changed = false;
  edge_visits += k->succ_off[k->nstates];
  for (uint32_t s = k->nstates; s-- > 0;) {
    uint64_t *rs = row(out, s);
    memset(any, 0, nw * sizeof *any);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *rt = row(out, k->succ[i]);
      for (uint32_t w = 0; w < nw; w++)
        any[w] |= rt[w];
    }
    for (uint32_t w = 0; w < nw; w++) {
      uint64_t keep = rs[w] & any[w];
      changed |= keep != rs[w];
      rs[w] = keep;
    }
  }
  return changed;
}

static void eg(labeller *L, const ctl_sat *f, ctl_sat *out)
{
  const ctl_kripke *k = L->m->k;
  uint32_t n = k->nstates, nw = out->nwords;
  uint64_t *any = mc_xmalloc(nw * sizeof *any);
  memcpy(out->bits, f->bits, (size_t)n * nw * sizeof *out->bits);
  for (int i = 0; i < SWEEPS; i++)
    if (!eg_sweep(k, out, any)) {
      free(any);
      return;
    }
  need_preds(L);
  fifo q = {L->queue, L->queued, 0, 0, n + 1};
  for (uint32_t s = 0; s < n; s++)
    push(&q, s);
  while (q.len) {
    uint32_t s = pop(&q);
    uint64_t *rs = row(out, s);
    memset(any, 0, nw * sizeof *any);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *rt = row(out, k->succ[i]);
      for (uint32_t w = 0; w < nw; w++)
        any[w] |= rt[w];
    }
    bool shrank = false;
    for (uint32_t w = 0; w < nw; w++) {
      uint64_t keep = rs[w] & any[w];
      if (keep != rs[w]) {
        rs[w] = keep;
        shrank = true;
      }
    }
    if (shrank)
      for (uint32_t i = L->preds.pred_off[s]; i < L->preds.pred_off[s + 1]; i++)
        push(&q, L->preds.pred[i]);
  }
  free(any);
}

static bool label(labeller *L, const ctl_formula *f, ctl_sat *out)
{
  const ctl_model *m = L->m;
  ctl_sat a = {0}, b = {0};
  if (!mc_sat_alloc(m, out))
    return false;
  switch (f->op) {
  case CTL_TRUE:
    fill_true(m, out);
    return true;
  case CTL_AP:
    if (f->ap < m->nap)
      memcpy(out->bits, m->ap[f->ap],
             (size_t)out->nstates * out->nwords * sizeof *out->bits);
    return true;
  default:
    break;
  }
  if (!label(L, f->l, &a) || (f->r && !label(L, f->r, &b))) {
    ctl_sat_free(&a);
    ctl_sat_free(&b);
    return false;
  }
  size_t n = (size_t)out->nstates * out->nwords;
  switch (f->op) {
  case CTL_NOT:
    memcpy(out->bits, a.bits, n * sizeof *a.bits);
    negate(m, out);
    break;
  case CTL_AND:
    for (size_t i = 0; i < n; i++)
      out->bits[i] = a.bits[i] & b.bits[i];
    break;
  case CTL_EX: ex(m, &a, out); break;
  case CTL_EU: eu(L, &a, &b, out); break;
  case CTL_EG: eg(L, &a, out); break;
  default: break;
  }
  ctl_sat_free(&a);
  ctl_sat_free(&b);
  return true;
}

bool ctl_check(const ctl_model *m, const ctl_formula *f, ctl_sat *out)
{
  labeller L;
  memset(&L, 0, sizeof L);
  L.m = m;
  ctl_formula *core = ctl_formula_reduce(f);
  bool ok = label(&L, core, out);
  ctl_formula_free(core);
  if (L.have_preds) {
    mc_preds_free(&L.preds);
    free(L.queue);
    free(L.queued);
  }
  return ok;
}
