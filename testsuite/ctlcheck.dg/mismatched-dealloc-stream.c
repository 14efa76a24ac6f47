/* mismatched-dealloc on fclose and pclose: a block that no stream
   function opened (malloc's, or that of a function declared
   malloc (release)) closed as a stream is a mismatch; a stream closed by
   the wrong one of the two is mismatched-close's, not this rule's
   (after GCC's gcc.dg/analyzer/attr-malloc-6.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-nonnull -fplugin-arg-ctlcheck-enable=mismatched-dealloc,mismatched-close" } */
#include <stdio.h>
#include <stdlib.h>
void release (void *);
__attribute__ ((malloc (release))) FILE *acquire (void);

void bad_malloc_fclose (void)
{
  FILE *p = malloc (100);
  fclose (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_malloc_pclose (void)
{
  FILE *p = malloc (100);
  pclose (p); /* { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_acquire_fclose (void)
{
  FILE *p = acquire ();
  fclose (p); /* { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_popen_fclose (void)
{
  FILE *p = popen ("ls", "r");
  if (p)
    fclose (p); /* { dg-warning "\\\[ctlcheck:mismatched-close\\\]" } */
  /* { dg-bogus "mismatched-dealloc" "a stream: mismatched-close's" { target *-*-* } 32 } */
}
void good_streams (void)
{
  FILE *f = fopen ("x", "r");
  FILE *p = popen ("ls", "r");
  FILE *a = acquire ();
  if (f)
    fclose (f); /* { dg-bogus "mismatched" } */
  if (p)
    pclose (p); /* { dg-bogus "mismatched" } */
  release (a); /* { dg-bogus "mismatched" } */
}
void good_reopened (void)
{
  FILE *p = malloc (100);
  free (p);
  p = fopen ("x", "r");
  if (p)
    fclose (p); /* { dg-bogus "mismatched" } */
}
