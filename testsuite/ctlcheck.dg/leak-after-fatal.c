/* Undefined behaviour ends a path: a leak that every path reaches only
   through a double free or a use after free is not reported (Clang's
   paths end at the first bug too), but one that a path reaches around
   the bug is. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern void show (const char *);

void bad_leak_after_double_free (void)
{
  char *p = malloc (4);
  char *q = malloc (4);
  show (q);
  free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
} /* { dg-bogus "memory-leak" } */

void bad_leak_after_use_after_free (char *out)
{
  char *p = malloc (4);
  char *q = malloc (4);
  show (q);
  if (!p)
    abort ();
  free (p);
  *out = *p; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
} /* { dg-bogus "memory-leak" } */

void bad_leak_around_the_bug (int x)
{
  char *p = malloc (4);
  if (!p)
    return;
  if (x)
    free (p);
  *p = 1; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_leak_before_the_bug (int x)
{
  char *p = malloc (4);
  char *q = malloc (4);
  if (x)
    return;
  free (q);
  free (q); /* { dg-warning "'q' is freed twice \\\[ctlcheck:double-free\\\]" } */
  free (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-warning "memory allocated to 'q' leaks \\\[ctlcheck:memory-leak\\\]" "" { target *-*-* } 50 } */

#include <stdio.h>

void bad_file_leak_after_double_fclose (void)
{
  FILE *f = fopen ("a", "r");
  FILE *g = fopen ("b", "r");
  if (!f || !g)
    abort ();
  fputs ("x", g);
  fclose (f);
  fclose (f); /* { dg-warning "'f' is closed twice \\\[ctlcheck:double-fclose\\\]" } */
} /* { dg-bogus "file-leak" } */
