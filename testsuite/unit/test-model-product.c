/* test-model-product.c: product states prune infeasible branches, loops terminate, budgets hold. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/model.h"
#include "../tap.h"

/* A function from its text form (doc/ir.md); stops the test on error. */
static ir_function *read_ir(const char *text)
{
  ctl_error err = {0};
  ir_function *fn = ir_read(text, strlen(text), "test-model-product", &err);
  if (!fn) {
    ctl_error_print(stdout, &err);
    exit(1);
  }
  return fn;
}

/* x = K; if (x OP 0) {n4}; n5; exit. */
static ir_function *branch_fn(const char *k, const char *op)
{
  char text[1024];
  snprintf(text, sizeof text,
           "function f at t.c:1:1\n"
           "  var v0 x local integer\n"
           "  node n0 entry\n"
           "    -> n2\n"
           "  node n1 exit\n"
           "  node n2 stmt 2:1\n"
           "    def x = %s @2:1\n"
           "    -> n3\n"
           "  node n3 stmt 3:1\n"
           "    cmp x %s 0 @3:1\n"
           "    -> n4 true\n"
           "    -> n5 false\n"
           "  node n4 stmt 4:1\n"
           "    use x @4:1\n"
           "    -> n5\n"
           "  node n5 stmt 5:1\n"
           "    return - @5:1\n"
           "    -> n1\n",
           k, op);
  return read_ir(text);
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
  ir_function *fn = branch_fn("1", "!=");
  md_product p;
  tap_ok(ir_validate(fn, NULL), "branch IR is valid");
  tap_ok(md_product_build(fn, 0, NULL, &p), "product of x = 1; if (x != 0) is complete");
  tap_is_int(p.ntracked, 1, "x is tracked");
  tap_is_int(at_node(&p, 4), 1, "the then-branch is reached");
  tap_ok(ctl_kripke_check(&p.k, NULL), "product structure is total");
  uint32_t false_states = 0;
  for (uint32_t s = 0; s < p.nstates; s++)
    false_states += p.edge[s] != IR_NONE &&
                    fn->edges[p.edge[s]].kind == IR_EDGE_FALSE;
  tap_is_int(false_states, 0, "the infeasible false edge has no state");
  md_product_free(&p);
  ir_function_free(fn);

  fn = branch_fn("0", "!=");
  tap_ok(md_product_build(fn, 0, NULL, &p), "product of x = 0; if (x != 0)");
  tap_is_int(at_node(&p, 4), 0, "the then-branch is unreachable");
  md_product_free(&p);
  ir_function_free(fn);
}

/* i = 0; while (i < bound) i = i + 1;  with bound a constant or the
   parameter n. */
static ir_function *loop_fn(const char *bound)
{
  char text[1024];
  snprintf(text, sizeof text,
           "function loop at t.c:1:1\n"
           "  var v0 i local integer\n"
           "  var v1 n param integer\n"
           "  node n0 entry\n"
           "    -> n2\n"
           "  node n1 exit\n"
           "  node n2 stmt 2:1\n"
           "    def i = 0 @2:1\n"
           "    -> n3\n"
           "  node n3 stmt 3:1\n"
           "    cmp i < %s @3:1\n"
           "    -> n4 true\n"
           "    -> n5 false\n"
           "  node n4 stmt 4:1\n"
           "    def i = i + 1 @4:1\n"
           "    -> n3\n"
           "  node n5 stmt 5:1\n"
           "    return - @5:1\n"
           "    -> n1\n",
           bound ? bound : "n");
  return read_ir(text);
}

static void test_loops(void)
{
  md_product p;
  ir_function *fn = loop_fn("1");
  tap_ok(md_product_build(fn, 0, NULL, &p), "a loop that runs once is explored");
  tap_is_int(at_node(&p, 4), 1, "its body is entered exactly once");
  md_product_free(&p);
  ir_function_free(fn);

  fn = loop_fn(NULL);
  tap_ok(md_product_build(fn, 0, NULL, &p), "a loop with an unknown bound terminates");
  tap_ok(at_node(&p, 4) < 100, "widening bounds the states of its body");
  md_product_free(&p);
  tap_ok(!md_product_build(fn, 5, NULL, &p), "a budget of 5 states is exceeded");
  tap_is_int(p.res.status, CTL_EXPLORE_STATE_BUDGET, "and says so");
  md_product_free(&p);
  ir_function_free(fn);
}

/* MD_PRODUCT_BRANCHES: a constant assigned is not known, a test is. */
static void test_branches_only(void)
{
  md_product p;
  ir_function *fn = branch_fn("0", "!=");
  tap_ok(md_product_build_flags(fn, 0, MD_PRODUCT_BRANCHES, NULL, &p),
         "branches-only product of x = 0; if (x != 0)");
  tap_ok(at_node(&p, 4) > 0, "the then-branch is reached: x = 0 is not known");
  md_product_free(&p);
  ir_function_free(fn);

  /* if (n == 0) return; if (n == 0) {n5}: the second test is decided. */
  fn = read_ir("function g at t.c:1:1\n"
               "  var v0 n param integer\n"
               "  node n0 entry\n"
               "    -> n2\n"
               "  node n1 exit\n"
               "  node n2 stmt 2:1\n"
               "    cmp n == 0 @2:1\n"
               "    -> n3 true\n"
               "    -> n4 false\n"
               "  node n3 stmt 3:1\n"
               "    return - @3:1\n"
               "    -> n1\n"
               "  node n4 stmt 4:1\n"
               "    cmp n == 0 @4:1\n"
               "    -> n5 true\n"
               "    -> n3 false\n"
               "  node n5 stmt 5:1\n"
               "    use n @5:1\n"
               "    -> n3\n");
  tap_ok(md_product_build_flags(fn, 0, MD_PRODUCT_BRANCHES, NULL, &p),
         "branches-only product of a test made twice");
  tap_is_int(at_node(&p, 5), 0, "what the first test decided stays decided");
  md_product_free(&p);
  ir_function_free(fn);
}

/* The start of the escape tests' functions: n (its address taken) = 0,
   then node n3. */
#define ESCAPE_HEAD                           \
  "function f at t.c:1:1\n"                   \
  "  var v0 n local integer addr-taken\n"     \
  "  var v1 x param float\n"                  \
  "  node n0 entry\n"                         \
  "    -> n2\n"                               \
  "  node n1 exit\n"                          \
  "  node n2 stmt 2:1\n"                      \
  "    def n = 0 @2:1\n"                      \
  "    -> n3\n"

/* n = 0 (n's address taken); [addr n;] g (); if (n != 0) {n5}; [addr
   n;] exit: `before` and `after` say where the addr events are. */
static ir_function *escape_fn(bool before, bool after)
{
  char text[1024];
  snprintf(text, sizeof text,
           ESCAPE_HEAD
           "  node n3 stmt 3:1\n"
           "%s"
           "    call g() @3:1\n"
           "    -> n4\n"
           "  node n4 stmt 4:1\n"
           "    cmp n != 0 @4:1\n"
           "    -> n5 true\n"
           "    -> n6 false\n"
           "  node n5 stmt 5:1\n"
           "    use n @5:1\n"
           "    -> n6\n"
           "  node n6 stmt 6:1\n"
           "%s"
           "    return - @6:1\n"
           "    -> n1\n",
           before ? "    addr n @3:1\n" : "", after ? "    addr n @6:1\n" : "");
  return read_ir(text);
}

/* A call changes an address-taken local only once the path has taken
   its address; without any addr event, at every call. */
static void test_escape(void)
{
  md_product p;
  ir_function *fn = escape_fn(false, true);
  tap_ok(md_product_build(fn, 0, NULL, &p), "product of n = 0; g (); &n later");
  tap_is_int(at_node(&p, 5), 0,
             "n is still 0 after g (): its address escapes later");
  md_product_free(&p);
  ir_function_free(fn);

  fn = escape_fn(true, false);
  tap_ok(md_product_build(fn, 0, NULL, &p), "product of n = 0; g (&n)");
  tap_ok(at_node(&p, 5) > 0, "g may change n: its address escaped there");
  md_product_free(&p);
  ir_function_free(fn);

  fn = escape_fn(false, false);
  tap_ok(md_product_build(fn, 0, NULL, &p),
         "product of an address-taken n without addr events");
  tap_ok(at_node(&p, 5) > 0,
         "g may change n: where its address escapes is not known");
  md_product_free(&p);
  ir_function_free(fn);
}

/* n = 0; if (x) {&n}; g (); h (); if (n == 0): the escaped masks keep the two
   paths apart after g (), where n is unknown on one and 0 on the other. */
static void test_escape_budget(void)
{
  ir_function *fn = read_ir(ESCAPE_HEAD
                            "  node n3 stmt 3:1\n"
                            "    cmp x != 0 @3:1\n"
                            "    -> n4 true\n"
                            "    -> n5 false\n"
                            "  node n4 stmt 4:1\n"
                            "    addr n @4:1\n"
                            "    -> n5\n"
                            "  node n5 stmt 5:1\n"
                            "    call g() @5:1\n"
                            "    -> n6\n"
                            "  node n6 stmt 6:1\n"
                            "    call h() @6:1\n"
                            "    -> n7\n"
                            "  node n7 stmt 7:1\n"
                            "    cmp n == 0 @7:1\n"
                            "    -> n8 true\n"
                            "    -> n8 false\n"
                            "  node n8 stmt 8:1\n"
                            "    return - @8:1\n"
                            "    -> n1\n");
  md_product p;
  tap_ok(md_product_build(fn, 0, NULL, &p), "product of an escape on one branch");
  tap_is_int(at_node(&p, 6), 2, "the escaped masks keep two states at h ()");
  uint32_t all = p.nstates;
  md_product_free(&p);
  tap_ok(md_product_build(fn, all - 1, NULL, &p),
         "one state fewer: the product without the masks fits");
  tap_is_int(at_node(&p, 6), 1, "n forgotten on both paths: one state at h ()");
  tap_is_int(p.dropped, 0, "no variable left out");
  md_product_free(&p);
  ir_function_free(fn);
}

int main(void)
{
  test_branch();
  test_loops();
  test_branches_only();
  test_escape();
  test_escape_budget();
  return tap_done();
}
