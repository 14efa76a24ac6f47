/* un-alias.c: must-alias of pointer copies, so `q = p; free (q)` frees p too. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
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
  uint32_t n;            /* tracked pointers */
  uint32_t *slot;        /* per variable: index or IR_NONE */
  uint32_t *var_of;      /* per index: variable */
  size_t size;           /* bytes of one node's fact (see alias_fact) */
  size_t off_to, off_into, off_cls, off_within; /* where its arrays start */
  unsigned char *facts;  /* per node: its fact, at the node's entry */
  bool *seen;            /* per node: it has a fact (reached from ENTRY) */
} alias_ctx;

/* A fact, the state at a node: per tracked pointer the callee whose fresh
   result it holds (t = malloc (..)) or NULL, the variable it surely
   points to (p = &x) or IR_NONE, with `within` 1 when it points there
   moved by an offset (p = buf + i, q = p - 1) and STEPPED when it moved
   itself there (p = buf; p += i), the pointer whose block it
   surely points into (q = &p->f, q = p + k) or IR_NONE, and the root
   index of its class.  The five arrays share one block of c->size bytes,
   at fixed offsets (pointers first, for alignment). */
enum { STEPPED = 2 }; /* alias_fact.within of a pointer that stepped itself */

typedef struct alias_fact {
  const char **from;
  uint32_t *to;
  uint32_t *into;
  uint8_t *cls;
  uint8_t *within;
} alias_fact;

/* The arrays of the fact in `block` (the caller says whether it writes). */
static alias_fact fact_at(const alias_ctx *c, const void *block)
{
  unsigned char *p = (unsigned char *)block;
  alias_fact f = {(const char **)(void *)p, (uint32_t *)(void *)(p + c->off_to),
                  (uint32_t *)(void *)(p + c->off_into), p + c->off_cls,
                  p + c->off_within};
  return f;
}

/* Lay out the fact block for c->n pointers. */
static void fact_layout(alias_ctx *c)
{
  size_t align = _Alignof(const char *);
  c->off_to = c->n * sizeof(const char *);
  c->off_into = c->off_to + c->n * sizeof(uint32_t);
  c->off_cls = c->off_into + c->n * sizeof(uint32_t);
  c->off_within = c->off_cls + c->n;
  c->size = (c->off_within + c->n + align - 1) / align * align;
}

/* The local union (not static, address not taken) whose direct member v
   is (`u.p`), or IR_NONE.  The plugin names the members that hold a
   value alike by one path, so a copy into one is read through another;
   a write to any other member ends it. */
static uint32_t local_union_of(const ir_function *fn, uint32_t vi)
{
  const ir_var *v = &fn->vars[vi];
  uint32_t b = v->kind == IR_VAR_PATH ? v->base : IR_NONE;
  if (b == IR_NONE || fn->vars[b].kind != IR_VAR_LOCAL ||
      !(fn->vars[b].flags & IR_VF_UNION) ||
      (fn->vars[b].flags & (IR_VF_ADDR_TAKEN | IR_VF_STATIC)))
    return IR_NONE;
  return b;
}

/* A pointer the analysis follows: a local, parameter or temporary whose
   address is not taken, or a part of a local struct or array, or of a
   struct parameter (p.value, a[1]), or a member of a local union, whose
   address is not taken either. */
static bool is_tracked_kind(const ir_function *fn, uint32_t vi)
{
  const ir_var *v = &fn->vars[vi];
  if (v->tclass != IR_TY_POINTER)
    return false;
  if (v->kind == IR_VAR_PATH) {
    uint32_t r = ir_var_part_root(fn, vi);
    /* A struct parameter passed by value is the function's own copy. */
    bool own = r != IR_NONE && (fn->vars[r].kind == IR_VAR_LOCAL ||
                                fn->vars[r].kind == IR_VAR_PARAM);
    return local_union_of(fn, vi) != IR_NONE ||
           (own && !(fn->vars[un_var_root(fn, vi)].flags & IR_VF_ADDR_TAKEN));
  }
  return (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM ||
          v->kind == IR_VAR_TEMP) && !(v->flags & IR_VF_ADDR_TAKEN);
}

/* Definition e moves the pointer it copies by an offset: `q = p + k`
   (a copy with an offset, or an addition or subtraction). */
static bool moves(const ir_event *e)
{
  return (e->flags & IR_EVF_COPY) ? (e->value.flags & IR_OPF_OFFSET) != 0
                                  : e->arith == IR_AR_ADD || e->arith == IR_AR_SUB;
}

/* Pointers that are copied into others, and those copies. */
static void choose(alias_ctx *c)
{
  const ir_function *fn = c->fn;
  for (uint32_t i = 0; i < fn->nevents && c->n < MAX_PTRS; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_DEF || e->var == IR_NONE ||
        (e->value.kind != IR_OP_VAR && e->value.kind != IR_OP_ADDR))
      continue;
    /* q = p + k moves within p's block: q alone is followed (into). */
    bool moved = moves(e);
    if (!(e->flags & IR_EVF_COPY) && !moved)
      continue;
    uint32_t pair[2] = {e->var, IR_NONE};
    if (e->value.kind == IR_OP_VAR && !moved)
      pair[1] = e->value.var;
    for (int k = 0; k < 2; k++)
      if (c->n < MAX_PTRS && pair[k] != IR_NONE && c->slot[pair[k]] == IR_NONE &&
          is_tracked_kind(fn, pair[k])) {
        c->slot[pair[k]] = c->n;
        c->var_of[c->n++] = pair[k];
      }
  }
}

/* Tracked pointer d gets a new value (from `callee`'s fresh result, or
   NULL): it leaves its class, whose other members, copies of its old
   value, form a class of their own. */
static void leave(const alias_ctx *c, alias_fact f, uint8_t d,
                  const char *callee)
{
  uint8_t *s = f.cls;
  uint8_t heir = 0xff;
  for (uint32_t k = 0; k < c->n; k++)
    if (k != d && s[k] == d) {
      if (heir == 0xff)
        heir = (uint8_t)k;
      s[k] = heir;
    }
  s[d] = d;
  f.to[d] = IR_NONE;
  f.within[d] = 0;
  f.into[d] = IR_NONE;
  f.from[d] = callee;
}

/* The pointer whose block definition e makes its variable point into
   (`q = &p->f`, `q = &p[i]`, and then q++), given the fact before it;
   IR_NONE when there is none.  A pointer computed by arithmetic alone
   (`q = p + k`) is a pointer of its own. */
static uint32_t points_into(const alias_ctx *c, alias_fact f,
                            const ir_event *e)
{
  const ir_function *fn = c->fn;
  const ir_operand *v = &e->value;
  if (v->kind == IR_OP_ADDR && (e->flags & IR_EVF_COPY)) {
    for (uint32_t x = v->var, n = 0; x != IR_NONE && n < fn->nvars; n++) {
      uint32_t b = fn->vars[x].kind == IR_VAR_PATH ? fn->vars[x].base : IR_NONE;
      if (b != IR_NONE && fn->vars[b].tclass == IR_TY_POINTER)
        return b;
      x = b;
    }
    return IR_NONE;
  }
  uint32_t k = moves(e) && v->kind == IR_OP_VAR ? c->slot[v->var] : IR_NONE;
  return k != IR_NONE ? f.into[k] : IR_NONE; /* q = r + 1, r into p */
}

/* Does definition e move its pointer by an offset (`q++`, `q += k`)? */
static bool steps_itself(const ir_event *e)
{
  return e->kind == IR_EV_DEF && moves(e) && e->value.kind == IR_OP_VAR &&
         e->value.var == e->var;
}

/* The object whose address, moved by an offset, definition e gives its
   variable (`q = buf + i`, `q = &x + 1`, `r = q - 1`), given the fact
   before it; IR_NONE when there is none.  A pointer that steps itself
   (`q++`) is not moved within here: free-offset reports its free, naming
   the step, and one finding is enough (transfer_event keeps its object
   for its returns alone, STEPPED). */
static uint32_t moved_within(const alias_ctx *c, alias_fact f,
                             const ir_event *e)
{
  const ir_operand *v = &e->value;
  if (!moves(e) || (v->kind == IR_OP_VAR && v->var == e->var))
    return IR_NONE;
  if (v->kind == IR_OP_ADDR)
    return v->var;
  uint32_t k = v->kind == IR_OP_VAR ? c->slot[v->var] : IR_NONE;
  return k != IR_NONE ? f.to[k] : IR_NONE;
}

/* Apply event e to fact f: the pointer it defines leaves its class, or
   joins that of the pointer it copies. */
static void transfer_event(const alias_ctx *c, alias_fact f, const ir_event *e)
{
  uint8_t *s = f.cls;
  uint32_t *t = f.to;
  const char **o = f.from;
  uint32_t def = e->kind == IR_EV_DEF ? e->var
                 : e->kind == IR_EV_CALL ? e->result : IR_NONE;
  if (def == IR_NONE)
    return;
  uint32_t into = e->kind == IR_EV_DEF && c->slot[def] != IR_NONE
                      ? points_into(c, f, e) : IR_NONE;
  uint32_t within = e->kind == IR_EV_DEF && c->slot[def] != IR_NONE
                        ? moved_within(c, f, e) : IR_NONE;
  /* Pointers into the block def held no longer point into its new one. */
  for (uint32_t k = 0; k < c->n; k++)
    if (f.into[k] == def)
      f.into[k] = IR_NONE;
  /* Assigning a struct as a whole (p = f ()) gives its parts unknown
     values: each leaves its class. */
  if (c->fn->vars[def].tclass == IR_TY_AGGREGATE)
    for (uint32_t k = 0; k < c->n; k++)
      if (un_inside(c->fn, c->var_of[k], def))
        leave(c, f, (uint8_t)k, NULL);
  /* Writing one member of a union overwrites the others. */
  uint32_t u = local_union_of(c->fn, def);
  if (u != IR_NONE)
    for (uint32_t k = 0; k < c->n; k++)
      if (c->var_of[k] != def && local_union_of(c->fn, c->var_of[k]) == u)
        leave(c, f, (uint8_t)k, NULL);
  if (c->slot[def] == IR_NONE)
    return;
  uint8_t d = (uint8_t)c->slot[def];
  uint32_t stepped = steps_itself(e) ? t[d] : IR_NONE;
  leave(c, f, d, e->kind == IR_EV_CALL ? e->callee : NULL);
  f.into[d] = into;
  if (within != IR_NONE) {
    t[d] = within;
    f.within[d] = 1;
  } else if (stepped != IR_NONE) {
    t[d] = stepped;
    f.within[d] = STEPPED;
  }
  if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY) ||
      (e->value.flags & IR_OPF_OFFSET))
    return;
  if (e->value.kind == IR_OP_ADDR)
    t[d] = e->value.var;
  else if (e->value.kind == IR_OP_VAR && c->slot[e->value.var] != IR_NONE &&
           e->value.var != def) {
    s[d] = s[c->slot[e->value.var]];
    t[d] = t[c->slot[e->value.var]];
    f.within[d] = f.within[c->slot[e->value.var]];
    f.into[d] = f.into[c->slot[e->value.var]];
    o[d] = o[c->slot[e->value.var]];
  }
}

/* Apply node's events to the fact (the transfer function of the
   analysis, for ut_dataflow_solve). */
static void transfer(void *ctx, uint32_t node, void *fact)
{
  const alias_ctx *c = ctx;
  alias_fact f = fact_at(c, fact);
  const ir_node *n = &c->fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++)
    transfer_event(c, f, &c->fn->events[n->first_event + i]);
}

/* Meet src into dst: pointers stay together only where both facts agree
   (the join of ut_dataflow_solve). */
static bool meet(void *ctx, void *dst_fact, const void *src_fact)
{
  const alias_ctx *c = ctx;
  alias_fact d = fact_at(c, dst_fact), s = fact_at(c, src_fact);
  uint8_t *dst = d.cls;
  const uint8_t *src = s.cls;
  bool changed = false;
  for (uint32_t k = 0; k < c->n; k++)
    if (d.from[k] != s.from[k] && d.from[k]) {
      d.from[k] = NULL; /* interned names: equal names are equal pointers */
      changed = true;
    }
  for (uint32_t k = 0; k < c->n; k++) {
    if (d.to[k] != s.to[k] && d.to[k] != IR_NONE) {
      d.to[k] = IR_NONE;
      changed = true;
    }
    /* Exactly &x on one path: within x on both; stepped on one, stepped. */
    if (s.within[k] > d.within[k]) {
      d.within[k] = s.within[k];
      changed = true;
    }
    if (d.into[k] != s.into[k] && d.into[k] != IR_NONE) {
      d.into[k] = IR_NONE;
      changed = true;
    }
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

/* The fact at every node reached from ENTRY, where every pointer is
   alone in its class and points nowhere known. */
static void solve(alias_ctx *c)
{
  const ir_function *fn = c->fn;
  un_csr g;
  un_csr_build_decided(fn, &g);
  alias_fact entry = fact_at(c, c->facts);
  for (uint32_t k = 0; k < c->n; k++) {
    entry.cls[k] = (uint8_t)k;
    entry.to[k] = IR_NONE;
    entry.within[k] = 0;
    entry.into[k] = IR_NONE;
    entry.from[k] = NULL;
  }
  ut_dataflow df = {fn->nnodes, g.off, g.succ, c->size, transfer, meet, c};
  ut_dataflow_solve(&df, 0, c->facts, c->seen);
  un_csr_free(&g);
}

/* A copy of event e where pointer `from` becomes the address of object
   `obj`, plus an offset when `within` (after p = &x, `return p` is
   `return &x`, `free (p)` is `free (&x)`; after p = buf + i, `free (p)`
   is `free (&buf + off)`).  A pointer that stepped itself (`within` is
   STEPPED) gets a twin for its return alone: free-offset reports its
   release.  A return gives the address of the whole local a part of it
   (p = s.name + i) is in, as GCC writes `return s.name + i`. */
static bool addr_twin(const ir_function *fn, const ir_event *e, uint32_t from,
                      uint32_t obj, uint8_t within, ir_event *t,
                      ir_operand *args)
{
  uint32_t off = within ? IR_OPF_OFFSET : 0;
  if (within == STEPPED && e->kind != IR_EV_RETURN)
    return false;
  *t = *e;
  t->flags |= IR_EVF_SYNTHETIC;
  if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR &&
      e->value.var == from && !(e->value.flags & IR_OPF_OFFSET)) {
    bool part = fn->vars[obj].kind == IR_VAR_PATH && ir_var_is_part(fn, obj);
    t->value.kind = IR_OP_ADDR;
    t->value.var = part ? ir_var_part_root(fn, obj) : obj;
    t->value.flags |= part ? IR_OPF_OFFSET : off;
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
      args[a].flags &= ~(uint32_t)IR_OPF_LENT; /* a value's, not &x's */
      args[a].flags |= off;
      if (args[a].flags & IR_OPF_UNREAD) /* as for f (&x): no read of x */
        args[a].flags &= ~(uint32_t)(IR_OPF_CONST_PARAM | IR_OPF_UNREAD);
      any = true;
    }
  }
  t->args = args;
  t->result = IR_NONE;
  return any;
}

/* IR_EVF_NONNULL if the call of `callee` that gives temporary var its
   value says the result is never NULL (a C++ new that throws; a
   wrapper's summary, whose twin `call malloc -> T nonnull` follows the
   wrapper's own call), else 0: the receiver's twin says so too. */
static uint32_t fresh_nonnull(const ir_function *fn, uint32_t var,
                              const char *callee)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_CALL && e->result == var && e->callee &&
        !strcmp(e->callee, callee))
      return e->flags & IR_EVF_NONNULL;
  }
  return 0;
}

/* Collect the twins of node n's events, each given the classes just
   before it (a copy made earlier in the node counts: the summary's `def
   r = p` of `return memcpy (p, ..)` before the return). */
static void rewrite_node(const alias_ctx *c, uint32_t n, ir_function *fn,
                         twins *tw)
{
  unsigned char *work = ut_malloc(c->size);
  memcpy(work, c->facts + (size_t)n * c->size, c->size);
  alias_fact f = fact_at(c, work);
  const uint8_t *s = f.cls;
  const uint32_t *to = f.to;
  const char *const *orig = f.from;
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    ir_event t;
    /* v = T, T a temporary holding G's fresh result: v receives it.  Not
       another temporary: the cursor GCC walks over a new[]'s elements to
       construct them (tmp.2 = tmp.1; tmp.2 += 32 ...) holds no block of
       its own besides the one the array's variable receives. */
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_COPY) &&
        e->var < fn->nvars && fn->vars[e->var].kind != IR_VAR_TEMP &&
        e->value.kind == IR_OP_VAR && !(e->value.flags & IR_OPF_OFFSET) &&
        c->slot[e->value.var] != IR_NONE &&
        fn->vars[e->value.var].kind == IR_VAR_TEMP &&
        orig[c->slot[e->value.var]]) {
      memset(&t, 0, sizeof t);
      t.kind = IR_EV_CALL;
      t.callee = orig[c->slot[e->value.var]];
      t.flags = IR_EVF_SYNTHETIC | fresh_nonnull(fn, e->value.var, t.callee);
      t.loc = e->loc;
      t.var = IR_NONE;
      t.result = e->var;
      t.lhs.var = t.rhs.var = t.value.var = IR_NONE;
      un_push_twin(tw, n, i, &t);
    }
    /* if (q) after q = p tests p too: the twin goes before the test,
       which stays the node's last comparison (its edges test that). */
    if (e->kind == IR_EV_CMP)
      for (int side = 0; side < 2; side++) {
        const ir_operand *o = side ? &e->rhs : &e->lhs;
        if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET) ||
            c->slot[o->var] == IR_NONE)
          continue;
        uint32_t a = c->slot[o->var];
        for (uint32_t b = 0; b < c->n; b++)
          if (a != b && s[a] == s[b]) {
            t = *e;
            t.flags |= IR_EVF_SYNTHETIC;
            (side ? &t.rhs : &t.lhs)->var = c->var_of[b];
            un_push_twin(tw, n, i, &t);
          }
      }
    /* *q, q pointing into p's block: the block of p is read or written. */
    if (e->kind == IR_EV_DEREF && e->var != IR_NONE &&
        c->slot[e->var] != IR_NONE &&
        f.into[c->slot[e->var]] != IR_NONE) {
      t = *e;
      t.flags |= IR_EVF_SYNTHETIC;
      t.var = f.into[c->slot[e->var]];
      un_push_twin(tw, n, i + 1, &t);
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
      if (to[a] != IR_NONE &&
          addr_twin(fn, e, c->var_of[a], to[a], f.within[a], &t, args))
        un_push_twin(tw, n, i + 1, &t);
      for (uint32_t b = 0; b < c->n; b++) {
        if (a == b || s[a] != s[b])
          continue;
        args = e->nargs ? ir_alloc(fn, e->nargs * sizeof *args) : NULL;
        if (un_twin(e, c->var_of[a], c->var_of[b], &t, args))
          un_push_twin(tw, n, i + 1, &t);
      }
    }
    transfer_event(c, f, e);
  }
  free(work);
}

/* ------------------------------------------------ followed addresses */

/* The number x (a local integer or floating-point variable) whose
   address every assignment of tracked pointer a copies (p = &x), when
   every other use of p is one event_has accepts at a node where p surely
   still holds &x; else IR_NONE. */
static uint32_t followed_target(const alias_ctx *c, uint32_t a)
{
  const ir_function *fn = c->fn;
  uint32_t p = c->var_of[a], x = IR_NONE;
  if (fn->vars[p].kind != IR_VAR_LOCAL)
    return IR_NONE;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (!(e->kind == IR_EV_DEF && e->var == p))
      continue;
    if (!(e->flags & IR_EVF_COPY) || e->value.kind != IR_OP_ADDR ||
        (e->value.flags & IR_OPF_OFFSET) || (x != IR_NONE && x != e->value.var))
      return IR_NONE;
    x = e->value.var;
  }
  if (x == IR_NONE || fn->vars[x].kind != IR_VAR_LOCAL ||
      (fn->vars[x].tclass != IR_TY_INTEGER && fn->vars[x].tclass != IR_TY_FLOAT))
    return IR_NONE;
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      if (e->kind == IR_EV_DEF && e->var == p)
        continue;
      int k = un_event_has(fn, e, p);
      if (k == UN_HAS_BAD || (k != UN_HAS_NONE && !c->seen[n]))
        return IR_NONE;
      if (k != UN_HAS_NONE &&
          fact_at(c, c->facts + (size_t)n * c->size).to[a] != x)
        return IR_NONE;
    }
  }
  return x;
}

/* Event t: a synthetic `kind x` at e's place. */
static ir_event on_target(const ir_event *e, ir_event_kind kind, uint32_t x)
{
  ir_event t;
  memset(&t, 0, sizeof t);
  t.kind = kind;
  t.flags = IR_EVF_SYNTHETIC;
  t.loc = e->loc;
  t.var = x;
  t.result = IR_NONE;
  t.lhs.var = t.rhs.var = t.value.var = IR_NONE;
  return t;
}

/* p = &x with p followed to x (followed_target): what each use of p does
   to x, as twins (a read through p reads x; a write through p, and a
   call given p, take &x, as the copy did), and the copy's `addr x`
   flagged followed. */
static void follow_addresses(const alias_ctx *c, ir_function *fn, twins *tw)
{
  for (uint32_t a = 0; a < c->n; a++) {
    uint32_t x = followed_target(c, a), p = c->var_of[a];
    for (uint32_t n = 2; n < fn->nnodes && x != IR_NONE; n++) {
      const ir_node *node = &fn->nodes[n];
      bool copy = false;
      for (uint32_t i = 0; i < node->nevents; i++) {
        const ir_event *e = &fn->events[node->first_event + i];
        copy |= e->kind == IR_EV_DEF && e->var == p;
        ir_event t;
        if (e->kind == IR_EV_DEREF && e->var == p)
          t = on_target(e, (e->flags & IR_EVF_WRITE) ? IR_EV_ADDR : IR_EV_USE, x);
        else if (e->kind == IR_EV_CALL && un_event_has(fn, e, p) != UN_HAS_NONE)
          t = on_target(e, IR_EV_ADDR, x);
        else
          continue;
        un_push_twin(tw, n, i + 1, &t);
      }
      for (uint32_t i = 0; copy && i < node->nevents; i++) {
        ir_event *e = &fn->events[node->first_event + i];
        if (e->kind == IR_EV_ADDR && e->var == x)
          e->flags |= IR_EVF_FOLLOWED;
      }
    }
  }
}

/* ---------------------------------------------------- zero-filled parts */

/* After `s = {}` (zero-fill), each pointer part of s the function names
   (s.f, s.a[2].p; not one reached through a pointer) is NULL: a twin
   `def s.f = 0` follows the fill. */
static void fill_zero_parts(ir_function *fn, twins *tw)
{
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t i = 0; i < node->nevents; i++) {
      const ir_event *e = &fn->events[node->first_event + i];
      if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_ZERO_FILL) ||
          e->var == IR_NONE)
        continue;
      for (uint32_t v = 0; v < fn->nvars; v++) {
        if (fn->vars[v].tclass != IR_TY_POINTER || !ir_var_is_part(fn, v) ||
            !un_inside(fn, v, e->var))
          continue;
        ir_event t = *e;
        t.flags = IR_EVF_SYNTHETIC | IR_EVF_COPY;
        t.var = v;
        t.value = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE,
                               ir_strdup(fn, "0")};
        un_push_twin(tw, n, i + 1, &t);
      }
    }
  }
}

/* ------------------------------------------------------ unread copies */

/* Mark in read[] the object (root variable) operand o names, if any. */
static void mark_read(const ir_function *fn, const ir_operand *o, bool *read)
{
  if ((o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) && o->var != IR_NONE)
    read[un_var_root(fn, o->var)] = true;
}

/* Flag unread the copies into a local, or a part of one, when nothing in
   the function reads the object it is part of (that object, any part of
   it, or its address): `tmp.m_ptr = ptr;` of a tmp never used again. */
static void flag_unread_copies(ir_function *fn)
{
  bool *read = ut_calloc(fn->nvars + 1, sizeof *read);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->var != IR_NONE && e->kind != IR_EV_DEF)
      read[un_var_root(fn, e->var)] = true; /* use, deref, addr */
    mark_read(fn, &e->value, read);
    mark_read(fn, &e->rhs, read);
    mark_read(fn, &e->lhs, read);
    for (uint32_t a = 0; a < e->nargs; a++)
      mark_read(fn, &e->args[a], read);
  }
  for (uint32_t i = 0; i < fn->nevents; i++) {
    ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY) ||
        e->var == IR_NONE || e->value.kind != IR_OP_VAR)
      continue;
    uint32_t root = un_var_root(fn, e->var);
    const ir_var *r = &fn->vars[root];
    if (r->kind == IR_VAR_LOCAL && !(r->flags & IR_VF_ADDR_TAKEN) &&
        (e->var == root || ir_var_is_part(fn, e->var)) && !read[root])
      e->flags |= IR_EVF_UNREAD;
  }
  free(read);
}

uint32_t un_alias_rewrite(ir_function *fn)
{
  alias_ctx c;
  memset(&c, 0, sizeof c);
  c.fn = fn;
  flag_unread_copies(fn);
  twins zero = {0};
  fill_zero_parts(fn, &zero);
  if (zero.count)
    un_twins_apply(fn, &zero);
  c.slot = un_var_slots(fn);
  c.var_of = ut_malloc(MAX_PTRS * sizeof *c.var_of);
  choose(&c);
  twins tw = {0};
  if (c.n >= 1) {
    fact_layout(&c);
    c.facts = ut_calloc(fn->nnodes, c.size);
    c.seen = ut_calloc(fn->nnodes, sizeof *c.seen);
    solve(&c);
    for (uint32_t n = 2; n < fn->nnodes; n++)
      if (c.seen[n])
        rewrite_node(&c, n, fn, &tw);
    follow_addresses(&c, fn, &tw);
    un_twins_apply(fn, &tw);
    free(c.facts);
    free(c.seen);
  }
  free(c.slot);
  free(c.var_of);
  return tw.count;
}
