/* A check after an assert of the same condition is defensive code for
   builds with NDEBUG, not code the program made dead: the assert's own
   test (its way out leads straight to __assert_fail) is a macro's test,
   made for every use, and unreachable-code does not learn values from
   it (lz4's UTIL_sameString).  The program's own earlier test still
   makes a later check of the same condition dead. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */
#include <assert.h>
#include <string.h>

int good_after_assert (const char *a, const char *b)
{
  assert (a != NULL && b != NULL);
  if (a == NULL)
    return 0; /* { dg-bogus "unreachable-code" } */
  if (b == NULL)
    return 0; /* { dg-bogus "unreachable-code" } */
  return !strcmp (a, b);
}

int bad_decided_by_own_test (const char *a)
{
  if (a == NULL)
    return -1;
  if (a == NULL)
    return 0; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return (int) strlen (a);
}
