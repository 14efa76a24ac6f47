/* Branches, a switch, loops, noreturn, an unused local, `&`, `?:`, a union. */
#include <stdlib.h>

static const int limit = 5;

int
branches (int *q, int n)
{
  int unused;
  int sum = 0;
  if (q == NULL)
    abort ();
  for (int i = 0; i < n; i++)
    sum += q[i];
  switch (n)
    {
    case 1: return limit;
    case 2 ... 4: return -sum;
    default: break;
    }
  return sum;
}

struct item { int n; };
union word { int i; float f; };

int
both_sides (struct item *p, union word w)
{
  /* `&` evaluates p->n even when p is NULL: the node of the comparison
     forks, true and false, into the dereference. */
  if ((p != NULL) & (p->n > w.i))
    return 1;
  return 0;
}

int
counted (void)
{
  int a[4];
  /* The first test of i, just set to 0, gets a node of its own with its
     true edge alone. */
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return a[2];
}

int
flagged (const int *p, int c)
{
  int x;
  /* Each arm sets a flag that the `if` tests: the arm goes straight to
     the branch its constant takes, and the join and its test are gone. */
  if (c > 0 ? (x = *p, 1) : 0)
    return x;
  return 0;
}

/* __builtin_unreachable (): its node is marked unreachable; the call after
   it gets no dead-code node. */
int marked (int c)
{
  if (c > 2)
    {
      __builtin_unreachable ();
      abort ();
    }
  return c;
}
