/* A statement that only compares or computes with a call's result (what
   a macro such as `#define is_nil(s, i) (type_of (s, i) == 0)` written
   as a statement becomes) drops the result: GCC keeps the call with a
   temporary nothing reads.  The test of an `if` with empty arms, a cast
   to void and a result used elsewhere are no drop. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-value" } */
__attribute__ ((pure)) int type_of (const int *, int);
int must (int) __attribute__ ((warn_unused_result));
#define is_nil(s, i) (type_of (s, i) == 0)

void bad_compared_dropped (const int *s)
{
  is_nil (s, 1); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  type_of (s, 2) + 1; /* { dg-warning "\\\[ctlcheck:unused-result\\\]" } */
  if (s[0])
    !type_of (s, 3); /* { dg-warning "\\\[ctlcheck:unused-result\\\]" } */
}

void bad_must_check_compared (int x)
{
  must (x) < 0; /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}

int good_compared_used (const int *s, int x)
{
  if (is_nil (s, 1)) {} /* { dg-bogus "ctlcheck" "an if with empty arms" } */
  (void) is_nil (s, 2); /* { dg-bogus "ctlcheck" "dropped on purpose" } */
  (void) (must (x) < 0); /* { dg-bogus "ctlcheck" "dropped on purpose" } */
  int r = is_nil (s, 3); /* { dg-bogus "ctlcheck" } */
  return r + (must (x) < 0); /* { dg-bogus "ctlcheck" } */
}
