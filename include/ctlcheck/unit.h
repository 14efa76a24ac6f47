/* unit.h: one translation unit end to end: the driver the plugin calls, and the
   facts and summaries of the whole unit applied to its IR. */
#ifndef CTLCHECK_UNIT_H
#define CTLCHECK_UNIT_H

#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/error.h"
#include "ctlcheck/ir.h"
#include "ctlcheck/rules.h"

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
 *    of one call to G (say malloc), not handed over (stored in memory, or
 *    passed to a call) on a path that returns it: the call site also gets
 *    `call G(..) -> r`, with the caller's arguments where G's are the
 *    wrapper's parameters (a realloc wrapper's block), and marked never
 *    NULL when no path returns G's NULL (the wrapper exits instead);
 *  - calls G with parameter k as argument j on every path on which the
 *    parameter is not null, without redefining it (say free, fclose,
 *    pthread_mutex_unlock): the call site gets `call G(.., ARG_k, ..)`;
 *  - calls G with &g, g a file-scope object, on every path (`lock ()`
 *    around `pthread_mutex_lock (&big_lock)`): `call G(.., &g, ..)`;
 *  - dereferences parameter k on every path, NULL or not (a callee that
 *    checks first does not count): the call site gets `deref ARG_k`.
 *  - leaves NULL in *p, p its parameter k, on every return (only NULL is
 *    stored there, and p is not copied or given to a call): the call site
 *    gets `def x = NULL` for an argument `&x` (x not a global), or for
 *    `*q` when the argument is q and the caller names *q;
 *  - within the unit only, calls G with (or dereferences) parameter k on
 *    every path where a static flag it tests and never assigns is not 0,
 *    or the value a static global pointer holds on entry, when it calls
 *    no function of the unit: applied where the caller's assignments
 *    just before the call decide the flag (a constant other than 0) or
 *    name the variable the global holds (`flag = 1; sink (p);`,
 *    `saved = p; sink ();`); and, when it writes no memory, with the
 *    entry value of an element `P[K]` of a pointer parameter P: at a
 *    call given `&a`, the variable the caller just stored in `a[K]`.
 * No callee name is special: what a wrapper does is described in terms of
 * what it calls, so every rule sees through wrappers.
 */

/*
 * Copies: after `q = p` and until either is redefined, q and p are the same
 * pointer (a forward must-analysis, joins keep only what every path says;
 * locals, parts of local structs and of struct parameters passed by
 * value, and members of a local union, whose address is not taken:
 * writing one member of a union ends the others; a branch a constant
 * decides, un_csr_build_decided, is never taken).
 * Each event that reads, frees or dereferences one of them gets a
 * synthetic twin naming the other, so a rule bound to p sees `free (q)`.
 * Likewise after `p = &x`, a call or return with p gets a twin with &x
 * (`&x + off` after p = &x + i; after p = &x; p += i, a pointer that
 * stepped itself, its return alone: free-offset reports its release;
 * a return after p = &s.f or p = s.a + i gives the local s, moved).
 * un_alias_rewrite does this for one function and returns the number of
 * twins added; un_prepare calls it for every function, after the
 * summaries of its callees are in and before its own summary is made.
 */
uint32_t un_alias_rewrite(ir_function *fn);

/*
 * NULL arguments: after the branch of `p == NULL` (or `p = NULL`) and
 * until p is assigned, p is NULL (a forward must-analysis over locals,
 * parameters and parts of local structs whose address is not taken, that
 * some test compares with NULL; at most 64).  A call whose result is
 * dropped and that is given such a p gets the constant NULL in its place:
 * `if (!q) free (q);` frees nothing, so a later free (q) is no double
 * free.  A temporary set to NULL (the object of `new (NULL) T (..)`) is
 * followed too, and a dereference of it where it is NULL becomes the
 * null constant's.  un_null_rewrite does this for one function
 * (un_prepare calls it after un_alias_rewrite) and returns the number of
 * arguments and dereferences replaced.
 */
uint32_t un_null_rewrite(ir_function *fn);

/*
 * Constant addresses moved: `p = p + K` or `p = p - K` of a local pointer
 * nothing takes the address of, when the straight line of code before
 * it last set p to a constant address other than NULL (`int *p = (int *)
 * 4;`), becomes the copy of the address it computes, NULL when that is 0
 * (`p -= 1;`): a pointer that lands on 0 is NULL.  un_pointer_fold does
 * this for one function (un_prepare calls it first) and returns the
 * number of definitions folded.
 */
uint32_t un_pointer_fold(ir_function *fn);

/*
 * Zero counts: a call of the `zero-count` family (memcpy (d, s, n),
 * qsort (b, n, ..)) reads and writes nothing through its pointers when
 * its count is zero (C2y), so a call given a pointer the function sets
 * to NULL or tests against NULL is split on `count != 0` (an implicit
 * test): the copy taken when it is zero has those arguments flagged
 * IR_OPF_ZERO_COUNT, which no family position matches.  Returns the
 * number of calls split or flagged; un_unit_check calls it for every
 * function once the rule set has learnt the unit (un-zero.c).
 */
uint32_t un_zero_count_split(ir_function *fn, const rl_set *rules);

/*
 * Calls whose result is dropped and whose failure the code reads back:
 * every path from the call gives one of its pointer arguments to ferror
 * before that pointer changes (`fwrite (b, 1, n, f); if (ferror (f))`).
 * Flags them IR_EVF_ERROR_TESTED and returns how many (un-ferror.c).
 */
uint32_t un_ferror_mark(ir_function *fn);

/*
 * Out-parameters of library calls: the `&x` (x a local or parameter) a
 * call gives at the argument the family `alloc-out` lists for it
 * (`getaddrinfo (.., &res)`) is written by the call, which keeps no copy.
 * Flags the address events of x before the call in its node
 * IR_EVF_OUT_PARAM and returns how many (un-out.c).
 */
uint32_t un_out_param_mark(ir_function *fn, const rl_set *rules);

/*
 * Calls of the family `runs-handlers` (pause, sigsuspend, raise, an event
 * loop taking no handle) let the program's handlers run, which may
 * change any of its variables: clears their IR_EVF_QUIET and returns how
 * many (un-quiet.c).
 */
uint32_t un_quiet_mark(ir_function *fn, const rl_set *rules);

/*
 * Library calls that report failure with -1 return nothing below it:
 * calls of the families `minus-one-or-count` (a descriptor, a count, a
 * process id) and `zero-or-minus-one` whose result is a signed integer
 * get the attribute `returns_range (-1, MAX)` or `returns_range (-1, 0)`
 * that the abstract store reads.  Returns how many (un-libranges.c).
 */
uint32_t un_library_ranges(ir_function *fn, const rl_set *rules);

/*
 * Lock calls that failed: where a branch tests the result of a call of
 * the `trylock-zero`, `lock-destroy` or `lock-init` family (0: the lock
 * was taken, destroyed or initialised) and finds it not 0, the node the
 * branch leads to (when it has no other predecessor) starts with the
 * synthetic call `ctlcheck:trylock-failed` (family `trylock-failed`),
 * `ctlcheck:destroy-failed` (`lock-destroy-failed`) or
 * `ctlcheck:init-failed` (`lock-init-failed`) with the call's arguments.
 * Returns how many were added (un-failed.c).
 */
uint32_t un_failed_mark(ir_function *fn, const rl_set *rules);
/* Where a branch finds the result of a call of the family `result-arg`
 * (freopen) not NULL, the node it leads to (when it has no other
 * predecessor) starts with a synthetic copy of the argument the call
 * gives back (`f2 = f`), before the alias rewrite.  Returns how many were
 * added (un-failed.c). */
uint32_t un_result_arg_mark(ir_function *fn, const rl_set *rules);
/* Where a branch finds the result of `r = realloc (p, n)` (family
 * `resize`) not NULL, a new node on that edge holds the synthetic call
 * `ctlcheck:realloc-moved (p)` (family `resize-moved`): p's block is
 * released there.  Returns how many were added (un-failed.c). */
uint32_t un_realloc_moved_mark(ir_function *fn, const rl_set *rules);

/*
 * C++ exceptions: a function of the unit from whose ENTRY no path reaches
 * its UNWIND node throws nothing, so the `eh` edges of its calls go, with
 * the cleanups only they reached; to a fixpoint over fns (un-nothrow.c).
 * In a unit that uses nothing of C++'s exceptions (C compiled as C++) no
 * call throws.  Returns how many edges were dropped.  un_prepare calls it
 * first.
 */
uint32_t un_nothrow_calls(ir_function **fns, size_t n);

/*
 * Line buffers that are no heap blocks: before a call of the family
 * `line-alloc` (getline) given &p, where the definitions of p that reach
 * it give p the address of one object x and only such calls take p's
 * address, the synthetic call `ctlcheck:line-regrow (&x)` (family
 * `line-regrow`): getline may give x to realloc.  Returns how many were
 * added (un-regrow.c).
 */
uint32_t un_line_regrow_mark(ir_function *fn, const rl_set *rules);

/*
 * Zero-filled blocks: after a call of the `zero-alloc` family (calloc)
 * stores its result in p, each number or pointer the function names in
 * the block (p[1], *p, p->f) gets a synthetic `def P = 0`.  Returns how
 * many were added (un-calloc.c).
 */
uint32_t un_zero_alloc_fill(ir_function *fn, const rl_set *rules);

/*
 * Comparisons a function tests more than once: each comparison of two
 * variables (or of temporaries computed from variables) tested at least
 * twice, as written, negated or swapped, gets a temporary flag standing
 * for it and, before each such test, a synthetic `flag != 0` (or `flag ==
 * 0`) marked IR_EVF_RELATION, which the store narrows on the test's edges
 * and forgets with the variables the comparison reads.  Returns how many
 * flags (un-relation.c).
 */
uint32_t un_relation_flags(ir_function *fn);

/*
 * Pointers to one local: a local pointer q that one definition `q = &x`
 * gives its value (x a local or parameter) and that the function only
 * dereferences always points to x, so the place `*q` is x.  When every
 * address of x goes into such pointers, each mention of `*q` becomes x,
 * and x is no longer address-taken.  un_deref_rewrite does this for one
 * function (un_prepare calls it first) and returns the number of `*q`
 * renamed (un-deref.c).
 */
uint32_t un_deref_rewrite(ir_function *fn);

/*
 * Calls of a const function (the IR fact `const`) with the same
 * arguments, each a constant or a parameter the function never assigns
 * (and whose address it lends only to pointers to const), give one value: their results (temporaries each call alone defines)
 * become one variable, and the calls are marked IR_EVF_SAME, which gives
 * it no new value, so `if (f (a)) p = malloc (n); ... if (f (a)) free (p);`
 * takes the same branch twice.  un_const_rewrite does this for one
 * function (un_prepare calls it first) and returns the number of calls
 * whose result was renamed.
 */
uint32_t un_const_rewrite(ir_function *fn);

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

/*
 * Facts across units (doc/facts.md): what each unit says about its
 * functions with external linkage (their summaries, as above) and about
 * the globals it defines, writes or takes the address of, kept in one
 * versioned JSON file per unit in a directory (format 1: "format",
 * "source", "output", "compiler", "hash" = FNV-1a of the rest,
 * "functions", "globals").  Read back, the table of every file makes
 * calls to functions defined elsewhere use their summaries, and makes a
 * global constant when some file defines it with a constant initialiser
 * and no file writes it or takes its address: this assumes the
 * directory holds the whole program.
 */
typedef struct un_facts un_facts;

un_facts *un_facts_new(void);
void un_facts_free(un_facts *f);
/* No function and no global (f may be NULL). */
bool un_facts_empty(const un_facts *f);
/* The file of the unit compiling `source` into `output` in dir: a name
   that depends on both only (BASENAME-HASH.facts.json).  Free it. */
char *un_facts_path(const char *dir, const char *output, const char *source);
/* Write f to path atomically (a temporary file in the same directory,
   then rename, which replaces the unit's earlier file); false with err
   set when it cannot. */
bool un_facts_write(const un_facts *f, const char *path, const char *source,
                    const char *output, const char *compiler, ctl_error *err);
/* The facts of every *.facts.json file in dir but those of the source
   file `skip` (this unit's, written earlier under this or another output
   name; may be NULL).  A file that cannot be read or parsed, has another format
   version, another `compiler` (when not NULL) or a hash that does not
   match is named in one warn() and ignored.  Never fails: a missing dir
   gives an empty table. */
un_facts *un_facts_read_dir(const char *dir, const char *skip,
                            const char *compiler,
                            void (*warn)(void *ctx, const char *text),
                            void *ctx);

typedef struct un_prepare_stats {
  uint32_t constants;  /* unit constants found */
  uint32_t summarised; /* functions with a non-empty summary */
  uint32_t applied;    /* call sites rewritten */
  uint32_t twins;      /* events added for pointer copies */
  uint32_t ranges;     /* parameters bounded by what every call gives */
} un_prepare_stats;

/* Apply the unit's constants and summaries to fns[0..n), in place.  With
   `known` (facts read from other units, may be NULL), calls to functions
   the unit does not define use the summaries it holds, and public or
   extern globals are constants as it says.  With `out` (may be NULL), the
   summaries of the functions with external linkage and what the
   functions do to public and extern globals (write them, take their
   address) are recorded there.  With `rules` (may be NULL), calls of its
   family `lend` (memcpy, printf) only borrow the blocks they are given,
   so a function that fills a fresh block before returning it still
   returns a fresh block. */
void un_prepare(ir_function **fns, size_t n, const un_facts *known,
                un_facts *out, const rl_set *rules, un_prepare_stats *stats);

/* ---------------------------------------------------------------- driver */

/*
 * The driver: the front end hands it every lowered function of the unit
 * (un_unit_add), then asks it once to check them all (un_unit_check):
 * the IR is put in source order, rewritten with the unit's constants,
 * summaries and objects, each function is checked with every enabled
 * rule within the product budget, each finding is either silenced by a
 * `ctlcheck-ignore` comment or shown through the host, and all of them
 * go to the SARIF log when one was asked for.  The driver knows nothing
 * of GCC: what it needs of the compiler comes through un_host.
 */

/* What the front end does for the driver. */
typedef struct un_host {
  /* Run fn(arg) so that a crash inside it becomes one note about
     ctlcheck ("internal error while WHAT NAME") and compilation goes on;
     returns false when fn was cut short. */
  bool (*guarded)(void *host, const char *what, const char *name,
                  void (*fn)(void *arg), void *arg);
  /* Show finding f (of the function added with `cookie`) as a compiler
     diagnostic; returns whether the compiler showed it. */
  bool (*show)(void *host, const rl_finding *f, void *cookie);
  /* Show a warning about the unit as a whole (a facts file ignored);
     may be NULL. */
  void (*warn)(void *host, const char *text);
  void *host;
  /* Why the compiler's own settings silence finding f at its place (a
     `#pragma GCC diagnostic ignored` of the rule's gcc-warning), or
     NULL; may be NULL. */
  const char *(*silenced)(void *host, const rl_finding *f, void *cookie);
  /* Is the function added with `cookie` called only directly, by calls
     the unit makes (internal linkage, address never taken, no alias, no
     constructor)?  May be NULL: then no function is known to be. */
  bool (*direct)(void *host, void *cookie);
} un_host;

/* How to check and where to write. */
typedef struct un_config {
  rl_options opt;        /* budget, model */
  bool unconfirmed;      /* also show unconfirmed findings (as notes) and
                            log them (SARIF level "note") */
  bool dump_ir;          /* print each function's IR on stderr */
  const char *sarif;     /* SARIF log for this unit, or NULL */
  const char *sarif_dir; /* or a directory to write it into, or NULL */
  const char *main_file; /* the unit's main source file */
  const char *src_pwd;   /* the directory the compilation ran in */
  const char *compiler;  /* the compiler driver's name (for the log's
                            command line when the environment lacks it) */
  const char *version;   /* tool version and URI for the SARIF log */
  const char *uri;
  const char *facts_dir; /* facts=DIR: write this unit's facts there and
                            use every other unit's, or NULL */
  bool facts_only;       /* write the facts, check nothing (rules may be
                            NULL) */
  bool incomplete;       /* a function of the unit is missing (its
                            lowering failed): the facts say every global
                            is written */
  const char *output;    /* the compilation's output file (names the
                            facts file with main_file) */
  const char *build_id;  /* compiler and ctlcheck versions: facts files
                            must have been written by the same */
  const ir_var *globals; /* the unit's file-scope variables, defined or
                            declared (name, flags, tclass, init), as the
                            front end sees them, whether or not a
                            function uses them */
  size_t nglobals;
} un_config;

/* What one unit cost and found. */
/* One function's checking time (the stats-functions argument). */
typedef struct un_fn_time {
  const char *name;      /* the function's, valid until un_unit_free */
  uint32_t statements;   /* its IR nodes, ENTRY and EXIT left out */
  double seconds;        /* checking it with every enabled rule */
} un_fn_time;

typedef struct un_unit_stats {
  rl_stats check;        /* states, edges, fallbacks, narrowed ... */
  un_prepare_stats prepare;
  uint64_t functions, findings, shown, skipped, suppressed;
  double prepare_s, report_s; /* seconds: constants and summaries;
                                 showing findings and writing SARIF */
  un_fn_time *fn_times;  /* per function checked, in checking order */
  size_t nfn_times;
} un_unit_stats;

typedef struct un_unit un_unit;

un_unit *un_unit_new(void);
/* Take ownership of ir, the lowered form of one function; `cookie` comes
   back with its findings (the plugin's declaration of the function).  It
   is kept packed outside malloc's heap until the unit is checked. */
void un_unit_add(un_unit *u, ir_function *ir, void *cookie);
/* Check every function added so far with the enabled rules of `rules`
   and report (with cfg->facts_dir, the facts of the other units are read
   first and this unit's are written; with cfg->facts_only, they are
   written and nothing is checked); false when the SARIF log could not be written (*err says
   why; every finding has been shown all the same), or when a library
   file the unit calls into does not load (nothing is checked then).
   What the unit's declarations say is learned into `rules` first
   (rl_set_learn). */
bool un_unit_check(un_unit *u, rl_set *rules, const un_config *cfg,
                   const un_host *host, ctl_error *err);
const un_unit_stats *un_unit_stats_of(const un_unit *u);
/* Free every function and the memory kept for them. */
void un_unit_free(un_unit *u);

/* ----------------------------------------------------------------- SARIF */

/* Findings, notifications and analysed files of one unit, as a SARIF log. */
typedef struct un_sarif un_sarif;

un_sarif *un_sarif_new(const rl_set *rules);
/* Record a finding (shown, or silenced by the `suppressed` comment).  Its
   properties say how its function was modelled ("ctlcheck/model") and,
   for an unconfirmed one, so ("ctlcheck/unconfirmed", level "note"). */
void un_sarif_add(un_sarif *s, const rl_finding *f, const char *main_file,
                  const char *suppressed);

/* Record a notification (level "note"/"warning"/"error") at loc (may be
   NULL). */
void un_sarif_note(un_sarif *s, const char *level, const char *id,
                   const char *message, const ir_loc *loc);
void un_sarif_artifact(un_sarif *s, const char *file);
/* Write the log as cfg asks (sarif= or sarif-dir=), with the coverage
   and success (no function skipped) that `stats` tell, and free s. */
bool un_sarif_finish(un_sarif *s, const un_config *cfg,
                     const un_unit_stats *stats, ctl_error *err);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_UNIT_H */
