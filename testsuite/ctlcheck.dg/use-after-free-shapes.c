/* use-after-free: the block read by the assignment that gives the
   pointer its next value (`p = p->next` after free (p)), and a pointer
   into the block (`q = &p->x`) used after the block was freed (GCC's
   use-after-free.c, malloc-1.c test_34). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct link { struct link *next; int v; };
struct coord { float x, y; };

void bad_free_list (struct link *n)
{
  while (n)
    {
      free (n);
      n = n->next; /* { dg-warning "'n' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
    }
}

void good_free_list (struct link *n)
{
  while (n)
    {
      struct link *next = n->next;
      free (n);
      n = next; /* { dg-bogus "use-after-free" } */
    }
}

void bad_pointer_into (void)
{
  struct coord *p = malloc (sizeof *p);
  if (!p)
    return;
  float *q = &p->x;
  free (p);
  *q = 1.0f; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

void good_pointer_into (void)
{
  struct coord *p = malloc (sizeof *p);
  if (!p)
    return;
  float *q = &p->x;
  *q = 1.0f; /* { dg-bogus "use-after-free" } */
  free (p);
}

void good_pointer_into_other (struct coord *r)
{
  struct coord *p = malloc (sizeof *p);
  if (!p)
    return;
  float *q = &p->x;
  *q = 0.0f;
  q = &r->y;
  free (p);
  *q = 1.0f; /* { dg-bogus "use-after-free" } */
}
