// g++ gives a condition that assigns (`if ((p = malloc (n)) == NULL)`,
// `if (!(p = f ()))`) a bool variable of its own: the test is still the
// source's test of p, as when it is written apart.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <cstdlib>
#include <cstring>

char *good_copy (const char *s)
{
  char *p;
  size_t n = std::strlen (s) + 1;
  if ((p = static_cast<char *> (std::malloc (n))) == NULL)
    return NULL; // { dg-bogus "leaks" }
  std::memcpy (p, s, n); // { dg-bogus "may be NULL" }
  return p;
}

int *good_negated (int v)
{
  int *p;
  if (!(p = static_cast<int *> (std::malloc (sizeof *p))))
    return nullptr; // { dg-bogus "leaks" }
  *p = v; // { dg-bogus "may be NULL" }
  return p;
}

int bad_leak (int n)
{
  char *p;
  if ((p = static_cast<char *> (std::malloc (n))) == NULL)
    return -1;
  if (n > 8)
    return -2; // { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" }
  std::free (p);
  return 0;
}

void bad_deref_on_null (int n)
{
  int *p;
  if ((p = static_cast<int *> (std::malloc (n))) != NULL)
    std::free (p);
  else
    *p = 0; // { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" }
}
