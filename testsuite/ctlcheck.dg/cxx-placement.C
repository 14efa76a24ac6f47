// Placement new and its delete neither allocate nor release: no leak, no
// mismatch with the free of the buffer, no uninitialised pointer.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <new>
#include <cstdlib>

int may_throw (int);
struct obj { int v; obj (int x) : v (may_throw (x)) {} virtual ~obj () {} };

int good_in_buffer (int c)
{
  alignas (int) char buf[16];
  int *p = new (buf) int (1);
  if (c)
    return 0;
  *p = 2; // { dg-bogus "before it is assigned|may be NULL" }
  return *p;
}

// The constructor may throw: GCC calls the placement operator delete on
// that path, which must not count as a release of raw.
void good_in_malloc ()
{
  void *raw = std::malloc (sizeof (obj));
  if (!raw)
    return;
  obj *o = new (raw) obj (1);
  o->~obj ();
  std::free (raw); // { dg-bogus "mismatched|freed twice|leaks" }
}

void good_array_in_buffer ()
{
  alignas (int) char buf[64];
  int *a = new (buf) int[4];
  a[0] = 1; // { dg-bogus "may be NULL|leaks" }
}
