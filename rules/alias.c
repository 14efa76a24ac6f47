/* alias.c: must-alias of pointer copies, so `q = p; free (q)` frees p too. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"

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
        e->value.kind != IR_OP_VAR || (e->value.flags & IR_OPF_OFFSET))
      continue;
    uint32_t pair[2] = {e->var, e->value.var};
    for (int k = 0; k < 2; k++)
      if (c->n < MAX_PTRS && c->slot[pair[k]] == IR_NONE &&
          is_tracked_kind(&fn->vars[pair[k]])) {
        c->slot[pair[k]] = c->n;
        c->var_of[c->n++] = pair[k];
      }
  }
}

/* Apply node's events to state s (root index per pointer). */
static void transfer(const alias_ctx *c, uint32_t node, uint8_t *s)
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
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
        e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET) &&
        c->slot[e->value.var] != IR_NONE && e->value.var != def)
      s[d] = s[c->slot[e->value.var]];
  }
}

/* Meet into dst: pointers stay together only where both states agree. */
static bool meet(const alias_ctx *c, uint8_t *dst, const uint8_t *src)
{
  bool changed = false;
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
  if (!work || !queued || !out)
    abort();
  uint32_t head = 0, tail = 0, len = 0;
  for (uint32_t k = 0; k < c->n; k++)
    c->in[k] = (uint8_t)k;
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
    transfer(c, n, out);
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nsucc; i++) {
      uint32_t t = fn->edges[node->first_succ + i].to;
      uint8_t *dst = c->in + (size_t)t * c->n;
      bool changed;
      if (!c->seen[t]) {
        memcpy(dst, out, c->n);
        c->seen[t] = changed = true;
      } else {
        changed = meet(c, dst, out);
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
}

/* A copy of event e with variable `from` replaced by `to`. */
static bool twin(const ir_event *e, uint32_t from, uint32_t to, ir_event *t,
                 ir_operand *args)
{
  *t = *e;
  t->flags |= IR_EVF_SYNTHETIC;
  switch (e->kind) {
  case IR_EV_USE:
  case IR_EV_DEREF:
    if (e->var != from)
      return false;
    t->var = to;
    return true;
  case IR_EV_CALL: {
    bool any = false;
    for (uint32_t a = 0; a < e->nargs; a++) {
      args[a] = e->args[a];
      if (args[a].kind == IR_OP_VAR && args[a].var == from) {
        args[a].var = to;
        any = true;
      }
    }
    t->args = args;
    t->result = IR_NONE; /* the result belongs to the original */
    return any;
  }
  case IR_EV_RETURN:
    if (e->value.kind != IR_OP_VAR || e->value.var != from)
      return false;
    t->value.var = to;
    return true;
  default:
    return false;
  }
}

/* Collect the twins of node n's events given the classes before it. */
static void rewrite_node(const alias_ctx *c, uint32_t n, ir_function *fn,
                         uint32_t **nodes, uint32_t **pos, ir_event **evs,
                         uint32_t *count, uint32_t *cap)
{
  const uint8_t *s = c->in + (size_t)n * c->n;
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    for (uint32_t a = 0; a < c->n; a++)
      for (uint32_t b = 0; b < c->n; b++) {
        if (a == b || s[a] != s[b])
          continue;
        ir_event t;
        ir_operand *args = e->nargs ? ir_alloc(fn, e->nargs * sizeof *args)
                                    : NULL;
        if (!twin(e, c->var_of[a], c->var_of[b], &t, args))
          continue;
        if (*count == *cap) {
          *cap = *cap ? 2 * *cap : 16;
          *nodes = realloc(*nodes, *cap * sizeof **nodes);
          *pos = realloc(*pos, *cap * sizeof **pos);
          *evs = realloc(*evs, *cap * sizeof **evs);
          if (!*nodes || !*pos || !*evs)
            abort();
        }
        (*nodes)[*count] = n;
        (*pos)[*count] = i + 1;
        (*evs)[(*count)++] = t;
      }
  }
}

uint32_t rl_alias_rewrite(ir_function *fn)
{
  alias_ctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  c.slot = malloc((fn->nvars + 1) * sizeof *c.slot);
  c.var_of = malloc(MAX_PTRS * sizeof *c.var_of);
  if (!c.slot || !c.var_of)
    abort();
  for (uint32_t v = 0; v < fn->nvars; v++)
    c.slot[v] = IR_NONE;
  choose(&c);
  uint32_t count = 0, cap = 0;
  if (c.n >= 2) {
    c.in = calloc((size_t)fn->nnodes * c.n, 1);
    c.seen = calloc(fn->nnodes, sizeof *c.seen);
    if (!c.in || !c.seen)
      abort();
    solve(&c);
    uint32_t *nodes = NULL, *pos = NULL;
    ir_event *evs = NULL;
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (c.seen[n])
        rewrite_node(&c, n, fn, &nodes, &pos, &evs, &count, &cap);
    ir_insert_events(fn, count, nodes, pos, evs);
    free(nodes);
    free(pos);
    free(evs);
    free(c.in);
    free(c.seen);
  }
  free(c.slot);
  free(c.var_of);
  return count;
}
