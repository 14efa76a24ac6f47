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

/* strcpy, memcpy and the others GCC knows give back their first argument:
   `q = strcpy (p, s)` is a copy of p, so freeing both frees one block
   twice; freeing only the copy frees it once. */
extern char *strcpy (char *, const char *);
void bad_freed_through_result (const char *s)
{
  char *p = malloc (10);
  if (!p)
    return;
  char *q = strcpy (p, s);
  free (q);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void good_freed_once_through_result (const char *s)
{
  char *p = malloc (10);
  if (!p)
    return;
  char *q = strcpy (p, s);
  free (q); /* { dg-bogus "double-free" } */
}
