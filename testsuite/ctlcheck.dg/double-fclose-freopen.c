/* f2 = freopen (name, mode, f) gives back f when it succeeds (NULL when
   it fails): where f2 is not NULL, closing f and then f2 closes one
   stream twice (family result-arg).  Reopening a stream into itself and
   closing it once is fine. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>

void bad_close_both (const char *name)
{
  FILE *f = fopen (name, "r");
  if (!f)
    return;
  FILE *g = freopen (0, "w", f);
  if (g)
    {
      fclose (f);
      fclose (g); /* { dg-warning "'f' is closed twice \\\[ctlcheck:double-fclose\\\]" } */
    }
}

void good_close_once (const char *name)
{
  FILE *f = fopen (name, "r");
  if (!f)
    return;
  f = freopen (0, "w", f);
  if (!f)
    return;
  fclose (f); /* { dg-bogus "double-fclose|file-leak" } */
}

void good_close_the_new_name (const char *name)
{
  FILE *f = fopen (name, "r");
  if (!f)
    return;
  FILE *g = freopen (0, "w", f);
  if (g)
    fclose (g); /* { dg-bogus "double-fclose|file-leak" } */
}
