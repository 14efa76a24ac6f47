/* test-ctl-diff.c: the engine against a naive reference checker on random (structure, formula) pairs. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ctl.h"
#include "../tap.h"

/*
 * The reference works on one binding at a time with plain bool arrays and
 * computes every operator straight from its fixpoint definition (no
 * reduction to EX/EU/EG): least fixpoints for U, F; greatest for G, W.
 * Anything the engine disagrees with is reported with the seed.
 */

enum { MAXN = 9, NAP = 3 };

typedef struct rnd {
  uint64_t s;
} rnd;

static uint32_t next(rnd *r, uint32_t bound)
{
  r->s ^= r->s << 13;
  r->s ^= r->s >> 7;
  r->s ^= r->s << 17;
  return (uint32_t)(r->s % bound);
}

typedef struct model {
  uint32_t n;
  bool edge[MAXN][MAXN];
  uint32_t nbind;
  bool label[NAP][MAXN][80]; /* [ap][state][binding] */
} model;

/* ------------------------------------------------------------ reference */

/* Some successor (exists) or all successors (!exists) in z. */
static bool pre(const model *M, const bool *z, uint32_t s, bool exists)
{
  for (uint32_t t = 0; t < M->n; t++)
    if (M->edge[s][t] && z[t] == exists)
      return exists;
  return !exists;
}

/* Z := init; repeat Z := base | (keep & pre(Z)) until stable. */
static void fixpoint(const model *M, bool *z, const bool *base,
                     const bool *keep, bool exists, bool greatest)
{
  for (uint32_t s = 0; s < M->n; s++)
    z[s] = greatest;
  for (bool changed = true; changed;) {
    changed = false;
    bool nz[MAXN];
    for (uint32_t s = 0; s < M->n; s++) {
      nz[s] = base[s] || (keep[s] && pre(M, z, s, exists));
      changed |= nz[s] != z[s];
    }
    memcpy(z, nz, sizeof nz[0] * M->n);
  }
}

static void ref(const model *M, const ctl_formula *f, uint32_t b, bool *out)
{
  bool l[MAXN], r[MAXN], none[MAXN], all[MAXN];
  for (uint32_t s = 0; s < M->n; s++)
    none[s] = false, all[s] = true;
  if (f->l)
    ref(M, f->l, b, l);
  if (f->r)
    ref(M, f->r, b, r);
  for (uint32_t s = 0; s < M->n; s++)
    switch (f->op) {
    case CTL_TRUE: out[s] = true; break;
    case CTL_FALSE: out[s] = false; break;
    case CTL_AP: out[s] = M->label[f->ap][s][b]; break;
    case CTL_NOT: out[s] = !l[s]; break;
    case CTL_AND: out[s] = l[s] && r[s]; break;
    case CTL_OR: out[s] = l[s] || r[s]; break;
    case CTL_IMPLIES: out[s] = !l[s] || r[s]; break;
    case CTL_EX: out[s] = pre(M, l, s, true); break;
    case CTL_AX: out[s] = pre(M, l, s, false); break;
    default: break;
    }
  switch (f->op) {
  case CTL_EF: fixpoint(M, out, l, all, true, false); break;
  case CTL_AF: fixpoint(M, out, l, all, false, false); break;
  case CTL_EG: fixpoint(M, out, none, l, true, true); break;
  case CTL_AG: fixpoint(M, out, none, l, false, true); break;
  case CTL_EU: fixpoint(M, out, r, l, true, false); break;
  case CTL_AU: fixpoint(M, out, r, l, false, false); break;
  case CTL_EW: fixpoint(M, out, r, l, true, true); break;
  case CTL_AW: fixpoint(M, out, r, l, false, true); break;
  default: break;
  }
}

/* ------------------------------------------------------------ generation */

static ctl_formula *node(ctl_op op, ctl_formula *l, ctl_formula *r)
{
  ctl_formula *f = calloc(1, sizeof *f);
  f->op = op;
  f->l = l;
  f->r = r;
  return f;
}

static ctl_formula *random_formula(rnd *R, int depth)
{
  static const ctl_op unary[] = {CTL_NOT, CTL_AX, CTL_EX, CTL_AF, CTL_EF,
                                 CTL_AG, CTL_EG};
  static const ctl_op binary[] = {CTL_AND, CTL_OR, CTL_IMPLIES, CTL_AU,
                                  CTL_EU, CTL_AW, CTL_EW};
  uint32_t k = depth <= 0 ? 0 : next(R, 10);
  if (k < 3) {
    uint32_t a = next(R, NAP + 2);
    if (a >= NAP)
      return node(a == NAP ? CTL_TRUE : CTL_FALSE, NULL, NULL);
    ctl_formula *f = node(CTL_AP, NULL, NULL);
    f->ap = a;
    f->name = malloc(2);
    f->name[0] = (char)('a' + a);
    f->name[1] = '\0';
    return f;
  }
  if (k < 6)
    return node(unary[next(R, 7)], random_formula(R, depth - 1), NULL);
  return node(binary[next(R, 7)], random_formula(R, depth - 1),
              random_formula(R, depth - 1));
}

static void random_model(rnd *R, model *M)
{
  memset(M, 0, sizeof *M);
  M->n = 1 + next(R, MAXN);
  for (uint32_t s = 0; s < M->n; s++) {
    M->edge[s][next(R, M->n)] = true; /* total */
    for (uint32_t t = 0; t < M->n; t++)
      if (next(R, 4) == 0)
        M->edge[s][t] = true;
  }
  M->nbind = 1 + next(R, 79);
  for (uint32_t a = 0; a < NAP; a++) {
    bool nowhere = next(R, 4) == 0; /* a proposition that never holds */
    for (uint32_t s = 0; s < M->n; s++)
      for (uint32_t b = 0; b < M->nbind; b++)
        M->label[a][s][b] = !nowhere && next(R, 2);
  }
}

/* Is p a path of the structure starting at s? */
static bool valid_path(const ctl_kripke *k, const ctl_path *p, uint32_t s)
{
  if (p->n == 0 || p->states[0] != s)
    return false;
  for (uint32_t i = 0; i + 1 <= p->n; i++) {
    uint32_t from = p->states[i];
    uint32_t to = i + 1 < p->n ? p->states[i + 1]
                  : p->loop != UINT32_MAX ? p->states[p->loop] : UINT32_MAX;
    if (to == UINT32_MAX)
      break;
    bool ok = false;
    for (uint32_t e = k->succ_off[from]; e < k->succ_off[from + 1]; e++)
      ok |= k->succ[e] == to;
    if (!ok)
      return false;
  }
  return p->loop == UINT32_MAX || p->loop < p->n;
}

/* Evidence for every binding from one evidence set, given the formula's
   sat set from its prepared check, is ctl_evidence's; NULL or why not. */
static const char *evidence_shared(const ctl_model *m, const ctl_formula *f)
{
  const char *bad = NULL;
  ctl_checker *ck = ctl_checker_new(m->k);
  ctl_prepared *pr = ctl_prepare(f);
  ctl_sat sat = {0};
  if (!pr || !ctl_checker_check_prepared(ck, m, pr, &sat))
    bad = "the prepared check failed";
  ctl_evidence_set *es = bad ? NULL : ctl_evidence_set_new(ck, m);
  if (es)
    ctl_evidence_set_know(es, f, &sat);
  for (uint32_t b = 0; b < m->nbind && !bad; b++) {
    ctl_path one = {0}, many = {0};
    if (!ctl_evidence(m, f, 0, b, &one) ||
        !ctl_evidence_of(es, f, 0, b, &many) || one.n != many.n ||
        one.loop != many.loop ||
        memcmp(one.states, many.states, one.n * sizeof *one.states) != 0)
      bad = "the evidence from a shared set is not ctl_evidence's";
    ctl_path_free(&one);
    ctl_path_free(&many);
  }
  ctl_evidence_set_free(es);
  ctl_sat_free(&sat);
  ctl_prepared_free(pr);
  ctl_checker_free(ck);
  return bad;
}

/* One pair; returns a description of the first disagreement or NULL. */
static const char *one_pair(uint64_t seed)
{
  static char why[200];
  rnd R = {seed * 2654435761u + 1};
  model M;
  random_model(&R, &M);
  ctl_formula *f = random_formula(&R, 1 + (int)next(&R, 4));
  uint32_t from[MAXN * MAXN], to[MAXN * MAXN];
  size_t ne = 0;
  for (uint32_t s = 0; s < M.n; s++)
    for (uint32_t t = 0; t < M.n; t++)
      if (M.edge[s][t])
        from[ne] = s, to[ne++] = t;
  ctl_kripke k;
  ctl_kripke_from_edges(&k, M.n, 0, ne, from, to);
  uint32_t nw = (M.nbind + 63) / 64;
  uint64_t *rows[NAP];
  for (uint32_t a = 0; a < NAP; a++) {
    rows[a] = calloc((size_t)M.n * nw, sizeof(uint64_t));
    for (uint32_t s = 0; s < M.n; s++)
      for (uint32_t b = 0; b < M.nbind; b++)
        if (M.label[a][s][b])
          rows[a][s * nw + b / 64] |= UINT64_C(1) << (b % 64);
  }
  ctl_model m = {&k, NAP, M.nbind, nw, rows};
  ctl_sat sat;
  const char *bad = NULL;
  if (!ctl_check(&m, f, &sat)) {
    bad = "ctl_check failed";
  } else {
    for (uint32_t b = 0; b < M.nbind && !bad; b++) {
      bool want[MAXN];
      ref(&M, f, b, want);
      for (uint32_t s = 0; s < M.n && !bad; s++)
        if (ctl_sat_get(&sat, s, b) != want[s]) {
          snprintf(why, sizeof why, "state %u binding %u: engine %d, reference %d",
                   s, b, ctl_sat_get(&sat, s, b), want[s]);
          bad = why;
        }
    }
    /* A value ctl_formula_value claims from the empty propositions must
       be the formula's value in every state, for every binding. */
    bool none[NAP];
    for (uint32_t a = 0; a < NAP; a++) {
      none[a] = true;
      for (size_t i = 0; i < (size_t)M.n * nw; i++)
        none[a] = none[a] && rows[a][i] == 0;
    }
    ctl_tv known = ctl_formula_value(f, none);
    for (uint32_t s = 0; s < M.n && !bad && known != CTL_TV_UNKNOWN; s++)
      for (uint32_t b = 0; b < M.nbind && !bad; b++)
        if (ctl_sat_get(&sat, s, b) != (known == CTL_TV_TRUE))
          bad = "ctl_formula_value claims a value the formula does not have";
    ctl_path p = {0};
    if (!bad && (!ctl_evidence(&m, f, 0, 0, &p) || !valid_path(&k, &p, 0)))
      bad = "the evidence is not a path of the structure";
    ctl_path_free(&p);
    ctl_sat_free(&sat);
    if (!bad)
      bad = evidence_shared(&m, f);
  }
  if (bad) {
    char *text = ctl_formula_to_string(f);
    snprintf(why, sizeof why, "%.90s: %.100s", text ? text : "?", bad);
    free(text);
    bad = why;
  }
  for (uint32_t a = 0; a < NAP; a++)
    free(rows[a]);
  ctl_kripke_free(&k);
  ctl_formula_free(f);
  return bad;
}

/* All pairs with EG given `sweeps` sweeps before SCC decomposition. */
static void run_pairs(uint64_t pairs, int sweeps, const char *how)
{
  uint64_t failures = 0;
  ctl_tune_eg_sweeps(sweeps);
  for (uint64_t seed = 1; seed <= pairs; seed++) {
    const char *bad = one_pair(seed);
    if (bad && failures++ < 20)
      tap_ok(0, "%s, seed %llu: %s", how, (unsigned long long)seed, bad);
  }
  tap_ok(failures == 0, "%llu random (structure, formula) pairs agree with "
         "the reference, %s (%llu disagreements)", (unsigned long long)pairs,
         how, (unsigned long long)failures);
}

int main(int argc, char **argv)
{
  uint64_t pairs = argc > 1 ? strtoull(argv[1], NULL, 10) : 50000;
  run_pairs(pairs, -1, "EG by sweeps then SCC decomposition");
  /* Every EG through SCC decomposition alone, and after a single sweep. */
  run_pairs(pairs / 2, 0, "EG and EU by SCC decomposition alone");
  run_pairs(pairs / 5, 1, "EG and EU by one sweep then SCC decomposition");
  ctl_tune_eg_sweeps(-1);
  return tap_done();
}
