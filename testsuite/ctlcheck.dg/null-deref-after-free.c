/* null-deref and use-after-free: an unchecked allocation freed and then
   dereferenced is one bug, reported once, as the use after free; the
   unchecked dereference before the free is still null-deref's. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

int bad_read_after_free (void)
{
  int *p = malloc (sizeof *p);
  free (p);
  return *p; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
  /* { dg-bogus "may be NULL" "" { target *-*-* } 13 } */
}

void bad_copy_after_free (const char *s)
{
  char *b = malloc (64);
  free (b);
  strcpy (b, s); /* { dg-warning "'b' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
  /* { dg-bogus "may be NULL" "" { target *-*-* } 21 } */
}

int bad_unchecked_then_freed (void)
{
  int *p = malloc (sizeof *p);
  *p = 1; /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  free (p);
  return 0;
}
