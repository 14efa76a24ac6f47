/* free-non-heap: the address of a function or of a label (GCC's
   malloc-1.c test_50), also through a struct's field, and a local given
   to a deallocator that a declaration names (malloc (foo_release)). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" } */
#include <stdlib.h>

typedef struct boxed { void *value; } boxed;
struct foo { int n; };
extern void foo_release (struct foo *);
extern struct foo *foo_acquire (void) __attribute__ ((malloc (foo_release)));

void callback (void) { }

void bad_function (void)
{
  free (callback); /* { dg-warning "'callback' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_label (void)
{
 here:
  free (&&here); /* { dg-warning "'here' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_function_through_field (void)
{
  boxed b;
  b.value = callback;
  free (b.value); /* { dg-warning "'callback' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_user_release (void)
{
  struct foo f;
  foo_release (&f); /* { dg-warning "'f' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

/* A function's address handed to a call that keeps it is no free. */
extern void on_exit_call (void (*) (void));
void good_callback (void)
{
  on_exit_call (callback); /* { dg-bogus "ctlcheck" } */
}

void good_user_release (void)
{
  struct foo *p = foo_acquire ();
  foo_release (p); /* { dg-bogus "free-non-heap" } */
}

static void freep (void *pp) { free (*(void **) pp); }
void good_cleanup (void)
{
  __attribute__ ((cleanup (freep))) char *p = malloc (4); /* { dg-bogus "free-non-heap" } */
  if (p)
    p[0] = 0;
}
