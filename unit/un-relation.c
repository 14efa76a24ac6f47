/* un-relation.c: a flag for each comparison of two variables that a function tests more than once. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * The store keeps one value per variable, no relation between two: after
 * `if (i < n) return;`, nothing says that a later `if (i < n)` is false
 * while neither i nor n changed.  So each comparison of two variables
 * (or of temporaries computed from variables: `j < bytes - 1`, or of a
 * variable with an address variables decide: a list's sentinel
 * `&tab->heads[h]`, decided by tab and h) that the function tests at
 * least twice, as written, negated (`i >= n`) or
 * swapped (`n > i`), gets a temporary standing for it, and each such test
 * a synthetic twin `flag != 0` (`flag == 0` for the negated form) marked
 * IR_EVF_RELATION just before it.  The store narrows the flag on the
 * test's edges as it does the test's other twins, and forgets it whenever
 * it forgets a variable the comparison reads (md-store.c): a definition,
 * a call or a store through a pointer that may write it.
 */

enum {
  MAX_TESTS = 512, /* comparisons looked at per function */
  MAX_FLAGS = 8    /* flags per function: each takes a slot of the store */
};

/* One candidate test: its event and, once grouped, its flag and sense. */
typedef struct rel_test {
  uint32_t ev, node;
  uint32_t group; /* index of the first test of its group, or IR_NONE */
  bool same;      /* it says what the group's first test says */
} rel_test;

/* Are operands a and b the same constant? */
static bool same_const(const ir_operand *a, const ir_operand *b)
{
  return a->kind == IR_OP_CONST && b->kind == IR_OP_CONST && a->text &&
         b->text && strcmp(a->text, b->text) == 0;
}

/* Are operands a and b of temporaries' definitions the same value source
   (one variable, or one constant)? */
static bool same_source(const ir_operand *a, const ir_operand *b)
{
  if (a->kind != b->kind || a->flags != b->flags)
    return false;
  if (a->kind == IR_OP_VAR)
    return a->var == b->var;
  return a->kind == IR_OP_NONE || same_const(a, b);
}

/* Do comparison operands a and b stand for the same value: one variable,
   or two temporaries of one type defined by the same computation from
   the same variables (`_1 = n + -1`, `_9 = n + -1`)? */
static bool same_term(const ir_function *fn, const uint32_t *temp_def,
                      const ir_operand *a, const ir_operand *b)
{
  if (a->kind != b->kind || a->flags != b->flags)
    return false;
  if (a->kind == IR_OP_ADDR) /* &p->slot[i], with p and i the same */
    return a->var == b->var;
  if (a->kind != IR_OP_VAR)
    return false;
  if (a->var == b->var)
    return true;
  uint32_t da = temp_def[a->var], db = temp_def[b->var];
  if (da == IR_NONE || db == IR_NONE)
    return false;
  const ir_var *x = &fn->vars[a->var], *y = &fn->vars[b->var];
  const ir_event *p = &fn->events[da], *q = &fn->events[db];
  return x->tclass == y->tclass && x->bits == y->bits &&
         x->is_signed == y->is_signed && p->arith == q->arith &&
         (p->flags & IR_EVF_COPY) == (q->flags & IR_EVF_COPY) &&
         same_source(&p->value, &q->value) && same_source(&p->rhs, &q->rhs);
}

/* Does test b compare what test a compares (sets *same when it says the
   same, not its negation)? */
static bool same_comparison(const ir_function *fn, const uint32_t *temp_def,
                            const ir_event *a, const ir_event *b, bool *same)
{
  ir_cmp op = b->cmp;
  if (same_term(fn, temp_def, &a->lhs, &b->lhs) &&
      same_term(fn, temp_def, &a->rhs, &b->rhs)) {
    /* as written */
  } else if (same_term(fn, temp_def, &a->lhs, &b->rhs) &&
             same_term(fn, temp_def, &a->rhs, &b->lhs)) {
    op = ir_cmp_swap(op);
  } else {
    return false;
  }
  *same = op == a->cmp;
  return *same || op == ir_cmp_negate(a->cmp);
}

/* Is operand o of the test in node v a variable, or a temporary whose
   one definition is in v or in the node just before it, the only way
   into v from there (the computation of the test's own expression, so
   what it reads is what the test reads)? */
static bool computed_here(const ir_function *fn, const uint32_t *temp_def,
                          const uint32_t *node_of, const ir_operand *o,
                          uint32_t v)
{
  uint32_t d = temp_def[o->var];
  if (d == IR_NONE)
    return true;
  const ir_node *from = &fn->nodes[node_of[d]];
  return node_of[d] == v ||
         (from->nsucc == 1 && fn->edges[from->first_succ].to == v);
}

/* Is operand o a variable, or the address of a part of one (a loop's
   sentinel `&list->head`)? */
static bool var_or_address(const ir_operand *o)
{
  return o->kind == IR_OP_VAR || o->kind == IR_OP_ADDR;
}

/* Is event i of node v a test worth a flag: a branch's comparison of two
   values computed from variables (or of one with an address they
   decide), not floating point? */
static bool candidate(const ir_function *fn, const uint32_t *temp_def,
                      const uint32_t *node_of, const bool *branch, uint32_t i,
                      uint32_t v)
{
  const ir_event *e = &fn->events[i];
  uint32_t src[4];
  return branch[i] && e->kind == IR_EV_CMP &&
         !(e->flags & (IR_EVF_SYNTHETIC | IR_EVF_DECIDED | IR_EVF_MACRO)) &&
         var_or_address(&e->lhs) && var_or_address(&e->rhs) &&
         (e->lhs.kind == IR_OP_VAR || e->rhs.kind == IR_OP_VAR) &&
         fn->vars[e->lhs.var].tclass != IR_TY_FLOAT &&
         fn->vars[e->rhs.var].tclass != IR_TY_FLOAT &&
         ir_cmp_sources(fn, temp_def, e, src) > 0 &&
         computed_here(fn, temp_def, node_of, &e->lhs, v) &&
         computed_here(fn, temp_def, node_of, &e->rhs, v);
}

/* The candidate tests of fn, in event order (at most MAX_TESTS). */
static uint32_t find_tests(const ir_function *fn, const uint32_t *temp_def,
                           rel_test *tests)
{
  bool *branch = ut_calloc((size_t)fn->nevents + 1, sizeof *branch);
  uint32_t *node_of = ut_calloc((size_t)fn->nevents + 1, sizeof *node_of);
  for (uint32_t k = 0; k < fn->nedges; k++)
    if (fn->edges[k].cond < fn->nevents)
      branch[fn->edges[k].cond] = true;
  for (uint32_t v = 0; v < fn->nnodes; v++)
    for (uint32_t i = 0; i < fn->nodes[v].nevents; i++)
      node_of[fn->nodes[v].first_event + i] = v;
  uint32_t n = 0;
  for (uint32_t v = 0; v < fn->nnodes && n < MAX_TESTS; v++) {
    const ir_node *node = &fn->nodes[v];
    for (uint32_t i = node->first_event;
         i < node->first_event + node->nevents && n < MAX_TESTS; i++)
      if (candidate(fn, temp_def, node_of, branch, i, v))
        tests[n++] = (rel_test){i, v, IR_NONE, true};
  }
  free(node_of);
  free(branch);
  return n;
}

/* A new temporary standing for test c's comparison. */
static uint32_t new_flag(ir_function *fn, const ir_event *c)
{
  const char *l = fn->vars[c->lhs.var].name, *r = fn->vars[c->rhs.var].name;
  const char *op = ir_cmp_name(c->cmp);
  const char *la = c->lhs.kind == IR_OP_ADDR ? "&" : "";
  const char *ra = c->rhs.kind == IR_OP_ADDR ? "&" : "";
  size_t len = strlen(l ? l : "?") + strlen(r ? r : "?") + strlen(op) + 10;
  char *name = ut_malloc(len);
  snprintf(name, len, "(%s%s %s %s%s)", la, l ? l : "?", op, ra, r ? r : "?");
  /* One byte that only its twins narrow: unknown, 0 or not 0. */
  ir_var v = {.name = name, .kind = IR_VAR_TEMP, .tclass = IR_TY_INTEGER,
              .flags = IR_VF_ARTIFICIAL, .base = IR_NONE, .decl = c->loc,
              .bits = 8};
  uint32_t k = ir_add_var(fn, &v);
  free(name);
  return k;
}

/* The twin of test t that narrows flag: `flag != 0` where the test says
   what the flag stands for, `flag == 0` where it says the opposite. */
static void push_relation(ir_function *fn, twins *tw, const rel_test *t,
                          uint32_t flag)
{
  const ir_event *c = &fn->events[t->ev];
  ir_event r = un_synthetic(IR_EV_CMP, c->loc);
  r.flags |= IR_EVF_RELATION;
  r.cmp = t->same ? IR_CMP_NE : IR_CMP_EQ;
  r.lhs = (ir_operand){IR_OP_VAR, 0, flag, NULL};
  r.rhs = (ir_operand){IR_OP_CONST, 0, IR_NONE, ir_strdup(fn, "0")};
  un_push_twin(tw, t->node, t->ev - fn->nodes[t->node].first_event, &r);
}

uint32_t un_relation_flags(ir_function *fn)
{
  uint32_t *temp_def = ir_temp_defs(fn);
  rel_test *tests = ut_malloc(MAX_TESTS * sizeof *tests);
  uint32_t n = find_tests(fn, temp_def, tests), flags = 0;
  twins tw = {0};
  for (uint32_t i = 0; i < n && flags < MAX_FLAGS; i++) {
    if (tests[i].group != IR_NONE)
      continue;
    const ir_event *a = &fn->events[tests[i].ev];
    uint32_t members = 1;
    for (uint32_t j = i + 1; j < n; j++)
      if (tests[j].group == IR_NONE &&
          same_comparison(fn, temp_def, a, &fn->events[tests[j].ev],
                          &tests[j].same)) {
        tests[j].group = i;
        members++;
      }
    if (members < 2)
      continue;
    tests[i].group = i;
    tests[i].same = true;
    uint32_t flag = new_flag(fn, a);
    flags++;
    for (uint32_t j = i; j < n; j++)
      if (tests[j].group == i)
        push_relation(fn, &tw, &tests[j], flag);
  }
  un_twins_apply(fn, &tw);
  free(tests);
  free(temp_def);
  return flags;
}
