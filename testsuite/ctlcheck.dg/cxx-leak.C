// Leaks of every form of new, and the pairs mismatched-dealloc checks.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-mismatched-new-delete" }
#include <new>
#include <cstdlib>

struct alignas (64) big { int x; };

void bad_new (int c)
{
  int *p = new int (1);
  if (c)
    return;
  delete p;
} // { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" }

void bad_new_array (int c)
{
  int *p = new int[4];
  if (c)
    return;
  delete[] p;
} // { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" }

void bad_new_aligned (int c)
{
  big *b = new big;
  if (c)
    return;
  delete b;
} // { dg-warning "memory allocated to 'b' leaks \\\[ctlcheck:memory-leak\\\]" }

void bad_operator_new_nothrow (int c)
{
  void *m = ::operator new (16, std::nothrow);
  if (c)
    return;
  ::operator delete (m, std::nothrow);
} // { dg-warning "memory allocated to 'm' leaks \\\[ctlcheck:memory-leak\\\]" }

void good_every_path (int c)
{
  int *p = new int (1);
  if (c) {
    delete p;
    return; // { dg-bogus "leaks" }
  }
  delete p;
}

int *good_returned ()
{
  int *p = new int (1);
  return p; // { dg-bogus "leaks" }
}

void bad_array_scalar ()
{
  int *a = new int[4];
  delete a; // { dg-warning "'a' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" }
}

void bad_scalar_array ()
{
  int *a = new int;
  delete[] a; // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
}

void bad_new_free ()
{
  int *a = new int;
  std::free (a); // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
}

void bad_aligned_array_scalar ()
{
  big *b = new big[2];
  delete b; // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
}

void good_pairs ()
{
  int *a = new int[4];
  delete[] a; // { dg-bogus "mismatched" }
  big *b = new big;
  delete b; // { dg-bogus "mismatched" }
}
