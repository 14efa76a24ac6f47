/* free (NULL) releases nothing: on the branch where a test found the
   pointer NULL (or after p = NULL), a free of it is no first free, so
   a later free is no double free (GCC's malloc-1.c test_14). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern void bar (void);

void good_freed_when_null (void)
{
  void *p = malloc (16), *q;
  if (!p)
    return;
  q = malloc (16);
  if (!q)
    {
      free (p);
      free (q); /* q is NULL here */
      return;
    }
  bar ();
  free (q); /* { dg-bogus "double-free" } */
  free (p);
}

void bad_missing_return (void *p)
{
  void *q = malloc (16);
  if (!q)
    {
      free (p);
      free (q);
      /* oops: no return */
    }
  bar ();
  free (q); /* { dg-bogus "double-free" "q is NULL on the path that freed it" } */
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void good_set_null (void *p)
{
  free (p);
  p = NULL;
  free (p); /* { dg-bogus "double-free" } */
}

void bad_tested_nonnull (void *p)
{
  if (p != NULL)
    free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
