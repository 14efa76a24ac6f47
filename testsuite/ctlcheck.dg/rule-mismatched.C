// mismatched-dealloc: malloc/delete, new/free, new[]/delete, in C++.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-mismatched-new-delete -Wno-mismatched-dealloc -fplugin-arg-ctlcheck-enable=mismatched-dealloc" }
#include <cstdlib>

void bad_malloc_delete ()
{
  char *p = static_cast<char *> (std::malloc (8));
  delete p; // { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" }
}
void bad_new_free (int n)
{
  int *p = new int (n);
  for (int i = 0; i < n; i++)
    *p += i;
  std::free (p); // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
}
int bad_array_delete (int c)
{
  int *a = new int[4];
  if (c)
    return a[0];
  delete a; // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
  return 0;
}
void good_pairs ()
{
  char *p = static_cast<char *> (std::malloc (8));
  std::free (p); // { dg-bogus "mismatched-dealloc" }
  int *q = new int (1);
  delete q; // { dg-bogus "mismatched-dealloc" }
}
void good_array_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      int *a = new int[4];
      delete[] a; // { dg-bogus "mismatched-dealloc" }
    }
}
int good_reassigned (int c)
{
  int *p = new int (1);
  delete p;
  p = static_cast<int *> (std::malloc (sizeof *p));
  if (c)
    {
      std::free (p); // { dg-bogus "mismatched-dealloc" }
      return 1;
    }
  std::free (p);
  return 0;
}
