// A range-for binds the range to a hidden reference (`__for_range = &v`):
// begin (&v) is no new value of v, so nothing is a dead store.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <vector>
#include <string>

int sum (int n)
{
  std::vector<int> v (n, 1);
  int s = 0;
  for (int x : v) // { dg-bogus "dead-store|never used" }
    s += x;
  return s;
}

struct bag { int a[4]; int *begin (); int *end (); };

int sum_bag ()
{
  bag b;
  int s = 0;
  for (int x : b) // { dg-bogus "dead-store|never used" }
    s += x;
  return s;
}

int sum_array ()
{
  int a[3] = {1, 2, 3};
  int s = 0;
  for (int x : a) // { dg-bogus "never used|before it is assigned" }
    s += x;
  return s;
}

void release_all (int n)
{
  std::vector<int *> v;
  for (int i = 0; i < n; i++)
    v.push_back (new int (i));
  for (int *p : v) // { dg-bogus "dead-store|never used|leaks" }
    delete p;
}

// A real dead store next to a range-for is still found.
int still_found (const std::vector<std::string> &v)
{
  int n = 0;
  for (const std::string &s : v)
    n += (int) s.size ();
  n = 0; // { dg-warning "value assigned to 'n' is never used \\\[ctlcheck:dead-store\\\]" }
  n = 1;
  return n;
}
