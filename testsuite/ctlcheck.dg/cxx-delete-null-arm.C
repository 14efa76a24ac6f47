// A block of malloc given to delete is mismatched-dealloc's finding, not
// a leak: the NULL arm of the test GCC puts around the delete holds no
// block.  A path that skips the delete still leaks.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-mismatched-new-delete" }
#include <cstdlib>

struct rec { int id; };

void malloc_then_delete (int id)
{
  rec *r = static_cast<rec *> (std::malloc (sizeof (rec)));
  delete r; // { dg-warning "'r' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" }
} // { dg-bogus "leaks" }

void malloc_then_delete_array (int n)
{
  char *buf = static_cast<char *> (std::malloc (n));
  delete[] buf; // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
} // { dg-bogus "leaks" }

int early_return_leaks (int n)
{
  char *buf = static_cast<char *> (std::malloc (n));
  if (n > 8)
    return -1; // { dg-warning "memory allocated to 'buf' leaks \\\[ctlcheck:memory-leak\\\]" }
  delete[] buf; // { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" }
  return 0;
}
