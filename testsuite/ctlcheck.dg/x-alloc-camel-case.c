/* The x-allocators spelled in camel case (htop 3.2.2's XUtils.h:
   xMalloc, xCalloc, xStrdup ... declared malloc, defined in another unit
   to call fail () when malloc gives NULL) never give NULL, as xmalloc
   does not (52 null-deref findings on htop).  What they allocate is
   still free's to release once, and malloc's result still needs its
   check. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

void *xMalloc (size_t size) __attribute__ ((malloc, alloc_size (1)));
void *xCalloc (size_t nmemb, size_t size) __attribute__ ((malloc, alloc_size (1, 2)));
char *xStrdup (const char *s) __attribute__ ((malloc));

struct panel { int x; char *name; int *cells; };

struct panel *good_new (const char *name)
{
  struct panel *this = xMalloc (sizeof *this);
  this->x = 0; /* { dg-bogus "null-deref" } */
  this->name = xStrdup (name);
  this->cells = xCalloc (4, sizeof (int));
  this->cells[0] = 1; /* { dg-bogus "null-deref" } */
  return this;
}

void bad_twice (void)
{
  int *p = xMalloc (sizeof *p);
  *p = 1;
  free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_malloc (void)
{
  int *p = malloc (sizeof *p);
  *p = 1; /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
