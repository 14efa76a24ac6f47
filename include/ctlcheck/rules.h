/* rules.h: the rule language (parser, matcher) and per-function checking. */
#ifndef CTLCHECK_RULES_H
#define CTLCHECK_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rl_severity { RL_NOTE, RL_WARNING, RL_ERROR } rl_severity;

/* One rule as loaded from a rule file (see doc/rules.md).  Opaque parts
   (propositions, formula) stay private to rules/. */
typedef struct rl_rule {
  const char *id;        /* kebab-case, stable */
  const char *file;      /* rule file it came from */
  uint32_t line;         /* line of `rule ID {` */
  uint32_t cwe;          /* 0 when none */
  rl_severity severity;
  const char *summary;   /* one line */
  const char *message;   /* template with {var} */
  const char *help;      /* plain text, may span lines */
  const char *formula;   /* the CTL formula as written */
  const char *gcc_warning; /* GCC's own warnings for the same property,
                            separated by spaces ("maybe-uninitialized
                            uninitialized"): a `#pragma GCC diagnostic
                            ignored` of one silences the rule too; NULL
                            when none */
  bool enabled;          /* after rl_set_select; default on unless the
                            rule says `default off` */
} rl_rule;

typedef struct rl_set rl_set;

rl_set *rl_set_new(void);
void rl_set_free(rl_set *s);

/* Load one rule file, or every *.rules file of a directory in name order.
   On error returns false and fills *err (FILE:LINE:COL and what was
   expected); rules loaded before the error stay loaded. */
bool rl_set_load_path(rl_set *s, const char *path, ctl_error *err);
/* Load the shipped default pack compiled into the library. */
bool rl_set_load_builtin(rl_set *s, ctl_error *err);

/* The shipped pack compiled at build time (rules/pack-compile writes it
   into rules/librulespack.a, which only the plugin links): a set read
   from it equals rl_set_load_builtin's without lexing or parsing. */
extern const unsigned char rl_pack_compiled[];
extern const size_t rl_pack_compiled_len;
/* A new set read from the bytes rl_set_compile wrote (resolved, libraries
   registered, nothing loaded on demand yet); NULL with *err when they do
   not read back whole.  The set points into the bytes: they must outlive
   it. */
rl_set *rl_set_new_compiled(const unsigned char *bytes, size_t len,
                            ctl_error *err);
/* s as bytes (malloc'ed, *len of them) for rl_set_new_compiled; NULL once
   a unit has changed s (learned facts, libraries loaded, lib=none). */
unsigned char *rl_set_compile(const rl_set *s, size_t *len);

/* Load rules from a string; `source` names it in errors. */
bool rl_set_load_string(rl_set *s, const char *text, const char *source,
                        ctl_error *err);

/* Library files (doc/rules.md): the families and pairs of one C library,
   shipped with ctlcheck and loaded when a unit calls one of its functions
   (rl_set_learn), or by name.  Listed with their one-line summaries. */
size_t rl_set_lib_count(const rl_set *s);
const char *rl_set_lib_name(const rl_set *s, size_t i);    /* "glib" */
const char *rl_set_lib_summary(const rl_set *s, size_t i);
bool rl_set_lib_loaded(const rl_set *s, size_t i);
/* Load the comma-separated libraries named ("all": every one; "none",
   alone: none, and no unit loads those it calls either).  An
   unknown name fills *err (source "ctlcheck", line 0) with the known
   ones; an error in a library file fills it with FILE:LINE:COL. */
bool rl_set_load_libs(rl_set *s, const char *names, ctl_error *err);

/* Before checking a unit's functions: load the libraries they call, and
   learn what their calls' attribute facts (ir_attr) say: the members of
   families defined with `__attribute__(..)`, and the pairs of
   `malloc (DEALLOC, N)`.  What is learned stays in the set.  false with
   *err when a library does not load.  s is resolved, as every load
   leaves it; a unit that learns nothing costs no resolution.  The
   functions of internal linkage defined in main_file (the unit's source
   file; NULL: none) are the program's own: a library's function of the
   same name is not them (no load, no family membership). */
bool rl_set_learn(rl_set *s, ir_function *const *fns, size_t n,
                  const char *main_file, ctl_error *err);

/* The argument (from 1) of callee that the family `zero-count` lists:
   with it zero the call reads and writes nothing through its pointers
   (un_zero_count_split); 0 when callee (may be NULL) is no member. */
uint32_t rl_set_zero_count_arg(const rl_set *s, const char *callee);
/* The first argument (from 1) that family `family` lists for callee (the
   value or the place it points to: `f(1)` or `f(*1)`); 0 when there is
   no such family or callee (may be NULL) is no member. */
uint32_t rl_set_family_arg(const rl_set *s, const char *family,
                           const char *callee);

size_t rl_set_count(const rl_set *s);
/* Does an enabled rule range over `object` metavariables (so the IR needs
   un_objects_rewrite)? */
bool rl_set_uses_objects(const rl_set *s);
const rl_rule *rl_set_rule(const rl_set *s, size_t i);
const rl_rule *rl_set_find(const rl_set *s, const char *id);

/* Apply comma-separated `enable` and `disable` lists (either may be NULL;
   "all" is allowed).  An unknown id fills *err (source "ctlcheck", line 0)
   with a message listing the known ids and returns false. */
bool rl_set_select(rl_set *s, const char *enable, const char *disable,
                   ctl_error *err);

/* ---------------------------------------------------------------- findings */

typedef struct rl_path_event {
  ir_loc loc;
  char *text;       /* worded by the rule's event template */
} rl_path_event;

/* What replaying a finding's path on the abstract store said (see
   doc/design.md, "Counterexamples are validated"). */
typedef enum rl_verdict {
  RL_UNCHECKED,   /* not replayed: model=cfg, or a rule with `model cfg` */
  RL_CONFIRMED,   /* its path is feasible on the abstract store */
  RL_UNCONFIRMED  /* every path found was infeasible and no refinement
                     within the budget settled it: not a warning */
} rl_verdict;

/* How the function a finding is in was modelled. */
typedef enum rl_model_kind {
  RL_MODEL_PRODUCT,  /* the product, every variable it chose tracked */
  RL_MODEL_NARROWED, /* the product, with variables left out to fit */
  RL_MODEL_CFG       /* the CFG alone (over budget, or model=cfg) */
} rl_model_kind;

typedef struct rl_finding {
  const rl_rule *rule;
  const ir_function *fn;
  uint32_t var;          /* bound variable (first metavariable), or IR_NONE */
  char *message;         /* rule message with {var} filled in */
  ir_loc loc;            /* primary location */
  rl_path_event *events; /* in path order; the last is at `loc` */
  uint32_t nevents;
  rl_verdict verdict;
  rl_model_kind model;
} rl_finding;

typedef struct rl_findings {
  rl_finding *v;
  size_t n, cap;
} rl_findings;

void rl_findings_clear(rl_findings *f); /* frees the findings' contents */

typedef struct rl_options {
  uint64_t max_states;   /* product budget per function; 0: default 20000 */
  bool syntactic;        /* check on the CFG alone (no product states) */
  bool timed;            /* measure the phases into rl_stats' seconds (the
                            plugin's `stats`): each measure reads the
                            clock, which costs 0.1 us on a VM */
  ctl_explore_scratch *scratch; /* the product explorer's buffers, kept
                                   from one function to the next (NULL:
                                   each build its own) */
} rl_options;

typedef struct rl_stats {
  uint64_t functions, states, edges, bindings, formulas;
  uint64_t fallbacks;    /* functions whose product exceeded the budget and
                            were checked on the CFG instead */
  uint64_t narrowed;     /* functions whose product fit the budget only
                            with fewer variables tracked */
  uint64_t confirmed;    /* findings whose path replayed as feasible */
  uint64_t refuted;      /* counterexamples refuted for good: the rule
                            holds on a refined product */
  uint64_t unconfirmed;  /* findings left unconfirmed (not warnings) */
  /* Seconds per phase, with rl_options.timed: building the product (its
     first try), narrowing (the tries after it), labelling states with
     propositions, the CTL engine, and evidence (paths, their replay,
     refined products). */
  double product_s, narrow_s, label_s, engine_s, evidence_s;
} rl_stats;

/* Check every enabled rule on one function; appends findings in a
   deterministic order (by location, then rule id). */
bool rl_check_function(const rl_set *s, const ir_function *fn,
                       const rl_options *opt, rl_findings *out,
                       rl_stats *stats);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_RULES_H */
