/* mc-kripke.c: explicit Kripke structures in CSR form, and their predecessors. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

static int cmp_u32(const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* Sort n numbers ascending: by insertion when they are few (most states
   have one or two successors, and qsort's call costs more than that). */
static void sort_few(uint32_t *a, uint32_t n)
{
  if (n > 16) {
    qsort(a, n, sizeof *a, cmp_u32);
    return;
  }
  for (uint32_t i = 1; i < n; i++) {
    uint32_t x = a[i], j = i;
    for (; j > 0 && a[j - 1] > x; j--)
      a[j] = a[j - 1];
    a[j] = x;
  }
}

bool ctl_kripke_from_edges(ctl_kripke *k, uint32_t nstates, uint32_t initial,
                           size_t nedges, const uint32_t *from,
                           const uint32_t *to)
{
  memset(k, 0, sizeof *k);
  k->nstates = nstates;
  k->initial = initial;
  k->succ_off = calloc((size_t)nstates + 1, sizeof *k->succ_off);
  k->succ = malloc((nedges ? nedges : 1) * sizeof *k->succ);
  if (!k->succ_off || !k->succ) {
    ctl_kripke_free(k);
    return false;
  }
  for (size_t i = 0; i < nedges; i++)
    k->succ_off[from[i] + 1]++;
  for (uint32_t s = 0; s < nstates; s++)
    k->succ_off[s + 1] += k->succ_off[s];
  uint32_t *fill = malloc(((size_t)nstates + 1) * sizeof *fill);
  if (!fill) {
    ctl_kripke_free(k);
    return false;
  }
  memcpy(fill, k->succ_off, ((size_t)nstates + 1) * sizeof *fill);
  for (size_t i = 0; i < nedges; i++)
    k->succ[fill[from[i]]++] = to[i];
  free(fill);
  /* Sort and deduplicate each state's successors in place. */
  uint32_t out = 0;
  for (uint32_t s = 0; s < nstates; s++) {
    uint32_t b = k->succ_off[s], e = k->succ_off[s + 1];
    sort_few(k->succ + b, e - b);
    k->succ_off[s] = out;
    for (uint32_t i = b; i < e; i++)
      if (i == b || k->succ[i] != k->succ[i - 1])
        k->succ[out++] = k->succ[i];
  }
  k->succ_off[nstates] = out;
  return true;
}

void ctl_kripke_free(ctl_kripke *k)
{
  free(k->succ_off);
  free(k->succ);
  k->succ_off = k->succ = NULL;
  k->nstates = 0;
}

/* The first broken invariant of k, or NULL. */
static const char *kripke_problem(const ctl_kripke *k)
{
  if (!k->succ_off || (k->nstates && !k->succ))
    return "structure has no arrays";
  if (k->nstates == 0)
    return "structure has no states";
  if (k->initial >= k->nstates)
    return "initial state out of range";
  for (uint32_t s = 0; s < k->nstates; s++) {
    if (k->succ_off[s + 1] <= k->succ_off[s])
      return "a state has no successor (the structure must be total)";
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
      if (k->succ[i] >= k->nstates)
        return "a successor is out of range";
  }
  return NULL;
}

bool ctl_kripke_check(const ctl_kripke *k, ctl_error *err)
{
  const char *why = kripke_problem(k);
  if (why)
    ctl_error_set(err, "kripke", 0, 0, "%s", why);
  return why == NULL;
}

void mc_preds_build(const ctl_kripke *k, mc_preds *p)
{
  uint32_t n = k->nstates, m = k->succ_off[n];
  p->pred_off = ut_calloc((size_t)n + 1, sizeof *p->pred_off);
  p->pred = ut_malloc((m ? m : 1) * sizeof *p->pred);
  for (uint32_t i = 0; i < m; i++)
    p->pred_off[k->succ[i] + 1]++;
  for (uint32_t s = 0; s < n; s++)
    p->pred_off[s + 1] += p->pred_off[s];
  uint32_t *fill = ut_malloc(((size_t)n + 1) * sizeof *fill);
  memcpy(fill, p->pred_off, ((size_t)n + 1) * sizeof *fill);
  for (uint32_t s = 0; s < n; s++)
    for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
      p->pred[fill[k->succ[i]]++] = s;
  free(fill);
}

void mc_preds_free(mc_preds *p)
{
  free(p->pred_off);
  free(p->pred);
  p->pred_off = p->pred = NULL;
}
