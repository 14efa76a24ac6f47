/* md-syntactic.c: the syntactic model, one state per IR node and per conditional edge. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/model.h"
#include "ctlcheck/util.h"

bool md_syntactic_build(const ir_function *fn, md_syntactic *m)
{
  memset(m, 0, sizeof *m);
  m->nnodes = fn->nnodes;
  m->edge_state = ut_malloc(((size_t)fn->nedges + 1) * sizeof *m->edge_state);
  m->state_edge = ut_malloc(((size_t)fn->nnodes + fn->nedges + 1) *
                            sizeof *m->state_edge);
  uint32_t n = fn->nnodes;
  for (uint32_t s = 0; s < fn->nnodes; s++)
    m->state_edge[s] = IR_NONE;
  for (uint32_t e = 0; e < fn->nedges; e++) {
    m->edge_state[e] = IR_NONE;
    if (md_edge_is_conditional(&fn->edges[e])) {
      m->edge_state[e] = n;
      m->state_edge[n++] = e;
    }
  }
  m->nstates = n;
  size_t cap = 2 * (size_t)fn->nedges + 2, k = 0;
  uint32_t *from = ut_malloc(cap * sizeof *from), *to = ut_malloc(cap * sizeof *to);
  for (uint32_t e = 0; e < fn->nedges; e++) {
    const ir_edge *ed = &fn->edges[e];
    if (m->edge_state[e] != IR_NONE) {
      from[k] = ed->from;
      to[k++] = m->edge_state[e];
      from[k] = m->edge_state[e];
      to[k++] = ed->to;
    } else {
      from[k] = ed->from;
      to[k++] = ed->to;
    }
  }
  from[k] = 1; /* EXIT loops: the structure is total */
  to[k++] = 1;
  bool ok = ctl_kripke_from_edges(&m->k, n, 0, k, from, to);
  free(from);
  free(to);
  if (ok)
    m->comp = ctl_kripke_components(&m->k);
  return ok;
}

void md_syntactic_free(md_syntactic *m)
{
  free(m->comp);
  ctl_kripke_free(&m->k);
  free(m->edge_state);
  free(m->state_edge);
  memset(m, 0, sizeof *m);
}

