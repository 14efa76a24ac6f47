/* Bug shapes of free-non-heap and free-offset (issue 20): memory that is not
   on the heap (alloca, local, static and global arrays, string literals),
   and pointers advanced through their block before the free.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -Wno-free-nonheap-object -fplugin-arg-ctlcheck-enable=free-non-heap,free-offset" } */
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
  /* { dg-message "\\(2\\) 's' freed here" "" { target *-*-* } 17 } */
}
void bad_alloca (void)
{
  char *b = __builtin_alloca (100); /* { dg-message "\\(1\\) 'b' points to stack memory from alloca here" } */
  use (b);
  free (b); /* { dg-warning "'b' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(2\\) 'b' freed here" "" { target *-*-* } 24 } */
}
void bad_local_copy (void)
{
  char buf[8];
  char *p = buf;
  use (p);
  free (p); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'buf' freed here" "" { target *-*-* } 32 } */
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
  /* { dg-message "\\(1\\) address of 'buf' freed here" "" { target *-*-* } 45 } */
}
void bad_static (void)
{
  free (sbuf); /* { dg-warning "'sbuf' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'sbuf' freed here" "" { target *-*-* } 50 } */
}
void bad_global_loop (int n)
{
  char *p = gbuf;
  for (int i = 0; i < n; i++)
    use (p);
  free (p); /* { dg-warning "'gbuf' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'gbuf' freed here" "" { target *-*-* } 58 } */
}
int bad_literal_early (int c)
{
  char *msg = "none"; /* { dg-message "\\(1\\) 'msg' points to a string literal here" } */
  if (c)
    return use (msg);
  free (msg); /* { dg-warning "'msg' is not on the heap\[^\n\]*\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(2\\) 'msg' freed here" "" { target *-*-* } 66 } */
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
  /* { dg-message "\\(2\\) 'p' freed here, past the start of its block" "" { target *-*-* } 105 } */
}
void bad_plus_eq (void)
{
  char *q = malloc (10);
  q += 2; /* { dg-message "\\(1\\) 'q' advanced here" } */
  free (q); /* { dg-warning "'q' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'q' freed here, past the start of its block" "" { target *-*-* } 112 } */
}
int bad_plus_early (char *q, int k, int c)
{
  q = q + k; /* { dg-message "\\(1\\) 'q' advanced here" } */
  if (c)
    return use (q);
  free (q); /* { dg-warning "'q' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'q' freed here, past the start of its block" "" { target *-*-* } 120 } */
  return 0;
}
void bad_copy (char *p)
{
  char *q;
  p++; /* { dg-message "\\(1\\) 'p' advanced here" } */
  q = p;
  free (q); /* { dg-warning "'p' is freed at an offset\[^\n\]*\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(2\\) 'p' freed here, past the start of its block" "" { target *-*-* } 129 } */
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
