/* test-values.c: the GMP interval domain: constants, assumptions, arithmetic. */
#include "config.h"

#include "ctlcheck/values.h"
#include "../tap.h"

static const ctl_vtype i32 = {32, true}, u8 = {8, false}, u64 = {64, false},
                       i128 = {128, true}, ptr = {64, false};

/* The printed form of id a. */
static const char *show(ctl_vals *v, uint32_t a)
{
  static char buf[256];
  ctl_vals_print(v, a, buf, sizeof buf);
  return buf;
}

static void test_constants(ctl_vals *v)
{
  tap_is_str(show(v, ctl_vals_const(v, i32, "5")), "[5, 5]", "int constant");
  tap_ok(ctl_vals_const(v, i32, "5") == ctl_vals_const(v, i32, "5"),
         "equal intervals share one id");
  tap_is_str(show(v, ctl_vals_const(v, u64, "18446744073709551615")),
             "[18446744073709551615, 18446744073709551615]",
             "largest unsigned long long is exact");
  tap_is_str(show(v, ctl_vals_const(v, i128, "-170141183460469231731687303715884105728")),
             "[-170141183460469231731687303715884105728, -170141183460469231731687303715884105728]",
             "smallest __int128 is exact");
  tap_is_int(ctl_vals_const(v, u8, "256"), CTL_VAL_TOP, "a constant outside the type is top");
  tap_is_int(ctl_vals_const(v, i32, "12x"), CTL_VAL_TOP, "malformed text is top");
  tap_ok(ctl_vals_is(v, ctl_vals_const(v, i32, "-1"), "-1"), "is -1");
}

static void test_assume(ctl_vals *v)
{
  uint32_t a, b, five = ctl_vals_const(v, i32, "5");
  tap_ok(!ctl_vals_assume(v, i32, five, CTL_VCMP_EQ, ctl_vals_const(v, i32, "6"), &a, &b),
         "5 == 6 is infeasible");
  tap_ok(ctl_vals_assume(v, i32, CTL_VAL_TOP, CTL_VCMP_LT, five, &a, &b), "x < 5 is feasible");
  tap_is_str(show(v, a), "[-2147483648, 4]", "x < 5 narrows x");
  tap_ok(!ctl_vals_assume(v, i32, five, CTL_VCMP_NE, five, &a, &b), "5 != 5 is infeasible");
  uint32_t null = ctl_vals_const(v, ptr, "0");
  tap_ok(ctl_vals_assume(v, ptr, CTL_VAL_TOP, CTL_VCMP_NE, null, &a, &b), "p != 0 feasible");
  tap_is_str(show(v, a), "[1, 18446744073709551615]", "p != 0 makes p non-null");
  tap_ok(!ctl_vals_assume(v, ptr, a, CTL_VCMP_EQ, null, &a, &b), "non-null p == 0 is infeasible");
  tap_ok(ctl_vals_assume(v, i32, five, CTL_VCMP_GE, ctl_vals_const(v, i32, "5"), &a, &b),
         "5 >= 5 holds");
  tap_ok(!ctl_vals_assume(v, i32, five, CTL_VCMP_GT, ctl_vals_const(v, i32, "5"), &a, &b),
         "5 > 5 does not");
}

static void test_arith(ctl_vals *v)
{
  uint32_t one = ctl_vals_const(v, i32, "1");
  uint32_t zero = ctl_vals_const(v, i32, "0");
  tap_is_str(show(v, ctl_vals_arith(v, i32, CTL_VAR_ADD, zero, one)), "[1, 1]", "0 + 1");
  tap_is_str(show(v, ctl_vals_arith(v, i32, CTL_VAR_NEG, one, 0)), "[-1, -1]", "-1");
  uint32_t max = ctl_vals_const(v, i32, "2147483647");
  tap_is_int(ctl_vals_arith(v, i32, CTL_VAR_ADD, max, one), CTL_VAL_TOP,
             "INT_MAX + 1 may not be assumed");
  uint32_t big = ctl_vals_const(v, i128, "85070591730234615865843651857942052864");
  tap_is_str(show(v, ctl_vals_arith(v, i128, CTL_VAR_SUB, big, ctl_vals_const(v, i128, "1"))),
             "[85070591730234615865843651857942052863, 85070591730234615865843651857942052863]",
             "__int128 arithmetic is exact");
  tap_is_int(ctl_vals_arith(v, u8, CTL_VAR_SUB, ctl_vals_const(v, u8, "0"),
                            ctl_vals_const(v, u8, "1")), CTL_VAL_TOP, "unsigned wrap is top");
  tap_is_int(ctl_vals_meet(v, i32, one, zero), CTL_VAL_BOTTOM, "disjoint meet is bottom");
  tap_is_str(show(v, ctl_vals_convert(v, one, u8)), "[1, 1]", "1 fits in unsigned char");
  tap_is_int(ctl_vals_convert(v, ctl_vals_const(v, i32, "-1"), u8), CTL_VAL_TOP,
             "-1 converted to unsigned char is top");
}

int main(void)
{
  ctl_vals *v = ctl_vals_new();
  test_constants(v);
  test_assume(v);
  test_arith(v);
  ctl_vals_free(v);
  return tap_done();
}
