/* A release by a deallocator that does not pair with the allocator is
   one finding, mismatched-dealloc's: realloc of a stream is not also a
   realloc leak, and fclose of an unchecked malloc block not also a NULL
   argument.  With the right pairs both rules still report.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=realloc-leak,null-argument,mismatched-dealloc" } */
#include <stdio.h>
#include <stdlib.h>

void consume (void *);
void keep (void *) __attribute__ ((nonnull));

void bad_stream_realloc (int fd)
{
  FILE *f = fdopen (fd, "r");
  f = realloc (f, 64); /* { dg-warning "'f' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  /* { dg-bogus "realloc-leak" "" { target *-*-* } 16 } */
  consume (f);
}

void bad_block_fclose (void)
{
  FILE *p = malloc (100);
  fclose (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  /* { dg-bogus "null-argument" "" { target *-*-* } 24 } */
}

void good_block_realloc (void)
{
  char *p = malloc (10);
  if (!p)
    return;
  p = realloc (p, 20); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  /* { dg-bogus "mismatched-dealloc" "" { target *-*-* } 33 } */
  consume (p);
}

void good_block_nonnull (void)
{
  char *p = malloc (100);
  keep (p); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
