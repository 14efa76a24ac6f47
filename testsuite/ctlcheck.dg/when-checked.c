/* The rules run when the IPA passes start (doc/design.md), after every
   function of the unit is lowered: a function GCC outlines from an OpenMP
   region during lowering is checked like the others, and a function
   defined after its callers still gives them its summary. */
/* { dg-do compile } */
/* { dg-options "-O2 -fopenmp -fdiagnostics-path-format=none" } */
#include <stdlib.h>

void
in_parallel_region (int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    {
      char *p = malloc (4);
      free (p);
      free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
    }
}

static void release (char *q);

void
caller_before_callee (void)
{
  char *p = malloc (4);
  release (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

static void
release (char *q)
{
  free (q);
}

void
callee_summary_frees_once (void)
{
  char *p = malloc (4);
  release (p); /* { dg-bogus "ctlcheck" } */
}
