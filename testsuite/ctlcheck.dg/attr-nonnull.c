/* null-argument (CWE-476): a pointer that may be NULL passed for an
   argument declared nonnull: an allocation result not checked on some
   path (returns_nonnull needs no check), NULL assigned on some path, or
   the NULL branch of a test from which every path passes it. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-argument" } */
typedef __SIZE_TYPE__ size_t;
void *my_alloc (size_t) __attribute__ ((malloc));
void *my_xalloc (size_t) __attribute__ ((malloc, returns_nonnull));
void take (char *p) __attribute__ ((nonnull (1)));
void take_second (int n, char *p, char *q) __attribute__ ((nonnull (2)));
void take_all (char *p, char *q) __attribute__ ((nonnull));
void maybe (char *p);
void note (void);

void bad_unchecked (void)
{
  char *p = my_alloc (8);
  take (p); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
void bad_null_assigned (int c, char *s)
{
  char *p = 0;
  if (c)
    p = s;
  take_second (1, p, s); /* { dg-warning "'p' may be NULL here\[^\n\]*\\\[ctlcheck:null-argument\\\]" } */
}
void bad_after_test (char *p, char *q)
{
  if (!p)
    note ();
  take_all (q, p); /* { dg-warning "'p' may be NULL here\[^\n\]*\\\[ctlcheck:null-argument\\\]" } */
}

void good_checked (void)
{
  char *p = my_alloc (8);
  if (!p)
    return;
  take (p); /* { dg-bogus "null-argument" } */
}
void good_returns_nonnull (void)
{
  char *p = my_xalloc (8);
  take (p); /* { dg-bogus "null-argument" } */
}
void good_not_nonnull (int n, char *s)
{
  char *p = my_alloc (8);
  maybe (p); /* { dg-bogus "null-argument" } */
  take_second (n, s, p); /* { dg-bogus "null-argument" } */
}
void good_test_then_assign (char *p, char *s)
{
  if (!p)
    p = s;
  take (p); /* { dg-bogus "null-argument" } */
}
void good_loop (char **v, int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = v[i];
      if (!p)
        continue;
      take (p); /* { dg-bogus "null-argument" } */
    }
}
