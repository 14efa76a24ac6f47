/* realloc-leak, free-offset, free-non-heap, memory-never-freed: three bad and
   three good cases each, with a loop and an early return among them.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object -fplugin-arg-ctlcheck-enable=realloc-leak,free-offset,free-non-heap,memory-never-freed" } */
#include <stdlib.h>
#include <string.h>

static int table[4];
int use (void *);

/* realloc-leak */
char *bad_realloc_self (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-warning "'p' leaks if realloc fails: \[^\n\]*\\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}
char *bad_realloc_loop (char *p, int n)
{
  for (int i = 1; i < n; i++)
    p = realloc (p, i * 16); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}
int bad_realloc_early (char **pp, size_t n)
{
  char *p = *pp;
  if (!n)
    return 0;
  p = realloc (p, n); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  *pp = p;
  return 1;
}
char *good_realloc (char *p, size_t n)
{
  char *q = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  if (!q)
    {
      free (p);
      return 0;
    }
  return q;
}
char *good_realloc_loop (char *p, int n)
{
  for (int i = 1; i < n; i++)
    {
      char *q = realloc (p, i * 16); /* { dg-bogus "realloc-leak" } */
      if (!q)
        return p;
      p = q;
    }
  return p;
}
char *good_realloc_other (char *p, char *q, size_t n)
{
  p = realloc (q, n); /* { dg-bogus "realloc-leak" } */
  return p;
}

/* free-offset */
void bad_offset (char *p) { free (p + 1); } /* { dg-warning "'p' is freed at an offset from the start of its block \\\[ctlcheck:free-offset\\\]" } */
void bad_offset_loop (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p++;
  free (p - 0 + n); /* { dg-warning "\\\[ctlcheck:free-offset\\\]" } */
}
int bad_offset_early (char *p, int c)
{
  if (c)
    return 1;
  free (p + 4); /* { dg-warning "\\\[ctlcheck:free-offset\\\]" } */
  return 0;
}
void good_offset (char *p) { free (p); } /* { dg-bogus "free-offset" } */
void good_offset_loop (char **v, int n)
{
  for (int i = 0; i < n; i++)
    free (v[i]); /* { dg-bogus "free-offset" } */
}
int good_offset_early (char *p, int c)
{
  if (c)
    return 1;
  use (p + 4);
  free (p); /* { dg-bogus "free-offset" } */
  return 0;
}

/* free-non-heap */
void bad_local (void) { int n = 0; use (&n); free (&n); } /* { dg-warning "'n' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
void bad_global (int i) { if (i) return; free (&table); } /* { dg-warning "'table' is not on the heap: \[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
void bad_param (int k)
{
  for (int i = 0; i < k; i++)
    use (&k);
  free (&k); /* { dg-warning "'k' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
}
void good_heap (void) { int *n = malloc (4); free (n); } /* { dg-bogus "free-non-heap" } */
void good_heap_loop (int **v, int k)
{
  for (int i = 0; i < k; i++)
    free (v[i]); /* { dg-bogus "free-non-heap" } */
}
int good_heap_early (int *p)
{
  if (!p)
    return -1;
  free (p); /* { dg-bogus "free-non-heap" } */
  return 0;
}

/* memory-never-freed (relaxed: no path frees) */
void bad_never (void)
{
  char *p = malloc (8); /* { dg-warning "memory allocated to 'p' is never freed on any path \\\[ctlcheck:memory-never-freed\\\]" } */
  use (0);
  (void) p;
}
void bad_never_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = malloc (8); /* { dg-warning "\\\[ctlcheck:memory-never-freed\\\]" } */
      use (0);
      (void) p;
    }
}
int bad_never_early (int c)
{
  char *p = strdup ("x"); /* { dg-warning "\\\[ctlcheck:memory-never-freed\\\]" } */
  if (c)
    return 1;
  (void) p;
  return 0;
}
int good_sometimes (int c)
{
  char *p = malloc (8); /* { dg-bogus "memory-never-freed" } */
  if (c)
    return 1;
  free (p);
  return 0;
}
char *good_returned (void)
{
  char *p = malloc (8); /* { dg-bogus "memory-never-freed" } */
  return p;
}
void good_loop_freed (int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = malloc (8); /* { dg-bogus "memory-never-freed" } */
      free (p);
    }
}
