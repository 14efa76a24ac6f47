/* test-product.c: product states prune infeasible branches, loops terminate, budgets hold. */
#include "config.h"

#include <string.h>

#include "ctlcheck/model.h"
#include "../tap.h"

static ir_loc L(uint32_t line)
{
  ir_loc l = {"t.c", line, 1, 0};
  return l;
}

static ir_operand var(uint32_t v)
{
  ir_operand o = {IR_OP_VAR, 0, v, NULL};
  return o;
}

static ir_operand cst(const char *k)
{
  ir_operand o = {IR_OP_CONST, 0, IR_NONE, k};
  return o;
}

static ir_event ev(ir_event_kind kind, uint32_t v)
{
  ir_event e;
  memset(&e, 0, sizeof e);
  e.kind = kind;
  e.var = v;
  e.result = IR_NONE;
  return e;
}

static uint32_t add_int(ir_function *fn, const char *name, ir_var_kind kind)
{
  ir_var v;
  memset(&v, 0, sizeof v);
  v.name = name;
  v.kind = kind;
  v.tclass = IR_TY_INTEGER;
  v.bits = 32;
  v.is_signed = 1;
  v.base = IR_NONE;
  return ir_add_var(fn, &v);
}

static void edge(ir_function *fn, uint32_t from, uint32_t to, ir_edge_kind k,
                 uint32_t cond)
{
  ir_edge e;
  memset(&e, 0, sizeof e);
  e.from = from;
  e.to = to;
  e.kind = k;
  e.cond = cond;
  e.switch_var = IR_NONE;
  ir_add_edge(fn, &e);
}

/* x = K; if (x OP 0) {n_then}; n_join; exit.  Returns the TRUE edge's
   index through *true_edge after finishing. */
static ir_function *branch_fn(const char *k, ir_cmp op)
{
  ir_function *fn = ir_function_new("f", L(1));
  uint32_t x = add_int(fn, "x", IR_VAR_LOCAL);
  uint32_t n2 = ir_add_node(fn, L(2));
  ir_event d = ev(IR_EV_DEF, x);
  d.flags = IR_EVF_COPY;
  d.value = cst(k);
  ir_add_event(fn, n2, &d);
  uint32_t n3 = ir_add_node(fn, L(3));
  ir_event c = ev(IR_EV_CMP, IR_NONE);
  c.cmp = op;
  c.lhs = var(x);
  c.rhs = cst("0");
  uint32_t ci = ir_add_event(fn, n3, &c);
  uint32_t n4 = ir_add_node(fn, L(4));
  ir_event u = ev(IR_EV_USE, x);
  ir_add_event(fn, n4, &u);
  uint32_t n5 = ir_add_node(fn, L(5));
  ir_event r = ev(IR_EV_RETURN, IR_NONE);
  ir_add_event(fn, n5, &r);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_TRUE, ci);
  edge(fn, n3, n5, IR_EDGE_FALSE, ci);
  edge(fn, n4, n5, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n5, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  return fn;
}

/* How many product states stand for IR node n. */
static uint32_t at_node(const md_product *p, uint32_t n)
{
  uint32_t k = 0;
  for (uint32_t s = 0; s < p->nstates; s++)
    k += p->node[s] == n;
  return k;
}

static void test_branch(void)
{
  ir_function *fn = branch_fn("1", IR_CMP_NE);
  md_product p;
  tap_ok(ir_validate(fn) == NULL, "branch IR is valid");
  tap_ok(md_product_build(fn, 0, &p), "product of x = 1; if (x != 0) is complete");
  tap_is_int(p.ntracked, 1, "x is tracked");
  tap_is_int(at_node(&p, 4), 1, "the then-branch is reached");
  tap_ok(ctl_kripke_check(&p.k) == NULL, "product structure is total");
  uint32_t false_states = 0;
  for (uint32_t s = 0; s < p.nstates; s++)
    false_states += p.edge[s] != IR_NONE &&
                    fn->edges[p.edge[s]].kind == IR_EDGE_FALSE;
  tap_is_int(false_states, 0, "the infeasible false edge has no state");
  md_product_free(&p);
  ir_function_free(fn);

  fn = branch_fn("0", IR_CMP_NE);
  tap_ok(md_product_build(fn, 0, &p), "product of x = 0; if (x != 0)");
  tap_is_int(at_node(&p, 4), 0, "the then-branch is unreachable");
  md_product_free(&p);
  ir_function_free(fn);
}

/* i = 0; while (i < bound) i = i + 1;  with bound a constant or unknown. */
static ir_function *loop_fn(const char *bound)
{
  ir_function *fn = ir_function_new("loop", L(1));
  uint32_t i = add_int(fn, "i", IR_VAR_LOCAL);
  uint32_t n = add_int(fn, "n", IR_VAR_PARAM);
  uint32_t n2 = ir_add_node(fn, L(2));
  ir_event d = ev(IR_EV_DEF, i);
  d.flags = IR_EVF_COPY;
  d.value = cst("0");
  ir_add_event(fn, n2, &d);
  uint32_t n3 = ir_add_node(fn, L(3));
  ir_event c = ev(IR_EV_CMP, IR_NONE);
  c.cmp = IR_CMP_LT;
  c.lhs = var(i);
  c.rhs = bound ? cst(bound) : var(n);
  uint32_t ci = ir_add_event(fn, n3, &c);
  uint32_t n4 = ir_add_node(fn, L(4));
  ir_event inc = ev(IR_EV_DEF, i);
  inc.arith = IR_AR_ADD;
  inc.value = var(i);
  inc.rhs = cst("1");
  ir_add_event(fn, n4, &inc);
  uint32_t n5 = ir_add_node(fn, L(5));
  ir_event r = ev(IR_EV_RETURN, IR_NONE);
  ir_add_event(fn, n5, &r);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_TRUE, ci);
  edge(fn, n3, n5, IR_EDGE_FALSE, ci);
  edge(fn, n4, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n5, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  return fn;
}

static void test_loops(void)
{
  md_product p;
  ir_function *fn = loop_fn("1");
  tap_ok(md_product_build(fn, 0, &p), "a loop that runs once is explored");
  tap_is_int(at_node(&p, 4), 1, "its body is entered exactly once");
  md_product_free(&p);
  ir_function_free(fn);

  fn = loop_fn(NULL);
  tap_ok(md_product_build(fn, 0, &p), "a loop with an unknown bound terminates");
  tap_ok(at_node(&p, 4) < 100, "widening bounds the states of its body");
  md_product_free(&p);
  tap_ok(!md_product_build(fn, 5, &p), "a budget of 5 states is exceeded");
  tap_is_int(p.res.status, CTL_EXPLORE_STATE_BUDGET, "and says so");
  md_product_free(&p);
  ir_function_free(fn);
}

int main(void)
{
  test_branch();
  test_loops();
  return tap_done();
}
