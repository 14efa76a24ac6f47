/* OpenMP's allocators (cppcheck's openmp.c): omp_alloc and friends pair
   with omp_free, omp_target_alloc with omp_target_free. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stddef.h>

typedef unsigned long omp_allocator_handle_t;
extern void *omp_alloc (size_t, omp_allocator_handle_t);
extern void omp_free (void *, omp_allocator_handle_t);
extern void *omp_target_alloc (size_t, int);
extern void omp_target_free (void *, int);
extern void show (const char *);

void bad_target_leak (void)
{
  char *p = omp_target_alloc (4, 0);
  show (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_target (void)
{
  char *p = omp_target_alloc (4, 0);
  show (p);
  omp_target_free (p, 0); /* { dg-bogus "ctlcheck" } */
}

void bad_mismatched (void)
{
  char *p = omp_alloc (4, 0);
  omp_target_free (p, 0); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

void bad_double (void)
{
  char *p = omp_alloc (4, 0);
  omp_free (p, 0);
  omp_free (p, 0); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
