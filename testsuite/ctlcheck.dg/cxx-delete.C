// Every form of delete: double delete, use after delete, delete of memory
// not on the heap; plain, [], sized, aligned and explicit operator calls.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object -Wno-mismatched-new-delete" }
#include <new>

struct alignas (64) big { int x; };

void bad_twice ()
{
  int *p = new int (1);
  delete p;
  delete p; // { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void bad_twice_array ()
{
  int *a = new int[10];
  delete[] a;
  delete[] a; // { dg-warning "'a' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void bad_twice_aligned ()
{
  big *b = new big;
  delete b;
  delete b; // { dg-warning "'b' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void bad_twice_operator ()
{
  void *m = ::operator new (16);
  ::operator delete (m);
  ::operator delete (m); // { dg-warning "'m' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void bad_twice_sized ()
{
  void *m = ::operator new (16);
  ::operator delete (m, 16);
  ::operator delete (m, 16); // { dg-warning "'m' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void good_twice_reset ()
{
  int *p = new int (1);
  delete p;
  p = nullptr;
  delete p; // { dg-bogus "freed twice" }
}

int bad_use ()
{
  int *p = new int (1);
  delete p;
  return *p; // { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" }
}

int good_use ()
{
  int *p = new int (1);
  int r = *p;
  delete p; // { dg-bogus "used after" }
  return r;
}

void bad_not_heap ()
{
  int x;
  int *p = &x;
  delete p; // { dg-warning "'x' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" }
}

void bad_not_heap_address ()
{
  int x;
  delete &x; // { dg-warning "'x' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" }
}

void bad_not_heap_array ()
{
  char buf[8];
  char *p = buf;
  delete[] p; // { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" }
}

void good_heap ()
{
  int *p = new int;
  delete p; // { dg-bogus "not on the heap" }
}

// Only new (std::nothrow) returns NULL: plain new throws instead.
void bad_nothrow_unchecked ()
{
  int *p = new (std::nothrow) int;
  *p = 1; // { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" }
  delete p;
}

void bad_nothrow_array_unchecked (int n)
{
  int *a = new (std::nothrow) int[n];
  a[0] = 1; // { dg-warning "'a' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" }
  delete[] a;
}

void good_nothrow_checked ()
{
  int *p = new (std::nothrow) int;
  if (!p)
    return;
  *p = 1; // { dg-bogus "may be NULL" }
  delete p;
}

void good_plain_unchecked ()
{
  int *p = new int;
  *p = 1; // { dg-bogus "may be NULL" }
  delete p;
  int *q = new int (2);
  *q = 3; // { dg-bogus "may be NULL" }
  delete q;
}
