/* A block from calloc (the family zero-alloc) holds 0 in every place the
   function names in it, until a call or a write through a pointer
   (un-calloc.c): Clang's malloc-annotations.c callocZeroesGood.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

#include <stdlib.h>

struct rec { char *name; int n; struct { int k; } in; };
void init_rec (struct rec *);

/* The element read is 0: the branch that frees is the only one.  */
void good_zero_tested (void)
{
  char *buf = calloc (4, 1);
  if (!buf)
    return;
  if (buf[1] == 0)
    free (buf);
} /* { dg-bogus "leaks" } */

/* ... and the one that frees is never taken.  */
void bad_zero_tested (void)
{
  char *buf = calloc (4, 1);
  if (!buf)
    return;
  if (buf[1] != 0)
    free (buf);
} /* { dg-warning "memory allocated to 'buf' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* A pointer in the block is NULL (GCC's pr96639.c).  */
int bad_null_element (void)
{
  int **tab = calloc (2, sizeof *tab);
  int v = tab[0][0]; /* { dg-warning "'tab' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  /* { dg-warning "'\\\*tab' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" "" { target *-*-* } 36 } */
  free (tab);
  return v;
}

/* A call given the block may fill it.  */
int good_filled_by_call (void)
{
  struct rec *r = calloc (1, sizeof *r);
  if (!r)
    return 0;
  init_rec (r);
  if (r->n == 0)
    return 0; /* { dg-bogus "leaks" } */
  free (r);
  return 1;
}

/* Written: the value is the one stored.  */
int good_written (void)
{
  struct rec *r = calloc (1, sizeof *r);
  if (!r)
    return 0;
  r->in.k = 3;
  if (r->in.k == 0)
    return 1; /* { dg-bogus "leaks" } */
  free (r);
  return 0;
}

