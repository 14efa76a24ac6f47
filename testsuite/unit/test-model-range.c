/* test-model-range.c: bounds explored on the abstract store: what a function returns, what its calls pass. */
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
  ir_function *fn = ir_read(text, strlen(text), "test-model-range", &err);
  if (!fn) {
    ctl_error_print(stdout, &err);
    exit(1);
  }
  return fn;
}

static bool is(const char *s, const char *want)
{
  return s && strcmp(s, want) == 0;
}

/* A parameter given bounds at entry (`def n = 1 .. 9`) keeps them: a
   function returning n - 1 returns [0, 8]. */
static void test_entry_range(void)
{
  ir_function *fn = read_ir("function f static direct at t.c:1:1\n"
                            "  var v0 n param integer bits 32\n"
                            "  var v1 r local integer bits 32\n"
                            "  node n0 entry\n"
                            "    def n = 1 .. 9 @1:1 synthetic\n"
                            "    -> n2\n"
                            "  node n1 exit\n"
                            "  node n2 stmt 2:1\n"
                            "    def r = n - 1 @2:1\n"
                            "    return r @2:1\n"
                            "    -> n1\n");
  char *lo = NULL, *hi = NULL;
  bool ok = md_return_range(fn, 100, &lo, &hi);
  tap_ok(ok && is(lo, "0") && is(hi, "8"),
         "a parameter's bounds at entry bound what it computes");
  free(lo);
  free(hi);
  ir_function_free(fn);
}

/* if (n == 0) return; f (n, 7, m); if (n > 5) f (n, 2, m);  and a call
   no path reaches. */
static const char *caller =
    "function g at t.c:1:1\n"
    "  var v0 n param integer bits 32 unsigned\n"
    "  var v1 m param integer bits 32\n"
    "  node n0 entry\n"
    "    -> n2\n"
    "  node n1 exit\n"
    "  node n2 stmt 2:1\n"
    "    cmp n == 0 @2:1\n"
    "    -> n1 true\n"
    "    -> n3 false\n"
    "  node n3 stmt 3:1\n"
    "    call f(n, 7, m) @3:1\n"
    "    -> n4\n"
    "  node n4 stmt 4:1\n"
    "    cmp n > 5 @4:1\n"
    "    -> n5 true\n"
    "    -> n6 false\n"
    "  node n5 stmt 5:1\n"
    "    call f(n, 2, m) @5:1\n"
    "    -> n6\n"
    "  node n6 stmt 6:1\n"
    "    cmp n == 0 @6:1\n"
    "    -> n7 true\n"
    "    -> n1 false\n"
    "  node n7 stmt 7:1\n"
    "    call f(n, 100, m) @7:1\n"
    "    -> n1\n";

static void test_call_args(void)
{
  ir_function *fn = read_ir(caller);
  md_vtype types[3] = {{32, false}, {32, true}, {32, true}};
  char *lo[3] = {0}, *hi[3] = {0};
  bool any[3] = {0};
  md_call_args calls[3];
  for (uint32_t c = 0; c < 3; c++)
    calls[c] = (md_call_args){fn->nodes[3 + 2 * c].first_event, 3, types, lo,
                              hi, any};
  bool ok = md_call_arg_ranges(fn, 1000, calls, 3);
  tap_ok(ok, "the caller is explored within the budget");
  tap_ok(is(lo[0], "1") && is(hi[0], "4294967295") && !any[0],
         "n is never 0 at the calls: [1, 4294967295]");
  tap_ok(is(lo[1], "2") && is(hi[1], "7") && !any[1],
         "the constants of the calls reached join into [2, 7]; the "
         "call no path reaches gives nothing");
  tap_ok(any[2] && !lo[2], "m is any value");
  /* A second caller's values join in. */
  ir_function *other = read_ir("function h at t.c:9:1\n"
                               "  var v0 k local integer bits 32 unsigned\n"
                               "  node n0 entry\n"
                               "    -> n2\n"
                               "  node n1 exit\n"
                               "  node n2 stmt 10:1\n"
                               "    def k = 0 @10:1\n"
                               "    -> n3\n"
                               "  node n3 stmt 11:1\n"
                               "    call f(k, 9, 1) @11:1\n"
                               "    -> n1\n");
  md_call_args one = {other->nodes[3].first_event, 3, types, lo, hi, any};
  ok = md_call_arg_ranges(other, 1000, &one, 1);
  tap_ok(ok && any[0] && !lo[0] && is(lo[1], "2") && is(hi[1], "9"),
         "a second caller's values widen the bounds: n takes every value "
         "of its type (no bound), the constant [2, 9]");
  ok = md_call_arg_ranges(fn, 1, calls, 1);
  tap_ok(!ok && any[0] && any[1], "over the budget: any value");
  for (int a = 0; a < 3; a++) {
    free(lo[a]);
    free(hi[a]);
  }
  ir_function_free(other);
  ir_function_free(fn);
}

int main(void)
{
  test_entry_range();
  test_call_args();
  return tap_done();
}
