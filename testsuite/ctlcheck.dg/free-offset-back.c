/* free (p - k): a pointer kept past a header of its block (sed 4.9's
   dfa.c: d->trans = realtrans + 2 when it grows the table, free
   (d->trans - 2) when it frees it) is moved back to the start the
   allocator gave.  Still a bad free when this function allocated p. */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-free-nonheap-object -fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct dfa { int **trans; long *fails; };
extern void use (char *);

void good_field (struct dfa *d)
{
  if (d->trans)
    free (d->trans - 2); /* { dg-bogus "free-offset" } */
}

void good_param (long *fails, long n)
{
  free (fails - n); /* { dg-bogus "free-offset" } */
}

void good_header (size_t n)
{
  char *t = malloc (n + 8);
  if (!t)
    return;
  char *p = t + 8;
  use (p);
  free (p - 8); /* { dg-bogus "free-offset" } */
}

void bad_fresh (size_t n)
{
  char *p = malloc (n);
  use (p);
  free (p - 1); /* { dg-warning "'p' is freed at an offset from the start of its block \\\[ctlcheck:free-offset\\\]" } */
}

void bad_forward (struct dfa *d)
{
  free (d->trans + 2); /* { dg-warning "'d->trans' is freed at an offset from the start of its block \\\[ctlcheck:free-offset\\\]" } */
}
