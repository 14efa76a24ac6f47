/* A function whose product fits the budget only without its counters
   (the nested loops) loses `m = n + 1` too, and with it the correlation
   between the two tests of m: the narrowed product leaks p on the path
   where both tests fail.  The replay follows m, refutes that path, and
   the product built again with m forced into its store (the loops'
   counters still left out) satisfies the rule.  When one value of m
   really takes neither branch, the leak is reported. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak -fplugin-arg-ctlcheck-max-states=300 -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>
int work (int);

void good_narrowed (int n)
{
  char *p = malloc (8);
  int acc = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      acc += work (i * j);
  int m = n + 1;
  if (m > 5)
    free (p);
  if (m <= 5)
    free (p);
  work (acc);
} /* { dg-bogus "memory-leak" } */

void bad_narrowed (int n)
{
  char *p = malloc (8);
  int acc = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      acc += work (i * j);
  int m = n + 1;
  if (m > 5)
    free (p);
  if (m < 5)
    free (p);
  work (acc);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
/* { dg-message "2 functions, .* 0 over budget, 2 narrowed; .* 1 confirmed, 1 refuted, 0 unconfirmed" "stats" { target *-*-* } 0 } */
