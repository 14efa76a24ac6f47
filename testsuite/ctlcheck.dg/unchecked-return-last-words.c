/* A message written when every path then ends in a call that never
   returns (fwrite (msg, 1, n, stderr); abort ();) has no failure worth
   checking: the program dies either way.  A write some path goes on
   after, a write in an endless loop, and a call other than a write
   (remove) before exit are still reported. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unchecked-return,unchecked-return-output" } */
#include <stdio.h>
#include <stdlib.h>
void good_last_words (void)
{
  static const char msg[] = "fatal\n";
  fwrite (msg, 1, sizeof msg - 1, stderr); /* { dg-bogus "unchecked-return" } */
  abort ();
}
void good_last_words_branch (int x, FILE *f)
{
  fwrite ("a", 1, 1, f); /* { dg-bogus "unchecked-return" } */
  if (x)
    exit (1);
  else
    abort ();
}
void bad_goes_on (FILE *f)
{
  fwrite ("a", 1, 1, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_maybe (int x, FILE *f)
{
  fwrite ("a", 1, 1, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  if (x)
    abort ();
}
void bad_loop (FILE *f)
{
  for (;;)
    fwrite ("a", 1, 1, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
}
int bad_remove (const char *p)
{
  remove (p); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  exit (1);
}
void good_output_dies (void)
{
  fputs ("bye\n", stderr); /* { dg-bogus "unchecked-return" } */
  exit (2);
}
void bad_output (void)
{
  fputs ("bye\n", stderr); /* { dg-warning "the result of this output call is ignored, but it reports failure \\\[ctlcheck:unchecked-return-output\\\]" } */
}
