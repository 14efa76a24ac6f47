// Exceptions: a call that may throw with no handler, a throw, a cleanup
// on the way out: the path leaves the function, and a leak on it is
// reported with the throwing call as an event.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=separate-events -fplugin-arg-ctlcheck-enable=memory-leak" }
#include <memory>

int may_throw (int);
int no_throw (int) noexcept;
struct guard { ~guard (); };

int bad_call (int x)
{
  int *a = new int[10]; // { dg-message "\\(1\\) memory allocated to 'a' here" }
  int r = may_throw (x); // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
  // { dg-message "\\(2\\) exception thrown here" "" { target *-*-* } 15 }
  // { dg-message "\\(3\\) 'a' goes out of scope here" "" { target *-*-* } 15 }
  delete[] a;
  return r;
}

void bad_void_call (int x)
{
  int *a = new int (x); // { dg-message "\\(1\\) memory allocated to 'a' here" }
  may_throw (x); // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
  // { dg-message "\\(2\\) exception thrown here" "" { target *-*-* } 25 }
  // { dg-message "\\(3\\) 'a' goes out of scope here" "" { target *-*-* } 25 }
  delete a;
}

int bad_throw (int x)
{
  int *a = new int[10]; // { dg-message "\\(1\\) memory allocated to 'a' here" }
  if (x)
    throw 1; // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
  // { dg-message "\\(2\\) exception thrown here" "" { target *-*-* } 35 }
  // { dg-message "\\(3\\) 'a' goes out of scope here" "" { target *-*-* } 35 }
  delete[] a;
  return 0;
}

// The exception runs g's destructor first, then leaves.
int bad_cleanup (int x)
{
  guard g;
  int *a = new int[10]; // { dg-message "\\(1\\) memory allocated to 'a' here" }
  int r = may_throw (x); // { dg-message "\\(2\\) exception thrown here" }
  delete[] a;
  return r;
} // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
// { dg-message "\\(3\\) 'a' goes out of scope here" "" { target *-*-* } 50 }

// A handler that returns: the block is lost on the exception's path.
int bad_catch (int x)
{
  int *a = new int[10]; // { dg-message "\\(1\\) memory allocated to 'a' here" }
  try { may_throw (x); } // { dg-message "\\(2\\) exception thrown here" }
  catch (...) { return -1; } // { dg-warning "memory allocated to 'a' leaks \\\[ctlcheck:memory-leak\\\]" }
  // { dg-message "\\(3\\) 'a' goes out of scope here" "" { target *-*-* } 58 }
  delete[] a;
  return 0;
}

int good_noexcept (int x)
{
  int *a = new int[10];
  int r = no_throw (x); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}

int good_catch_rethrow (int x)
{
  int *a = new int[10];
  try { may_throw (x); }
  catch (...) { delete[] a; throw; } // { dg-bogus "leaks" }
  delete[] a;
  return 0;
}

int good_catch_all (int x)
{
  int *a = new int[10];
  int r = -1;
  try { r = may_throw (x); } catch (...) { } // { dg-bogus "leaks" }
  delete[] a;
  return r;
}

int good_unique_ptr (int x)
{
  std::unique_ptr<int[]> a (new int[10]);
  return may_throw (x) + a[0]; // { dg-bogus "leaks" }
}

// A call that takes the block and throws has been handed it all the same,
// with its result unassigned or not.
int take (int *);
int good_handed_off (int x)
{
  int *a = new int (x);
  int r = take (a); // { dg-bogus "leaks" }
  return r;
}

// new itself may throw (bad_alloc): then nothing was allocated.
int *good_new_throws (int x)
{
  int *a = new int (x); // { dg-bogus "leaks" }
  return a;
}

// A noexcept function: what its callees throw ends in std::terminate.
int good_in_noexcept (int x) noexcept
{
  int *a = new int[10];
  int r = may_throw (x); // { dg-bogus "leaks" }
  delete[] a;
  return r;
}
