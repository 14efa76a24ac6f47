/* Functions over the product budget are checked on their CFG, and each
   finding's path is replayed on the abstract store first: a path that
   frees (or uses) under one flag and not under its copy is refuted, the
   product is built again tracking the flag alone (it fits the budget),
   and the rule holds there.  Real bugs in the same shapes remain. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,use-after-free -fplugin-arg-ctlcheck-max-states=100 -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>
int work (int);

void good_flags (int a, int b, int c, int d, int e)
{
  char *p = 0;
  int own = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  if (a)
    {
      p = malloc (8);
      own = 1;
    }
  if (b) f1 = 1;
  if (c) f2 = 1;
  if (d) f3 = 1;
  if (e) f4 = 1;
  if (f1) work (1);
  if (f2) work (2);
  if (f3) work (3);
  if (f4) work (4);
  if (own)
    free (p);
} /* { dg-bogus "memory-leak" } */

void bad_flags (int a, int b, int c, int d, int e)
{
  char *p = 0;
  int own = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  if (a)
    {
      p = malloc (8);
      own = 1;
    }
  if (b) f1 = 1;
  if (c) f2 = 1;
  if (d) f3 = 1;
  if (e) f4 = 1;
  if (f1) work (1);
  if (f2) work (2);
  if (f3) work (3);
  if (f4) work (4);
  if (own && f1)
    free (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_freed_flag (char *p, int b, int c, int d, int e)
{
  int freed = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  if (b) f1 = 1;
  if (c) f2 = 1;
  if (d) f3 = 1;
  if (e) f4 = 1;
  if (f1)
    {
      free (p);
      freed = 1;
    }
  if (f2) work (2);
  if (f3) work (3);
  if (f4) work (4);
  if (!freed)
    *p = 1; /* { dg-bogus "use-after-free" } */
}

void bad_freed_flag (char *p, int b, int c, int d, int e)
{
  int freed = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  if (b) f1 = 1;
  if (c) f2 = 1;
  if (d) f3 = 1;
  if (e) f4 = 1;
  if (f1)
    {
      free (p);
      freed = 1;
    }
  if (f2) work (2);
  if (f3) work (3);
  if (f4) work (4);
  if (!f2)
    *p = 1; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
/* { dg-message "4 functions, .* 4 over budget, 0 narrowed; .* 2 confirmed, 2 refuted, 0 unconfirmed" "stats" { target *-*-* } 0 } */
