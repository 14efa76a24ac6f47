/* un-nothrow.c: calls of the unit's own functions that cannot throw lose their exception edges. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"

/*
 * In C++ every call of a function not declared noexcept gets an `eh` edge
 * (doc/ir.md): the exception leaves through the UNWIND node, and a block
 * allocated before it leaks there.  A function of the unit whose own
 * exceptions cannot get out (no path from its ENTRY reaches its UNWIND
 * node: it calls only functions that do not throw, or catches what they
 * throw) throws nothing, and neither does a call of it.  GCC knows this
 * only when it optimises (ipa-pure-const); the unit works it out itself,
 * as the greatest fixpoint over the unit's functions (each is taken not to
 * throw until a path to its UNWIND node passes a call that may, so quiet
 * recursion is quiet), and drops the edges of such calls and the cleanup
 * code only they led to.
 *
 * A unit that uses nothing of C++'s exceptions (no throw, no handler, no
 * `new`, whose failure is an exception, no cleanup that runs a destructor
 * on the way out, no function of a class, namespace or template) is C
 * compiled as C++: its calls are taken to throw nothing, as its C
 * compilation has them, so the same source gives the same findings
 * whichever language compiles it.
 */

typedef struct named {
  const char *name;
  size_t fn;
} named;

/* Order of names (for qsort and bsearch). */
static int named_cmp(const void *a, const void *b)
{
  return strcmp(((const named *)a)->name, ((const named *)b)->name);
}

/* Is every function of the unit named `name` one that does not throw (and
   is there one)? */
static bool callee_nothrow(const named *by_name, size_t n, const bool *nothrow,
                           const char *name)
{
  named key = {name, 0};
  const named *hit = name ? bsearch(&key, by_name, n, sizeof *by_name,
                                    named_cmp)
                          : NULL;
  if (!hit)
    return false;
  while (hit > by_name && strcmp(hit[-1].name, name) == 0)
    hit--;
  for (; hit < by_name + n && strcmp(hit->name, name) == 0; hit++)
    if (!nothrow[hit->fn])
      return false;
  return true;
}

/* Are node v's calls all of functions that do not throw (and has it
   one)?  The lowering's own synthetic copy of a call that may throw
   (`r = f ()` split into the call that throws and the one that assigns)
   names the same function. */
static bool throws_nothing(const ir_function *fn, uint32_t v,
                           const named *by_name, size_t n, const bool *nothrow)
{
  const ir_node *node = &fn->nodes[v];
  bool calls = false;
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind != IR_EV_CALL)
      continue;
    if (!callee_nothrow(by_name, n, nothrow, e->callee))
      return false;
    calls = true;
  }
  return calls;
}

/* Is a call of `callee` one of C++'s exception constructs: a throw, a
   rethrow, the start of a handler, or a `new` (which fails by throwing)? */
static bool exception_call(const char *callee)
{
  static const char *const names[] = {
      "__cxa_throw", "__cxa_rethrow", "__cxa_begin_catch",
      "operator new", "operator new []"};
  for (size_t i = 0; callee && i < sizeof names / sizeof *names; i++)
    if (strcmp(callee, names[i]) == 0)
      return true;
  return false;
}

/* Does fn use C++'s exceptions or classes: is it a function of a class,
   namespace or template (a qualified name), does it call an exception
   construct, or have a landing pad (an `eh` edge to anything but its
   UNWIND node: a cleanup or a handler)? */
static bool uses_exceptions(const ir_function *fn)
{
  if (fn->qname)
    return true;
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].kind == IR_EDGE_EH &&
        !(fn->nodes[fn->edges[i].to].flags & IR_NF_UNWIND))
      return true;
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_CALL && exception_call(fn->events[i].callee))
      return true;
  return false;
}

/* Is node v the lowering's copy of a call that may throw and assigns a
   result, there only to carry the call's `eh` edge (artificial, holding
   synthetic calls only, one fall-through to the call itself)?  Without
   that edge it is nothing, and an artificial node has no place a finding
   could name. */
static bool call_copy(const ir_function *fn, uint32_t v)
{
  const ir_node *node = &fn->nodes[v];
  if (!(node->flags & IR_NF_ARTIFICIAL) || node->nsucc != 1 || !node->nevents)
    return false;
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind != IR_EV_CALL || !(e->flags & IR_EVF_SYNTHETIC))
      return false;
  }
  const ir_edge *e = &fn->edges[node->first_succ];
  return e->kind == IR_EDGE_FALLTHRU && e->to != v;
}

/* Let the edges into each quiet call copy lead to the call itself. */
static void bypass_call_copies(ir_function *fn, const bool *quiet)
{
  for (uint32_t i = 0; i < fn->nedges; i++) {
    uint32_t v = fn->edges[i].to;
    if (quiet[v] && call_copy(fn, v))
      fn->edges[i].to = fn->edges[fn->nodes[v].first_succ].to;
  }
}

/* Drop the `eh` edges of fn's nodes that throw nothing (all of them in a
   unit written as C, `c_unit`), then the nodes only those edges reached
   (cleanups, handlers) and the copies of calls made for them.  Returns
   how many edges went. */
static uint32_t drop_quiet_edges(ir_function *fn, const named *by_name,
                                 size_t n, const bool *nothrow, bool c_unit)
{
  bool *quiet = ut_calloc((size_t)fn->nnodes + 1, sizeof *quiet);
  bool any = false;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    uint32_t v = fn->edges[i].from;
    if (fn->edges[i].kind == IR_EDGE_EH && !quiet[v] &&
        (c_unit || throws_nothing(fn, v, by_name, n, nothrow)))
      any = quiet[v] = true;
  }
  uint32_t dropped = 0;
  if (any) {
    bool *before = ir_reached_nodes(fn);
    uint32_t k = 0;
    for (uint32_t i = 0; i < fn->nedges; i++)
      if (fn->edges[i].kind == IR_EDGE_EH && quiet[fn->edges[i].from])
        dropped++;
      else
        fn->edges[k++] = fn->edges[i];
    fn->nedges = k;
    ir_function_finish(fn);
    bypass_call_copies(fn, quiet);
    bool *after = ir_reached_nodes(fn);
    for (uint32_t v = 0; v < fn->nnodes; v++)
      before[v] = v >= 2 && before[v] && !after[v];
    ir_function_prune(fn, before);
    free(after);
    free(before);
  }
  free(quiet);
  return dropped;
}

/* Does a path from ENTRY reach fn's UNWIND node, through `eh` edges of
   nodes that may throw only (under what nothrow says now)? */
static bool may_throw(const ir_function *fn, const named *by_name, size_t n,
                      const bool *nothrow)
{
  bool *seen = ut_calloc((size_t)fn->nnodes + 1, sizeof *seen);
  uint32_t *stack = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *stack), top = 0;
  bool out = false;
  seen[0] = true;
  stack[top++] = 0;
  while (top && !out) {
    uint32_t v = stack[--top];
    const ir_node *node = &fn->nodes[v];
    out = (node->flags & IR_NF_UNWIND) != 0;
    int quiet = -1; /* not asked yet */
    for (uint32_t i = 0; i < node->nsucc; i++) {
      const ir_edge *e = &fn->edges[node->first_succ + i];
      if (seen[e->to])
        continue;
      if (e->kind == IR_EDGE_EH && quiet < 0)
        quiet = throws_nothing(fn, v, by_name, n, nothrow);
      if (e->kind == IR_EDGE_EH && quiet)
        continue;
      seen[e->to] = true;
      stack[top++] = e->to;
    }
  }
  free(stack);
  free(seen);
  return out;
}

uint32_t un_nothrow_calls(ir_function **fns, size_t n)
{
  bool any_unwind = false;
  for (size_t f = 0; f < n && !any_unwind; f++)
    for (uint32_t v = 2; v < fns[f]->nnodes && !any_unwind; v++)
      any_unwind = (fns[f]->nodes[v].flags & IR_NF_UNWIND) != 0;
  if (!any_unwind)
    return 0;
  bool c_unit = true;
  for (size_t f = 0; f < n && c_unit; f++)
    c_unit = !uses_exceptions(fns[f]);
  named *by_name = ut_calloc(n + 1, sizeof *by_name);
  for (size_t f = 0; f < n; f++)
    by_name[f] = (named){fns[f]->name, f};
  qsort(by_name, n, sizeof *by_name, named_cmp);
  /* The greatest fixpoint: each function is taken not to throw until a
     path to its UNWIND node passes a call that may (so recursion that
     throws nothing else is found quiet). */
  bool *nothrow = ut_malloc((n + 1) * sizeof *nothrow);
  for (size_t f = 0; f < n; f++)
    nothrow[f] = true;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t f = 0; f < n; f++)
      if (nothrow[f] && may_throw(fns[f], by_name, n, nothrow))
        nothrow[f] = false, changed = true;
  }
  uint32_t dropped = 0;
  for (size_t f = 0; f < n; f++)
    dropped += drop_quiet_edges(fns[f], by_name, n, nothrow, c_unit);
  free(nothrow);
  free(by_name);
  return dropped;
}
