/* A call through a local function pointer that every assignment sets to
   the same function is a call of that function: `release = free;
   release (p); release (p);` frees p twice, and a wrapper of the unit
   called through `fp = &wrapper` gets the wrapper's summary; so does one
   set from a getter of the unit, defined before, that always returns one
   function (`release = get_release ();`).  A pointer that may hold
   another function on some path, or a getter that returns either of two,
   names no callee. */
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

static release_fn get_release (void) { return free; }
static void (*get_dropper (void)) (int *) { return drop_ints; }
static release_fn pick_release (int keep) { return keep ? keep_it : free; }

void bad_getter_twice (void *ptr)
{
  release_fn release = get_release ();
  release (ptr);
  release (ptr); /* { dg-warning "'ptr' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

int bad_getter_wrapper (void)
{
  int *p = malloc (sizeof *p);
  void (*fp) (int *) = get_dropper ();
  fp (p);
  return *p; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

void good_getter_of_two (void *ptr, int keep)
{
  release_fn release = pick_release (keep);
  release (ptr);
  free (ptr); /* { dg-bogus "freed twice" } */
}
