/* mc-scc.c: strongly connected components of Kripke structures (util's Tarjan), sinks first. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

/* The engine's structures are CSR graphs already. */
void mc_scc_build(const ctl_kripke *k, ut_scc *out)
{
  ut_scc_build(k->nstates, k->succ_off, k->succ, out);
}

bool mc_scc_trivial(const ctl_kripke *k, const ut_scc *scc, uint32_t c)
{
  if (scc->comp_off[c + 1] - scc->comp_off[c] != 1)
    return false;
  uint32_t s = scc->order[scc->comp_off[c]];
  for (uint32_t i = k->succ_off[s]; i < k->succ_off[s + 1]; i++)
    if (k->succ[i] == s)
      return false;
  return true;
}

uint32_t *ctl_kripke_components(const ctl_kripke *k)
{
  ut_scc scc;
  mc_scc_build(k, &scc);
  uint32_t *comp = scc.comp;
  scc.comp = NULL;
  ut_scc_free(&scc);
  return comp;
}
