/* gnulib's xrealloc (gzip 1.12, sed 4.9: lib/xmalloc.c) exits when
   realloc fails, except for realloc (p, 0), which frees p and may give
   NULL: `if (!r && (!p || s)) xalloc_die (); return r;`.  The NULL it
   returns comes only past a test that found the size zero, so its
   callers' `p = xrealloc (p, n)` loses no block.  A wrapper that returns
   realloc's NULL on another path still makes a realloc of its caller. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern void xalloc_die (void) __attribute__ ((noreturn));

void *xrealloc (void *p, size_t s)
{
  void *r = realloc (p, s);
  if (!r && (!p || s))
    xalloc_die ();
  return r;
}

void *xreallocarray (void *p, size_t n, size_t s)
{
  void *r = reallocarray (p, n, s);
  if (!r && (!p || (n && s)))
    xalloc_die ();
  return r;
}

void *try_realloc (void *p, size_t s, int strict)
{
  void *r = realloc (p, s);
  if (!r && strict)
    xalloc_die ();
  return r;
}

void *good_grow (void *p, size_t n)
{
  p = xrealloc (p, n); /* { dg-bogus "realloc-leak" } */
  return p;
}

void *good_grow_array (void *p, size_t n)
{
  p = xreallocarray (p, n, 8); /* { dg-bogus "realloc-leak" } */
  return p;
}

void *bad_lenient (void *p, size_t n)
{
  p = try_realloc (p, n, 0); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}
