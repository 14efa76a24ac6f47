/* model.h: the state spaces the engine checks: the syntactic model (the CFG) and
   the product of the CFG with a small abstract store. */
#ifndef CTLCHECK_MODEL_H
#define CTLCHECK_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/ir.h"
#include "ctlcheck/values.h"

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
 * value" (calls clobber globals, access paths and the locals whose
 * address the path has taken so far, but for calls of pure and const
 * functions, which write no memory; writes through pointers clobber
 * access paths and those locals, arithmetic that may wrap gives any
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
  uint32_t *tracked;    /* those variables (IR indices), in slot order */
  uint32_t dropped;     /* variables left out to fit the budget */
  ctl_explore_result res;
  double narrow_seconds; /* spent in the tries after the first */
} md_product;

/* Is IR edge e conditional (does it get an edge state)?  Inline: the
   product asks it for every successor of every state. */
static inline bool md_edge_is_conditional(const ir_edge *e)
{
  return e->kind == IR_EDGE_TRUE || e->kind == IR_EDGE_FALSE ||
         e->kind == IR_EDGE_SWITCH || e->kind == IR_EDGE_DEFAULT;
}
/* Per IR edge of fn (caller frees): does it leave a loop (its strongly
   connected component) on a comparison with a constant (`i < 10`, a
   switch case)?  Such a narrowing yields finitely many values, so the
   explorations keep it after they widen: a loop's exit test still
   decides the tests after the loop.  Inside a loop narrowing stops
   after widening, which bounds the states. */
bool *md_constant_exits(const ir_function *fn);

/* Build the product of fn, visiting at most max_states states (0: no
   limit) per try.  A try over budget is followed by one that leaves out
   the variables that made the states grow (a coarser store is still
   sound: it only keeps more paths); out->dropped counts them.  Returns
   true when a try completed; false when every try hit the budget or
   memory ran out (out->res.status says which; out is then unusable and
   the caller falls back to the syntactic model).  `scratch` (may be
   NULL) holds the explorer's buffers from one build to the next (the
   functions of a unit): no table is zeroed or grown again. */
bool md_product_build(const ir_function *fn, uint64_t max_states,
                      ctl_explore_scratch *scratch, md_product *out);
/* The same with variables the caller requires (a refinement: those a
   refuted counterexample named).  must[0..nmust) are tracked first and
   never left out to fit the budget (untrackable ones are ignored); with
   `only`, nothing else is tracked and there is a single try. */
bool md_product_build_tracking(const ir_function *fn, uint64_t max_states,
                               const uint32_t *must, uint32_t nmust,
                               bool only, ctl_explore_scratch *scratch,
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
                            unsigned flags, ctl_explore_scratch *scratch,
                            md_product *out);
void md_product_free(md_product *p);

/* The smallest interval holding every value fn's returns give (integers
   only), explored on the abstract store as the product does, with at most
   max_states states: its decimal bounds into *lo and *hi (malloc'd), or
   false when some return is not an integer the store bounds, or the
   exploration needs more states. */
bool md_return_range(const ir_function *fn, uint32_t max_states, char **lo,
                     char **hi);
/* Does every return of fn give NULL (`p = NULL; ... return p;`), on the
   same exploration for returned pointers?  False when some return is
   not bounded so, or the exploration needs more states. */
bool md_return_null(const ir_function *fn, uint32_t max_states);

/* One call of a function whose arguments md_call_arg_ranges bounds, and
   what the explorations so far found: per argument, its decimal bounds
   (malloc'd; NULL and `any` false while no state has reached the call),
   or `any` once some state gives it a value outside every bound. */
typedef struct md_call_args {
  uint32_t event;       /* the call event */
  uint32_t nargs;       /* entries of the arrays below */
  const md_vtype *type; /* the type each argument is seen in (the
                           callee's parameter); bits 0: not asked */
  char **lo, **hi;
  bool *any;
} md_call_args;

/* Explore fn on the abstract store (at most max_states states) and join
   into each of calls[0..ncalls) (in event order) the values its integer
   arguments take in every state that reaches the call, before the call's
   node runs; a call no state reaches gets nothing.  False (and every
   asked argument `any`) when the exploration needs more states. */
bool md_call_arg_ranges(const ir_function *fn, uint32_t max_states,
                        md_call_args *calls, uint32_t ncalls);

/*
 * Replaying a path of the syntactic model on the abstract store (the
 * check a counterexample passes before it becomes a finding).  The store
 * follows every trackable variable the path's branch conditions read,
 * and, transitively, those the path's assignments compute them from (at
 * most 64, conditions first); it starts as the product's initial state
 * and executes each node, and narrows by each edge state's condition,
 * with the product's own transfer functions (no widening: the path is
 * finite; `v != K` splits a value in two stores, up to 16).  A lasso's
 * loop, states[loop..n), is replayed twice more after the path.
 *
 * The path is feasible when some store survives every step; otherwise
 * `step` is the index in states[] of the edge state whose condition
 * contradicts every store (lap 0 on the way there, 1 or 2 in the replayed
 * loop), and named[] lists the variables the contradiction depends on:
 * the condition's operands and whatever their values were computed or
 * narrowed from along the path.  Those are the variables a refined
 * product must track to drop the path.  Infeasible is exact for the
 * store (sound: no real execution follows the path); feasible only means
 * the store cannot tell.
 *
 * Loop counters (variables a loop of the function computes by
 * arithmetic) are the exception the product makes too: it widens them,
 * so its paths leave a loop after any number of turns.  When a
 * contradiction names a loop counter, the path is replayed again with
 * the counters left unknown: if that is feasible, the path is
 * infeasible only through how often its loops turn (`counted`: named[]
 * are from the exact replay, loops[] the components, in syn->comp, of
 * the loops that compute the named counters); if not, the result is that
 * replay's, a contradiction that no number of turns removes.  Whether
 * turning those loops more changes what a rule sees is the caller's
 * question.
 */
typedef struct md_replay_result {
  bool feasible;
  bool counted;       /* infeasible, but only through loop counters */
  uint32_t *loops;    /* counted: components of their loops */
  uint32_t nloops;
  uint32_t step;      /* infeasible: index in states[] of the failing state */
  uint32_t lap;       /* infeasible: 0, or the replayed loop turn (1, 2) */
  uint32_t ntracked;  /* variables the replay followed */
  uint32_t *named;    /* infeasible: the variables, ascending */
  uint32_t nnamed;
} md_replay_result;

/* Replay states[0..n) (syntactic states of syn, built from fn; loop as
   in ctl_path: the index the lasso returns to, or UINT32_MAX).  False
   when the sequence is not a path of syn (*out is then feasible). */
bool md_replay(const ir_function *fn, const md_syntactic *syn,
               const uint32_t *states, uint32_t n, uint32_t loop,
               md_replay_result *out);
void md_replay_result_free(md_replay_result *r);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_MODEL_H */
