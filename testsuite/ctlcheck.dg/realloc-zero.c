/* realloc (p, 0) frees p and gives no block (glibc returns NULL; C23
   makes the call undefined): a second release is a double free, a later
   use a use after free, and its result is no leak (Clang's
   malloc-annotations.c).  Every default rule runs. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>

void bad_twice (void)
{
  int *p = malloc (12);
  realloc (p, 0);
  realloc (p, 0); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void bad_then_free (void)
{
  int *p = malloc (12);
  realloc (p, 0);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int bad_use (void)
{
  char *x = malloc (4);
  if (!x)
    return 0;
  realloc (x, 0);
  return x[0]; /* { dg-warning "'x' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

void good_result (void)
{
  int *p = malloc (12);
  int *q = realloc (p, 0); /* { dg-bogus "leaks" } */
  (void) q;
} /* { dg-bogus "leaks" } */
int *good_grown (int n)
{
  int *p = malloc (12);
  if (!p)
    return NULL;
  int *q = realloc (p, (size_t) n * sizeof *q);
  if (!q)
    {
      free (p); /* { dg-bogus "freed twice" } */
      return NULL;
    }
  return q;
}
