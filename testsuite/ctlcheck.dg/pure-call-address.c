/* A call to a function without side effects (declared pure or const)
   given the address of a struct does not change it: a pointer field freed
   before the call and again after it is a double free (after GCC's
   unknown-fns.c); a call that may write the struct may have set the
   field again. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>

struct msg { char *data; };
int peek (const void *m) __attribute__ ((pure));
void refill (struct msg *m);

void bad_pure (struct msg m)
{
  free (m.data);
  if (peek (&m) < 0)
    return;
  free (m.data); /* { dg-warning "'m.data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void good_refilled (struct msg m)
{
  free (m.data);
  refill (&m);
  free (m.data); /* { dg-bogus "double-free" } */
}
