/* With _FORTIFY_SOURCE, memcpy and strcpy are inline functions of the
   unit whose summary gives back their first argument (`def r = d` after
   the call): `return memcpy (xmalloc (n), p, n);` (gnulib's xmemdup)
   returns the block, through the copy made in the same statement. */
/* { dg-do compile } */
/* { dg-options "-O2 -D_FORTIFY_SOURCE=2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>
extern void *xmalloc (size_t) __attribute__ ((malloc, malloc (free, 1), returns_nonnull));
extern void use (const char *);

void *good_memdup (void const *p, size_t s)
{
  return memcpy (xmalloc (s), p, s); /* { dg-bogus "memory-leak" } */
}

char *good_strdup (char const *s)
{
  return strcpy (xmalloc (strlen (s) + 1), s); /* { dg-bogus "memory-leak" } */
}

char *good_kept (char const *s)
{
  char *q = strcpy (xmalloc (strlen (s) + 1), s);
  use (q);
  return q; /* { dg-bogus "memory-leak" } */
}

void bad_dropped (void const *p, size_t s)
{
  memcpy (xmalloc (s), p, s);
} /* { dg-warning "memory allocated to 'xmalloc\\(...\\)' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_used (char const *s)
{
  char *q = strcpy (xmalloc (strlen (s) + 1), s);
  use (q);
} /* { dg-warning "memory allocated to 'q' leaks \\\[ctlcheck:memory-leak\\\]" } */
