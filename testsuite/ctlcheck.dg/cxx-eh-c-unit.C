// A unit that uses nothing of C++'s exceptions (no throw, no handler, no
// new, no destructor, no class or namespace function) is C compiled as
// C++: its calls are taken to throw nothing, as compiled as C, so a block
// freed after a call does not leak on an exception path.  A leak on a
// path that returns is still one.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <stdlib.h>

int step (int);
int reads (const char *p, int n) __attribute__ ((access (read_only, 1, 2)));

int good_freed_after_call (int x)
{
  char *buf = (char *) malloc (16); // { dg-bogus "leaks" }
  if (!buf)
    return -1;
  int r = step (x); // { dg-bogus "leaks" }
  step (r); // { dg-bogus "leaks" }
  free (buf);
  return r;
}

int bad_return_without_free (int x)
{
  char *buf = (char *) malloc (16);
  if (!buf)
    return -1;
  if (step (x))
    return 1; // { dg-warning "memory allocated to 'buf' leaks \\\[ctlcheck:memory-leak\\\]" }
  free (buf);
  return 0;
}

// The call that reads the array is where it is used, not the function's
// first line.
int bad_read_uninit (void)
{
  char s[8];
  return reads (s, 8); // { dg-warning "'s' is used before it is assigned \\\[ctlcheck:uninit\\\]" }
}
