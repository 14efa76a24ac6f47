// The reserved placement new returns the storage it is given: a delete
// of what it built in a stack buffer frees the stack (free-non-heap); a
// destructor call leaves the buffer alone.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" }
#include <new>

struct point { int x, y; };

int delete_placed_on_stack (int v)
{
  alignas (point) char storage[sizeof (point)];
  point *pt = new (storage) point ();
  pt->x = v;
  int r = pt->x;
  delete pt; // { dg-warning "'storage' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" }
  return r;
}

int destroy_placed_on_stack (int v)
{
  alignas (point) char storage[sizeof (point)];
  point *pt = new (storage) point ();
  pt->y = v;
  int r = pt->y;
  pt->~point (); // { dg-bogus "not on the heap" }
  return r;
}

int delete_heap_object (int v)
{
  point *pt = new point ();
  pt->x = v;
  int r = pt->x;
  delete pt; // { dg-bogus "not on the heap" }
  return r;
}
