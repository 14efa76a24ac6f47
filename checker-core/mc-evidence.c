/* mc-evidence.c: counterexamples and witnesses as shortest paths and lassos. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

/*
 * Evidence is built on the formula as written, not on its reduction, so
 * every step has a meaning a user knows ("a path to where AG fails").
 * Existential obligations (a witness of EX/EF/EU/EW/EG, a counterexample
 * of AX/AG/AU/AW/AF) extend the path: a shortest path (BFS) to where the
 * obligation ends, then the evidence for the subformula there; an EG (or
 * a failed AF/AU) closes a lasso.  Universal obligations stop the path.
 */

typedef struct evid {
  const ctl_model *m;
  uint32_t b;             /* binding */
  mc_shared *sh;          /* the structure's SCC and predecessors */
  mc_evcache *cache;      /* sat sets by formula node */
  uint32_t *path, n, cap; /* the path so far; ends at the current state */
  uint32_t loop;          /* UINT32_MAX until a lasso closes */
  bool nomem;
  uint32_t *parent;       /* BFS scratch: all UINT32_MAX between searches */
  uint32_t *queue;
} evid;

/* Room in C for one more sat set (at C->n). */
static void cache_room(mc_evcache *C)
{
  if (C->n == C->cap) {
    C->cap = C->cap ? 2 * C->cap : 8;
    C->f = ut_realloc(C->f, C->cap * sizeof *C->f);
    C->sat = ut_realloc(C->sat, C->cap * sizeof *C->sat);
  }
}

/* Does f hold at s for the binding?  Sat sets are computed once. */
static bool holds(evid *E, const ctl_formula *f, uint32_t s)
{
  mc_evcache *C = E->cache;
  for (uint32_t i = 0; i < C->n; i++)
    if (C->f[i] == f)
      return ctl_sat_get(&C->sat[i], s, E->b);
  cache_room(C);
  if (!mc_check_shared(E->sh, E->m, f, &C->sat[C->n])) {
    E->nomem = true;
    return false;
  }
  C->f[C->n] = f;
  return ctl_sat_get(&C->sat[C->n++], s, E->b);
}

static void append(evid *E, uint32_t s)
{
  if (E->n == E->cap) {
    E->cap = E->cap ? 2 * E->cap : 16;
    E->path = ut_realloc(E->path, E->cap * sizeof *E->path);
  }
  E->path[E->n++] = s;
}

/* Append the states from `stop` (excluded) to `last` (included) along a
   BFS parent array, in path order. */
static void append_chain(evid *E, const uint32_t *parent, uint32_t last,
                         uint32_t stop)
{
  uint32_t len = 0;
  for (uint32_t u = last; u != stop; u = parent[u])
    len++;
  uint32_t at = E->n;
  for (uint32_t j = 0; j < len; j++)
    append(E, 0);
  for (uint32_t u = last, j = at + len; u != stop; u = parent[u])
    E->path[--j] = u;
}

/* States a BFS may pass: `via` must have value want_via (NULL: any). */
typedef struct bfs_spec {
  const ctl_formula *via;
  bool want_via;
  const ctl_formula *to, *to2; /* target: to == want_to (and to2 == want_to2) */
  bool want_to, want_to2;
} bfs_spec;

static bool target(evid *E, const bfs_spec *sp, uint32_t s)
{
  return holds(E, sp->to, s) == sp->want_to &&
         (!sp->to2 || holds(E, sp->to2, s) == sp->want_to2);
}

/* Restore E->parent after a search: the states it set are queue[0..n)
   and `extra` (UINT32_MAX: none).  Resetting every state instead cost a
   pass over the structure per search, quadratic for a lasso that tries
   many states. */
static void reset_parents(evid *E, uint32_t n, uint32_t extra)
{
  for (uint32_t i = 0; i < n; i++)
    E->parent[E->queue[i]] = UINT32_MAX;
  if (extra != UINT32_MAX)
    E->parent[extra] = UINT32_MAX;
}

/* Shortest path from the current state to a target through allowed
   states; appends it (without the start) and returns true if found. */
static bool bfs(evid *E, const bfs_spec *sp)
{
  const ctl_kripke *k = E->m->k;
  uint32_t s0 = E->path[E->n - 1], head = 0, tail = 0;
  if (target(E, sp, s0))
    return true;
  E->parent[s0] = s0;
  E->queue[tail++] = s0;
  while (head < tail) {
    uint32_t s = E->queue[head++];
    if (s != s0 && sp->via && holds(E, sp->via, s) != sp->want_via)
      continue;
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      uint32_t t = k->succ[i];
      if (E->parent[t] != UINT32_MAX)
        continue;
      E->parent[t] = s;
      if (target(E, sp, t)) {
        append_chain(E, E->parent, t, s0);
        reset_parents(E, tail, t);
        return true;
      }
      E->queue[tail++] = t;
    }
  }
  reset_parents(E, tail, UINT32_MAX);
  return false;
}

/* Append a shortest cycle from c back to c (excluding the final c)
   through states where inv has value want; false if there is none. */
static bool cycle_back(evid *E, uint32_t c, const ctl_formula *inv, bool want)
{
  const ctl_kripke *k = E->m->k;
  uint32_t head = 0, tail = 0;
  E->queue[tail++] = c;
  while (head < tail) {
    uint32_t s = E->queue[head++];
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      uint32_t t = k->succ[i];
      if (t == c) {
        append_chain(E, E->parent, s, c);
        reset_parents(E, tail, UINT32_MAX);
        return true;
      }
      if (E->parent[t] == UINT32_MAX && holds(E, inv, t) == want) {
        E->parent[t] = s;
        E->queue[tail++] = t;
      }
    }
  }
  reset_parents(E, tail, UINT32_MAX);
  return false;
}

/* Close a lasso that stays where `inv` has value want: a shortest path to
   the first state (in BFS order) that lies on such a cycle, then the cycle. */
static void lasso(evid *E, const ctl_formula *inv, bool want)
{
  const ctl_kripke *k = E->m->k;
  uint32_t s0 = E->path[E->n - 1];
  uint32_t *order = ut_malloc((size_t)k->nstates * sizeof *order);
  uint32_t *par = ut_malloc((size_t)k->nstates * sizeof *par);
  uint32_t norder = 0;
  for (uint32_t i = 0; i < k->nstates; i++)
    par[i] = UINT32_MAX;
  par[s0] = s0;
  order[norder++] = s0;
  for (uint32_t h = 0; h < norder; h++) {
    uint32_t s = order[h];
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++) {
      uint32_t t = k->succ[i];
      if (par[t] == UINT32_MAX && holds(E, inv, t) == want) {
        par[t] = s;
        order[norder++] = t;
      }
    }
  }
  /* The first reachable state (in BFS order) with a cycle back to itself. */
  uint32_t base = E->n;
  for (uint32_t h = 0; h < norder; h++) {
    uint32_t c = order[h];
    append_chain(E, par, c, s0);
    uint32_t len = E->n - base;
    if (cycle_back(E, c, inv, want)) {
      E->loop = base + len - 1; /* the index of c */
      break;
    }
    E->n = base; /* no cycle through c: try the next state */
  }
  free(order);
  free(par);
}

static void explain(evid *E, const ctl_formula *f, bool want);

/* Which operand of a boolean to follow: a temporal one with the value. */
static const ctl_formula *pick(evid *E, const ctl_formula *a, bool wa,
                               const ctl_formula *b, bool wb, uint32_t s)
{
  bool oka = holds(E, a, s) == wa, okb = holds(E, b, s) == wb;
  if (oka && okb)
    return ctl_formula_propositional(a) ? b : a;
  return oka ? a : okb ? b : NULL;
}

static void explain_boolean(evid *E, const ctl_formula *f, bool want,
                            uint32_t s)
{
  const ctl_formula *g = NULL;
  bool wg = want;
  switch (f->op) {
  case CTL_NOT:
    explain(E, f->l, !want);
    return;
  case CTL_AND: /* holds: both hold; fails: one fails */
    g = want ? (ctl_formula_propositional(f->l) ? f->r : f->l)
             : pick(E, f->l, false, f->r, false, s);
    break;
  case CTL_OR:
    g = want ? pick(E, f->l, true, f->r, true, s)
             : (ctl_formula_propositional(f->l) ? f->r : f->l);
    break;
  case CTL_IMPLIES:
    if (want) {
      g = holds(E, f->l, s) ? f->r : f->l;
      wg = holds(E, f->l, s);
    } else {
      g = f->r;
      wg = false;
    }
    break;
  default:
    return;
  }
  if (g)
    explain(E, g, wg);
}

static void explain(evid *E, const ctl_formula *f, bool want)
{
  uint32_t s = E->path[E->n - 1];
  const ctl_kripke *k = E->m->k;
  if (E->loop != UINT32_MAX || E->nomem || !f || ctl_formula_propositional(f))
    return;
  bool ex = f->op == CTL_EX || f->op == CTL_EF || f->op == CTL_EG ||
            f->op == CTL_EU || f->op == CTL_EW;
  bool ax = f->op == CTL_AX || f->op == CTL_AF || f->op == CTL_AG ||
            f->op == CTL_AU || f->op == CTL_AW;
  if ((ex && !want) || (ax && want))
    return; /* every path would be needed */
  switch (f->op) {
  case CTL_NOT: case CTL_AND: case CTL_OR: case CTL_IMPLIES:
    explain_boolean(E, f, want, s);
    return;
  case CTL_EX:
  case CTL_AX:
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
      if (holds(E, f->l, k->succ[i]) == (f->op == CTL_EX)) {
        append(E, k->succ[i]);
        explain(E, f->l, f->op == CTL_EX);
        return;
      }
    return;
  case CTL_EF:
  case CTL_AG: {
    bool w = f->op == CTL_EF;
    bfs_spec sp = {NULL, false, f->l, NULL, w, false};
    if (bfs(E, &sp))
      explain(E, f->l, w);
    return;
  }
  case CTL_EU: { /* through l (where EU holds) to r */
    bfs_spec sp = {f, true, f->r, NULL, true, false};
    if (bfs(E, &sp))
      explain(E, f->r, true);
    return;
  }
  case CTL_EW:
    if (holds(E, f->l, s) || holds(E, f->r, s)) {
      bfs_spec sp = {f->l, true, f->r, NULL, true, false};
      if (bfs(E, &sp)) {
        explain(E, f->r, true);
        return;
      }
      lasso(E, f->l, true);
    }
    return;
  case CTL_EG:
    lasso(E, f, true);
    return;
  case CTL_AF:
    lasso(E, f, false);
    return;
  case CTL_AU:
  case CTL_AW: { /* through !r (where it fails) to !l & !r, or !r forever */
    bfs_spec sp = {f, false, f->l, f->r, false, false};
    if (bfs(E, &sp)) {
      explain(E, f->r, false); /* why the release fails there, too */
      return;
    }
    if (f->op == CTL_AU)
      lasso(E, f, false);
    return;
  }
  default:
    return;
  }
}

void mc_evcache_free(mc_evcache *C)
{
  for (uint32_t i = 0; i < C->n; i++)
    ctl_sat_free(&C->sat[i]);
  free(C->f);
  free(C->sat);
  memset(C, 0, sizeof *C);
}

bool mc_evidence_shared(mc_shared *S, mc_evcache *C, const ctl_model *m,
                        const ctl_formula *f, uint32_t s, uint32_t b,
                        ctl_path *out)
{
  evid E;
  memset(&E, 0, sizeof E);
  E.m = m;
  E.b = b;
  E.sh = S;
  E.cache = C;
  E.loop = UINT32_MAX;
  E.parent = ut_malloc(((size_t)m->k->nstates + 1) * sizeof *E.parent);
  E.queue = ut_malloc(((size_t)m->k->nstates + 1) * sizeof *E.queue);
  for (uint32_t i = 0; i < m->k->nstates; i++)
    E.parent[i] = UINT32_MAX;
  append(&E, s);
  explain(&E, f, holds(&E, f, s));
  free(E.parent);
  free(E.queue);
  out->n = E.n;
  out->loop = E.loop;
  out->states = E.path;
  return !E.nomem;
}

bool ctl_evidence(const ctl_model *m, const ctl_formula *f, uint32_t s,
                  uint32_t b, ctl_path *out)
{
  mc_shared S;
  mc_shared_init(&S, m->k);
  mc_evcache C = {0};
  bool ok = mc_evidence_shared(&S, &C, m, f, s, b, out);
  mc_evcache_free(&C);
  mc_shared_free(&S);
  return ok;
}

struct ctl_evidence_set {
  mc_shared *S;
  const ctl_model *m;
  mc_evcache cache;
};

ctl_evidence_set *ctl_evidence_set_new(ctl_checker *c, const ctl_model *m)
{
  ctl_evidence_set *e = ut_calloc(1, sizeof *e);
  e->S = mc_checker_shared(c);
  e->m = m;
  return e;
}

void ctl_evidence_set_know(ctl_evidence_set *e, const ctl_formula *f,
                           const ctl_sat *sat)
{
  mc_evcache *C = &e->cache;
  size_t n = (size_t)sat->nstates * sat->nwords;
  cache_room(C);
  C->f[C->n] = f;
  C->sat[C->n] = *sat;
  C->sat[C->n].bits = ut_malloc((n + 1) * sizeof *sat->bits);
  memcpy(C->sat[C->n++].bits, sat->bits, n * sizeof *sat->bits);
}

bool ctl_evidence_of(ctl_evidence_set *e, const ctl_formula *f, uint32_t s,
                     uint32_t b, ctl_path *out)
{
  return mc_evidence_shared(e->S, &e->cache, e->m, f, s, b, out);
}

void ctl_evidence_set_free(ctl_evidence_set *e)
{
  if (!e)
    return;
  mc_evcache_free(&e->cache);
  free(e);
}

void ctl_path_free(ctl_path *p)
{
  free(p->states);
  p->states = NULL;
  p->n = 0;
}
