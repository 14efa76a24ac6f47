/* mc-scc.c: strongly connected components (iterative Tarjan), sinks first. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

#define ON_STACK UINT32_MAX

/* One frame of the explicit DFS stack: a state and its next edge. */
typedef struct frame {
  uint32_t s, e;
} frame;

/* Tarjan's algorithm with an explicit stack (no recursion, so 10^7 states
   in one chain cost memory, not C stack).  Components come out in reverse
   topological order: every edge leaving a component goes to one that was
   emitted before it. */
void mc_scc_build(const ctl_kripke *k, mc_scc *out)
{
  uint32_t n = k->nstates, counter = 0, sp = 0, fp = 0, pos = 0;
  uint32_t *idx = mc_xcalloc((size_t)n + 1, sizeof *idx);
  uint32_t *low = mc_xmalloc(((size_t)n + 1) * sizeof *low);
  uint32_t *stk = mc_xmalloc(((size_t)n + 1) * sizeof *stk);
  frame *fs = mc_xmalloc(((size_t)n + 1) * sizeof *fs);
  out->ncomp = 0;
  out->order = mc_xmalloc(((size_t)n + 1) * sizeof *out->order);
  out->comp_off = mc_xmalloc(((size_t)n + 1) * sizeof *out->comp_off);
  out->comp = mc_xmalloc(((size_t)n + 1) * sizeof *out->comp);
  out->comp_off[0] = 0;
  for (uint32_t root = 0; root < n; root++) {
    if (idx[root])
      continue;
    idx[root] = low[root] = ++counter;
    stk[sp++] = root;
    out->comp[root] = ON_STACK;
    fs[fp++] = (frame){root, k->succ_off[root]};
    while (fp) {
      frame *f = &fs[fp - 1];
      uint32_t v = f->s;
      if (f->e < k->succ_off[v + 1]) {
        uint32_t w = k->succ[f->e++];
        if (!idx[w]) {
          idx[w] = low[w] = ++counter;
          stk[sp++] = w;
          out->comp[w] = ON_STACK;
          fs[fp++] = (frame){w, k->succ_off[w]};
        } else if (out->comp[w] == ON_STACK && idx[w] < low[v]) {
          low[v] = idx[w];
        }
        continue;
      }
      if (low[v] == idx[v]) {
        uint32_t w;
        do {
          w = stk[--sp];
          out->comp[w] = out->ncomp;
          out->order[pos++] = w;
        } while (w != v);
        out->comp_off[++out->ncomp] = pos;
      }
      if (--fp) {
        uint32_t u = fs[fp - 1].s;
        if (low[v] < low[u])
          low[u] = low[v];
      }
    }
  }
  free(idx);
  free(low);
  free(stk);
  free(fs);
}

void mc_scc_free(mc_scc *s)
{
  free(s->order);
  free(s->comp_off);
  free(s->comp);
  memset(s, 0, sizeof *s);
}

bool mc_scc_trivial(const ctl_kripke *k, const mc_scc *scc, uint32_t c)
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
  mc_scc scc;
  mc_scc_build(k, &scc);
  uint32_t *comp = scc.comp;
  scc.comp = NULL;
  mc_scc_free(&scc);
  return comp;
}
