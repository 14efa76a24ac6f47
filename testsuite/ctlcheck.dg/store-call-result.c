/* `a[i].x = f ();` stores the call's result where the source says
   (bc 1.07.1, load.c:97: `functions[func].f_label = bc_malloc (..);` on
   the branch where it was NULL, then `functions[func].f_label->l_next =
   NULL;`).  GCC finds the place before the call; C leaves open whether
   before or after, so the call does not make it another place, and the
   NULL the test found is gone. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stddef.h>

struct lab { struct lab *next; };
struct fn { struct lab *label; int n; };
extern struct fn *functions;
extern void *xmalloc (size_t) __attribute__ ((returns_nonnull));

void good_element_assigned (unsigned long func)
{
  if (functions[func].label == NULL)
    {
      functions[func].label = xmalloc (sizeof (struct lab));
      functions[func].label->next = NULL; /* { dg-bogus "null-deref-after-check" } */
    }
}

void bad_element_not_assigned (unsigned long func)
{
  if (functions[func].label == NULL)
    {
      functions[func].n = 0;
      functions[func].label->next = NULL; /* { dg-warning "'functions\\\[func\\\].label' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
    }
}
