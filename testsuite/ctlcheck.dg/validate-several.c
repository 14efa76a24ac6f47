/* Eight blocks, each freed under its own flag: on the CFG every block
   leaks on the path that allocates it and skips its free.  Each path is
   refuted by its own flag; a product tracking all eight flags exceeds
   the budget, so each binding is refined alone, with a product that
   tracks its flag only, and each is refuted. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak -fplugin-arg-ctlcheck-max-states=300 -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>

void several (int *a)
{
  char *p0 = 0, *p1 = 0, *p2 = 0, *p3 = 0, *p4 = 0, *p5 = 0, *p6 = 0, *p7 = 0;
  int own0 = 0, own1 = 0, own2 = 0, own3 = 0, own4 = 0, own5 = 0, own6 = 0, own7 = 0;
  if (a[0]) { p0 = malloc (8); own0 = 1; }
  if (a[1]) { p1 = malloc (8); own1 = 1; }
  if (a[2]) { p2 = malloc (8); own2 = 1; }
  if (a[3]) { p3 = malloc (8); own3 = 1; }
  if (a[4]) { p4 = malloc (8); own4 = 1; }
  if (a[5]) { p5 = malloc (8); own5 = 1; }
  if (a[6]) { p6 = malloc (8); own6 = 1; }
  if (a[7]) { p7 = malloc (8); own7 = 1; }
  if (own0) free (p0);
  if (own1) free (p1);
  if (own2) free (p2);
  if (own3) free (p3);
  if (own4) free (p4);
  if (own5) free (p5);
  if (own6) free (p6);
  if (own7) free (p7);
} /* { dg-bogus "memory-leak" } */
/* { dg-message "1 functions, .* 1 over budget, 0 narrowed; .* 0 confirmed, 8 refuted, 0 unconfirmed" "stats" { target *-*-* } 0 } */
