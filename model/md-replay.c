/* md-replay.c: replaying a path of the syntactic model on the abstract store: feasible, or which variables refute it. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "md-private.h"
#include "ctlcheck/util.h"

enum {
  MAX_STORES = 16, /* stores kept apart by `v != K` splits */
  EXTRA_LAPS = 2   /* turns of a lasso's loop replayed after the path */
};

/* Is `to` a successor of `from` in k? */
static bool linked(const ctl_kripke *k, uint32_t from, uint32_t to)
{
  for (uint32_t i = k->succ_off[from]; i < k->succ_off[from + 1]; i++)
    if (k->succ[i] == to)
      return true;
  return false;
}

/* Is states[0..n) with its loop a path of syn? */
static bool is_path(const md_syntactic *syn, const uint32_t *states,
                    uint32_t n, uint32_t loop)
{
  for (uint32_t i = 0; i < n; i++)
    if (states[i] >= syn->nstates || (i && !linked(&syn->k, states[i - 1],
                                                   states[i])))
      return false;
  if (loop == UINT32_MAX)
    return true;
  return loop < n && linked(&syn->k, states[n - 1], states[loop]);
}

/* Track variable v unless `skip` says not to. */
static void track(md_store *st, const bool *skip, uint32_t v)
{
  if (v != IR_NONE && !(skip && skip[v]) &&
      md_store_relation_ok(st, v, skip))
    md_store_track(st, v);
}

static void track_operand(md_store *st, const bool *skip, const ir_operand *o)
{
  if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET))
    track(st, skip, o->var);
}

/* Track the relation flags of test `cond` (its IR_EVF_RELATION twins,
   un-relation.c), which decide it as the test does. */
static void track_relations(md_store *st, const bool *skip, uint32_t cond)
{
  const ir_function *fn = st->fn;
  for (uint32_t j = cond; j-- > 0;) {
    const ir_event *t = &fn->events[j];
    if (t->kind != IR_EV_CMP || !(t->flags & IR_EVF_SYNTHETIC))
      break;
    if (t->flags & IR_EVF_RELATION)
      track_operand(st, skip, &t->lhs);
  }
}

/* Track what the path's conditions read, in path order, then what the
   assignments of the path's nodes compute those from, transitively;
   never the variables in skip (may be NULL). */
static void choose(md_store *st, const md_syntactic *syn,
                   const uint32_t *states, uint32_t n, const bool *skip)
{
  const ir_function *fn = st->fn;
  for (uint32_t i = 0; i < n; i++) {
    if (states[i] < syn->nnodes)
      continue;
    const ir_edge *e = &fn->edges[syn->state_edge[states[i]]];
    if (e->cond != IR_NONE) {
      track_operand(st, skip, &fn->events[e->cond].lhs);
      track_operand(st, skip, &fn->events[e->cond].rhs);
      track_relations(st, skip, e->cond);
    }
    track(st, skip, e->switch_var);
  }
  /* The path's nodes, each once. */
  bool *seen = ut_calloc((size_t)syn->nnodes + 1, sizeof *seen);
  uint32_t *nodes = ut_calloc((size_t)n + 1, sizeof *nodes), nn = 0;
  for (uint32_t i = 0; i < n; i++)
    if (states[i] < syn->nnodes && !seen[states[i]]) {
      seen[states[i]] = true;
      nodes[nn++] = states[i];
    }
  for (uint32_t done = 0; done < st->ntracked; done++) {
    uint32_t var = st->var_of[done];
    for (uint32_t j = 0; j < nn; j++) {
      const ir_node *node = &fn->nodes[nodes[j]];
      for (uint32_t i = 0; i < node->nevents; i++) {
        const ir_event *e = &fn->events[node->first_event + i];
        if (e->kind != IR_EV_DEF || e->var != var)
          continue;
        track_operand(st, skip, &e->value);
        track_operand(st, skip, &e->rhs);
      }
    }
  }
  free(seen);
  free(nodes);
}

/* Does operand o read v, directly or through a variable that a
   definition in component comp computes from v (`t = i; i = t + 1`)? */
static bool reads_from(const ir_function *fn, const md_syntactic *syn,
                       const ir_operand *o, uint32_t v, uint32_t comp)
{
  if (o->kind != IR_OP_VAR || o->var == IR_NONE)
    return false;
  if (o->var == v)
    return true;
  for (uint32_t nd = 2; nd < syn->nnodes; nd++) {
    if (syn->comp[nd] != comp)
      continue;
    const ir_node *node = &fn->nodes[nd];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      if (e->kind == IR_EV_DEF && e->var == o->var &&
          ((e->value.kind == IR_OP_VAR && e->value.var == v) ||
           (e->rhs.kind == IR_OP_VAR && e->rhs.var == v)))
        return true;
    }
  }
  return false;
}

/* Loop counters: variables that some loop of fn steps by arithmetic on
   their own value (a definition `v = v OP b` at a node on a cycle of
   syn, also through a copy made in that loop); per variable, the
   component of one such node + 1 (0: not a counter).  NULL when there
   are none.  `dir = argv[i] + 1` in an argument loop is no counter: its
   value does not depend on the turns before. */
static uint32_t *loop_counters(const ir_function *fn, const md_syntactic *syn)
{
  /* A state is on a cycle when its component has another state, or it
     is its own successor. */
  uint32_t *size = ut_calloc((size_t)syn->nstates + 1, sizeof *size);
  for (uint32_t s = 0; s < syn->nstates; s++)
    size[syn->comp[s]]++;
  uint32_t *counter = NULL;
  for (uint32_t nd = 2; nd < syn->nnodes; nd++) {
    bool cyclic = size[syn->comp[nd]] > 1;
    for (uint32_t i = syn->k.succ_off[nd]; i < syn->k.succ_off[nd + 1]; i++)
      cyclic |= syn->k.succ[i] == nd;
    if (!cyclic)
      continue;
    const ir_node *node = &fn->nodes[nd];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      if (e->kind == IR_EV_DEF && e->arith != IR_AR_NONE && e->var != IR_NONE &&
          (reads_from(fn, syn, &e->value, e->var, syn->comp[nd]) ||
           reads_from(fn, syn, &e->rhs, e->var, syn->comp[nd]))) {
        if (!counter)
          counter = ut_calloc((size_t)fn->nvars + 1, sizeof *counter);
        counter[e->var] = syn->comp[nd] + 1;
      }
    }
  }
  free(size);
  return counter;
}

/* Per state of syn: is it a node where more turns of a loop fit in?
   One its component is entered at from outside (a loop's head), or one
   an edge from a node not before it leads to (the first node of a
   loop's body, in GIMPLE's block order: the turn of an inner loop,
   whose head is inside the outer loop's component). */
static bool *loop_entries(const ir_function *fn, const md_syntactic *syn)
{
  bool *entry = ut_calloc((size_t)syn->nstates + 1, sizeof *entry);
  for (uint32_t u = 0; u < syn->nstates; u++)
    for (uint32_t i = syn->k.succ_off[u]; i < syn->k.succ_off[u + 1]; i++) {
      uint32_t v = syn->k.succ[i];
      uint32_t from = u < syn->nnodes ? u : fn->edges[syn->state_edge[u]].from;
      if (v >= 2 && v < syn->nnodes &&
          (syn->comp[v] != syn->comp[u] || from >= v))
        entry[v] = true;
    }
  return entry;
}

/* Counters havocked (replay's havoc): per variable, its loop's component
   + 1 (loop_counters), and the loops' heads (loop_entries). */
typedef struct havoc_ctx {
  const uint32_t *counter;
  const bool *entry;
} havoc_ctx;

/* After node s ran: a loop counter takes any value where its loop may
   turn more (at the loop's head) and where it steps; a counter set to a
   constant (`i = 0`) keeps it.  In each of the ncur stores of width w. */
static void havoc_counters(md_store *st, const md_syntactic *syn,
                           const havoc_ctx *h, uint32_t s, uint32_t *val,
                           uint64_t *prov, uint32_t ncur, size_t w)
{
  const ir_function *fn = st->fn;
  const ir_node *node = &fn->nodes[s];
  uint64_t any_value = 0;
  for (uint32_t t = 0; t < st->ntracked; t++) {
    uint32_t v = st->var_of[t];
    bool any = h->entry[s] && h->counter[v] == syn->comp[s] + 1;
    for (uint32_t i = 0; !any && h->counter[v] && i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      any = e->kind == IR_EV_DEF && e->var == v &&
            !(e->value.kind == IR_OP_CONST && e->arith == IR_AR_NONE);
    }
    if (any)
      any_value |= UINT64_C(1) << t;
  }
  for (uint32_t j = 0; any_value && j < ncur; j++)
    md_store_forget(st, val + j * w, prov + j * w, any_value);
}

/* One replay, following the variables choose() picks outside skip; with
   havoc, the loop counters take any value where their loops may turn
   more (havoc_counters). */
static void replay(const ir_function *fn, const md_syntactic *syn,
                   const uint32_t *states, uint32_t n, uint32_t loop,
                   const bool *skip, const havoc_ctx *havoc,
                   md_replay_result *out)
{
  memset(out, 0, sizeof *out);
  out->feasible = true;
  out->step = IR_NONE;
  md_vals *vals = md_vals_new();
  md_store st;
  md_store_init(&st, fn, vals);
  st.leaf_clobbers = true;
  choose(&st, syn, states, n, skip);
  md_store_pin_constants(&st);
  out->ntracked = st.ntracked;

  /* Two banks of up to MAX_STORES stores (values and provenance). */
  size_t w = (size_t)md_store_width(&st) + 1;
  uint32_t *val[2] = {ut_calloc(MAX_STORES * w, sizeof **val),
                      ut_calloc(MAX_STORES * w, sizeof **val)};
  uint64_t *prov[2] = {ut_calloc(MAX_STORES * w, sizeof **prov),
                       ut_calloc(MAX_STORES * w, sizeof **prov)};
  int cur = 0;
  uint32_t ncur = 1;
  md_store_top(&st, val[0], prov[0]);

  /* Step `step` is at states[i]: the path, then the loop's turns. */
  uint64_t total = n + (loop < n ? (uint64_t)EXTRA_LAPS * (n - loop) : 0);
  for (uint64_t step = 0; step < total; step++) {
    uint32_t i = step < n ? (uint32_t)step
                          : loop + (uint32_t)((step - n) % (n - loop));
    uint32_t s = states[i];
    uint32_t prev = step == 0 ? UINT32_MAX
                    : step >= n && i == loop ? states[n - 1] : states[i - 1];
    if (s < syn->nnodes) {
      if (s == 1 && prev == 1)
        continue; /* EXIT's own loop executes nothing (as in the product) */
      for (uint32_t j = 0; j < ncur; j++)
        md_store_execute(&st, val[cur] + j * w, prov[cur] + j * w, s, false);
      if (havoc)
        havoc_counters(&st, syn, havoc, s, val[cur], prov[cur], ncur, w);
      continue;
    }
    uint32_t k = syn->state_edge[s], nnext = 0;
    uint64_t names = 0;
    int nx = 1 - cur;
    for (uint32_t j = 0; j < ncur; j++) {
      /* Split only while every store left still finds room. */
      bool split = nnext + 2 + (ncur - j - 1) <= MAX_STORES;
      int r = md_store_edge(&st, val[cur] + j * w, prov[cur] + j * w, k, true,
                            split, val[nx] + nnext * w, prov[nx] + nnext * w,
                            val[nx] + (nnext + 1) * w,
                            prov[nx] + (nnext + 1) * w);
      if (r == 0)
        names |= md_store_edge_names(&st, prov[cur] + j * w, k);
      nnext += (uint32_t)r;
    }
    if (nnext == 0) {
      out->feasible = false;
      out->step = i;
      out->lap = step < n ? 0 : 1 + (uint32_t)((step - n) / (n - loop));
      out->named = ut_calloc(st.ntracked + 1, sizeof *out->named);
      for (uint32_t t = 0; t < st.ntracked; t++)
        if (names >> t & 1)
          out->named[out->nnamed++] = st.var_of[t];
      break;
    }
    cur = nx;
    ncur = nnext;
  }
  /* Ascending, so that sets of named variables compare simply. */
  for (uint32_t a = 1; a < out->nnamed; a++)
    for (uint32_t b = a; b > 0 && out->named[b - 1] > out->named[b]; b--) {
      uint32_t t = out->named[b];
      out->named[b] = out->named[b - 1];
      out->named[b - 1] = t;
    }
  free(val[0]);
  free(val[1]);
  free(prov[0]);
  free(prov[1]);
  md_store_free(&st);
  md_vals_free(vals);
}

bool md_replay(const ir_function *fn, const md_syntactic *syn,
               const uint32_t *states, uint32_t n, uint32_t loop,
               md_replay_result *out)
{
  memset(out, 0, sizeof *out);
  out->feasible = true;
  out->step = IR_NONE;
  if (n == 0)
    return true;
  if (!is_path(syn, states, n, loop))
    return false;
  replay(fn, syn, states, n, loop, NULL, NULL, out);
  if (out->feasible)
    return true;
  uint32_t *counter = loop_counters(fn, syn);
  bool named_counter = false;
  for (uint32_t i = 0; counter && i < out->nnamed; i++)
    named_counter |= counter[out->named[i]] != 0;
  md_replay_result any_count;
  if (named_counter) {
    /* Refuted whatever the counts: two tests of a counter in one turn
       of its loop (`if (i == 0) t = now (); ... if (i == 0) use (t);`,
       htop's scanCPUFrequencyFromSysCPUFreq) disagree however often
       it turned before. */
    bool *entry = loop_entries(fn, syn);
    havoc_ctx h = {counter, entry};
    replay(fn, syn, states, n, loop, NULL, &h, &any_count);
    free(entry);
    if (!any_count.feasible) {
      md_replay_result_free(out);
      *out = any_count;
      named_counter = false;
    } else {
      md_replay_result_free(&any_count);
    }
  }
  if (named_counter) {
    /* Is it the loop counts alone?  Then the path is feasible for some
       number of turns, which is what the product's widening says too. */
    bool *skip = ut_calloc((size_t)fn->nvars + 1, sizeof *skip);
    for (uint32_t v = 0; v < fn->nvars; v++)
      skip[v] = counter[v] != 0;
    md_replay_result modulo;
    replay(fn, syn, states, n, loop, skip, NULL, &modulo);
    free(skip);
    if (modulo.feasible) {
      out->counted = true;
      out->loops = ut_calloc(out->nnamed + 1, sizeof *out->loops);
      for (uint32_t i = 0; i < out->nnamed; i++) {
        uint32_t c = counter[out->named[i]], k = 0;
        while (k < out->nloops && out->loops[k] != c - 1)
          k++;
        if (c && k == out->nloops)
          out->loops[out->nloops++] = c - 1;
      }
      md_replay_result_free(&modulo);
    } else {
      md_replay_result_free(out);
      *out = modulo;
    }
  }
  free(counter);
  return true;
}

void md_replay_result_free(md_replay_result *r)
{
  free(r->named);
  free(r->loops);
  memset(r, 0, sizeof *r);
}
