/* Pointer copies: events on one name get synthetic twins on the other. */
#include <stdlib.h>

void
copied (int c)
{
  char *p = malloc (4);
  char *q = p;
  free (q);     /* also frees p */
  *p = 1;       /* also dereferences q */
  if (c)
    q = malloc (2);
  free (q);     /* q may differ from p: no twin */
}
