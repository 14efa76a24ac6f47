/* rl-match.c: labelling model states with a rule's propositions, per binding. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "rl-match.h"

/* ---------------------------------------------------------------- bindings */

/* Clears out[o.var] when operand o is a variable. */
static void unmark(const ir_operand *o, bool *out)
{
  if ((o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) && o->var != IR_NONE)
    out[o->var] = false;
}

/* Marks in `out` (one per variable) the temporaries that hold what a call
   written in the source returns, the result no variable took (the
   lowering names the variable when the result is stored in one), and
   that only expressions use: not returned, not stored (with an offset
   or not) and not passed to a call whose own result is kept, which may
   hand the block back (`p = memset (malloc (n), 0, n)`). */
static void mark_results(const ir_function *fn, bool *out)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
        e->result != IR_NONE && fn->vars[e->result].kind == IR_VAR_TEMP)
      out[e->result] = true;
  }
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_RETURN) {
      unmark(&e->value, out);
    } else if (e->kind == IR_EV_DEF && e->var != IR_NONE) {
      bool self = e->value.var == e->var;
      unmark(&e->value, out);
      unmark(&e->rhs, out);
      if (self)
        out[e->var] = true; /* t = t + 1 moves t, stores it nowhere */
    } else if (e->kind == IR_EV_CALL && e->result != IR_NONE) {
      for (uint32_t a = 0; a < e->nargs; a++)
        unmark(&e->args[a], out);
    }
  }
}

/* Is variable vi a global, or a part of one at constant indices (g.f,
   g.a[1], a member of a global union g.u.p)? */
static bool global_or_part(const ir_function *fn, uint32_t vi)
{
  for (uint32_t n = 0; fn->vars[vi].kind == IR_VAR_PATH && n < fn->nvars; n++) {
    uint32_t c = ir_var_container(fn, vi);
    if (c == IR_NONE || ir_path_index_const(&fn->vars[vi]) == 0)
      return false;
    vi = c;
  }
  return fn->vars[vi].kind == IR_VAR_GLOBAL;
}

/* Is v reached through a pointer (p->f, *p, p[i], s.p->f), or a part of
   something unknown, rather than a variable or a part of one? */
static bool through_pointer(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; fn->vars[v].kind == IR_VAR_PATH && n < fn->nvars; n++) {
    v = ir_var_container(fn, v);
    if (v == IR_NONE)
      return true;
  }
  return false;
}

/* Does variable v fit the metavariable's kinds?  (result: v is a call's
   unnamed result, see mark_results.) */

static bool var_fits(const ir_function *fn, uint32_t vi, uint32_t kinds,
                     bool result)
{
  const ir_var *v = &fn->vars[vi];
  /* Objects are bound by `object` metavariables, and only objects. */
  if ((v->kind == IR_VAR_OBJECT) != ((kinds & RL_K_OBJECT) != 0))
    return false;
  /* A call's unnamed result fits `result` whatever the scope says. */
  if (v->kind == IR_VAR_TEMP && !(result && (kinds & RL_K_RESULT)))
    return false;
  if (v->kind == IR_VAR_TEMP)
    kinds &= ~(uint32_t)(RL_K_LOCAL | RL_K_PARAM | RL_K_GLOBAL | RL_K_PART |
                         RL_K_ELEMENT | RL_K_MEMBER);
  /* A const integer with a constant value: the front end folds its uses
     away, so no rule can see how it is used. */
  if ((v->flags & IR_VF_CONST) && v->tclass == IR_TY_INTEGER &&
      v->kind != IR_VAR_PARAM)
    return false;
  /* `(void) x;` or __attribute__ ((unused)): the author knows. */
  if ((kinds & RL_K_WANTED) && (v->flags & IR_VF_UNUSED_ATTR))
    return false;
  if ((kinds & RL_K_STORAGE) && through_pointer(fn, vi))
    return false;
  uint32_t type = kinds & (RL_K_POINTER | RL_K_INTEGER | RL_K_FLOAT |
                           RL_K_AGGREGATE);
  uint32_t scope = kinds & (RL_K_LOCAL | RL_K_PARAM | RL_K_GLOBAL | RL_K_PART |
                            RL_K_ELEMENT | RL_K_MEMBER);
  if (type && !((type & RL_K_POINTER) && v->tclass == IR_TY_POINTER) &&
      !((type & RL_K_INTEGER) && v->tclass == IR_TY_INTEGER) &&
      !((type & RL_K_FLOAT) && v->tclass == IR_TY_FLOAT) &&
      !((type & RL_K_AGGREGATE) && v->tclass == IR_TY_AGGREGATE))
    return false;
  if (scope && !((scope & RL_K_LOCAL) && v->kind == IR_VAR_LOCAL) &&
      !((scope & RL_K_PARAM) && v->kind == IR_VAR_PARAM) &&
      !((scope & RL_K_GLOBAL) && global_or_part(fn, vi)) &&
      !((scope & RL_K_PART) && ir_var_is_part(fn, vi)) &&
      !((scope & RL_K_ELEMENT) && ir_var_is_element(fn, vi)) &&
      !((scope & RL_K_MEMBER) && ir_var_is_member(fn, vi)))
    return false;
  return true;
}

/* Does node n make a call written in the source? */
/* The call node whose copy twin is (IR_NF_ZERO_TWIN): the TRUE successor
   of the test before both; 0 (ENTRY, bound to nothing) if there is none. */
static uint32_t zero_twin_of(const ir_function *fn, uint32_t twin)
{
  for (uint32_t i = 0; i < fn->nedges; i++) {
    if (fn->edges[i].to != twin)
      continue;
    const ir_node *test = &fn->nodes[fn->edges[i].from];
    for (uint32_t k = 0; k < test->nsucc; k++)
      if (fn->edges[test->first_succ + k].kind == IR_EDGE_TRUE &&
          fn->edges[test->first_succ + k].to < twin)
        return fn->edges[test->first_succ + k].to;
  }
  return 0;
}

/* Per node: is it reached only by the branches of NULL tests a macro's
   body makes (the `: NULL` arm of `#define CUR (s ? s[top] : NULL)`)?
   That arm belongs to the macro, as the statements it expands to do. */
static bool *macro_arms(const ir_function *fn)
{
  uint32_t *in = ut_calloc((size_t)fn->nnodes + 1, sizeof *in);
  uint32_t *by_macro = ut_calloc((size_t)fn->nnodes + 1, sizeof *by_macro);
  for (uint32_t i = 0; i < fn->nedges; i++) {
    const ir_edge *e = &fn->edges[i];
    in[e->to]++;
    if (e->cond != IR_NONE && (fn->events[e->cond].flags & IR_EVF_MACRO))
      by_macro[e->to]++;
  }
  bool *arm = ut_calloc((size_t)fn->nnodes + 1, sizeof *arm);
  for (uint32_t n = 0; n < fn->nnodes; n++)
    arm[n] = in[n] && by_macro[n] == in[n];
  free(in);
  free(by_macro);
  return arm;
}

static bool node_calls(const ir_function *fn, uint32_t n)
{
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC))
      return true;
  }
  return false;
}

/* b->dep, with b->dep_off (zeroed, nvars + 2): per variable, the
   bindings of access paths whose index depends on it
   (ir_index_depends); none unless vars are bound.  Counted, then filled;
   fill is scratch (nvars + 1). */
static void index_dependents(const ir_function *fn, bool vars,
                             rl_bindings *b, uint32_t *fill)
{
  for (int pass = 0; pass < 2; pass++) {
    for (uint32_t k = 0; vars && k < b->n; k++) {
      uint32_t p = b->item[k];
      if (fn->vars[p].kind != IR_VAR_PATH)
        continue;
      const uint32_t *ids;
      uint32_t n = ir_path_index_names(fn, p, &ids);
      bool summary = (fn->vars[p].flags & IR_VF_SUMMARY) != 0;
      for (uint32_t i = 0; i < (summary ? fn->nvars : n); i++) {
        uint32_t v = summary ? i : ids[i];
        if (summary && !ir_path_index_depends(fn, p, v))
          continue;
        if (pass)
          b->dep[b->dep_off[v] + fill[v]++] = k;
        else
          b->dep_off[v + 1]++;
      }
    }
    if (!pass) {
      for (uint32_t v = 0; v < fn->nvars; v++)
        b->dep_off[v + 1] += b->dep_off[v];
      b->dep = ut_malloc(((size_t)b->dep_off[fn->nvars] + 1) * sizeof *b->dep);
      memset(fill, 0, ((size_t)fn->nvars + 1) * sizeof *fill);
    }
  }
}

/* The arrays of one rl_bindings live in four blocks (bindings are made
   for every kind and function: allocation was a tenth of their cost):
   of_var, of_node and item; dep_off and desc_off; dep; desc. */
void rl_bindings_make(const ir_function *fn, const char *var, uint32_t kinds,
                      rl_bindings *b)
{
  memset(b, 0, sizeof *b);
  b->kinds = kinds;
  size_t nv = fn->nvars, nn = fn->nnodes;
  b->of_var = ut_malloc((nv + 1 + nn + 1 + nv + nn + 1) * sizeof *b->of_var);
  b->of_node = b->of_var + nv + 1;
  b->item = b->of_node + nn + 1;
  b->dep_off = ut_calloc(2 * (nv + 2), sizeof *b->dep_off);
  b->desc_off = b->dep_off + nv + 2;
  uint32_t *scratch = ut_calloc(nv + 1, sizeof *scratch);
  for (uint32_t v = 0; v < fn->nvars; v++)
    b->of_var[v] = IR_NONE;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    b->of_node[n] = IR_NONE;
  if (!var) {
    b->n = 1; /* one instance: the rule has no metavariable */
    b->item[0] = IR_NONE;
  } else if (kinds & RL_K_STMT) {
    /* Statements a macro expanded to are not the user's to remove one by
       one, and __builtin_unreachable () says itself that no path gets
       there: a rule over statements (unreachable-code) leaves them out.  A
       rule over calls (`call`) keeps them: a call a macro makes is made. */
    bool calls = (kinds & RL_K_CALLS) != 0;
    bool *in_macro = calls ? NULL : macro_arms(fn);
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (fn->nodes[n].flags & IR_NF_ZERO_TWIN)
        b->of_node[n] = b->of_node[zero_twin_of(fn, n)];
      else if (fn->nodes[n].loc.line && !(fn->nodes[n].flags & IR_NF_ARTIFICIAL) &&
          (calls ? node_calls(fn, n)
                 : !(fn->nodes[n].flags & (IR_NF_MACRO | IR_NF_UNREACHABLE)) &&
                       !in_macro[n])) {
        b->of_node[n] = b->n;
        b->item[b->n++] = n;
      }
    free(in_macro);
  } else {
    bool *result = (bool *)scratch; /* nv + 1 words hold nv + 1 bools */
    if (kinds & RL_K_RESULT)
      mark_results(fn, result);
    for (uint32_t v = 0; v < fn->nvars; v++)
      if (var_fits(fn, v, kinds, result[v])) {
        b->of_var[v] = b->n;
        b->item[b->n++] = v;
      }
    memset(scratch, 0, (nv + 1) * sizeof *scratch);
  }
  index_dependents(fn, var && !(kinds & RL_K_STMT), b, scratch);
  b->nwords = (b->n + 63) / 64;
  if (!b->nwords)
    b->nwords = 1;
  /* Bound paths under each variable: counted, then filled (CSR). */
  for (int pass = 0; pass < 2; pass++) {
    uint32_t *fill = pass ? scratch : NULL;
    if (pass)
      memset(fill, 0, (nv + 1) * sizeof *fill);
    for (uint32_t p = 0; p < fn->nvars; p++) {
      if (b->of_var[p] == IR_NONE)
        continue;
      for (uint32_t a = fn->vars[p].base, n = 0; a != IR_NONE && n < fn->nvars;
           a = fn->vars[a].base, n++) {
        if (pass)
          b->desc[b->desc_off[a] + fill[a]++] = b->of_var[p];
        else
          b->desc_off[a + 1]++;
      }
    }
    if (!pass) {
      for (uint32_t v = 0; v < fn->nvars; v++)
        b->desc_off[v + 1] += b->desc_off[v];
      b->desc =
          ut_malloc(((size_t)b->desc_off[fn->nvars] + 1) * sizeof *b->desc);
    }
  }
  free(scratch);
}

void rl_bindings_free(rl_bindings *b)
{
  free(b->of_var);  /* with of_node and item */
  free(b->dep_off); /* with desc_off */
  free(b->dep);
  free(b->desc);
  memset(b, 0, sizeof *b);
}

/* ---------------------------------------------------------------- matching */

static void set_bit(uint64_t *row, uint32_t b)
{
  if (b != IR_NONE)
    row[b / 64] |= UINT64_C(1) << (b % 64);
}

static void set_all(uint64_t *row, const rl_bindings *b)
{
  for (uint32_t w = 0; w < b->nwords; w++)
    row[w] = ~UINT64_C(0);
  if (b->n % 64)
    row[b->nwords - 1] = (UINT64_C(1) << (b->n % 64)) - 1;
}

/* Set the bits of the bindings of the access paths reached through v
   (s->f, s->f->g for s). */
static void set_paths(uint64_t *row, const ir_function *fn,
                      const rl_bindings *b, uint32_t v)
{
  (void)fn;
  for (uint32_t i = b->desc_off[v]; i < b->desc_off[v + 1]; i++)
    set_bit(row, b->desc[i]);
}

/* Set the bits of v's root and every place v is reached through (a read
   of a[i] or s->f reads a, s). */
static void set_roots(uint64_t *row, const ir_function *fn,
                      const rl_bindings *b, uint32_t v)
{
  for (uint32_t a = v, n = 0; a != IR_NONE && n <= fn->nvars;
       a = fn->vars[a].base, n++)
    set_bit(row, b->of_var[a]);
}

/* A definition of path v is a partial one of the aggregates it is part
   of (s.f of s); one through an index that is not a constant (a[i]), or
   of a union member, may write any part of the aggregate. */
static void set_containers(uint64_t *row, const ir_function *fn,
                           const rl_bindings *b, uint32_t v)
{
  for (uint32_t c, n = 0; (c = ir_var_container(fn, v)) != IR_NONE && n < fn->nvars;
       v = c, n++) {
    set_bit(row, b->of_var[c]);
    if (ir_path_index_const(&fn->vars[v]) == 0 || (fn->vars[c].flags & IR_VF_UNION))
      set_paths(row, fn, b, c);
  }
}

/* A definition of v, a member of a union (or a place in one), may write
   every other member: set the bits of the places in that union. */
static void set_union_siblings(uint64_t *row, const ir_function *fn,
                               const rl_bindings *b, uint32_t v)
{
  for (uint32_t c, n = 0; (c = ir_var_container(fn, v)) != IR_NONE && n < fn->nvars;
       v = c, n++)
    if (fn->vars[c].flags & IR_VF_UNION)
      set_paths(row, fn, b, c);
}

/* A struct or array returned, copied or passed whole takes its parts
   along (return s; *out = s; f (s)): for rules over parts of locals or
   globals, set theirs. */
static void set_parts(uint64_t *row, const ir_function *fn,
                      const rl_bindings *b, uint32_t v)
{
  if ((b->kinds & (RL_K_PART | RL_K_GLOBAL)) && v != IR_NONE &&
      fn->vars[v].tclass == IR_TY_AGGREGATE)
    set_paths(row, fn, b, v);
}

/* Taking the address of v reaches the whole object v is part of (&a[0]
   reaches a[2]): set the bits of its parts. */
static void set_object(uint64_t *row, const ir_function *fn,
                       const rl_bindings *b, uint32_t v)
{
  for (uint32_t c, n = 0; (c = ir_var_container(fn, v)) != IR_NONE && n < fn->nvars;
       n++)
    v = c;
  set_paths(row, fn, b, v);
}

/* Set the bits of the bindings of the access paths whose index depends
   on v (a[i], a[i].f for i): a new value of v makes them other places. */
static void set_dependents(uint64_t *row, const rl_bindings *b, uint32_t v)
{
  for (uint32_t j = v != IR_NONE ? b->dep_off[v] : 0;
       v != IR_NONE && j < b->dep_off[v + 1]; j++)
    set_bit(row, b->dep[j]);
}

/* Set the bit of the binding for variable v; a definition of v also
   redefines every access path reached through it. */
static void set_var(uint64_t *row, const ir_function *fn, const rl_bindings *b,
                    uint32_t v, bool with_paths)
{
  if (v == IR_NONE)
    return;
  set_bit(row, b->of_var[v]);
  if (with_paths)
    set_paths(row, fn, b, v);
}

static bool const_is(const ir_operand *o, const char *text)
{
  return o->kind == IR_OP_CONST && o->text && strcmp(o->text, text) == 0;
}

/* Does operand o match argument pattern a?  *v gets the bound variable. */
static bool arg_match(const rl_arg *a, const ir_operand *o, uint32_t *v)
{
  switch (a->kind) {
  case RL_ARG_ANY: case RL_ARG_REST:
    return true;
  case RL_ARG_VAR: case RL_ARG_HOLDER:
    if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET))
      return false;
    break;
  case RL_ARG_ADDR:
    if (o->kind != IR_OP_ADDR || (o->flags & IR_OPF_OFFSET))
      return false;
    break;
  case RL_ARG_OFFSET:
    if (o->kind != IR_OP_VAR || !(o->flags & IR_OPF_OFFSET))
      return false;
    break;
  case RL_ARG_ADDR_OFFSET:
    if (o->kind != IR_OP_ADDR || !(o->flags & IR_OPF_OFFSET))
      return false;
    break;
  case RL_ARG_BACK:
    if (o->kind != IR_OP_VAR || !(o->flags & IR_OPF_OFFSET) ||
        !(o->flags & IR_OPF_BACK))
      return false;
    break;
  case RL_ARG_NULL:
    return (o->kind == IR_OP_CONST && (o->flags & IR_OPF_NULL)) ||
           const_is(o, "0");
  case RL_ARG_CONST:
    return const_is(o, a->text);
  case RL_ARG_NONZERO:
    return o->kind == IR_OP_CONST && o->text && !(o->flags & IR_OPF_NULL) &&
           !const_is(o, "0");
  case RL_ARG_ADDR_ANY:
    return o->kind == IR_OP_ADDR || o->kind == IR_OP_STRING;
  case RL_ARG_FORMAT: /* only in calls, matched by match_format */
    return false;
  case RL_ARG_STRING:
    return o->kind == IR_OP_STRING;
  }
  if (*v != IR_NONE && *v != o->var)
    return false; /* the same metavariable twice must be one variable */
  *v = o->var;
  return true;
}

/* The masks node_event_kinds gives (but 0xff), each with the list of
   the nodes that have one of its kinds (rl_env.need_off). */
enum {
  CALL = 1u << IR_EV_CALL, DEF = 1u << IR_EV_DEF, USE = 1u << IR_EV_USE,
  DEREF = 1u << IR_EV_DEREF, ADDR = 1u << IR_EV_ADDR,
  RETURN = 1u << IR_EV_RETURN
};
static const uint8_t need_masks[] = {CALL, DEF | CALL, DEF, USE, DEREF, ADDR,
                                     RETURN};
enum { NEED_N = sizeof need_masks / sizeof need_masks[0] };

/* The index of mask need in need_masks, or NEED_N. */
static uint32_t need_index(uint8_t need)
{
  uint32_t i = 0;
  while (i < NEED_N && need_masks[i] != need)
    i++;
  return i;
}

/* Per mask of need_masks, the nodes with its kinds (counted, then
   placed). */
static void need_lists(const ir_function *fn, rl_env *env)
{
  env->need_off = ut_calloc(NEED_N + 1, sizeof *env->need_off);
  for (uint32_t n = 0; n < fn->nnodes; n++)
    for (uint32_t i = 0; i < NEED_N; i++)
      env->need_off[i + 1] += (env->node_kinds[n] & need_masks[i]) != 0;
  for (uint32_t i = 0; i < NEED_N; i++)
    env->need_off[i + 1] += env->need_off[i];
  env->need_nodes =
      ut_malloc(((size_t)env->need_off[NEED_N] + 1) * sizeof *env->need_nodes);
  uint32_t at[NEED_N];
  memcpy(at, env->need_off, sizeof at);
  for (uint32_t n = 0; n < fn->nnodes; n++)
    for (uint32_t i = 0; i < NEED_N; i++)
      if (env->node_kinds[n] & need_masks[i])
        env->need_nodes[at[i]++] = n;
}

void rl_env_make(const rl_set *s, const ir_function *fn, rl_env *env)
{
  env->set = s;
  env->callee = ut_malloc(((size_t)fn->nevents + 1) * sizeof *env->callee);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    env->callee[i] = e->kind == IR_EV_CALL && e->callee
                         ? ut_intern_find(&s->names, e->callee,
                                          strlen(e->callee))
                         : UT_NONE;
  }
  env->node_kinds = ut_calloc((size_t)fn->nnodes + 1, sizeof *env->node_kinds);
  env->fn_kinds = 0;
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    for (uint32_t i = 0; i < fn->nodes[n].nevents; i++)
      env->node_kinds[n] |=
          (uint8_t)(1u << fn->events[fn->nodes[n].first_event + i].kind);
    env->fn_kinds |= env->node_kinds[n];
  }
  need_lists(fn, env);
}

void rl_env_free(rl_env *env)
{
  free(env->callee);
  free(env->node_kinds);
  free(env->need_off);
  free(env->need_nodes);
  env->callee = NULL;
  env->node_kinds = NULL;
  env->need_off = NULL;
  env->need_nodes = NULL;
}

/* The kinds of events (bits 1 << ir_event_kind) at which match_node can
   label anything for a pattern of kind k: a node without them keeps an
   empty row.  Every case of match_node tests the event's kind first. */
static uint8_t node_event_kinds(rl_pat_kind k)
{
  switch (k) {
  case RL_P_CALL: case RL_P_DISCARDED: case RL_P_ERROR_TESTED:
  case RL_P_ARG:
    return CALL;
  case RL_P_CHANGES: return CALL | DEF;
  case RL_P_DEF: case RL_P_REINDEX: return DEF | CALL;
  case RL_P_COPY: case RL_P_DEFVAL: case RL_P_STEP: case RL_P_ADVANCE:
  case RL_P_INIT: case RL_P_MACRO_STATE: return DEF;
  case RL_P_USE: return USE;
  case RL_P_DEREF: return DEREF;
  case RL_P_ADDR: return ADDR;
  case RL_P_RETURN: return RETURN;
  case RL_P_COND: return 0; /* labels edges only */
  default: return 0xff;
  }
}

/* The pattern's arguments against the call's, from argument `from` on.
   `exact` (a function named in the pattern): the call has no arguments
   beyond the pattern's, unless it ends with `...`; a family member's
   further arguments are never asked about. */
static bool args_match(const rl_pat *p, const ir_event *e, uint32_t from,
                       bool exact, uint32_t *v, uint32_t *format)
{
  uint32_t i = 0;
  for (; i < p->nargs; i++) {
    if (p->args[i].kind == RL_ARG_REST)
      return true;
    if (p->args[i].kind == RL_ARG_FORMAT) {
      *format = from + i;
      return true;
    }
    if (from + i >= e->nargs || !arg_match(&p->args[i], &e->args[from + i], v))
      return false;
  }
  return !exact || from + i == e->nargs;
}

/* A `*k` member: the pattern's first argument V against `&V` at
   argument k (freep (&p) releases p). */
static bool deref_match(const rl_pat *p, const ir_event *e, uint32_t k,
                        uint32_t *v)
{
  if (k >= e->nargs)
    return false;
  if (!p->nargs || p->args[0].kind == RL_ARG_REST ||
      p->args[0].kind == RL_ARG_ANY)
    return true;
  const ir_operand *o = &e->args[k];
  if (p->args[0].kind != RL_ARG_VAR || o->kind != IR_OP_ADDR ||
      (o->flags & IR_OPF_OFFSET) || (*v != IR_NONE && *v != o->var))
    return false;
  *v = o->var;
  return true;
}

/* `-> v`, `-> _`, `-> none` against the call's result. */
static bool result_match(const rl_pat *p, const ir_event *e, uint32_t *v)
{
  if (p->result.kind == RL_ARG_ANY && e->result == IR_NONE)
    return false;
  if (p->result.kind == RL_ARG_NULL &&
      (e->result != IR_NONE ||
       ((e->flags & IR_EVF_SYNTHETIC) && !(e->flags & IR_EVF_DROPPED))))
    return false; /* "-> none": a call written with its result dropped (or
                     a wrapper's `return G (..)` where it is) */
  if (p->result.kind == RL_ARG_VAR) {
    if (e->result == IR_NONE || (*v != IR_NONE && *v != e->result))
      return false;
    *v = e->result;
  }
  return true;
}

/* Does an event of node n after its event i give v a new value?  Then a
   call that took v as an argument acted on the old value, and the node
   leaves v holding another: `p = grow (p)`, where grow frees its
   argument, frees the old p and is no free of the new one. */
static bool redefined_later(const ir_function *fn, const ir_node *n,
                            uint32_t i, uint32_t v)
{
  for (uint32_t k = i + 1; k < n->nevents; k++) {
    const ir_event *e = &fn->events[n->first_event + k];
    if ((e->kind == IR_EV_DEF && e->var == v) ||
        (e->kind == IR_EV_CALL && e->result == v))
      return true;
  }
  return false;
}

/* Is every argument of call e that passes v (kind VAR: its value, ADDR:
   its address) declared a pointer to const? */
static bool lent_only(const ir_event *e, uint32_t v, ir_opnd_kind kind)
{
  /* a value is lent to a function of the unit that lets it go nowhere */
  uint32_t lent = IR_OPF_CONST_PARAM | (kind == IR_OP_VAR ? IR_OPF_LENT : 0);
  for (uint32_t a = 0; a < e->nargs; a++)
    if (e->args[a].kind == kind && e->args[a].var == v &&
        !(e->args[a].flags & lent))
      return false;
  return true;
}

/* The index of the argument that the next %s (or %S) conversion of the
   printf format at *s reads, counting from *arg (both move past it), or
   IR_NONE at the end and at what it cannot follow (%1$s). */
static uint32_t next_string_conversion(const char **s, uint32_t *arg)
{
  for (const char *c = *s; (c = strchr(c, '%'));) {
    if (*++c == '%') {
      c++;
      continue;
    }
    const char *d = c + strspn(c, "0123456789");
    if (*d == '$')
      return IR_NONE;
    c += strspn(c, "-+ #0'I");
    if (*c == '*') {
      (*arg)++;
      c++;
    }
    c += strspn(c, "0123456789");
    if (*c == '.' && *++c == '*') {
      (*arg)++;
      c++;
    }
    c += strspn(c, "0123456789");
    c += strspn(c, "hlLqjzZt");
    if (!*c)
      return IR_NONE;
    char conv = *c++;
    if (conv == 'm')
      continue; /* glibc's strerror (errno): no argument */
    uint32_t a = (*arg)++;
    if (conv == 's' || conv == 'S') {
      *s = c;
      return a;
    }
  }
  return IR_NONE;
}

/* A call event against a pattern with '%s v' at argument f: set the bits
   of the variables its %s conversions read (v is *v when already bound). */
static void match_format(const ir_event *e, uint32_t f, uint32_t v,
                         const ir_function *fn, const rl_bindings *b,
                         uint64_t *row)
{
  if (f >= e->nargs || e->args[f].kind != IR_OP_STRING || !e->args[f].text)
    return;
  const char *s = e->args[f].text;
  uint32_t arg = f + 1, a;
  while ((a = next_string_conversion(&s, &arg)) != IR_NONE && a < e->nargs) {
    const ir_operand *o = &e->args[a];
    if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
        (v == IR_NONE || v == o->var))
      set_var(row, fn, b, o->var, false);
  }
}

/* One way of matching call e: arguments from position k (or `&V` at k),
   then the result; sets the bit of what it binds. */
static void call_try(const rl_pat *p, const ir_function *fn,
                     const ir_node *n, uint32_t i, uint32_t k, bool exact,
                     bool deref, const rl_bindings *b, uint64_t *row)
{
  const ir_event *e = &fn->events[n->first_event + i];
  uint32_t v = IR_NONE, format = IR_NONE;
  if (!(deref ? deref_match(p, e, k, &v)
              : args_match(p, e, k, exact, &v, &format)) ||
      !result_match(p, e, &v))
    return;
  /* v given a new value later in the statement: the call acted on the
     old one (p = grow (p)). */
  if (v != IR_NONE && v != e->result && redefined_later(fn, n, i, v))
    return;
  if (format != IR_NONE) {
    match_format(e, format, v, fn, b, row);
    return;
  }
  bool holder = false; /* `holder v`: the places reached through v */
  for (uint32_t a = 0; a < p->nargs; a++)
    holder |= p->args[a].kind == RL_ARG_HOLDER;
  /* A summarised callee that releases the holder may release its fields
     first through calls its summary does not record (BN_free (r->A);
     OPENSSL_free (r)): only a release the source writes counts. */
  if (holder && (e->flags & IR_EVF_SYNTHETIC))
    return;
  if (holder && v != IR_NONE)
    set_paths(row, fn, b, v);
  else if (p->var_mentioned) {
    set_var(row, fn, b, v, false);
    if (p->may_too && v != IR_NONE)
      set_containers(row, fn, b, v); /* a[i]: any element of a */
  } else
    set_all(row, b);
}

/* Label event ev of node n, a call, with call pattern p: every way it
   matches (a family member with several positions may bind several
   variables). */
static void call_label(const rl_env *env, const rl_pat *p,
                       const ir_function *fn, const ir_node *n, uint32_t ev,
                       const rl_bindings *b, uint64_t *row)
{
  uint32_t callee = env->callee[n->first_event + ev];
  for (uint32_t i = 0; i < p->nnames; i++) {
    uint32_t id = p->ids[i], pos, deref;
    if (id == UT_NONE || !(id & RL_FAMILY)) { /* `_`, or a name */
      if (id == UT_NONE || id == callee)
        call_try(p, fn, n, ev, 0, true, false, b, row);
      continue;
    }
    /* A call whose callee does nothing but return NULL for the NULL it
       is given (a function of the unit: `if (!s) return NULL;`) is in
       no family: `(void) my_strdup (NULL);` allocates nothing. */
    if (fn->events[n->first_event + ev].flags & IR_EVF_NULL_RESULT)
      continue;
    rl_family_positions(env->set, id & ~RL_FAMILY, callee, &pos, &deref);
    /* A call the unit's summaries prove never gives NULL (a wrapper that
       exits instead) is one of the results __attribute__(returns_nonnull)
       selects. */
    if ((fn->events[n->first_event + ev].flags & IR_EVF_NONNULL) &&
        (env->set->fams[id & ~RL_FAMILY].attrs >> RL_AT_RETURNS_NONNULL & 1))
      pos |= 1;
    const ir_event *e = &fn->events[n->first_event + ev];
    for (uint32_t k = 0; k < 32 && (pos | deref) >> k; k++) {
      /* A pointer the call uses nothing through (its count is zero
         here, un_zero_count_split) is at no position of a family. */
      if (k < e->nargs && (e->args[k].flags & IR_OPF_ZERO_COUNT))
        continue;
      if (pos >> k & 1)
        call_try(p, fn, n, ev, k, false, false, b, row);
      if (deref >> k & 1)
        call_try(p, fn, n, ev, k, false, true, b, row);
    }
  }
}

/* Is e `v = t + k` (or - k) with t a compiler temporary that one of the
   few events before it, on its line, set to v?  GCC's lowering of v++
   inside an expression (a[n++] = x, *p++): v steps as in `v += k`. */
static bool steps_through_copy(const ir_function *fn, const ir_event *e)
{
  uint32_t t = e->value.var, at = (uint32_t)(e - fn->events);
  if (fn->vars[t].kind != IR_VAR_TEMP ||
      !(fn->vars[t].flags & IR_VF_ARTIFICIAL))
    return false;
  for (uint32_t k = 1; k <= 3 && k <= at; k++) {
    const ir_event *d = &fn->events[at - k];
    if (d->kind == IR_EV_DEF && d->var == t)
      return d->loc.line == e->loc.line && (d->flags & IR_EVF_COPY) &&
             d->value.kind == IR_OP_VAR && d->value.var == e->var &&
             !(d->value.flags & IR_OPF_OFFSET);
  }
  return false;
}

/* Is node m of the same macro expansion as node `at` (a macro node at
   the same place)? */
static bool same_expansion(const ir_function *fn, uint32_t m,
                           const ir_node *at)
{
  const ir_node *o = &fn->nodes[m];
  return (o->flags & IR_NF_MACRO) && o->loc.line == at->loc.line &&
         o->loc.col == at->loc.col;
}

/* Does another statement of the macro expansion that node n comes from
   read v?  The macro keeps state in v for its next use (`first = 0`
   after testing `first`), so the store of its last use is the macro's,
   not a store the code at the use made.  An expansion's nodes are made
   one after the other: only the run of them around n is read. */
static bool macro_reads(const ir_function *fn, uint32_t n, uint32_t v)
{
  const ir_node *at = &fn->nodes[n];
  if (!(at->flags & IR_NF_MACRO) || v == IR_NONE)
    return false;
  for (uint32_t m = n; m > 2 && same_expansion(fn, m - 1, at); m--)
    if (ir_node_has_event(fn, m - 1, IR_EV_USE, v))
      return true;
  for (uint32_t m = n + 1; m < fn->nnodes && same_expansion(fn, m, at); m++)
    if (ir_node_has_event(fn, m, IR_EV_USE, v))
      return true;
  return false;
}

/* Can a call assign v: a global, a static, or a place reached through
   a pointer or through one of those (g, s->f, g.a[2]), not a part of a
   local the function owns? */
static bool outside_frame(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; v != IR_NONE && v < fn->nvars && n <= fn->nvars;
       v = fn->vars[v].base, n++) {
    const ir_var *x = &fn->vars[v];
    if (x->kind == IR_VAR_GLOBAL || (x->flags & IR_VF_STATIC))
      return true;
    if (x->kind == IR_VAR_PATH && x->base != IR_NONE &&
        fn->vars[x->base].tclass == IR_TY_POINTER)
      return true;
  }
  return false;
}

/* Can a store through a pointer to place `to` (`*q`, `q->f`) assign the
   frame's variable v: a local or parameter whose address is taken, of
   to's type class (`ptr = &user; ... *ptr = NULL;` assigns user)? */
static bool stored_through(const ir_function *fn, uint32_t to, uint32_t v)
{
  const ir_var *x = &fn->vars[v];
  return v != to && (x->kind == IR_VAR_LOCAL || x->kind == IR_VAR_PARAM) &&
         (x->flags & IR_VF_ADDR_TAKEN) && x->tclass == fn->vars[to].tclass;
}

/* Label one node state with an atomic pattern. */
static void match_node(const rl_env *env, const rl_pat *p,
                       const ir_function *fn, uint32_t node,
                       const rl_bindings *b, uint64_t *row)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    uint32_t v = IR_NONE;
    bool hit = false;
    switch (p->kind) {
    case RL_P_CALL:
      if (e->kind == IR_EV_CALL)
        call_label(env, p, fn, n, i, b, row);
      continue;
    case RL_P_DEF:
      if (e->kind == IR_EV_DEF || (e->kind == IR_EV_CALL && e->result != IR_NONE)) {
        uint32_t w = e->kind == IR_EV_DEF ? e->var : e->result;
        set_var(row, fn, b, w, true);
        /* Only rules over parts (uninit) count a part's definition as a
           partial one of its aggregate: for dead-store, `a[0] = 1` is no
           new value of all of a. */
        if (w != IR_NONE && (b->kinds & RL_K_PART) && !p->exact_only)
          set_containers(row, fn, b, w);
        /* A write to a union's member writes over its other members
           (g.u.i = 0 for g.u.p), for every rule. */
        else if (w != IR_NONE && !p->exact_only)
          set_union_siblings(row, fn, b, w);
        /* i++ makes a[i] (and a[...]) another element. */
        if (!p->exact_only)
          set_dependents(row, b, w);
      }
      /* A call may change what its pointer arguments reach (s->buf for
         f (s)) and whatever it gets the address of (x for g (&x)); not
         one without side effects (pure, const). */
      for (uint32_t a = 0; e->kind == IR_EV_CALL &&
                           !(e->flags & IR_EVF_SYNTHETIC) &&
                           !ir_event_attr(e, "pure") && a < e->nargs; a++) {
        const ir_operand *o = &e->args[a];
        if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET))
          set_paths(row, fn, b, o->var);
        else if (o->kind == IR_OP_ADDR && !(o->flags & IR_OPF_OFFSET)) {
          set_var(row, fn, b, o->var, true);
          if (b->kinds & RL_K_PART)
            set_containers(row, fn, b, o->var);
        }
      }
      continue;
    case RL_P_REINDEX: /* i assigned, or given by address to a call: a[i]
                          is another element */
      if (e->kind == IR_EV_DEF || (e->kind == IR_EV_CALL && e->result != IR_NONE))
        set_dependents(row, b, e->kind == IR_EV_DEF ? e->var : e->result);
      for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
        if (e->args[a].kind == IR_OP_ADDR)
          set_dependents(row, b, e->args[a].var);
      continue;
    case RL_P_USE: /* not GCC's early read of a short-circuited operand */
      if (e->kind != IR_EV_USE || (e->flags & IR_EVF_EAGER))
        continue;
      if (p->var_mentioned)
        set_roots(row, fn, b, e->var);
      else
        set_all(row, b);
      continue;
    case RL_P_DEREF: /* deref null: the event of a null constant's place */
      hit = e->kind == IR_EV_DEREF &&
            (!p->write_only || (e->flags & IR_EVF_WRITE)) &&
            (p->operand.kind != RL_ARG_NULL || e->var == IR_NONE);
      v = e->var;
      break;
    case RL_P_ADDR: /* a followed &x: its uses stand for it */
      if (e->kind == IR_EV_ADDR && (e->flags & IR_EVF_FOLLOWED))
        continue;
      if (e->kind == IR_EV_ADDR && p->var_mentioned) {
        set_roots(row, fn, b, e->var);
        set_object(row, fn, b, e->var);
      } else if (e->kind == IR_EV_ADDR)
        set_all(row, b);
      continue;
    case RL_P_RETURN:
      hit = e->kind == IR_EV_RETURN &&
            (p->operand.kind == RL_ARG_ANY ||
             (e->value.kind != IR_OP_NONE && arg_match(&p->operand, &e->value, &v)));
      break;
    case RL_P_COPY:
      if (e->flags & IR_EVF_UNREAD) /* into a local nothing reads */
        continue;
      if (p->operand.kind == RL_ARG_OFFSET) /* e = p + n: v moved elsewhere */
        hit = e->kind == IR_EV_DEF && e->value.kind == IR_OP_VAR &&
              e->value.var != e->var &&
              (((e->flags & IR_EVF_COPY) && (e->value.flags & IR_OPF_OFFSET)) ||
               ((e->arith == IR_AR_ADD || e->arith == IR_AR_SUB) &&
                fn->vars[e->value.var].tclass == IR_TY_POINTER));
      else
        hit = e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
              e->value.kind == (p->operand.kind == RL_ARG_ADDR ? IR_OP_ADDR
                                                               : IR_OP_VAR) &&
              !(e->value.flags & IR_OPF_OFFSET) && e->value.var != e->var;
      v = e->value.var;
      break;
    case RL_P_DEFVAL: {
      uint32_t unused = IR_NONE;
      hit = e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
            arg_match(&p->operand, &e->value, &unused) &&
            ((p->operand.kind != RL_ARG_NULL && /* null, constant: a pointer's */
              p->operand.kind != RL_ARG_NONZERO) ||
             (e->var != IR_NONE && fn->vars[e->var].tclass == IR_TY_POINTER));
      v = e->var;
      break;
    }
    case RL_P_STEP: /* v = v + k, v = v - k: v moves, within its block */
      hit = e->kind == IR_EV_DEF &&
            (e->arith == IR_AR_ADD || e->arith == IR_AR_SUB) &&
            e->value.kind == IR_OP_VAR && e->var != IR_NONE &&
            (e->value.var == e->var || steps_through_copy(fn, e));
      v = e->var;
      break;
    case RL_P_MACRO_STATE: /* v set by a macro whose expansion reads it */
      hit = e->kind == IR_EV_DEF && macro_reads(fn, node, e->var);
      v = e->var;
      break;
    case RL_P_CHANGES: /* a call or a store that may assign the variable */
      if (e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
          !ir_event_attr(e, "pure") && !(b->kinds & RL_K_STMT))
        for (uint32_t k = 0; k < b->n; k++)
          if (b->item[k] != IR_NONE && outside_frame(fn, b->item[k]))
            set_bit(row, k);
      if (e->kind == IR_EV_DEF && e->var != IR_NONE &&
          !(b->kinds & RL_K_STMT) && through_pointer(fn, e->var))
        for (uint32_t k = 0; k < b->n; k++)
          if (b->item[k] != IR_NONE && stored_through(fn, e->var, b->item[k]))
            set_bit(row, k);
      continue;
    case RL_P_ADVANCE: /* v = v + k (not a negative constant): forward */
      hit = e->kind == IR_EV_DEF && e->arith == IR_AR_ADD &&
            e->value.kind == IR_OP_VAR && e->value.var == e->var &&
            !(e->rhs.kind == IR_OP_CONST && e->rhs.text &&
              e->rhs.text[0] == '-');
      v = e->var;
      break;
    case RL_P_INIT:
      hit = e->kind == IR_EV_DEF && (e->flags & IR_EVF_INIT);
      v = e->var;
      break;
    case RL_P_DISCARDED: /* (void) f (): its result dropped on purpose */
      hit = e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
            (e->flags & IR_EVF_DISCARDED);
      break;
    case RL_P_ERROR_TESTED: /* fwrite (.., f); if (ferror (f)) */
      hit = e->kind == IR_EV_CALL && (e->flags & IR_EVF_ERROR_TESTED);
      break;
    case RL_P_ARG: { /* arg v, arg &v (operand ADDR): v or &v passed */
      ir_opnd_kind want = p->operand.kind == RL_ARG_ADDR ? IR_OP_ADDR : IR_OP_VAR;
      for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
        if (e->args[a].kind == want && !(e->args[a].flags & IR_OPF_OFFSET) &&
            (!p->const_only || (lent_only(e, e->args[a].var, want) &&
                                !(e->args[a].flags & IR_OPF_ZERO_COUNT)))) {
          set_var(row, fn, b, e->args[a].var, false);
          if (want == IR_OP_VAR)
            set_parts(row, fn, b, e->args[a].var);
        }
      continue;
    }
    default:
      break;
    }
    if (!hit)
      continue;
    if (p->var_mentioned) {
      set_var(row, fn, b, v, false);
      if (p->kind == RL_P_RETURN || p->kind == RL_P_COPY)
        set_parts(row, fn, b, v);
    } else
      set_all(row, b);
  }
}

static bool cmp_condition(const ir_event *c, bool taken, uint32_t *var,
                          ir_cmp *op, ir_operand *k);

/* The condition that holds on conditional edge e, as `var OP operand`
   with var on the left; false if it does not name a variable. */
static bool edge_condition(const ir_function *fn, const ir_edge *e,
                           uint32_t *var, ir_cmp *op, ir_operand *k)
{
  if (e->kind == IR_EDGE_SWITCH) {
    if (e->switch_var == IR_NONE || !e->case_lo || !e->case_hi ||
        strcmp(e->case_lo, e->case_hi) != 0)
      return false;
    *var = e->switch_var;
    *op = IR_CMP_EQ;
    k->kind = IR_OP_CONST;
    k->flags = 0;
    k->var = IR_NONE;
    k->text = e->case_lo;
    return true;
  }
  if (e->cond == IR_NONE)
    return false;
  return cmp_condition(&fn->events[e->cond], e->kind == IR_EDGE_TRUE, var, op,
                       k);
}

/* The condition that holds when comparison c is `taken` (true) or not, as
   `var OP operand` with var on the left; false if it names no variable. */
static bool cmp_condition(const ir_event *c, bool taken, uint32_t *var,
                          ir_cmp *op, ir_operand *k)
{
  ir_cmp o = taken ? c->cmp : ir_cmp_negate(c->cmp);
  if (c->lhs.kind == IR_OP_VAR && !(c->lhs.flags & IR_OPF_OFFSET)) {
    *var = c->lhs.var;
    *op = o;
    *k = c->rhs;
    return true;
  }
  if (c->rhs.kind == IR_OP_VAR && !(c->rhs.flags & IR_OPF_OFFSET)) {
    *var = c->rhs.var;
    *op = ir_cmp_swap(o);
    *k = c->lhs;
    return true;
  }
  return false;
}

/* Whether a call could have changed v's value: memory reached through a
   pointer or a field, a global or static, a local whose address escapes,
   a computed value, or a local some call's result is stored in
   (changed[v], from label_memory_tests). */
static bool call_may_change(const ir_function *fn, const bool *changed,
                            uint32_t v)
{
  if (v == IR_NONE || v >= fn->nvars)
    return true;
  const ir_var *x = &fn->vars[v];
  return changed[v] || x->kind == IR_VAR_PATH || x->kind == IR_VAR_GLOBAL ||
         x->kind == IR_VAR_TEMP || x->kind == IR_VAR_OBJECT ||
         (x->flags & (IR_VF_ADDR_TAKEN | IR_VF_STATIC));
}

/* Whether edge e leaves a test of a value a call may change. */
static bool tests_memory(const ir_function *fn, const bool *changed,
                         const ir_edge *e)
{
  if (e->kind == IR_EDGE_SWITCH || e->kind == IR_EDGE_DEFAULT)
    return call_may_change(fn, changed, e->switch_var);
  if (e->cond == IR_NONE || (fn->events[e->cond].flags & IR_EVF_IMPLICIT))
    return false;
  const ir_event *c = &fn->events[e->cond];
  bool lv = c->lhs.kind == IR_OP_VAR, rv = c->rhs.kind == IR_OP_VAR;
  if (!lv && !rv)
    return true;
  return (lv && call_may_change(fn, changed, c->lhs.var)) ||
         (rv && call_may_change(fn, changed, c->rhs.var));
}

/* Is v an element of a local aggregate at an index no constant gives
   (a[j], s.a[j])? */
static bool var_indexed(const ir_function *fn, uint32_t v)
{
  return v != IR_NONE && v < fn->nvars && ir_var_container(fn, v) != IR_NONE &&
         ir_path_index_const(&fn->vars[v]) == 0;
}

/* `indexed v`: nodes reading an element of v at a variable index (a[j])
   in a function that also writes v at one (a loop filling a[i]): which
   element is read, and whether a write reached it, the indices decide. */
static void label_indexed(const ir_function *fn, const md_syntactic *m,
                          const rl_bindings *b, uint64_t *rows)
{
  bool *filled = ut_calloc((size_t)fn->nvars + 1, sizeof *filled);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    uint32_t w = e->kind == IR_EV_DEF ? e->var
                 : e->kind == IR_EV_CALL ? e->result : IR_NONE;
    if (var_indexed(fn, w))
      filled[ir_var_container(fn, w)] = true;
  }
  for (uint32_t s = 2; s < m->nnodes; s++) {
    const ir_node *n = &fn->nodes[s];
    for (uint32_t i = 0; i < n->nevents; i++) {
      const ir_event *e = &fn->events[n->first_event + i];
      if (e->kind == IR_EV_USE && var_indexed(fn, e->var) &&
          filled[ir_var_container(fn, e->var)])
        set_roots(rows + (size_t)s * b->nwords, fn, b, e->var);
    }
  }
  free(filled);
}

/* `cond memory`: the branch edges of tests of values a call may change
   (see call_may_change), for every binding. */
static void label_memory_tests(const ir_function *fn, const md_syntactic *m,
                               const rl_bindings *b, uint64_t *rows)
{
  bool *changed = ut_calloc((size_t)fn->nvars + 1, sizeof *changed);
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_CALL && fn->events[i].result != IR_NONE &&
        fn->events[i].result < fn->nvars)
      changed[fn->events[i].result] = true;
  for (uint32_t s = m->nnodes; s < m->nstates; s++)
    if (tests_memory(fn, changed, &fn->edges[m->state_edge[s]]))
      set_all(rows + (size_t)s * b->nwords, b);
  free(changed);
}

static void match_edge(const rl_pat *p, const ir_function *fn, uint32_t edge,
                       const rl_bindings *b, uint64_t *row)
{
  uint32_t var;
  ir_cmp op;
  ir_operand k;
  if (p->kind != RL_P_COND ||
      (!p->implicit_too && fn->edges[edge].cond != IR_NONE &&
       (fn->events[fn->edges[edge].cond].flags & IR_EVF_IMPLICIT)) ||
      !edge_condition(fn, &fn->edges[edge], &var, &op, &k) || op != p->cmp ||
      (p->guard_only && fn->edges[edge].cond != IR_NONE &&
       (fn->events[fn->edges[edge].cond].flags &
        (IR_EVF_VALUE | IR_EVF_MACRO))) ||
      (p->own_only && fn->edges[edge].cond != IR_NONE &&
       (fn->events[fn->edges[edge].cond].flags & IR_EVF_MACRO)))
    return;
  uint32_t v = IR_NONE;
  if (arg_match(&p->operand, &k, &v))
    set_var(row, fn, b, var, false);
  /* The synthetic twins just before the tested comparison hold on the
     edge too: after q = p, `if (q)` tests p (un_alias_rewrite). */
  const ir_edge *e = &fn->edges[edge];
  if (e->kind == IR_EDGE_SWITCH || e->cond == IR_NONE)
    return;
  const ir_node *from = &fn->nodes[e->from];
  if (e->cond < from->first_event ||
      e->cond >= from->first_event + from->nevents)
    return;
  for (uint32_t i = e->cond; i-- > from->first_event;) {
    const ir_event *t = &fn->events[i];
    if (t->kind != IR_EV_CMP || !(t->flags & IR_EVF_SYNTHETIC))
      break;
    if (cmp_condition(t, e->kind == IR_EDGE_TRUE, &var, &op, &k) &&
        op == p->cmp && arg_match(&p->operand, &k, &v))
      set_var(row, fn, b, var, false);
  }
}

/* Do the n words at rows hold no bit? */
static bool rows_none(const uint64_t *rows, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (rows[i])
      return false;
  return true;
}

/* A compound pattern's rows from its operands' (out may be l); whether
   some bit is set. */
static bool combine(const rl_pat *p, const rl_bindings *b, uint64_t *out,
                    const uint64_t *l, const uint64_t *r, size_t nrows)
{
  size_t n = nrows * b->nwords;
  uint64_t any = 0;
  for (size_t i = 0; i < n; i++)
    out[i] = p->kind == RL_P_AND ? l[i] & r[i]
           : p->kind == RL_P_OR ? l[i] | r[i]
                                : ~l[i];
  if (p->kind == RL_P_NOT && b->n % 64)
    for (size_t s = 0; s < nrows; s++)
      out[s * b->nwords + b->nwords - 1] &= (UINT64_C(1) << (b->n % 64)) - 1;
  for (size_t i = 0; i < n && !any; i++)
    any |= out[i];
  return any != 0;
}

/* Does pattern p hold in most states where it is labelled (so an and
   labels its other operand first, which often holds nowhere)? */
static bool dense(const rl_pat *p)
{
  return p->kind == RL_P_AT || p->kind == RL_P_TRUE ||
         p->kind == RL_P_STMT || p->kind == RL_P_NOT || p->kind == RL_P_SCALAR;
}

typedef struct comp_var {
  uint32_t comp, var;
} comp_var;

static int comp_var_cmp(const void *x, const void *y)
{
  const comp_var *a = x, *b = y;
  if (a->comp != b->comp)
    return a->comp < b->comp ? -1 : 1;
  return a->var < b->var ? -1 : a->var > b->var;
}

/* `walk v`: the branch edges of a test of v that lies on a cycle of the
   CFG which also assigns v (while (p) p = p->next;), or, for a global or
   a place reached through a pointer, calls a function, which may assign
   it (while (stack != NULL) pop ();): the test is there for the values v
   takes later, not only for the one it has on entry. */
static void label_walk(const ir_function *fn, const md_syntactic *m,
                       const rl_bindings *b, uint64_t *rows)
{
  /* Components with more than one state, and the (component, variable)
     pairs of the assignments inside them, sorted for lookup. */
  uint32_t *size = ut_calloc((size_t)m->nstates + 1, sizeof *size);
  bool *calls = ut_calloc((size_t)m->nstates + 1, sizeof *calls);
  comp_var *defs = ut_malloc(((size_t)fn->nevents + 1) * sizeof *defs);
  size_t ndefs = 0;
  for (uint32_t s = 0; s < m->nstates; s++)
    size[m->comp[s]]++;
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; size[m->comp[n]] > 1 && i < node->nevents; i++) {
      const ir_event *ev = &fn->events[node->first_event + i];
      uint32_t v = ev->kind == IR_EV_DEF ? ev->var
                   : ev->kind == IR_EV_CALL ? ev->result : IR_NONE;
      if (v != IR_NONE)
        defs[ndefs++] = (comp_var){m->comp[n], v};
      if (ev->kind == IR_EV_CALL && !(ev->flags & IR_EVF_SYNTHETIC))
        calls[m->comp[n]] = true;
    }
  }
  qsort(defs, ndefs, sizeof *defs, comp_var_cmp);
  for (uint32_t e = 0; e < fn->nedges; e++) {
    /* Both edges of the test count, the one that leaves the loop too:
       what matters is that the branch node is on the cycle. */
    uint32_t st = m->edge_state[e], from = fn->edges[e].from, var;
    ir_cmp op;
    ir_operand k;
    if (st == IR_NONE || size[m->comp[from]] < 2 ||
        !edge_condition(fn, &fn->edges[e], &var, &op, &k) ||
        b->of_var[var] == IR_NONE)
      continue;
    comp_var key = {m->comp[from], var};
    const ir_var *x = &fn->vars[var];
    bool by_call = calls[m->comp[from]] &&
                   (x->kind == IR_VAR_GLOBAL || x->kind == IR_VAR_PATH ||
                    (x->flags & IR_VF_STATIC));
    if (by_call || bsearch(&key, defs, ndefs, sizeof *defs, comp_var_cmp))
      set_bit(rows + (size_t)st * b->nwords, b->of_var[var]);
  }
  free(defs);
  free(calls);
  free(size);
}

/* Does an allocation of v by the allocator of some pair, not paired with
   `dealloc`, reach node n (v not assigned in between)?  A backward search
   from n; seen[] holds `stamp` for the nodes it visited. */
static bool mismatch_reaches(const rl_env *env, const ir_function *fn,
                             const uint32_t *off, const uint32_t *pred,
                             uint32_t *seen, uint32_t stamp, uint32_t *stack,
                             uint32_t n, uint32_t v, uint32_t dealloc)
{
  const rl_set *s = env->set;
  uint32_t sp = 0;
  for (uint32_t i = off[n]; i < off[n + 1]; i++)
    if (seen[pred[i]] != stamp) {
      seen[pred[i]] = stamp;
      stack[sp++] = pred[i];
    }
  while (sp) {
    uint32_t m = stack[--sp];
    const ir_node *node = &fn->nodes[m];
    bool defines = false;
    for (uint32_t i = 0; i < node->nevents; i++) {
      uint32_t ei = node->first_event + i;
      const ir_event *e = &fn->events[ei];
      uint32_t a = env->callee[ei];
      /* v = A (..), or A (.., &v, ..) (an allocator into *N) */
      bool gives = e->kind == IR_EV_CALL && e->result == v;
      for (uint32_t k = 0; e->kind == IR_EV_CALL && k < e->nargs; k++)
        gives |= e->args[k].kind == IR_OP_ADDR && e->args[k].var == v &&
                 !(e->args[k].flags & IR_OPF_OFFSET);
      if (gives && a < s->nflags && (s->name_flags[a] & RL_NAME_PAIRED_ALLOC) &&
          !rl_pair_known(s, a, dealloc))
        return true;
      defines |= gives || (e->kind == IR_EV_DEF && e->var == v);
    }
    for (uint32_t i = off[m]; !defines && i < off[m + 1]; i++)
      if (seen[pred[i]] != stamp) {
        seen[pred[i]] = stamp;
        stack[sp++] = pred[i];
      }
  }
  return false;
}

/* The positions at which callee d releases what it is given, as the
   families `dealloc` and `heap-free` list them (pos: v, deref: &v); both
   0 when neither names them (every argument counts then). */
static void release_positions(const rl_set *s, uint32_t d, uint32_t *pos,
                              uint32_t *deref)
{
  *pos = *deref = 0;
  for (uint32_t f = 0; f < s->nfams; f++)
    if (!strcmp(s->fams[f].name, "dealloc") ||
        !strcmp(s->fams[f].name, "heap-free")) {
      uint32_t p, r;
      rl_family_positions(s, f, d, &p, &r);
      *pos |= p;
      *deref |= r;
    }
}

/* `unpaired v`: a call to the deallocator of some pair that is given v
   (or &v) where it releases it (png_free (png_ptr, p) releases p, not
   png_ptr), reached by an allocation of v that it does not pair with. */
static void label_unpaired(const rl_env *env, const ir_function *fn,
                           const rl_bindings *b, uint64_t *rows)
{
  const rl_set *s = env->set;
  uint32_t nn = fn->nnodes;
  uint32_t *off, *pred;
  ir_predecessors(fn, &off, &pred);
  uint32_t *seen = ut_calloc((size_t)nn + 1, sizeof *seen);
  uint32_t *stack = ut_malloc(((size_t)nn + 1) * sizeof *stack);
  uint32_t stamp = 0;
  for (uint32_t n = 2; n < nn; n++)
    for (uint32_t i = 0; i < fn->nodes[n].nevents; i++) {
      uint32_t ei = fn->nodes[n].first_event + i;
      const ir_event *e = &fn->events[ei];
      uint32_t d = env->callee[ei];
      if (e->kind != IR_EV_CALL || d >= s->nflags ||
          !(s->name_flags[d] & RL_NAME_PAIRED_DEALLOC))
        continue;
      uint32_t pos, deref;
      release_positions(s, d, &pos, &deref);
      for (uint32_t a = 0; a < e->nargs; a++) {
        const ir_operand *o = &e->args[a];
        if ((o->kind != IR_OP_VAR && o->kind != IR_OP_ADDR) ||
            (o->flags & IR_OPF_OFFSET) || b->of_var[o->var] == IR_NONE)
          continue;
        if ((pos | deref) && a < 32 &&
            !((o->kind == IR_OP_VAR ? pos : deref) >> a & 1))
          continue;
        if (mismatch_reaches(env, fn, off, pred, seen, ++stamp, stack, n,
                             o->var, d))
          set_bit(rows + (size_t)n * b->nwords, b->of_var[o->var]);
      }
    }
  free(off);
  free(pred);
  free(seen);
  free(stack);
}

/* Is fn the program's main: named main, with external linkage, at global
   scope? */
static bool is_main(const ir_function *fn)
{
  return fn->name && strcmp(fn->name, "main") == 0 &&
         !(fn->flags & IR_FF_STATIC) &&
         (!fn->qname || strcmp(fn->qname, "main") == 0);
}

/* scalar v: every state, for the bindings whose variable is a number or
   a pointer (not a struct, union or array). */
static void label_scalar(const ir_function *fn, const md_syntactic *m,
                         const rl_bindings *b, uint64_t *rows)
{
  if ((b->kinds & RL_K_STMT) || !m->nstates)
    return;
  /* The same row in every state: made in the first, copied. */
  for (uint32_t k = 0; k < b->n; k++) {
    uint32_t v = b->item[k];
    ir_type_class t = v == IR_NONE ? IR_TY_OTHER : fn->vars[v].tclass;
    if (t == IR_TY_POINTER || t == IR_TY_INTEGER || t == IR_TY_FLOAT)
      set_bit(rows, k);
  }
  if (b->nwords == 1)
    for (uint32_t s = 1; s < m->nstates; s++)
      rows[s] = rows[0];
  else
    for (uint32_t s = 1; s < m->nstates; s++)
      memcpy(rows + (size_t)s * b->nwords, rows, b->nwords * sizeof *rows);
}

bool rl_label(const rl_env *env, const rl_pat *p, const ir_function *fn,
              const md_syntactic *m, const rl_bindings *b, uint64_t *rows)
{
  size_t n = (size_t)m->nstates * b->nwords;
  /* not, and, or: one operand labelled in place, the other beside it.
     An operand that holds nowhere (most do in most functions) decides
     and or and-not without labelling the other; an and labels a sparse
     operand first. */
  if (p->kind == RL_P_NOT || p->kind == RL_P_AND || p->kind == RL_P_OR) {
    if (!p->r) {
      rl_label(env, p->l, fn, m, b, rows);
      return combine(p, b, rows, rows, NULL, m->nstates);
    }
    bool swap = p->kind == RL_P_AND && dense(p->l) && !dense(p->r);
    const rl_pat *first = swap ? p->r : p->l, *second = swap ? p->l : p->r;
    bool any = rl_label(env, first, fn, m, b, rows);
    if (p->kind == RL_P_AND && !any)
      return false;
    if (p->kind == RL_P_OR && !any)
      return rl_label(env, second, fn, m, b, rows);
    uint64_t *r = ut_malloc(n * sizeof *r + 8);
    if (p->kind == RL_P_AND && second->kind == RL_P_NOT) { /* x & !y */
      if (rl_label(env, second->l, fn, m, b, r)) {
        uint64_t acc = 0;
        for (size_t i = 0; i < n; i++)
          acc |= rows[i] &= ~r[i];
        any = acc != 0;
      }
    } else {
      rl_label(env, second, fn, m, b, r);
      any = combine(p, b, rows, rows, r, m->nstates);
    }
    free(r);
    return any;
  }
  memset(rows, 0, n * sizeof *rows);
  if (p->kind == RL_P_WALK) {
    label_walk(fn, m, b, rows);
    return !rows_none(rows, n);
  }
  if (p->kind == RL_P_COND && p->memory_only) {
    label_memory_tests(fn, m, b, rows);
    return !rows_none(rows, n);
  }
  if (p->kind == RL_P_ANYWHERE) { /* the union over all states, everywhere */
    uint64_t *l = ut_malloc(n * sizeof *l + 8);
    rl_label(env, p->l, fn, m, b, l);
    for (uint32_t s = 1; s < m->nstates; s++)
      for (size_t w = 0; w < b->nwords; w++)
        l[w] |= l[(size_t)s * b->nwords + w];
    for (uint32_t s = 0; s < m->nstates; s++)
      memcpy(rows + (size_t)s * b->nwords, l, b->nwords * sizeof *rows);
    free(l);
    return !rows_none(rows, n);
  }
  if (p->kind == RL_P_INDEXED) {
    label_indexed(fn, m, b, rows);
    return !rows_none(rows, n);
  }
  if (p->kind == RL_P_SCALAR) {
    label_scalar(fn, m, b, rows);
    return !rows_none(rows, n);
  }
  if (p->kind == RL_P_UNPAIRED) {
    if (!(b->kinds & RL_K_STMT))
      label_unpaired(env, fn, b, rows);
    return !rows_none(rows, n);
  }
  bool main_fn = p->kind == RL_P_MAIN && is_main(fn);
  uint8_t need = node_event_kinds(p->kind);
  bool event_pat = p->kind != RL_P_TRUE && p->kind != RL_P_ENTRY &&
                   p->kind != RL_P_EXIT && p->kind != RL_P_STMT &&
                   p->kind != RL_P_NORETURN &&
                   p->kind != RL_P_AT && p->kind != RL_P_MAIN;
  if (event_pat && p->kind != RL_P_COND) { /* no edge has a label */
    uint32_t ni = need_index(need);
    if (ni < NEED_N) { /* only the nodes with the kinds */
      bool any = false;
      for (uint32_t i = env->need_off[ni]; i < env->need_off[ni + 1]; i++) {
        uint32_t s = env->need_nodes[i];
        if (s >= m->nnodes)
          continue;
        uint64_t *row = rows + (size_t)s * b->nwords;
        match_node(env, p, fn, s, b, row);
        any = any || !rows_none(row, b->nwords);
      }
      return any;
    }
    for (uint32_t s = 0; s < m->nnodes && (env->fn_kinds & need); s++)
      if (env->node_kinds[s] & need)
        match_node(env, p, fn, s, b, rows + (size_t)s * b->nwords);
    return !rows_none(rows, n);
  }
  for (uint32_t s = event_pat ? m->nnodes : 0; s < m->nstates; s++) {
    uint64_t *row = rows + (size_t)s * b->nwords;
    if (p->kind == RL_P_TRUE || main_fn) {
      set_all(row, b);
    } else if (p->kind == RL_P_MAIN) {
      continue;
    } else if (s >= m->nnodes) {
      match_edge(p, fn, m->state_edge[s], b, row);
    } else if (p->kind == RL_P_ENTRY || p->kind == RL_P_EXIT) {
      if (s == (p->kind == RL_P_ENTRY ? 0u : 1u))
        set_all(row, b);
    } else if (p->kind == RL_P_NORETURN) { /* a call that never returns */
      if (s >= 2 && (fn->nodes[s].flags & IR_NF_NORETURN))
        set_all(row, b);
    } else if (p->kind == RL_P_STMT) {
      if (s >= 2 && fn->nodes[s].loc.line &&
          !(fn->nodes[s].flags & IR_NF_ARTIFICIAL))
        set_all(row, b);
    } else if (p->kind == RL_P_AT) {
      set_bit(row, b->of_node[s]);
    } else {
      match_node(env, p, fn, s, b, row);
    }
  }
  return !rows_none(rows, n);
}
