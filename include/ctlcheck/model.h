/* model.h: the state spaces the engine checks: the syntactic model (the CFG) and
   the product of the CFG with a small abstract store. */
#ifndef CTLCHECK_MODEL_H
#define CTLCHECK_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The syntactic model: states 0..nnodes-1 are the IR nodes (0 ENTRY,
 * 1 EXIT, which loops on itself), then one state per conditional edge,
 * where the edge's condition holds.  Invariant: total.
 */
typedef struct md_syntactic {
  ctl_kripke k;
  uint32_t nnodes, nstates;
  uint32_t *edge_state; /* per IR edge: its state, or IR_NONE */
  uint32_t *state_edge; /* per state: its IR edge, or IR_NONE for a node */
  uint32_t *comp;       /* per state: its strongly connected component */
} md_syntactic;

bool md_syntactic_build(const ir_function *fn, md_syntactic *m);
void md_syntactic_free(md_syntactic *m);

/*
 * The syntactic model has one state per IR node and one per conditional
 * IR edge (TRUE, FALSE, SWITCH, DEFAULT), the "edge state" where the
 * branch condition holds.  The product pairs each of those locations with
 * an abstract store: for every tracked variable (integer and pointer
 * variables that a branch condition reads, and those they are computed
 * from) an exact interval (values.h); pointers are null = [0, 0] or
 * non-null = [1, max].  Exploration is breadth-first and on the fly
 * (ctl_explore, hash compaction); an edge state whose condition
 * contradicts the store is never generated, so infeasible paths vanish.
 *
 * Sound by construction: whatever the store cannot follow becomes "any
 * value" (calls clobber globals and escaped locals, writes through
 * pointers clobber access paths, arithmetic that may wrap gives any
 * value, and a location visited more than a few times widens the
 * variables computed there).  Labels are those of the location: the
 * product removes paths, it never adds events.
 */

typedef struct md_product {
  ctl_kripke k;         /* total; state 0 is ENTRY with the initial store */
  uint32_t *node;       /* per state: its IR node, or IR_NONE */
  uint32_t *edge;       /* per state: its IR edge for an edge state, or IR_NONE */
  uint32_t nstates;
  uint32_t ntracked;    /* variables in the store */
  uint32_t dropped;     /* variables left out to fit the budget */
  ctl_explore_result res;
} md_product;

/* Is IR edge e conditional (does it get an edge state)? */
bool md_edge_is_conditional(const ir_edge *e);

/* Build the product of fn, visiting at most max_states states (0: no
   limit) per try.  A try over budget is followed by one that leaves out
   the variables that made the states grow (a coarser store is still
   sound: it only keeps more paths); out->dropped counts them.  Returns
   true when a try completed; false when every try hit the budget or
   memory ran out (out->res.status says which; out is then unusable and
   the caller falls back to the syntactic model). */
bool md_product_build(const ir_function *fn, uint64_t max_states,
                      md_product *out);

/* Flags of md_product_build_flags. */
enum {
  /* Learn values from branch conditions only: assigning a constant or an
     address, the unit's constants and the summaries' results give "any
     value"; copies and arithmetic of known values stay known.  A branch
     is then infeasible only when a test earlier on the path decided it. */
  MD_PRODUCT_BRANCHES = 1u << 0
};
/* md_product_build with MD_PRODUCT_* flags. */
bool md_product_build_flags(const ir_function *fn, uint64_t max_states,
                            unsigned flags, md_product *out);
void md_product_free(md_product *p);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_MODEL_H */
