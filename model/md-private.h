/* md-private.h: the abstract store and its transfer functions, shared by the product and the replay. */
#ifndef CTLCHECK_MD_PRIVATE_H
#define CTLCHECK_MD_PRIVATE_H

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/ir.h"
#include "ctlcheck/model.h"
#include "ctlcheck/values.h"

/* What clobber () forgets: the index into md_store.clobbered. */
enum { MD_CLOB_WRITE = 0, MD_CLOB_CALL = 1, MD_CLOB_LEAF = 2, MD_CLOB_QUIET = 3 };

enum {
  MD_CALL_PURE = 1u << 0,  /* a pure or const callee: writes no memory */
  MD_CALL_RANGE = 1u << 1, /* `returns_range (lo, hi)`: the result's bounds */
  MD_CALL_LEAF = 1u << 2,  /* a `leaf` callee: writes no global whose
                              address the program did not give away */
  MD_CALL_QUIET = 1u << 3  /* IR_EVF_QUIET: a library call given nothing
                              of the program's writes none of its
                              variables or fields */
};

enum {
  MD_MAX_TRACKED = 64, /* variables in a store; the rest are unknown */
  MD_ESC_WORDS = 2     /* the escaped mask after the slots, when any */
};

/* A constant's value id for one type, found by the address of its text
   (the IR's strings do not change while a store of its function lives). */
typedef struct md_const_seen {
  const char *text;
  uint32_t id;
  uint32_t bits;
  bool is_signed;
} md_const_seen;

enum { MD_CONST_SEEN = 128 }; /* entries of md_store.const_seen */

/*
 * Which variables a store follows and how their values are read: one
 * interval id (values.h) per tracked variable, in slot order, then, when
 * a tracked local has its address taken (`escapable`), two words: the
 * slots whose address the path so far has taken (a 64-bit mask, low word
 * first).  A store is a plain uint32_t array of md_store_width words, so
 * the product can hash and compare it as bytes.
 *
 * Flow-sensitive escape: a local or parameter whose address the function
 * takes (`f (&n)`, `p = &n`) can be changed by a call or a store through
 * a pointer only after the path has taken its address; before that,
 * only its own definitions change it.  A local whose address is taken in
 * a way the IR does not show (no `addr` event) is forgotten at every
 * call, as a global.  The same holds for the parts of a local struct or
 * array (`cell.type`, `a[2]`, reached without a pointer): no call or
 * store through a pointer changes them while the local's address has
 * not been taken on the path (`&cell`, `&cell.ptr`, `p = a`).
 *
 * Provenance (the replay only; NULL in the product): per slot, a bit set
 * of the slots its current value was computed or narrowed from, itself
 * included.  When a branch contradicts the store, the provenance of the
 * condition's operands names the variables that make the path infeasible.
 */
typedef struct md_store {
  const ir_function *fn;
  md_vals *vals;
  md_const_seen *const_seen; /* MD_CONST_SEEN entries, direct-mapped by
                                the text's address; made on first use */
  uint32_t ntracked;
  uint32_t *slot;    /* per IR variable: its slot, or IR_NONE */
  uint32_t *var_of;  /* per slot: the variable */
  md_vtype *type;    /* per slot: its C type's range */
  bool *pinned;      /* per slot: a unit constant (never clobbered) */
  bool *escapable;   /* per slot: changed by calls only once escaped */
  uint32_t *part_of; /* per slot: the local it is a part of, when calls
                        cannot change it before that escapes (escapable
                        or never addressed); else IR_NONE */
  uint8_t *call_bits; /* per IR event: MD_CALL_* (what the call's
                         attributes say, read once rather than at every
                         state that executes it) */
  bool *addr_event;  /* per IR variable: fn has an `addr` event of it (of
                        a local: or of one of its parts) */
  uint32_t nesc;     /* words after the slots: 0 or MD_ESC_WORDS */
  bool no_escape;    /* no slot is escapable (a product over budget with
                        the escaped masks, explored again) */
  bool leaf_clobbers; /* a leaf call forgets the globals as any call does
                         (the replay: a path it refutes through a global
                         kept across library calls may be the only one
                         a function over budget shows of a real bug) */
  bool branches;     /* MD_PRODUCT_BRANCHES: values are learnt from branch
                        conditions only (constants assigned, the unit's
                        constants and summaries' results are not known) */
  /* What the transfer functions forget, by slot bit, for the tracked set
     as it is (generation `gen`, bumped when it changes): per IR
     variable, the slots a definition of it makes unknown (kill, valid
     when kill_gen is gen); the slots a store through a pointer, a call
     (with globals), a leaf call (with the library's globals) or a quiet
     call (the library's globals and what only it reaches) makes unknown
     (clobbered[MD_CLOB_*]). */
  uint64_t *kill;
  uint32_t *kill_gen;
  /* Per IR variable v, what `&v` does (valid when addr_gen is gen): the
     slots it makes unknown (v and the parts reached through it), and
     those whose address escapes with it. */
  uint64_t *addr_forget, *addr_escape;
  uint32_t *addr_gen;
  uint64_t clobbered[4];
  uint32_t gen, clobbered_gen;
  /* Relation flags (un-relation.c): per IR variable, how many variables
     the comparison it stands for reads (rel_n, 0 for any other variable;
     NULL when fn has none) and which (rel_src, four per variable).  A
     flag is tracked only with all of them, and forgotten with any: per
     slot, the flag slots that depend on it (rel_dep, valid when rel_gen
     is gen). */
  uint8_t *rel_n;
  uint32_t *rel_src;
  uint64_t *rel_dep;
  uint32_t rel_gen;
  /* Per IR variable v, the constants the function compares v with (its
     tests and switch cases): thresh[thresh_off[v] .. thresh_off[v + 1]],
     where a widened counter stops (md_vals_widen). */
  uint32_t *thresh_off;
  const char **thresh;
} md_store;

/* Allocate the tables of a store over fn's variables (none tracked). */
void md_store_init(md_store *s, const ir_function *fn, md_vals *vals);
/* Track no variable again. */
void md_store_reset(md_store *s);
void md_store_free(md_store *s);

/* The words of one store: the slots, then the escaped mask if any. */
static inline uint32_t md_store_width(const md_store *s)
{
  return s->ntracked + s->nesc;
}

/* Can the store follow v (an integer or pointer that is one location)? */
bool md_store_trackable(const ir_var *v);
/* Give var a slot if it is trackable, untracked and there is room. */
void md_store_track(md_store *s, uint32_t var);
/* May var be tracked when the variables in `off` (per IR variable; may be
   NULL) are not: false for a relation flag (un-relation.c) whose
   comparison reads one of them. */
bool md_store_relation_ok(const md_store *s, uint32_t var, const bool *off);
/* Forget the slots of mask m in store (prov may be NULL), with the
   relation flags that depend on them. */
void md_store_forget(md_store *s, uint32_t *store, uint64_t *prov, uint64_t m);
/* Mark the tracked unit constants (synthetic definitions at ENTRY). */
void md_store_pin_constants(md_store *s);
/* Every slot any value, its provenance itself alone (prov may be NULL);
   no address escaped. */
void md_store_top(const md_store *s, uint32_t *store, uint64_t *prov);

/* Execute node n's events on a store; `widen` makes arithmetic give any
   value (a location visited too often). */
void md_store_execute(md_store *s, uint32_t *store, uint64_t *prov,
                      uint32_t n, bool widen);

/* Take conditional IR edge k from store `in`: writes the stores in which
   its condition holds to out0 (and out1), and returns how many there are:
   0 when the condition contradicts `in`, 2 when `v != K` with K strictly
   inside v's interval splits it (only if `split`; an interval cannot
   leave a hole).  Without `narrow` the condition is only tested, the
   store is kept (widening).  The provenance arrays may all be NULL. */
int md_store_edge(md_store *s, const uint32_t *in, const uint64_t *pin,
                  uint32_t k, bool narrow, bool split, uint32_t *out0,
                  uint64_t *pout0, uint32_t *out1, uint64_t *pout1);

/* The slots (a bit set) edge k's condition reads, with their provenance
   in a store: what a contradiction at that edge names. */
uint64_t md_store_edge_names(const md_store *s, const uint64_t *prov,
                             uint32_t k);

#endif /* CTLCHECK_MD_PRIVATE_H */
