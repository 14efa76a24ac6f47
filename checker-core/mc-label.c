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
 * mostly forward) in one or two passes over memory.  Whatever is left is
 * finished for EU by a backward worklist of states whose rows grew, and
 * for EG by SCC decomposition (components sinks first, a worklist only
 * inside cycles); both bound the work by the edges times the words of
 * changes whatever the shape.
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

/* A sat set for m whose every word the caller writes (not zeroed). */
static bool sat_alloc_raw(const ctl_model *m, ctl_sat *s)
{
  s->nstates = m->k->nstates;
  s->nwords = m->nwords;
  s->bits = malloc(((size_t)s->nstates * s->nwords + 1) * sizeof *s->bits);
  return s->bits != NULL;
}

void ctl_sat_free(ctl_sat *s)
{
  free(s->bits);
  s->bits = NULL;
}

/* What labelling needs of the structure beyond its edges, built on first
   need and kept for every formula checked over it (mc_shared). */
typedef struct labeller {
  const ctl_model *m;
  mc_shared *sh;
  mc_memo *memo;    /* labels of subformulas that occur more than once */
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
  if (s->nwords == 1) { /* most functions have under 64 bindings */
    for (size_t i = 0; i < n; i++)
      s->bits[i] = ~s->bits[i] & last;
    return;
  }
  for (size_t i = 0; i < n; i++)
    s->bits[i] = ~s->bits[i];
  for (uint32_t st = 0; st < s->nstates; st++)
    row(s, st)[s->nwords - 1] &= last;
}

/* Does s hold nowhere (no state, no binding)? */
static bool sat_empty(const ctl_sat *s)
{
  size_t n = (size_t)s->nstates * s->nwords;
  for (size_t i = 0; i < n; i++)
    if (s->bits[i])
      return false;
  return true;
}

static void ex(const ctl_model *m, const ctl_sat *f, ctl_sat *out)
{
  const ctl_kripke *k = m->k;
  if (sat_empty(f)) /* out, all zero, stays so */
    return;
  edge_visits += k->succ_off[k->nstates];
  if (out->nwords == 1) {
    for (uint32_t s = 0; s < k->nstates; s++) {
      uint64_t r = 0;
      for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
        r |= f->bits[k->succ[i]];
      out->bits[s] |= r;
    }
    return;
  }
  for (uint32_t s = 0; s < k->nstates; s++) {
    uint64_t *r = row(out, s);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *t = row(f, k->succ[i]);
      for (uint32_t w = 0; w < out->nwords; w++)
        r[w] |= t[w];
    }
  }
}

/* The worklist's arrays (also the list of states a sweep changed). */
static void need_queue(mc_shared *S)
{
  if (!S->queue) {
    S->queue = ut_malloc(((size_t)S->k->nstates + 1) * sizeof *S->queue);
    S->queued = ut_calloc(S->k->nstates, sizeof *S->queued);
  }
}

static void need_preds(mc_shared *S)
{
  need_queue(S);
  if (!S->have_preds) {
    mc_preds_build(S->k, &S->preds);
    S->have_preds = true;
  }
}

static void need_scc(mc_shared *S)
{
  need_preds(S);
  if (!S->have_scc) {
    mc_scc_build(S->k, &S->scc);
    edge_visits += S->k->succ_off[S->k->nstates]; /* Tarjan's DFS */
    S->have_scc = true;
  }
}

void mc_shared_init(mc_shared *S, const ctl_kripke *k)
{
  memset(S, 0, sizeof *S);
  S->k = k;
}

void mc_shared_free(mc_shared *S)
{
  if (S->have_preds)
    mc_preds_free(&S->preds);
  free(S->queue);
  free(S->queued);
  if (S->have_scc)
    ut_scc_free(&S->scc);
  free(S->back_target);
  memset(S, 0, sizeof *S);
}

/* Per state of S's structure: is it the target of a back edge, one from
   a higher-numbered state (the only edges a sweep in decreasing order
   reads before their target's row is updated)? */
static const bool *need_back_targets(mc_shared *S)
{
  if (!S->back_target) {
    const ctl_kripke *k = S->k;
    S->back_target = ut_calloc((size_t)k->nstates + 1, sizeof *S->back_target);
    for (uint32_t s = 0; s < k->nstates; s++)
      for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
        if (k->succ[i] < s)
          S->back_target[k->succ[i]] = true;
  }
  return S->back_target;
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
static int eg_sweeps = SWEEPS;

void ctl_tune_eg_sweeps(int n)
{
  eg_sweeps = n < 0 ? SWEEPS : n;
}

/* One sweep of E[f U g] over the states in decreasing order: in a CFG
   most edges go forward, so one sweep carries bits along whole chains.
   Returns whether the rows may still grow: some row grew, and one of
   them is the target of a back edge (back), whose source read its row
   before it grew; otherwise every row was computed from its
   successors' final rows and the sweep reached the least fixpoint. */
static bool eu_sweep(const ctl_kripke *k, const ctl_sat *f, ctl_sat *out,
                     const bool *back)
{
  uint32_t nw = out->nwords;
  bool stale = false;
  edge_visits += k->succ_off[k->nstates];
  if (nw == 1) { /* one word a row: a state f allows no new bit skips
                    its successors (the rows come out the same) */
    uint64_t *r = out->bits;
    for (uint32_t s = k->nstates; s-- > 0;) {
      uint64_t open = f->bits[s] & ~r[s], in = 0;
      if (!open)
        continue;
      for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
        in |= r[k->succ[i]];
      if (open & in) {
        r[s] |= open & in;
        stale |= back[s];
      }
    }
    return stale;
  }
  for (uint32_t s = k->nstates; s-- > 0;) {
    uint64_t *rs = row(out, s);
    const uint64_t *fs = row(f, s);
    bool grew = false;
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *rt = row(out, k->succ[i]);
      for (uint32_t w = 0; w < nw; w++) {
        uint64_t add = fs[w] & rt[w] & ~rs[w];
        rs[w] |= add;
        grew |= add != 0;
      }
    }
    stale |= grew && back[s];
  }
  return stale;
}

/* Or into s's row the bits of t's row that f allows at s; whether it grew. */
static bool eu_pull(const ctl_sat *f, ctl_sat *out, uint32_t s, uint32_t t)
{
  uint64_t *rs = row(out, s);
  const uint64_t *rt = row(out, t), *fs = row(f, s);
  bool grew = false;
  for (uint32_t w = 0; w < out->nwords; w++) {
    uint64_t add = fs[w] & rt[w] & ~rs[w];
    if (add) {
      rs[w] |= add;
      grew = true;
    }
  }
  return grew;
}

/* E[f U g] into out, which holds g on entry: a few sweeps (fast on
   CFGs), then by SCC decomposition, sinks first: a state on no cycle
   takes its successors' final rows once; inside a cycle a worklist
   confined to the component finishes it.  Each row then grows in one
   place, however many bindings arrive at different times (a worklist
   over the whole structure revisits a state once per wave of bits:
   minutes on a 9,000-statement function with a binding per statement). */
static void eu(labeller *L, const ctl_sat *f, ctl_sat *out)
{
  const ctl_kripke *k = L->m->k;
  if (sat_empty(out)) /* g holds nowhere: neither does E[f U g] */
    return;
  const bool *back = need_back_targets(L->sh);
  for (int i = 0; i < eg_sweeps; i++)
    if (!eu_sweep(k, f, out, back))
      return;
  need_scc(L->sh);
  const ut_scc *scc = &L->sh->scc;
  const mc_preds *P = &L->sh->preds;
  fifo q = {L->sh->queue, L->sh->queued, 0, 0, k->nstates + 1};
  for (uint32_t c = 0; c < scc->ncomp; c++) {
    uint32_t b = scc->comp_off[c], e = scc->comp_off[c + 1];
    for (uint32_t i = b; i < e; i++) {
      uint32_t s = scc->order[i];
      edge_visits += k->succ_off[s + 1] - k->succ_off[s];
      for (uint32_t j = k->succ_off[s]; j < k->succ_off[s + 1]; j++)
        eu_pull(f, out, s, k->succ[j]);
    }
    if (mc_scc_trivial(k, scc, c))
      continue;
    for (uint32_t i = b; i < e; i++)
      push(&q, scc->order[i]);
    while (q.len) {
      uint32_t t = pop(&q);
      for (uint32_t i = P->pred_off[t]; i < P->pred_off[t + 1]; i++) {
        uint32_t s = P->pred[i];
        if (scc->comp[s] == c && eu_pull(f, out, s, t))
          push(&q, s);
      }
    }
  }
}

/* EG f: start from f, drop bits of states none of whose successors keeps
   them, and revisit the predecessors of every state that lost bits.
   Returns whether the rows may still shrink: as eu_sweep, only when the
   row of a back edge's target (back) shrank after its source read it. */
static bool eg_sweep(const ctl_kripke *k, ctl_sat *out, uint64_t *any,
                     const bool *back)
{
  uint32_t nw = out->nwords;
  bool stale = false;
  edge_visits += k->succ_off[k->nstates];
  if (nw == 1) { /* one word a row: an empty row cannot shrink */
    uint64_t *r = out->bits;
    for (uint32_t s = k->nstates; s-- > 0;) {
      if (!r[s])
        continue;
      uint64_t in = 0;
      for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
        in |= r[k->succ[i]];
      if (r[s] & ~in) {
        r[s] &= in;
        stale |= back[s];
      }
    }
    return stale;
  }
  for (uint32_t s = k->nstates; s-- > 0;) {
    uint64_t *rs = row(out, s);
    memset(any, 0, nw * sizeof *any);
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      const uint64_t *rt = row(out, k->succ[i]);
      for (uint32_t w = 0; w < nw; w++)
        any[w] |= rt[w];
    }
    bool changed = false;
    for (uint32_t w = 0; w < nw; w++) {
      uint64_t keep = rs[w] & any[w];
      changed |= keep != rs[w];
      rs[w] = keep;
    }
    stale |= changed && back[s];
  }
  return stale;
}

/* The rows of s's successors or-ed into any. */
static void succ_union(const ctl_kripke *k, const ctl_sat *out, uint32_t s,
                       uint64_t *any)
{
  uint32_t nw = out->nwords;
  memset(any, 0, nw * sizeof *any);
  for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
    const uint64_t *rt = row(out, k->succ[i]);
    for (uint32_t w = 0; w < nw; w++)
      any[w] |= rt[w];
  }
}

/* Keep in s's row only the bits in any; returns whether some bit went. */
static bool keep_only(ctl_sat *out, uint32_t s, const uint64_t *any)
{
  uint64_t *rs = row(out, s);
  bool shrank = false;
  for (uint32_t w = 0; w < out->nwords; w++) {
    uint64_t keep = rs[w] & any[w];
    if (keep != rs[w]) {
      rs[w] = keep;
      shrank = true;
    }
  }
  return shrank;
}

/* EG f by SCC decomposition: components are finished sinks first, so
   every edge that leaves a component reaches rows that are final.  A
   state on no cycle needs one look at its successors; inside a cycle the
   greatest fixpoint is reached by a worklist confined to the component. */
static void eg_by_scc(labeller *L, ctl_sat *out, uint64_t *any)
{
  const ctl_kripke *k = L->m->k;
  need_scc(L->sh);
  const ut_scc *scc = &L->sh->scc;
  const mc_preds *P = &L->sh->preds;
  fifo q = {L->sh->queue, L->sh->queued, 0, 0, k->nstates + 1};
  for (uint32_t c = 0; c < scc->ncomp; c++) {
    uint32_t b = scc->comp_off[c], e = scc->comp_off[c + 1];
    if (mc_scc_trivial(k, scc, c)) {
      uint32_t s = scc->order[b];
      edge_visits += k->succ_off[s + 1] - k->succ_off[s];
      succ_union(k, out, s, any);
      keep_only(out, s, any);
      continue;
    }
    for (uint32_t i = b; i < e; i++)
      push(&q, scc->order[i]);
    while (q.len) {
      uint32_t s = pop(&q);
      edge_visits += k->succ_off[s + 1] - k->succ_off[s];
      succ_union(k, out, s, any);
      if (!keep_only(out, s, any))
        continue;
      for (uint32_t i = P->pred_off[s]; i < P->pred_off[s + 1]; i++)
        if (scc->comp[P->pred[i]] == c)
          push(&q, P->pred[i]);
    }
  }
}

/* EG f: a few sweeps settle CFG-shaped graphs in one or two passes over
   memory; whatever they leave unsettled is finished by SCC decomposition
   (linear in the structure times the words of a row).  out holds f on
   entry. */
static void eg(labeller *L, ctl_sat *out)
{
  const ctl_kripke *k = L->m->k;
  uint64_t *any = ut_malloc(out->nwords * sizeof *any);
  const bool *back = need_back_targets(L->sh);
  for (int i = 0; i < eg_sweeps; i++)
    if (!eg_sweep(k, out, any, back)) {
      free(any);
      return;
    }
  eg_by_scc(L, out, any);
  free(any);
}

/* Move the sat set in *from to *to (no copy). */
static void take(ctl_sat *to, ctl_sat *from)
{
  *to = *from;
  from->bits = NULL;
}

/* Subformulas that occur more than once in the reduced formula (hash-
   consed: a structural hash, then a structural comparison): each is
   labelled once and copied for its other occurrences.  A formula without
   repeats (the common case) costs one walk and no labels kept. */
struct mc_memo {
  const ctl_formula **node; /* every node, preorder */
  uint64_t *hash;
  uint32_t *cls;            /* the first node equal to it */
  uint32_t *count;          /* by class: occurrences */
  uint32_t *left;           /* by class: occurrences not labelled yet */
  bool *lent;               /* by class: its label was lent to a reader,
                               so the memo keeps it to the end */
  uint32_t n, cap;
  ctl_sat *sat;             /* by class: the label, once computed */
  bool any;                 /* some subformula repeats */
};

static bool same_formula(const ctl_formula *a, const ctl_formula *b)
{
  if (!a || !b)
    return a == b;
  return a->op == b->op && (a->op != CTL_AP || a->ap == b->ap) &&
         same_formula(a->l, b->l) && same_formula(a->r, b->r);
}

static uint64_t memo_collect(mc_memo *M, const ctl_formula *f)
{
  if (!f)
    return 0;
  uint32_t cap = M->cap, at = M->n++;
  M->node = ut_grow32(M->node, at, &M->cap, sizeof *M->node);
  if (M->cap != cap)
    M->hash = ut_realloc(M->hash, M->cap * sizeof *M->hash);
  uint64_t h[3] = {(uint64_t)f->op << 32 | (f->op == CTL_AP ? f->ap : 0),
                   memo_collect(M, f->l), memo_collect(M, f->r)};
  M->node[at] = f;
  M->hash[at] = ut_hash_bytes(UT_HASH_INIT, h, sizeof h);
  return M->hash[at];
}

/* Which subformulas of core repeat: the memo's shape, the same for every
   check of the formula. */
static void memo_init(mc_memo *M, const ctl_formula *core)
{
  memset(M, 0, sizeof *M);
  memo_collect(M, core);
  M->cls = ut_malloc((M->n + 1) * sizeof *M->cls);
  M->count = ut_calloc(M->n + 1, sizeof *M->count);
  for (uint32_t i = 0; i < M->n; i++) {
    M->cls[i] = i;
    for (uint32_t j = 0; j < i; j++)
      if (M->hash[j] == M->hash[i] && same_formula(M->node[j], M->node[i])) {
        M->cls[i] = M->cls[j];
        M->any |= M->node[i]->op != CTL_TRUE && M->node[i]->op != CTL_AP;
        break;
      }
    M->count[M->cls[i]]++;
  }
}

/* Room for one check's shared labels (M's shape may be borrowed). */
static void memo_begin(mc_memo *M)
{
  if (M->any) {
    M->sat = ut_calloc(M->n + 1, sizeof *M->sat);
    M->left = ut_malloc((M->n + 1) * sizeof *M->left);
    memcpy(M->left, M->count, M->n * sizeof *M->left);
    M->lent = ut_calloc(M->n + 1, sizeof *M->lent);
  }
}

/* Free one check's shared labels (what memo_begin made). */
static void memo_end(mc_memo *M)
{
  if (M->sat)
    for (uint32_t c = 0; c < M->n; c++)
      ctl_sat_free(&M->sat[c]);
  free(M->sat);
  free(M->left);
  free(M->lent);
  M->sat = NULL;
  M->left = NULL;
  M->lent = NULL;
}

static void memo_free(mc_memo *M)
{
  memo_end(M);
  free(M->count);
  free(M->cls);
  free(M->node);
  free(M->hash);
}

/* The class of node f when it is labelled more than once (not TRUE or a
   proposition: those are a fill or a copy anyway), else UT_NONE. */
static uint32_t memo_class(const mc_memo *M, const ctl_formula *f)
{
  if (!M->any || f->op == CTL_TRUE || f->op == CTL_AP)
    return UT_NONE;
  for (uint32_t i = 0; i < M->n; i++)
    if (M->node[i] == f)
      return M->count[M->cls[i]] > 1 ? M->cls[i] : UT_NONE;
  return UT_NONE;
}

static bool copy_sat(const ctl_model *m, const ctl_sat *from, ctl_sat *to)
{
  if (!sat_alloc_raw(m, to))
    return false;
  memcpy(to->bits, from->bits,
         (size_t)to->nstates * to->nwords * sizeof *to->bits);
  return true;
}

static bool label_node(labeller *L, const ctl_formula *f, ctl_sat *out);

/* Label f into out, once per class of shared subformulas: the label is
   kept for the class's other occurrences, and the last one takes it. */
static bool label(labeller *L, const ctl_formula *f, ctl_sat *out)
{
  mc_memo *M = L->memo;
  uint32_t c = memo_class(M, f);
  if (c != UT_NONE && M->sat[c].bits) {
    if (--M->left[c] == 0 && !M->lent[c]) {
      take(out, &M->sat[c]);
      return true;
    }
    return copy_sat(L->m, &M->sat[c], out);
  }
  if (!label_node(L, f, out))
    return false;
  if (c == UT_NONE)
    return true;
  M->left[c]--;
  return copy_sat(L->m, out, &M->sat[c]);
}

/* Label f for reading only: a proposition's rows, or a shared
   subformula's label kept by the memo, are lent (*lent), not copied; the
   caller frees out only when not lent. */
static bool label_read(labeller *L, const ctl_formula *f, ctl_sat *out,
                       bool *lent)
{
  const ctl_model *m = L->m;
  mc_memo *M = L->memo;
  *lent = true;
  if (f->op == CTL_AP && f->ap < m->nap) {
    out->nstates = m->k->nstates;
    out->nwords = m->nwords;
    out->bits = m->ap[f->ap];
    return true;
  }
  uint32_t c = memo_class(M, f);
  if (c == UT_NONE) {
    *lent = false;
    return label(L, f, out);
  }
  if (!M->sat[c].bits && !label_node(L, f, &M->sat[c]))
    return false;
  M->left[c]--;
  M->lent[c] = true;
  *out = M->sat[c];
  return true;
}

/* Label f into out.  Operators that can work in place reuse an operand's
   rows and operands only read are propositions' own rows, so only EX
   (and AND of two propositions) allocates: fewer page faults and less
   memory traffic on large structures. */
static bool label_node(labeller *L, const ctl_formula *f, ctl_sat *out)
{
  const ctl_model *m = L->m;
  ctl_sat a = {0}, b = {0};
  switch (f->op) {
  case CTL_TRUE:
    if (!sat_alloc_raw(m, out))
      return false;
    fill_true(m, out);
    return true;
  case CTL_AP:
    if (f->ap >= m->nap)
      return mc_sat_alloc(m, out);
    if (!sat_alloc_raw(m, out))
      return false;
    memcpy(out->bits, m->ap[f->ap],
           (size_t)out->nstates * out->nwords * sizeof *out->bits);
    return true;
  default:
    break;
  }
  /* NOT and EG work in a's rows; AND in an operand it owns; EX and EU
     only read a. */
  bool own_a = f->op == CTL_NOT || f->op == CTL_EG;
  bool lent_a = false, lent_b = false;
  bool got = own_a ? label(L, f->l, &a) : label_read(L, f->l, &a, &lent_a);
  if (got && f->r)
    got = f->op == CTL_AND ? label_read(L, f->r, &b, &lent_b)
                           : label(L, f->r, &b);
  bool ok = got;
  if (ok) {
    size_t n = (size_t)a.nstates * a.nwords;
    switch (f->op) {
    case CTL_NOT:
      take(out, &a);
      negate(m, out);
      break;
    case CTL_AND:
      if (lent_a && lent_b) { /* two propositions: a fresh set */
        ok = sat_alloc_raw(m, out);
        for (size_t i = 0; ok && i < n; i++)
          out->bits[i] = a.bits[i] & b.bits[i];
      } else {
        ctl_sat *own = lent_a ? &b : &a;
        const ctl_sat *other = lent_a ? &a : &b;
        for (size_t i = 0; i < n; i++)
          own->bits[i] &= other->bits[i];
        take(out, own);
      }
      break;
    case CTL_EX:
      ok = mc_sat_alloc(m, out);
      if (ok)
        ex(m, &a, out);
      break;
    case CTL_EU:
      take(out, &b);
      eu(L, &a, out);
      break;
    case CTL_EG:
      take(out, &a);
      eg(L, out);
      break;
    default:
      ok = false;
      break;
    }
  }
  if (!lent_a)
    ctl_sat_free(&a);
  if (!lent_b)
    ctl_sat_free(&b);
  return ok;
}

bool mc_check_shared(mc_shared *S, const ctl_model *m, const ctl_formula *f,
                     ctl_sat *out)
{
  ctl_formula *core = ctl_formula_reduce(f);
  mc_memo memo;
  memo_init(&memo, core);
  memo_begin(&memo);
  labeller L = {m, S, &memo};
  bool ok = label(&L, core, out);
  memo_free(&memo);
  ctl_formula_free(core);
  return ok;
}

/* A formula reduced to its core and its memo's shape, once. */
struct ctl_prepared {
  ctl_formula *core;
  mc_memo shape;
};

ctl_prepared *ctl_prepare(const ctl_formula *f)
{
  ctl_prepared *p = ut_malloc(sizeof *p);
  p->core = ctl_formula_reduce(f);
  memo_init(&p->shape, p->core);
  return p;
}

void ctl_prepared_free(ctl_prepared *p)
{
  if (!p)
    return;
  memo_free(&p->shape);
  ctl_formula_free(p->core);
  free(p);
}

bool ctl_check(const ctl_model *m, const ctl_formula *f, ctl_sat *out)
{
  mc_shared S;
  mc_shared_init(&S, m->k);
  bool ok = mc_check_shared(&S, m, f, out);
  mc_shared_free(&S);
  return ok;
}

struct ctl_checker {
  mc_shared S;
};

ctl_checker *ctl_checker_new(const ctl_kripke *k)
{
  ctl_checker *c = ut_malloc(sizeof *c);
  mc_shared_init(&c->S, k);
  return c;
}

mc_shared *mc_checker_shared(ctl_checker *c)
{
  return &c->S;
}

bool ctl_checker_check_prepared(ctl_checker *c, const ctl_model *m,
                                const ctl_prepared *p, ctl_sat *out)
{
  mc_memo memo = p->shape; /* the shape is only read */
  memo_begin(&memo);
  labeller L = {m, &c->S, &memo};
  bool ok = label(&L, p->core, out);
  memo_end(&memo);
  return ok;
}

void ctl_checker_free(ctl_checker *c)
{
  if (!c)
    return;
  mc_shared_free(&c->S);
  free(c);
}
