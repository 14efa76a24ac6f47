/* xz declares its xrealloc malloc and makes xmalloc of it
   (`#define xmalloc(size) xrealloc (NULL, size)`): like the other GNU
   x-allocators it exits instead of giving NULL, and what it allocates
   it and free release.  A block from another allocator is still a
   mismatch, and malloc's result still needs its check.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref,mismatched-dealloc" } */
#include <stdlib.h>

extern void *xrealloc (void *ptr, size_t size)
  __attribute__ ((__malloc__)) __attribute__ ((alloc_size (2)));
#define xmalloc(size) xrealloc (NULL, size)
void release (void *);
void *acquire (void) __attribute__ ((malloc (release)));

char *good_grow (size_t n)
{
  char *name = xmalloc (n);
  name[0] = 0; /* { dg-bogus "null-deref" } */
  name = xrealloc (name, 2 * n); /* { dg-bogus "mismatched-dealloc" } */
  name[1] = 0; /* { dg-bogus "null-deref" } */
  return name;
}

void good_free (size_t n)
{
  char *name = xmalloc (n);
  free (name); /* { dg-bogus "mismatched-dealloc" } */
}

void *bad_grow_acquired (size_t n)
{
  void *p = acquire ();
  return xrealloc (p, n); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

char *bad_malloc (size_t n)
{
  char *p = malloc (n);
  p[0] = 0; /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return p;
}
