/* Bug shapes of free-non-heap and free-offset (issue 20): memory that is not
   on the heap (alloca, local, static and global arrays, string literals),
   pointers advanced through their block before the free, realloc into
   the same pointer when nothing can be lost, and the events of a leak's
   path (an initialisation before the allocation is not one).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -Wno-free-nonheap-object -fplugin-arg-ctlcheck-enable=free-non-heap,free-offset,realloc-leak,memory-leak" } */
#include <stdlib.h>
#include <string.h>

static char sbuf[8];
char gbuf[8];
int use (void *);

/* free-non-heap */
void bad_literal (void)
{
  char *s = "abc"; /* { dg-message "\\(1\\) 's' points to a string literal here" } */
  free (s); /* { dg-warning "'s' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(2\\) 's' freed here" "" { target *-*-* } 19 } */
}
void bad_alloca (void)
{
  char *b = __builtin_alloca (100); /* { dg-message "\\(1\\) 'b' points to stack memory from alloca here" } */
  use (b);
  free (b); /* { dg-warning "'b' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(2\\) 'b' freed here" "" { target *-*-* } 26 } */
}
void bad_local_copy (void)
{
  char buf[8];
  char *p = buf;
  use (p);
  free (p); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'buf' freed here" "" { target *-*-* } 34 } */
}
void bad_inner_block (int n)
{
  char *p;
  {
    char buf[8];
    memset (buf, 0, sizeof buf);
    p = buf;
  }
  if (n)
    use (p);
  free (p); /* { dg-warning "'buf' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'buf' freed here" "" { target *-*-* } 47 } */
}
void bad_static (void)
{
  free (sbuf); /* { dg-warning "'sbuf' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'sbuf' freed here" "" { target *-*-* } 52 } */
}
void bad_global_loop (int n)
{
  char *p = gbuf;
  for (int i = 0; i < n; i++)
    use (p);
  free (p); /* { dg-warning "'gbuf' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'gbuf' freed here" "" { target *-*-* } 60 } */
}
int bad_literal_early (int c)
{
  char *msg = "none"; /* { dg-message "\\(1\\) 'msg' points to a string literal here" } */
  if (c)
    return use (msg);
  free (msg); /* { dg-warning "'msg' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(2\\) 'msg' freed here" "" { target *-*-* } 68 } */
  return 0;
}
void good_literal_replaced (const char *name)
{
  char *s = "default";
  s = strdup (name);
  free (s); /* { dg-bogus "free-non-heap" } */
}
void good_literal_guarded (const char *name)
{
  char *s = "default";
  if (name)
    s = strdup (name);
  use (s);
  if (name)
    free (s); /* { dg-bogus "free-non-heap" } */
}
void good_alloca_kept (int n)
{
  char *b = __builtin_alloca (n);
  char *h = malloc (n);
  memcpy (h, b, n);
  free (h); /* { dg-bogus "free-non-heap" } */
}
void good_heap_loop (char **v, int n)
{
  char buf[8];
  use (buf);
  for (int i = 0; i < n; i++)
    free (v[i]); /* { dg-bogus "free-non-heap" } */
}

/* free-offset */
void bad_walk (char *p)
{
  for (; *p != '\0'; p++) /* { dg-message "\\(1\\) 'p' advanced here" } */
    ;
  free (p); /* { dg-warning "'p' is freed at an offset from the start of its block \\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'p' freed here, past the start of its block" "" { target *-*-* } 107 } */
}
void bad_plus_eq (void)
{
  char *q = malloc (10);
  q += 2; /* { dg-message "\\(1\\) 'q' advanced here" } */
  free (q); /* { dg-warning "'q' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'q' freed here, past the start of its block" "" { target *-*-* } 114 } */
}
int bad_plus_early (char *q, int k, int c)
{
  q = q + k; /* { dg-message "\\(1\\) 'q' advanced here" } */
  if (c)
    return use (q);
  free (q); /* { dg-warning "'q' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'q' freed here, past the start of its block" "" { target *-*-* } 122 } */
  return 0;
}
void bad_copy (char *p)
{
  char *q;
  p++; /* { dg-message "\\(1\\) 'p' advanced here" } */
  q = p;
  free (q); /* { dg-warning "'p' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'p' freed here, past the start of its block" "" { target *-*-* } 131 } */
}
void good_walk_copy (char *s)
{
  char *p = s;
  while (*p)
    p++;
  use (p);
  free (s); /* { dg-bogus "free-offset" } */
}
void good_reset (char *start)
{
  char *p = start;
  for (int i = 0; i < 4 && *p; i++)
    p++;
  use (p);
  p = start;
  free (p); /* { dg-bogus "free-offset" } */
}
int good_plus_early (char *q, int c)
{
  if (c)
    {
      q += 4;
      return use (q);
    }
  free (q); /* { dg-bogus "free-offset" } */
  return 0;
}

/* realloc-leak: NULL there makes realloc an allocation; a copy that still
   holds the block loses nothing. */
char *bad_realloc_loop (int k)
{
  char *p = NULL;
  for (int i = 1; i < k; i++)
    p = realloc (p, i); /* { dg-warning "'p' leaks if realloc fails\[^\n\]*\\\[ctlcheck:realloc-leak\\\]" } */
  /* The first turn made 'p' a block; the second one reallocates it: */
  /* { dg-message "\\(1\\) 'p' reallocated into itself here" "" { target *-*-* } 168 } */
  /* { dg-message "\\(2\\) 'p' reallocated into itself here" "" { target *-*-* } 168 } */
  return p;
}
char *bad_realloc_twice (char *p, size_t n)
{
  char *q = p;
  p = realloc (p, n); /* { dg-message "\\(1\\) 'p' reallocated into itself here" } */
  if (!p)
    {
      free (q);
      return 0;
    }
  p = realloc (p, 2 * n); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  /* { dg-message "\\(2\\) 'p' reallocated into itself here" "" { target *-*-* } 183 } */
  return p;
}
int bad_realloc_early (char **pp, size_t n, int c)
{
  char *p = *pp;
  if (c)
    return -1;
  p = realloc (p, n); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  /* { dg-message "\\(1\\) 'p' reallocated into itself here" "" { target *-*-* } 192 } */
  *pp = p;
  return 0;
}
char *good_realloc_null (size_t n)
{
  char *p = NULL;
  p = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  return p;
}
char *good_realloc_saved (char *p, size_t n)
{
  char *q = p;
  p = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  if (!p)
    {
      free (q);
      return 0;
    }
  return p;
}
char *good_realloc_checked (char *p, size_t n)
{
  if (p == NULL)
    p = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  return p;
}
void good_realloc_loop_saved (char **v, int k)
{
  char *p = *v;
  for (int i = 1; i < k; i++)
    {
      char *old = p;
      p = realloc (p, i); /* { dg-bogus "realloc-leak" } */
      if (!p)
        {
          free (old);
          return;
        }
    }
  *v = p;
}

/* memory-leak: the path's events follow it, from the allocation on. */
void bad_leak_events (int c)
{
  int *p = NULL;
  p = malloc (4); /* { dg-message "\\(1\\) memory allocated to 'p' here" } */
  if (p)
    *p = c;
  return; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-message "\\(2\\) 'p' goes out of scope here: the block is lost" "" { target *-*-* } 243 } */
}
void bad_leak_overwritten (int n)
{
  char *p = NULL;
  for (int i = 0; i < n; i++)
    p = malloc (8); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-message "\\(1\\) memory allocated to 'p' here" "" { target *-*-* } 250 } */
  /* { dg-message "\\(2\\) memory allocated to 'p' here" "" { target *-*-* } 250 } */
  free (p);
}

/* free-offset: a pointer moved back before the free (an allocator that
   keeps a header before the block it hands out) is not reported. */
struct hdr { long size; };
void good_header (void *ptr)
{
  char *p = ptr;
  p -= sizeof (struct hdr);
  free (p); /* { dg-bogus "free-offset" } */
}
void good_back_loop (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p += 2;
  p -= 2 * n;
  free (p); /* { dg-bogus "free-offset" } */
}
