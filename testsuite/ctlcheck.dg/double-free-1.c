/* Double free: straight line, one branch, a loop, and the good variants. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free" } */
#include <stdlib.h>

void straight (void)
{
  char *p = malloc (10);
  free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\] \\\[CWE-415\\\]" } */
}

void one_branch (int c)
{
  char *p = malloc (10);
  if (c)
    free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void in_loop (int n)
{
  char *p = malloc (10);
  for (int i = 0; i < n; i++)
    free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void reassigned (void)
{
  char *p = malloc (10);
  free (p);
  p = malloc (20);
  free (p); /* { dg-bogus "freed twice" } */
}

void two_pointers (void)
{
  char *p = malloc (10);
  char *q = malloc (10);
  free (p);
  free (q); /* { dg-bogus "freed twice" } */
}

void loop_with_fresh_block (int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = malloc (10);
      free (p); /* { dg-bogus "freed twice" } */
    }
}

void exclusive_branches (int c)
{
  char *p = malloc (10);
  if (c)
    free (p);
  else
    free (p); /* { dg-bogus "freed twice" } */
}
