/* ctl.h: the explicit-state CTL engine's public API (checker-core, pure C11). */
#ifndef CTLCHECK_CTL_H
#define CTLCHECK_CTL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ctlcheck/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- formulas */

typedef enum ctl_op {
  CTL_TRUE, CTL_FALSE, CTL_AP,
  CTL_NOT, CTL_AND, CTL_OR, CTL_IMPLIES,
  CTL_AX, CTL_EX, CTL_AF, CTL_EF, CTL_AG, CTL_EG,
  CTL_AU, CTL_EU, CTL_AW, CTL_EW
} ctl_op;

typedef struct ctl_formula {
  ctl_op op;
  char *name;        /* CTL_AP: proposition name as written */
  uint32_t ap;       /* CTL_AP: index assigned by ctl_formula_resolve */
  struct ctl_formula *l, *r; /* operands: unary use l; U and W use l, r */
  uint32_t line, col;        /* where the node starts in the source */
} ctl_formula;

/*
 * Parse a CTL formula.  Grammar (NuSMV-like; precedence low to high):
 *   f  -> f1 ('->' f)?                 right associative
 *   f1 -> f2 ('|' f2)*
 *   f2 -> f3 ('&' f3)*
 *   f3 -> '!' f3 | ('AX'|'EX'|'AF'|'EF'|'AG'|'EG') f3
 *       | ('A'|'E') '[' f ('U'|'W') f ']' | '(' f ')'
 *       | 'true' | 'false' | 'TRUE' | 'FALSE' | IDENT
 * IDENT is [A-Za-z_][A-Za-z0-9_.-]* (not a keyword).  `source`, `line` and
 * `col` say where `text` starts, so errors point into the enclosing file.
 * Returns NULL and fills *err on error.
 */
ctl_formula *ctl_parse(const char *text, size_t len, const char *source,
                       uint32_t line, uint32_t col, ctl_error *err);
void ctl_formula_free(ctl_formula *f);
ctl_formula *ctl_formula_clone(const ctl_formula *f);
/* Print in the parser's syntax, fully parenthesised where needed. */
void ctl_formula_print(FILE *out, const ctl_formula *f);
/* Same into a malloc'd string. */
char *ctl_formula_to_string(const ctl_formula *f);

/* Assign every CTL_AP its index through `lookup` (returns UINT32_MAX for an
   unknown name: then *err names it with its line and column, false). */
bool ctl_formula_resolve(ctl_formula *f,
                         uint32_t (*lookup)(void *ctx, const char *name),
                         void *ctx, const char *source, ctl_error *err);

/* Is f free of temporal operators (NULL counts as propositional)? */
bool ctl_formula_propositional(const ctl_formula *f);

/* Reduce to the core {TRUE, AP, NOT, AND, EX, EU, EG}; returns a new tree. */
ctl_formula *ctl_formula_reduce(const ctl_formula *f);

/* Three truth values: a formula's value everywhere, or "it depends". */
typedef enum ctl_tv { CTL_TV_FALSE, CTL_TV_TRUE, CTL_TV_UNKNOWN } ctl_tv;
/* The value f has in every state of every total structure in which each
   proposition a with ap_false[a] is false everywhere (the others are
   unknown), or CTL_TV_UNKNOWN.  A checker can skip labelling a formula
   whose value is known, e.g. AG (freed -> ..) where nothing is freed. */
ctl_tv ctl_formula_value(const ctl_formula *f, const bool *ap_false);

/* ---------------------------------------------------------- Kripke structs */

/*
 * An explicit Kripke structure in CSR form.  Invariant: every state has at
 * least one successor (the structure is total); ctl_kripke_check says so.
 * The successors of s are succ[succ_off[s] .. succ_off[s+1]).
 */
typedef struct ctl_kripke {
  uint32_t nstates;
  uint32_t initial;
  uint32_t *succ_off; /* nstates + 1 entries */
  uint32_t *succ;     /* succ_off[nstates] entries */
} ctl_kripke;

/* Build from an edge list (pairs from[i] -> to[i]); duplicates are kept
   once.  Returns false on allocation failure. */
bool ctl_kripke_from_edges(ctl_kripke *k, uint32_t nstates, uint32_t initial,
                           size_t nedges, const uint32_t *from,
                           const uint32_t *to);
void ctl_kripke_free(ctl_kripke *k);
/* The strongly connected component of every state (malloc'ed, nstates
   entries): two states share a number when each reaches the other.
   Iterative, linear in states and edges. */
uint32_t *ctl_kripke_components(const ctl_kripke *k);
/* Is k total and well formed?  If not, false with err's text saying what
   is wrong (source "kripke", no line). */
bool ctl_kripke_check(const ctl_kripke *k, ctl_error *err);

/*
 * Labels for many instances at once.  A model checks one formula for
 * `nbind` bindings of its metavariables together: proposition `a` holds in
 * state s for binding b iff bit b of ctl_bits_row(m, a, s) is set.  Rows are
 * `nwords = (nbind + 63) / 64` words long.
 */
typedef struct ctl_model {
  const ctl_kripke *k;
  uint32_t nap;        /* number of atomic propositions */
  uint32_t nbind;      /* number of bindings (instances), >= 1 */
  uint32_t nwords;     /* (nbind + 63) / 64 */
  uint64_t **ap;       /* ap[a]: nstates * nwords words, owned by the caller */
} ctl_model;

static inline uint64_t *ctl_bits_row(const ctl_model *m, uint32_t a, uint32_t s)
{
  return m->ap[a] + (size_t)s * m->nwords;
}

/* The set of (state, binding) pairs where a formula holds. */
typedef struct ctl_sat {
  uint32_t nstates, nwords;
  uint64_t *bits; /* nstates * nwords */
} ctl_sat;

/* Label every state with the formula (global labelling, linear in
   |S| + |R| per subformula, bit-parallel over bindings).  Returns false
   only on allocation failure. */
bool ctl_check(const ctl_model *m, const ctl_formula *f, ctl_sat *out);
/* A formula prepared once for many checks: reduced to the engine's core
   operators, its repeated subformulas found.  The formula may be freed
   once prepared. */
typedef struct ctl_prepared ctl_prepared;
ctl_prepared *ctl_prepare(const ctl_formula *f);
void ctl_prepared_free(ctl_prepared *p);
/* A checker over one structure: what labelling needs beyond the edges
   (predecessors, SCC decomposition, a worklist) is built on first need
   and kept for every model and formula checked over that structure, which
   must outlive it.  ctl_checker_check_prepared is ctl_check of the
   prepared formula, with m->k the checker's structure. */
typedef struct ctl_checker ctl_checker;
ctl_checker *ctl_checker_new(const ctl_kripke *k);
bool ctl_checker_check_prepared(ctl_checker *c, const ctl_model *m,
                                const ctl_prepared *p, ctl_sat *out);
void ctl_checker_free(ctl_checker *c);
/* Edges traversed by ctl_check since the program started (a sweep or an
   EX pass counts every edge once); for benchmarks, not thread-safe. */
uint64_t ctl_edge_visits(void);
/* How many sweeps EG and EU try before they finish by SCC decomposition
   (default 3; 0 uses SCC decomposition alone; negative restores the
   default).  For tests and benchmarks; process-wide, not thread-safe. */
void ctl_tune_eg_sweeps(int n);
void ctl_sat_free(ctl_sat *s);
static inline bool ctl_sat_get(const ctl_sat *s, uint32_t state, uint32_t b)
{
  return (s->bits[(size_t)state * s->nwords + b / 64] >> (b % 64)) & 1u;
}

/*
 * A path: states[0..n).  When loop < n the path is a lasso: after
 * states[n-1] it continues at states[loop] forever; loop == UINT32_MAX
 * marks a finite path (a prefix that suffices as evidence).
 */
typedef struct ctl_path {
  uint32_t n;
  uint32_t loop;
  uint32_t *states;
} ctl_path;

void ctl_path_free(ctl_path *p);

/*
 * Evidence for binding `b` at state `s`: when `f` does not hold there, a
 * counterexample; when it holds, a witness.  Existential evidence (a
 * counterexample to AG/AF/AU/AW/AX, or a witness for EF/EU/EG/EW/EX) is
 * one shortest path (BFS) or lasso; nested temporal operators are followed
 * into the state where the outer evidence ends, so the path shows the whole
 * chain.  For evidence that needs every path (a witness of AG, say) the
 * path is empty (n == 1: just s).  Returns false on allocation failure.
 */
bool ctl_evidence(const ctl_model *m, const ctl_formula *f, uint32_t s,
                  uint32_t b, ctl_path *out);
/* Evidence for many bindings on one model over checker c's structure
   (m->k): ctl_evidence, with the sat sets of the subformulas it looks at
   computed once for every binding and kept until the set is freed (m
   and its rows must not change meanwhile).  ctl_evidence_set_know gives
   it formula f's sat set on m, already computed (it keeps a copy). */
typedef struct ctl_evidence_set ctl_evidence_set;
ctl_evidence_set *ctl_evidence_set_new(ctl_checker *c, const ctl_model *m);
void ctl_evidence_set_know(ctl_evidence_set *e, const ctl_formula *f,
                           const ctl_sat *sat);
bool ctl_evidence_of(ctl_evidence_set *e, const ctl_formula *f, uint32_t s,
                     uint32_t b, ctl_path *out);
void ctl_evidence_set_free(ctl_evidence_set *e);

/* ------------------------------------------------------------ model files */

/*
 * A model file (doc/ctlcheck-mc.md): named states, edges, propositions
 * that hold in sets of states, and CTL specifications, in the NuSMV subset
 * Goanna generates (the text starts with MODULE) or the explicit format
 * (init, edge, label and spec lines).  ctlcheck-mc is a thin main() over
 * this.
 */
typedef struct ctl_model_file ctl_model_file;

/* Parse len bytes of model text; `source` names it in errors.  A state
   without successors is given a self-loop (ctl_model_file_dead_end says
   which).  Returns NULL and fills *err (replacing what it held) on a
   syntax error, an unknown location or a specification that does not
   parse (FILE:LINE:COL), or a model without states (line 0). */
ctl_model_file *ctl_model_parse(const char *text, size_t len,
                                const char *source, ctl_error *err);
void ctl_model_file_free(ctl_model_file *m);

/* States and propositions, numbered in the order they are first named. */
uint32_t ctl_model_file_nstates(const ctl_model_file *m);
const char *ctl_model_file_state(const ctl_model_file *m, uint32_t s);
/* Had state s no successor in the file (so it now loops on itself)? */
bool ctl_model_file_dead_end(const ctl_model_file *m, uint32_t s);
uint32_t ctl_model_file_nprops(const ctl_model_file *m);
const char *ctl_model_file_prop(const ctl_model_file *m, uint32_t a);
/* Does proposition a hold in state s?  (One bit per state and
   proposition.) */
bool ctl_model_file_holds(const ctl_model_file *m, uint32_t a, uint32_t s);
/* The propositions that hold in state s, in increasing order (*n of
   them); the table is built on the first call and owned by m. */
const uint32_t *ctl_model_file_props_at(ctl_model_file *m, uint32_t s,
                                        uint32_t *n);

/* The structure to check, one binding, proposition a labelled as the file
   says (a word per state and proposition: for small models and tests;
   ctl_model_file_check_all does not build it); built on the first call
   and owned by m.  NULL and *err ("out of
   memory", line 0) when the structure cannot be built. */
const ctl_model *ctl_model_file_model(ctl_model_file *m, ctl_error *err);

/* The specifications in file order: the text as written (without the
   keyword and trailing ';'), the line of its first token, and the formula
   with its propositions resolved against the model's (NULL and *err at an
   undefined proposition's line and column). */
size_t ctl_model_file_nspecs(const ctl_model_file *m);
const char *ctl_model_file_spec_text(const ctl_model_file *m, size_t i);
uint32_t ctl_model_file_spec_line(const ctl_model_file *m, size_t i);
const ctl_formula *ctl_model_file_spec(ctl_model_file *m, size_t i,
                                       ctl_error *err);

/* A specification's verdict in the initial state, and its evidence (a
   counterexample when it fails, a witness when it holds; see
   ctl_evidence). */
typedef struct ctl_verdict {
  bool holds;
  ctl_path evidence;
} ctl_verdict;

/* Check every specification over one structure: out[i] (nspecs entries,
   each evidence freed by the caller with ctl_path_free) for spec i; with
   !evidence the paths are left empty.
   Specifications of one shape are labelled together, bit-parallel, and
   share the SCC decomposition and the labels of common subformulas.
   False and *err at the first specification that does not resolve, or
   "out of memory" (line 0). */
bool ctl_model_file_check_all(ctl_model_file *m, bool evidence,
                              ctl_verdict *out, ctl_error *err);

/* ------------------------------------------------- on-the-fly exploration */

typedef enum ctl_explore_status {
  CTL_EXPLORE_DONE,          /* every reachable state was visited */
  CTL_EXPLORE_STATE_BUDGET,  /* stopped at max_states: inconclusive */
  CTL_EXPLORE_MEMORY_BUDGET, /* stopped at max_bytes: inconclusive */
  CTL_EXPLORE_NOMEM          /* allocation failed: inconclusive */
} ctl_explore_status;

typedef enum ctl_visited_mode {
  CTL_VISITED_COMPACT, /* 64-bit signatures only (CMC hash compaction) */
  CTL_VISITED_FULL     /* full states kept; collisions are impossible */
} ctl_visited_mode;

typedef struct ctl_emit ctl_emit;
/* Buffers one exploration leaves to the next (a function's tries): the
   visited table (its used slots cleared, not the whole table zeroed),
   the frontier and the edge list, so a retry neither allocates nor
   zeroes them again.  Used only with CTL_VISITED_COMPACT. */
typedef struct ctl_explore_scratch ctl_explore_scratch;
ctl_explore_scratch *ctl_explore_scratch_new(void);
void ctl_explore_scratch_free(ctl_explore_scratch *s);
/* Report one successor of the state being expanded (bytes are copied). */
void ctl_emit_state(ctl_emit *e, const void *state, size_t len);
/* The same without the copy: ctl_emit_reserve gives room for a state of
   len bytes (8-aligned; the state being expanded stays put), the caller
   builds the successor there and ctl_emit_reserved emits it, kept in
   place when it is new.  Nothing else may be emitted in between. */
void *ctl_emit_reserve(ctl_emit *e, size_t len);
void ctl_emit_reserved(ctl_emit *e, size_t len);

typedef struct ctl_explorer {
  /* Called once per newly discovered state with its index (0 for the
     initial state, then consecutive in BFS order). */
  void (*on_new)(void *ctx, uint32_t index, const void *state, size_t len);
  /* Emit every successor of `state` through ctl_emit_state (`state` is
     suitably aligned for any type and unchanged until the call returns). */
  void (*successors)(void *ctx, const void *state, size_t len, ctl_emit *e);
  void *ctx;
  uint64_t max_states;   /* 0: no limit */
  uint64_t max_bytes;    /* 0: no limit */
  uint64_t expect_states; /* 0: unknown; else the visited set and the
                             edge list start with room for that many
                             states (no rehashing or copying on the way) */
  ctl_visited_mode mode;
  ctl_explore_scratch *scratch; /* NULL: buffers of this call alone */
} ctl_explorer;

typedef struct ctl_explore_result {
  ctl_explore_status status;
  uint64_t states, edges, bytes; /* bytes: visited set + frontier peak
                                    (a scratch's buffers as they are) */
  uint64_t collisions;           /* CTL_VISITED_FULL: signature clashes seen */
} ctl_explore_result;

/*
 * Explore breadth-first from `init`, deterministically.  On DONE, *k is the
 * reachable structure (a state without successors gets a self-loop, so k is
 * total).  On a budget status *k is partial and must not be used for a
 * verdict.
 */
ctl_explore_result ctl_explore(const ctl_explorer *x, const void *init,
                               size_t len, ctl_kripke *k);

/* 64-bit signature of a byte string (the hash used for compaction). */
uint64_t ctl_hash64(const void *data, size_t len, uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_CTL_H */
