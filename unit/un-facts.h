/* un-facts.h: function summaries and what a table of facts across units
   holds (private to unit/; the API is in unit.h). */
#ifndef CTLCHECK_UN_FACTS_H
#define CTLCHECK_UN_FACTS_H

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/unit.h"

/* A call the function makes on every path: to `callee` with its
   parameter `param` (or, when param is IR_NONE, with &`global`, a
   file-scope object) as argument `argpos` of `nargs`; if_nonnull: only
   on the paths where the parameter is not NULL (`if (f) fclose (f);`). */
typedef struct un_must_call {
  const char *callee;
  uint32_t param, argpos, nargs;
  const char *global;
  bool if_nonnull;
} un_must_call;

/* What a function does on every path where the static flag `when` (a
   file-scope integer of the unit, NULL: always) is not 0, to its
   parameter `param` or, when param is IR_NONE, to the value the static
   global pointer `global` holds when it is called: call `callee` with it
   as argument `argpos` of `nargs`, or dereference it (callee NULL);
   if_nonnull as for un_must_call.  The caller's own store says what the
   flag or the global holds at the call (un_global_value_at); kept in
   the unit: the facts carry none. */
typedef struct un_cond_call {
  const char *callee;
  uint32_t param, argpos, nargs;
  const char *global;
  const char *when;
  bool if_nonnull;
  const char *elem;  /* with param: the element `P[K]` (elem "[K]") of
                        the array parameter P points to, as the caller
                        last stored it there (`a[2] = p; sink (a);`) */
} un_cond_call;

/* What every call of a function does (unit.h lists the kinds). */
typedef struct un_summary {
  bool done, noreturn;
  const char *ret_const;  /* every return gives this constant */
  uint32_t ret_param;     /* every return gives this parameter */
  const char *ret_call;   /* every non-null return is a result of this */
  bool ret_nonnull;       /* ... and none returns that callee's NULL */
  bool ret_fresh;         /* ... and that callee is declared malloc */
  bool ret_filled;        /* ... and the function writes into that block
                             (or hands it to a call) before returning it */
  char *ret_lo, *ret_hi;  /* every return gives an integer within these
                             decimal bounds (the unit's own functions:
                             un_prepare owns them; not in the facts) */
  uint32_t *ret_args;     /* the parameter each argument of that call is
                             (IR_NONE: not a parameter; realloc (p, n)) */
  uint32_t nret_args;
  un_must_call *calls;
  uint32_t ncalls;
  uint32_t *derefs;       /* parameters dereferenced on every path */
  uint32_t nderefs;
  uint32_t *nulls;        /* parameters p whose *p holds NULL on every
                             return (`*out = NULL;`, the last write) */
  uint32_t nnulls;
  un_cond_call *conds;    /* what it does where a flag says, or to a
                             static global's value (unit only) */
  uint32_t nconds;
  uint32_t *checks;       /* pointer parameters it returns only when they
                             are not NULL: every path where its test finds
                             one NULL ends (`if (!p) die ();`; unit only) */
  uint32_t nchecks;
  uint32_t null_answers;  /* bit k: given NULL for pointer parameter k, it
                             does nothing but return NULL (`if (!s) return
                             NULL;` first; unit only) */
} un_summary;

bool un_summary_empty(const un_summary *s);

/* The summary of function `name` that the facts give (NULL when none, or
   when two files disagree about it). */
const un_summary *un_facts_function(const un_facts *f, const char *name);

/* The constant a public or extern global always holds by the facts: some
   file defines it with constant initialiser K and (unless it is const) no
   file writes it or takes its address; `here_init` is this unit's own
   initialiser when it defines the global (NULL otherwise; "0" for none).
   NULL when not so. */
const char *un_facts_constant(const un_facts *f, const char *name,
                              bool is_const, const char *here_init);

/* Record a function's summary (its strings are copied). */
void un_facts_add_function(un_facts *f, const char *name, const un_summary *s);

/* Record what one unit says about a global: defines it (with constant
   initialiser init, or NULL when not constant), writes it, takes its
   address.  Calls for one name merge. */
void un_facts_add_global(un_facts *f, const char *name, bool defined,
                         bool is_const, const char *init, bool written,
                         bool addr);

/* Add every fact of `from` to `into`. */
void un_facts_merge(un_facts *into, const un_facts *from);

#endif /* CTLCHECK_UN_FACTS_H */
