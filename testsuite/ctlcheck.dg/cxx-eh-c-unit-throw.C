// The shape of cxx-eh-c-unit.C in a unit that throws somewhere: the unit
// is written for exceptions, so a call that may throw is an exception path
// out of the function, and the block leaks there.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" }
#include <stdlib.h>

int step (int);

int bad_freed_after_call (int x)
{
  char *buf = (char *) malloc (16);
  if (!buf)
    return -1;
  int r = step (x); // { dg-warning "memory allocated to 'buf' leaks \\\[ctlcheck:memory-leak\\\]" }
  free (buf);
  return r;
}

int fails (int x)
{
  if (x < 0)
    throw x;
  return x;
}
