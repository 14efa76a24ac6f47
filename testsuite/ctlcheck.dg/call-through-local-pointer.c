/* A call through a local function pointer that every assignment sets to
   the same function is a call of that function: `release = free;
   release (p); release (p);` frees p twice, and a wrapper of the unit
   called through `fp = &wrapper` gets the wrapper's summary.  A pointer
   that may hold another function on some path names no callee. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

typedef void (*release_fn) (void *);

static void drop_ints (int *p) { free (p); }

void bad_release_twice (void *ptr)
{
  release_fn release = free;
  release (ptr);
  release (ptr); /* { dg-warning "'ptr' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_wrapper_twice (void)
{
  int *p = malloc (sizeof *p);
  void (*fp) (int *) = &drop_ints;
  (*fp) (p);
  (*fp) (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void good_wrapper_once (void)
{
  int *p = malloc (sizeof *p);
  void (*fp) (int *) = &drop_ints;
  (*fp) (p);
} /* { dg-bogus "leaks" } */

extern void keep_it (void *);

void good_maybe_other (void *ptr, int keep)
{
  release_fn release = free;
  if (keep)
    release = keep_it;
  release (ptr);
  free (ptr); /* { dg-bogus "freed twice" } */
}
