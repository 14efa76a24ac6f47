// Double free found in a C++ unit compiled with g++.
// { dg-do compile }
#include <cstdlib>

struct holder {
  char *p;
  void release ()
  {
    std::free (p);
    std::free (p); // { dg-warning "is freed twice \\\[ctlcheck:double-free\\\]" }
  }
};

void twice ()
{
  char *p = static_cast<char *> (std::malloc (4));
  std::free (p);
  std::free (p); // { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void once ()
{
  char *p = static_cast<char *> (std::malloc (4));
  std::free (p); // { dg-bogus "freed twice" }
}
