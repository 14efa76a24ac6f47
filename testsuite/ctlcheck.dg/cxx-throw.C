// A throw allocates its exception object with __cxa_allocate_exception,
// which terminates the program rather than give NULL (lua built as C++,
// luaD_throw): storing the object is no NULL dereference.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <cstdlib>

struct error { int code; };

int good_throw (int x)
{
  if (x)
    throw error{x}; // { dg-bogus "null-deref" }
  return 0;
}

int bad_malloc (int x)
{
  error *e = static_cast<error *> (std::malloc (sizeof *e));
  e->code = x; // { dg-warning "'e' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" }
  int c = e->code;
  std::free (e);
  return c;
}
