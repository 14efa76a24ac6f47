/* A count of zero: memcpy, qsort and the other functions of the family
   zero-count read and write nothing through their pointers when their
   count is zero (C2y, N3322), so a NULL passed with a count the path
   knows is zero is no bug: the array a loop grows with realloc is still
   NULL, and its count 0, when the loop turned no time (issue 13: tmux
   window-tree.c:437, :483).  A count the path does not know, or knows is
   not zero, still passes the pointer; and the copy the check makes of
   such a call is never reported as a statement never executed. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

struct item { int v; };
extern struct item *next_item (struct item *);
extern int cmp (const void *, const void *);
extern void log_msg (const char *);

void good_grown_array (struct item *first)
{
  struct item **l = NULL, *it;
  unsigned n = 0;
  for (it = first; it != NULL; it = next_item (it)) {
    l = realloc (l, (n + 1) * sizeof *l);
    if (l == NULL)
      abort ();
    l[n++] = it;
  }
  qsort (l, n, sizeof *l, cmp); /* { dg-bogus "null-argument" } */
  free (l);
}

void good_zero_on_null (char *dst, const char *src, size_t n)
{
  if (src == NULL)
    n = 0;
  memcpy (dst, src, n); /* { dg-bogus "null-argument" } */
}

void good_tested_count (char *dst, const char *src, size_t n)
{
  if (n == 0)
    memcpy (dst, src, n); /* { dg-bogus "unreachable-code|null-argument" } */
  else if (src != NULL)
    memcpy (dst, src, n); /* { dg-bogus "unreachable-code|null-argument" } */
}

void bad_unknown_count (unsigned n)
{
  struct item **l = NULL;
  qsort (l, n, sizeof *l, cmp); /* { dg-warning "'l' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

void bad_tested_null (char *dst, const char *src, size_t n)
{
  if (src == NULL)
    log_msg ("no source");
  memcpy (dst, src, n); /* { dg-warning "'src' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

void bad_nonzero_count (char *dst, const char *src)
{
  size_t n = 4;
  if (src == NULL)
    log_msg ("no source");
  memcpy (dst, src, n); /* { dg-warning "'src' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
