/* Two blocks lost where the function returns are two leaks: one finding
   each, not one per place (s and s.f at one place stay one). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern void use (void *, void *);

void bad_two_leaks (void)
{
  char *a = malloc (4);
  char *b = malloc (4);
  use (a + 1, b + 1);
} /* { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-warning "memory allocated to 'b' leaks \\\[ctlcheck:memory-leak\\\]" "" { target *-*-* } 14 } */

void good_both_freed (void)
{
  char *a = malloc (4);
  char *b = malloc (4);
  free (a);
  free (b);
} /* { dg-bogus "memory-leak" } */
