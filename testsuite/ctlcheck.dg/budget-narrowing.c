/* A function over the product budget is explored again with fewer
   variables (counters first) before it falls back to its CFG: here the
   nested counters exceed 300 states, and the retry without them keeps
   the correlation between rc and pBt. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-max-states=300 -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>
struct bt { int *pager; int flags; };
int work (int);
int open_it (struct bt **out, struct bt *shared, int f, int n)
{
  struct bt *pBt = shared;
  int rc = 0;
  int acc = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      acc += work (i * j);
  if (pBt == 0) {
    pBt = calloc (1, sizeof *pBt);
    if (pBt == 0) {
      rc = 7;
      goto out;
    }
    pBt->flags = f + acc;
  }
  *out = pBt;
out:
  if (rc != 0) {
    *out = 0;
    return rc;
  }
  return pBt->flags; /* { dg-bogus "null-deref" } */
}
/* { dg-message "1 functions, .* 0 over budget, 1 narrowed" "stats" { target *-*-* } 0 } */
