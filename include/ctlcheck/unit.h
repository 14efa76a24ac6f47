/* unit.h: facts and summaries from a whole translation unit, applied to its IR. */
#ifndef CTLCHECK_UNIT_H
#define CTLCHECK_UNIT_H

#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Before the rules run, the unit's functions are rewritten with what the
 * unit as a whole says about them.  Every event added carries
 * IR_EVF_SYNTHETIC and the location of the place it describes.
 *
 * Constants: a file-scope (or function-static) integer or pointer variable
 * that is const with a known initializer, or has internal linkage, is never
 * written in the unit and whose address is never taken, holds its
 * initializer (0 without one) all the time: each function that reads it
 * gets `def V = K` at its entry.
 *
 * Summaries, computed bottom-up over the unit's call graph (callees first;
 * a call back into the strongly connected component being summarised is
 * "unknown", so recursion terminates) for functions whose name is defined
 * once in the unit:
 *  - never returns: no path reaches EXIT; a call to it ends the path;
 *  - returns constant K on every return: the call's result is `def r = K`;
 *  - returns its parameter k: `def r = ARG_k`;
 *  - returns a fresh result of G: every return value is null or the result
 *    of one call to G (say malloc): the call site also gets `call G() -> r`;
 *  - calls G with parameter k as argument j on every path on which the
 *    parameter is not null, without redefining it (say free, fclose,
 *    pthread_mutex_unlock): the call site gets `call G(.., ARG_k, ..)`;
 *  - dereferences parameter k on every path, NULL or not (a callee that
 *    checks first does not count): the call site gets `deref ARG_k`.
 * No callee name is special: what a wrapper does is described in terms of
 * what it calls, so every rule sees through wrappers.
 */

/*
 * Copies: after `q = p` and until either is redefined, q and p are the same
 * pointer (a forward must-analysis, joins keep only what every path says).
 * Each event that reads, frees or dereferences one of them gets a
 * synthetic twin naming the other, so a rule bound to p sees `free (q)`.
 * Likewise after `p = &x`, a call or return with p gets a twin with &x.
 * un_alias_rewrite does this for one function and returns the number of
 * twins added; un_prepare calls it for every function, after the
 * summaries of its callees are in and before its own summary is made.
 */
uint32_t un_alias_rewrite(ir_function *fn);

/*
 * Objects: each call whose result is stored in a pointer (a local,
 * parameter or temporary whose address is not taken) is an allocation
 * site, and gets a variable of kind IR_VAR_OBJECT named after that
 * pointer.  A forward must-analysis follows which pointers surely hold
 * which object through plain copies; every event that passes,
 * dereferences, reads, returns or copies such a pointer gets a synthetic
 * twin naming the object, and the call gets `call G(..) -> OBJ`.  Rules
 * with an `object` metavariable are bound to these variables.  At most 64
 * sites and 64 pointers per function.  Returns the number of objects;
 * run it after un_prepare, only when a rule needs objects.
 */
uint32_t un_objects_rewrite(ir_function *fn);

typedef struct un_prepare_stats {
  uint32_t constants;  /* unit constants found */
  uint32_t summarised; /* functions with a non-empty summary */
  uint32_t applied;    /* call sites rewritten */
  uint32_t twins;      /* events added for pointer copies */
} un_prepare_stats;

/* Apply the unit's constants and summaries to fns[0..n), in place. */
void un_prepare(ir_function **fns, size_t n, un_prepare_stats *stats);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_UNIT_H */
