/* memory-dropped (CWE-401): an allocation whose result is never stored
   (cppcheck's leakReturnValNotUsed).  It is a leak, not a missed check:
   unchecked-return stays silent there. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bad_dropped (const char *s)
{
  malloc (16); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
  strdup (s); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
  (void) calloc (4, 4); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

char *good_stored (const char *s)
{
  char *p = strdup (s); /* { dg-bogus "memory-dropped|unchecked-return" } */
  free (malloc (4));    /* { dg-bogus "memory-dropped" } */
  return p;
}
