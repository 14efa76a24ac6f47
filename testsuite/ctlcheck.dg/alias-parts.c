/* A pointer copied into a part of a local struct (b.value = p, as GCC's
   boxed-malloc-1.c does) stands for the pointer: freeing the part frees
   what the pointer holds, and testing a copy tests the original. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" } */
#include <stdlib.h>

typedef struct boxed { void *value; } boxed;
char global_buffer[100];
extern boxed make (void);

void bad_stack_through_part (void)
{
  char tmp[100];
  boxed b;
  b.value = tmp;
  free (b.value); /* { dg-warning "'tmp' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_global_through_part (void)
{
  boxed b;
  b.value = global_buffer;
  free (b.value); /* { dg-warning "'global_buffer' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_double_free_through_part (void *ptr)
{
  boxed q;
  q.value = ptr;
  free (ptr);
  free (q.value); /* { dg-warning "'ptr' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

/* Assigning the struct as a whole gives its part another value. */
void good_part_reassigned (void *ptr)
{
  boxed q;
  q.value = ptr;
  free (ptr);
  q = make ();
  free (q.value); /* { dg-bogus "double-free" } */
}

/* The address of the struct is taken: someone else may change the part. */
extern void fill (boxed *);
void good_part_address_taken (void *ptr)
{
  boxed q;
  q.value = ptr;
  free (ptr);
  fill (&q);
  free (q.value); /* { dg-bogus "double-free" } */
}

/* Testing a copy tests the original. */
boxed good_copy_tested (void)
{
  boxed b;
  b.value = malloc (sizeof (int));
  int *ip = (int *) b.value;
  if (ip)
    *ip = 42; /* { dg-bogus "null-deref" } */
  return b;
}

void *good_local_copy_tested (void)
{
  void *p = malloc (sizeof (int));
  int *ip = (int *) p;
  if (ip)
    *ip = 42; /* { dg-bogus "null-deref" } */
  return p;
}
