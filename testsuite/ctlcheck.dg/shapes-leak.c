/* memory-leak: a block only lent to pointer-to-const parameters or to the library is still the caller's.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

void print_line (const char *s);            /* defined elsewhere */
void keep (char *s);                        /* may keep the block */
void keep_const (const char *a, char *b);
void store (const void *key);               /* containers keep keys */
int sink (int);
static char *saved;
static void show (const char *s) { sink (s[0]); }
static void own (char *s) { saved = s; }

void bad_lent (void)
{
  char *p = malloc (100);
  if (!p)
    return;
  strcpy (p, "x");
  print_line (p);
  return; /* The early return and this one share one return, at the brace: */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
void bad_lent_local (const char *s)
{
  char *p = strdup (s);
  if (p == NULL)
    return;
  show (p);
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
int bad_library (const char *s, int n)
{
  char *p = malloc (64);
  if (!p)
    return -1;
  for (int i = 0; i < n; i++)
    {
      snprintf (p, 64, "%s:%d", s, i);
      if (strlen (p) > 10)
        return i; /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
      fputs (p, stdout);
    }
  free (p);
  return 0;
}
void bad_wide (void)
{
  wchar_t *w = malloc (20 * sizeof (wchar_t));
  if (!w)
    return;
  wcscpy (w, L"x");
  wmemset (w, L'y', 1);
  if (wcslen (w) > 1)
    return;
  free (w);
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
void good_freed (void)
{
  char *p = malloc (100);
  if (!p)
    return;
  strcpy (p, "x");
  print_line (p);
  free (p);
  return; /* { dg-bogus "memory-leak" } */
}
void good_kept (void)
{
  char *p = malloc (100);
  if (!p)
    return;
  print_line (p);
  keep (p);
  return; /* { dg-bogus "memory-leak" } */
}
void good_kept_mixed (void)
{
  char *p = malloc (100);
  if (!p)
    return;
  keep_const (p, p);
  return; /* { dg-bogus "memory-leak" } */
}
void good_owned_local (void)
{
  char *p = malloc (100);
  if (!p)
    return;
  own (p);
  return; /* { dg-bogus "memory-leak" } */
}
void good_container (void)
{
  char *p = malloc (16);
  if (!p)
    return;
  store (p);
  return; /* { dg-bogus "memory-leak" } */
}
char *good_returned (const char *s)
{
  char *p = strdup (s);
  if (!p)
    return NULL;
  print_line (p);
  return p; /* { dg-bogus "memory-leak" } */
}

/* A block held in a field or element of a local struct or array leaks
   when the aggregate goes out of scope, unless the aggregate is returned,
   copied, passed or has its address taken (GCC's malloc-1.c test_30,
   leak-4.c). */
struct link { void *m_ptr; int n; };
struct pair { char *a; char *b; };
void keep_link (struct link *);
void take_link (struct link);
void see (int);
void bad_field_lost (void)
{
  struct link tmp;
  tmp.m_ptr = malloc (16);
  tmp.n = 1;
  see (tmp.n);
} /* { dg-warning "memory allocated to 'tmp.m_ptr' leaks \\\[ctlcheck:memory-leak\\\]" } */
void bad_one_field_freed (void)
{
  struct pair p;
  p.a = malloc (4);
  p.b = malloc (4);
  free (p.a);
} /* { dg-warning "memory allocated to 'p.b' leaks \\\[ctlcheck:memory-leak\\\]" } */
void bad_element_lost (void)
{
  char *arr[4];
  arr[3] = malloc (4);
  arr[0] = 0;
  see (arr[0] != 0);
} /* { dg-warning "memory allocated to 'arr\\\[3\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */
struct link good_struct_returned (void)
{
  struct link tmp;
  tmp.m_ptr = malloc (16);
  tmp.n = 0;
  return tmp; /* { dg-bogus "leaks" } */
}
void good_struct_copied_out (struct link *out)
{
  struct link tmp;
  tmp.m_ptr = malloc (16);
  tmp.n = 0;
  *out = tmp;
} /* { dg-bogus "leaks" } */
void good_struct_passed (void)
{
  struct link tmp, other;
  tmp.m_ptr = malloc (16);
  tmp.n = 0;
  take_link (tmp);
  other.m_ptr = malloc (16);
  other.n = 0;
  keep_link (&other);
} /* { dg-bogus "leaks" } */
char *good_field_returned (void)
{
  struct pair p;
  p.a = malloc (4);
  p.b = NULL;
  return p.a; /* { dg-bogus "leaks" } */
}
