/* rl-match.c: labelling model states with a rule's propositions, per binding. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "rl-match.h"

/* ---------------------------------------------------------------- bindings */

/* Does variable v fit the metavariable's kinds? */
static bool var_fits(const ir_var *v, uint32_t kinds)
{
  /* Objects are bound by `object` metavariables, and only objects. */
  if ((v->kind == IR_VAR_OBJECT) != ((kinds & RL_K_OBJECT) != 0))
    return false;
  if (v->kind == IR_VAR_TEMP)
    return false;
  /* A const integer with a constant value: the front end folds its uses
     away, so no rule can see how it is used. */
  if ((v->flags & IR_VF_CONST) && v->tclass == IR_TY_INTEGER &&
      v->kind != IR_VAR_PARAM)
    return false;
  uint32_t type = kinds & (RL_K_POINTER | RL_K_INTEGER | RL_K_AGGREGATE);
  uint32_t scope = kinds & (RL_K_LOCAL | RL_K_PARAM | RL_K_GLOBAL);
  if (type && !((type & RL_K_POINTER) && v->tclass == IR_TY_POINTER) &&
      !((type & RL_K_INTEGER) && v->tclass == IR_TY_INTEGER) &&
      !((type & RL_K_AGGREGATE) && v->tclass == IR_TY_AGGREGATE))
    return false;
  if (scope && !((scope & RL_K_LOCAL) && v->kind == IR_VAR_LOCAL) &&
      !((scope & RL_K_PARAM) && v->kind == IR_VAR_PARAM) &&
      !((scope & RL_K_GLOBAL) && v->kind == IR_VAR_GLOBAL))
    return false;
  return true;
}

void rl_bindings_make(const ir_function *fn, const char *var, uint32_t kinds,
                      rl_bindings *b)
{
  memset(b, 0, sizeof *b);
  b->kinds = kinds;
  b->of_var = ut_malloc(((size_t)fn->nvars + 1) * sizeof *b->of_var);
  b->of_node = ut_malloc(((size_t)fn->nnodes + 1) * sizeof *b->of_node);
  b->item = ut_malloc(((size_t)fn->nvars + fn->nnodes + 1) * sizeof *b->item);
  for (uint32_t v = 0; v < fn->nvars; v++)
    b->of_var[v] = IR_NONE;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    b->of_node[n] = IR_NONE;
  if (!var) {
    b->n = 1; /* one instance: the rule has no metavariable */
    b->item[0] = IR_NONE;
  } else if (kinds & RL_K_STMT) {
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (fn->nodes[n].loc.line && !(fn->nodes[n].flags & IR_NF_ARTIFICIAL)) {
        b->of_node[n] = b->n;
        b->item[b->n++] = n;
      }
  } else {
    for (uint32_t v = 0; v < fn->nvars; v++)
      if (var_fits(&fn->vars[v], kinds)) {
        b->of_var[v] = b->n;
        b->item[b->n++] = v;
      }
  }
  b->nwords = (b->n + 63) / 64;
  if (!b->nwords)
    b->nwords = 1;
  /* Bound paths under each variable: counted, then filled (CSR). */
  b->desc_off = ut_calloc((size_t)fn->nvars + 2, sizeof *b->desc_off);
  for (int pass = 0; pass < 2; pass++) {
    uint32_t *fill =
        pass ? ut_calloc((size_t)fn->nvars + 1, sizeof *fill) : NULL;
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
    free(fill);
  }
}

void rl_bindings_free(rl_bindings *b)
{
  free(b->desc_off);
  free(b->desc);
  free(b->of_var);
  free(b->of_node);
  free(b->item);
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
  case RL_ARG_VAR:
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
  case RL_ARG_NULL:
    return (o->kind == IR_OP_CONST && (o->flags & IR_OPF_NULL)) ||
           const_is(o, "0");
  case RL_ARG_CONST:
    return const_is(o, a->text);
  case RL_ARG_ADDR_ANY:
    return o->kind == IR_OP_ADDR || o->kind == IR_OP_STRING;
  case RL_ARG_STRING:
    return o->kind == IR_OP_STRING;
  }
  if (*v != IR_NONE && *v != o->var)
    return false; /* the same metavariable twice must be one variable */
  *v = o->var;
  return true;
}

static bool name_match(const rl_pat *p, const char *callee)
{
  for (uint32_t i = 0; i < p->nnames; i++)
    if (strcmp(p->names[i], "_") == 0 ||
        (callee && strcmp(p->names[i], callee) == 0))
      return true;
  return false;
}

/* A call event against a call pattern: IR_NONE+1 for "no", else the bound
   variable (IR_NONE when the pattern binds none). */
static bool call_match(const rl_pat *p, const ir_event *e, uint32_t *v)
{
  if (!name_match(p, e->callee))
    return false;
  *v = IR_NONE;
  uint32_t i = 0;
  bool rest = false;
  for (; i < p->nargs; i++) {
    if (p->args[i].kind == RL_ARG_REST) {
      rest = true;
      break;
    }
    if (i >= e->nargs || !arg_match(&p->args[i], &e->args[i], v))
      return false;
  }
  if (!rest && i != e->nargs)
    return false;
  if (p->result.kind == RL_ARG_ANY && e->result == IR_NONE)
    return false;
  if (p->result.kind == RL_ARG_NULL &&
      (e->result != IR_NONE || (e->flags & IR_EVF_SYNTHETIC)))
    return false; /* "-> none": a call written with its result dropped */
  if (p->result.kind == RL_ARG_VAR) {
    if (e->result == IR_NONE || (*v != IR_NONE && *v != e->result))
      return false;
    *v = e->result;
  }
  return true;
}

/* Label one node state with an atomic pattern. */
static void match_node(const rl_pat *p, const ir_function *fn, uint32_t node,
                       const rl_bindings *b, uint64_t *row)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    uint32_t v = IR_NONE;
    bool hit = false;
    switch (p->kind) {
    case RL_P_CALL:
      hit = e->kind == IR_EV_CALL && call_match(p, e, &v);
      break;
    case RL_P_DEF:
      if (e->kind == IR_EV_DEF || (e->kind == IR_EV_CALL && e->result != IR_NONE)) {
        uint32_t w = e->kind == IR_EV_DEF ? e->var : e->result;
        set_var(row, fn, b, w, true);
        /* i++ makes a[i] (and a[...]) another element. */
        for (uint32_t k = 0; w != IR_NONE && !(b->kinds & RL_K_STMT) && k < b->n; k++)
          if (ir_index_depends(fn, b->item[k], w))
            set_bit(row, k);
      }
      /* A call may change what its pointer arguments reach (s->buf for
         f (s)) and whatever it gets the address of (x for g (&x)). */
      for (uint32_t a = 0; e->kind == IR_EV_CALL &&
                           !(e->flags & IR_EVF_SYNTHETIC) && a < e->nargs; a++) {
        const ir_operand *o = &e->args[a];
        if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET))
          set_paths(row, fn, b, o->var);
        else if (o->kind == IR_OP_ADDR && !(o->flags & IR_OPF_OFFSET))
          set_var(row, fn, b, o->var, true);
      }
      continue;
    case RL_P_USE:
      if (e->kind == IR_EV_USE && p->var_mentioned)
        set_roots(row, fn, b, e->var);
      else if (e->kind == IR_EV_USE)
        set_all(row, b);
      continue;
    case RL_P_DEREF:
      hit = e->kind == IR_EV_DEREF &&
            (!p->write_only || (e->flags & IR_EVF_WRITE));
      v = e->var;
      break;
    case RL_P_ADDR:
      if (e->kind == IR_EV_ADDR && p->var_mentioned)
        set_roots(row, fn, b, e->var);
      else if (e->kind == IR_EV_ADDR)
        set_all(row, b);
      continue;
    case RL_P_RETURN:
      hit = e->kind == IR_EV_RETURN &&
            (p->operand.kind == RL_ARG_ANY ||
             (e->value.kind != IR_OP_NONE && arg_match(&p->operand, &e->value, &v)));
      break;
    case RL_P_COPY:
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
            (p->operand.kind != RL_ARG_NULL || /* null: a pointer's */
             (e->var != IR_NONE && fn->vars[e->var].tclass == IR_TY_POINTER));
      v = e->var;
      break;
    }
    case RL_P_STEP: /* v = v + k, v = v - k: v moves, within its block */
      hit = e->kind == IR_EV_DEF &&
            (e->arith == IR_AR_ADD || e->arith == IR_AR_SUB) &&
            e->value.kind == IR_OP_VAR && e->value.var == e->var;
      v = e->var;
      break;
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
    case RL_P_MUST_CHECK: /* a call the source says must be checked */
    case RL_P_DISCARDED:  /* (void) f (): its result dropped on purpose */
      hit = e->kind == IR_EV_CALL && !(e->flags & IR_EVF_SYNTHETIC) &&
            (e->flags & (p->kind == RL_P_MUST_CHECK ? IR_EVF_MUST_CHECK
                                                    : IR_EVF_DISCARDED));
      break;
    case RL_P_ARG:
      for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
        if (e->args[a].kind == IR_OP_VAR && !(e->args[a].flags & IR_OPF_OFFSET))
          set_var(row, fn, b, e->args[a].var, false);
      continue;
    default:
      break;
    }
    if (!hit)
      continue;
    if (p->var_mentioned)
      set_var(row, fn, b, v, false);
    else
      set_all(row, b);
  }
}

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
  const ir_event *c = &fn->events[e->cond];
  ir_cmp o = e->kind == IR_EDGE_TRUE ? c->cmp : ir_cmp_negate(c->cmp);
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

static void match_edge(const rl_pat *p, const ir_function *fn, uint32_t edge,
                       const rl_bindings *b, uint64_t *row)
{
  uint32_t var;
  ir_cmp op;
  ir_operand k;
  if (p->kind != RL_P_COND ||
      !edge_condition(fn, &fn->edges[edge], &var, &op, &k) || op != p->cmp)
    return;
  uint32_t v = IR_NONE;
  if (arg_match(&p->operand, &k, &v))
    set_var(row, fn, b, var, false);
}

static void combine(const rl_pat *p, const rl_bindings *b, uint64_t *out,
                    const uint64_t *l, const uint64_t *r, size_t nrows)
{
  size_t n = nrows * b->nwords;
  for (size_t i = 0; i < n; i++)
    out[i] = p->kind == RL_P_AND ? l[i] & r[i]
           : p->kind == RL_P_OR ? l[i] | r[i]
                                : ~l[i];
  if (p->kind == RL_P_NOT && b->n % 64)
    for (size_t s = 0; s < nrows; s++)
      out[s * b->nwords + b->nwords - 1] &= (UINT64_C(1) << (b->n % 64)) - 1;
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
   CFG which also assigns v (while (p) p = p->next;): the test is there for
   the values v takes later, not only for the one it has on entry. */
static void label_walk(const ir_function *fn, const md_syntactic *m,
                       const rl_bindings *b, uint64_t *rows)
{
  /* Components with more than one state, and the (component, variable)
     pairs of the assignments inside them, sorted for lookup. */
  uint32_t *size = ut_calloc((size_t)m->nstates + 1, sizeof *size);
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
    if (bsearch(&key, defs, ndefs, sizeof *defs, comp_var_cmp))
      set_bit(rows + (size_t)st * b->nwords, b->of_var[var]);
  }
  free(defs);
  free(size);
}

void rl_label(const rl_pat *p, const ir_function *fn, const md_syntactic *m,
              const rl_bindings *b, uint64_t *rows)
{
  size_t n = (size_t)m->nstates * b->nwords;
  memset(rows, 0, n * sizeof *rows);
  if (p->kind == RL_P_WALK) {
    label_walk(fn, m, b, rows);
    return;
  }
  if (p->kind == RL_P_NOT || p->kind == RL_P_AND || p->kind == RL_P_OR) {
    uint64_t *l = ut_malloc(n * sizeof *l + 8), *r = NULL;
    rl_label(p->l, fn, m, b, l);
    if (p->r) {
      r = ut_malloc(n * sizeof *r + 8);
      rl_label(p->r, fn, m, b, r);
    }
    combine(p, b, rows, l, r, m->nstates);
    free(l);
    free(r);
    return;
  }
  for (uint32_t s = 0; s < m->nstates; s++) {
    uint64_t *row = rows + (size_t)s * b->nwords;
    if (p->kind == RL_P_TRUE) {
      set_all(row, b);
    } else if (s >= m->nnodes) {
      match_edge(p, fn, m->state_edge[s], b, row);
    } else if (p->kind == RL_P_ENTRY || p->kind == RL_P_EXIT) {
      if (s == (p->kind == RL_P_ENTRY ? 0u : 1u))
        set_all(row, b);
    } else if (p->kind == RL_P_STMT) {
      if (s >= 2 && fn->nodes[s].loc.line &&
          !(fn->nodes[s].flags & IR_NF_ARTIFICIAL))
        set_all(row, b);
    } else if (p->kind == RL_P_AT) {
      set_bit(row, b->of_node[s]);
    } else {
      match_node(p, fn, s, b, row);
    }
  }
}
