/* un-rewrite.h: what the IR rewrites (alias.c, null.c, objects.c) share; not installed. */
#ifndef CTLCHECK_REWRITE_H
#define CTLCHECK_REWRITE_H

#include <stdbool.h>
#include <stdint.h>

#include "ctlcheck/ir.h"

/* Events to insert: evs[i] goes into node nodes[i] before position pos[i]. */
typedef struct twins {
  uint32_t *nodes, *pos;
  ir_event *evs;
  uint32_t count, cap;
} twins;

/* A synthetic event of kind `kind` at loc that names no variable and no
   operand yet (the caller fills in what it says). */
ir_event un_synthetic(ir_event_kind kind, ir_loc loc);
/* A synthetic copy *t of event e with variable `from` replaced by `to`
   (args: room for e->nargs operands); false if e does not mention from. */
bool un_twin(const ir_event *e, uint32_t from, uint32_t to, ir_event *t,
             ir_operand *args);
/* The variable that v is reached through, at the end of its bases (s
   for s.a.b; v itself when it is no access path). */
uint32_t un_var_root(const ir_function *fn, uint32_t v);
/* The variable event e compares with NULL (`v == NULL`, `v != NULL`),
   or IR_NONE. */
uint32_t un_null_tested(const ir_event *e);
/* Is variable v reached through variable a (p.value through p, *p
   through p)? */
bool un_inside(const ir_function *fn, uint32_t v, uint32_t a);
/* Does node `node` give var a new value (a definition, a call's
   result)? */
bool un_node_defines(const ir_function *fn, uint32_t node, uint32_t var);

/* The comparison edge e makes true of `var` against operand *k (var
   compared with a constant or another operand), in *op, also through a
   twin of its test (ir_cmp_twin: var copied to the variable tested);
   false when e tests no comparison of var. */
bool un_edge_compares(const ir_function *fn, const ir_edge *e, uint32_t var,
                      ir_cmp *op, const ir_operand **k);

/* How an operand or an event has pointer p (un_opnd_has, un_event_has). */
enum { UN_HAS_NONE, UN_HAS_OK, UN_HAS_SELF, UN_HAS_BAD };
/* Operand o against pointer p: UN_HAS_SELF (p's value), UN_HAS_OK (the
   value of a place through p, *p or p->f: a read through it), UN_HAS_BAD
   (p with an offset, or the address of p or of a place through it),
   UN_HAS_NONE. */
int un_opnd_has(const ir_function *fn, const ir_operand *o, uint32_t p);
/* How event e (not a definition of p) uses pointer p: UN_HAS_NONE,
   UN_HAS_OK (reads, tests, dereferences or passes p, or reads or writes
   a place through it) or UN_HAS_BAD (copies, returns or moves it, or
   takes an address through it). */
int un_event_has(const ir_function *fn, const ir_event *e, uint32_t p);

/* Does the unit know what a call of `callee` does (a definition in the
   unit, or its facts)? */
typedef bool (*un_known_callee)(const char *callee, const void *ctx);
/* End the path at the call of an unknown program function that is the
   only reaction of a checker function (`if (!p) out_of_memory ();` and
   nothing else; un-fatal.c); how many such handlers. */
uint32_t un_fatal_handlers(ir_function *fn, un_known_callee known,
                           const void *ctx);

/* Variable index of parameter k (parameters come first, in order), or
   IR_NONE. */
uint32_t un_param_var(const ir_function *fn, uint32_t k);

/* The bounds of the integer parameters of the functions only the unit's
   own calls reach (IR_FF_DIRECT, C), from the values every call gives
   them (md_call_arg_ranges): `def n = LO .. HI` (synthetic) at ENTRY.
   order: the functions callees first (visited backwards, so a caller's
   own ranges are known when its calls are explored); target[f][e]: the
   function call event e of fns[f] calls, or SIZE_MAX (kept in step with
   the events added).  Returns how many
   parameters got bounds. */
uint32_t un_param_ranges(ir_function **fns, size_t n, const size_t *order,
                         size_t **target);

/* Every mention of a variable v in event e with to[v] != IR_NONE
   becomes to[v] (to: a table of un_var_slots). */
void un_rename_event(ir_event *e, const uint32_t *to);
/* What the global variable g (not address-taken) holds just before
   event `at` of node `node`: the value of the last assignment `g = K`
   or `g = v` (v a local, parameter or temporary not assigned since) on
   the straight line of nodes before it, each the only predecessor of the
   next, with no call in between for which may_write (ctx) says it may
   write g (and, for a part of an object, `a[2]`, no write through a
   pointer or into the object otherwise).  Into *out; false when unknown
   (un-gvalue.c). */
bool un_global_value_at(const ir_function *fn, uint32_t node, uint32_t at,
                        uint32_t g,
                        bool (*may_write)(const ir_event *call,
                                          const void *ctx),
                        const void *ctx, ir_operand *out);
/* A per-variable slot table, every entry IR_NONE (never NULL). */
uint32_t *un_var_slots(const ir_function *fn);
/* Insert the queued events into fn and free the queue. */
void un_twins_apply(ir_function *fn, twins *tw);
/* Queue event t for node `node` before position `pos`. */
void un_push_twin(twins *tw, uint32_t node, uint32_t pos, const ir_event *t);

/* fn's successor lists in CSR form, for util's graph algorithms: the
   successors of node v are succ[off[v] .. off[v+1]), in edge order. */
typedef struct un_csr {
  uint32_t *off, *succ;
} un_csr;

void un_csr_build(const ir_function *fn, un_csr *g);
/* The same without the branch edges a constant comparison never takes
   (`if (flag)` of a variable every definition of which in fn, or the
   unit's constants alone, give one integer): for must-analyses, which
   need not meet what never flows (un-decided.c). */
void un_csr_build_decided(const ir_function *fn, un_csr *g);
void un_csr_free(un_csr *g);

#endif /* CTLCHECK_REWRITE_H */
