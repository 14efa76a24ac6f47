// Exceptions and the unit's own functions: a function of the unit whose
// exceptions cannot get out (it calls only functions that throw nothing,
// catches what they throw, or recurses) throws nothing, so calling it is
// no exception path; one that calls a function that may throw still is.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" }
#include <cstdio>

void may_throw (int);

static int quiet (int x) { return x + 1; }
static int calls_quiet (int x) { return quiet (x) * 2; }
static int loud (int x) { may_throw (x); return 0; }
static int calls_loud (int x) { return loud (x); }
static int catches (int x) { try { may_throw (x); } catch (...) { return -1; } return 0; }
static int rec (int n) { return n ? rec (n - 1) : 0; }
static int reads (FILE *f) { return getc (f); }

int bad_loud (void)
{
  int *a = new int[4];
  a[0] = 1;
  int r = calls_loud (a[0]); // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
  delete[] a;
  return r;
}

int good_quiet (void)
{
  int *a = new int[4];
  a[0] = 1;
  int r = calls_quiet (a[0]); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}

int good_catches (void)
{
  int *a = new int[4];
  a[0] = 1;
  int r = catches (a[0]); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}

int good_recursion (void)
{
  int *a = new int[4];
  int r = rec (3); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}

int good_c_library (FILE *f)
{
  int *a = new int[4];
  int r = reads (f); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}
