// Double free found in a C++ unit compiled with g++.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free" }
#include <cstdlib>

struct holder {
  char *p;
  void release ()
  {
    std::free (p);
    std::free (p); // { dg-warning "'this->p' is freed twice \\\[ctlcheck:double-free\\\]" }
  }
};

// An inline member is compiled (and so checked) only where it is used.
void use_holder (holder &h)
{
  h.release ();
}

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
