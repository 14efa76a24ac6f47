/* rl-check.c: checking a function's rules on its (product) model and wording findings. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "rl-match.h"

enum { DEFAULT_MAX_STATES = 20000 };

/* ------------------------------------------------------------ label cache */

/* One pattern's labels for the bindings of one kind. */
typedef struct label_set {
  uint32_t kinds, n;    /* the bindings (rl_bindings.kinds and .n) */
  uint32_t next;        /* the next set of the same pattern key, or UT_NONE */
  uint64_t *rows;       /* syntactic states x nwords */
  bool any;             /* some bit of rows is set */
} label_set;

/* The bindings of one kind (a metavariable or none, and its kinds). */
typedef struct binding_set {
  bool var;
  uint32_t kinds;
  rl_bindings b;
} binding_set;

/* Labels are shared between rules: a pattern seen again for bindings of
   the same kind is labelled once per function. */
typedef struct fn_ctx {
  const ir_function *fn;
  rl_stats *times;      /* where phase times go (NULL: nowhere) */
  rl_env env;           /* the set, and each call's callee looked up once */
  md_syntactic syn;
  bool precise;
  md_product prod;
  const ctl_kripke *k;
  uint32_t *base;       /* per model state: syntactic state */
  uint32_t nmodel;
  label_set *labels;    /* labelled so far */
  size_t nlabels, caplabels;
  uint32_t *label_first; /* per pattern key_id: its first label set, or
                            UT_NONE */
  size_t nfirst, capfirst;
  uint32_t *last_use;   /* per pattern key_id: the last enabled rule with
                           a prop of that key (its labels are freed then) */
  binding_set **bsets;  /* bindings made so far, one per kind */
  size_t nbsets, capbsets;
  rl_findings *out;
  size_t first;         /* this function's first finding in out */
  struct validation *val; /* counterexample validation (below) */
  uint64_t max_states;  /* the product's budget */
  ctl_explore_scratch *scratch; /* rl_options.scratch */
  md_product bprod;     /* `model branches` rules' product, built when one
                           needs it (bstate 1; -1: over budget) */
  int bstate;
  uint32_t *bbase;      /* per bprod state: syntactic state */
  const ctl_kripke **ck; /* structures checked so far, and their checkers */
  ctl_checker **checkers; /* (kept for every rule checked over them) */
  size_t nchecker, capchecker;
  uint32_t *marks;      /* per finding of the rule being checked: its
                           binding and the syntactic state of its last
                           event (pairs), for `each` */
  size_t nmarks, capmarks;
} fn_ctx;

/* r's formula prepared for the engine, the first time a function needs
   it and kept with the rule for the rest of the unit (a cache: the rule
   is otherwise not changed by checking). */
static const ctl_prepared *prepared(const rl_rule_priv *r)
{
  rl_rule_priv *w = (rl_rule_priv *)r;
  if (!w->prepared)
    w->prepared = ctl_prepare(r->formula);
  return w->prepared;
}

/* The checker over structure k (made the first time). */
static ctl_checker *checker_for(fn_ctx *C, const ctl_kripke *k)
{
  for (size_t i = 0; i < C->nchecker; i++)
    if (C->ck[i] == k)
      return C->checkers[i];
  size_t cap = C->capchecker;
  C->checkers = ut_grow(C->checkers, C->nchecker, &C->capchecker,
                        sizeof *C->checkers);
  if (C->capchecker != cap)
    C->ck = ut_realloc(C->ck, C->capchecker * sizeof *C->ck);
  C->ck[C->nchecker] = k;
  return C->checkers[C->nchecker++] = ctl_checker_new(k);
}

/* The labels of a prop's pattern for bindings b: looked up by the key's
   id (the set interned the key when parsing it), computed the first
   time; *any: whether some bit is set. */
static const uint64_t *labels_for(fn_ctx *C, const rl_pat *p,
                                  const rl_bindings *b, bool *any)
{
  uint32_t id = p->key_id;
  if (C->nfirst <= id) { /* grown once, not once per id */
    C->label_first = ut_grow(C->label_first, id, &C->capfirst,
                             sizeof *C->label_first);
    while (C->nfirst <= id)
      C->label_first[C->nfirst++] = UT_NONE;
  }
  for (uint32_t i = C->label_first[id]; i != UT_NONE; i = C->labels[i].next)
    if (C->labels[i].kinds == b->kinds && C->labels[i].n == b->n) {
      *any = C->labels[i].any;
      return C->labels[i].rows;
    }
  uint64_t *rows =
      ut_malloc(((size_t)C->syn.nstates * b->nwords + 1) * sizeof *rows);
  *any = rl_label(&C->env, p, C->fn, &C->syn, b, rows);
  C->labels = ut_grow(C->labels, C->nlabels, &C->caplabels, sizeof *C->labels);
  C->labels[C->nlabels] =
      (label_set){b->kinds, b->n, C->label_first[id], rows, *any};
  C->label_first[id] = (uint32_t)C->nlabels++;
  return rows;
}

/* Per pattern key id, the index of the last enabled rule of s with a prop
   of that key (UT_NONE: none). */
static uint32_t *labels_last_use(const rl_set *s)
{
  uint32_t *last = ut_malloc(((size_t)s->pat_keys.n + 1) * sizeof *last);
  for (uint32_t k = 0; k <= s->pat_keys.n; k++)
    last[k] = UT_NONE;
  for (size_t i = 0; i < s->n; i++)
    if (s->rules[i]->pub.enabled)
      for (uint32_t p = 0; p < s->rules[i]->nprops; p++)
        last[s->rules[i]->props[p].pat->key_id] = (uint32_t)i;
  return last;
}

/* After rule i of the function: free the labels no later rule reads
   (they would only add to the function's peak memory). */
static void labels_done(fn_ctx *C, const rl_rule_priv *r, size_t i)
{
  for (uint32_t p = 0; p < r->nprops; p++) {
    uint32_t id = r->props[p].pat->key_id;
    if (C->last_use[id] != i || id >= C->nfirst)
      continue;
    for (uint32_t l = C->label_first[id]; l != UT_NONE; l = C->labels[l].next) {
      free(C->labels[l].rows);
      C->labels[l].rows = NULL;
    }
    C->label_first[id] = UT_NONE;
  }
}

/* ---------------------------------------------------------------- models */

/* A refined product: the function's product again, with the variables a
   refuted counterexample named forced into its store. */
typedef struct refined {
  uint32_t *vars;       /* the forced variables, ascending */
  uint32_t nvars;
  bool ok;              /* built within the budget */
  md_product prod;
  uint32_t *base;       /* per state: syntactic state */
} refined;

/* What validation needs for one function (see doc/design.md). */
typedef struct validation {
  bool on;              /* replay findings' paths (not with model=cfg) */
  rl_model_kind kind;   /* how the function was modelled */
  uint64_t max_states;  /* the budget, for refined products too */
  refined **refined;    /* products built so far, by forced set (each
                           allocated alone: views point into them) */
  size_t nrefined, caprefined;
} validation;

/* One model as the checker sees it: a structure and, for a product, the
   syntactic state of each of its states and the variables it tracks. */
typedef struct model_view {
  const ctl_kripke *k;
  uint32_t nmodel;
  const uint32_t *base;     /* NULL: the syntactic model itself */
  const uint32_t *tracked;
  uint32_t ntracked;
} model_view;

/* Per state of product p, its syntactic state. */
static uint32_t *product_base(const fn_ctx *C, const md_product *p)
{
  uint32_t *base = ut_calloc((size_t)p->nstates + 1, sizeof *base);
  for (uint32_t s = 0; s < p->nstates; s++)
    base[s] = p->node[s] != IR_NONE ? p->node[s]
                                    : C->syn.edge_state[p->edge[s]];
  return base;
}

/* The clock, when the phases are measured (rl_options.timed); else 0. */
static double clock_if(const fn_ctx *C)
{
  return C->times ? ut_seconds() : 0;
}

/* The seconds of the phases evidence can run again (a refined product
   is built, labelled and checked): not counted twice. */
static double phases_so_far(const rl_stats *t)
{
  return t ? t->product_s + t->narrow_s + t->label_s + t->engine_s : 0;
}

/* Build the model: the product when it fits the budget, else the CFG. */
static void build_model(fn_ctx *C, const rl_options *opt, rl_stats *st)
{
  C->k = &C->syn.k;
  C->nmodel = C->syn.nstates;
  C->base = NULL;
  C->val->kind = RL_MODEL_CFG;
  if (opt && opt->syntactic)
    return;
  uint64_t max = opt && opt->max_states ? opt->max_states : DEFAULT_MAX_STATES;
  C->val->on = true;
  C->val->max_states = max;
  C->max_states = max;
  double t0 = clock_if(C);
  bool built = md_product_build(C->fn, max, C->scratch, &C->prod);
  if (C->times) {
    C->times->narrow_s += C->prod.narrow_seconds;
    C->times->product_s += ut_seconds() - t0 - C->prod.narrow_seconds;
  }
  if (!built) {
    if (st)
      st->fallbacks++;
    return;
  }
  if (st && C->prod.dropped)
    st->narrowed++;
  C->val->kind = C->prod.dropped ? RL_MODEL_NARROWED : RL_MODEL_PRODUCT;
  C->precise = true;
  C->k = &C->prod.k;
  C->nmodel = C->prod.nstates;
  C->base = product_base(C, &C->prod);
}

/* The model rule checking uses now (the function's, or the CFG for a
   `model cfg` rule). */
static model_view current_view(const fn_ctx *C)
{
  model_view v = {C->k, C->nmodel, C->base, NULL, 0};
  if (C->base) {
    v.tracked = C->prod.tracked;
    v.ntracked = C->prod.ntracked;
  }
  return v;
}

/* The refined product forcing vars[0..n) (ascending), built once per
   function and set: first with the variables the product would choose
   anyway (and its narrowing), unless the function was over budget
   already, then with the forced ones alone.  NULL when neither fits. */
static const refined *refined_for(fn_ctx *C, const uint32_t *vars, uint32_t n)
{
  validation *V = C->val;
  for (size_t i = 0; i < V->nrefined; i++)
    if (V->refined[i]->nvars == n &&
        memcmp(V->refined[i]->vars, vars, n * sizeof *vars) == 0)
      return V->refined[i]->ok ? V->refined[i] : NULL;
  V->refined = ut_grow(V->refined, V->nrefined, &V->caprefined,
                       sizeof *V->refined);
  refined *r = ut_calloc(1, sizeof *r);
  V->refined[V->nrefined++] = r;
  r->vars = ut_calloc((size_t)n + 1, sizeof *vars);
  memcpy(r->vars, vars, n * sizeof *vars);
  r->nvars = n;
  if (C->precise)
    r->ok = md_product_build_tracking(C->fn, V->max_states, vars, n, false,
                                      C->scratch, &r->prod);
  if (!r->ok)
    r->ok = md_product_build_tracking(C->fn, V->max_states, vars, n, true,
                                      C->scratch, &r->prod);
  if (!r->ok)
    return NULL;
  r->base = product_base(C, &r->prod);
  return r;
}

static void validation_free(validation *V)
{
  for (size_t i = 0; i < V->nrefined; i++) {
    refined *r = V->refined[i];
    free(r->vars);
    free(r->base);
    if (r->ok)
      md_product_free(&r->prod);
    free(r);
  }
  free(V->refined);
}

/* The rows of one proposition over the states of view v. */
static uint64_t *model_rows(const model_view *v, const uint64_t *syn_rows,
                            const rl_bindings *b)
{
  size_t nw = b->nwords;
  uint64_t *rows = ut_malloc(((size_t)v->nmodel * nw + 1) * sizeof *rows);
  if (!v->base)
    memcpy(rows, syn_rows, (size_t)v->nmodel * nw * sizeof *rows);
  else if (nw == 1) /* the common case: one word, no call per state */
    for (uint32_t s = 0; s < v->nmodel; s++)
      rows[s] = syn_rows[v->base[s]];
  else
    for (uint32_t s = 0; s < v->nmodel; s++)
      memcpy(rows + (size_t)s * nw, syn_rows + (size_t)v->base[s] * nw,
             nw * sizeof *rows);
  return rows;
}

/* ------------------------------------------------------------- findings */

static bool bit(const uint64_t *rows, uint32_t nwords, uint32_t s, uint32_t b)
{
  return (rows[(size_t)s * nwords + b / 64] >> (b % 64)) & 1u;
}

/* Where a syntactic state is in the source (line 0: nowhere).  A node
   the unit made for a synthetic call alone (the release a realloc that
   succeeded made, un-failed.c) is where that call's source is. */
static ir_loc state_loc(const fn_ctx *C, uint32_t ss)
{
  const ir_function *fn = C->fn;
  ir_loc none = {0};
  if (ss < C->syn.nnodes) {
    const ir_node *nd = &fn->nodes[ss];
    if (ss >= 2 && (nd->flags & IR_NF_ARTIFICIAL) && nd->nevents == 1 &&
        fn->events[nd->first_event].kind == IR_EV_CALL &&
        (fn->events[nd->first_event].flags & IR_EVF_SYNTHETIC))
      return fn->events[nd->first_event].loc;
    return ss >= 2 && !(nd->flags & IR_NF_ARTIFICIAL) ? nd->loc : none;
  }
  const ir_edge *e = &fn->edges[C->syn.state_edge[ss]];
  if (e->cond != IR_NONE)
    return fn->events[e->cond].loc;
  return fn->nodes[e->from].loc;
}

/* Does the path go from state s to state t only by an exception that s
   throws (an `eh` edge, to a handler, a cleanup or out of the function)? */
static bool thrown_between(const fn_ctx *C, uint32_t s, uint32_t t)
{
  const ir_function *fn = C->fn;
  if (s >= C->syn.nnodes || t >= C->syn.nnodes)
    return false;
  bool eh = false;
  const ir_node *n = &fn->nodes[s];
  for (uint32_t i = 0; i < n->nsucc; i++) {
    const ir_edge *e = &fn->edges[n->first_succ + i];
    if (e->to == t && e->kind != IR_EDGE_EH)
      return false;
    eh |= e->to == t;
  }
  return eh;
}

/* Append an event; `same` says it repeats the previous one (the same
   place reached again without anything located in between). */
static void add_event(rl_finding *f, ir_loc loc, char *text, bool same)
{
  if (same && f->nevents && strcmp(f->events[f->nevents - 1].text, text) == 0) {
    free(text);
    return;
  }
  f->events = ut_realloc(f->events, (f->nevents + 1) * sizeof *f->events);
  f->events[f->nevents].loc = loc;
  f->events[f->nevents++].text = text;
}

static rl_finding *new_finding(fn_ctx *C)
{
  rl_findings *o = C->out;
  if (o->n == o->cap) {
    o->cap = o->cap ? 2 * o->cap : 16;
    o->v = ut_realloc(o->v, o->cap * sizeof *o->v);
  }
  rl_finding *f = &o->v[o->n++];
  memset(f, 0, sizeof *f);
  return f;
}

/* Does f hold in state s for binding b?  (Labels f on the whole model:
   for the few formulas asked about while wording a finding.) */
static bool holds_at(const ctl_model *m, const ctl_formula *f, uint32_t s,
                     uint32_t b)
{
  ctl_sat sat = {0};
  if (!ctl_check(m, f, &sat))
    return false;
  bool h = ctl_sat_get(&sat, s, b);
  ctl_sat_free(&sat);
  return h;
}

/* Where the events of a counterexample path start.  For AG g the path
   first leads to a state where g fails; what happens on the way there is
   not part of the story (`p = NULL;` before `p = malloc (..)` is no event
   of the leak), so the events start at that state.  Through a failing
   `->` or `&` the path follows the operand ctl_evidence follows. */
static uint32_t events_start(const ctl_model *m, const ctl_formula *f,
                             const ctl_path *path, uint32_t b)
{
  uint32_t s = path->states[0];
  while (f) {
    if (f->op == CTL_IMPLIES) {
      f = f->r;
    } else if (f->op == CTL_AND) {
      bool l = !holds_at(m, f->l, s, b), r = !holds_at(m, f->r, s, b);
      if (l && r)
        f = ctl_formula_propositional(f->l) ? f->r : f->l;
      else
        f = l ? f->l : f->r;
    } else if (f->op == CTL_AG) {
      ctl_sat sat = {0};
      uint32_t i = 0;
      if (ctl_check(m, f->l, &sat)) {
        while (i < path->n && ctl_sat_get(&sat, path->states[i], b))
          i++;
        ctl_sat_free(&sat);
      }
      return i < path->n ? i : 0;
    } else {
      break;
    }
  }
  return 0;
}

/* The evidence for binding bi on the model of set es (view v), as
   states of the syntactic model. */
static void evidence(const rl_rule_priv *r, ctl_evidence_set *es,
                     const model_view *v, uint32_t bi, ctl_path *path)
{
  memset(path, 0, sizeof *path);
  path->loop = UINT32_MAX;
  ctl_evidence_of(es, r->formula, v->k->initial, bi, path);
  if (v->base)
    for (uint32_t i = 0; i < path->n; i++)
      path->states[i] = v->base[path->states[i]];
}

/* How a finding names temporary v, the unnamed result of a call: after
   the call, as `malloc(...)` (a new string); NULL for any other variable. */
static char *result_name(const ir_function *fn, uint32_t v)
{
  if (fn->vars[v].kind != IR_VAR_TEMP)
    return NULL;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_CALL && e->result == v && e->callee) {
      size_t n = strlen(e->callee) + 6;
      char *s = ut_malloc(n);
      snprintf(s, n, "%s(...)", e->callee);
      return s;
    }
  }
  return NULL;
}

/* Branch events waiting for the next event of the rule: only the
   branches between two events tell how the path got to the second. */
typedef struct story {
  rl_path_event *v;
  uint32_t n, cap;
} story;

/* Keep a branch event (text may be NULL: no branch), unless the same
   branch is already waiting (a loop turned again). */
static void story_add(story *w, ir_loc loc, char *text)
{
  for (uint32_t i = 0; text && i < w->n; i++)
    if (w->v[i].loc.line == loc.line && w->v[i].loc.col == loc.col &&
        !strcmp(w->v[i].text, text)) {
      free(text);
      return;
    }
  if (!text)
    return;
  w->v = ut_grow32(w->v, w->n, &w->cap, sizeof *w->v);
  w->v[w->n].loc = loc;
  w->v[w->n++].text = text;
}

/* Does the branch the path takes at edge state s matter for binding bi
   (`branches PROP`): from another edge of the same test, can a PROP state
   be reached without the path's last state (`if (c) x = 1;` for an
   unset x), or can that last state not be reached at all (`if (end ==
   len) return;`)?  Not a test whose both ways lead on alike. */
static bool branch_matters(const fn_ctx *C, const rl_rule_priv *r,
                           const uint64_t *const *syn, const rl_bindings *b,
                           uint32_t bi, uint32_t s, const ctl_path *path)
{
  if (r->story_prop == RL_STORY_ALL)
    return true;
  const ctl_kripke *k = &C->syn.k;
  uint32_t from = C->fn->edges[C->syn.state_edge[s]].from;
  uint32_t end = path->states[path->n - 1];
  bool *seen = ut_calloc(k->nstates + 1, sizeof *seen);
  uint32_t *stack = ut_calloc(k->nstates + 1, sizeof *stack), n = 0;
  seen[from] = seen[s] = true;
  for (uint32_t i = k->succ_off[from]; i < k->succ_off[from + 1]; i++)
    if (!seen[k->succ[i]]) {
      seen[k->succ[i]] = true;
      stack[n++] = k->succ[i];
    }
  bool hit = false, reaches_end = false;
  while (n && !hit) {
    uint32_t t = stack[--n];
    if (t == end) {
      reaches_end = true;
      continue;
    }
    hit = bit(syn[r->story_prop], b->nwords, t, bi);
    for (uint32_t i = k->succ_off[t]; i < k->succ_off[t + 1]; i++)
      if (!seen[k->succ[i]]) {
        seen[k->succ[i]] = true;
        stack[n++] = k->succ[i];
      }
  }
  free(seen);
  free(stack);
  return hit || !reaches_end;
}

/* Add the waiting branches to f when it has an event before them (into
   NULL: drop them), and start again. */
static void story_flush(story *w, rl_finding *f)
{
  for (uint32_t i = 0; i < w->n; i++)
    if (f && f->nevents)
      add_event(f, w->v[i].loc, w->v[i].text, false);
    else
      free(w->v[i].text);
  if (!f) {
    free(w->v);
    w->v = NULL;
    w->cap = 0;
  }
  w->n = 0;
}

/* The finding for binding bi, worded from its path (syntactic states;
   syn: the propositions' rows over them). */
static void make_finding(fn_ctx *C, const rl_rule_priv *r,
                         const uint64_t *const *syn, const rl_bindings *b,
                         uint32_t bi, const ctl_path *path, rl_verdict verdict)
{
  const ir_function *fn = C->fn;
  uint32_t item = b->item[bi];
  bool is_stmt = (b->kinds & RL_K_STMT) != 0;
  char *tname = r->var && !is_stmt && item != IR_NONE
                    ? result_name(fn, item) : NULL;
  const char *name = tname                                   ? tname
                     : r->var && !is_stmt && item != IR_NONE ? fn->vars[item].name
                                                             : "";
  rl_finding *f = new_finding(C);
  f->rule = &r->pub;
  f->fn = fn;
  f->var = is_stmt ? IR_NONE : item;
  f->message = rl_fill(r->pub.message, r->var, name);
  f->verdict = verdict;
  f->model = C->val->kind;
  ir_loc last = fn->loc;
  uint32_t last_state = UINT32_MAX;
  bool moved = true; /* a located state since the last event */
  /* Events start where the property first fails on the path (not at
     `p = NULL;` before the allocation), judged on the CFG's labels. */
  ctl_model sm = {&C->syn.k, r->nprops, b->n, b->nwords, (uint64_t **)syn};
  uint32_t start = path->n ? events_start(&sm, r->formula, path, bi) : 0;
  /* `declared`: the story starts where the variable is declared (the
     whole object's declaration for a part of it: `int a[4];` for a[1]). */
  if (r->declared_event && !is_stmt && item != IR_NONE) {
    uint32_t root = item;
    for (uint32_t n = 0; fn->vars[root].base != IR_NONE && n < fn->nvars; n++)
      root = fn->vars[root].base;
    if (fn->vars[root].decl.line)
      add_event(f, fn->vars[root].decl,
                rl_fill(r->declared_event, r->var,
                        root == item ? name : fn->vars[root].name),
                false);
  }
  story branches = {0};
  for (uint32_t i = 0; i < path->n; i++) {
    uint32_t s = path->states[i];
    ir_loc here = state_loc(C, s);
    if (here.line) {
      moved |= here.line != last.line || here.col != last.col;
      last = here;
    }
    if (r->story_prop != RL_STORY_NONE && i >= start && s >= C->syn.nnodes &&
        here.line && branch_matters(C, r, syn, b, bi, s, path))
      story_add(&branches, here,
                rl_branch_text(fn, &fn->edges[C->syn.state_edge[s]]));
    for (uint32_t p = 0; i >= start && p < r->nprops; p++)
      if (r->props[p].event && bit(syn[p], b->nwords, s, bi)) {
        story_flush(&branches, f);
        add_event(f, last, rl_fill(r->props[p].event, r->var, name), !moved);
        last_state = s;
        moved = false;
        break;
      }
    /* Every rule's story says where an exception took the path. */
    if (i >= start && i + 1 < path->n &&
        thrown_between(C, s, path->states[i + 1])) {
      if (fn->nodes[s].loc.line)
        last = fn->nodes[s].loc;
      add_event(f, last, ut_strdup("exception thrown here"), false);
      moved = false;
    }
  }
  story_flush(&branches, NULL);
  if (last_state != UINT32_MAX) {
    C->marks = ut_grow(C->marks, C->nmarks, &C->capmarks, 2 * sizeof *C->marks);
    C->marks[2 * C->nmarks] = bi;
    C->marks[2 * C->nmarks++ + 1] = last_state;
  }
  if (f->nevents) {
    f->loc = f->events[f->nevents - 1].loc;
  } else {
    f->loc = is_stmt ? fn->nodes[item].loc
             : r->var && item != IR_NONE ? fn->vars[item].decl : fn->loc;
    if (!f->loc.line)
      f->loc = fn->loc;
  }
  if (r->final_event) {
    char *t = rl_fill(r->final_event, r->var, name);
    if (f->nevents) {
      free(f->events[f->nevents - 1].text);
      f->events[f->nevents - 1].text = t;
    } else {
      add_event(f, f->loc, t, false);
    }
  }
  free(tname);
}

/* ------------------------------------------------------------ validation */

enum {
  MAX_ROUNDS = 3, /* refinements of one set of bindings, per rule */
  MAX_ALONE = 16  /* bindings refined one by one when all together do
                     not fit the budget */
};

/* A binding whose counterexample the store refuted: its latest path,
   whether only loop counts refuted it, and every variable its
   refutations named so far (ascending). */
typedef struct pend_entry {
  uint32_t bind;
  ctl_path path;
  bool counted;
  uint32_t *named;
  uint32_t nnamed;
} pend_entry;

typedef struct pending {
  pend_entry *v;
  size_t n, cap;
} pending;

/* The ascending union of a[0..na) and b[0..nb) (both ascending), in a
   new array; its length in *n. */
static uint32_t *merge_vars(const uint32_t *a, uint32_t na, const uint32_t *b,
                            uint32_t nb, uint32_t *n)
{
  uint32_t *out = ut_calloc((size_t)na + nb + 1, sizeof *out), k = 0;
  for (uint32_t i = 0, j = 0; i < na || j < nb;) {
    uint32_t x = j == nb || (i < na && a[i] <= b[j]) ? a[i] : b[j];
    i += i < na && a[i] == x;
    j += j < nb && b[j] == x;
    out[k++] = x;
  }
  *n = k;
  return out;
}

/* Every variable the entries of p named, ascending, in a new array. */
static uint32_t *pending_vars(const pending *p, uint32_t *n)
{
  uint32_t *all = ut_calloc(1, sizeof *all);
  *n = 0;
  for (size_t i = 0; i < p->n; i++) {
    uint32_t *u = merge_vars(all, *n, p->v[i].named, p->v[i].nnamed, n);
    free(all);
    all = u;
  }
  return all;
}

static void entry_free(pend_entry *e)
{
  ctl_path_free(&e->path);
  free(e->named);
}

static void pending_free(pending *p)
{
  for (size_t i = 0; i < p->n; i++)
    entry_free(&p->v[i]);
  free(p->v);
  memset(p, 0, sizeof *p);
}

/* Can the path turn one of the loops loops[0..n) (components of the
   syntactic model) once more without the rule seeing it: is there a
   cycle through a state of the path, inside those loops, over states
   where no proposition of r holds for binding bi? */
static bool turns_unseen(const fn_ctx *C, const rl_rule_priv *r,
                         const uint64_t *const *syn, const rl_bindings *b,
                         uint32_t bi, const ctl_path *path,
                         const uint32_t *loops, uint32_t n)
{
  const ctl_kripke *k = &C->syn.k;
  uint32_t ns = C->syn.nstates;
  /* quiet[s]: in one of the loops, and no proposition holds there */
  bool *quiet = ut_calloc((size_t)ns + 1, sizeof *quiet);
  for (uint32_t s = 0; s < ns; s++) {
    for (uint32_t l = 0; l < n && !quiet[s]; l++)
      quiet[s] = C->syn.comp[s] == loops[l];
    for (uint32_t p = 0; p < r->nprops && quiet[s]; p++)
      quiet[s] = !bit(syn[p], b->nwords, s, bi);
  }
  uint32_t *stamp = ut_calloc((size_t)ns + 1, sizeof *stamp);
  uint32_t *stack = ut_calloc((size_t)ns + 1, sizeof *stack);
  bool found = false;
  for (uint32_t i = 0; i < path->n && !found; i++) {
    uint32_t from = path->states[i];
    if (!quiet[from] || stamp[from] == UINT32_MAX)
      continue;
    /* Depth-first over quiet states, back to `from`? */
    uint32_t mark = i + 1, top = 0;
    stack[top++] = from;
    while (top && !found) {
      uint32_t s = stack[--top];
      for (uint32_t e = k->succ_off[s]; e < k->succ_off[s + 1]; e++) {
        uint32_t t = k->succ[e];
        if (t == from) {
          found = true;
          break;
        }
        if (quiet[t] && stamp[t] != mark && stamp[t] != UINT32_MAX) {
          stamp[t] = mark;
          stack[top++] = t;
        }
      }
    }
    stamp[from] = UINT32_MAX; /* tried */
  }
  free(quiet);
  free(stamp);
  free(stack);
  return found;
}

/* Binding bi fails on a model and *path is its evidence: replay it.
   Feasible (or not a replayable path): a confirmed finding.  Refuted
   (if only by loop counts, too): the binding waits in *pend for a
   refined model, with the path and the variables named now and before
   (prev[0..nprev)).  Without validation, or for a `model cfg` rule, a
   finding as it is.  The path is consumed. */
static void judge(fn_ctx *C, const rl_rule_priv *r, const uint64_t *const *syn,
                  const rl_bindings *b, uint32_t bi, ctl_path *path,
                  const uint32_t *prev, uint32_t nprev, pending *pend)
{
  if (!C->val->on || r->cfg_only) {
    make_finding(C, r, syn, b, bi, path, RL_UNCHECKED);
    ctl_path_free(path);
    return;
  }
  md_replay_result rep;
  if (!md_replay(C->fn, &C->syn, path->states, path->n, path->loop, &rep) ||
      rep.feasible) {
    make_finding(C, r, syn, b, bi, path, RL_CONFIRMED);
    ctl_path_free(path);
  } else {
    pend->v = ut_grow(pend->v, pend->n, &pend->cap, sizeof *pend->v);
    pend_entry *e = &pend->v[pend->n++];
    e->bind = bi;
    /* Refuted by loop counts alone: the path stands for the same path
       with more turns, if those loops can turn unseen by the rule. */
    e->counted = rep.counted &&
                 turns_unseen(C, r, syn, b, bi, path, rep.loops, rep.nloops);
    e->path = *path;
    e->named = merge_vars(prev, nprev, rep.named, rep.nnamed, &e->nnamed);
  }
  md_replay_result_free(&rep);
}

/* Would a product forcing vars[0..n) track something model v does not?
   (The first refinement of the CFG always would: even a product without
   variables drops branches on constants.) */
static bool refines(const model_view *v, const uint32_t *vars, uint32_t n)
{
  if (!v->base)
    return true;
  for (uint32_t i = 0; i < n; i++) {
    bool have = false;
    for (uint32_t t = 0; t < v->ntracked && !have; t++)
      have = v->tracked[t] == vars[i];
    if (!have)
      return true;
  }
  return false;
}

/* Counterexample-guided refinement of the bindings in *pend (their
   paths refuted on view v): check rule r again on a product that tracks
   the variables their refutations named, and judge the new evidence;
   bounded rounds within the budget.  When the product for all of them
   does not fit, the first MAX_ALONE are refined one by one (each with
   its own variables).  A binding the refined product satisfies is
   refuted for good.  One still pending at the end becomes a finding on
   its last path: unconfirmed, unless only loop counts refuted that path
   and those loops can turn without the rule seeing it (the product
   widens counters too: a path feasible for some number of turns that
   look the same to the rule stays a warning).  *pend is consumed. */
static void refine(fn_ctx *C, const rl_rule_priv *r, const uint64_t *const *syn,
                   const rl_bindings *b, model_view v, pending *pend,
                   rl_stats *st)
{
  for (int round = 0; round < MAX_ROUNDS && pend->n; round++) {
    uint32_t n, *vars = pending_vars(pend, &n);
    bool progress = refines(&v, vars, n);
    const refined *rm = progress ? refined_for(C, vars, n) : NULL;
    free(vars);
    if (progress && !rm && pend->n > 1) { /* over budget together */
      for (size_t i = 0; i < pend->n && i < MAX_ALONE; i++) {
        pending one = {ut_calloc(1, sizeof(pend_entry)), 1, 1};
        one.v[0] = pend->v[i];
        memset(&pend->v[i], 0, sizeof pend->v[i]);
        pend->v[i].bind = IR_NONE; /* moved to `one` */
        refine(C, r, syn, b, v, &one, st);
      }
      break;
    }
    if (!rm)
      break;
    v = (model_view){&rm->prod.k, rm->prod.nstates, rm->base,
                     rm->prod.tracked, rm->prod.ntracked};
    uint64_t **ap = ut_calloc(r->nprops + 1, sizeof *ap);
    for (uint32_t p = 0; p < r->nprops; p++)
      ap[p] = model_rows(&v, syn[p], b);
    ctl_model m = {v.k, r->nprops, b->n, b->nwords, ap};
    ctl_sat sat = {0};
    bool ok = ctl_checker_check_prepared(checker_for(C, v.k), &m,
                                         prepared(r), &sat);
    if (ok) {
      pending next = {0};
      ctl_evidence_set *es = ctl_evidence_set_new(checker_for(C, v.k), &m);
      ctl_evidence_set_know(es, r->formula, &sat); /* the refined check's */
      for (size_t i = 0; i < pend->n; i++) {
        const pend_entry *e = &pend->v[i];
        if (ctl_sat_get(&sat, m.k->initial, e->bind)) {
          if (st)
            st->refuted++;
          continue;
        }
        ctl_path path;
        evidence(r, es, &v, e->bind, &path);
        judge(C, r, syn, b, e->bind, &path, e->named, e->nnamed, &next);
      }
      ctl_evidence_set_free(es);
      ctl_sat_free(&sat);
      pending_free(pend);
      *pend = next;
    }
    for (uint32_t p = 0; p < r->nprops; p++)
      free(ap[p]);
    free(ap);
    if (!ok) /* out of memory: the paths found so far stand */
      break;
  }
  for (size_t i = 0; i < pend->n; i++)
    if (pend->v[i].bind != IR_NONE)
      make_finding(C, r, syn, b, pend->v[i].bind, &pend->v[i].path,
                   pend->v[i].counted ? RL_CONFIRMED : RL_UNCONFIRMED);
  pending_free(pend);
}

static void check_rule_on_model(fn_ctx *C, const rl_rule_priv *r,
                                rl_stats *st);
static void drop(rl_findings *o, size_t i);

/* Does f ask only for some path (EF, EX, EU, EW, EG over propositions,
   and and or of those)?  Then it holds on a model with more paths
   wherever it holds on one with fewer. */
static bool existential(const ctl_formula *f)
{
  if (!f || ctl_formula_propositional(f))
    return true;
  switch (f->op) {
  case CTL_AND: case CTL_OR:
  case CTL_EX: case CTL_EF: case CTL_EG: case CTL_EU: case CTL_EW:
    return existential(f->l) && existential(f->r);
  case CTL_IMPLIES:
    return ctl_formula_propositional(f->l) && existential(f->r);
  default:
    return false;
  }
}

/* Switch to the product that learns values from branches only (built
   the first time; the CFG when it is over budget). */
static void use_branches_model(fn_ctx *C)
{
  if (!C->bstate) {
    double t0 = clock_if(C);
    C->bstate = md_product_build_flags(C->fn, C->max_states,
                                       MD_PRODUCT_BRANCHES, C->scratch,
                                       &C->bprod)
                    ? 1 : -1;
    if (C->bstate > 0) {
      C->bbase = ut_malloc(((size_t)C->bprod.nstates + 1) * sizeof *C->bbase);
      for (uint32_t s = 0; s < C->bprod.nstates; s++)
        C->bbase[s] = C->bprod.node[s] != IR_NONE
                          ? C->bprod.node[s]
                          : C->syn.edge_state[C->bprod.edge[s]];
    }
    if (C->times)
      C->times->product_s += ut_seconds() - t0;
  }
  C->k = C->bstate > 0 ? &C->bprod.k : &C->syn.k;
  C->nmodel = C->bstate > 0 ? C->bprod.nstates : C->syn.nstates;
  C->base = C->bstate > 0 ? C->bbase : NULL;
}

/* A `model values` rule: its findings on the product, less those it also
   has on the product that learns values from branches only (the same
   binding: the same place and variable). */
static void check_values_rule(fn_ctx *C, const rl_rule_priv *r,
                              rl_stats *st)
{
  rl_findings *o = C->out;
  size_t first = o->n;
  check_rule_on_model(C, r, st);
  size_t mid = o->n;
  if (mid == first)
    return;
  use_branches_model(C);
  check_rule_on_model(C, r, NULL);
  bool *also = ut_calloc(mid - first + 1, sizeof *also);
  for (size_t i = mid; i < o->n; i++)
    for (size_t j = first; j < mid; j++)
      also[j - first] |= o->v[i].var == o->v[j].var &&
                         o->v[i].loc.line == o->v[j].loc.line &&
                         o->v[i].loc.col == o->v[j].loc.col;
  while (o->n > mid)
    drop(o, o->n - 1);
  for (size_t j = mid; j-- > first;)
    if (also[j - first])
      drop(o, j);
  free(also);
}

/* Check rule r; a `model cfg` rule sees the syntactic model even where
   the function has a product; a `model branches` rule, the product that
   learns values from branches only.  That one has more paths than the
   product: an existential property that holds everywhere on the product
   holds there too, and then it need not be built.  A `model values` rule
   needs a product: on the CFG alone nothing is known of the values. */
static void check_rule(fn_ctx *C, const rl_rule_priv *r, rl_stats *st)
{
  const ctl_kripke *k = C->k;
  uint32_t nmodel = C->nmodel, *base = C->base;
  if (r->values_only) {
    if (C->precise)
      check_values_rule(C, r, st);
    C->k = k;
    C->nmodel = nmodel;
    C->base = base;
    return;
  }
  if (r->cfg_only) {
    C->k = &C->syn.k;
    C->nmodel = C->syn.nstates;
    C->base = NULL;
  } else if (r->branches_only && C->precise) {
    size_t first = C->out->n;
    if (existential(r->formula)) {
      check_rule_on_model(C, r, NULL);
      if (C->out->n == first)
        return;
      while (C->out->n > first)
        drop(C->out, C->out->n - 1);
    }
    use_branches_model(C);
  }
  check_rule_on_model(C, r, st);
  C->k = k;
  C->nmodel = nmodel;
  C->base = base;
}

/* Is f `EF p` for a proposition p? */
static bool ef_prop(const ctl_formula *f)
{
  return f->op == CTL_EF && f->l && f->l->op == CTL_AP;
}

/* EF p at the initial state of an explored product, per binding, into
   init: p holds in some state, since every state of such a product is
   reachable from the initial one.  The states are those of the
   syntactic states the product reaches (syn_rows: p over those). */
static void ef_anywhere(const fn_ctx *C, const model_view *v,
                        const uint64_t *syn_rows, const rl_bindings *b,
                        uint64_t *init)
{
  bool *reached = ut_calloc((size_t)C->syn.nstates + 1, sizeof *reached);
  for (uint32_t s = 0; s < v->nmodel; s++)
    reached[v->base[s]] = true;
  for (uint32_t ss = 0; ss < C->syn.nstates; ss++)
    for (uint32_t w = 0; reached[ss] && w < b->nwords; w++)
      init[w] |= syn_rows[(size_t)ss * b->nwords + w];
  free(reached);
}

/* Every proposition's rows over view v, into ap; true. */
static bool model_rows_all(const model_view *v, const uint64_t *const *syn,
                           const rl_bindings *b, uint32_t nprops,
                           uint64_t **ap)
{
  for (uint32_t p = 0; p < nprops; p++)
    ap[p] = model_rows(v, syn[p], b);
  return true;
}

/* Do the props none[p] hold nowhere (the others unknown) decide r's
   formula true?  For rules of at most 12 props the answer is kept per set
   of props with the rule (a cache: it is otherwise not changed by
   checking), as each is asked for every function. */
static bool decided_by(const rl_rule_priv *r, const bool *none)
{
  if (r->nprops > 12)
    return ctl_formula_value(r->formula, none) == CTL_TV_TRUE;
  uint32_t m = 0;
  for (uint32_t p = 0; p < r->nprops; p++)
    m |= (uint32_t)none[p] << p;
  rl_rule_priv *w = (rl_rule_priv *)r;
  if (!w->truth) /* bit 2m: known; bit 2m + 1: true */
    w->truth = ut_calloc(((UINT32_C(2) << r->nprops) + 63) / 64,
                         sizeof *w->truth);
  uint64_t *word = &w->truth[2 * m / 64];
  uint32_t bit = 2 * m % 64;
  if (!(*word >> bit & 1u))
    *word |= (UINT64_C(1) | (uint64_t)(ctl_formula_value(r->formula, none) ==
                                       CTL_TV_TRUE) << 1) << bit;
  return (*word >> (bit + 1) & 1u) != 0;
}

/* The labels of r's propositions over the syntactic states for bindings
   b, into syn[0..nprops); true when they decide r's formula true
   wherever it is checked (propositions that hold nowhere often do:
   nothing is freed in this function, double-free holds), on any model
   of the function, since a product state has its syntactic state's
   labels.  The value is three-valued and monotone (a prop not labelled
   yet is unknown), so once the props labelled so far decide it the
   others are not labelled (their syn[p] stays NULL): the first prop of
   a rule (freed, of double-free) usually holds nowhere. */
enum { FEW_PROPS = 32 }; /* a rule's props in arrays on the stack */

static bool labels_decide(fn_ctx *C, const rl_rule_priv *r,
                          const rl_bindings *b, const uint64_t **syn)
{
  bool few[FEW_PROPS] = {false}; /* asked for every rule and function */
  bool *none = r->nprops < FEW_PROPS ? few
                                      : ut_calloc(r->nprops + 1, sizeof *none);
  double t0 = clock_if(C); /* per rule: per pattern, reading the clock
                              was a tenth of a small unit's extra time */
  bool decided = false;
  for (uint32_t p = 0; p < r->nprops && !decided; p++) {
    bool any;
    syn[p] = labels_for(C, r->props[p].pat, b, &any);
    none[p] = !any;
    decided = none[p] && decided_by(r, none);
  }
  if (C->times)
    C->times->label_s += ut_seconds() - t0;
  if (none != few)
    free(none);
  return decided;
}

/* The instances of rule r's metavariable in the function: they depend on
   its kinds alone (and on whether it has one), so they are made once per
   kind and kept to the end of the function. */
static const rl_bindings *bindings_for(fn_ctx *C, const rl_rule_priv *r)
{
  bool var = r->var != NULL;
  for (size_t i = 0; i < C->nbsets; i++)
    if (C->bsets[i]->var == var && C->bsets[i]->kinds == r->var_kinds)
      return &C->bsets[i]->b;
  C->bsets = ut_grow(C->bsets, C->nbsets, &C->capbsets, sizeof *C->bsets);
  binding_set *bs = ut_malloc(sizeof *bs);
  bs->var = var;
  bs->kinds = r->var_kinds;
  rl_bindings_make(C->fn, r->var, r->var_kinds, &bs->b);
  C->bsets[C->nbsets++] = bs;
  return &bs->b;
}

/* After rule i: free the bindings of its kind when no later enabled rule
   has that kind (they would only add to the function's peak memory). */
static void bindings_done(fn_ctx *C, const rl_set *s, size_t i)
{
  const rl_rule_priv *r = s->rules[i];
  bool var = r->var != NULL;
  for (size_t j = i + 1; j < s->n; j++)
    if (s->rules[j]->pub.enabled && (s->rules[j]->var != NULL) == var &&
        s->rules[j]->var_kinds == r->var_kinds)
      return;
  for (size_t k = 0; k < C->nbsets; k++)
    if (C->bsets[k]->var == var && C->bsets[k]->kinds == r->var_kinds) {
      rl_bindings_free(&C->bsets[k]->b);
      free(C->bsets[k]);
      C->bsets[k] = C->bsets[--C->nbsets];
      return;
    }
}

/* Can rule r find nothing in the function, whatever its model (no
   binding, or labels that decide its formula)?  Such a rule needs no
   product; it is counted as checked. */
static bool settled(fn_ctx *C, const rl_rule_priv *r, rl_stats *st)
{
  const rl_bindings *b = bindings_for(C, r);
  bool done = b->n == 0;
  if (!done) {
    const uint64_t *few[FEW_PROPS] = {NULL};
    const uint64_t **syn = r->nprops < FEW_PROPS
                               ? few
                               : ut_calloc(r->nprops + 1, sizeof *syn);
    done = labels_decide(C, r, b, syn);
    if (syn != few)
      free(syn);
    if (done && st) {
      st->bindings += b->n;
      st->formulas++;
    }
  }
  return done;
}

/* Check rule r on the current model with the propositions' rows syn
   over the syntactic states, for the bindings in only (a bit set; NULL:
   all): each binding for which the formula fails becomes a finding. */
static void check_labels(fn_ctx *C, const rl_rule_priv *r,
                         const rl_bindings *b, const uint64_t *const *syn,
                         const uint64_t *only, rl_stats *st)
{
  model_view v = current_view(C);
  uint64_t **ap = ut_calloc(r->nprops + 1, sizeof *ap);
  ctl_model m = {C->k, r->nprops, b->n, b->nwords, ap};
  uint64_t *init = ut_calloc(b->nwords + 1, sizeof *init);
  bool rows = false, checked = true;
  ctl_sat sat = {0}; /* the formula's, kept for the evidence */
  double t0 = clock_if(C);
  if (ef_prop(r->formula) && v.base) {
    ef_anywhere(C, &v, syn[r->formula->l->ap], b, init);
  } else {
    rows = model_rows_all(&v, syn, b, r->nprops, ap);
    checked = ctl_checker_check_prepared(checker_for(C, C->k), &m,
                                         prepared(r), &sat);
    if (checked)
      memcpy(init, sat.bits + (size_t)m.k->initial * b->nwords,
             b->nwords * sizeof *init);
  }
  double t1 = clock_if(C);
  if (C->times)
    C->times->engine_s += t1 - t0;
  double inner = phases_so_far(C->times); /* refinement runs them again */
  if (checked) {
    pending pend = {0};
    ctl_evidence_set *es = NULL; /* on the first binding that fails */
    for (uint32_t bi = 0; bi < b->n; bi++)
      if (!((init[bi / 64] >> (bi % 64)) & 1u) &&
          (!only || ((only[bi / 64] >> (bi % 64)) & 1u))) {
        ctl_path path;
        rows = rows || model_rows_all(&v, syn, b, r->nprops, ap);
        if (!es) {
          es = ctl_evidence_set_new(checker_for(C, C->k), &m);
          if (sat.bits)
            ctl_evidence_set_know(es, r->formula, &sat);
        }
        evidence(r, es, &v, bi, &path);
        judge(C, r, syn, b, bi, &path, NULL, 0, &pend);
      }
    ctl_evidence_set_free(es);
    if (pend.n)
      refine(C, r, syn, b, v, &pend, st);
    pending_free(&pend);
    if (C->times)
      C->times->evidence_s +=
          ut_seconds() - t1 - (phases_so_far(C->times) - inner);
  }
  ctl_sat_free(&sat);
  free(init);
  for (uint32_t p = 0; p < r->nprops; p++)
    free(ap[p]);
  free(ap);
}

enum { MAX_EVERY = 16 }; /* rounds of `report every` per rule and function */

/* `report every PROP`: each place a finding of rule r ended at (the marks
   made since the rule's check began) counts as PROP for its binding, in
   a copy of the rows syn, and the bindings found so are checked again,
   while that finds places not marked before: every place the property
   fails at is reported, each with its own path. */
static void check_every(fn_ctx *C, const rl_rule_priv *r, const rl_bindings *b,
                        const uint64_t *const *syn, rl_stats *st)
{
  size_t nrow = (size_t)C->syn.nstates * b->nwords;
  uint64_t *rows = ut_malloc((nrow + 1) * sizeof *rows);
  memcpy(rows, syn[r->report_prop], nrow * sizeof *rows);
  const uint64_t **view = ut_calloc(r->nprops + 1, sizeof *view);
  memcpy(view, syn, r->nprops * sizeof *view);
  view[r->report_prop] = rows;
  uint64_t *only = ut_calloc(b->nwords + 1, sizeof *only);
  size_t done = 0;
  for (int round = 0; round < MAX_EVERY && done < C->nmarks; round++) {
    memset(only, 0, b->nwords * sizeof *only);
    bool fresh = false;
    for (; done < C->nmarks; done++) {
      uint32_t bi = C->marks[2 * done], s = C->marks[2 * done + 1];
      uint64_t m = (uint64_t)1 << (bi % 64);
      uint64_t *w = &rows[(size_t)s * b->nwords + bi / 64];
      fresh |= !(*w & m);
      *w |= m;
      only[bi / 64] |= m;
    }
    if (!fresh)
      break;
    check_labels(C, r, b, view, only, st);
  }
  free(only);
  free(view);
  free(rows);
}

static void check_rule_on_model(fn_ctx *C, const rl_rule_priv *r,
                                rl_stats *st)
{
  const rl_bindings *b = bindings_for(C, r);
  if (b->n == 0)
    return;
  const uint64_t *few[FEW_PROPS] = {NULL};
  const uint64_t **syn = r->nprops < FEW_PROPS
                             ? few
                             : ut_calloc(r->nprops + 1, sizeof *syn);
  if (!labels_decide(C, r, b, syn)) {
    C->nmarks = 0;
    check_labels(C, r, b, syn, NULL, st);
    if (r->report_prop != UINT32_MAX)
      check_every(C, r, b, syn, st);
  }
  if (syn != few)
    free(syn);
  if (st) {
    st->bindings += b->n;
    st->formulas++;
  }
}

/* --------------------------------------------------------- ordering */

static int loc_cmp(const ir_loc *a, const ir_loc *b)
{
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  if (a->col != b->col)
    return a->col < b->col ? -1 : 1;
  return 0;
}

static int finding_cmp(const void *x, const void *y)
{
  const rl_finding *a = x, *b = y;
  int c = loc_cmp(&a->loc, &b->loc);
  if (c)
    return c;
  c = strcmp(a->rule->id, b->rule->id);
  if (c)
    return c;
  /* Of one rule's findings at one place the first is kept: a confirmed
     one rather than an unconfirmed one. */
  c = (a->verdict == RL_UNCONFIRMED) - (b->verdict == RL_UNCONFIRMED);
  if (c)
    return c;
  return a->var < b->var ? -1 : a->var > b->var;
}

static void drop(rl_findings *o, size_t i)
{
  free(o->v[i].message);
  for (uint32_t e = 0; e < o->v[i].nevents; e++)
    free(o->v[i].events[e].text);
  free(o->v[i].events);
  memmove(&o->v[i], &o->v[i + 1], (o->n - i - 1) * sizeof *o->v);
  o->n--;
}

/* Is one of variables a and b reached through the other (s and s.f), or
   are they the same? */
static bool related(const ir_function *fn, uint32_t a, uint32_t b)
{
  if (a == IR_NONE || b == IR_NONE)
    return true;
  for (uint32_t v = a, n = 0; v != IR_NONE && n <= fn->nvars;
       v = fn->vars[v].base, n++)
    if (v == b)
      return true;
  for (uint32_t v = b, n = 0; v != IR_NONE && n <= fn->nvars;
       v = fn->vars[v].base, n++)
    if (v == a)
      return true;
  return false;
}

/* Is loc where the function returns (a statement that leads to EXIT)? */
static bool at_exit(const ir_function *fn, const ir_loc *loc)
{
  for (uint32_t e = 0; e < fn->nedges; e++)
    if (fn->edges[e].to == 1 && fn->edges[e].from >= 2 &&
        loc_cmp(&fn->nodes[fn->edges[e].from].loc, loc) == 0)
      return true;
  return false;
}

static void reach_avoiding(const ir_function *fn, const ir_loc *avoid,
                           bool *seen, uint32_t *stack);
static bool reached_at(const ir_function *fn, const bool *seen,
                       const ir_loc *loc);

/* Does a path from ENTRY get to the statement at `at` (avoiding the one
   at `through`, when not NULL)? */
static bool reachable(const ir_function *fn, const ir_loc *at,
                      const ir_loc *through, bool *seen, uint32_t *stack)
{
  const ir_loc nowhere = {NULL, UINT32_MAX, UINT32_MAX, 0};
  reach_avoiding(fn, through ? through : &nowhere, seen, stack);
  return reached_at(fn, seen, at);
}

/* One finding per rule and place, but where the function returns one per
   variable (two blocks lost at one `}` are two leaks; s and s.f count as
   one); for statement rules, one per region (a finding whose statement
   follows another flagged one, or that every path reaches through one,
   is dropped), but for rules over calls one per call. */
static void tidy(fn_ctx *C)
{
  rl_findings *o = C->out;
  const ir_function *fn = C->fn;
  qsort(o->v + C->first, o->n - C->first, sizeof *o->v, finding_cmp);
  for (size_t i = C->first + 1; i < o->n;) {
    const rl_finding *b = &o->v[i];
    bool dup = false;
    int exit_here = -1; /* not asked yet */
    /* sorted: the same rule's findings at b's place come just before it */
    for (size_t j = i; j-- > C->first && !dup;) {
      const rl_finding *a = &o->v[j];
      if (a->rule != b->rule || loc_cmp(&a->loc, &b->loc) != 0)
        break;
      if (exit_here < 0)
        exit_here = at_exit(fn, &b->loc);
      dup = !exit_here || related(fn, a->var, b->var);
    }
    if (dup)
      drop(o, i);
    else
      i++;
  }
  bool *seen = NULL;
  uint32_t *stack = NULL;
  for (size_t i = C->first; i < o->n;) {
    const rl_finding *f = &o->v[i];
    bool follows = false;
    /* A rule over calls reports each call: two bad calls in a row are
       two mistakes, not one dead region. */
    bool per_call = ((const rl_rule_priv *)f->rule)->var_kinds & RL_K_CALLS;
    if (f->var == IR_NONE && !per_call)
      for (uint32_t e = 0; e < fn->nedges && !follows; e++) {
        const ir_edge *ed = &fn->edges[e];
        if (loc_cmp(&fn->nodes[ed->to].loc, &f->loc) != 0 ||
            ed->from < 2 || loc_cmp(&fn->nodes[ed->from].loc, &f->loc) == 0)
          continue;
        for (size_t j = C->first; j < o->n && !follows; j++)
          follows = j != i && o->v[j].rule == f->rule &&
                    o->v[j].var == IR_NONE &&
                    (o->v[j].verdict != RL_UNCONFIRMED ||
                     f->verdict == RL_UNCONFIRMED) &&
                    loc_cmp(&o->v[j].loc, &fn->nodes[ed->from].loc) == 0;
      }
    /* ... or every path to it passes g's: it is inside g's region. */
    int reached = -1; /* f's statement reached from ENTRY: not asked yet */
    for (size_t j = C->first; j < o->n && !follows && f->var == IR_NONE &&
                              !per_call && reached != 0; j++) {
      const rl_finding *g = &o->v[j];
      if (j == i || g->rule != f->rule || g->var != IR_NONE ||
          (g->verdict == RL_UNCONFIRMED && f->verdict != RL_UNCONFIRMED))
        continue;
      if (!seen) {
        seen = ut_malloc((fn->nnodes + 1) * sizeof *seen);
        stack = ut_malloc((fn->nnodes + 1) * sizeof *stack);
      }
      if (reached < 0)
        reached = reachable(fn, &f->loc, NULL, seen, stack);
      follows = reached && !reachable(fn, &f->loc, &g->loc, seen, stack);
    }
    if (follows)
      drop(o, i);
    else
      i++;
  }
  free(seen);
  free(stack);
}

/* Mark in `seen` the nodes a path from ENTRY reaches without passing a
   node at `avoid` (a node at `avoid` is marked as not reached). */
static void reach_avoiding(const ir_function *fn, const ir_loc *avoid,
                           bool *seen, uint32_t *stack)
{
  uint32_t n = 0;
  memset(seen, 0, fn->nnodes * sizeof *seen);
  for (uint32_t v = 2; v < fn->nnodes; v++)
    seen[v] = loc_cmp(&fn->nodes[v].loc, avoid) == 0; /* never entered */
  seen[0] = true;
  stack[n++] = 0;
  while (n) {
    const ir_node *v = &fn->nodes[stack[--n]];
    for (uint32_t e = v->first_succ; e < v->first_succ + v->nsucc; e++)
      if (!seen[fn->edges[e].to]) {
        seen[fn->edges[e].to] = true;
        stack[n++] = fn->edges[e].to;
      }
  }
  for (uint32_t v = 2; v < fn->nnodes; v++)
    seen[v] &= loc_cmp(&fn->nodes[v].loc, avoid) != 0;
}

/* Does a path from ENTRY reach a node at `loc` in `seen`?  (true when no
   node is there: nothing to judge by.) */
static bool reached_at(const ir_function *fn, const bool *seen,
                       const ir_loc *loc)
{
  bool here = false;
  for (uint32_t v = 2; v < fn->nnodes; v++)
    if (loc_cmp(&fn->nodes[v].loc, loc) == 0) {
      if (seen[v])
        return true;
      here = true;
    }
  return !here;
}

/* Is there a node at loc? */
static bool node_at(const ir_function *fn, const ir_loc *loc)
{
  for (uint32_t v = 2; v < fn->nnodes; v++)
    if (loc_cmp(&fn->nodes[v].loc, loc) == 0)
      return true;
  return false;
}

/* Is f a shown finding of a `fatal yes` rule, with a path to go by? */
static bool is_fatal(const rl_finding *f)
{
  return ((const rl_rule_priv *)f->rule)->fatal &&
         f->verdict != RL_UNCONFIRMED && f->nevents;
}

/* Undefined behaviour ends a path: a finding of a `fatal yes` rule (a
   double free ...) is where the program's behaviour stops being defined.
   A finding of an `after-fatal drop` rule (a leak: the path must go on to
   the function's end) is dropped when every path from ENTRY to it passes
   every event of one such finding (each path that reaches it went
   through the bug first; Clang's paths end there too). */
static void drop_past_fatal(fn_ctx *C)
{
  rl_findings *o = C->out;
  const ir_function *fn = C->fn;
  size_t n = o->n - C->first, nfatal = 0;
  for (size_t i = C->first; i < o->n; i++)
    nfatal += is_fatal(&o->v[i]);
  if (!nfatal)
    return;
  bool *seen = ut_malloc((fn->nnodes + 1) * sizeof *seen);
  bool *past = ut_calloc(n + 1, sizeof *past);
  bool *cur = ut_malloc((n + 1) * sizeof *cur);
  uint32_t *stack = ut_malloc((fn->nnodes + 1) * sizeof *stack);
  for (size_t i = C->first; i < o->n; i++) {
    const rl_finding *f = &o->v[i];
    if (!is_fatal(f))
      continue;
    for (size_t j = 0; j < n; j++)
      cur[j] = ((const rl_rule_priv *)o->v[C->first + j].rule)->after_fatal_drop;
    for (uint32_t e = 0; e < f->nevents; e++) {
      if (!node_at(fn, &f->events[e].loc))
        continue; /* a declaration: no statement to pass */
      reach_avoiding(fn, &f->events[e].loc, seen, stack);
      for (size_t j = 0; j < n; j++)
        cur[j] &= !reached_at(fn, seen, &o->v[C->first + j].loc);
    }
    for (size_t j = 0; j < n; j++)
      past[j] |= cur[j];
  }
  for (size_t j = n; j-- > 0;)
    if (past[j])
      drop(o, C->first + j);
  free(stack);
  free(cur);
  free(past);
  free(seen);
}

bool rl_check_function(const rl_set *s, const ir_function *fn,
                       const rl_options *opt, rl_findings *out,
                       rl_stats *stats)
{
  fn_ctx C;
  validation V;
  memset(&C, 0, sizeof C);
  memset(&V, 0, sizeof V);
  C.fn = fn;
  C.times = opt && opt->timed ? stats : NULL;
  C.scratch = opt ? opt->scratch : NULL;
  C.out = out;
  C.first = out->n;
  C.val = &V;
  if (!md_syntactic_build(fn, &C.syn))
    return false;
  rl_env_make(s, fn, &C.env);
  /* Rules that can find nothing here are settled on the CFG's labels
     first, up to the first one that needs a model: the product is built
     only then (and the labels kept meanwhile stay few). */
  C.last_use = labels_last_use(s);
  size_t from = s->n;
  for (size_t i = 0; i < s->n && from == s->n; i++)
    if (s->rules[i]->pub.enabled) {
      if (!settled(&C, s->rules[i], stats))
        from = i;
      else
        labels_done(&C, s->rules[i], i);
    }
  C.k = &C.syn.k;
  C.nmodel = C.syn.nstates;
  if (from < s->n)
    build_model(&C, opt, stats);
  for (size_t i = from; i < s->n; i++)
    if (s->rules[i]->pub.enabled) {
      check_rule(&C, s->rules[i], stats);
      labels_done(&C, s->rules[i], i);
      bindings_done(&C, s, i);
    }
  tidy(&C);
  drop_past_fatal(&C);
  if (stats) {
    stats->functions++;
    stats->states += C.nmodel;
    stats->edges += C.k->succ_off[C.k->nstates];
    for (size_t i = C.first; i < out->n; i++) {
      stats->confirmed += out->v[i].verdict == RL_CONFIRMED;
      stats->unconfirmed += out->v[i].verdict == RL_UNCONFIRMED;
    }
  }
  for (size_t i = 0; i < C.nchecker; i++)
    ctl_checker_free(C.checkers[i]);
  free(C.checkers);
  free(C.ck);
  free(C.marks);
  validation_free(&V);
  for (size_t i = 0; i < C.nlabels; i++)
    free(C.labels[i].rows);
  free(C.labels);
  free(C.label_first);
  free(C.last_use);
  for (size_t i = 0; i < C.nbsets; i++) {
    rl_bindings_free(&C.bsets[i]->b);
    free(C.bsets[i]);
  }
  free(C.bsets);
  free(C.base);
  rl_env_free(&C.env);
  free(C.bbase);
  if (C.bstate > 0)
    md_product_free(&C.bprod);
  if (C.precise)
    md_product_free(&C.prod);
  md_syntactic_free(&C.syn);
  return true;
}
