/* The event path of a double free: first free, then the second. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -fplugin-arg-ctlcheck-enable=double-free" } */
#include <stdlib.h>

void twice (void)
{
  char *p = malloc (10);
  free (p); /* { dg-message "\\(1\\) first free of 'p' here" } */
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
  /* { dg-message "\\(2\\) 'p' freed again here" "" { target *-*-* } 10 } */
}
