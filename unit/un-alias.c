/* un-alias.c: must-alias of pointer copies, so `q = p; free (q)` frees p too. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "un-rewrite.h"

/*
 * A forward must-analysis over the function's graph: after `q = p` (a
 * plain copy of a pointer) and until either is redefined, q and p hold the
 * same value.  The state at a node maps each tracked pointer to the
 * variable it is a copy of (its class root) or to itself; at joins two
 * pointers stay together only if every predecessor says so.
 *
 * The rewrite then adds, to every event that reads, frees or dereferences
 * a pointer, a synthetic twin for each other member of its class, so a
 * rule bound to p sees `free (q)` as a free of p.  Definitions are never
 * duplicated: redefining q does not redefine p.
 */

enum { MAX_PTRS = 64 };

typedef struct alias_ctx {
  const ir_function *fn;
  uint32_t n;          /* tracked pointers */
  uint32_t *slot;      /* per variable: index or IR_NONE */
  uint32_t *var_of;    /* per index: variable */
  uint8_t *in;         /* per node: n bytes, root index per pointer */
  uint32_t *to;        /* per node: n variables, the object each pointer
                          surely points to (p = &x), or IR_NONE */
  const char **from;   /* per node: n callees whose fresh result each
                          pointer holds (t = malloc (..)), or NULL */
  bool *seen;          /* per node: `in` holds a value */
} alias_ctx;

static bool is_tracked_kind(const ir_var *v)
{
  return v->tclass == IR_TY_POINTER &&
         (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM ||
          v->kind == IR_VAR_TEMP) && !(v->flags & IR_VF_ADDR_TAKEN);
}

/* Pointers that are copied into others, and those copies. */
static void choose(alias_ctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->nevents && c->n < MAX_PTRS; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY) ||
        (e->value.kind != IR_OP_VAR && e->value.kind != IR_OP_ADDR) ||
        (e->value.flags & IR_OPF_OFFSET))
      continue;
    uint32_t pair[2] = {e->var, e->value.kind == IR_OP_VAR ? e->var : IR_NONE};
    if (e->value.kind == IR_OP_VAR)
      pair[1] = e->value.var;
    for (int k = 0; k < 2; k++)
      if (c->n < MAX_PTRS && pair[k] != IR_NONE && c->slot[pair[k]] == IR_NONE &&
          is_tracked_kind(&fn->vars[pair[k]])) {
        c->slot[pair[k]] = c->n;
        c->var_of[c->n++] = pair[k];
      }
  }
}

/* Apply node's events to state s (root index per pointer) and t (what
   each pointer surely points to). */
static void transfer(const alias_ctx *c, uint32_t node, uint8_t *s,
                     uint32_t *t, const char **o)
{
  const ir_node *n = &c->fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &c->fn->events[n->first_event + i];
    uint32_t def = e->kind == IR_EV_DEF ? e->var
                   : e->kind == IR_EV_CALL ? e->result : IR_NONE;
    if (def == IR_NONE || c->slot[def] == IR_NONE)
      continue;
    uint8_t d = (uint8_t)c->slot[def];
    /* Others that were copies of def keep the old value: a new class. */
    uint8_t heir = 0xff;
    for (uint32_t k = 0; k < c->n; k++)
      if (k != d && s[k] == d) {
        if (heir == 0xff)
          heir = (uint8_t)k;
        s[k] = heir;
      }
    s[d] = d;
    t[d] = IR_NONE;
    o[d] = e->kind == IR_EV_CALL ? e->callee : NULL;
    if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY) ||
        (e->value.flags & IR_OPF_OFFSET))
      continue;
    if (e->value.kind == IR_OP_ADDR)
      t[d] = e->value.var;
    else if (e->value.kind == IR_OP_VAR && c->slot[e->value.var] != IR_NONE &&
             e->value.var != def) {
      s[d] = s[c->slot[e->value.var]];
      t[d] = t[c->slot[e->value.var]];
      o[d] = o[c->slot[e->value.var]];
    }
  }
}

/* Meet into dst: pointers stay together only where both states agree. */
static bool meet(const alias_ctx *c, uint8_t *dst, const uint8_t *src,
                 uint32_t *dt, const uint32_t *st, const char **dorig,
                 const char *const *sorig)
{
  bool changed = false;
  for (uint32_t k = 0; k < c->n; k++)
    if (dorig[k] != sorig[k] && dorig[k]) {
      dorig[k] = NULL; /* interned names: equal names are equal pointers */
      changed = true;
    }
  for (uint32_t k = 0; k < c->n; k++)
    if (dt[k] != st[k] && dt[k] != IR_NONE) {
      dt[k] = IR_NONE;
      changed = true;
    }
  for (uint32_t k = 0; k < c->n; k++) {
    if (dst[k] == k || dst[k] == src[k])
      continue;
    /* Disagreement: k becomes its own class (its members follow). */
    dst[k] = (uint8_t)k;
    changed = true;
  }
  /* Re-root members whose root left them. */
  for (uint32_t k = 0; k < c->n; k++)
    if (dst[dst[k]] != dst[k]) {
      dst[k] = (uint8_t)k;
      changed = true;
    }
  return changed;
}

static void solve(alias_ctx *c)
{
  const ir_function *fn = c->fn;
  uint32_t *work = calloc(fn->nnodes + 1, sizeof *work);
  bool *queued = calloc(fn->nnodes, sizeof *queued);
  uint8_t *out = malloc(c->n ? c->n : 1);
  uint32_t *tout = malloc((c->n ? c->n : 1) * sizeof *tout);
  const char **oout = malloc((c->n ? c->n : 1) * sizeof *oout);
  if (!work || !queued || !out || !tout || !oout)
    abort();
  uint32_t head = 0, tail = 0, len = 0;
  for (uint32_t k = 0; k < c->n; k++) {
    c->in[k] = (uint8_t)k;
    c->to[k] = IR_NONE;
    c->from[k] = NULL;
  }
  c->seen[0] = true;
  work[tail++] = 0;
  queued[0] = true;
  len = 1;
  while (len) {
    uint32_t n = work[head];
    head = (head + 1) % (fn->nnodes + 1);
    len--;
    queued[n] = false;
    memcpy(out, c->in + (size_t)n * c->n, c->n);
    memcpy(tout, c->to + (size_t)n * c->n, c->n * sizeof *tout);
    memcpy(oout, c->from + (size_t)n * c->n, c->n * sizeof *oout);
    transfer(c, n, out, tout, oout);
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nsucc; i++) {
      uint32_t t = fn->edges[node->first_succ + i].to;
      uint8_t *dst = c->in + (size_t)t * c->n;
      uint32_t *dto = c->to + (size_t)t * c->n;
      const char **dor = c->from + (size_t)t * c->n;
      bool changed;
      if (!c->seen[t]) {
        memcpy(dst, out, c->n);
        memcpy(dto, tout, c->n * sizeof *tout);
        memcpy(dor, oout, c->n * sizeof *oout);
        c->seen[t] = changed = true;
      } else {
        changed = meet(c, dst, out, dto, tout, dor, oout);
      }
      if (changed && !queued[t]) {
        queued[t] = true;
        work[tail] = t;
        tail = (tail + 1) % (fn->nnodes + 1);
        len++;
      }
    }
  }
  free(work);
  free(queued);
  free(out);
  free(tout);
  free(oout);
}

/* A copy of event e where pointer `from` becomes the address of object
   `obj` (after p = &x, `return p` is `return &x`, `free (p)` is
   `free (&x)`). */
static bool addr_twin(const ir_event *e, uint32_t from, uint32_t obj,
                      ir_event *t, ir_operand *args)
{
  *t = *e;
  t->flags |= IR_EVF_SYNTHETIC;
  if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR &&
      e->value.var == from && !(e->value.flags & IR_OPF_OFFSET)) {
    t->value.kind = IR_OP_ADDR;
    t->value.var = obj;
    return true;
  }
  if (e->kind != IR_EV_CALL)
    return false;
  bool any = false;
  for (uint32_t a = 0; a < e->nargs; a++) {
    args[a] = e->args[a];
    if (args[a].kind == IR_OP_VAR && args[a].var == from &&
        !(args[a].flags & IR_OPF_OFFSET)) {
      args[a].kind = IR_OP_ADDR;
      args[a].var = obj;
      any = true;
    }
  }
  t->args = args;
  t->result = IR_NONE;
  return any;
}

/* Collect the twins of node n's events given the classes before it. */
static void rewrite_node(const alias_ctx *c, uint32_t n, ir_function *fn,
                         twins *tw)
{
  const uint8_t *s = c->in + (size_t)n * c->n;
  const uint32_t *to = c->to + (size_t)n * c->n;
  const char *const *orig = c->from + (size_t)n * c->n;
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    ir_event t;
    /* v = T, T a temporary holding G's fresh result: v receives it. */
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
        e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET) &&
        c->slot[e->value.var] != IR_NONE &&
        fn->vars[e->value.var].kind == IR_VAR_TEMP &&
        orig[c->slot[e->value.var]]) {
      memset(&t, 0, sizeof t);
      t.kind = IR_EV_CALL;
      t.flags = IR_EVF_SYNTHETIC;
      t.loc = e->loc;
      t.callee = orig[c->slot[e->value.var]];
      t.var = IR_NONE;
      t.result = e->var;
      t.lhs.var = t.rhs.var = t.value.var = IR_NONE;
      un_push_twin(tw, n, i, &t);
    }
    /* Only the tracked pointers the event mentions can get twins. */
    uint32_t mentioned[8], nm = 0;
    if (e->var != IR_NONE && c->slot[e->var] != IR_NONE)
      mentioned[nm++] = c->slot[e->var];
    if (e->value.kind == IR_OP_VAR && c->slot[e->value.var] != IR_NONE && nm < 8)
      mentioned[nm++] = c->slot[e->value.var];
    for (uint32_t k = 0; k < e->nargs && nm < 8; k++)
      if (e->args[k].kind == IR_OP_VAR && c->slot[e->args[k].var] != IR_NONE)
        mentioned[nm++] = c->slot[e->args[k].var];
    for (uint32_t m = 0; m < nm; m++) {
      uint32_t a = mentioned[m];
      if (m && a == mentioned[m - 1])
        continue;
      ir_operand *args = e->nargs ? ir_alloc(fn, e->nargs * sizeof *args)
                                  : NULL;
      if (to[a] != IR_NONE && addr_twin(e, c->var_of[a], to[a], &t, args))
        un_push_twin(tw, n, i + 1, &t);
      for (uint32_t b = 0; b < c->n; b++) {
        if (a == b || s[a] != s[b])
          continue;
        args = e->nargs ? ir_alloc(fn, e->nargs * sizeof *args) : NULL;
        if (un_twin(e, c->var_of[a], c->var_of[b], &t, args))
          un_push_twin(tw, n, i + 1, &t);
      }
    }
  }
}

uint32_t un_alias_rewrite(ir_function *fn)
{
  alias_ctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  c.slot = un_var_slots(fn);
  c.var_of = malloc(MAX_PTRS * sizeof *c.var_of);
  if (!c.var_of)
    abort();
  choose(&c);
  twins tw = {0};
  if (c.n >= 1) {
    c.in = calloc((size_t)fn->nnodes * c.n, 1);
    c.to = calloc((size_t)fn->nnodes * c.n, sizeof *c.to);
    c.from = calloc((size_t)fn->nnodes * c.n, sizeof *c.from);
    c.seen = calloc(fn->nnodes, sizeof *c.seen);
    if (!c.in || !c.to || !c.from || !c.seen)
      abort();
    solve(&c);
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (c.seen[n])
        rewrite_node(&c, n, fn, &tw);
    un_twins_apply(fn, &tw);
    free(c.in);
    free(c.to);
    free(c.from);
    free(c.seen);
  }
  free(c.slot);
  free(c.var_of);
  return tw.count;
}
