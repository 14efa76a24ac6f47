/* An address made from a number other than 0 is no heap block: freeing
   it is free-non-heap's bug, also through a copy.  NULL may be freed,
   and the kernel's kfree (family zero-size-free) also takes
   ZERO_SIZE_PTR, what kmalloc (0) returns, but no other constant. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" } */
#include <stdlib.h>

#define ZERO_SIZE_PTR ((void *) 16)
void kfree (const void *);

void bad_free_constant (void)
{
  char *p = (char *) 1;
  free (p); /* { dg-warning "'p' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_kfree_constant_copy (void)
{
  void *p = (void *) 0x20;
  void *q = p;
  kfree (q); /* { dg-warning "'p' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_zero_size_ptr (void)
{
  void *p = ZERO_SIZE_PTR;
  free (p); /* { dg-warning "'p' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void good_free_null (void)
{
  void *p = NULL;
  free (p); /* { dg-bogus "free-non-heap" } */
}

void good_kfree_zero_size_ptr (void)
{
  void *p = ZERO_SIZE_PTR;
  kfree (p); /* { dg-bogus "free-non-heap" } */
}

void good_constant_replaced (size_t n)
{
  void *p = (void *) 1;
  if (n)
    p = malloc (n);
  else
    p = NULL;
  free (p); /* { dg-bogus "free-non-heap" } */
}

void good_sentinel_tested (size_t n)
{
  char *p = (char *) -1;
  if (n)
    p = malloc (n);
  if (p != (char *) -1)
    free (p); /* { dg-bogus "free-non-heap" } */
}
