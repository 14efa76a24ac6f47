/* ir.c: building, validating and freeing core IR functions (see ir.h). */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ir.h"
#include "ctlcheck/util.h"

/* ------------------------------------------------------------------ arena */

/* ir_index_depends' answers for the variables as they are now: per
   path, the other variables its index names (rebuilt when nvars changes). */
typedef struct index_cache {
  uint32_t nvars;   /* the variable count the cache was built for */
  uint32_t *by_name; /* non-path variables sorted by name */
  uint32_t nnamed;
  uint32_t *first;  /* per variable: its deps in ids[], IR_NONE: not yet */
  uint32_t *count;
  uint32_t *ids;
  uint32_t nids, cap;
} index_cache;

static void index_cache_reset(index_cache *c, uint32_t nvars);

/* Bump-allocated memory plus a hash set of interned strings. */
struct ir_arena {
  ut_chunks chunks;
  ut_intern strs; /* the function's strings, stored in its chunks */
  index_cache index;
};

void *ir_alloc(ir_function *fn, size_t size)
{
  return ut_chunks_alloc(&fn->arena->chunks, size);
}

/* Room for an interned string in the function's chunks. */
static void *arena_alloc(void *fn, size_t size)
{
  return ir_alloc(fn, size);
}

const char *ir_strdup(ir_function *fn, const char *s)
{
  if (!s)
    return NULL;
  ut_intern *t = &fn->arena->strs;
  return ut_intern_str(t, ut_intern_add(t, s, strlen(s)));
}

/* --------------------------------------------------------------- building */

static ir_loc loc_copy(ir_function *fn, ir_loc loc)
{
  loc.file = ir_strdup(fn, loc.file);
  return loc;
}

static uint32_t add_node(ir_function *fn, ir_node_kind kind, ir_loc loc)
{
  fn->nodes = ut_grow32(fn->nodes, fn->nnodes, &fn->cap_nodes, sizeof *fn->nodes);
  ir_node *n = &fn->nodes[fn->nnodes];
  memset(n, 0, sizeof *n);
  n->kind = kind;
  n->loc = loc_copy(fn, loc);
  n->first_event = fn->nevents;
  return fn->nnodes++;
}

ir_function *ir_function_new(const char *name, ir_loc loc)
{
  ir_function *fn = ut_malloc(sizeof *fn);
  memset(fn, 0, sizeof *fn);
  fn->arena = ut_malloc(sizeof *fn->arena);
  memset(fn->arena, 0, sizeof *fn->arena);
  ut_intern_init(&fn->arena->strs, arena_alloc, fn);
  fn->name = ir_strdup(fn, name);
  fn->loc = loc_copy(fn, loc);
  add_node(fn, IR_NODE_ENTRY, fn->loc);
  add_node(fn, IR_NODE_EXIT, fn->loc);
  return fn;
}

void ir_function_free(ir_function *fn)
{
  if (!fn)
    return;
  ut_chunks_free(&fn->arena->chunks);
  ut_intern_free(&fn->arena->strs);
  index_cache_reset(&fn->arena->index, 0);
  free(fn->arena);
  free(fn->vars);
  free(fn->nodes);
  free(fn->events);
  free(fn->edges);
  free(fn);
}

uint32_t ir_add_var(ir_function *fn, const ir_var *v)
{
  fn->vars = ut_grow32(fn->vars, fn->nvars, &fn->cap_vars, sizeof *fn->vars);
  ir_var *d = &fn->vars[fn->nvars];
  *d = *v;
  d->name = ir_strdup(fn, v->name);
  d->init = ir_strdup(fn, v->init);
  d->decl = loc_copy(fn, v->decl);
  return fn->nvars++;
}

uint32_t ir_find_var(const ir_function *fn, const char *name)
{
  for (uint32_t i = 0; i < fn->nvars; i++)
    if (strcmp(fn->vars[i].name, name) == 0)
      return i;
  return IR_NONE;
}

uint32_t ir_add_node(ir_function *fn, ir_loc loc)
{
  return add_node(fn, IR_NODE_STMT, loc);
}

static ir_operand opnd_copy(ir_function *fn, ir_operand o)
{
  o.text = ir_strdup(fn, o.text);
  return o;
}

ir_attr *ir_attrs_copy(ir_function *fn, const ir_attr *a, uint32_t n)
{
  if (!n)
    return NULL;
  ir_attr *d = ir_alloc(fn, n * sizeof *d);
  for (uint32_t i = 0; i < n; i++) {
    d[i].name = ir_strdup(fn, a[i].name);
    d[i].nargs = a[i].nargs;
    d[i].args = a[i].nargs ? ir_alloc(fn, a[i].nargs * sizeof *d[i].args)
                           : NULL;
    for (uint32_t k = 0; k < a[i].nargs; k++)
      d[i].args[k] = ir_strdup(fn, a[i].args[k]);
  }
  return d;
}

const ir_attr *ir_event_attr(const ir_event *e, const char *name)
{
  for (uint32_t i = 0; i < e->nattrs; i++)
    if (strcmp(e->attrs[i].name, name) == 0)
      return &e->attrs[i];
  return NULL;
}

void ir_event_add_attr(ir_function *fn, ir_event *e, const char *name,
                       const char **args, uint32_t nargs)
{
  ir_attr *a = ir_alloc(fn, (e->nattrs + 1) * sizeof *a);
  if (e->nattrs)
    memcpy(a, e->attrs, e->nattrs * sizeof *a);
  a[e->nattrs] = (ir_attr){ir_strdup(fn, name), nargs, args};
  e->attrs = a;
  e->nattrs++;
}

/* *d = *ev with every string, argument and attribute in fn's arena. */
static void event_copy(ir_function *fn, ir_event *d, const ir_event *ev)
{
  *d = *ev;
  d->loc = loc_copy(fn, ev->loc);
  d->callee = ir_strdup(fn, ev->callee);
  if (ev->nargs) {
    d->args = ir_alloc(fn, ev->nargs * sizeof *d->args);
    for (uint32_t i = 0; i < ev->nargs; i++)
      d->args[i] = opnd_copy(fn, ev->args[i]);
  } else {
    d->args = NULL;
  }
  d->attrs = ir_attrs_copy(fn, ev->attrs, ev->nattrs);
  d->lhs = opnd_copy(fn, ev->lhs);
  d->rhs = opnd_copy(fn, ev->rhs);
  d->value = opnd_copy(fn, ev->value);
}

uint32_t ir_add_event(ir_function *fn, uint32_t node, const ir_event *ev)
{
  fn->events = ut_grow32(fn->events, fn->nevents, &fn->cap_events,
                    sizeof *fn->events);
  event_copy(fn, &fn->events[fn->nevents], ev);
  fn->nodes[node].nevents++;
  return fn->nevents++;
}

uint32_t ir_add_edge(ir_function *fn, const ir_edge *e)
{
  fn->edges = ut_grow32(fn->edges, fn->nedges, &fn->cap_edges, sizeof *fn->edges);
  ir_edge *d = &fn->edges[fn->nedges];
  *d = *e;
  d->case_lo = ir_strdup(fn, e->case_lo);
  d->case_hi = ir_strdup(fn, e->case_hi);
  return fn->nedges++;
}

void ir_function_finish(ir_function *fn)
{
  /* Counting sort by source node: stable, so edge order within a node is
     the order the builder added them (true before false, case order). */
  uint32_t *count = ut_calloc((size_t)fn->nnodes + 1, sizeof *count);
  ir_edge *sorted = ut_malloc((size_t)fn->nedges * sizeof *sorted);
  for (uint32_t i = 0; i < fn->nedges; i++)
    count[fn->edges[i].from + 1]++;
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    count[n + 1] += count[n];
    fn->nodes[n].first_succ = count[n];
    fn->nodes[n].nsucc = 0;
  }
  for (uint32_t i = 0; i < fn->nedges; i++) {
    ir_node *n = &fn->nodes[fn->edges[i].from];
    sorted[n->first_succ + n->nsucc++] = fn->edges[i];
  }
  free(fn->edges);
  fn->edges = sorted;
  fn->cap_edges = fn->nedges;
  free(count);
}

/* Is variable index v valid or IR_NONE? */
static int var_ok(const ir_function *fn, uint32_t v)
{
  return v == IR_NONE || v < fn->nvars;
}

static int opnd_ok(const ir_function *fn, const ir_operand *o)
{
  if (o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR)
    return o->var < fn->nvars;
  return 1;
}

static const char *validate_event(const ir_function *fn, const ir_event *e)
{
  if (!var_ok(fn, e->var) || !var_ok(fn, e->result))
    return "event names an unknown variable";
  for (uint32_t a = 0; a < e->nargs; a++)
    if (!opnd_ok(fn, &e->args[a]))
      return "call argument names an unknown variable";
  if (!opnd_ok(fn, &e->lhs) || !opnd_ok(fn, &e->rhs) || !opnd_ok(fn, &e->value))
    return "operand names an unknown variable";
  return NULL;
}

/* The first broken invariant of fn, or NULL. */
static const char *first_problem(const ir_function *fn)
{
  if (fn->nnodes < 2 || fn->nodes[0].kind != IR_NODE_ENTRY ||
      fn->nodes[1].kind != IR_NODE_EXIT)
    return "nodes 0 and 1 must be ENTRY and EXIT";
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    if (n >= 2 && node->kind != IR_NODE_STMT)
      return "only nodes 0 and 1 may be ENTRY or EXIT";
    if (n != 1 && node->nsucc == 0)
      return "a node other than EXIT has no successor";
    if (node->first_event + node->nevents > fn->nevents)
      return "node events out of range";
    if (node->first_succ + node->nsucc > fn->nedges)
      return "node edges out of range";
  }
  for (uint32_t i = 0; i < fn->nedges; i++) {
    const ir_edge *e = &fn->edges[i];
    if (e->from >= fn->nnodes || e->to >= fn->nnodes)
      return "edge names an unknown node";
    if (e->cond != IR_NONE &&
        (e->cond >= fn->nevents || fn->events[e->cond].kind != IR_EV_CMP))
      return "branch edge condition is not a comparison event";
  }
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const char *why = validate_event(fn, &fn->events[i]);
    if (why)
      return why;
  }
  for (uint32_t v = 0; v < fn->nvars; v++)
    if (!var_ok(fn, fn->vars[v].base))
      return "access path names an unknown base variable";
  return NULL;
}

bool ir_validate(const ir_function *fn, ctl_error *err)
{
  const char *why = first_problem(fn);
  if (why)
    ctl_error_set(err, fn->name, 0, 0, "invalid IR: %s", why);
  return why == NULL;
}

/* ------------------------------------------------------------------ names */

const char *ir_var_kind_name(ir_var_kind k)
{
  static const char *const names[] = {"local", "param", "global", "path",
                                      "temp", "object"};
  return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

const char *ir_type_class_name(ir_type_class t)
{
  static const char *const names[] = {"pointer", "integer", "float",
                                      "aggregate", "other"};
  return (unsigned)t < sizeof names / sizeof *names ? names[t] : "?";
}

const char *ir_cmp_name(ir_cmp c)
{
  static const char *const names[] = {"==", "!=", "<", "<=", ">", ">="};
  return (unsigned)c < sizeof names / sizeof *names ? names[c] : "?";
}

ir_cmp ir_cmp_negate(ir_cmp c)
{
  static const ir_cmp neg[] = {IR_CMP_NE, IR_CMP_EQ, IR_CMP_GE,
                               IR_CMP_GT, IR_CMP_LE, IR_CMP_LT};
  return neg[c];
}

ir_cmp ir_cmp_swap(ir_cmp c)
{
  static const ir_cmp sw[] = {IR_CMP_EQ, IR_CMP_NE, IR_CMP_GT,
                              IR_CMP_GE, IR_CMP_LT, IR_CMP_LE};
  return sw[c];
}

/* --------------------------------------------------------------- rewriting */

typedef struct ins {
  uint32_t node, pos, order;
  const ir_event *ev;
} ins;

static int ins_cmp(const void *a, const void *b)
{
  const ins *x = a, *y = b;
  if (x->node != y->node)
    return x->node < y->node ? -1 : 1;
  if (x->pos != y->pos)
    return x->pos < y->pos ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

void ir_insert_events(ir_function *fn, uint32_t n, const uint32_t *node,
                      const uint32_t *pos, const ir_event *ev)
{
  if (n == 0)
    return;
  ins *v = ut_malloc((size_t)n * sizeof *v);
  for (uint32_t i = 0; i < n; i++)
    v[i] = (ins){node[i], pos[i], i, &ev[i]};
  qsort(v, n, sizeof *v, ins_cmp);
  uint32_t total = fn->nevents + n;
  ir_event *out = ut_malloc((size_t)total * sizeof *out);
  uint32_t *map = ut_malloc(((size_t)fn->nevents + 1) * sizeof *map);
  uint32_t k = 0, j = 0;
  for (uint32_t nd = 0; nd < fn->nnodes; nd++) {
    ir_node *nodep = &fn->nodes[nd];
    uint32_t first = k;
    for (uint32_t e = 0; e <= nodep->nevents; e++) {
      for (; j < n && v[j].node == nd && v[j].pos <= e; j++) {
        event_copy(fn, &out[k++], v[j].ev);
      }
      if (e < nodep->nevents) {
        map[nodep->first_event + e] = k;
        out[k++] = fn->events[nodep->first_event + e];
      }
    }
    nodep->first_event = first;
    nodep->nevents = k - first;
  }
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].cond != IR_NONE)
      fn->edges[i].cond = map[fn->edges[i].cond];
  free(fn->events);
  fn->events = out;
  fn->nevents = fn->cap_events = total;
  free(map);
  free(v);
}

/* Remove node's edges but its `eh` one (the exception the call may
   throw still leaves it). */
static void drop_successors(ir_function *fn, uint32_t node)
{
  uint32_t k = 0;
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].from != node || fn->edges[i].kind == IR_EDGE_EH)
      fn->edges[k++] = fn->edges[i];
  fn->nedges = k;
}

/* Add an unconditional edge from -> to. */
static void add_fallthru(ir_function *fn, uint32_t from, uint32_t to)
{
  ir_edge e = {0};
  e.from = from;
  e.to = to;
  e.kind = IR_EDGE_FALLTHRU;
  e.cond = IR_NONE;
  e.switch_var = IR_NONE;
  ir_add_edge(fn, &e);
}

void ir_node_end_path(ir_function *fn, uint32_t node)
{
  ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nsucc; i++)
    if (fn->edges[n->first_succ + i].to == node)
      return;
  drop_successors(fn, node);
  add_fallthru(fn, node, node);
  n->flags |= IR_NF_NORETURN;
  ir_function_finish(fn);
}

void ir_node_end_path_after(ir_function *fn, uint32_t node)
{
  ir_loc loc = fn->nodes[node].loc;
  uint32_t end = ir_add_node(fn, loc);
  fn->nodes[end].flags |= IR_NF_ARTIFICIAL | IR_NF_NORETURN;
  drop_successors(fn, node);
  add_fallthru(fn, node, end);
  add_fallthru(fn, end, end);
  fn->nodes[node].flags |= IR_NF_NORETURN;
  ir_function_finish(fn);
}

uint32_t ir_node_assume_after(ir_function *fn, uint32_t node,
                              const ir_event *cmp)
{
  ir_loc loc = fn->nodes[node].loc;
  uint32_t test = ir_add_node(fn, loc);
  fn->nodes[test].flags |= IR_NF_ARTIFICIAL;
  uint32_t c = ir_add_event(fn, test, cmp);
  uint32_t end = ir_add_node(fn, loc);
  fn->nodes[end].flags |= IR_NF_ARTIFICIAL | IR_NF_NORETURN;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    ir_edge *e = &fn->edges[i];
    if (e->from == node && e->kind == IR_EDGE_FALLTHRU) {
      e->from = test;
      e->kind = IR_EDGE_TRUE;
      e->cond = c;
    }
  }
  add_fallthru(fn, node, test);
  ir_edge f = {test, end, IR_EDGE_FALSE, c, NULL, NULL, IR_NONE};
  ir_add_edge(fn, &f);
  add_fallthru(fn, end, end);
  ir_function_finish(fn);
  return test;
}

bool ir_cmp_twin(const ir_event *a, const ir_event *c)
{
  if (a->kind != IR_EV_CMP || c->kind != IR_EV_CMP || a->cmp != c->cmp ||
      a->flags != (c->flags | IR_EVF_SYNTHETIC) || a == c)
    return false;
  bool l = a->lhs.kind == c->lhs.kind && a->lhs.var == c->lhs.var &&
           a->lhs.flags == c->lhs.flags;
  bool r = a->rhs.kind == c->rhs.kind && a->rhs.var == c->rhs.var &&
           a->rhs.flags == c->rhs.flags;
  return l != r && (l ? a->rhs.kind : a->lhs.kind) == IR_OP_VAR;
}

uint32_t *ir_temp_defs(const ir_function *fn)
{
  uint32_t *def = ut_malloc(((size_t)fn->nvars + 1) * sizeof *def);
  uint32_t *count = ut_calloc((size_t)fn->nvars + 1, sizeof *count);
  for (uint32_t v = 0; v <= fn->nvars; v++)
    def[v] = IR_NONE;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var < fn->nvars &&
        fn->vars[e->var].kind == IR_VAR_TEMP && count[e->var]++ == 0)
      def[e->var] = i;
  }
  for (uint32_t v = 0; v < fn->nvars; v++)
    if (count[v] != 1)
      def[v] = IR_NONE;
  free(count);
  return def;
}

/* Add the variable of operand o (no offset) to out[*n]; false for any
   other operand, or a fifth source. */
static bool add_source(const ir_operand *o, uint32_t *out, uint32_t *n)
{
  if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET) || *n == 4)
    return false;
  out[(*n)++] = o->var;
  return true;
}

/* Is c a character of a C identifier? */
static bool ident_char(char c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9');
}

/* Is each bracket of path name `name` a number or one identifier (a[2],
   a[-1], a[i]; not a[i + 1] nor a[*p])?  *idents counts the identifiers. */
static bool plain_indices(const char *name, uint32_t *idents)
{
  *idents = 0;
  for (const char *s = strchr(name, '['); s; s = strchr(s, '[')) {
    const char *e = ++s;
    bool number = *e == '-' || (*e >= '0' && *e <= '9');
    if (*e == '-')
      e++;
    while (ident_char(*e) && (!number || (*e >= '0' && *e <= '9')))
      e++;
    if (*e != ']' || e == s || (number && e == s + 1 && *s == '-'))
      return false;
    *idents += !number;
    s = e;
  }
  return true;
}

/* The variables that decide the address &v (ir_cmp_sources): the index
   variables of its name and the pointer it is reached through
   (`&list->slot[i]`: i and list); none for a variable's own address. */
static bool address_sources(const ir_function *fn, uint32_t v, uint32_t *out,
                            uint32_t *n)
{
  const ir_var *x = &fn->vars[v];
  uint32_t idents;
  if (x->kind != IR_VAR_PATH)
    return true;
  if ((x->flags & IR_VF_SUMMARY) || !plain_indices(x->name, &idents))
    return false;
  const uint32_t *ids;
  uint32_t m = ir_path_index_names(fn, v, &ids);
  if (m != idents) /* a name of no variable, or of two */
    return false;
  for (uint32_t i = 0; i < m; i++) {
    ir_operand o = {IR_OP_VAR, 0, ids[i], NULL};
    if (fn->vars[ids[i]].kind == IR_VAR_TEMP || !add_source(&o, out, n))
      return false;
  }
  uint32_t b = v;
  for (uint32_t k = 0; k < fn->nvars && ir_var_container(fn, b) != IR_NONE; k++)
    b = fn->vars[b].base;
  if (fn->vars[b].kind != IR_VAR_PATH)
    return true;
  b = fn->vars[b].base;
  if (b == IR_NONE || fn->vars[b].tclass != IR_TY_POINTER)
    return false;
  ir_operand o = {IR_OP_VAR, 0, b, NULL};
  return add_source(&o, out, n);
}

/* The sources of one operand of a comparison (ir_cmp_sources). */
static bool operand_sources(const ir_function *fn, const uint32_t *temp_def,
                            const ir_operand *o, uint32_t *out, uint32_t *n)
{
  if (o->kind == IR_OP_ADDR && o->var < fn->nvars && !o->flags)
    return address_sources(fn, o->var, out, n);
  if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET))
    return false;
  uint32_t d = temp_def[o->var];
  if (d == IR_NONE)
    return add_source(o, out, n);
  const ir_event *e = &fn->events[d];
  uint32_t before = *n;
  bool copy = (e->flags & IR_EVF_COPY) != 0;
  /* Only a value computed the same way each time: not one unknown (a
     shift, a load through a cast) nor any of a range. */
  if (!copy && (e->arith == IR_AR_NONE || e->arith == IR_AR_RANGE))
    return false;
  if (e->value.kind == IR_OP_VAR && !add_source(&e->value, out, n))
    return false;
  if (!copy && e->rhs.kind == IR_OP_VAR && !add_source(&e->rhs, out, n))
    return false;
  /* Read from no variable, or from another temporary (a call's result). */
  for (uint32_t i = before; i < *n; i++)
    if (fn->vars[out[i]].kind == IR_VAR_TEMP)
      return false;
  return *n > before &&
         (copy || e->arith == IR_AR_NEG || e->rhs.kind == IR_OP_VAR ||
          e->rhs.kind == IR_OP_CONST);
}

uint32_t ir_cmp_sources(const ir_function *fn, const uint32_t *temp_def,
                        const ir_event *c, uint32_t out[4])
{
  uint32_t n = 0;
  if (c->kind != IR_EV_CMP ||
      !operand_sources(fn, temp_def, &c->lhs, out, &n) ||
      !operand_sources(fn, temp_def, &c->rhs, out, &n))
    return 0;
  return n;
}

uint32_t ir_node_hoist(ir_function *fn, uint32_t node, uint32_t at)
{
  uint32_t head = ir_add_node(fn, fn->nodes[node].loc);
  /* Part of node's statement, at its place in the source. */
  fn->nodes[head].flags = fn->nodes[node].flags &
                          (IR_NF_MACRO | IR_NF_ARTIFICIAL);
  /* The events again in node order, n's event `at` under head (the last
     node, so it comes last). */
  ir_event *out = ut_malloc(((size_t)fn->nevents + 1) * sizeof *out);
  uint32_t *map = ut_malloc(((size_t)fn->nevents + 1) * sizeof *map);
  uint32_t k = 0, moved = fn->nodes[node].first_event + at;
  for (uint32_t nd = 0; nd < head; nd++) {
    ir_node *x = &fn->nodes[nd];
    uint32_t first = k;
    for (uint32_t e = x->first_event; e < x->first_event + x->nevents; e++)
      if (e != moved) {
        map[e] = k;
        out[k++] = fn->events[e];
      }
    x->first_event = first;
    x->nevents = k - first;
  }
  fn->nodes[head].first_event = k;
  fn->nodes[head].nevents = 1;
  map[moved] = k;
  out[k++] = fn->events[moved];
  for (uint32_t i = 0; i < fn->nedges; i++) {
    if (fn->edges[i].cond != IR_NONE)
      fn->edges[i].cond = map[fn->edges[i].cond];
    if (fn->edges[i].to == node)
      fn->edges[i].to = head;
  }
  free(fn->events);
  fn->events = out;
  fn->cap_events = fn->nevents;
  free(map);
  add_fallthru(fn, head, node);
  ir_function_finish(fn);
  return head;
}

/* Is node n an eventless pass-through that compaction may remove? */
static int removable(const ir_function *fn, uint32_t n)
{
  const ir_node *node = &fn->nodes[n];
  if (node->kind != IR_NODE_STMT || node->nevents || node->nsucc != 1 ||
      (node->flags & (IR_NF_UNWIND | IR_NF_DECLARATION)))
    return 0;
  const ir_edge *e = &fn->edges[node->first_succ];
  return e->kind == IR_EDGE_FALLTHRU && e->to != n;
}

void ir_function_compact(ir_function *fn)
{
  uint32_t *target = ut_malloc((size_t)fn->nnodes * sizeof *target);
  uint32_t *newidx = ut_malloc((size_t)fn->nnodes * sizeof *newidx);
  /* Where a removed node leads: follow chains, stopping on cycles. */
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    uint32_t t = n, steps = 0;
    while (removable(fn, t) && steps++ < fn->nnodes)
      t = fn->edges[fn->nodes[t].first_succ].to;
    target[n] = removable(fn, t) ? n : t; /* an eventless cycle stays */
  }
  uint32_t k = 0;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    newidx[n] = target[n] == n ? k++ : IR_NONE;
  if (k == fn->nnodes) {
    free(target);
    free(newidx);
    return;
  }
  uint32_t ne = 0;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    ir_edge e = fn->edges[i];
    if (newidx[e.from] == IR_NONE)
      continue;
    e.from = newidx[e.from];
    e.to = newidx[target[e.to]];
    fn->edges[ne++] = e;
  }
  fn->nedges = ne;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    if (newidx[n] != IR_NONE)
      fn->nodes[newidx[n]] = fn->nodes[n];
  fn->nnodes = k;
  free(target);
  free(newidx);
  ir_function_finish(fn);
}

bool ir_node_has_event(const ir_function *fn, uint32_t node, ir_event_kind kind,
                       uint32_t var)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    if (e->kind == kind && e->var == var)
      return true;
  }
  return false;
}

bool *ir_reached_nodes(const ir_function *fn)
{
  uint32_t nn = fn->nnodes;
  bool *seen = ut_calloc((size_t)nn + 1, sizeof *seen);
  uint32_t *stack = ut_malloc(((size_t)nn + 1) * sizeof *stack), top = 0;
  seen[0] = true;
  stack[top++] = 0;
  while (top) {
    const ir_node *node = &fn->nodes[stack[--top]];
    for (uint32_t i = 0; i < node->nsucc; i++) {
      uint32_t t = fn->edges[node->first_succ + i].to;
      if (!seen[t]) {
        seen[t] = true;
        stack[top++] = t;
      }
    }
  }
  free(stack);
  return seen;
}

void ir_predecessors(const ir_function *fn, uint32_t **off, uint32_t **pred)
{
  uint32_t *o = ut_calloc((size_t)fn->nnodes + 2, sizeof *o);
  for (uint32_t i = 0; i < fn->nedges; i++)
    o[fn->edges[i].to + 2]++;
  for (uint32_t v = 0; v < fn->nnodes; v++)
    o[v + 2] += o[v + 1];
  uint32_t *p = ut_malloc(((size_t)fn->nedges + 1) * sizeof *p);
  for (uint32_t i = 0; i < fn->nedges; i++)
    p[o[fn->edges[i].to + 1]++] = fn->edges[i].from;
  *off = o;
  *pred = p;
}

void ir_function_prune(ir_function *fn, const bool *drop)
{
  uint32_t nn = fn->nnodes;
  bool *cut = ut_calloc((size_t)nn + 1, sizeof *cut);
  bool *seen = ir_reached_nodes(fn);
  for (uint32_t n = 0; n < nn; n++)
    cut[n] = drop[n] && !seen[n] && fn->nodes[n].kind == IR_NODE_STMT;
  free(seen);
  /* A node that stays keeps its successors: cut only what is left. */
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 0; i < fn->nedges; i++)
      if (!cut[fn->edges[i].from] && cut[fn->edges[i].to]) {
        cut[fn->edges[i].to] = false;
        changed = true;
      }
  }
  uint32_t *newidx = ut_malloc(((size_t)nn + 1) * sizeof *newidx), k = 0;
  for (uint32_t n = 0; n < nn; n++)
    newidx[n] = cut[n] ? IR_NONE : k++;
  free(cut);
  if (k == nn) {
    free(newidx);
    return;
  }
  ir_event *out = ut_malloc(((size_t)fn->nevents + 1) * sizeof *out);
  uint32_t *map = ut_malloc(((size_t)fn->nevents + 1) * sizeof *map);
  uint32_t ke = 0;
  for (uint32_t e = 0; e < fn->nevents; e++)
    map[e] = IR_NONE;
  for (uint32_t n = 0; n < nn; n++) {
    ir_node node = fn->nodes[n];
    if (newidx[n] == IR_NONE)
      continue;
    uint32_t first = ke;
    for (uint32_t e = 0; e < node.nevents; e++) {
      map[node.first_event + e] = ke;
      out[ke++] = fn->events[node.first_event + e];
    }
    node.first_event = first;
    fn->nodes[newidx[n]] = node;
  }
  uint32_t ne = 0;
  for (uint32_t i = 0; i < fn->nedges; i++) {
    ir_edge e = fn->edges[i];
    if (newidx[e.from] == IR_NONE)
      continue;
    e.from = newidx[e.from];
    e.to = newidx[e.to];
    if (e.cond != IR_NONE)
      e.cond = map[e.cond];
    fn->edges[ne++] = e;
  }
  free(fn->events);
  fn->events = out;
  fn->nevents = fn->cap_events = ke;
  fn->nedges = ne;
  fn->nnodes = k;
  free(map);
  free(newidx);
  ir_function_finish(fn);
}

static const ir_function *sorting; /* for by_name_cmp (qsort has no context) */

static int by_name_cmp(const void *a, const void *b)
{
  return strcmp(sorting->vars[*(const uint32_t *)a].name,
                sorting->vars[*(const uint32_t *)b].name);
}

/* Empty the cache and size it for nvars variables (0: free it). */
static void index_cache_reset(index_cache *c, uint32_t nvars)
{
  free(c->by_name);
  free(c->first);
  free(c->count);
  free(c->ids);
  memset(c, 0, sizeof *c);
  if (!nvars)
    return;
  c->nvars = nvars;
  c->by_name = ut_malloc(nvars * sizeof *c->by_name);
  c->first = ut_malloc(nvars * sizeof *c->first);
  c->count = ut_calloc(nvars, sizeof *c->count);
  for (uint32_t i = 0; i < nvars; i++)
    c->first[i] = IR_NONE;
}

/* Sort the non-path variables by name, for index_scan's lookups. */
static void index_cache_names(index_cache *c, const ir_function *fn)
{
  for (uint32_t i = 0; i < fn->nvars; i++)
    if (fn->vars[i].kind != IR_VAR_PATH && fn->vars[i].name)
      c->by_name[c->nnamed++] = i;
  sorting = fn;
  qsort(c->by_name, c->nnamed, sizeof *c->by_name, by_name_cmp);
  sorting = NULL;
}

/* Add to the cache every non-path variable named s[0..len). */
static void index_add_named(index_cache *c, const ir_function *fn,
                            const char *s, size_t len)
{
  size_t lo = 0, hi = c->nnamed;
  while (lo < hi) { /* the first name >= s[0..len) */
    size_t mid = lo + (hi - lo) / 2;
    const char *m = fn->vars[c->by_name[mid]].name;
    int d = strncmp(m, s, len);
    if (d < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  for (; lo < c->nnamed; lo++) {
    const char *m = fn->vars[c->by_name[lo]].name;
    if (strncmp(m, s, len) != 0)
      break;
    if (m[len] != '\0')
      continue;
    if (c->nids == c->cap) {
      c->cap = c->cap ? 2 * c->cap : 16;
      c->ids = ut_realloc(c->ids, c->cap * sizeof *c->ids);
    }
    c->ids[c->nids++] = c->by_name[lo];
  }
}

/* The variables path p's index names: every name that starts inside
   brackets after a non-identifier character and ends before one. */
static void index_scan(index_cache *c, const ir_function *fn, uint32_t path)
{
  const char *name = fn->vars[path].name;
  c->first[path] = c->nids;
  int depth = 0;
  for (const char *s = name; *s; s++) {
    if (*s == '[')
      depth++;
    else if (*s == ']')
      depth--;
    if (depth <= 0 || *s == '[' || (s != name && ident_char(s[-1])))
      continue;
    for (const char *e = s + 1;; e++)
      if (!ident_char(*e)) {
        index_add_named(c, fn, s, (size_t)(e - s));
        if (!*e)
          break;
      }
  }
  c->count[path] = c->nids - c->first[path];
}

/* How path p (a[2], a[i], s.f) picks its place in what it is reached
   through: 1 a constant index, 0 another index, -1 no index (a field). */
int ir_path_index_const(const ir_var *p)
{
  if (p->flags & IR_VF_SUMMARY)
    return 0;
  size_t n = strlen(p->name);
  if (!n || p->name[n - 1] != ']')
    return -1;
  size_t depth = 0, i = n;
  while (i-- > 0) {
    if (p->name[i] == ']')
      depth++;
    else if (p->name[i] == '[' && --depth == 0)
      break;
  }
  const char *c = p->name + i + 1;
  if (*c == '-')
    c++;
  if (!isdigit((unsigned char)*c))
    return 0;
  while (isdigit((unsigned char)*c))
    c++;
  return *c == ']' && c == p->name + n - 1;
}

/* The aggregate that path v is a part of (s for s.f, a for a[2]), not
   through a pointer; IR_NONE when there is none. */
uint32_t ir_var_container(const ir_function *fn, uint32_t v)
{
  const ir_var *x = &fn->vars[v];
  if (x->kind != IR_VAR_PATH || x->base == IR_NONE ||
      fn->vars[x->base].tclass != IR_TY_AGGREGATE)
    return IR_NONE;
  return x->base;
}

uint32_t ir_var_part_root(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; n < fn->nvars; n++) {
    uint32_t c = ir_var_container(fn, v);
    if (c == IR_NONE || ir_path_index_const(&fn->vars[v]) == 0 ||
        (fn->vars[c].flags & IR_VF_UNION))
      return IR_NONE;
    if (fn->vars[c].kind != IR_VAR_PATH)
      return c;
    v = c;
  }
  return IR_NONE;
}

bool ir_var_is_part(const ir_function *fn, uint32_t v)
{
  uint32_t r = ir_var_part_root(fn, v);
  return r != IR_NONE && fn->vars[r].kind == IR_VAR_LOCAL;
}

/* The local (not static) that path v is a place in, reached without a
   pointer and through no summary of several places (a[...]); whether an
   index on the way is no constant (*indexed) and whether a union is
   (*in_union).  IR_NONE when there is no such local. */
static uint32_t local_place_root(const ir_function *fn, uint32_t v,
                                 bool *indexed, bool *in_union)
{
  *indexed = *in_union = false;
  for (uint32_t n = 0; n < fn->nvars; n++) {
    const ir_var *x = &fn->vars[v];
    if (x->kind != IR_VAR_PATH)
      return n && x->kind == IR_VAR_LOCAL && !(x->flags & IR_VF_STATIC) ? v
                                                                         : IR_NONE;
    uint32_t c = ir_var_container(fn, v);
    if (c == IR_NONE || (x->flags & IR_VF_SUMMARY))
      return IR_NONE;
    *indexed |= ir_path_index_const(x) == 0;
    *in_union |= (fn->vars[c].flags & IR_VF_UNION) != 0;
    v = c;
  }
  return IR_NONE;
}

bool ir_var_is_element(const ir_function *fn, uint32_t v)
{
  bool indexed, in_union;
  return local_place_root(fn, v, &indexed, &in_union) != IR_NONE && indexed &&
         !in_union;
}

bool ir_var_is_member(const ir_function *fn, uint32_t v)
{
  bool indexed, in_union;
  return local_place_root(fn, v, &indexed, &in_union) != IR_NONE && in_union;
}

uint32_t ir_path_index_names(const ir_function *fn, uint32_t path,
                             const uint32_t **vars)
{
  const ir_var *p = &fn->vars[path];
  *vars = NULL;
  if (p->kind != IR_VAR_PATH || (p->flags & IR_VF_SUMMARY))
    return 0;
  index_cache *c = &fn->arena->index;
  if (c->nvars != fn->nvars) {
    index_cache_reset(c, fn->nvars);
    index_cache_names(c, fn);
  }
  if (c->first[path] == IR_NONE)
    index_scan(c, fn, path);
  *vars = c->ids + c->first[path];
  return c->count[path];
}

/* ir_index_depends for a path (ir.h). */
/* Is access path v reached through path (a part of it: a[...].n)? */
static bool based_on(const ir_function *fn, uint32_t v, uint32_t path)
{
  for (uint32_t b = fn->vars[v].base, n = 0; b != IR_NONE && n < 64;
       b = fn->vars[b].base, n++)
    if (b == path)
      return true;
  return false;
}

bool ir_path_index_depends(const ir_function *fn, uint32_t path, uint32_t v)
{
  const ir_var *p = &fn->vars[path], *x = &fn->vars[v];
  if (p->kind != IR_VAR_PATH || path == v)
    return false;
  /* An integer reached through a pointer may be the index too
     (free (a[*n]); (*n)++;), but not a part of the summary itself. */
  if (x->kind == IR_VAR_PATH)
    return (p->flags & IR_VF_SUMMARY) && x->tclass == IR_TY_INTEGER &&
           !(x->flags & (IR_VF_SUMMARY | IR_VF_PURE)) &&
           !based_on(fn, v, path);
  if (p->flags & IR_VF_SUMMARY) /* temporaries: recomputed, not changed */
    return x->kind != IR_VAR_TEMP &&
           (x->tclass == IR_TY_INTEGER || x->tclass == IR_TY_POINTER);
  const uint32_t *ids;
  uint32_t n = ir_path_index_names(fn, path, &ids);
  for (uint32_t i = 0; i < n; i++)
    if (ids[i] == v)
      return true;
  return false;
}

void ir_function_trim(ir_function *fn)
{
  fn->vars = ut_realloc(fn->vars, (fn->nvars ? fn->nvars : 1) * sizeof *fn->vars);
  fn->nodes = ut_realloc(fn->nodes, (fn->nnodes ? fn->nnodes : 1) * sizeof *fn->nodes);
  fn->events = ut_realloc(fn->events,
                        (fn->nevents ? fn->nevents : 1) * sizeof *fn->events);
  fn->edges = ut_realloc(fn->edges, (fn->nedges ? fn->nedges : 1) * sizeof *fn->edges);
  fn->cap_vars = fn->nvars ? fn->nvars : 1;
  fn->cap_nodes = fn->nnodes ? fn->nnodes : 1;
  fn->cap_events = fn->nevents ? fn->nevents : 1;
  fn->cap_edges = fn->nedges ? fn->nedges : 1;
}
