/* A stream passed only to a parameter declared const FILE * is still
   the caller's to close: such a function cannot fclose it.  One passed
   to a FILE * parameter may be closed or kept there. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>

extern void look_at (const FILE *);
extern void keep (FILE *);

void bad_only_lent (void)
{
  FILE *f = fopen ("a", "w");
  if (!f)
    return;
  look_at (f);
} /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */

void good_handed_on (void)
{
  FILE *f = fopen ("a", "w");
  if (!f)
    return;
  keep (f);
} /* { dg-bogus "file-leak" } */

void good_lent_then_closed (void)
{
  FILE *f = fopen ("a", "w");
  if (!f)
    return;
  look_at (f);
  fclose (f);
} /* { dg-bogus "file-leak" } */
