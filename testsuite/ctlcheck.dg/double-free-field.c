/* Double free through a structure field and through early returns. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free" } */
#include <stdlib.h>

struct buf { char *data; int len; };

void field_twice (struct buf *b)
{
  free (b->data);
  free (b->data); /* { dg-warning "'b->data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void field_reset (struct buf *b)
{
  free (b->data);
  b->data = 0;
  free (b->data); /* { dg-bogus "freed twice" } */
}

int early_return (int c)
{
  char *p = malloc (10);
  if (c)
    {
      free (p);
      return 1;
    }
  free (p); /* { dg-bogus "freed twice" } */
  return 0;
}
