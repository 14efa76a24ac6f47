/* un-failed.c: the branch on which a call's result says it failed (a lock call, an allocation into *N) gets an event that says so; the branch on which freopen's result is not NULL, a copy of its stream; the branch on which realloc's result is not NULL, the release of the old block. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * `if (pthread_mutex_trylock (&m) != 0) pthread_mutex_unlock (&m);`
 * unlocks a mutex the thread did not take, and `if
 * (pthread_mutex_destroy (&m) != 0) pthread_mutex_lock (&m);` locks one
 * that is still there: the functions of the family `trylock-zero`, and
 * those of `lock-destroy` and `lock-init` that give a result, return 0
 * when they did their work and an error otherwise.  The rules cannot
 * tell the two outcomes apart at the call, so where a branch tests such
 * a call's result against 0, the node the failing edge leads to (r != 0,
 * r > 0, r < 0) starts with a synthetic call with the call's arguments:
 * `ctlcheck:trylock-failed` (the family `trylock-failed`),
 * `ctlcheck:destroy-failed` (`lock-destroy-failed`) or
 * `ctlcheck:init-failed` (`lock-init-failed`).  Only when that node has
 * no other predecessor, and the result is a variable nothing else
 * defines.
 *
 * Allocations into *N say by their result whether they allocated:
 * `if (asprintf (&s, ..) < 0) return -1;` leaves no block in s.  The
 * families `alloc-out-zero` (0 on success: posix_memalign, getaddrinfo),
 * `alloc-out-negative` (a negative result on failure: asprintf, scandir)
 * and `alloc-out-false` (0 on failure: g_file_get_contents) get
 * `ctlcheck:alloc-failed (&s)` (family `alloc-failed`) with the
 * out-argument alone on their failing branches.  Where a failing branch
 * cannot be marked (its node has other predecessors, the result is
 * defined elsewhere, or no branch is known to test it), the mark goes
 * right after the call instead: no block is tracked from it, which loses
 * a leak but reports none that the failure makes up.  A call whose
 * result is dropped gets no mark: its block is tracked.
 *
 * The functions of the family `result-arg` give back their argument N
 * when they succeed and NULL when they fail: `f2 = freopen (n, m, f)`
 * is f itself where f2 is not NULL.  The node the edge that finds the
 * result not NULL leads to starts with the synthetic copy `f2 = f`, so
 * `if (f2) { fclose (f); fclose (f2); }` closes one stream twice.  Only
 * when that node has no other predecessor and nothing else defines f2;
 * the failing branch gets nothing (the stream may be gone, or not).
 *
 * The functions of the family `resize` (realloc) release their argument
 * N when they succeed: after `r = realloc (p, n)`, p points to freed
 * memory wherever r is not NULL, even when r == p (ISO C makes p's value
 * indeterminate), so `if (r) free (p);` frees the block twice.  Each
 * edge that finds r not NULL gets a new node holding the synthetic call
 * `ctlcheck:realloc-moved (p)` (family `resize-moved`, released for
 * double-free and use-after-free only), when p and r are variables and
 * the path from the call to the test is one chain that defines neither.
 * A size given as the constant 0 frees p on every path already.
 */

/* Which results of a call mean it failed. */
typedef enum { FAIL_NONZERO, FAIL_NEGATIVE, FAIL_ZERO } fail_kind;

/* Each family of calls whose result says they failed, how it says so,
   the name of the synthetic call on their failing branches, and whether
   that call gets the family's argument alone (an allocation's *N). */
static const struct {
  const char *family, *failed;
  fail_kind how;
  bool out_arg;
} kinds[] = {
    {"trylock-zero", "ctlcheck:trylock-failed", FAIL_NONZERO, false},
    {"lock-destroy", "ctlcheck:destroy-failed", FAIL_NONZERO, false},
    {"lock-init", "ctlcheck:init-failed", FAIL_NONZERO, false},
    {"alloc-out-zero", "ctlcheck:alloc-failed", FAIL_NONZERO, true},
    {"alloc-out-negative", "ctlcheck:alloc-failed", FAIL_NEGATIVE, true},
    {"alloc-out-false", "ctlcheck:alloc-failed", FAIL_ZERO, true},
};

/* Does anything in fn but event `call` define var? */
static bool defined_elsewhere(const ir_function *fn, uint32_t var,
                              const ir_event *call)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e == call)
      continue;
    /* `def r` right after `call f () -> r` is the call's own store. */
    bool own = e->kind == IR_EV_DEF && e > fn->events && e[-1].kind == IR_EV_CALL &&
               &e[-1] == call;
    if ((e->kind == IR_EV_DEF && e->var == var && !own) ||
        (e->kind == IR_EV_CALL && e->result == var))
      return true;
  }
  return false;
}

/* Does edge ed lead where var's value means failure `how` (var compared
   with 0, or with -1 for a negative result)? */
static bool edge_fails(const ir_function *fn, const ir_edge *ed, uint32_t var,
                       fail_kind how)
{
  ir_cmp op;
  const ir_operand *k;
  if (!un_edge_compares(fn, ed, var, &op, &k) || k->kind != IR_OP_CONST || !k->text)
    return false;
  bool zero = !strcmp(k->text, "0"), minus_one = !strcmp(k->text, "-1");
  switch (how) {
  case FAIL_NONZERO:
    return zero && (op == IR_CMP_NE || op == IR_CMP_GT || op == IR_CMP_LT);
  case FAIL_NEGATIVE:
    return (zero && op == IR_CMP_LT) ||
           (minus_one && (op == IR_CMP_EQ || op == IR_CMP_LE));
  case FAIL_ZERO:
    return zero && op == IR_CMP_EQ;
  }
  return false;
}

/* How many edges lead to node n? */
static uint32_t predecessors(const ir_function *fn, uint32_t n)
{
  uint32_t k = 0;
  for (uint32_t i = 0; i < fn->nedges; i++)
    k += fn->edges[i].to == n;
  return k;
}

/* The synthetic failure event `failed` of `call`: with the call's
   arguments, or only its argument `out` (1-based) when out is not 0. */
static ir_event failure_event(ir_function *fn, const ir_event *call,
                              const char *failed, uint32_t out)
{
  ir_event t = *call;
  t.flags = IR_EVF_SYNTHETIC;
  t.callee = ir_strdup(fn, failed);
  uint32_t n = out ? 1 : call->nargs;
  ir_operand *args = ir_alloc(fn, (n + 1) * sizeof *args);
  if (n)
    memcpy(args, out ? &call->args[out - 1] : call->args, n * sizeof *args);
  t.args = args;
  t.nargs = n;
  t.result = IR_NONE;
  t.nattrs = 0;
  t.attrs = NULL;
  return t;
}

/* Queue the failure event `failed` of `call` (result r, node `node`,
   position `pos` in it) on every edge that finds r failed; with
   `after_if_lost`, after the call itself instead when a failing edge
   cannot be marked (its target has other predecessors), none is found,
   or r is defined elsewhere. */
static uint32_t mark_failures(ir_function *fn, const ir_event *call, uint32_t node,
                              uint32_t pos, fail_kind how, const char *failed,
                              uint32_t out, bool after_if_lost, twins *tw)
{
  bool lost = defined_elsewhere(fn, call->result, call);
  uint32_t done = 0, *to = ut_calloc((size_t)fn->nedges + 1, sizeof *to);
  for (uint32_t i = 0; i < fn->nedges && !lost; i++) {
    const ir_edge *ed = &fn->edges[i];
    if (!edge_fails(fn, ed, call->result, how))
      continue;
    if (ed->to < 2 || predecessors(fn, ed->to) != 1)
      lost = after_if_lost; /* a lock call's other branches are still marked */
    else
      to[done++] = ed->to;
  }
  /* An allocation whose result no branch is known to test for failure
     may have failed anywhere after it. */
  if (after_if_lost && !done)
    lost = true;
  if (lost && after_if_lost) {
    ir_event t = failure_event(fn, call, failed, out);
    un_push_twin(tw, node, pos + 1, &t);
    done = 1;
  } else if (lost) {
    done = 0;
  } else {
    for (uint32_t i = 0; i < done; i++) {
      ir_event t = failure_event(fn, call, failed, out);
      un_push_twin(tw, to[i], 0, &t);
    }
  }
  free(to);
  return done;
}

/* The kind of failure callee reports (an index of kinds), or -1; the
   family's argument into *out. */
static int failure_of(const rl_set *rules, const char *callee, uint32_t *out)
{
  for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
    if ((*out = rl_set_family_arg(rules, kinds[k].family, callee)))
      return (int)k;
  return -1;
}

/* Queue the copy `r = ARG` (call's result r, ARG its argument `arg`,
   1-based) at the start of every node an edge that finds r not NULL
   leads to, when that node has no other predecessor; how many. */
static uint32_t mark_success_copies(ir_function *fn, const ir_event *call,
                                    uint32_t arg, twins *tw)
{
  const ir_operand *a = &call->args[arg - 1];
  if (a->kind != IR_OP_VAR || a->var == call->result ||
      defined_elsewhere(fn, call->result, call))
    return 0;
  uint32_t done = 0;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    const ir_edge *ed = &fn->edges[i];
    if (!edge_fails(fn, ed, call->result, FAIL_NONZERO) || ed->to < 2 ||
        predecessors(fn, ed->to) != 1)
      continue;
    ir_event t = un_synthetic(IR_EV_DEF, call->loc);
    t.flags |= IR_EVF_COPY;
    t.var = call->result;
    t.value = *a;
    un_push_twin(tw, ed->to, 0, &t);
    done++;
  }
  return done;
}

/* Does a node of the single chain of predecessors from `node` back to
   event `call` (node `cnode`) define var a or b after the call?  True
   also when that chain has a join or leads elsewhere. */
static bool chain_defines(const ir_function *fn, uint32_t node, uint32_t cnode,
                          const ir_event *call, uint32_t a, uint32_t b)
{
  for (uint32_t steps = 0; steps < 64; steps++) {
    const ir_node *nd = &fn->nodes[node];
    for (uint32_t i = 0; i < nd->nevents; i++) {
      const ir_event *e = &fn->events[nd->first_event + i];
      if (node == cnode && e <= call)
        continue;
      bool own = node == cnode && e == call + 1 && e->kind == IR_EV_DEF &&
                 e->var == call->result;
      uint32_t v = e->kind == IR_EV_DEF ? e->var
                   : e->kind == IR_EV_CALL ? e->result : IR_NONE;
      if (!own && v != IR_NONE && (v == a || v == b))
        return true;
    }
    if (node == cnode)
      return false;
    if (node < 2 || predecessors(fn, node) != 1)
      return true;
    for (uint32_t i = 0; i < fn->nedges; i++)
      if (fn->edges[i].to == node) {
        node = fn->edges[i].from;
        break;
      }
  }
  return true;
}

/* Is some argument of call after its first the constant 0 (realloc (p,
   0), which frees p whatever it returns)? */
static bool zero_size(const ir_event *call)
{
  for (uint32_t a = 1; a < call->nargs; a++)
    if (call->args[a].kind == IR_OP_CONST && call->args[a].text &&
        !strcmp(call->args[a].text, "0"))
      return true;
  return false;
}

/* Put event t on edge i of fn in a node of its own (the edge leads to
   it, it leads where the edge did); fn must be finished again. */
static void put_on_edge(ir_function *fn, uint32_t i, const ir_event *t)
{
  uint32_t to = fn->edges[i].to;
  uint32_t mid = ir_add_node(fn, fn->nodes[to].loc);
  fn->nodes[mid].flags |= IR_NF_ARTIFICIAL;
  ir_add_event(fn, mid, t);
  fn->edges[i].to = mid;
  ir_edge on = {mid, to, IR_EDGE_FALLTHRU, IR_NONE, NULL, NULL, IR_NONE};
  ir_add_edge(fn, &on);
}

/* Put `ctlcheck:realloc-moved (p)` on every edge that finds the result
   of event ci (a reallocation of p, its argument arg, in node cnode) not
   NULL; how many.  (Each edge put moves fn's events: ci is looked up
   again.) */
static uint32_t mark_moved(ir_function *fn, uint32_t ci, uint32_t cnode,
                           uint32_t arg)
{
  const ir_event *call = &fn->events[ci];
  const ir_operand *a = &call->args[arg - 1];
  if (a->kind != IR_OP_VAR || (a->flags & IR_OPF_OFFSET) ||
      a->var == call->result || zero_size(call))
    return 0;
  uint32_t p = a->var;
  ir_event t = failure_event(fn, call, "ctlcheck:realloc-moved", arg);
  uint32_t done = 0, nedges = fn->nedges;
  for (uint32_t i = 0; i < nedges; i++) {
    call = &fn->events[ci];
    const ir_edge *ed = &fn->edges[i];
    if (!edge_fails(fn, ed, call->result, FAIL_NONZERO) ||
        chain_defines(fn, ed->from, cnode, call, p, call->result))
      continue;
    put_on_edge(fn, i, &t);
    done++;
  }
  return done;
}

uint32_t un_realloc_moved_mark(ir_function *fn, const rl_set *rules)
{
  uint32_t done = 0, nnodes = fn->nnodes;
  for (uint32_t n = 2; n < nnodes; n++)
    for (uint32_t j = 0; j < fn->nodes[n].nevents; j++) {
      uint32_t ci = fn->nodes[n].first_event + j;
      const ir_event *e = &fn->events[ci];
      uint32_t arg;
      if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC) ||
          e->result == IR_NONE || !e->callee ||
          !(arg = rl_set_family_arg(rules, "resize", e->callee)) ||
          arg > e->nargs)
        continue;
      done += mark_moved(fn, ci, n, arg);
    }
  if (done)
    ir_function_finish(fn);
  return done;
}

/* Queue the copy a call of the family `result-arg` (its result stored)
   gives back on the branches that find it succeeded; how many. */
static uint32_t mark_result_arg(ir_function *fn, const rl_set *rules,
                                const ir_event *e, uint32_t node, uint32_t pos,
                                twins *tw)
{
  (void)node, (void)pos;
  uint32_t arg = rl_set_family_arg(rules, "result-arg", e->callee);
  return arg && arg <= e->nargs ? mark_success_copies(fn, e, arg, tw) : 0;
}

/* Queue the failure events of a call (its result stored) of a family
   of kinds; how many. */
static uint32_t mark_failed(ir_function *fn, const rl_set *rules,
                            const ir_event *e, uint32_t node, uint32_t pos,
                            twins *tw)
{
  uint32_t arg = 0;
  int k = failure_of(rules, e->callee, &arg);
  if (k < 0 || (kinds[k].out_arg && arg > e->nargs))
    return 0;
  return mark_failures(fn, e, node, pos, kinds[k].how, kinds[k].failed,
                       kinds[k].out_arg ? arg : 0, kinds[k].out_arg, tw);
}

/* Run `mark` on every call of fn the source writes whose result is
   stored, then insert what it queued; how many it marked. */
static uint32_t mark_calls(ir_function *fn, const rl_set *rules,
                           uint32_t (*mark)(ir_function *, const rl_set *,
                                            const ir_event *, uint32_t,
                                            uint32_t, twins *))
{
  twins tw = {0};
  uint32_t done = 0;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    for (uint32_t j = 0; j < fn->nodes[n].nevents; j++) {
      const ir_event *e = &fn->events[fn->nodes[n].first_event + j];
      if (e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
          e->result != IR_NONE)
        done += mark(fn, rules, e, n, j, &tw);
    }
  un_twins_apply(fn, &tw);
  return done;
}

uint32_t un_failed_mark(ir_function *fn, const rl_set *rules)
{
  return mark_calls(fn, rules, mark_failed);
}

uint32_t un_result_arg_mark(ir_function *fn, const rl_set *rules)
{
  return mark_calls(fn, rules, mark_result_arg);
}
