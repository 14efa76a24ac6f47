/* NULL set then dereferenced, tests with & and |, unchecked allocations and streams.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -Wno-nonnull -Wno-format-overflow -fplugin-arg-ctlcheck-enable=null-deref-after-check,deref-before-check,null-deref,null-deref-stream" } */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

struct node { struct node *next; int n; };
int sink (int);
int get (int **);

/* A pointer set to NULL (or 0), then dereferenced. */
int bad_null_star (void)
{
  int *p = NULL; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 18 } */
}
int bad_zero_index (int i)
{
  int *p = 0; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  return p[i]; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 24 } */
}
int bad_null_arrow (void)
{
  struct node *p = NULL; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  int k = 0;
  for (int i = 0; i < 3; i++)
    k += i;
  return p->n + k; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 33 } */
}
int bad_null_copy (void)
{
  int *p = NULL; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  int *q = p;
  return *q; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 40 } */
}
void bad_zero_putchar (void)
{
  char *p = 0; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  putchar (p[0]); /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 46 } */
}
int good_null_reassigned (int *r)
{
  int *p = NULL;
  p = r;
  return *p; /* { dg-bogus "null-deref" } */
}
int good_null_filled (void)
{
  int *p = NULL;
  if (get (&p) != 0)
    return -1;
  return *p; /* { dg-bogus "null-deref" } */
}
int good_null_checked (int *r, int c)
{
  int *p = NULL;
  if (c)
    p = r;
  if (p != NULL)
    return *p; /* { dg-bogus "null-deref" } */
  return 0;
}
int good_null_loop (struct node *head)
{
  struct node *prev = NULL;
  int n = 0;
  for (struct node *p = head; p; p = p->next)
    {
      if (prev)
        n += prev->n; /* { dg-bogus "null-deref" } */
      prev = p;
    }
  return n;
}
int good_null_flag (int c, int *r)
{
  int *p = NULL;
  int ok = 0;
  if (c)
    {
      p = r;
      ok = 1;
    }
  if (ok)
    return *p; /* { dg-bogus "null-deref" } */
  return 0;
}

/* A test with & or | does not guard what it dereferences. */
int bad_and (struct node *p)
{
  if ((p != NULL) & (p->n > 0)) /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(1\\) 'p' is NULL on this branch" "" { target *-*-* } 100 } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 100 } */
    return 1;
  return 0;
}
int bad_or (struct node *p)
{
  if ((p == NULL) | (p->n == 0)) /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(1\\) 'p' is NULL on this branch" "" { target *-*-* } 108 } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 108 } */
    return 0;
  return p->n;
}
int bad_and_loop (struct node *p)
{
  int n = 0;
  while ((p != NULL) & (n < 10)) /* { dg-bogus "null-deref" } */
  /* The loop's own test of the pointer it walks is no NULL check. */
    {
      n += p->n;
      p = p->next;
    }
  if ((p != NULL) & (p->n > n)) /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(1\\) 'p' is NULL on this branch" "" { target *-*-* } 123 } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 123 } */
    return 1;
  return n;
}
int good_andand (struct node *p)
{
  if (p != NULL && p->n > 0) /* { dg-bogus "null-deref|deref-before-check" } */
    return 1;
  return 0;
}
int good_and_flags (struct node *p, int c)
{
  if ((p != NULL) & (c > 0)) /* { dg-bogus "null-deref|deref-before-check" } */
    return p->n; /* { dg-bogus "null-deref" } */
  return 0;
}
int good_and_other (struct node *p, struct node *q)
{
  if (q == NULL)
    return 0;
  if ((p != NULL) & (q->n > 0)) /* { dg-bogus "null-deref|deref-before-check" } */
    return 1;
  return 0;
}

/* Allocation results used without a check, by the library too. */
void bad_wcscpy (void)
{
  wchar_t *w = malloc (20 * sizeof (wchar_t)); /* { dg-message "\\(1\\) 'w' allocated here \\(NULL when memory runs out\\)" } */
  wcscpy (w, L"x"); /* { dg-warning "'w' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  /* { dg-message "\\(2\\) 'w' dereferenced here without a check" "" { target *-*-* } 154 } */
  free (w);
}
size_t bad_strlen (const char *s)
{
  char *p = strdup (s); /* { dg-message "\\(1\\) 'p' allocated here \\(NULL when memory runs out\\)" } */
  size_t n = strlen (p); /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here without a check" "" { target *-*-* } 161 } */
  free (p);
  return n;
}
void bad_printf (const char *s, int k)
{
  char *p = strndup (s, 4); /* { dg-message "\\(1\\) 'p' allocated here \\(NULL when memory runs out\\)" } */
  for (int i = 0; i < k; i++)
    sink (i);
  printf ("%d: %s\n", k, p); /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here without a check" "" { target *-*-* } 171 } */
  free (p);
}
void bad_memcmp_src (const char *s)
{
  char *p = calloc (4, 1); /* { dg-message "\\(1\\) 'p' allocated here \\(NULL when memory runs out\\)" } */
  if (memcmp (s, p, 4) == 0) /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here without a check" "" { target *-*-* } 178 } */
    sink (1);
  free (p);
}
void bad_fputs (void)
{
  char *p = aligned_alloc (16, 32); /* { dg-message "\\(1\\) 'p' allocated here \\(NULL when memory runs out\\)" } */
  fputs (p, stdout); /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here without a check" "" { target *-*-* } 186 } */
  free (p);
}
void good_printf_pointer (void)
{
  char *p = malloc (4);
  printf ("%p\n", (void *) p); /* { dg-bogus "null-deref" } */
  free (p);
}
void good_checked_copy (const char *s)
{
  char *p = malloc (strlen (s) + 1);
  if (!p)
    return;
  strcpy (p, s); /* { dg-bogus "null-deref" } */
  printf ("%s\n", p); /* { dg-bogus "null-deref" } */
  free (p);
}
void good_wcs_checked (void)
{
  wchar_t *w = malloc (20 * sizeof (wchar_t));
  if (w == NULL)
    return;
  wcscpy (w, L"x"); /* { dg-bogus "null-deref" } */
  free (w);
}

/* Streams used without checking that they were opened. */
int bad_fgetc (void)
{
  FILE *f = fopen ("x", "r"); /* { dg-message "\\(1\\) 'f' opened here \\(NULL when it cannot be opened\\)" } */
  int c = fgetc (f); /* { dg-warning "'f' may be NULL: the stream is used without checking that it was opened \\\[ctlcheck:null-deref-stream\\\]" } */
  /* { dg-message "\\(2\\) 'f' used here without a check" "" { target *-*-* } 218 } */
  fclose (f);
  return c;
}
void bad_tmpfile (int n)
{
  FILE *f = tmpfile (); /* { dg-message "\\(1\\) 'f' opened here \\(NULL when it cannot be opened\\)" } */
  for (int i = 0; i < n; i++)
    fprintf (f, "%d\n", i); /* { dg-warning "\\\[ctlcheck:null-deref-stream\\\]" } */
    /* { dg-message "\\(2\\) 'f' used here without a check" "" { target *-*-* } 227 } */
  fclose (f);
}
void bad_fdopen (int fd, char *buf)
{
  FILE *f = fdopen (fd, "r"); /* { dg-message "\\(1\\) 'f' opened here \\(NULL when it cannot be opened\\)" } */
  if (fgets (buf, 10, f)) /* { dg-warning "\\\[ctlcheck:null-deref-stream\\\]" } */
  /* { dg-message "\\(2\\) 'f' used here without a check" "" { target *-*-* } 234 } */
    sink (1);
  fclose (f);
}
int good_fgetc (void)
{
  FILE *f = fopen ("x", "r");
  if (!f)
    return -1;
  int c = fgetc (f); /* { dg-bogus "null-deref" } */
  fclose (f);
  return c;
}
int good_fopen_loop (const char *const *names, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    {
      FILE *f = fopen (names[i], "r");
      if (f == NULL)
        continue;
      total += fgetc (f); /* { dg-bogus "null-deref" } */
      fclose (f);
    }
  return total;
}
void good_fwrite (const char *s)
{
  FILE *f = fopen (s, "w");
  if (f)
    {
      fwrite (s, 1, 1, f); /* { dg-bogus "null-deref" } */
      fclose (f);
    }
}
/* NULL moved by an offset is no valid pointer either (Clang's
   pointer-arithmetic.c); a moved pointer that was set again is fine. */
int bad_null_stepped (void)
{
  int *p = NULL; /* { dg-message "\\(1\\) 'p' set to NULL here" } */
  p += 1;
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 276 } */
}
int bad_null_checked_stepped (int *p)
{
  if (p == NULL) /* { dg-message "\\(1\\) 'p' is NULL on this branch" } */
    {
      p++;
      return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
      /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 284 } */
    }
  return 0;
}
int good_stepped_after_set (int *q)
{
  int *p = NULL;
  p = q;
  p += 1;
  return *p; /* { dg-bogus "null-deref" } */
}
