/* mc-internal.h: what the engine's own files share (not installed). */
#ifndef CTLCHECK_MC_INTERNAL_H
#define CTLCHECK_MC_INTERNAL_H

#include "ctlcheck/ctl.h"
#include "ctlcheck/util.h"


/* Predecessors in CSR form: the preds of s are pred[pred_off[s] ..
   pred_off[s+1]). */
typedef struct mc_preds {
  uint32_t *pred_off, *pred;
} mc_preds;

void mc_preds_build(const ctl_kripke *k, mc_preds *p);
void mc_preds_free(mc_preds *p);

/* Strongly connected components: component c holds the states
   order[comp_off[c] .. comp_off[c+1]); comp[s] is the component of s.
   Components are numbered sinks first (reverse topological order). */
void mc_scc_build(const ctl_kripke *k, ut_scc *out);
/* Whether component c is one state without a self-loop (no cycle). */
bool mc_scc_trivial(const ctl_kripke *k, const ut_scc *scc, uint32_t c);

/* What checking needs of one structure beyond its edges (predecessors,
   SCC decomposition, a worklist), built on first need and shared by every
   formula and model checked over it. */
typedef struct mc_shared {
  const ctl_kripke *k;
  mc_preds preds;
  bool have_preds;
  uint32_t *queue;
  bool *queued;
  ut_scc scc;
  bool have_scc;
  bool *back_target;      /* per state: the target of an edge from a
                             higher-numbered state (made on first need) */
} mc_shared;

typedef struct mc_memo mc_memo;

void mc_shared_init(mc_shared *S, const ctl_kripke *k);
void mc_shared_free(mc_shared *S);
/* ctl_check over S's structure (m->k == S->k). */
bool mc_check_shared(mc_shared *S, const ctl_model *m, const ctl_formula *f,
                     ctl_sat *out);

/* Sat sets of the formula nodes evidence looked at, for one model: the
   evidence of many bindings of one formula labels each node once. */
typedef struct mc_evcache {
  const ctl_formula **f;
  ctl_sat *sat;
  uint32_t n, cap;
} mc_evcache;

void mc_evcache_free(mc_evcache *C);
/* The structure's shared labelling state of checker c. */
mc_shared *mc_checker_shared(ctl_checker *c);
/* ctl_evidence over S's structure, with sat sets kept in C (same m). */
bool mc_evidence_shared(mc_shared *S, mc_evcache *C, const ctl_model *m,
                        const ctl_formula *f, uint32_t s, uint32_t b,
                        ctl_path *out);

/* A new formula node (operands owned by the node). */
ctl_formula *mc_node(ctl_op op, ctl_formula *l, ctl_formula *r);

/* A sat set of the right shape, all zero. */
bool mc_sat_alloc(const ctl_model *m, ctl_sat *s);
/* The mask of valid binding bits in the last word of a row. */
uint64_t mc_last_mask(uint32_t nbind);

#endif /* CTLCHECK_MC_INTERNAL_H */
