/* After a call that declares a parameter nonnull, the pointer given there
   is not NULL on the paths that go on (GCC assumes the same and deletes
   the later NULL tests): code under such a test is dead, and its NULL
   dereferences are no findings (Clang's null-deref-ps.c f6d).  A pointer
   known to be NULL stays NULL: passing it is the finding. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-argument,null-constant-argument,null-deref-after-check" } */
int bar (int *p, int q) __attribute__ ((nonnull));
int bar2 (int n, int *p) __attribute__ ((nonnull (2)));

int bad_null_passed (void)
{
  int *p = 0;
  return bar (p, 0); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
void bad_null_constant (void)
{
  bar2 (0, 0); /* { dg-warning "NULL passed for an argument that must not be NULL" } */
}
/* p is not what bar2's nonnull parameter got: it may still be NULL. */
void bad_other_position (int *p, int x)
{
  bar2 (0, &x);
  if (!p)
    {
      int *q = 0;
      *q = 1; /* { dg-warning "'q' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
    }
}
/* Passing NULL ends the path (null-constant-argument is fatal): the
   dereference only that path reaches is not reported. */
void good_after_fatal (int *p)
{
  bar2 (0, 0); /* { dg-warning "NULL passed for an argument that must not be NULL" } */
  if (!p)
    {
      int *q = 0;
      *q = 1; /* { dg-bogus "null-deref-after-check" } */
    }
}

void good_after_nonnull (int *p)
{
  bar (p, 0);
  if (!p)
    {
      int *q = 0;
      *q = 1; /* { dg-bogus "null-deref" } */
    }
}
int good_after_nonnull_second (int *p)
{
  bar2 (1, p);
  if (p == 0)
    return *p; /* { dg-bogus "null-deref" } */
  return 0;
}
