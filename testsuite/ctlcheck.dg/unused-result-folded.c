/* glibc's isinf (x) is __builtin_isinf_sign (x); used as a truth value,
   GCC folds it into a test of |x| and a call of signbit (x) whose result
   nothing reads (jq's block_is_const_inf).  The program wrote no such
   call: unused-result leaves it alone.  A signbit or strlen written as
   a statement of its own, also through glibc's macro, is still a call
   made for nothing. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <math.h>
#include <string.h>

struct block { int op; double value; };
extern double value_of (const struct block *) __attribute__ ((pure));

int
is_const_inf (const struct block *b)
{
  return b->op == 3 && isinf (value_of (b)); /* { dg-bogus "ctlcheck:unused-result" } */
}

void
written_statements (const char *s, double d)
{
  signbit (d); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  strlen (s); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
}
