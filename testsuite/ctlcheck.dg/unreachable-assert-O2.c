/* unreachable-assert.c at -O2, where GCC computes `a != NULL && b !=
   NULL` without branches and the edges carry each comparison: each is
   the assert's own test (lz4's UTIL_sameString, compiled at -O2). */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */
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
