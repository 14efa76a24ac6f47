// A class's own operator new is not the global one: its body (a calloc
// that may give NULL) says nothing of the `new` of other classes, which
// never gives NULL and still allocates.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <cstdlib>

struct pooled
{
  static void *operator new (std::size_t n) noexcept { return std::calloc (1, n); }
  static void operator delete (void *p) { std::free (p); }
  int id;
};

struct plain { int id; };

plain *make_plain (int id)
{
  plain *p = new plain;
  p->id = id; // { dg-bogus "may be NULL" }
  return p;
}

void drop_plain (int id)
{
  make_plain (id); // { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" }
}

int use_pooled (int id)
{
  pooled *q = new pooled;
  if (!q)
    return -1;
  q->id = id;
  int r = q->id;
  delete q; // { dg-bogus "does not match" }
  return r;
}
