/* report every: each place a block is lost is a finding of its own, with its own path. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,realloc-leak" } */
#include <stdlib.h>

extern int get (void);
extern void use (char *);

void bad_loop (void)
{
  char *p0 = NULL, *p1 = NULL;
  while (get ())
    switch (get ())
      {
      case 0:
        p0 = malloc (16); /* { dg-warning "memory allocated to 'p0' leaks \\\[ctlcheck:memory-leak\\\]" } */
        break;
      case 1:
        free (p0);
        p0 = NULL;
        break;
      case 2:
        p1 = malloc (16); /* { dg-warning "memory allocated to 'p1' leaks \\\[ctlcheck:memory-leak\\\]" } */
        break;
      default:
        free (p1);
        p1 = NULL;
        break;
      }
} /* { dg-warning "memory allocated to '\[a-z0-9\]*' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_realloc_twice (void)
{
  char *q = malloc (4);
  if (!q)
    return;
  q = realloc (q, 8); /* { dg-warning "'q' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  q = realloc (q, 16); /* { dg-warning "'q' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  free (q);
}

/* The early returns share the function's one return: one place, one
   finding. */
int good_one_exit (int a, int b)
{
  char *p = malloc (1);
  if (!p)
    return 0;
  if (a)
    return 1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  if (b)
    return 2; /* { dg-bogus "ctlcheck:memory-leak" } */
  free (p);
  return 3;
}

/* Freed before each new block: nothing is lost, however often the
   loop turns. */
void good_loop (void)
{
  char *p = NULL;
  while (get ())
    {
      free (p); /* { dg-bogus "ctlcheck" } */
      p = malloc (16); /* { dg-bogus "ctlcheck" } */
      if (p)
        use (p);
    }
  free (p);
} /* { dg-bogus "ctlcheck" } */

/* A realloc whose result goes to another variable first: no leak
   however many there are. */
void good_realloc_twice (void)
{
  char *q = malloc (4), *t;
  if (!q)
    return;
  t = realloc (q, 8); /* { dg-bogus "ctlcheck" } */
  if (!t)
    {
      free (q);
      return;
    }
  q = t;
  t = realloc (q, 16); /* { dg-bogus "ctlcheck" } */
  if (!t)
    {
      free (q);
      return;
    }
  free (t);
}
