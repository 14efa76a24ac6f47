/* mc-model-check.c: every specification of a model file over one structure, specifications of one shape checked together. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-model.h"

/*
 * A model's specifications are grouped by template: the formula with its
 * propositions replaced by slots numbered in order of first occurrence
 * (AG (p -> AF q) and AG (r -> AF s) are both AG ($0 -> AF $1)).  Each
 * group is one model of up to GROUP_MAX bindings: binding b is the b-th
 * specification, and slot i holds for it where that specification's i-th
 * proposition holds.  One ctl_check then labels the template for the whole
 * group, bit-parallel, so a subformula common to the group's
 * specifications is labelled once for all of them, and subformulas that
 * repeat inside the template once too (mc_check_shared).  The
 * predecessors and the SCC decomposition are built once for the
 * structure and shared by every group and by the evidence; the evidence
 * of a group's specifications shares one cache of sat sets.
 */

enum { GROUP_MAX = 256 };

typedef struct group {
  ctl_formula *tmpl;   /* propositions renamed $0, $1, ...; ap = slot */
  uint32_t nslots;
  size_t *spec;        /* the specifications, in file order */
  uint32_t **slots;    /* per member: slot -> proposition */
  size_t n, cap;
} group;

/* The groups, and for each distinct template the group open for it. */
typedef struct groups {
  group *g;
  size_t n, cap;
  ut_intern keys;
  size_t *open;        /* by key */
  uint32_t capopen;
} groups;

/* Rename f's propositions to slots in place; props[slot] gets the
   proposition (props has room for every node). */
static void to_template(ctl_formula *f, uint32_t *props, uint32_t *nslots)
{
  if (!f)
    return;
  if (f->op == CTL_AP) {
    uint32_t i = 0;
    while (i < *nslots && props[i] != f->ap)
      i++;
    if (i == *nslots)
      props[(*nslots)++] = f->ap;
    char name[16];
    snprintf(name, sizeof name, "$%u", i);
    free(f->name);
    f->name = ut_strdup(name);
    f->ap = i;
  }
  to_template(f->l, props, nslots);
  to_template(f->r, props, nslots);
}

static uint32_t nodes(const ctl_formula *f)
{
  return f ? 1 + nodes(f->l) + nodes(f->r) : 0;
}

/* Put specification i (resolved formula f) in the open group of its
   template, or a new one. */
static void add_to_group(groups *G, size_t i, const ctl_formula *f)
{
  ctl_formula *t = ctl_formula_clone(f);
  uint32_t *props = ut_malloc((nodes(f) + 1) * sizeof *props), nslots = 0;
  to_template(t, props, &nslots);
  char *key = ctl_formula_to_string(t);
  uint32_t before = G->keys.n;
  uint32_t id = ut_intern_add(&G->keys, key, strlen(key));
  free(key);
  G->open = ut_grow32(G->open, id, &G->capopen, sizeof *G->open);
  group *g = G->keys.n > before ? NULL : &G->g[G->open[id]];
  if (!g || g->n == GROUP_MAX) {
    G->g = ut_grow(G->g, G->n, &G->cap, sizeof *G->g);
    G->open[id] = G->n;
    g = &G->g[G->n++];
    *g = (group){t, nslots, NULL, NULL, 0, 0};
  } else {
    ctl_formula_free(t);
  }
  size_t cap = g->cap;
  g->spec = ut_grow(g->spec, g->n, &g->cap, sizeof *g->spec);
  if (g->cap != cap)
    g->slots = ut_realloc(g->slots, g->cap * sizeof *g->slots);
  g->spec[g->n] = i;
  g->slots[g->n++] = props;
}

/* The group's model: slot i holds for binding b where b's i-th
   proposition holds (read from the propositions' bitsets). */
static void group_model(const ctl_model_file *M, const ctl_kripke *k,
                        const group *g, ctl_model *gm)
{
  uint32_t nw = (uint32_t)(g->n + 63) / 64, n = k->nstates;
  uint64_t **rows = ut_calloc(g->nslots + 1, sizeof *rows);
  for (uint32_t i = 0; i < g->nslots; i++) {
    rows[i] = ut_calloc((size_t)n * nw + 1, sizeof **rows);
    for (size_t b = 0; b < g->n; b++) {
      const uint64_t *bits = M->pbits + (size_t)g->slots[b][i] * M->pwords;
      for (uint32_t w = 0; w < M->pwords; w++)
        for (uint64_t x = bits[w]; x; x &= x - 1) {
          uint32_t s = w * 64 + (uint32_t)__builtin_ctzll(x);
          rows[i][(size_t)s * nw + b / 64] |= UINT64_C(1) << (b % 64);
        }
    }
  }
  *gm = (ctl_model){k, g->nslots, (uint32_t)g->n, nw, rows};
}

/* Check one group: verdicts and evidence into out[spec]. */
static bool check_group(mc_shared *S, const ctl_model_file *M,
                        const ctl_kripke *k, const group *g, bool evidence,
                        ctl_verdict *out)
{
  ctl_model gm;
  group_model(M, k, g, &gm);
  mc_evcache C = {0};
  C.f = ut_malloc(sizeof *C.f);
  C.sat = ut_malloc(sizeof *C.sat);
  C.cap = 1;
  bool ok = mc_check_shared(S, &gm, g->tmpl, &C.sat[0]);
  if (ok) {
    C.f[0] = g->tmpl; /* the evidence starts from the verdicts' labels */
    C.n = 1;
  }
  for (size_t b = 0; b < g->n && ok; b++) {
    ctl_verdict *v = &out[g->spec[b]];
    v->holds = ctl_sat_get(&C.sat[0], k->initial, (uint32_t)b);
    ok = !evidence || mc_evidence_shared(S, &C, &gm, g->tmpl, k->initial, (uint32_t)b,
                            &v->evidence);
  }
  mc_evcache_free(&C);
  for (uint32_t i = 0; i < gm.nap; i++)
    free(gm.ap[i]);
  free(gm.ap);
  return ok;
}

static void groups_free(groups *G)
{
  for (size_t j = 0; j < G->n; j++) {
    group *g = &G->g[j];
    ctl_formula_free(g->tmpl);
    for (size_t b = 0; b < g->n; b++)
      free(g->slots[b]);
    free(g->slots);
    free(g->spec);
  }
  free(G->g);
  free(G->open);
  ut_intern_free(&G->keys);
}

bool ctl_model_file_check_all(ctl_model_file *M, bool evidence,
                              ctl_verdict *out, ctl_error *err)
{
  for (size_t i = 0; i < M->nspecs; i++)
    out[i] = (ctl_verdict){false, {0, UINT32_MAX, NULL}};
  const ctl_kripke *k = mc_model_kripke(M);
  if (!k) {
    ctl_error_set(err, M->source, 0, 0, "out of memory");
    return false;
  }
  groups G;
  memset(&G, 0, sizeof G);
  ut_intern_init(&G.keys, NULL, NULL);
  bool ok = true;
  for (size_t i = 0; i < M->nspecs && ok; i++) {
    const ctl_formula *f = ctl_model_file_spec(M, i, err);
    if (!(ok = f != NULL))
      break;
    add_to_group(&G, i, f);
  }
  mc_shared S;
  mc_shared_init(&S, k);
  for (size_t j = 0; j < G.n && ok; j++)
    if (!(ok = check_group(&S, M, k, &G.g[j], evidence, out)))
      ctl_error_set(err, M->source, 0, 0, "out of memory");
  mc_shared_free(&S);
  groups_free(&G);
  return ok;
}
