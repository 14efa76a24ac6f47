/* test-model-replay.c: replaying syntactic paths on the abstract store: feasible, refuted, and the variables named. */
#include "config.h"

#include <stdlib.h>
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

/* A node at `line` with `var = value` (a copy of a constant or variable). */
static uint32_t def_node(ir_function *fn, uint32_t line, uint32_t v,
                         ir_operand value)
{
  uint32_t n = ir_add_node(fn, L(line));
  ir_event e;
  memset(&e, 0, sizeof e);
  e.kind = IR_EV_DEF;
  e.flags = IR_EVF_COPY;
  e.var = v;
  e.result = IR_NONE;
  e.value = value;
  ir_add_event(fn, n, &e);
  return n;
}

/* A node at `line` with `var = a + b`. */
static uint32_t add_node(ir_function *fn, uint32_t line, uint32_t v,
                         ir_operand a, ir_operand b)
{
  uint32_t n = ir_add_node(fn, L(line));
  ir_event e;
  memset(&e, 0, sizeof e);
  e.kind = IR_EV_DEF;
  e.var = v;
  e.result = IR_NONE;
  e.arith = IR_AR_ADD;
  e.value = a;
  e.rhs = b;
  ir_add_event(fn, n, &e);
  return n;
}

/* A branch node at `line` testing `a OP b`; *cmp gets the event. */
static uint32_t cond_node(ir_function *fn, uint32_t line, ir_operand a,
                          ir_cmp op, ir_operand b, uint32_t *cmp)
{
  uint32_t n = ir_add_node(fn, L(line));
  ir_event e;
  memset(&e, 0, sizeof e);
  e.kind = IR_EV_CMP;
  e.var = IR_NONE;
  e.result = IR_NONE;
  e.cmp = op;
  e.lhs = a;
  e.rhs = b;
  *cmp = ir_add_event(fn, n, &e);
  return n;
}

static uint32_t plain_node(ir_function *fn, uint32_t line)
{
  return ir_add_node(fn, L(line));
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

/* The syntactic state of the conditional edge from -> to. */
static uint32_t via(const ir_function *fn, const md_syntactic *syn,
                    uint32_t from, uint32_t to)
{
  for (uint32_t e = 0; e < fn->nedges; e++)
    if (fn->edges[e].from == from && fn->edges[e].to == to)
      return syn->edge_state[e];
  return UINT32_MAX;
}

/* flag = 0; if (c != 0) flag = 1; if (flag != 0) use; return. */
static void test_flag(void)
{
  ir_function *fn = ir_function_new("flag", L(1));
  uint32_t c = add_int(fn, "c", IR_VAR_PARAM);
  uint32_t flag = add_int(fn, "flag", IR_VAR_LOCAL);
  uint32_t c1, c2;
  uint32_t n2 = def_node(fn, 2, flag, cst("0"));
  uint32_t n3 = cond_node(fn, 3, var(c), IR_CMP_NE, cst("0"), &c1);
  uint32_t n4 = def_node(fn, 4, flag, cst("1"));
  uint32_t n5 = cond_node(fn, 5, var(flag), IR_CMP_NE, cst("0"), &c2);
  uint32_t n6 = plain_node(fn, 6);
  uint32_t n7 = plain_node(fn, 7);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_TRUE, c1);
  edge(fn, n3, n5, IR_EDGE_FALSE, c1);
  edge(fn, n4, n5, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n5, n6, IR_EDGE_TRUE, c2);
  edge(fn, n5, n7, IR_EDGE_FALSE, c2);
  edge(fn, n6, n7, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n7, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  tap_ok(md_syntactic_build(fn, &syn), "flag: syntactic model");

  /* c != 0, flag = 1, then flag == 0: the leak path of a CFG. */
  uint32_t bad[] = {0, n2, n3, via(fn, &syn, n3, n4), n4, n5,
                    via(fn, &syn, n5, n7), n7, 1};
  md_replay_result r;
  tap_ok(md_replay(fn, &syn, bad, 9, 8, &r), "flag: the lasso is a path");
  tap_ok(!r.feasible, "flag = 1 then !flag is infeasible");
  tap_is_int(r.step, 6, "the contradiction is at the flag's false edge");
  tap_is_int(r.lap, 0, "on the way, not in the loop");
  tap_is_int(r.nnamed, 1, "one variable is named");
  tap_is_int(r.nnamed ? r.named[0] : IR_NONE, flag, "it is the flag");
  tap_is_int(r.ntracked, 2, "c and flag are followed");
  md_replay_result_free(&r);

  uint32_t good[] = {0, n2, n3, via(fn, &syn, n3, n4), n4, n5,
                     via(fn, &syn, n5, n6), n6, n7, 1};
  tap_ok(md_replay(fn, &syn, good, 10, 9, &r) && r.feasible,
         "c != 0, flag = 1, flag != 0 is feasible");
  tap_is_int(r.nnamed, 0, "a feasible path names nothing");
  md_replay_result_free(&r);

  uint32_t other[] = {0, n2, n3, via(fn, &syn, n3, n5), n5,
                      via(fn, &syn, n5, n7), n7, 1};
  tap_ok(md_replay(fn, &syn, other, 8, UINT32_MAX, &r) && r.feasible,
         "c == 0, flag == 0 is feasible (a finite path)");
  md_replay_result_free(&r);

  uint32_t broken[] = {0, n2, n4};
  tap_ok(!md_replay(fn, &syn, broken, 3, UINT32_MAX, &r),
         "a sequence that is not a path is rejected");
  tap_ok(r.feasible, "and counts as feasible");
  md_replay_result_free(&r);

  /* A refined product tracking the flag alone drops the path. */
  md_product p;
  tap_ok(md_product_build_tracking(fn, 0, &flag, 1, true, NULL, &p),
         "a product tracking only the flag is built");
  tap_is_int(p.ntracked, 1, "it tracks one variable");
  tap_is_int(p.tracked[0], flag, "the flag");
  uint32_t at_n6 = 0;
  for (uint32_t s = 0; s < p.nstates; s++)
    at_n6 += p.node[s] == n6;
  tap_is_int(at_n6, 1, "the flag's true branch has one state");
  md_product_free(&p);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* x = 3; y = x + 1; if (y == 4) ... : the false edge is refuted by y and
   what it was computed from. */
static void test_sources(void)
{
  ir_function *fn = ir_function_new("sources", L(1));
  uint32_t x = add_int(fn, "x", IR_VAR_LOCAL);
  uint32_t y = add_int(fn, "y", IR_VAR_LOCAL);
  uint32_t z = add_int(fn, "z", IR_VAR_LOCAL);
  uint32_t c1;
  uint32_t n2 = def_node(fn, 2, x, cst("3"));
  uint32_t n3 = def_node(fn, 3, z, cst("9"));
  uint32_t n4 = add_node(fn, 4, y, var(x), cst("1"));
  uint32_t n5 = cond_node(fn, 5, var(y), IR_CMP_EQ, cst("4"), &c1);
  uint32_t n6 = plain_node(fn, 6);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n4, n5, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n5, n6, IR_EDGE_TRUE, c1);
  edge(fn, n5, 1, IR_EDGE_FALSE, c1);
  edge(fn, n6, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  uint32_t bad[] = {0, n2, n3, n4, n5, via(fn, &syn, n5, 1), 1};
  md_replay_result r;
  tap_ok(md_replay(fn, &syn, bad, 7, 6, &r), "sources: a path");
  tap_ok(!r.feasible, "y = 3 + 1 then y != 4 is infeasible");
  tap_is_int(r.step, 5, "at the false edge");
  tap_is_int(r.nnamed, 2, "two variables are named");
  tap_ok(r.nnamed == 2 && r.named[0] == x && r.named[1] == y,
         "y and x, which y was computed from; not z");
  tap_is_int(r.ntracked, 2, "z, which no condition reads, is not followed");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* if (c != 5) { if (c == 5) A; else B; }: the split stores both refute A. */
static void test_split(void)
{
  ir_function *fn = ir_function_new("split", L(1));
  uint32_t c = add_int(fn, "c", IR_VAR_PARAM);
  uint32_t c1, c2;
  uint32_t n2 = cond_node(fn, 2, var(c), IR_CMP_NE, cst("5"), &c1);
  uint32_t n3 = cond_node(fn, 3, var(c), IR_CMP_EQ, cst("5"), &c2);
  uint32_t n4 = plain_node(fn, 4);
  uint32_t n5 = plain_node(fn, 5);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_TRUE, c1);
  edge(fn, n2, 1, IR_EDGE_FALSE, c1);
  edge(fn, n3, n4, IR_EDGE_TRUE, c2);
  edge(fn, n3, n5, IR_EDGE_FALSE, c2);
  edge(fn, n4, 1, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n5, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  uint32_t bad[] = {0, n2, via(fn, &syn, n2, n3), n3, via(fn, &syn, n3, n4)};
  md_replay_result r;
  tap_ok(md_replay(fn, &syn, bad, 5, UINT32_MAX, &r) && !r.feasible,
         "c != 5 then c == 5 is infeasible (both halves refute it)");
  tap_ok(r.nnamed == 1 && r.named[0] == c, "c is named");
  md_replay_result_free(&r);
  uint32_t good[] = {0, n2, via(fn, &syn, n2, n3), n3, via(fn, &syn, n3, n5)};
  tap_ok(md_replay(fn, &syn, good, 5, UINT32_MAX, &r) && r.feasible,
         "c != 5 then c != 5 is feasible");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* i = 0; while (i == 0) i = 1;  A lasso around the loop is refuted on
   its second turn. */
static void test_lasso(void)
{
  ir_function *fn = ir_function_new("lasso", L(1));
  uint32_t i = add_int(fn, "i", IR_VAR_LOCAL);
  uint32_t c1;
  uint32_t n2 = def_node(fn, 2, i, cst("0"));
  uint32_t n3 = cond_node(fn, 3, var(i), IR_CMP_EQ, cst("0"), &c1);
  uint32_t n4 = def_node(fn, 4, i, cst("1"));
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_TRUE, c1);
  edge(fn, n3, 1, IR_EDGE_FALSE, c1);
  edge(fn, n4, n3, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  uint32_t loop[] = {0, n2, n3, via(fn, &syn, n3, n4), n4};
  md_replay_result r;
  tap_ok(md_replay(fn, &syn, loop, 5, 2, &r), "lasso: a path");
  tap_ok(!r.feasible, "looping forever on i == 0 after i = 1 is infeasible");
  tap_is_int(r.step, 3, "at the loop's true edge");
  tap_is_int(r.lap, 1, "on the loop's replayed turn");
  tap_ok(r.nnamed == 1 && r.named[0] == i, "i is named");
  md_replay_result_free(&r);
  tap_ok(md_replay(fn, &syn, loop, 5, UINT32_MAX, &r) && r.feasible,
         "the same states as a finite prefix are feasible");
  md_replay_result_free(&r);
  tap_ok(!md_replay(fn, &syn, loop, 5, 1, &r),
         "a loop back to a state that is no successor is rejected");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* i = 0; while (i < 40) i = i + 1; if (c == 0) A;  Leaving the loop at
   once is refuted by the loop count alone; c == 0 after c != 0 is not. */
static void test_counted(void)
{
  ir_function *fn = ir_function_new("counted", L(1));
  uint32_t i = add_int(fn, "i", IR_VAR_LOCAL);
  uint32_t c = add_int(fn, "c", IR_VAR_PARAM);
  uint32_t c0, c1, c2;
  uint32_t n2 = cond_node(fn, 2, var(c), IR_CMP_NE, cst("0"), &c0);
  uint32_t n3 = def_node(fn, 3, i, cst("0"));
  uint32_t n4 = cond_node(fn, 4, var(i), IR_CMP_LT, cst("40"), &c1);
  uint32_t n5 = add_node(fn, 5, i, var(i), cst("1"));
  uint32_t n6 = cond_node(fn, 6, var(c), IR_CMP_EQ, cst("0"), &c2);
  uint32_t n7 = plain_node(fn, 7);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_TRUE, c0);
  edge(fn, n2, 1, IR_EDGE_FALSE, c0);
  edge(fn, n3, n4, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n4, n5, IR_EDGE_TRUE, c1);
  edge(fn, n4, n6, IR_EDGE_FALSE, c1);
  edge(fn, n5, n4, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n6, n7, IR_EDGE_TRUE, c2);
  edge(fn, n6, 1, IR_EDGE_FALSE, c2);
  edge(fn, n7, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  md_replay_result r;
  uint32_t early[] = {0, n2, via(fn, &syn, n2, n3), n3, n4,
                      via(fn, &syn, n4, n6), n6, via(fn, &syn, n6, 1), 1};
  tap_ok(md_replay(fn, &syn, early, 9, 8, &r) && !r.feasible,
         "leaving for (i = 0; i < 40; ...) at once is infeasible");
  tap_ok(r.counted, "but only through the loop's counter");
  tap_ok(r.nnamed == 1 && r.named[0] == i, "which is named");
  tap_ok(r.nloops == 1 && r.loops[0] == syn.comp[n4],
         "and its loop is the one at the test");
  md_replay_result_free(&r);
  uint32_t both[] = {0, n2, via(fn, &syn, n2, n3), n3, n4,
                     via(fn, &syn, n4, n6), n6, via(fn, &syn, n6, n7)};
  tap_ok(md_replay(fn, &syn, both, 8, UINT32_MAX, &r) && !r.feasible,
         "c != 0, then c == 0 after the loop is infeasible");
  tap_ok(!r.counted, "whatever the loop count");
  tap_ok(r.nnamed == 1 && r.named[0] == c, "c is named, not the counter");
  tap_is_int(r.step, 7, "at c == 0");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* d = 0; t = 0; while (t < 40) { d = q + 1; t = t + 1; } if (d != 0) A;
   then, with d not changed, if (d == 0) B;  t is the loop's counter, d
   is computed in the loop but not from itself: no counter.  Testing d
   both ways after the loop is refuted by d whatever the loop count
   (expat's xmlwf: `outputDir = argv[i] + j + 1` while parsing
   arguments, then `if (outputDir)` twice in the loop over the files). */
static void test_not_counter(void)
{
  ir_function *fn = ir_function_new("not_counter", L(1));
  uint32_t d = add_int(fn, "d", IR_VAR_LOCAL);
  uint32_t t = add_int(fn, "t", IR_VAR_LOCAL);
  uint32_t q = add_int(fn, "q", IR_VAR_PARAM);
  uint32_t c1, c2, c3;
  uint32_t n2 = def_node(fn, 2, d, cst("0"));
  uint32_t n3 = def_node(fn, 3, t, cst("0"));
  uint32_t n4 = cond_node(fn, 4, var(t), IR_CMP_LT, cst("40"), &c1);
  uint32_t n5 = add_node(fn, 5, d, var(q), cst("1"));
  uint32_t n6 = add_node(fn, 6, t, var(t), cst("1"));
  uint32_t n7 = cond_node(fn, 7, var(d), IR_CMP_NE, cst("0"), &c2);
  uint32_t n8 = cond_node(fn, 8, var(d), IR_CMP_EQ, cst("0"), &c3);
  uint32_t n9 = plain_node(fn, 9);
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n4, n5, IR_EDGE_TRUE, c1);
  edge(fn, n4, n7, IR_EDGE_FALSE, c1);
  edge(fn, n5, n6, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n6, n4, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n7, n8, IR_EDGE_TRUE, c2);
  edge(fn, n7, 1, IR_EDGE_FALSE, c2);
  edge(fn, n8, n9, IR_EDGE_TRUE, c3);
  edge(fn, n8, 1, IR_EDGE_FALSE, c3);
  edge(fn, n9, 1, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  md_replay_result r;
  uint32_t both[] = {0, n2, n3, n4, via(fn, &syn, n4, n5), n5, n6, n4,
                     via(fn, &syn, n4, n7), n7, via(fn, &syn, n7, n8), n8,
                     via(fn, &syn, n8, n9), n9};
  tap_ok(md_replay(fn, &syn, both, 14, UINT32_MAX, &r) && !r.feasible,
         "one turn, then d != 0 and d == 0 with nothing between: infeasible");
  tap_ok(!r.counted, "d = q + 1 in a loop is no counter: not the count's doing");
  bool named = false;
  for (uint32_t i = 0; i < r.nnamed; i++)
    named |= r.named[i] == d;
  tap_ok(named, "d is named");
  tap_is_int(r.step, 12, "at d == 0");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

/* i = 0; while (i < n) { if (i == 0) ..; if (i == 0) A; i = i + 1; }
   Taking `i != 0` and then `i == 0` in one turn is refuted by i, the
   loop's counter, however often the loop turned before (htop's
   `if (i == 0) start = now (); ... if (i == 0) use (start);`). */
static void test_one_turn(void)
{
  ir_function *fn = ir_function_new("one_turn", L(1));
  uint32_t i = add_int(fn, "i", IR_VAR_LOCAL);
  uint32_t n = add_int(fn, "n", IR_VAR_PARAM);
  uint32_t c1, c2, c3;
  uint32_t n2 = def_node(fn, 2, i, cst("0"));
  uint32_t n3 = cond_node(fn, 3, var(i), IR_CMP_LT, var(n), &c1);
  uint32_t n4 = cond_node(fn, 4, var(i), IR_CMP_EQ, cst("0"), &c2);
  uint32_t n5 = cond_node(fn, 5, var(i), IR_CMP_EQ, cst("0"), &c3);
  uint32_t n6 = plain_node(fn, 6);
  uint32_t n7 = add_node(fn, 7, i, var(i), cst("1"));
  edge(fn, 0, n2, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n2, n3, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n3, n4, IR_EDGE_TRUE, c1);
  edge(fn, n3, 1, IR_EDGE_FALSE, c1);
  edge(fn, n4, n5, IR_EDGE_TRUE, c2);
  edge(fn, n4, n5, IR_EDGE_FALSE, c2);
  edge(fn, n5, n6, IR_EDGE_TRUE, c3);
  edge(fn, n5, n7, IR_EDGE_FALSE, c3);
  edge(fn, n6, n7, IR_EDGE_FALLTHRU, IR_NONE);
  edge(fn, n7, n3, IR_EDGE_FALLTHRU, IR_NONE);
  ir_function_finish(fn);
  md_syntactic syn;
  md_syntactic_build(fn, &syn);
  md_replay_result r;
  uint32_t ne = UINT32_MAX; /* the state of the first test's false edge */
  for (uint32_t e = 0; e < fn->nedges; e++)
    if (fn->edges[e].from == n4 && fn->edges[e].kind == IR_EDGE_FALSE)
      ne = syn.edge_state[e];
  uint32_t path[] = {0, n2, n3, via(fn, &syn, n3, n4), n4, ne, n5,
                     via(fn, &syn, n5, n6), n6};
  tap_ok(md_replay(fn, &syn, path, 9, UINT32_MAX, &r) && !r.feasible,
         "i != 0, then i == 0 in the same turn is infeasible");
  tap_ok(!r.counted, "whatever the loop count");
  bool named = false;
  for (uint32_t k = 0; k < r.nnamed; k++)
    named |= r.named[k] == i;
  tap_ok(named, "i is named");
  tap_is_int(r.step, 7, "at the second i == 0");
  md_replay_result_free(&r);
  md_syntactic_free(&syn);
  ir_function_free(fn);
}

int main(void)
{
  test_flag();
  test_sources();
  test_split();
  test_lasso();
  test_counted();
  test_not_counter();
  test_one_turn();
  return tap_done();
}
