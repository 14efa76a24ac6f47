// With -fno-exceptions no call throws: no path leaves by an exception.
// { dg-do compile }
// { dg-options "-fno-exceptions -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" }

int may_throw (int);
struct guard { ~guard (); };

int good_no_exceptions (int x)
{
  guard g;
  int *a = new int[10];
  int r = may_throw (x); // { dg-bogus "leaks" }
  delete[] a;
  return r; // { dg-bogus "leaks" }
}
