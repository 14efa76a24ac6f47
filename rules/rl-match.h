/* rl-match.h: bindings and proposition labelling over the syntactic model. */
#ifndef CTLCHECK_RL_MATCH_H
#define CTLCHECK_RL_MATCH_H

#include "ctlcheck/model.h"
#include "rl-private.h"

/* The instances of a rule in one function: one per variable (or statement)
   of the metavariable's kind; a rule without metavariable has one. */
typedef struct rl_bindings {
  uint32_t kinds;
  uint32_t n, nwords;
  uint32_t *of_var;  /* per IR variable: binding index or IR_NONE */
  uint32_t *of_node; /* per IR node (stmt metavariables): binding or IR_NONE */
  uint32_t *item;    /* per binding: the variable or node */
  uint32_t *desc_off, *desc; /* per variable: the bound access paths reached
                                through it (CSR), for "def s defines s->f" */
  uint32_t *dep_off, *dep; /* per variable v: the bound access paths whose
                               index depends on v (a[i] for i), CSR */
} rl_bindings;

void rl_bindings_make(const ir_function *fn, const char *var, uint32_t kinds,
                      rl_bindings *b);
void rl_bindings_free(rl_bindings *b);


/* What labelling needs besides the function: the set (families, pairs)
   and each event's callee as an index in the set's names, looked up once
   per function (UT_NONE: not a call, or a callee no rule, family or pair
   names); and which kinds of events each node has (bit 1 << ir_event_kind),
   so that a pattern skips the nodes without its kinds. */
typedef struct rl_env {
  const rl_set *set;
  uint32_t *callee;
  uint8_t *node_kinds;  /* per node */
  uint8_t fn_kinds;     /* the union over the function */
  uint32_t *need_off;   /* per mask of node_event_kinds (rl-match.c):
                           its nodes, need_nodes[need_off[i]..[i + 1]) */
  uint32_t *need_nodes; /* (ascending) */
} rl_env;

void rl_env_make(const rl_set *s, const ir_function *fn, rl_env *env);
void rl_env_free(rl_env *env);

/* Label every syntactic state with pattern p: rows of b->nwords words;
   whether some bit is set. */
bool rl_label(const rl_env *env, const rl_pat *p, const ir_function *fn,
              const md_syntactic *m, const rl_bindings *b, uint64_t *rows);

#endif /* CTLCHECK_RL_MATCH_H */
