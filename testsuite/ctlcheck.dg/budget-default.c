/* The default budget (10,000 product states): this function's product
   with every variable is about 12,000 states, so it is explored again
   without its counters and flags seen with many values; the narrowed
   product still finds the leak and still knows that pBt is not NULL
   where rc is 0. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>
struct bt { int flags; };
int work (int);
int step (struct bt **out, struct bt *shared, int a, int b, int c)
{
  int f1 = 0, f2 = 0, f3 = 0, f4 = 0;
  char *buf = malloc (16);
  struct bt *pBt = shared;
  int rc = 0;
  int acc = 0;
  for (int i = 0; i < 12; i++) {
    if (work (i)) f1 = !f1;
    if (work (i + a)) f2 = !f2;
    if (work (i + b)) f3 = !f3;
    if (work (i + c)) f4 = !f4;
    acc += work (f1 + f2 + f3 + f4);
  }
  if (acc > 3)
    return acc; /* { dg-warning "memory allocated to 'buf' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (buf);
  if (pBt == 0) {
    pBt = calloc (1, sizeof *pBt);
    if (pBt == 0) {
      rc = 7;
      goto out;
    }
    pBt->flags = acc;
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
