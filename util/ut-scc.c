/* ut-scc.c: strongly connected components of a CSR graph (iterative Tarjan), sinks first. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"

#define ON_STACK UINT32_MAX

/* One frame of the explicit DFS stack: a node and its next edge. */
typedef struct frame {
  uint32_t v, e;
} frame;

/* Tarjan's algorithm with an explicit stack.  Components come out in
   reverse topological order: every edge leaving a component goes to one
   that was emitted before it. */
void ut_scc_build(uint32_t n, const uint32_t *off, const uint32_t *succ,
                  ut_scc *out)
{
  uint32_t counter = 0, sp = 0, fp = 0, pos = 0;
  uint32_t *idx = ut_calloc((size_t)n + 1, sizeof *idx);
  uint32_t *low = ut_malloc(((size_t)n + 1) * sizeof *low);
  uint32_t *stk = ut_malloc(((size_t)n + 1) * sizeof *stk);
  frame *fs = ut_malloc(((size_t)n + 1) * sizeof *fs);
  out->ncomp = 0;
  out->order = ut_malloc(((size_t)n + 1) * sizeof *out->order);
  out->comp_off = ut_malloc(((size_t)n + 1) * sizeof *out->comp_off);
  out->comp = ut_malloc(((size_t)n + 1) * sizeof *out->comp);
  out->comp_off[0] = 0;
  for (uint32_t root = 0; root < n; root++) {
    if (idx[root])
      continue;
    idx[root] = low[root] = ++counter;
    stk[sp++] = root;
    out->comp[root] = ON_STACK;
    fs[fp++] = (frame){root, off[root]};
    while (fp) {
      frame *f = &fs[fp - 1];
      uint32_t v = f->v;
      if (f->e < off[v + 1]) {
        uint32_t w = succ[f->e++];
        if (!idx[w]) {
          idx[w] = low[w] = ++counter;
          stk[sp++] = w;
          out->comp[w] = ON_STACK;
          fs[fp++] = (frame){w, off[w]};
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
        uint32_t u = fs[fp - 1].v;
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

void ut_scc_free(ut_scc *s)
{
  free(s->order);
  free(s->comp_off);
  free(s->comp);
  memset(s, 0, sizeof *s);
}
