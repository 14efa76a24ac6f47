/* test-values.c: the GMP interval domain: constants, assumptions, arithmetic. */
#include "config.h"

#include "ctlcheck/values.h"
#include "../tap.h"

static const md_vtype i32 = {32, true}, u8 = {8, false}, u64 = {64, false},
                       i128 = {128, true}, ptr = {64, false};

/* The printed form of id a. */
static const char *show(md_vals *v, uint32_t a)
{
  static char buf[256];
  md_vals_print(v, a, buf, sizeof buf);
  return buf;
}

static void test_constants(md_vals *v)
{
  tap_is_str(show(v, md_vals_const(v, i32, "5")), "[5, 5]", "int constant");
  tap_ok(md_vals_const(v, i32, "5") == md_vals_const(v, i32, "5"),
         "equal intervals share one id");
  tap_is_str(show(v, md_vals_const(v, u64, "18446744073709551615")),
             "[18446744073709551615, 18446744073709551615]",
             "largest unsigned long long is exact");
  tap_is_str(show(v, md_vals_const(v, i128, "-170141183460469231731687303715884105728")),
             "[-170141183460469231731687303715884105728, -170141183460469231731687303715884105728]",
             "smallest __int128 is exact");
  tap_is_int(md_vals_const(v, u8, "256"), MD_VAL_TOP, "a constant outside the type is top");
  tap_is_int(md_vals_const(v, i32, "12x"), MD_VAL_TOP, "malformed text is top");
  tap_ok(md_vals_is(v, md_vals_const(v, i32, "-1"), "-1"), "is -1");
}

static void test_assume(md_vals *v)
{
  uint32_t a, b, five = md_vals_const(v, i32, "5");
  tap_ok(!md_vals_assume(v, i32, five, MD_VCMP_EQ, md_vals_const(v, i32, "6"), &a, &b),
         "5 == 6 is infeasible");
  tap_ok(md_vals_assume(v, i32, MD_VAL_TOP, MD_VCMP_LT, five, &a, &b), "x < 5 is feasible");
  tap_is_str(show(v, a), "[-2147483648, 4]", "x < 5 narrows x");
  tap_ok(!md_vals_assume(v, i32, five, MD_VCMP_NE, five, &a, &b), "5 != 5 is infeasible");
  uint32_t null = md_vals_const(v, ptr, "0");
  tap_ok(md_vals_assume(v, ptr, MD_VAL_TOP, MD_VCMP_NE, null, &a, &b), "p != 0 feasible");
  tap_is_str(show(v, a), "[1, 18446744073709551615]", "p != 0 makes p non-null");
  tap_ok(!md_vals_assume(v, ptr, a, MD_VCMP_EQ, null, &a, &b), "non-null p == 0 is infeasible");
  tap_ok(md_vals_assume(v, i32, five, MD_VCMP_GE, md_vals_const(v, i32, "5"), &a, &b),
         "5 >= 5 holds");
  tap_ok(!md_vals_assume(v, i32, five, MD_VCMP_GT, md_vals_const(v, i32, "5"), &a, &b),
         "5 > 5 does not");
}

static void test_arith(md_vals *v)
{
  uint32_t one = md_vals_const(v, i32, "1");
  uint32_t zero = md_vals_const(v, i32, "0");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_ADD, zero, one)), "[1, 1]", "0 + 1");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_NEG, one, 0)), "[-1, -1]", "-1");
  uint32_t max = md_vals_const(v, i32, "2147483647");
  tap_is_int(md_vals_arith(v, i32, MD_VAR_ADD, max, one), MD_VAL_TOP,
             "INT_MAX + 1 may not be assumed");
  uint32_t big = md_vals_const(v, i128, "85070591730234615865843651857942052864");
  tap_is_str(show(v, md_vals_arith(v, i128, MD_VAR_SUB, big, md_vals_const(v, i128, "1"))),
             "[85070591730234615865843651857942052863, 85070591730234615865843651857942052863]",
             "__int128 arithmetic is exact");
  tap_is_int(md_vals_arith(v, u8, MD_VAR_SUB, md_vals_const(v, u8, "0"),
                            md_vals_const(v, u8, "1")), MD_VAL_TOP, "unsigned wrap is top");
  tap_is_int(md_vals_meet(v, i32, one, zero), MD_VAL_BOTTOM, "disjoint meet is bottom");
  tap_is_str(show(v, md_vals_convert(v, one, u8)), "[1, 1]", "1 fits in unsigned char");
  tap_is_int(md_vals_convert(v, md_vals_const(v, i32, "-1"), u8), MD_VAL_TOP,
             "-1 converted to unsigned char is top");
}

/* x % y: C's truncating remainder. */
static void test_mod(md_vals *v)
{
  uint32_t zero = md_vals_const(v, i32, "0");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_MOD, zero, MD_VAL_TOP)), "[0, 0]",
             "0 % y is 0 whatever y is");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_MOD, md_vals_const(v, i32, "-7"),
                                   md_vals_const(v, i32, "3"))),
             "[-1, -1]", "-7 % 3 is -1 (truncating)");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_MOD, md_vals_range(v, i32, "0", NULL),
                                   md_vals_const(v, i32, "4"))),
             "[0, 3]", "x >= 0: x % 4 is within [0, 3]");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_MOD, md_vals_range(v, i32, "-5", "9"),
                                   MD_VAL_TOP)),
             "[-5, 9]", "|x % y| <= |x|, with the sign of x");
  tap_is_int(md_vals_arith(v, i32, MD_VAR_MOD, MD_VAL_TOP, md_vals_const(v, i32, "4")),
             MD_VAL_TOP, "an unknown x gives an unknown remainder");
}

/* x / y: C's truncating quotient; and the join of two intervals. */
static void test_div_join(md_vals *v)
{
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_DIV, md_vals_range(v, i32, "32768", NULL),
                                   md_vals_const(v, i32, "32768"))),
             "[1, 65535]", "x >= 32768: x / 32768 is within [1, 65535]");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_DIV, md_vals_const(v, i32, "-7"),
                                   md_vals_range(v, i32, "2", "3"))),
             "[-3, -2]", "-7 / [2, 3] truncates towards 0");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_DIV, md_vals_range(v, i32, "-8", "8"),
                                   md_vals_range(v, i32, "-4", "-2"))),
             "[-4, 4]", "a divisor below 0 swaps the signs");
  tap_is_int(md_vals_arith(v, i32, MD_VAR_DIV, md_vals_const(v, i32, "8"),
                           md_vals_range(v, i32, "-1", "1")),
             MD_VAL_TOP, "a divisor that may be 0 gives any value");
  tap_is_int(md_vals_arith(v, i32, MD_VAR_DIV, md_vals_range(v, i32, NULL, "0"),
                           md_vals_const(v, i32, "-1")),
             MD_VAL_TOP, "INT_MIN / -1 overflows: any value");
  tap_is_str(show(v, md_vals_join(v, i32, md_vals_const(v, i32, "1"),
                                  md_vals_range(v, i32, "4", "9"))),
             "[1, 9]", "the join of 1 and [4, 9] is [1, 9]");
  tap_is_int(md_vals_join(v, i32, MD_VAL_BOTTOM, md_vals_const(v, i32, "2")),
             md_vals_const(v, i32, "2"), "bottom joins to the other side");
}

/* x & y: exact for constants, bounded by an operand never negative. */
static void test_and(md_vals *v)
{
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_AND, md_vals_const(v, i32, "3"),
                                   md_vals_const(v, i32, "-2"))),
             "[2, 2]", "3 & ~1 is 2");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_AND, md_vals_const(v, i32, "-3"),
                                   md_vals_const(v, i32, "-2"))),
             "[-4, -4]", "-3 & ~1 is -4 (two's complement)");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_AND, MD_VAL_TOP,
                                   md_vals_const(v, i32, "6"))),
             "[0, 6]", "x & 6 is within [0, 6]");
  tap_is_str(show(v, md_vals_arith(v, i32, MD_VAR_AND, md_vals_range(v, i32, "0", "5"),
                                   md_vals_const(v, i32, "-2"))),
             "[0, 5]", "x in [0, 5]: x & ~1 is within [0, 5]");
  tap_is_int(md_vals_arith(v, i32, MD_VAR_AND, md_vals_range(v, i32, "-5", "5"),
                           md_vals_const(v, i32, "-2")),
             MD_VAL_TOP, "both may be negative: top");
}

int main(void)
{
  md_vals *v = md_vals_new();
  test_constants(v);
  test_div_join(v);
  test_assume(v);
  test_arith(v);
  test_mod(v);
  test_and(v);
  md_vals_free(v);
  return tap_done();
}
