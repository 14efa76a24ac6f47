/* mc-model.h: what the model-file reader's files share (not installed). */
#ifndef CTLCHECK_MC_MODEL_H
#define CTLCHECK_MC_MODEL_H

#include "ctlcheck/lex.h"
#include "mc-internal.h"

/* Storage for location names (mc-model.c: name_alloc). */
typedef struct name_chunk {
  struct name_chunk *next;
  size_t used, size;
  char bytes[];
} name_chunk;

typedef struct mc_spec {
  ctl_formula *f;
  char *text;
  uint32_t line;
} mc_spec;

/*
 * A model file.  Invariants once ctl_model_parse returns it: every state
 * has a successor (close_dead_ends), and proposition a holds in state s iff
 * bit s of the a-th bitset (pwords words from pbits + a * pwords) is set:
 * one bit per state and proposition.
 */
struct ctl_model_file {
  char *source;
  ut_intern states, props;
  name_chunk *names;              /* the states' names */
  uint32_t init;
  uint32_t last_state;            /* the location state_ref found last */
  uint32_t *from, *to;            /* edges */
  size_t nedges, capedges;
  uint32_t *lab_state, *lab_prop; /* explicit format: prop holds in state */
  size_t nlab, caplab;
  uint64_t *pbits;                /* the propositions' bitsets */
  uint32_t pwords;                /* (states + 63) / 64 */
  mc_spec *specs;
  size_t nspecs, capspecs;
  bool *dead_end;                 /* per state: no successor in the file */
  bool have_k;                    /* k built (ctl_model_file_kripke) */
  ctl_kripke k;
  uint32_t *at_off, *at;          /* props of state s: at[at_off[s] ..
                                     at_off[s+1]), built on first need */
  bool built;                     /* model built (ctl_model_file_model) */
  ctl_model model;
};

/* The lexer as the reader uses it: the next token (a newline is a token
   only when nl), a token test, and "expected 'w' near ..." unless the
   token is w (then it is consumed). */
void mc_lex(ut_lex *L, bool nl);
bool mc_expect(ut_lex *L, const char *w);
/* Does the token start a section (SPEC, CTLSPEC, ASSIGN, VAR, DEFINE,
   MODULE)? */
bool mc_section_word(const ut_lex *L);
void mc_add_edge(ctl_model_file *M, uint32_t a, uint32_t b);
/* set -> NAME | '{' NAME (',' NAME)* '}' : the locations appended to
   *st (grown with *cap). */
void mc_state_set(ut_lex *L, ctl_model_file *M, uint32_t **st, uint32_t *n,
                  uint32_t *cap);

/*
 * Boolean expressions over the location (DEFINE bodies, case conditions),
 * parsed first and evaluated once the whole file is read, since a DEFINE
 * may be used before it is defined.
 */
typedef struct mc_exprs mc_exprs;
mc_exprs *mc_exprs_new(void);
void mc_exprs_free(mc_exprs *X);
/* DEFINE (NAME ':=' expr ';')* */
void mc_parse_defines(ut_lex *L, ctl_model_file *M, mc_exprs *X);
/* next(location) := case (expr ':' (set | 'location') ';')* esac ';' */
void mc_parse_case(ut_lex *L, ctl_model_file *M, mc_exprs *X);
/* Evaluate every DEFINE into its proposition's bitset and every case into
   edges; false (through L's funnel) at an unknown or circular DEFINE. */
bool mc_exprs_finish(ut_lex *L, ctl_model_file *M, mc_exprs *X);

/* The propositions' bitsets, zero (M->pbits, M->pwords). */
void mc_alloc_props(ctl_model_file *M);
/* Proposition a holds everywhere. */
void mc_prop_fill(ctl_model_file *M, uint32_t a);
static inline void mc_prop_set(ctl_model_file *M, uint32_t a, uint32_t s)
{
  M->pbits[(size_t)a * M->pwords + s / 64] |= UINT64_C(1) << (s % 64);
}

/* The structure, built once. */
const ctl_kripke *mc_model_kripke(ctl_model_file *M);

#endif /* CTLCHECK_MC_MODEL_H */
