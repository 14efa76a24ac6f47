/* A test of a copy of a pointer tests the pointer too, also once the
   copy gets another value: zstd 1.5.4's divbwt (divsufsort.c) writes
   `if ((B = A) == NULL) B = malloc (..);` and ends with
   `if (A == NULL) free (B);`, which frees every block it made. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern int work (int *, int *, int);

int good_divbwt (int *A, int *C, int n)
{
  int *B;
  int pidx;
  if ((B = A) == NULL)
    B = (int *) malloc ((size_t) (n + 1) * sizeof (int));
  if ((B != NULL) && (C != NULL))
    pidx = work (B, C, n);
  else
    pidx = -2;
  if (A == NULL)
    free (B);
  return pidx; /* { dg-bogus "leaks" } */
}

int good_copy_first (int *A, int c, int n)
{
  int *B = A;
  if (B == NULL)
    B = (int *) malloc ((size_t) n * sizeof (int));
  if (c)
    work (B, B, n);
  if (A == NULL)
    free (B);
  return 0; /* { dg-bogus "leaks" } */
}

/* Freed when A was given, not when it was made here: a leak. */
int bad_wrong_test (int *A, int c, int n)
{
  int *B;
  if ((B = A) == NULL)
    B = (int *) malloc ((size_t) n * sizeof (int));
  if (c)
    work (B, B, n);
  if (A != NULL)
    free (B);
  return 0; /* { dg-warning "memory allocated to 'B' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
