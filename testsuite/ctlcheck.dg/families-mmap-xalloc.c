/* Allocators beyond malloc (cppcheck's test/cfg): mmap with munmap
   (posix.rules; MAP_FAILED, not NULL, is its failure), the GNU
   x-allocators that exit instead of giving NULL, and reallocarray,
   which realloc-leak checks like realloc. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>
#include <sys/mman.h>

extern void *xmalloc (size_t);
extern void *xrealloc (void *, size_t);
extern void use (const char *);

void bad_map_leak (int fd)
{
  void *p = mmap (NULL, 255, PROT_READ, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED)
    return;
  use (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_map_dropped (int fd)
{
  mmap (NULL, 255, PROT_READ, MAP_PRIVATE, fd, 0); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void bad_map_freed (int fd)
{
  void *p = mmap (NULL, 255, PROT_READ, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED)
    return;
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

int good_map (int fd)
{
  void *p = mmap (NULL, 255, PROT_READ, MAP_PRIVATE, fd, 0);
  if (p == MAP_FAILED) /* { dg-bogus "memory-leak" } */
    return -1;
  use (p); /* { dg-bogus "null-deref" } */
  munmap (p, 255);
  return 0;
}

void bad_xmalloc_leak (void)
{
  char *p = xmalloc (10);
  p[9] = 0; /* { dg-bogus "null-deref" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_xmalloc (void)
{
  char *p = xmalloc (10);
  p[9] = 0;
  free (p); /* { dg-bogus "ctlcheck" } */
}

/* xrealloc hands the block on: no leak, no realloc-leak (never NULL). */
void good_xrealloc_grown (size_t n)
{
  char *l = NULL;
  for (size_t i = 0; i < n; i++)
    l = xrealloc (l, i + 1);
  if (n == 0)
    return; /* { dg-bogus "memory-leak" "l is NULL when n is 0" } */
  free (l);
}

char *good_xrealloc (void)
{
  char *p = xmalloc (10);
  p = xrealloc (p, 20); /* { dg-bogus "memory-leak|realloc-leak" } */
  return p;
}

char *bad_reallocarray (char *p, size_t n)
{
  p = reallocarray (p, n, 2); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}

char *good_reallocarray (char *p, size_t n)
{
  char *q = reallocarray (p, n, 2); /* { dg-bogus "realloc-leak" } */
  if (!q)
    free (p);
  return q;
}
