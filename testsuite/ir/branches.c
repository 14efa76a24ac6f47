/* Branch conditions, a switch, a loop, a noreturn call and an unused local. */
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
