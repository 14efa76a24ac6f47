/* A loop that tests a global (or a field) and calls a function the
   global may be changed by (bc 1.07.1, execute.c:549: `while (ex_stack
   != NULL) pop ();`) walks it, as `while (p) p = p->next;` walks p: the
   test is there for the values the calls leave, not a late NULL check
   of the one dereferenced before the loop.  A local no call can change
   is not walked so. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stddef.h>

struct item { int n; struct item *next; };
extern struct item *stack;
extern void pop (void);
extern void report (int);

void good_drain_global (void)
{
  int n = stack->n;
  while (stack != NULL) /* { dg-bogus "deref-before-check" } */
    pop ();
  report (n);
}

void bad_local_not_walked (struct item *p)
{
  int n = p->n;
  while (p != NULL) /* { dg-warning "'p' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    pop ();
  report (n);
}
