/* un-summary.c: whole-unit constants and bottom-up function summaries (see unit.h). */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/model.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-facts.h"
#include "un-rewrite.h"
#include "ctlcheck/rules.h"

/* -------------------------------------------------------------- constants */

/* The value a never-written static object always holds, or NULL.  A
   public or extern one has it when the facts of the other units say so
   (`known`, NULL without facts; the caller checks this unit's writes). */
static const char *constant_value(const ir_var *v, const un_facts *known)
{
  if (v->kind != IR_VAR_GLOBAL ||
      (v->tclass != IR_TY_INTEGER && v->tclass != IR_TY_POINTER) ||
      (v->flags & IR_VF_VOLATILE))
    return NULL;
  if ((v->flags & IR_VF_CONST) && v->init)
    return v->init;
  if ((v->flags & (IR_VF_PUBLIC | IR_VF_EXTERNAL)) &&
      (v->flags & IR_VF_FILE_SCOPE) && !(v->flags & IR_VF_ADDR_TAKEN) &&
      !un_facts_empty(known)) {
    const char *here = NULL;
    if (!(v->flags & IR_VF_EXTERNAL)) {
      if ((v->flags & IR_VF_HAS_INIT) && !v->init)
        return NULL; /* defined here, not with a constant */
      here = v->init ? v->init : "0";
    }
    return un_facts_constant(known, v->name, (v->flags & IR_VF_CONST) != 0,
                             here);
  }
  if (v->flags & (IR_VF_PUBLIC | IR_VF_EXTERNAL | IR_VF_ADDR_TAKEN))
    return NULL;
  if (v->init)
    return v->init;
  return (v->flags & IR_VF_HAS_INIT) ? NULL : "0";
}

/* Is the global `name` (file scope, or static in `owner`) written in any
   function of the unit, or its address taken? */
static bool global_written(ir_function **fns, size_t n, const ir_function *owner,
                           const ir_var *g)
{
  bool file_scope = (g->flags & IR_VF_FILE_SCOPE) != 0;
  for (size_t f = 0; f < n; f++) {
    const ir_function *fn = fns[f];
    if (!file_scope && fn != owner)
      continue;
    uint32_t v = ir_find_var(fn, g->name);
    if (v == IR_NONE || fn->vars[v].kind != IR_VAR_GLOBAL)
      continue;
    if (fn->vars[v].flags & IR_VF_ADDR_TAKEN)
      return true;
    for (uint32_t e = 0; e < fn->nevents; e++) {
      const ir_event *ev = &fn->events[e];
      if (ev->flags & IR_EVF_SYNTHETIC)
        continue; /* our own constants, added to functions seen before */
      if ((ev->kind == IR_EV_DEF && ev->var == v) ||
          (ev->kind == IR_EV_ADDR && ev->var == v) ||
          (ev->kind == IR_EV_CALL && ev->result == v))
        return true;
    }
  }
  return false;
}

static uint32_t apply_constants(ir_function **fns, size_t n,
                                const un_facts *known)
{
  uint32_t count = 0;
  for (size_t f = 0; f < n; f++) {
    ir_function *fn = fns[f];
    twins p = {0};
    for (uint32_t v = 0; v < fn->nvars; v++) {
      const ir_var *var = &fn->vars[v];
      const char *k = constant_value(var, fn->flags & IR_FF_CXX ? NULL : known);
      if (!k || global_written(fns, n, fn, var))
        continue;
      ir_event d = un_synthetic(IR_EV_DEF, fn->loc);
      d.flags |= IR_EVF_COPY;
      d.var = v;
      d.value.kind = IR_OP_CONST;
      d.value.text = k;
      if (var->tclass == IR_TY_POINTER && strcmp(k, "0") == 0)
        d.value.flags |= IR_OPF_NULL;
      un_push_twin(&p, 0, fn->nodes[0].nevents, &d);
      count++;
    }
    un_twins_apply(fn, &p);
  }
  return count;
}

/* -------------------------------------------------------------- summaries */

/* A call a function makes with a pointer field of a struct it takes or
   returns by value: `boxed_free (boxed b) { free (b.value); }` (param 0,
   ".value"), `boxed b = boxed_malloc (n)` (the result's ".value" is
   malloc's); or whose fresh result it stores through a pointer parameter
   on every path (`get (void **d) { *d = malloc (n); }`: `out`, param 0).
   Kept in the unit: facts carry no fields. */
typedef struct field_call {
  const char *callee; /* NULL: the field is dereferenced */
  const char *suffix; /* the field as its name goes on: ".value" */
  uint32_t param;     /* the parameter; IR_NONE: the result */
  uint32_t argpos, nargs;
  bool nonnull;       /* result: never the callee's NULL */
  bool out;           /* the result goes to *param */
} field_call;

typedef struct field_sum {
  field_call *v;
  uint32_t n;
} field_sum;

/* The file-scope variables a function assigns on every path that returns
   (mawk's scan_open: program_fd = open (..) or 0).  Kept in the unit. */
typedef struct gdef_sum {
  const char **names;
  uint32_t n;
} gdef_sum;

typedef struct unit {
  ir_function **fns;
  size_t n;
  un_summary *sums;
  const un_facts *known; /* other units' facts, or NULL */
  size_t *by_name; /* indices of fns sorted by name */
  field_sum *fields; /* per function, what it does through struct fields */
  uint64_t *lets_go; /* per function, bit k: it may let parameter k go */
  bool *lets_go_known; /* per function: lets_go computed */
  gdef_sum *gdefs;   /* per function, the globals it always assigns */
  const rl_set *rules; /* the families `lend` and `take`, or NULL */
} unit;

static const unit *sorting; /* the unit by_name_cmp sorts (qsort has no context) */

static int by_name_cmp(const void *a, const void *b)
{
  return strcmp(sorting->fns[*(const size_t *)a]->name,
                sorting->fns[*(const size_t *)b]->name);
}

static void index_names(unit *u)
{
  u->by_name = ut_calloc(u->n + 1, sizeof *u->by_name);
  for (size_t i = 0; i < u->n; i++)
    u->by_name[i] = i;
  sorting = u;
  qsort(u->by_name, u->n, sizeof *u->by_name, by_name_cmp);
  sorting = NULL;
}

/* Index of the function named `name`, if the unit defines exactly one
   (binary search over the sorted names). */
static size_t find_function(const unit *u, const char *name)
{
  if (!name)
    return SIZE_MAX;
  size_t lo = 0, hi = u->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (strcmp(u->fns[u->by_name[mid]]->name, name) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == u->n || strcmp(u->fns[u->by_name[lo]]->name, name) != 0)
    return SIZE_MAX;
  if (lo + 1 < u->n && strcmp(u->fns[u->by_name[lo + 1]]->name, name) == 0)
    return SIZE_MAX; /* overloaded: no summary */
  return u->by_name[lo];
}

typedef un_summary summary;

enum {
  RANGE_MAX_NODES = 400,  /* larger functions get no return range */
  RANGE_MAX_STATES = 4096 /* states explored to find it */
};
typedef un_must_call must_call;

static uint32_t param_index(const ir_function *fn, uint32_t var)
{
  uint32_t k = 0;
  if (var == IR_NONE || fn->vars[var].kind != IR_VAR_PARAM)
    return IR_NONE;
  for (uint32_t v = 0; v < var; v++)
    k += fn->vars[v].kind == IR_VAR_PARAM;
  return k;
}

static bool defined_anywhere(const ir_function *fn, uint32_t var)
{
  for (uint32_t node = 0; node < fn->nnodes; node++)
    if (un_node_defines(fn, node, var))
      return true;
  return false;
}

static bool is_const(const ir_operand *o, const char *text)
{
  return o->kind == IR_OP_CONST && o->text && strcmp(o->text, text) == 0;
}

/* Does edge e lead where `var` is null (pointers) or negative (integers,
   the invalid file descriptor)?  Such paths need not do anything. */
static bool edge_invalid(const ir_function *fn, const ir_edge *e, uint32_t var)
{
  ir_cmp op;
  const ir_operand *k;
  if (!un_edge_compares(fn, e, var, &op, &k))
    return false;
  if (is_const(k, "0"))
    return op == IR_CMP_EQ || (fn->vars[var].tclass == IR_TY_INTEGER &&
                               op == IR_CMP_LT);
  if (is_const(k, "-1"))
    return op == IR_CMP_EQ || op == IR_CMP_LE;
  return false;
}

/* Does edge e lead where pointer `var` is not null? */
static bool edge_nonnull(const ir_function *fn, const ir_edge *e, uint32_t var)
{
  ir_cmp op;
  const ir_operand *k;
  return un_edge_compares(fn, e, var, &op, &k) && is_const(k, "0") &&
         op == IR_CMP_NE;
}

/* Does edge e lead where var is NULL (`if (!p)`)? */
static bool edge_null(const ir_function *fn, const ir_edge *e, uint32_t var)
{
  ir_cmp op;
  const ir_operand *k;
  return un_edge_compares(fn, e, var, &op, &k) && is_const(k, "0") &&
         op == IR_CMP_EQ;
}

/* Does edge e lead where an integer argument of `call` (the size it
   allocates) is 0?  A NULL result there is no failure: realloc (p, 0)
   frees p, malloc (0) may give NULL (gnulib's xrealloc returns that NULL
   and exits on every other). */
static bool edge_zero_size(const ir_function *fn, const ir_edge *e,
                           const ir_event *call)
{
  for (uint32_t a = 0; a < call->nargs; a++) {
    const ir_operand *o = &call->args[a];
    ir_cmp op;
    const ir_operand *k;
    if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
        fn->vars[o->var].tclass == IR_TY_INTEGER &&
        un_edge_compares(fn, e, o->var, &op, &k) && is_const(k, "0") &&
        op == IR_CMP_EQ)
      return true;
  }
  return false;
}

/* Does edge e lead where the integer `flag` is 0? */
static bool edge_flag_off(const ir_function *fn, const ir_edge *e,
                          uint32_t flag)
{
  ir_cmp op;
  const ir_operand *k;
  return un_edge_compares(fn, e, flag, &op, &k) && is_const(k, "0") &&
         op == IR_CMP_EQ;
}

/* Does every path from ENTRY to EXIT on which parameter variable `var` is
   valid reach a node where `covered` holds, without redefining `var`?
   With ends_too, also every path that ends without returning (a noreturn
   call's node, which is its own successor: `if (p) use (*p); abort ();`
   does not dereference p on every path). */
static bool on_every_path(const ir_function *fn, uint32_t var,
                          bool (*covered)(const ir_function *, uint32_t,
                                          const void *),
                          const void *ctx, bool skip_invalid, bool ends_too,
                          uint32_t flag)
{
  bool *seen = ut_calloc(fn->nnodes, sizeof *seen);
  uint32_t *stack = ut_calloc(fn->nnodes, sizeof *stack);
  uint32_t sp = 0;
  bool ok = true;
  stack[sp++] = 0;
  seen[0] = true;
  while (sp && ok) {
    uint32_t n = stack[--sp];
    if (n == 1 || (n > 1 && un_node_defines(fn, n, var))) {
      ok = false; /* EXIT reached, or var redefined first */
      break;
    }
    const ir_node *node = &fn->nodes[n];
    if (node->flags & IR_NF_UNWIND)
      continue; /* what holds on return: an exception is none */
    for (uint32_t i = 0; i < node->nsucc; i++) {
      const ir_edge *e = &fn->edges[node->first_succ + i];
      if (ends_too && e->to == n && node->nsucc == 1) {
        ok = false; /* the path ends here, not covered */
        break;
      }
      if (seen[e->to] || (skip_invalid && edge_invalid(fn, e, var)) ||
          (flag != IR_NONE && edge_flag_off(fn, e, flag)))
        continue;
      seen[e->to] = true;
      if (!covered(fn, e->to, ctx))
        stack[sp++] = e->to;
    }
  }
  free(seen);
  free(stack);
  return ok;
}

static bool covered_by_call(const ir_function *fn, uint32_t node,
                            const void *ctx)
{
  const ir_event *want = ctx;
  const ir_node *n = &fn->nodes[node];
  uint32_t argpos = want->nargs;
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    if (e->kind == IR_EV_CALL && e->callee &&
        strcmp(e->callee, want->callee) == 0 && e->nargs > argpos &&
        e->args[argpos].kind == want->args[argpos].kind &&
        e->args[argpos].var == want->var &&
        !(e->args[argpos].flags & IR_OPF_OFFSET))
      return true;
  }
  return false;
}

static bool covered_by_deref(const ir_function *fn, uint32_t node,
                             const void *ctx)
{
  return ir_node_has_event(fn, node, IR_EV_DEREF, *(const uint32_t *)ctx);
}

/* Does a node where hit() holds follow `from` (itself included), on
   paths that go on from no node where stop() holds (stop may be NULL)? */
static bool reaches_before(const ir_function *fn, uint32_t from,
                           bool (*hit)(const ir_function *, uint32_t, uint32_t),
                           bool (*stop)(const ir_function *, uint32_t, uint32_t),
                           uint32_t arg)
{
  bool *seen = ut_calloc(fn->nnodes, sizeof *seen);
  uint32_t *stack = ut_calloc(fn->nnodes, sizeof *stack);
  uint32_t sp = 0;
  bool found = false;
  stack[sp++] = from;
  seen[from] = true;
  while (sp && !found) {
    uint32_t n = stack[--sp];
    const ir_node *node = &fn->nodes[n];
    if (node->flags & IR_NF_UNWIND)
      continue; /* an exception is no return */
    found = hit(fn, n, arg);
    if (stop && stop(fn, n, arg))
      continue;
    for (uint32_t i = 0; i < node->nsucc; i++) {
      uint32_t to = fn->edges[node->first_succ + i].to;
      if (!seen[to]) {
        seen[to] = true;
        stack[sp++] = to;
      }
    }
  }
  free(seen);
  free(stack);
  return found;
}

/* Does a node where hit() holds follow `from` (itself included)? */
static bool reaches(const ir_function *fn, uint32_t from,
                    bool (*hit)(const ir_function *, uint32_t, uint32_t),
                    uint32_t arg)
{
  return reaches_before(fn, from, hit, NULL, arg);
}

static bool is_node(const ir_function *fn, uint32_t node, uint32_t which)
{
  (void)fn;
  return node == which;
}

static bool exit_reachable(const ir_function *fn)
{
  return reaches(fn, 0, is_node, 1);
}

/* Does node return var (if until_def, before any definition of it
   there)? */
static bool node_returns(const ir_function *fn, uint32_t node, uint32_t var,
                         bool until_def)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR &&
        e->value.var == var)
      return true;
    if (until_def && ((e->kind == IR_EV_DEF && e->var == var) ||
                      (e->kind == IR_EV_CALL && e->result == var)))
      return false;
  }
  return false;
}

static bool returns_before_def(const ir_function *fn, uint32_t node,
                               uint32_t var)
{
  return node_returns(fn, node, var, true);
}

/* Can parameter var reach a `return var` with the value the caller gave
   (on a path from ENTRY that defines it nowhere before)? */
static bool entry_value_returned(const ir_function *fn, uint32_t var)
{
  return reaches_before(fn, 0, returns_before_def, un_node_defines, var);
}

/* The callee whose result `var` always holds when it is defined, or NULL
   (a parameter: only if every path redefines it before returning it). */
static const char *result_of_one_callee(const ir_function *fn, uint32_t var)
{
  const char *callee = NULL;
  if (var == IR_NONE || fn->vars[var].kind == IR_VAR_GLOBAL ||
      (fn->vars[var].kind == IR_VAR_PARAM && entry_value_returned(fn, var)))
    return NULL;
  for (uint32_t node = 2; node < fn->nnodes; node++) {
    const ir_node *n = &fn->nodes[node];
    const char *here = NULL;
    bool defines = false;
    for (uint32_t i = 0; i < n->nevents; i++) {
      const ir_event *e = &fn->events[n->first_event + i];
      if (e->kind == IR_EV_CALL && e->result == var)
        here = e->callee ? e->callee : "";
      if (e->kind == IR_EV_DEF && e->var == var)
        defines = true;
    }
    if (!here && !defines)
      continue;
    if (!here || !*here || (callee && strcmp(callee, here) != 0))
      return NULL;
    callee = here;
  }
  return callee;
}

/* Does the unit know what a call of callee does: its definition, or the
   facts of another unit? */
static bool callee_known(const char *callee, const void *ctx)
{
  const unit *u = ctx;
  return find_function(u, callee) != SIZE_MAX ||
         (u->known && un_facts_function(u->known, callee));
}

/* Is e a call of a function of the program that nothing here knows (not
   the library's, not defined in the unit, no facts), its result dropped,
   as un_fatal_handlers takes a handler?  Called where a test found an
   allocation NULL (`if (!p) die ("out of memory");`), it is the program's
   fatal-error handler, another unit's and not declared noreturn: the
   wrapper's NULL is taken not to get past it. */
static bool unknown_program_call(const unit *u, const ir_event *e)
{
  return u && e->kind == IR_EV_CALL && e->callee && e->result == IR_NONE &&
         !(e->flags & (IR_EVF_LIBRARY | IR_EVF_SYNTHETIC)) &&
         !callee_known(e->callee, u);
}

/* Does the path from event `from` of node n return var next, with no
   statement but reads on the way (`die (..); return p;`)?  A NULL branch
   that goes on to other work after its call (`Msg (..); while (..)
   *pp++ = ..`) is the code's own word that the call returns. */
static bool returns_next(const ir_function *fn, const ir_node *n,
                         uint32_t from, uint32_t var)
{
  for (int hops = 0; hops < 8; hops++) {
    for (uint32_t i = from; i < n->nevents; i++) {
      const ir_event *e = &fn->events[n->first_event + i];
      if (e->kind == IR_EV_RETURN)
        return e->value.kind == IR_OP_VAR && e->value.var == var;
      if (e->kind != IR_EV_USE)
        return false;
    }
    if (n->nsucc != 1 || fn->edges[n->first_succ].to < 2)
      return false;
    n = &fn->nodes[fn->edges[n->first_succ].to];
    from = 0;
  }
  return false;
}

/* Scan events [from, n->nevents) of node n for what decides whether the
   NULL var got reaches a return: 1 returned, 0 dereferenced or redefined
   first (the path stops), -1 neither. */
static int null_fate(const unit *u, const ir_function *fn, const ir_node *n,
                     uint32_t from, uint32_t var, bool tested_null)
{
  /* A field of a struct returned by value is returned with it. */
  uint32_t box = fn->vars[var].base != IR_NONE &&
                         fn->vars[fn->vars[var].base].tclass == IR_TY_AGGREGATE
                     ? fn->vars[var].base : IR_NONE;
  for (uint32_t i = from; i < n->nevents; i++) {
    const ir_event *e = &fn->events[n->first_event + i];
    if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR &&
        (e->value.var == var || e->value.var == box))
      return 1;
    /* `def r` right after `call f () -> r` is the call's own store. */
    bool own_store = e->kind == IR_EV_DEF && i > 0 && e[-1].kind == IR_EV_CALL &&
                     e[-1].result == var;
    if ((e->kind == IR_EV_DEREF && e->var == var) ||
        (e->kind == IR_EV_DEF && e->var == var && !own_store) ||
        (e->kind == IR_EV_CALL && e->result == var) ||
        (tested_null && unknown_program_call(u, e) &&
         returns_next(fn, n, i + 1, var)))
      return 0;
  }
  return -1;
}

/* Can a NULL result of a call that defines `var` reach a return of var?
   Not when every such path tests var non-NULL first (the NULL branch
   exits or aborts), or dereferences it, or finds the size it asked for
   zero (edge_zero_size). */
static bool may_return_null(const unit *u, const ir_function *fn, uint32_t var)
{
  /* a node twice: as reached, and on the branch that found var NULL */
  bool *seen = ut_calloc(2 * (size_t)fn->nnodes, sizeof *seen);
  uint32_t *stack = ut_calloc(2 * (size_t)fn->nnodes, sizeof *stack);
  uint32_t sp = 0;
  bool found = false;
  const ir_event *call = NULL; /* the call, when only one defines var */
  uint32_t ncalls = 0;
  for (uint32_t node = 2; node < fn->nnodes && !found; node++) {
    const ir_node *n = &fn->nodes[node];
    for (uint32_t i = 0; i < n->nevents; i++) {
      const ir_event *e = &fn->events[n->first_event + i];
      if (e->kind != IR_EV_CALL || e->result != var ||
          (e->flags & IR_EVF_NONNULL))
        continue;
      call = e;
      ncalls++;
      int fate = null_fate(u, fn, n, i + 1, var, false);
      found |= fate == 1;
      if (fate == -1 && !seen[2 * node]) {
        seen[2 * node] = true;
        stack[sp++] = 2 * node; /* its edges still carry the NULL */
      }
    }
  }
  while (sp && !found) {
    uint32_t top = stack[--sp];
    const ir_node *node = &fn->nodes[top / 2];
    for (uint32_t i = 0; i < node->nsucc && !found; i++) {
      const ir_edge *e = &fn->edges[node->first_succ + i];
      if (edge_nonnull(fn, e, var) || e->to < 2 ||
          (ncalls == 1 && edge_zero_size(fn, e, call)))
        continue;
      uint32_t tested = (top & 1) || edge_null(fn, e, var);
      int fate = null_fate(u, fn, &fn->nodes[e->to], 0, var, tested);
      found |= fate == 1;
      if (fate == -1 && !seen[2 * e->to + tested]) {
        seen[2 * e->to + tested] = true;
        stack[sp++] = 2 * e->to + tested;
      }
    }
  }
  free(seen);
  free(stack);
  return found;
}

static bool operand_is(const ir_operand *o, uint32_t var)
{
  return (o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) && o->var == var;
}

/* Does call e only borrow its argument a (a library function of the
   family `lend`, memcpy or printf; a parameter declared pointer to
   const, or one the unit's callee neither frees nor keeps, unless the
   callee is of the family `take`)? */
static bool lends(const rl_set *rules, const ir_event *e, uint32_t a)
{
  if (!rules)
    return false;
  if (rl_set_family_arg(rules, "lend", e->callee))
    return true;
  return (e->args[a].flags & (IR_OPF_CONST_PARAM | IR_OPF_LENT)) &&
         !rl_set_family_arg(rules, "take", e->callee);
}

/* Does event e store pointer `var` somewhere other than a local, or pass
   it to a call that may keep it? */
static bool hands_over(const rl_set *rules, const ir_function *fn,
                       const ir_event *e, uint32_t var)
{
  if (e->kind == IR_EV_DEF && e->var != IR_NONE)
    return operand_is(&e->value, var) &&
           (fn->vars[e->var].kind == IR_VAR_PATH ||
            fn->vars[e->var].kind == IR_VAR_GLOBAL);
  if (e->kind == IR_EV_CALL)
    for (uint32_t a = 0; a < e->nargs; a++)
      if (operand_is(&e->args[a], var) && !lends(rules, e, a))
        return true;
  return false;
}

/* Does fn write into the block var points to, or hand var to a call
   (which may write it), anywhere? */
static bool block_filled(const ir_function *fn, uint32_t var)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEREF && e->var == var && (e->flags & IR_EVF_WRITE))
      return true;
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      if (operand_is(&e->args[a], var))
        return true;
  }
  return false;
}

/* Does node `node` return `var`? */
static bool returns_var(const ir_function *fn, uint32_t node, uint32_t var)
{
  return node_returns(fn, node, var, false);
}

/* Is the block `var` points to made reachable from elsewhere before it
   is returned (inserted into a list, stored in a global, handed to a
   call)?  Then the callers do not own a fresh block: no "returns a fresh
   result".  What happens on the paths that give it up (`free (p); return
   NULL;`) does not count; writes into the block (`r[0] = 0`) do not
   either. */
static bool block_escapes(const rl_set *rules, const ir_function *fn,
                          uint32_t var)
{
  for (uint32_t node = 2; node < fn->nnodes; node++) {
    const ir_node *n = &fn->nodes[node];
    for (uint32_t i = 0; i < n->nevents; i++)
      if (hands_over(rules, fn, &fn->events[n->first_event + i], var) &&
          reaches(fn, node, returns_var, var))
        return true;
  }
  return false;
}

/* Does fn also give variable v to another call that drops its result
   (a realloc wrapper that frees the block when realloc fails: lz4's
   UTIL_realloc)?  Then the block is not realloc's alone to lose. */
static bool released_elsewhere(const ir_function *fn, const ir_event *call,
                               uint32_t v)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e == call || e->kind != IR_EV_CALL || e->result != IR_NONE ||
        (e->flags & IR_EVF_SYNTHETIC))
      continue;
    for (uint32_t a = 0; a < e->nargs; a++)
      if (e->args[a].kind == IR_OP_VAR && e->args[a].var == v &&
          !(e->args[a].flags & IR_OPF_OFFSET))
        return true;
  }
  return false;
}

/* Record in s which parameter each argument of the calls to s->ret_call
   that define `var` is; false when two calls disagree. */
static bool result_arguments(const ir_function *fn, uint32_t var, summary *s)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_CALL || e->result != var || !e->callee ||
        strcmp(e->callee, s->ret_call) != 0)
      continue;
    uint32_t *map = ut_calloc(e->nargs + 1, sizeof *map);
    for (uint32_t a = 0; a < e->nargs; a++) {
      const ir_operand *o = &e->args[a];
      map[a] = o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
                       !defined_anywhere(fn, o->var) &&
                       !released_elsewhere(fn, e, o->var)
                   ? param_index(fn, o->var) : IR_NONE;
    }
    bool same = !s->ret_args ||
                (s->nret_args == e->nargs &&
                 memcmp(s->ret_args, map, e->nargs * sizeof *map) == 0);
    if (!s->ret_args) {
      s->ret_args = map;
      s->nret_args = e->nargs;
    } else
      free(map);
    if (!same)
      return false;
  }
  return true;
}

/* What every return statement of fn that a path gets to gives (not the
   `return NULL;` after a call that never returns). */
static void summarise_returns(const unit *u, const ir_function *fn,
                              summary *s)
{
  const char *k = NULL, *call = NULL;
  uint32_t param = IR_NONE, nret = 0;
  bool same_k = true, same_param = true, same_call = true, any_call = false;
  bool nonnull = true, filled = false;
  bool *live = ir_reached_nodes(fn);
  for (uint32_t n = 2; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    for (uint32_t j = 0; live[n] && j < node->nevents; j++) {
      const ir_event *e = &fn->events[node->first_event + j];
      if (e->kind != IR_EV_RETURN)
        continue;
      nret++;
      const ir_operand *v = &e->value;
      if (v->kind != IR_OP_CONST || (k && strcmp(k, v->text) != 0))
        same_k = false;
      else
        k = v->text;
      uint32_t p = v->kind == IR_OP_VAR && !(v->flags & IR_OPF_OFFSET)
                       ? param_index(fn, v->var) : IR_NONE;
      if (p == IR_NONE || (param != IR_NONE && p != param) ||
          defined_anywhere(fn, v->var))
        same_param = false;
      else
        param = p;
      if (v->kind == IR_OP_CONST && is_const(v, "0")) {
        nonnull = false;
        continue; /* null: allocation failed */
      }
      const char *c = v->kind == IR_OP_VAR && !(v->flags & IR_OPF_OFFSET)
                          ? result_of_one_callee(fn, v->var) : NULL;
      if (c && block_escapes(u->rules, fn, v->var))
        c = NULL;
      if (!c || (call && strcmp(call, c) != 0))
        same_call = false;
      else
        call = c, any_call = true;
      if (c) {
        nonnull &= !may_return_null(u, fn, v->var);
        filled |= block_filled(fn, v->var);
      }
    }
  }
  free(live);
  s->ret_const = nret && same_k ? k : NULL;
  s->ret_param = nret && same_param ? param : IR_NONE;
  s->ret_call = nret && same_call && any_call ? call : NULL;
  s->ret_nonnull = s->ret_call && nonnull;
  s->ret_filled = s->ret_call && filled;
  for (uint32_t i = 0; s->ret_call && i < fn->nevents; i++)
    s->ret_fresh |= fn->events[i].kind == IR_EV_CALL && fn->events[i].callee &&
                    !strcmp(fn->events[i].callee, s->ret_call) &&
                    ir_event_attr(&fn->events[i], "malloc");
  bool agree = true;
  for (uint32_t i = 0; s->ret_call && i < fn->nevents && agree; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_RETURN && e->value.kind == IR_OP_VAR)
      agree = result_arguments(fn, e->value.var, s);
  }
  bool any = false; /* a mapping without a parameter says nothing */
  for (uint32_t a = 0; agree && a < s->nret_args; a++)
    any |= s->ret_args[a] != IR_NONE;
  if (!agree || !any) {
    free(s->ret_args);
    s->ret_args = NULL;
    s->nret_args = 0;
  }
}

static void add_call(summary *s, const ir_event *e, uint32_t param,
                     uint32_t argpos, const char *global, bool if_nonnull)
{
  for (uint32_t i = 0; i < s->ncalls; i++)
    if (s->calls[i].param == param && s->calls[i].argpos == argpos &&
        strcmp(s->calls[i].callee, e->callee) == 0 &&
        (s->calls[i].global == global ||
         (global && s->calls[i].global &&
          strcmp(s->calls[i].global, global) == 0)))
      return;
  s->calls = ut_realloc(s->calls, (s->ncalls + 1) * sizeof *s->calls);
  s->calls[s->ncalls++] = (must_call){e->callee, param, argpos, e->nargs,
                                      global, if_nonnull};
}

/* The file-scope object whose address operand o is (`&lock`), or NULL. */
static const char *global_address(const ir_function *fn, const ir_operand *o)
{
  if (o->kind != IR_OP_ADDR || (o->flags & IR_OPF_OFFSET) || o->var == IR_NONE)
    return NULL;
  const ir_var *v = &fn->vars[o->var];
  return v->kind == IR_VAR_GLOBAL && (v->flags & IR_VF_FILE_SCOPE) ? v->name
                                                                   : NULL;
}

/* Is argument a (from 0) of call e declared nonnull? */
static bool declared_nonnull(const ir_event *e, uint32_t a)
{
  const ir_attr *nn = ir_event_attr(e, "nonnull");
  char pos[16];
  snprintf(pos, sizeof pos, "%u", a + 1);
  for (uint32_t k = 0; nn && k < nn->nargs; k++)
    if (!strcmp(nn->args[k], pos))
      return true;
  return false;
}

/* The direct pointer field of struct `agg` that path v is (`b.value` of
   b), as the suffix of v's name (".value"); NULL when it is not one. */
static const char *field_suffix(const ir_function *fn, uint32_t v, uint32_t agg)
{
  const ir_var *x = &fn->vars[v], *a = &fn->vars[agg];
  size_t n = strlen(a->name);
  if (x->kind != IR_VAR_PATH || x->base != agg || x->tclass != IR_TY_POINTER ||
      (x->flags & IR_VF_SUMMARY) || (a->flags & (IR_VF_UNION | IR_VF_ADDR_TAKEN)) ||
      a->tclass != IR_TY_AGGREGATE || strncmp(x->name, a->name, n) != 0 ||
      x->name[n] != '.' || strpbrk(x->name + n + 1, ".[-"))
    return NULL;
  return x->name + n;
}

static void add_field(field_sum *fs, field_call c)
{
  fs->v = ut_realloc(fs->v, (fs->n + 1) * sizeof *fs->v);
  fs->v[fs->n++] = c;
}

/* Is e a call whose result is ignored (release-like: free, fclose,
   unlock) to a function outside the unit (those inside were expanded
   already)?  What summaries say callers' arguments get. */
static bool release_like(const unit *u, const ir_event *e)
{
  return e->kind == IR_EV_CALL && e->callee && e->result == IR_NONE &&
         find_function(u, e->callee) == SIZE_MAX;
}

/* May call e write a static global of the unit (a call to a function
   the unit defines, or through a pointer)?  ctx: the unit. */
static bool may_write_statics(const ir_event *e, const void *ctx)
{
  const unit *u = ctx;
  return !e->callee || find_function(u, e->callee) != SIZE_MAX;
}

/* Does fn call a function that may write the unit's static globals? */
static bool calls_into_unit(const unit *u, const ir_function *fn)
{
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_CALL &&
        may_write_statics(&fn->events[i], u))
      return true;
  return false;
}

/* Is g a file-scope variable of class tc that only the unit sees (not
   public, address not taken) and that fn does not assign? */
static bool static_global(const ir_function *fn, uint32_t g,
                          ir_type_class tc)
{
  const ir_var *v = &fn->vars[g];
  return v->kind == IR_VAR_GLOBAL && (v->flags & IR_VF_FILE_SCOPE) &&
         !(v->flags & (IR_VF_PUBLIC | IR_VF_EXTERNAL | IR_VF_ADDR_TAKEN)) &&
         v->tclass == tc && !defined_anywhere(fn, g);
}

/* What fn does with the unit's static globals (statics_scan): per
   variable, the static global pointer whose value on entry it always
   holds (the global itself, or a local or temporary that one `d = g`
   defines) or IR_NONE; and the static integer flags it tests. */
typedef struct statics_use {
  uint32_t *entry;
  uint32_t *elem;  /* per variable: the element `P[K]` of a pointer
                      parameter that one `d = P[K]` gives it, or IR_NONE */
  uint32_t *flags;
  uint32_t nflags;
} statics_use;

/* Is path w an element `P[K]` (K a decimal constant) of pointer parameter
   P? */
static bool param_element(const ir_function *fn, uint32_t w)
{
  const ir_var *x = &fn->vars[w];
  if (x->kind != IR_VAR_PATH || x->base == IR_NONE ||
      fn->vars[x->base].kind != IR_VAR_PARAM ||
      fn->vars[x->base].tclass != IR_TY_POINTER || (x->flags & IR_VF_SUMMARY))
    return false;
  size_t n = strlen(fn->vars[x->base].name);
  const char *k = x->name + n;
  if (strncmp(x->name, fn->vars[x->base].name, n) != 0 || k[0] != '[' ||
      !k[1] || k[1] == ']')
    return false;
  for (k++; *k >= '0' && *k <= '9'; k++)
    ;
  return k[0] == ']' && !k[1];
}

/* Fill st for fn (two passes over its events). */
static void statics_scan(const ir_function *fn, statics_use *st)
{
  uint32_t *ndefs = ut_calloc((size_t)fn->nvars + 1, sizeof *ndefs);
  st->entry = un_var_slots(fn);
  st->elem = un_var_slots(fn);
  st->flags = NULL;
  st->nflags = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    uint32_t d = e->kind == IR_EV_DEF    ? e->var
                 : e->kind == IR_EV_CALL ? e->result
                                         : IR_NONE;
    if (d != IR_NONE)
      ndefs[d]++;
    const ir_operand *side[2] = {&e->lhs, &e->rhs};
    for (int k = 0; e->kind == IR_EV_CMP && k < 2; k++) {
      uint32_t f = side[k]->kind == IR_OP_VAR ? side[k]->var : IR_NONE;
      bool seen = false;
      for (uint32_t j = 0; f != IR_NONE && j < st->nflags; j++)
        seen |= st->flags[j] == f;
      if (f != IR_NONE && !seen && static_global(fn, f, IR_TY_INTEGER)) {
        st->flags = ut_realloc(st->flags, (st->nflags + 1) * sizeof *st->flags);
        st->flags[st->nflags++] = f;
      }
    }
  }
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    const ir_var *l = e->kind == IR_EV_DEF && e->var != IR_NONE
                          ? &fn->vars[e->var] : NULL;
    if (!l || ndefs[e->var] != 1 || !(e->flags & IR_EVF_COPY) ||
        (l->kind != IR_VAR_LOCAL && l->kind != IR_VAR_TEMP) ||
        (l->flags & (IR_VF_ADDR_TAKEN | IR_VF_STATIC)) ||
        e->value.kind != IR_OP_VAR || (e->value.flags & IR_OPF_OFFSET))
      continue;
    uint32_t g = e->value.var;
    if (st->entry[g] == g || static_global(fn, g, IR_TY_POINTER))
      st->entry[e->var] = st->entry[g] = g;
    else if (param_element(fn, g))
      st->elem[e->var] = g;
  }
  free(ndefs);
}

/* The static global pointer whose value on entry operand o is, or
   IR_NONE. */
static uint32_t entry_global(const ir_function *fn, const statics_use *st,
                             const ir_operand *o)
{
  if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET) || o->var == IR_NONE)
    return IR_NONE;
  if (st->entry[o->var] != IR_NONE)
    return st->entry[o->var];
  return static_global(fn, o->var, IR_TY_POINTER) ? o->var : IR_NONE;
}

static void add_cond(summary *s, un_cond_call c)
{
  for (uint32_t i = 0; i < s->nconds; i++)
    if (s->conds[i].callee == c.callee && s->conds[i].param == c.param &&
        s->conds[i].argpos == c.argpos && s->conds[i].global == c.global &&
        s->conds[i].when == c.when && s->conds[i].elem == c.elem)
      return; /* names of fn's variables: equal names are equal pointers */
  s->conds = ut_realloc(s->conds, (s->nconds + 1) * sizeof *s->conds);
  s->conds[s->nconds++] = c;
}

/* Call e with parameter p as argument a, made on every path where a
   static flag is not 0 (`if (flag) free (p);`): a conditional call of
   the summary, which the caller's store decides. */
static void flag_call(const ir_function *fn, const statics_use *st,
                      summary *s, const ir_event *e, uint32_t a, uint32_t p,
                      bool ends)
{
  ir_event want = *e;
  want.nargs = a;
  want.var = e->args[a].var;
  for (uint32_t j = 0; j < st->nflags; j++) {
    uint32_t f = st->flags[j];
    bool nn = false;
    if (!on_every_path(fn, want.var, covered_by_call, &want, false, ends, f)) {
      nn = !declared_nonnull(e, a) &&
           on_every_path(fn, want.var, covered_by_call, &want, true, ends, f);
      if (!nn)
        continue;
    }
    add_cond(s, (un_cond_call){e->callee, p, a, e->nargs, NULL,
                               fn->vars[f].name, nn, NULL});
    return;
  }
}

/* Parameter k (variable v) dereferenced on every path where a static
   flag is not 0. */
static void flag_deref(const ir_function *fn, const statics_use *st,
                       summary *s, uint32_t v, uint32_t k)
{
  for (uint32_t j = 0; j < st->nflags; j++)
    if (on_every_path(fn, v, covered_by_deref, &v, false, true,
                      st->flags[j])) {
      add_cond(s, (un_cond_call){NULL, k, 0, 0, NULL,
                                 fn->vars[st->flags[j]].name, false, NULL});
      return;
    }
}

/* The pointer fields of struct parameters passed by value that fn
   dereferences on every path without assigning them (`int *d = s.ptr;
   use (*d);`), into fs (a field call without callee). */
static void summarise_field_derefs(const ir_function *fn, field_sum *fs)
{
  for (uint32_t w = 0; w < fn->nvars; w++) {
    uint32_t b = fn->vars[w].base;
    uint32_t k = b != IR_NONE ? param_index(fn, b) : IR_NONE;
    const char *suffix = k != IR_NONE ? field_suffix(fn, w, b) : NULL;
    if (suffix && !defined_anywhere(fn, w) &&
        on_every_path(fn, w, covered_by_deref, &w, false, true, IR_NONE))
      add_field(fs, (field_call){NULL, suffix, k, 0, 0, false, false});
  }
}

/* Does fn leave memory as it found it: no write through a pointer or
   into a place, and calls that are given pointers only to const or
   release them (free)? */
static bool memory_untouched(const unit *u, const ir_function *fn)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if ((e->kind == IR_EV_DEREF && (e->flags & IR_EVF_WRITE)) ||
        (e->kind == IR_EV_DEF && e->var != IR_NONE &&
         fn->vars[e->var].kind == IR_VAR_PATH))
      return false;
    for (uint32_t a = 0; e->kind == IR_EV_CALL && !release_like(u, e) &&
                         a < e->nargs; a++)
      if ((e->args[a].kind == IR_OP_ADDR ||
           (e->args[a].kind == IR_OP_VAR && e->args[a].var != IR_NONE &&
            fn->vars[e->args[a].var].tclass == IR_TY_POINTER)) &&
          !(e->args[a].flags & IR_OPF_CONST_PARAM))
        return false;
  }
  return true;
}

/* The entry value of element w (`P[K]`) of pointer parameter P that
   local v holds, dereferenced on every path. */
static void elem_deref(const ir_function *fn, summary *s, uint32_t v,
                       uint32_t w)
{
  uint32_t p = fn->vars[w].base;
  if (on_every_path(fn, p, covered_by_deref, &v, false, true, IR_NONE))
    add_cond(s, (un_cond_call){NULL, param_index(fn, p), 0, 0, NULL, NULL,
                               false,
                               fn->vars[w].name + strlen(fn->vars[p].name)});
}

/* What fn does, on every path, to the value a static global holds on
   entry (`char *d = saved; free (d);`) or, where a flag says, to its
   parameters: conditional calls and dereferences of the summary.  Only
   when fn calls no function of the unit, which might change them. */
static void summarise_statics(const unit *u, const ir_function *fn,
                              summary *s, bool ends)
{
  if (calls_into_unit(u, fn))
    return;
  statics_use st;
  statics_scan(fn, &st);
  bool untouched = memory_untouched(u, fn);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    for (uint32_t a = 0; release_like(u, e) && a < e->nargs; a++) {
      const ir_operand *o = &e->args[a];
      uint32_t p = o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET)
                       ? param_index(fn, o->var) : IR_NONE;
      uint32_t g = p == IR_NONE ? entry_global(fn, &st, o) : IR_NONE;
      ir_event want = *e;
      want.nargs = a; /* covered_by_call reads the position from here */
      want.var = o->var;
      uint32_t w = o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
                           untouched
                       ? st.elem[o->var] : IR_NONE;
      if (g != IR_NONE && on_every_path(fn, g, covered_by_call, &want, false,
                                        ends, IR_NONE))
        add_cond(s, (un_cond_call){e->callee, IR_NONE, a, e->nargs,
                                   fn->vars[g].name, NULL, false, NULL});
      else if (w != IR_NONE &&
               on_every_path(fn, fn->vars[w].base, covered_by_call, &want,
                             false, ends, IR_NONE))
        add_cond(s, (un_cond_call){e->callee,
                                   param_index(fn, fn->vars[w].base), a,
                                   e->nargs, NULL, NULL, false,
                                   fn->vars[w].name +
                                       strlen(fn->vars[fn->vars[w].base].name)});
      else if (p != IR_NONE && st.nflags &&
               !on_every_path(fn, o->var, covered_by_call, &want, true, ends,
                              IR_NONE))
        flag_call(fn, &st, s, e, a, p, ends);
    }
  }
  for (uint32_t v = 0; v < fn->nvars; v++) {
    ir_operand o = {IR_OP_VAR, 0, v, NULL};
    uint32_t k = param_index(fn, v);
    uint32_t g = k == IR_NONE ? entry_global(fn, &st, &o) : IR_NONE;
    if (fn->vars[v].tclass != IR_TY_POINTER)
      continue;
    if (g != IR_NONE &&
        on_every_path(fn, g, covered_by_deref, &v, false, true, IR_NONE))
      add_cond(s, (un_cond_call){NULL, IR_NONE, 0, 0, fn->vars[g].name, NULL,
                                 false, NULL});
    else if (k != IR_NONE && st.nflags &&
             !on_every_path(fn, v, covered_by_deref, &v, false, true, IR_NONE))
      flag_deref(fn, &st, s, v, k);
    else if (untouched && st.elem[v] != IR_NONE)
      elem_deref(fn, s, v, st.elem[v]);
  }
  free(st.entry);
  free(st.elem);
  free(st.flags);
}

/* Calls made with a parameter or the address of a file-scope object
   (`pthread_mutex_lock (&lock)`), and dereferences of a parameter, on
   every path.
   Only calls whose result is ignored (release-like: free, fclose, unlock)
   and to functions outside the unit (those inside were expanded already).
   With fs, also the calls made with a pointer field of a struct
   parameter (`free (b.value)`), into fs. */
static void summarise_params(const unit *u, const ir_function *fn, summary *s,
                             field_sum *fs)
{
  /* A function that never returns does what every path does before it
     ends (`usage (f)`: `if (f) fclose (f); exit (1);`). */
  bool ends = !exit_reachable(fn);
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (!release_like(u, e))
      continue;
    for (uint32_t a = 0; a < e->nargs; a++) {
      const ir_operand *o = &e->args[a];
      uint32_t p = o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET)
                       ? param_index(fn, o->var) : IR_NONE;
      const char *global = p == IR_NONE ? global_address(fn, o) : NULL;
      uint32_t b = o->kind == IR_OP_VAR ? fn->vars[o->var].base : IR_NONE;
      uint32_t k = fs && p == IR_NONE && !global && b != IR_NONE &&
                           !(o->flags & IR_OPF_OFFSET)
                       ? param_index(fn, b) : IR_NONE;
      const char *suffix = k != IR_NONE ? field_suffix(fn, o->var, b) : NULL;
      if (p == IR_NONE && !global && !suffix)
        continue;
      ir_event want = *e;
      want.nargs = a; /* covered_by_call reads the position from here */
      want.var = o->var;
      if (suffix) {
        if (!defined_anywhere(fn, o->var) &&
            on_every_path(fn, o->var, covered_by_call, &want, false, false,
                          IR_NONE))
          add_field(fs, (field_call){e->callee, suffix, k, a, e->nargs, false,
                                     false});
        continue;
      }
      /* On the paths where the parameter is not NULL only, unless the
         callee needs it non-NULL: `if (s) memset (s, ..)` must not make
         its callers pass NULL to memset. */
      if (on_every_path(fn, o->var, covered_by_call, &want, false, ends,
                        IR_NONE))
        add_call(s, e, p, a, global, false);
      else if (!global && !declared_nonnull(e, a) &&
               on_every_path(fn, o->var, covered_by_call, &want, true, ends,
                             IR_NONE))
        add_call(s, e, p, a, global, true);
    }
  }
  for (uint32_t k = 0;; k++) {
    uint32_t v = un_param_var(fn, k);
    if (v == IR_NONE)
      break;
    /* Only an unconditional dereference: a callee that checks for NULL
       first must not make its callers' NULL arguments dereferences. */
    if (fn->vars[v].tclass != IR_TY_POINTER ||
        !on_every_path(fn, v, covered_by_deref, &v, false, true, IR_NONE))
      continue;
    s->derefs = ut_realloc(s->derefs, (s->nderefs + 1) * sizeof *s->derefs);
    s->derefs[s->nderefs++] = k;
  }
  if (fs)
    summarise_field_derefs(fn, fs);
  summarise_statics(u, fn, s, ends);
}

bool un_summary_empty(const summary *s)
{
  return !s->noreturn && !s->ret_const && s->ret_param == IR_NONE &&
         !s->ret_call && !s->ncalls && !s->nderefs && !s->nnulls &&
         !s->ret_lo && !s->nconds && !s->nchecks && !s->null_answers;
}

/* The nodes a path from ENTRY reaches without an edge where pointer
   `var` is found not NULL (none past the exception that leaves fn). */
static bool *null_side(const ir_function *fn, uint32_t var)
{
  bool *seen = ut_calloc(fn->nnodes, sizeof *seen);
  uint32_t *stack = ut_calloc(fn->nnodes, sizeof *stack);
  uint32_t sp = 0;
  stack[sp++] = 0;
  seen[0] = true;
  while (sp) {
    const ir_node *node = &fn->nodes[stack[--sp]];
    for (uint32_t i = 0; !(node->flags & IR_NF_UNWIND) && i < node->nsucc; i++) {
      const ir_edge *e = &fn->edges[node->first_succ + i];
      if (!seen[e->to] && !edge_nonnull(fn, e, var)) {
        seen[e->to] = true;
        stack[sp++] = e->to;
      }
    }
  }
  free(stack);
  return seen;
}

/* Can a path from ENTRY reach EXIT without an edge where pointer `var`
   is found not NULL (`if (!p) die ();` ends every other)? */
static bool returns_unchecked(const ir_function *fn, uint32_t var)
{
  bool *seen = null_side(fn, var);
  bool exits = seen[1];
  free(seen);
  return exits;
}

/* Given NULL for its pointer parameter k (which it never assigns), does
   fn do nothing but return NULL: every node a path reaches where its
   tests say k may be NULL only tests and reads, or returns 0? */
static bool null_answers_null(const ir_function *fn, uint32_t k)
{
  uint32_t p = un_param_var(fn, k);
  if (p == IR_NONE || fn->vars[p].tclass != IR_TY_POINTER ||
      (fn->vars[p].flags & IR_VF_ADDR_TAKEN) || defined_anywhere(fn, p))
    return false;
  bool *seen = null_side(fn, p);
  bool ok = seen[1];
  for (uint32_t n = 2; n < fn->nnodes && ok; n++) {
    const ir_node *node = &fn->nodes[n];
    bool returns = false;
    for (uint32_t j = 0; seen[n] && j < node->nevents && ok; j++) {
      const ir_event *e = &fn->events[node->first_event + j];
      returns = e->kind == IR_EV_RETURN;
      ok = e->kind == IR_EV_CMP || e->kind == IR_EV_USE ||
           (returns && is_const(&e->value, "0"));
    }
    ok &= !seen[n] || !(node->flags & (IR_NF_NORETURN | IR_NF_UNWIND));
    for (uint32_t i = 0; seen[n] && i < node->nsucc && ok; i++)
      ok = fn->edges[node->first_succ + i].to != 1 || returns;
  }
  free(seen);
  return ok;
}

/* The pointer parameters fn returns only when they are not NULL. */
static void summarise_checks(const ir_function *fn, summary *s)
{
  for (uint32_t v = 0; v < fn->nvars; v++) {
    if (fn->vars[v].kind != IR_VAR_PARAM ||
        fn->vars[v].tclass != IR_TY_POINTER || defined_anywhere(fn, v) ||
        returns_unchecked(fn, v))
      continue;
    s->checks = ut_realloc(s->checks, (s->nchecks + 1) * sizeof *s->checks);
    s->checks[s->nchecks++] = param_index(fn, v);
  }
}

/* The local struct every return of fn gives, or IR_NONE. */
static uint32_t returned_struct(const ir_function *fn)
{
  uint32_t r = IR_NONE;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_RETURN)
      continue;
    if (e->value.kind != IR_OP_VAR || (e->value.flags & IR_OPF_OFFSET) ||
        (r != IR_NONE && r != e->value.var))
      return IR_NONE;
    r = e->value.var;
  }
  if (r == IR_NONE || fn->vars[r].kind != IR_VAR_LOCAL ||
      fn->vars[r].tclass != IR_TY_AGGREGATE || defined_anywhere(fn, r))
    return IR_NONE;
  return r;
}

/* The variable `*p` of pointer p, or IR_NONE. */
static uint32_t deref_var(const ir_function *fn, uint32_t p)
{
  for (uint32_t v = 0; v < fn->nvars; v++)
    if (fn->vars[v].kind == IR_VAR_PATH && fn->vars[v].base == p &&
        fn->vars[v].tclass == IR_TY_POINTER && fn->vars[v].name[0] == '*' &&
        strcmp(fn->vars[v].name + 1, fn->vars[p].name) == 0)
      return v;
  return IR_NONE;
}

/* Is e `def d = NULL`? */
static bool defines_null(const ir_event *e, uint32_t d)
{
  return e->kind == IR_EV_DEF && e->var == d && (e->flags & IR_EVF_COPY) &&
         e->value.kind == IR_OP_CONST &&
         ((e->value.flags & IR_OPF_NULL) || is_const(&e->value, "0"));
}

/* covered for on_every_path: does node store NULL into *(const uint32_t *) d? */
static bool covered_by_null(const ir_function *fn, uint32_t node, const void *d)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t i = 0; i < n->nevents; i++)
    if (defines_null(&fn->events[n->first_event + i], *(const uint32_t *)d))
      return true;
  return false;
}

/* Does *p (d, of parameter p) hold NULL whenever fn returns?  Only NULL
   is ever stored into it, on every path, and nothing else can change it:
   p is neither redefined nor copied nor given to a call (which could store
   through it), and no address of *p is taken. */
static bool stores_null(const ir_function *fn, uint32_t p, uint32_t d)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (defines_null(e, d))
      continue;
    if ((e->kind == IR_EV_DEF && (e->var == d || e->var == p)) ||
        (e->kind == IR_EV_CALL && (e->result == d || e->result == p)) ||
        un_event_has(fn, e, p) == UN_HAS_BAD)
      return false;
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      if (operand_is(&e->args[a], p) ||
          (e->args[a].kind == IR_OP_ADDR && e->args[a].var == d))
        return false;
  }
  return on_every_path(fn, d, covered_by_null, &d, false, false, IR_NONE);
}

/* The pointer parameters p of fn whose *p holds NULL on every return
   (`void reset (T **pp) { free (*pp); *pp = NULL; }`), into s. */
static void summarise_nulls(const ir_function *fn, summary *s)
{
  for (uint32_t k = 0;; k++) {
    uint32_t p = un_param_var(fn, k);
    if (p == IR_NONE)
      break;
    uint32_t d = fn->vars[p].tclass == IR_TY_POINTER ? deref_var(fn, p)
                                                     : IR_NONE;
    if (d == IR_NONE || !stores_null(fn, p, d))
      continue;
    s->nulls = ut_realloc(s->nulls, (s->nnulls + 1) * sizeof *s->nulls);
    s->nulls[s->nnulls++] = k;
  }
}

/* Is var handed to a call or stored away anywhere in fn, but into
   variable `into`? */
static bool handed_over(const rl_set *rules, const ir_function *fn,
                        uint32_t var, uint32_t into)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (hands_over(rules, fn, e, var) &&
        !(e->kind == IR_EV_DEF && e->var == into))
      return true;
  }
  return false;
}

/* The callee whose fresh result var always gets, directly (`*d = malloc
   (n)`) or by a copy of a local that holds it and goes nowhere else
   (`p = malloc (n); *d = p; return p;`); NULL when none. */
static const char *stored_result(const rl_set *rules, const ir_function *fn,
                                 uint32_t var)
{
  const char *c = result_of_one_callee(fn, var);
  if (c)
    return c;
  uint32_t from = IR_NONE;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if ((e->kind == IR_EV_CALL && e->result == var) ||
        (e->kind == IR_EV_DEF && e->var == var &&
         (!(e->flags & IR_EVF_COPY) || e->value.kind != IR_OP_VAR ||
          (e->value.flags & IR_OPF_OFFSET) ||
          (from != IR_NONE && from != e->value.var))))
      return NULL;
    if (e->kind == IR_EV_DEF && e->var == var)
      from = e->value.var;
  }
  if (from == IR_NONE || fn->vars[from].kind != IR_VAR_LOCAL ||
      handed_over(rules, fn, from, var))
    return NULL;
  return result_of_one_callee(fn, from);
}

/* covered for on_every_path: does node define *(const uint32_t *) var? */
static bool covered_by_def(const ir_function *fn, uint32_t node,
                           const void *var)
{
  return un_node_defines(fn, node, *(const uint32_t *)var);
}

/* What fn does through the pointer fields of the struct it returns by
   value (each field that always holds one callee's fresh result), and
   through its pointer parameters (a callee's fresh result stored in *p
   on every path). */
static void summarise_fields(const unit *u, const ir_function *fn,
                             field_sum *fs)
{
  uint32_t r = exit_reachable(fn) ? returned_struct(fn) : IR_NONE;
  for (uint32_t v = 0; r != IR_NONE && v < fn->nvars; v++) {
    const char *suffix = field_suffix(fn, v, r);
    const char *c = suffix ? result_of_one_callee(fn, v) : NULL;
    if (c && !block_escapes(u->rules, fn, v))
      add_field(fs, (field_call){c, suffix, IR_NONE, 0, 0,
                                 !may_return_null(u, fn, v), false});
  }
  for (uint32_t k = 0; exit_reachable(fn); k++) {
    uint32_t pv = un_param_var(fn, k), d = pv != IR_NONE ? deref_var(fn, pv)
                                                    : IR_NONE;
    if (pv == IR_NONE)
      break;
    const char *c = d != IR_NONE ? stored_result(u->rules, fn, d) : NULL;
    if (c && !handed_over(u->rules, fn, d, IR_NONE) &&
        on_every_path(fn, d, covered_by_def, &d, false, false, IR_NONE))
      add_field(fs, (field_call){c, NULL, k, 0, 0, true, true});
  }
}

/* The file-scope variables fn assigns on every path from its entry to a
   return, into gs. */
static void summarise_globals(const ir_function *fn, gdef_sum *gs)
{
  if (!exit_reachable(fn))
    return;
  for (uint32_t v = 0; v < fn->nvars; v++) {
    const ir_var *g = &fn->vars[v];
    if (g->kind != IR_VAR_GLOBAL || !(g->flags & IR_VF_FILE_SCOPE) ||
        (g->flags & IR_VF_VOLATILE) || !defined_anywhere(fn, v) ||
        !on_every_path(fn, v, covered_by_def, &v, false, false, IR_NONE))
      continue;
    gs->names = ut_realloc(gs->names, (gs->n + 1) * sizeof *gs->names);
    gs->names[gs->n++] = g->name;
  }
}

/* After call i of node (to a function that always assigns the globals of
   gs), a definition of each that fn names: its old value is gone. */
static void apply_global_defs(ir_function *fn, uint32_t node, uint32_t i,
                              const ir_event *call, const gdef_sum *gs,
                              twins *p)
{
  for (uint32_t k = 0; k < gs->n; k++) {
    uint32_t v = ir_find_var(fn, gs->names[k]);
    if (v == IR_NONE || fn->vars[v].kind != IR_VAR_GLOBAL ||
        !(fn->vars[v].flags & IR_VF_FILE_SCOPE))
      continue;
    ir_event d = un_synthetic(IR_EV_DEF, call->loc);
    d.var = v;
    un_push_twin(p, node, i + 1, &d);
  }
}

/* Does fn set to NULL a pointer variable that one of its returns gives? */
static bool returned_set_null(const ir_function *fn)
{
  bool *returned = ut_calloc((size_t)fn->nvars + 1, sizeof *returned);
  bool found = false;
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_RETURN &&
        fn->events[i].value.kind == IR_OP_VAR)
      returned[fn->events[i].value.var] = true;
  for (uint32_t i = 0; i < fn->nevents && !found; i++) {
    const ir_event *e = &fn->events[i];
    found = e->kind == IR_EV_DEF && e->var != IR_NONE && returned[e->var] &&
            e->value.kind == IR_OP_CONST && (e->value.flags & IR_OPF_NULL);
  }
  free(returned);
  return found;
}

/* fn's summary into s, and its field summary into fs. */
static void summarise(const unit *u, const ir_function *fn, summary *s,
                      field_sum *fs, bool range_wanted)
{
  s->done = true;
  s->noreturn = !exit_reachable(fn);
  s->ret_param = IR_NONE;
  if (!s->noreturn)
    summarise_returns(u, fn, s);
  if (!s->noreturn && !s->ret_const && s->ret_param == IR_NONE &&
      !s->ret_call && fn->nnodes <= RANGE_MAX_NODES && range_wanted)
    md_return_range(fn, RANGE_MAX_STATES, &s->ret_lo, &s->ret_hi);
  /* `data = NULL; return data;`: the constant NULL, as `return NULL;`
     (explored only where a returned pointer is set to NULL somewhere). */
  if (!s->noreturn && !s->ret_const && s->ret_param == IR_NONE &&
      !s->ret_call && fn->nnodes <= RANGE_MAX_NODES &&
      returned_set_null(fn) && md_return_null(fn, RANGE_MAX_STATES))
    s->ret_const = "0";
  summarise_params(u, fn, s, fs);
  if (!s->noreturn) {
    summarise_nulls(fn, s);
    summarise_checks(fn, s);
  }
  for (uint32_t k = 0; k < 32 && !s->noreturn && !s->ret_const; k++)
    if (null_answers_null(fn, k))
      s->null_answers |= 1u << k;
  summarise_fields(u, fn, fs);
}

/* ---------------------------------------------------------- applying them */

/* fn's variable for field `suffix` of struct variable agg (`b.value`),
   added when fn does not name it. */
static uint32_t field_var(ir_function *fn, uint32_t agg, const char *suffix)
{
  size_t n = strlen(fn->vars[agg].name) + strlen(suffix) + 1;
  char *name = ut_malloc(n);
  snprintf(name, n, "%s%s", fn->vars[agg].name, suffix);
  uint32_t v = ir_find_var(fn, name);
  if (v == IR_NONE || fn->vars[v].base != agg) {
    ir_var f = {.name = name, .kind = IR_VAR_PATH, .tclass = IR_TY_POINTER,
                .base = agg, .bits = 64, .decl = fn->vars[agg].decl};
    v = ir_add_var(fn, &f);
  }
  free(name);
  return v;
}

/* The call to push for field call c of a call with struct argument a:
   `call G(.., a.f, ..)`; false when the argument is no struct variable. */
static bool field_arg_call(ir_function *fn, const field_call *c,
                           const ir_event *call, ir_event *e)
{
  const ir_operand *a = c->param < call->nargs ? &call->args[c->param] : NULL;
  if (!a || a->kind != IR_OP_VAR || (a->flags & IR_OPF_OFFSET) ||
      fn->vars[a->var].tclass != IR_TY_AGGREGATE)
    return false;
  e->nargs = c->nargs > c->argpos ? c->nargs : c->argpos + 1;
  ir_operand *args = ir_alloc(fn, e->nargs * sizeof *args);
  for (uint32_t x = 0; x < e->nargs; x++)
    args[x] = (ir_operand){IR_OP_OTHER, 0, IR_NONE, NULL};
  args[c->argpos] = (ir_operand){IR_OP_VAR, 0,
                                 field_var(fn, a->var, c->suffix), NULL};
  e->args = args;
  return true;
}

/* Apply the field summary fs of the callee of `call` (event i of node):
   a struct argument's fields get the calls made with them, and the
   result's fields get their callees' results after the struct is
   stored; a result the call drops drops their blocks too (`f ();` of
   a function returning a struct that holds fresh memory: memory-dropped
   sees `G ()` with no result). */
/* Is operand o variable v or a part of it (`v.ptr`)? */
static bool operand_of(const ir_function *fn, const ir_operand *o, uint32_t v)
{
  return (o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) &&
         (o->var == v || ir_var_part_root(fn, o->var) == v);
}

/* Is v a compiler temporary that only receives the result of `call`,
   read by no event (g++ puts a struct result the source drops,
   `make ();`, into one)? */
static bool unread_temp(const ir_function *fn, uint32_t v, const ir_event *call)
{
  if (fn->vars[v].kind != IR_VAR_TEMP || !(fn->vars[v].flags & IR_VF_ARTIFICIAL))
    return false;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    bool names = e->kind == IR_EV_USE || e->kind == IR_EV_DEREF ||
                 e->kind == IR_EV_ADDR;
    bool reads = names && (e->var == v || ir_var_part_root(fn, e->var) == v);
    for (uint32_t a = 0; a < e->nargs && !reads; a++)
      reads = operand_of(fn, &e->args[a], v);
    if (reads || operand_of(fn, &e->value, v) || operand_of(fn, &e->lhs, v) ||
        operand_of(fn, &e->rhs, v))
      return false;
  }
  return true;
}

static void apply_fields(ir_function *fn, uint32_t node, uint32_t i,
                         const ir_event *call, const field_sum *fs, twins *p)
{
  for (uint32_t k = 0; k < fs->n; k++) {
    const field_call *c = &fs->v[k];
    const ir_operand *a = c->param < call->nargs ? &call->args[c->param] : NULL;
    ir_event e = un_synthetic(IR_EV_CALL, call->loc);
    if (c->out && a && a->kind == IR_OP_ADDR && !(a->flags & IR_OPF_OFFSET) &&
        fn->vars[a->var].tclass == IR_TY_POINTER) {
      e.callee = ir_strdup(fn, c->callee); /* get (&v): v = G () */
      e.result = a->var;
      e.flags |= c->nonnull ? IR_EVF_NONNULL : 0;
      un_push_twin(p, node, i + 1, &e);
    } else if (!c->callee) {
      if (a && a->kind == IR_OP_VAR && !(a->flags & IR_OPF_OFFSET) &&
          fn->vars[a->var].tclass == IR_TY_AGGREGATE) {
        e = un_synthetic(IR_EV_DEREF, call->loc); /* f (s) of `use (*s.ptr)` */
        e.var = field_var(fn, a->var, c->suffix);
        un_push_twin(p, node, i + 1, &e);
      }
    } else if (!c->out && c->param != IR_NONE &&
               field_arg_call(fn, c, call, &e)) {
      e.callee = ir_strdup(fn, c->callee);
      un_push_twin(p, node, i + 1, &e);
    }
  }
  bool dropped = call->result == IR_NONE || unread_temp(fn, call->result, call);
  if (!dropped && fn->vars[call->result].tclass != IR_TY_AGGREGATE)
    return;
  const ir_node *n = &fn->nodes[node];
  uint32_t after = i + 1;
  for (uint32_t j = i + 1; j < n->nevents && !dropped; j++) {
    const ir_event *d = &fn->events[n->first_event + j];
    if (d->kind == IR_EV_DEF && d->var == call->result)
      after = j + 1;
  }
  for (uint32_t k = 0; k < fs->n; k++) {
    const field_call *c = &fs->v[k];
    if (c->param != IR_NONE || c->out || !c->callee)
      continue;
    ir_event e = un_synthetic(IR_EV_CALL, call->loc);
    e.callee = ir_strdup(fn, c->callee);
    e.result = dropped ? IR_NONE : field_var(fn, call->result, c->suffix);
    if (dropped)
      e.flags |= IR_EVF_DROPPED | (call->flags & IR_EVF_DISCARDED);
    if (c->nonnull)
      e.flags |= IR_EVF_NONNULL;
    un_push_twin(p, node, after, &e);
  }
}

/* fn's variable for the file-scope object `name`, added when fn does not
   use it (an object of the callee's unit: its type is not known here). */
static uint32_t global_var(ir_function *fn, const char *name)
{
  uint32_t v = ir_find_var(fn, name);
  if (v != IR_NONE && fn->vars[v].kind == IR_VAR_GLOBAL)
    return v;
  ir_var g;
  memset(&g, 0, sizeof g);
  g.name = name;
  g.kind = IR_VAR_GLOBAL;
  g.tclass = IR_TY_OTHER;
  g.flags = IR_VF_STATIC | IR_VF_FILE_SCOPE | IR_VF_ADDR_TAKEN |
            IR_VF_EXTERNAL;
  g.base = IR_NONE;
  g.decl = fn->loc;
  return ir_add_var(fn, &g);
}

/* Queue the summary's call `callee (.., v, ..)` (v argument argpos of
   nargs, the others unknown) at call (before position pos of node). */
static void push_summary_call(ir_function *fn, uint32_t node, uint32_t pos,
                              const ir_event *call, const char *callee,
                              uint32_t argpos, uint32_t nargs, ir_operand v,
                              twins *p)
{
  ir_event e = un_synthetic(IR_EV_CALL, call->loc);
  e.callee = ir_strdup(fn, callee);
  e.nargs = nargs > argpos ? nargs : argpos + 1;
  ir_operand *args = ir_alloc(fn, e.nargs * sizeof *args);
  for (uint32_t a = 0; a < e.nargs; a++)
    args[a] = (ir_operand){IR_OP_OTHER, 0, IR_NONE, NULL};
  args[argpos] = v;
  /* What G's parameter is declared as is not known here. */
  args[argpos].flags &= ~(uint32_t)IR_OPF_CONST_PARAM;
  e.args = args;
  un_push_twin(p, node, pos, &e);
}

/* What the caller's store says the static global `name` holds at call
   (event pos - 1 of node), into *out; false when it does not know. */
static bool value_at_call(const unit *u, const ir_function *fn,
                          uint32_t node, uint32_t pos, const char *name,
                          ir_operand *out)
{
  uint32_t g = ir_find_var(fn, name);
  return g != IR_NONE && fn->vars[g].kind == IR_VAR_GLOBAL &&
         un_global_value_at(fn, node, pos - 1, g, may_write_statics, u, out);
}

/* Any call may write an array whose address the caller gives away. */
static bool any_call(const ir_event *e, const void *ctx)
{
  (void)e;
  (void)ctx;
  return true;
}

/* The caller's variable that element `elem` ("[K]") of the local array
   whose address is argument a holds at call (event pos - 1 of node),
   as the caller stored it there just before (`a[2] = p; sink (a);`):
   into *out; false when that is not known. */
static bool stored_element(const ir_function *fn, uint32_t node,
                           uint32_t pos, const ir_operand *a,
                           const char *elem, ir_operand *out)
{
  if (a->kind != IR_OP_ADDR || (a->flags & IR_OPF_OFFSET) ||
      a->var == IR_NONE || fn->vars[a->var].kind != IR_VAR_LOCAL)
    return false;
  size_t n = strlen(fn->vars[a->var].name) + strlen(elem) + 1;
  char *name = ut_malloc(n);
  snprintf(name, n, "%s%s", fn->vars[a->var].name, elem);
  uint32_t w = ir_find_var(fn, name);
  free(name);
  return w != IR_NONE && fn->vars[w].base == a->var &&
         un_global_value_at(fn, node, pos - 1, w, any_call, NULL, out) &&
         out->kind == IR_OP_VAR;
}

/* Apply conditional summary c at call (event pos - 1 of node) when the
   caller's store decides it: the flag holds a constant other than 0 and
   the global a variable of the caller (`flag = 1; sink (p);`, `saved =
   p; sink ();`). */
static void apply_cond(const unit *u, ir_function *fn, uint32_t node,
                       uint32_t pos, const ir_event *call,
                       const un_cond_call *c, twins *p)
{
  ir_operand v;
  if (c->when && (!value_at_call(u, fn, node, pos, c->when, &v) ||
                  v.kind != IR_OP_CONST || is_const(&v, "0")))
    return;
  if (c->elem) {
    if (c->param >= call->nargs || !stored_element(fn, node, pos,
                                                   &call->args[c->param],
                                                   c->elem, &v))
      return;
  } else if (c->param != IR_NONE) {
    if (c->param >= call->nargs)
      return;
    v = call->args[c->param];
    if (c->if_nonnull && v.kind == IR_OP_CONST && (v.flags & IR_OPF_NULL))
      return;
  } else if (!value_at_call(u, fn, node, pos, c->global, &v))
    return;
  ir_event e;
  if (!c->callee) {
    if (v.kind != IR_OP_VAR || (v.flags & IR_OPF_OFFSET))
      return;
    e = un_synthetic(IR_EV_DEREF, call->loc);
    e.var = v.var;
    un_push_twin(p, node, pos, &e);
    return;
  }
  if (c->param == IR_NONE && v.kind != IR_OP_VAR)
    return; /* free (NULL) does nothing */
  push_summary_call(fn, node, pos, call, c->callee, c->argpos, c->nargs, v, p);
}

/* Is call given NULL for a parameter where its callee (summary s) does
   nothing but return NULL? */
static bool null_answer(const summary *s, const ir_event *call)
{
  for (uint32_t k = 0; k < 32 && k < call->nargs; k++)
    if ((s->null_answers >> k & 1) && call->args[k].kind == IR_OP_CONST &&
        (call->args[k].flags & IR_OPF_NULL))
      return true;
  return false;
}

/* Apply summary s at call (event pos - 1 of node); the values the call
   gives its result go at rpos, after the call's own `def r` of
   `r = f ()` (which would make r any value again). */
static void apply_one(const unit *u, ir_function *fn, uint32_t node,
                      uint32_t pos, uint32_t rpos, const ir_event *call,
                      const summary *s, twins *p)
{
  ir_event e;
  if (null_answer(s, call)) {
    if (call->result != IR_NONE) {
      e = un_synthetic(IR_EV_DEF, call->loc);
      e.flags |= IR_EVF_COPY;
      e.var = call->result;
      e.value = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE,
                             ir_strdup(fn, "0")};
      un_push_twin(p, node, rpos, &e);
    }
    return; /* the callee returns NULL and does nothing else */
  }
  for (uint32_t i = 0; i < s->nconds; i++)
    apply_cond(u, fn, node, pos, call, &s->conds[i], p);
  /* What the callee does to its arguments happens before the call's
     result is stored: `p = grow (p)` frees the old p, then defines p. */
  for (uint32_t i = 0; i < s->nderefs; i++) {
    const ir_operand *a = s->derefs[i] < call->nargs ? &call->args[s->derefs[i]]
                                                     : NULL;
    if (!a || a->kind != IR_OP_VAR)
      continue;
    e = un_synthetic(IR_EV_DEREF, call->loc);
    e.var = a->var;
    un_push_twin(p, node, pos, &e);
  }
  for (uint32_t i = 0; i < s->ncalls; i++) {
    const must_call *c = &s->calls[i];
    if (!c->global && c->param >= call->nargs)
      continue;
    /* `usage (NULL)` of `if (f) fclose (f);`: no call on that path. */
    if (c->if_nonnull && !c->global &&
        call->args[c->param].kind == IR_OP_CONST &&
        (call->args[c->param].flags & IR_OPF_NULL))
      continue;
    ir_operand v = c->global ? (ir_operand){IR_OP_ADDR, 0,
                                            global_var(fn, c->global), NULL}
                             : call->args[c->param];
    push_summary_call(fn, node, pos, call, c->callee, c->argpos, c->nargs, v,
                      p);
  }
  /* `reset (&p)` (or `reset (pp)` where the caller names *pp) leaves
     NULL in p; not in a global, which the callee's own calls may set. */
  for (uint32_t i = 0; i < s->nnulls; i++) {
    const ir_operand *a = s->nulls[i] < call->nargs ? &call->args[s->nulls[i]]
                                                    : NULL;
    uint32_t v = !a || (a->flags & IR_OPF_OFFSET) ? IR_NONE
                 : a->kind == IR_OP_ADDR          ? a->var
                 : a->kind == IR_OP_VAR           ? deref_var(fn, a->var)
                                                  : IR_NONE;
    if (v == IR_NONE || fn->vars[v].tclass != IR_TY_POINTER ||
        fn->vars[v].kind == IR_VAR_GLOBAL)
      continue;
    e = un_synthetic(IR_EV_DEF, call->loc);
    e.flags |= IR_EVF_COPY;
    e.var = v;
    e.value = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE,
                           ir_strdup(fn, "0")};
    un_push_twin(p, node, pos, &e);
  }
  if (call->result != IR_NONE && s->ret_const) {
    e = un_synthetic(IR_EV_DEF, call->loc);
    e.flags |= IR_EVF_COPY;
    e.var = call->result;
    e.value.kind = IR_OP_CONST;
    e.value.text = ir_strdup(fn, s->ret_const);
    un_push_twin(p, node, rpos, &e);
  }
  if (call->result != IR_NONE && s->ret_param < call->nargs) {
    e = un_synthetic(IR_EV_DEF, call->loc);
    e.flags |= IR_EVF_COPY;
    e.var = call->result;
    e.value = call->args[s->ret_param];
    un_push_twin(p, node, rpos, &e);
  }
  /* Also when the result is dropped, if G is declared malloc: `make_buf
     ();` drops G's fresh block. */
  if (s->ret_call && (call->result != IR_NONE || s->ret_fresh)) {
    e = un_synthetic(IR_EV_CALL, call->loc);
    e.callee = ir_strdup(fn, s->ret_call);
    e.result = call->result;
    if (call->result == IR_NONE)
      e.flags |= IR_EVF_DROPPED | (call->flags & IR_EVF_DISCARDED);
    /* G's arguments that are the wrapper's parameters: the block a
       realloc wrapper is given is G's to move or free. */
    e.nargs = s->nret_args;
    ir_operand *rargs = e.nargs ? ir_alloc(fn, e.nargs * sizeof *rargs) : NULL;
    for (uint32_t a = 0; a < e.nargs; a++) {
      uint32_t k = s->ret_args[a];
      rargs[a] = k < call->nargs ? call->args[k]
                                 : (ir_operand){IR_OP_OTHER, 0, IR_NONE, NULL};
      rargs[a].flags &= ~(uint32_t)IR_OPF_CONST_PARAM;
    }
    e.args = rargs;
    if (s->ret_nonnull)
      e.flags |= IR_EVF_NONNULL;
    un_push_twin(p, node, pos, &e);
  }
}

/* The summary a call to `callee` uses: the unit's own (once computed),
   else the other units' facts (not in C++, where a name alone does not
   tell the function); NULL when there is nothing to apply. */
static const summary *summary_of(const unit *u, const char *callee, bool cxx)
{
  size_t g = find_function(u, callee);
  const summary *s = g != SIZE_MAX ? (u->sums[g].done ? &u->sums[g] : NULL)
                     : cxx         ? NULL
                                   : un_facts_function(u->known, callee);
  return s && !un_summary_empty(s) ? s : NULL;
}

/* glibc's error () and error_at_line () call exit when their status, the
   first argument, is not 0 (`error (EXIT_FAILURE, errno, "%s", f)`), as
   GCC's analyzer knows too (glibc's headers define `error` as an inline
   wrapper whose summary cannot tell). */
static bool exits_with_status(const ir_event *e)
{
  if (!e->callee)
    return false;
  uint32_t min = !strcmp(e->callee, "error") ? 3
                 : !strcmp(e->callee, "error_at_line") ? 5 : 0;
  return min && e->nargs >= min && e->args[0].kind == IR_OP_CONST &&
         e->args[0].text && strcmp(e->args[0].text, "0") != 0;
}

/* Does fn let its parameter k go if it is a pointer: free it, keep it,
   return it, assign it, take an address through it, or pass it to a
   call other than to a parameter it is lent to (true also when k is no
   such parameter)?  Read on fn's code as it is (a callee not yet
   rewritten still has the calls its summaries would stand for). */
static bool param_lets_go(const ir_function *fn, uint32_t k)
{
  uint32_t p = un_param_var(fn, k);
  if (p == IR_NONE || fn->vars[p].tclass != IR_TY_POINTER ||
      (fn->vars[p].flags & IR_VF_ADDR_TAKEN))
    return true;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if ((e->kind == IR_EV_DEF && e->var == p) ||
        un_event_has(fn, e, p) == UN_HAS_BAD)
      return true;
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      if (un_opnd_has(fn, &e->args[a], p) == UN_HAS_SELF &&
          !(e->args[a].flags & (IR_OPF_CONST_PARAM | IR_OPF_LENT)))
        return true;
  }
  return false;
}

/* Does fn keep its pointer parameter k: store it into memory that
   outlives the call (a field through a pointer, a global), or return
   it?  A C++ constructor keeping `const char *d` in this->data_ does. */
static bool param_kept(const ir_function *fn, uint32_t k)
{
  uint32_t p = un_param_var(fn, k);
  if (p == IR_NONE)
    return false;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    bool from_p = e->value.kind == IR_OP_VAR && e->value.var == p;
    if (from_p && e->kind == IR_EV_RETURN)
      return true;
    if (from_p && e->kind == IR_EV_DEF && e->var != IR_NONE &&
        (fn->vars[e->var].kind == IR_VAR_PATH ||
         fn->vars[e->var].kind == IR_VAR_GLOBAL))
      return true;
  }
  return false;
}

/* Pointers the call passes to parameters function g of the unit lets go
   nowhere (param_lets_go) are lent: IR_OPF_LENT; one it keeps is not
   lent even to a pointer-to-const parameter (no IR_OPF_CONST_PARAM). */
static void mark_lent(unit *u, size_t g, ir_event *call)
{
  if (!u->lets_go_known[g]) {
    for (uint32_t k = 0; k < 64; k++)
      if (param_lets_go(u->fns[g], k))
        u->lets_go[g] |= (uint64_t)1 << k;
    u->lets_go_known[g] = true;
  }
  for (uint32_t a = 0; a < call->nargs && a < 64; a++) {
    ir_operand *o = &call->args[a];
    if (o->kind == IR_OP_VAR && !(o->flags & IR_OPF_OFFSET) &&
        !((u->lets_go[g] >> a) & 1u))
      o->flags |= IR_OPF_LENT;
    else if (o->kind == IR_OP_VAR && (o->flags & IR_OPF_CONST_PARAM) &&
             param_kept(u->fns[g], a))
      o->flags &= ~(uint32_t)IR_OPF_CONST_PARAM;
  }
}

/* Rewrite fn's calls to functions already summarised. */
/* A callee the unit defines reads through the address of a local it is
   given what its own code reads: a pointer-to-const parameter it
   dereferences on every path (S's derefs), not one it reads on some paths
   only (sm2sig_sign (ctx, NULL, .., digest, ..) reads digest only when
   given a signature).  A callee defined elsewhere is taken to read its
   const arguments. */
static void forget_const_addresses(ir_event *call, const summary *s)
{
  for (uint32_t a = 0; a < call->nargs; a++) {
    bool read = false;
    for (uint32_t i = 0; s && i < s->nderefs; i++)
      read |= s->derefs[i] == a;
    if (call->args[a].kind == IR_OP_ADDR && !read)
      call->args[a].flags &= ~(uint32_t)IR_OPF_CONST_PARAM;
    else if (call->args[a].kind == IR_OP_VAR && !read)
      call->args[a].flags |= IR_OPF_UNREAD; /* for p = &x; f (p) */
  }
}

/* Is node n only a `return x;` (its returned value's computation
   included: uses, and definitions of compiler temporaries), or a node
   without events on the way to one (a declaration before the closing
   brace)? */
static bool return_only(const ir_function *fn, uint32_t n)
{
  const ir_node *node = &fn->nodes[n];
  if ((node->flags & IR_NF_DECLARATION) && node->nsucc == 1)
    return return_only(fn, fn->edges[node->first_succ].to);
  bool returns = false;
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    if (e->kind == IR_EV_RETURN)
      returns = true;
    else if (!(e->kind == IR_EV_USE ||
               (e->kind == IR_EV_DEF && e->var != IR_NONE &&
                (fn->vars[e->var].flags & IR_VF_ARTIFICIAL))))
      return false;
  }
  return node->kind == IR_NODE_STMT && node->nevents &&
         (returns || (node->nsucc == 1 &&
                      return_only(fn, fn->edges[node->first_succ].to)));
}

/* Does any node other than `from` lead to node n? */
static bool reached_otherwise(const ir_function *fn, uint32_t n, uint32_t from)
{
  for (uint32_t k = 0; k < fn->nedges; k++)
    if (fn->edges[k].to == n && fn->edges[k].from != from)
      return true;
  return false;
}

/* The `return x;` that follows a call that never returns (`quit (1);
   return (NULL);`, often marked NOTREACHED) is the program's own
   statement that no path gets there: unreachable-code leaves it out, as
   the lowering does after a call GCC knows never returns.  Marks the
   return-only successors of node `call` that no other node reaches. */
static void mark_dead_returns(ir_function *fn, uint32_t call)
{
  const ir_node *c = &fn->nodes[call];
  for (uint32_t i = 0; i < c->nsucc; i++) {
    const ir_edge *e = &fn->edges[c->first_succ + i];
    if (e->kind == IR_EDGE_EH || e->to < 2 || e->to == call ||
        !return_only(fn, e->to))
      continue;
    for (uint32_t n = e->to, from = call;
         n >= 2 && !reached_otherwise(fn, n, from);) {
      if (!(fn->nodes[n].flags & IR_NF_DECLARATION)) /* stays code */
        fn->nodes[n].flags |= IR_NF_UNREACHABLE;
      if (fn->nodes[n].nsucc != 1)
        break;
      from = n;
      n = fn->edges[fn->nodes[n].first_succ].to;
    }
  }
}

/* The call's result lies within the callee's return range: attribute
   `returns_range (lo, hi)`, which the abstract store reads. */
static void add_range(ir_function *fn, ir_event *call, const summary *s)
{
  const char **args = ir_alloc(fn, 2 * sizeof *args);
  args[0] = ir_strdup(fn, s->ret_lo);
  args[1] = ir_strdup(fn, s->ret_hi);
  ir_event_add_attr(fn, call, "returns_range", args, 2);
}

/* A parameter the callee dereferences on every path must not be NULL:
   where the call gives it the null pointer constant, the call gets the
   attribute `nonnull (k)`, which null-constant-argument reads (`h (0)`
   of `void h (struct e *i) { i->f = 1; }`, `h (nullptr)` in C++). */
static void add_deref_nonnull(ir_function *fn, ir_event *call,
                              const summary *s)
{
  for (uint32_t i = 0; i < s->nderefs; i++) {
    uint32_t k = s->derefs[i];
    if (k >= call->nargs || call->args[k].kind != IR_OP_CONST ||
        !(call->args[k].flags & IR_OPF_NULL))
      continue;
    char pos[16];
    snprintf(pos, sizeof pos, "%u", k + 1);
    const char **args = ir_alloc(fn, sizeof *args);
    args[0] = ir_strdup(fn, pos);
    ir_event_add_attr(fn, call, "nonnull", args, 1);
  }
}

/* The one operand a summary's synthetic call names (`&lock`, the
   caller's argument), or NULL. */
static const ir_operand *summary_subject(const ir_event *e)
{
  if (e->kind != IR_EV_CALL || !(e->flags & IR_EVF_SYNTHETIC))
    return NULL;
  const ir_operand *o = NULL;
  for (uint32_t a = 0; a < e->nargs; a++)
    if (e->args[a].kind != IR_OP_OTHER) {
      if (o)
        return NULL;
      o = &e->args[a];
    }
  return o && (o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR) &&
                 o->var != IR_NONE ? o : NULL;
}

/* A summary's call of node on the operand of a later one of another
   function (the lock of a lock and unlock), as the event's index in the
   node, or IR_NONE. */
static uint32_t first_call_on_subject(const ir_function *fn, uint32_t node)
{
  const ir_node *n = &fn->nodes[node];
  for (uint32_t j = 1; j < n->nevents; j++) {
    const ir_event *b = &fn->events[n->first_event + j];
    const ir_operand *ob = summary_subject(b);
    for (uint32_t i = 0; ob && i < j; i++) {
      const ir_event *a = &fn->events[n->first_event + i];
      const ir_operand *oa = summary_subject(a);
      if (oa && oa->kind == ob->kind && oa->var == ob->var &&
          strcmp(a->callee, b->callee) != 0)
        return i;
    }
  }
  return IR_NONE;
}

/* A callee that locks and unlocks the same mutex (or opens and closes
   the same file) on every path makes both calls at the call site: the
   first moves to a node of its own before the call, so that the rules
   see the lock released after it was taken, not both at once (zstd's
   TRACE_log: `lock (&m); fprintf (..); unlock (&m);`).  The call and its
   result stay together. */
static void order_summary_calls(ir_function *fn)
{
  for (uint32_t node = 2; node < fn->nnodes; node++) {
    if (fn->nodes[node].flags & IR_NF_NORETURN)
      continue;
    for (uint32_t at; (at = first_call_on_subject(fn, node)) != IR_NONE;)
      ir_node_hoist(fn, node, at);
  }
}

/* The position after call i of node n and the plain `def r` of its
   result that follows it in `r = f ()`, if any. */
static uint32_t result_def_end(const ir_function *fn, const ir_node *n,
                               uint32_t i)
{
  const ir_event *call = &fn->events[n->first_event + i];
  const ir_event *d = i + 1 < n->nevents ? call + 1 : NULL;
  return d && d->kind == IR_EV_DEF && d->var == call->result &&
                 call->result != IR_NONE && d->value.kind == IR_OP_NONE &&
                 !(d->flags & IR_EVF_SYNTHETIC)
             ? i + 2 : i + 1;
}

/* After call node `node`, which passed pointer `var` to a callee that
   returns only when it is not NULL: the path goes on only where var is
   not NULL.  The test is the callee's, made for every caller (as a
   macro's): `guard` and `own` patterns skip it, `cond` ones see it. */
static void assume_checked(ir_function *fn, uint32_t node, uint32_t var)
{
  const ir_node *n = &fn->nodes[node];
  if (n->nsucc != 1 || fn->edges[n->first_succ].kind != IR_EDGE_FALLTHRU ||
      fn->edges[n->first_succ].to == node)
    return; /* it ends the path already, or throws */
  ir_event cmp = un_synthetic(IR_EV_CMP, n->loc);
  cmp.flags |= IR_EVF_MACRO;
  cmp.cmp = IR_CMP_NE;
  cmp.lhs = (ir_operand){IR_OP_VAR, 0, var, NULL};
  cmp.rhs = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE, "0"};
  ir_node_assume_after(fn, node, &cmp);
}

/* The arguments of call e that s says the callee returns only when not
   NULL, with their nodes, added to nodes[] and vars[] (*k of them). */
static void checked_args(const summary *s, const ir_event *e, uint32_t node,
                         uint32_t **nodes, uint32_t **vars, uint32_t *k)
{
  for (uint32_t i = 0; s && i < s->nchecks; i++) {
    const ir_operand *a = s->checks[i] < e->nargs ? &e->args[s->checks[i]] : NULL;
    if (!a || a->kind != IR_OP_VAR || (a->flags & IR_OPF_OFFSET))
      continue;
    *nodes = ut_realloc(*nodes, (*k + 1) * sizeof **nodes);
    *vars = ut_realloc(*vars, (*k + 1) * sizeof **vars);
    (*nodes)[*k] = node;
    (*vars)[(*k)++] = a->var;
  }
}

static uint32_t apply_summaries(unit *u, size_t f)
{
  ir_function *fn = u->fns[f];
  twins p = {0};
  uint32_t applied = 0;
  uint32_t *ends = ut_calloc(fn->nnodes, sizeof *ends);
  uint32_t *after = ut_calloc(fn->nnodes, sizeof *after);
  uint32_t nends = 0, nafter = 0, nchecked = 0;
  uint32_t *checked_nodes = NULL, *checked_vars = NULL;
  for (uint32_t node = 2; node < fn->nnodes; node++) {
    const ir_node *n = &fn->nodes[node];
    for (uint32_t i = 0; i < n->nevents; i++) {
      const ir_event *e = &fn->events[n->first_event + i];
      if (e->kind != IR_EV_CALL || (e->flags & IR_EVF_SYNTHETIC))
        continue;
      size_t g = find_function(u, e->callee);
      if (g != SIZE_MAX && u->fields[g].n) {
        apply_fields(fn, node, i, e, &u->fields[g], &p);
        applied++;
      }
      const summary *s = summary_of(u, e->callee, fn->flags & IR_FF_CXX);
      if (g != SIZE_MAX) {
        forget_const_addresses(&fn->events[n->first_event + i], s);
        mark_lent(u, g, &fn->events[n->first_event + i]);
      }
      if (((s && s->noreturn) || exits_with_status(e)) &&
          (!nends || ends[nends - 1] != node))
        ends[nends++] = node;
      if (s) {
        /* A noreturn callee's effects (a wrapper that frees and exits)
           happen once: the path ends after them, not in their loop. */
        if (s->noreturn && (s->ncalls || s->nderefs) &&
            (!nafter || after[nafter - 1] != node))
          after[nafter++] = node;
        if (null_answer(s, e))
          fn->events[n->first_event + i].flags |= IR_EVF_NULL_RESULT;
        apply_one(u, fn, node, i + 1, result_def_end(fn, n, i), e, s, &p);
        if (s->ret_lo && e->result != IR_NONE)
          add_range(fn, &fn->events[n->first_event + i], s);
        /* The block the callee's allocator gave is written already: the
           family fills-result (uninit-memory reads no raw block). */
        if (s->ret_call && s->ret_filled)
          ir_event_add_attr(fn, &fn->events[n->first_event + i],
                            "fills_result", NULL, 0);
        add_deref_nonnull(fn, &fn->events[n->first_event + i], s);
        checked_args(s, e, node, &checked_nodes, &checked_vars, &nchecked);
        applied++;
      }
      if (g != SIZE_MAX && u->gdefs[g].n) {
        apply_global_defs(fn, node, i, e, &u->gdefs[g], &p);
        applied++;
      }
    }
  }
  un_twins_apply(fn, &p);
  for (uint32_t i = 0; i < nends; i++) {
    mark_dead_returns(fn, ends[i]);
    ir_node_end_path(fn, ends[i]);
  }
  for (uint32_t i = 0; i < nafter; i++)
    ir_node_end_path_after(fn, after[i]);
  for (uint32_t i = 0; i < nchecked; i++)
    assume_checked(fn, checked_nodes[i], checked_vars[i]);
  free(ends);
  free(after);
  free(checked_nodes);
  free(checked_vars);
  order_summary_calls(fn);
  return applied;
}

/* ------------------------------------------------------ bottom-up order */

/* Callees of function f that the unit defines. */
static size_t callees(const unit *u, size_t f, size_t *out)
{
  size_t k = 0;
  const ir_function *fn = u->fns[f];
  for (uint32_t i = 0; i < fn->nevents; i++) {
    size_t g = fn->events[i].kind == IR_EV_CALL
                   ? find_function(u, fn->events[i].callee) : SIZE_MAX;
    if (g != SIZE_MAX)
      out[k++] = g;
  }
  return k;
}

/* The unit's functions callees first: the call graph in CSR form, and
   util's Tarjan, which closes a component only after every component it
   reaches. */
static void bottom_up(const unit *u, size_t *order)
{
  size_t n = u->n, nedges = 0;
  uint32_t *off = ut_calloc(n + 1, sizeof *off);
  for (size_t f = 0; f < n; f++)
    nedges += u->fns[f]->nevents;
  uint32_t *succ = ut_calloc(nedges + 1, sizeof *succ);
  size_t *tmp = ut_calloc(nedges + 1, sizeof *tmp), k = 0;
  for (size_t f = 0; f < n; f++) {
    off[f] = (uint32_t)k;
    size_t m = callees(u, f, tmp);
    for (size_t i = 0; i < m; i++)
      succ[k++] = (uint32_t)tmp[i];
  }
  off[n] = (uint32_t)k;
  ut_scc scc;
  ut_scc_build((uint32_t)n, off, succ, &scc);
  for (size_t i = 0; i < n; i++)
    order[i] = scc.order[i];
  ut_scc_free(&scc);
  free(tmp);
  free(succ);
  free(off);
}

/* Per function of the unit: does a caller test what a call of it
   returns (a comparison or a switch reads the result, or a value
   computed from it: `n = f (); m = n - 1; if (i < m)`)?  Only then is
   the range of its returns worth exploring. */
static bool *results_tested(const unit *u)
{
  bool *tested = ut_calloc(u->n + 1, sizeof *tested);
  for (size_t f = 0; f < u->n; f++) {
    const ir_function *fn = u->fns[f];
    bool *read = ut_calloc(fn->nvars + 1, sizeof *read);
    for (uint32_t i = 0; i < fn->nedges; i++)
      if (fn->edges[i].switch_var != IR_NONE)
        read[fn->edges[i].switch_var] = true;
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind != IR_EV_CMP)
        continue;
      if (e->lhs.kind == IR_OP_VAR)
        read[e->lhs.var] = true;
      if (e->rhs.kind == IR_OP_VAR)
        read[e->rhs.var] = true;
    }
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind != IR_EV_DEF || e->var == IR_NONE || !read[e->var])
        continue;
      if (e->value.kind == IR_OP_VAR)
        read[e->value.var] = true;
      if (e->rhs.kind == IR_OP_VAR)
        read[e->rhs.var] = true;
    }
    for (uint32_t i = 0; i < fn->nevents; i++) {
      const ir_event *e = &fn->events[i];
      if (e->kind != IR_EV_CALL || !e->callee || e->result == IR_NONE ||
          !read[e->result])
        continue;
      size_t g = find_function(u, e->callee);
      if (g != SIZE_MAX)
        tested[g] = true;
    }
    free(read);
  }
  return tested;
}

/* ------------------------------------------------------------ exporting */

/* Record what fn's own statements do to the public and extern globals it
   uses: write them, take their address.  C++ functions too: a C++ name
   without its scope may stand for another object, which only makes a
   global less often constant. */
static void export_globals(const ir_function *fn, un_facts *out)
{
  for (uint32_t v = 0; v < fn->nvars; v++) {
    const ir_var *g = &fn->vars[v];
    if (g->kind != IR_VAR_GLOBAL || !(g->flags & IR_VF_FILE_SCOPE) ||
        !(g->flags & (IR_VF_PUBLIC | IR_VF_EXTERNAL)))
      continue;
    bool written = false, addr = (g->flags & IR_VF_ADDR_TAKEN) != 0;
    for (uint32_t e = 0; e < fn->nevents; e++) {
      const ir_event *ev = &fn->events[e];
      if (ev->flags & IR_EVF_SYNTHETIC)
        continue;
      written |= (ev->kind == IR_EV_DEF && ev->var == v) ||
                 (ev->kind == IR_EV_CALL && ev->result == v);
      addr |= ev->kind == IR_EV_ADDR && ev->var == v;
    }
    un_facts_add_global(out, g->name, false, false, NULL, written, addr);
  }
}

/* Record function f's summary when other units can call it. */
static void export_summary(const unit *u, size_t f, un_facts *out)
{
  const ir_function *fn = u->fns[f];
  summary s = u->sums[f];
  s.ret_lo = s.ret_hi = NULL; /* the facts carry no ranges */
  s.conds = NULL;             /* nor what the unit's statics decide */
  s.nconds = 0;
  s.checks = NULL;            /* nor the tests of its parameters */
  s.nchecks = 0;
  if (!(fn->flags & (IR_FF_STATIC | IR_FF_CXX)) &&
      find_function(u, fn->name) == f && !un_summary_empty(&s))
    un_facts_add_function(out, fn->name, &s);
}

/* Per function, per event: the function of the unit the event calls,
   or SIZE_MAX. */
static size_t **call_targets(const unit *u)
{
  size_t **t = ut_calloc(u->n + 1, sizeof *t);
  for (size_t f = 0; f < u->n; f++) {
    const ir_function *fn = u->fns[f];
    t[f] = ut_malloc(((size_t)fn->nevents + 1) * sizeof **t);
    for (uint32_t i = 0; i < fn->nevents; i++)
      t[f][i] = fn->events[i].kind == IR_EV_CALL && fn->events[i].callee
                    ? find_function(u, fn->events[i].callee) : SIZE_MAX;
  }
  return t;
}

void un_prepare(ir_function **fns, size_t n, const un_facts *known,
                un_facts *out, const rl_set *rules, un_prepare_stats *stats)
{
  un_prepare_stats st = {0};
  un_nothrow_calls(fns, n);
  for (size_t f = 0; out && f < n; f++)
    export_globals(fns[f], out);
  st.constants = apply_constants(fns, n, known);
  unit u = {fns, n, ut_calloc(n, sizeof(summary)), known, NULL,
            ut_calloc(n + 1, sizeof(field_sum)), ut_calloc(n + 1, sizeof(uint64_t)),
            ut_calloc(n + 1, sizeof(bool)), ut_calloc(n + 1, sizeof(gdef_sum)),
            rules};
  index_names(&u);
  size_t *order = ut_calloc(n, sizeof *order);
  bottom_up(&u, order);
  bool *tested = results_tested(&u);
  for (size_t i = 0; i < n; i++) {
    size_t f = order[i];
    un_pointer_fold(fns[f]);
    un_fatal_handlers(fns[f], callee_known, &u);
    un_deref_rewrite(fns[f]);
    un_const_rewrite(fns[f]);
    st.applied += apply_summaries(&u, f);
    if (rules) {
      un_result_arg_mark(fns[f], rules);
      un_library_ranges(fns[f], rules);
    }
    st.twins += un_alias_rewrite(fns[f]);
    un_null_rewrite(fns[f]);
    summarise(&u, fns[f], &u.sums[f], &u.fields[f], tested[f]);
    summarise_globals(fns[f], &u.gdefs[f]);
    st.summarised += !un_summary_empty(&u.sums[f]) || u.fields[f].n;
    if (out)
      export_summary(&u, f, out);
  }
  size_t **targets = call_targets(&u);
  st.ranges = un_param_ranges(fns, n, order, targets);
  for (size_t f = 0; f < n; f++)
    free(targets[f]);
  free(targets);
  for (size_t f = 0; f < n; f++) {
    free(u.sums[f].calls);
    free(u.sums[f].derefs);
    free(u.sums[f].conds);
    free(u.sums[f].checks);
    free(u.sums[f].nulls);
    free(u.sums[f].ret_args);
    free(u.sums[f].ret_lo);
    free(u.sums[f].ret_hi);
    free(u.fields[f].v);
    free(u.gdefs[f].names);
  }
  free(tested);
  free(u.fields);
  free(u.lets_go);
  free(u.lets_go_known);
  free(u.gdefs);
  free(u.sums);
  free(u.by_name);
  free(order);
  if (stats)
    *stats = st;
}
